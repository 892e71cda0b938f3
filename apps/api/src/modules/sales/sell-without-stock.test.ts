import { APPROVAL_MESSAGES, approvalHeader } from '@pos/contracts/approvals';
import { describe, expect, it } from 'vitest';
import { expectStockAddsUp } from '../../test/invariants.js';
import { SHOP_SETTINGS } from '../../test/shop-settings.js';
import { addMember, signUp, useTestApp } from '../../test/test-app.js';

/**
 * Selling beyond the stock where the shop keeps none below zero (DESIGN §7): refused with every
 * short line named, or made with a manager's `sell_without_stock` approval — good once, for that
 * action only, audited with the approver and the cashier.
 */

const t = useTestApp();

type Session = { token: string };

/** A shop with a manager who has a register PIN, a cashier, a lamp (1 in stock) and a mug (0). */
async function shop() {
  const owner = await signUp(t);
  const org = owner.user.organizationId;
  const manager = await addMember(t, org, 'organization_manager');
  const cashier = await addMember(t, org, 'cashier');
  expect((await t.as(manager).patch('profile', { registerPin: '4821' })).statusCode).toBe(200);
  const item = async (name: string, stock: number) => {
    const res = await t.as(owner).post('products', {
      name,
      price: 10,
      stock,
      sku: `${name}-${Math.random().toString(36).slice(2, 10)}`,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data._id as string;
  };
  return { owner, org, manager, cashier, lamp: await item('Lamp', 1), mug: await item('Mug', 0) };
}

type Shop = Awaited<ReturnType<typeof shop>>;

const approve = async (s: Shop, action: string, by: Session = s.cashier) => {
  const res = await t.as(by).post('approvals', { email: s.manager.email, pin: '4821', action });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.token as string;
};

const sell = (s: Shop, body: Record<string, unknown>, approval?: string, by: Session = s.cashier) =>
  t
    .as(by)
    .post('transactions', body, approval ? { headers: { 'x-approval': approval } } : undefined);

/** Three lamps (one in stock) and two mugs (none). */
const beyondStock = (s: Shop) => ({
  items: [
    { productId: s.lamp, quantity: 3 },
    { productId: s.mug, quantity: 2 },
  ],
  paymentMethod: 'Cash',
});

const stockOf = async (s: Shop, id: string) =>
  (await t.as(s.owner).get(`products/${id}`)).json().data.totalStock as number;

describe('a sale beyond the stock', () => {
  it('is refused with each short line named, and writes nothing', async () => {
    const s = await shop();
    const refused = await sell(s, beyondStock(s));
    expect(refused.statusCode).toBe(409);
    const body = refused.json();
    expect(body.code).toBe('INSUFFICIENT_STOCK');
    expect(body.message).toBe(
      'Insufficient stock for "Lamp" (1 available, 3 requested), "Mug" (0 available, 2 requested).',
    );
    expect(body.details).toEqual({
      // The first short line, as clients before `lines` read it.
      available: 1,
      requested: 3,
      index: 0,
      productId: s.lamp,
      variationId: null,
      lines: [
        {
          index: 0,
          productId: s.lamp,
          variationId: null,
          name: 'Lamp',
          available: 1,
          requested: 3,
        },
        { index: 1, productId: s.mug, variationId: null, name: 'Mug', available: 0, requested: 2 },
      ],
    });
    // One short line of two: only that one is named.
    const one = await sell(s, {
      items: [
        { productId: s.lamp, quantity: 1 },
        { productId: s.mug, quantity: 1 },
      ],
      paymentMethod: 'Cash',
    });
    expect(one.json().details.lines).toEqual([expect.objectContaining({ name: 'Mug', index: 1 })]);
    expect(one.json().message).toBe('Insufficient stock for "Mug": 0 available, 1 requested.');
    expect([await stockOf(s, s.lamp), await stockOf(s, s.mug)]).toEqual([1, 0]);
    expect((await t.as(s.owner).get('transactions')).json().totalCount).toBe(0);
    await expectStockAddsUp(t, s.org);
  });

  it("is made with a manager's sell_without_stock approval, once, and audited", async () => {
    const s = await shop();
    const token = await approve(s, 'sell_without_stock');
    const made = await sell(s, beyondStock(s), token);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data).toMatchObject({ totalAmount: 50, approvedBy: null });
    expect([await stockOf(s, s.lamp), await stockOf(s, s.mug)]).toEqual([-2, -2]);

    // Good once: the next sale beyond the stock is refused again.
    const again = await sell(s, beyondStock(s), token);
    expect(again.statusCode).toBe(409);
    expect(again.json().details.lines).toEqual([
      expect.objectContaining({ name: 'Lamp', available: -2, requested: 3 }),
      expect.objectContaining({ name: 'Mug', available: -2, requested: 2 }),
    ]);

    const events = (await t.as(s.owner).get('audit-events?action=sell_without_stock')).json().data;
    expect(events).toEqual([
      expect.objectContaining({
        entityType: 'Sale',
        entityId: made.json().data._id,
        userId: s.cashier.user._id,
        approvedBy: s.manager.user._id,
        changes: { Lamp: { before: 1, after: -2 }, Mug: { before: 0, after: -2 } },
      }),
    ]);
    // The ledger adds up; only this approved sale took the levels below zero.
    await expectStockAddsUp(t, s.org, { allowNegative: true });
  });

  it('is not unlocked by a discount approval, and the stock approval unlocks no discount', async () => {
    const s = await shop();
    const discount = await approve(s, 'discount');
    const stock = await approve(s, 'sell_without_stock');
    const refused = await sell(s, beyondStock(s), discount);
    expect(refused.json().code).toBe('INSUFFICIENT_STOCK');
    const discounted = {
      items: [{ productId: s.lamp, quantity: 1, discount: 2 }],
      paymentMethod: 'Cash',
    };
    const noDiscount = await sell(s, discounted, stock);
    expect(noDiscount.statusCode).toBe(403);
    expect(noDiscount.json()).toMatchObject({
      code: 'APPROVAL_INVALID',
      message: APPROVAL_MESSAGES.invalid,
    });
    // Neither was used up by the refusals: together they make a discounted sale beyond the stock.
    const both = await sell(
      s,
      { items: [{ productId: s.mug, quantity: 2, discount: 2 }], paymentMethod: 'Card' },
      approvalHeader([stock, discount]),
    );
    expect(both.statusCode, both.body).toBe(201);
    expect(both.json().data).toMatchObject({
      discountTotal: 2,
      approvedBy: { _id: s.manager.user._id },
    });
    expect(await stockOf(s, s.mug)).toBe(-2);
    await expectStockAddsUp(t, s.org, { allowNegative: true });
  });

  it('keeps an approval the sale did not need, and asks one of a manager selling too', async () => {
    const s = await shop();
    const token = await approve(s, 'sell_without_stock');
    // Enough stock: the approval is not used up.
    const enough = await sell(
      s,
      { items: [{ productId: s.lamp, quantity: 1 }], paymentMethod: 'Cash' },
      token,
    );
    expect(enough.statusCode, enough.body).toBe(201);
    const later = await sell(
      s,
      { items: [{ productId: s.mug, quantity: 1 }], paymentMethod: 'Cash' },
      token,
    );
    expect(later.statusCode, later.body).toBe(201);
    // The Owner holds every permission and still needs an approval, given with a PIN.
    const ownerSale = { items: [{ productId: s.mug, quantity: 1 }], paymentMethod: 'Cash' };
    expect((await sell(s, ownerSale, undefined, s.owner)).json().code).toBe('INSUFFICIENT_STOCK');
    const ownersToken = await approve(s, 'sell_without_stock', s.owner);
    expect((await sell(s, ownerSale, ownersToken, s.owner)).statusCode).toBe(201);
    // Another cashier cannot use this cashier's approval.
    const other = await addMember(t, s.org, 'cashier');
    const fresh = await approve(s, 'sell_without_stock');
    expect((await sell(s, ownerSale, fresh, other)).json().code).toBe('INSUFFICIENT_STOCK');
    expect(await stockOf(s, s.mug)).toBe(-2);
    await expectStockAddsUp(t, s.org, { allowNegative: true });
  });

  it('goes ahead without approval where negative stock is allowed, as before', async () => {
    const s = await shop();
    const put = await t
      .as(s.owner)
      .put('settings/general', { ...SHOP_SETTINGS, allowNegativeStock: true });
    expect(put.statusCode, put.body).toBe(200);
    const made = await sell(s, beyondStock(s));
    expect(made.statusCode, made.body).toBe(201);
    expect((await t.as(s.owner).get('audit-events?action=sell_without_stock')).json().data).toEqual(
      [],
    );
    await expectStockAddsUp(t, s.org, { allowNegative: true });
  });
});

describe('a manager without a register PIN', () => {
  it('is told apart from a wrong PIN, naming where to set one; others are not', async () => {
    const s = await shop();
    const second = await addMember(t, s.org, 'organization_manager');
    const res = await t
      .as(s.cashier)
      .post('approvals', { email: second.email, pin: '1234', action: 'sell_without_stock' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('PIN_NOT_SET');
    expect(res.json().message).toMatch(
      /^organization_manager \d+ has no register PIN yet\. A manager sets one in Profile → Register PIN\.$/,
    );
    // A cashier without a PIN may approve nothing: a wrong PIN, as for anyone unknown.
    const cashier = await t
      .as(s.cashier)
      .post('approvals', { email: s.cashier.email, pin: '1234', action: 'discount' });
    expect(cashier.json()).toMatchObject({ code: 'INVALID_PIN' });
  });
});
