import { APPROVAL_MESSAGES } from '@pos/contracts/approvals';
import { PROFILE_MESSAGES } from '@pos/contracts/auth';
import { SALE_MESSAGES } from '@pos/contracts/sales';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { addMember, signUp, useTestApp } from '../../test/test-app.js';

const t = useTestApp();

type Session = Awaited<ReturnType<typeof signUp>>;

/** A shop with an Owner, a manager with a register PIN, a cashier, and an item of 10.00. */
async function shop() {
  const owner = await signUp(t);
  const org = owner.user.organizationId;
  const manager = await addMember(t, org, 'organization_manager');
  const cashier = await addMember(t, org, 'cashier');
  const pin = await t.as(manager).patch('profile', { registerPin: '4821' });
  expect(pin.statusCode, pin.body).toBe(200);
  expect(pin.json().user.hasRegisterPin).toBe(true);
  const item = await t.as(owner).post('products', {
    name: 'Lamp',
    price: 10,
    stock: 20,
    sku: `LAMP-${Date.now()}-${Math.random()}`,
  });
  return { owner, manager, cashier, productId: item.json().data._id as string };
}

const approve = (cashier: Session | { token: string }, body: Record<string, unknown>) =>
  t.as(cashier).post('approvals', body);

const discountedSale = (productId: string) => ({
  items: [{ productId, quantity: 2, discount: 3 }],
  paymentMethod: 'Cash',
});

describe('register PIN', () => {
  it('is set, replaced and removed in the profile, stored hashed; bad PINs are refused', async () => {
    const { manager } = await shop();
    for (const bad of ['123', '123456789', '12a4', 1234]) {
      const res = await t.as(manager).patch('profile', { registerPin: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(PROFILE_MESSAGES.registerPin);
    }
    const [row] = await queryRows<{ register_pin_hash: string }>(
      t.db,
      sql`select register_pin_hash from users where id = ${manager.user._id}`,
    );
    expect(row?.register_pin_hash).toMatch(/^\$argon2/);
    expect(row?.register_pin_hash).not.toContain('4821');
    const removed = await t.as(manager).patch('profile', { registerPin: null });
    expect(removed.json().user.hasRegisterPin).toBe(false);
  });
});

describe('a manager approval', () => {
  it('lets a cashier give a discount once; the sale records who approved it', async () => {
    const { manager, cashier, productId } = await shop();
    const refused = await t.as(cashier).post('transactions', discountedSale(productId));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: SALE_MESSAGES.discountNotAllowed,
    });

    const granted = await approve(cashier, {
      email: manager.email,
      pin: '4821',
      action: 'discount',
    });
    expect(granted.statusCode, granted.body).toBe(201);
    const { token, expiresAt, approver } = granted.json().data;
    expect(approver).toEqual({ _id: manager.user._id, name: expect.any(String) });
    const minutes = (Date.parse(expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(1.5);
    expect(minutes).toBeLessThanOrEqual(2);

    const sale = await t
      .as(cashier)
      .post('transactions', discountedSale(productId), { headers: { 'x-approval': token } });
    expect(sale.statusCode, sale.body).toBe(201);
    expect(sale.json().data).toMatchObject({
      discountTotal: 3,
      totalAmount: 17,
      approvedBy: { _id: manager.user._id },
    });
    const read = await t.as(cashier).get(`transactions/${sale.json().data._id}`);
    expect(read.json().data.approvedBy).toEqual(sale.json().data.approvedBy);

    // Good once.
    const again = await t
      .as(cashier)
      .post('transactions', discountedSale(productId), { headers: { 'x-approval': token } });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({
      code: 'APPROVAL_INVALID',
      message: APPROVAL_MESSAGES.invalid,
    });
  });

  it('is not used up by a sale that fails, and is only good for its own action and cashier', async () => {
    const { owner, manager, cashier, productId } = await shop();
    const token = (
      await approve(cashier, { email: manager.email, pin: '4821', action: 'discount' })
    ).json().data.token as string;
    // Stock short: the sale fails and the approval stays good.
    const short = await t
      .as(cashier)
      .post(
        'transactions',
        { items: [{ productId, quantity: 500, discount: 1 }], paymentMethod: 'Card' },
        { headers: { 'x-approval': token } },
      );
    expect(short.statusCode).toBe(409);
    // Another cashier cannot use it.
    const other = await addMember(t, owner.user.organizationId, 'cashier');
    const stolen = await t
      .as(other)
      .post('transactions', discountedSale(productId), { headers: { 'x-approval': token } });
    expect(stolen.json().code).toBe('APPROVAL_INVALID');
    const used = await t
      .as(cashier)
      .post('transactions', discountedSale(productId), { headers: { 'x-approval': token } });
    expect(used.statusCode, used.body).toBe(201);
  });

  it('expires after two minutes', async () => {
    const { manager, cashier, productId } = await shop();
    const token = (
      await approve(cashier, { email: manager.email, pin: '4821', action: 'discount' })
    ).json().data.token as string;
    await queryRows(t.db, sql`update approvals set expires_at = now() - interval '1 second'`);
    const late = await t
      .as(cashier)
      .post('transactions', discountedSale(productId), { headers: { 'x-approval': token } });
    expect(late.json().code).toBe('APPROVAL_INVALID');
  });

  it('refuses a wrong PIN (401), a user without the permission (403) and another shop (404)', async () => {
    const { owner, manager, cashier } = await shop();
    const wrong = await approve(cashier, { email: manager.email, pin: '0000', action: 'discount' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({
      code: 'INVALID_PIN',
      message: APPROVAL_MESSAGES.invalidPin,
    });
    const nobody = await approve(cashier, {
      email: 'nobody@shop.test',
      pin: '4821',
      action: 'discount',
    });
    expect(nobody.json()).toMatchObject({
      code: 'INVALID_PIN',
      message: APPROVAL_MESSAGES.invalidPin,
    });
    // A cashier with a PIN cannot approve anything.
    await t.as(cashier).patch('profile', { registerPin: '5555' });
    const peer = await approve(cashier, { email: cashier.email, pin: '5555', action: 'return' });
    expect(peer.statusCode).toBe(403);
    expect(peer.json().message).toBe(APPROVAL_MESSAGES.cannotApprove.return);
    // A manager of another organization is nobody here.
    const elsewhere = await shop();
    const foreign = await approve(cashier, {
      email: elsewhere.manager.email,
      pin: '4821',
      action: 'discount',
    });
    expect(foreign.json().code).toBe('INVALID_PIN');
    const otherSale = await t.as(elsewhere.owner).post('transactions', {
      items: [{ productId: elsewhere.productId, quantity: 1 }],
      paymentMethod: 'Cash',
    });
    const crossSale = await approve(cashier, {
      email: manager.email,
      pin: '4821',
      action: 'return',
      transactionId: otherSale.json().data._id,
    });
    expect(crossSale.statusCode).toBe(404);
    void owner;
  });

  it('throttles PIN guesses like sign-in, apart from sign-in', async () => {
    const { manager, cashier } = await shop();
    const from = { remoteAddress: '10.77.0.1' };
    for (let i = 0; i < 5; i++) {
      const res = await t
        .as(cashier)
        .post('approvals', { email: manager.email, pin: `000${i}`, action: 'discount' }, from);
      expect(res.statusCode).toBe(401);
    }
    const blocked = await t
      .as(cashier)
      .post('approvals', { email: manager.email, pin: '4821', action: 'discount' }, from);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
    expect(blocked.json().message).toMatch(/^Too many wrong register PINs\./);
    // The manager still signs in.
    const login = await t
      .as(null)
      .post('auth/login', { username: manager.email, password: manager.password }, from);
    expect(login.statusCode).toBe(200);
  });
});
