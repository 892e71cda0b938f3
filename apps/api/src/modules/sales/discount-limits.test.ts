import { DISCOUNT_MESSAGES as D } from '@pos/contracts/discounts';
import { describe, expect, it } from 'vitest';
import { expectStockAddsUp } from '../../test/invariants.js';
import { addMember, signUp, useTestApp } from '../../test/test-app.js';

const t = useTestApp();

type Session = Awaited<ReturnType<typeof signUp>>;

let seq = 0;
async function product(s: Session, price: number) {
  seq += 1;
  const res = await t
    .as(s)
    .post('products', { name: `Lamp ${seq}`, price, stock: 50, sku: `DL-${seq}-${Date.now()}` });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data._id as string;
}

async function roleId(s: Session, name: string) {
  const roles = (await t.as(s).get('roles?noPagination=true')).json().data;
  return roles.find((r: { name: string }) => r.name === name)._id as string;
}

/** Sets a built-in role's discount limit, as the role form sends it. */
async function limitRole(owner: Session, name: string, maxDiscountPercent: number | null) {
  const id = await roleId(owner, name);
  const role = (await t.as(owner).get(`roles/${id}`)).json().data;
  const res = await t.as(owner).put(`roles/${id}`, {
    name: role.name,
    description: role.description,
    permissions: role.permissions,
    maxDiscountPercent,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** A shop whose managers give up to 10 % without approval; the Owner has a register PIN. */
async function shop() {
  const owner = await signUp(t);
  const org = owner.user.organizationId;
  await t.as(owner).patch('profile', { registerPin: '2468' });
  const manager = await addMember(t, org, 'organization_manager');
  const cashier = await addMember(t, org, 'cashier');
  await limitRole(owner, 'organization_manager', 10);
  return { owner, manager, cashier, lamp: await product(owner, 20) };
}

const approval = async (s: Session | { token: string }, email: string, pin: string) => {
  const res = await t.as(s).post('approvals', { email, pin, action: 'discount' });
  expect(res.statusCode, res.body).toBe(201);
  return { headers: { 'x-approval': res.json().data.token as string } };
};

describe('discount limits per role', () => {
  it('keep a role limit, shown on the role; the Owner has none', async () => {
    const owner = await signUp(t);
    const managerRole = await limitRole(owner, 'organization_manager', 12.5);
    expect(managerRole.maxDiscountPercent).toBe(12.5);
    // Left out on an edit, the limit stays.
    const id = await roleId(owner, 'organization_manager');
    const kept = await t.as(owner).put(`roles/${id}`, {
      name: managerRole.name,
      description: managerRole.description,
      permissions: managerRole.permissions,
    });
    expect(kept.json().data.maxDiscountPercent).toBe(12.5);
    const ownerRole = (await t.as(owner).get(`roles/${await roleId(owner, 'Owner')}`)).json().data;
    expect(ownerRole.maxDiscountPercent).toBeNull();
    const refused = await t.as(owner).put(`roles/${ownerRole._id}`, {
      name: ownerRole.name,
      permissions: ownerRole.permissions,
      maxDiscountPercent: 5,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('BUILT_IN_LOCKED');
    const bad = await t
      .as(owner)
      .put(`roles/${id}`, { ...kept.json().data, maxDiscountPercent: 101 });
    expect(bad.statusCode).toBe(400);
  });

  it('let a manager give up to their limit; above it a manager whose limit covers it approves, with a reason', async () => {
    const { owner, manager, lamp } = await shop();
    // 10 % of 2 × 20.00: within the limit.
    const within = await t.as(manager).post('transactions', {
      items: [{ productId: lamp, quantity: 2, discount: 4 }],
      paymentMethod: 'Card',
    });
    expect(within.statusCode, within.body).toBe(201);
    expect(within.json().data).toMatchObject({ approvedBy: null, discountReason: null });

    const sale = { items: [{ productId: lamp, quantity: 2, discount: 6 }], paymentMethod: 'Card' };
    const above = await t.as(manager).post('transactions', sale);
    expect(above.statusCode).toBe(403);
    expect(above.json()).toMatchObject({
      code: 'APPROVAL_REQUIRED',
      message: D.overLimit(10),
      details: { limit: 10, percent: 15 },
    });
    const noReason = await t
      .as(manager)
      .post('transactions', sale, await approval(manager, owner.email, '2468'));
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().details).toEqual({ discountReason: D.reasonRequired });
    const approved = await t
      .as(manager)
      .post(
        'transactions',
        { ...sale, discountReason: 'Display model, scratched' },
        await approval(manager, owner.email, '2468'),
      );
    expect(approved.statusCode, approved.body).toBe(201);
    const made = approved.json().data;
    expect(made).toMatchObject({
      approvedBy: { _id: owner.user._id },
      discountReason: 'Display model, scratched',
      discountTotal: 6,
      totalAmount: 34,
    });
    expect((await t.as(owner).get(`transactions/${made._id}`)).json().data).toEqual(made);
    // The reason and the approver are in the audit log.
    const events = (
      await t.as(owner).get(`audit-events?entityId=${made._id}&action=discount`)
    ).json().data;
    expect(events[0]).toMatchObject({
      approvedBy: owner.user._id,
      changes: { discountReason: { before: null, after: 'Display model, scratched' } },
    });
  });

  it('refuse an approver whose own limit does not cover the discount', async () => {
    const { owner, manager, cashier, lamp } = await shop();
    await t.as(manager).patch('profile', { registerPin: '1357' });
    // The cashier has no apply_discounts: a manager approves; at 10 % a manager may, not at 25 %.
    const sale = { items: [{ productId: lamp, quantity: 1, discount: 5 }], paymentMethod: 'Cash' };
    const refused = await t
      .as(cashier)
      .post('transactions', sale, await approval(cashier, manager.email, '1357'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'APPROVAL_REQUIRED',
      message: D.approverLimit(10),
    });
    const small = { items: [{ productId: lamp, quantity: 1, discount: 2 }], paymentMethod: 'Cash' };
    const ok = await t
      .as(cashier)
      .post('transactions', small, await approval(cashier, manager.email, '1357'));
    expect(ok.statusCode, ok.body).toBe(201);
    // The Owner, without a limit, approves the 25 %.
    const byOwner = await t
      .as(cashier)
      .post('transactions', sale, await approval(cashier, owner.email, '2468'));
    expect(byOwner.statusCode, byOwner.body).toBe(201);
    await expectStockAddsUp(t, owner.user.organizationId);
  });

  it('spread a whole-sale discount over the lines in proportion, to the cent', async () => {
    const owner = await signUp(t);
    await t.as(owner).put('settings/general', {
      ...(await t.as(owner).get('settings/general')).json().data,
      taxes: [{ id: 'vat', name: 'VAT', rate: 10 }],
    });
    const [a, b, c] = [
      await product(owner, 3.33),
      await product(owner, 3.33),
      await product(owner, 3.34),
    ];
    const res = await t.as(owner).post('transactions', {
      items: [
        { productId: a, quantity: 1 },
        { productId: b, quantity: 1 },
        { productId: c, quantity: 1, discount: 0.34 },
      ],
      discount: { amount: 1 },
      paymentMethod: 'Card',
    });
    expect(res.statusCode, res.body).toBe(201);
    const sale = res.json().data;
    // 3.33 + 3.33 + 3.00 = 9.66; 1.00 off it shared 0.34 / 0.35 / 0.31, adding up to 1.00.
    const shares = sale.items.map((i: { discount: number }) => i.discount);
    expect(shares).toEqual([0.34, 0.35, 0.65]);
    expect(sale).toMatchObject({ saleDiscount: 1, discountTotal: 1.34, subtotal: 8.66 });
    expect(sale.taxTotal).toBe(0.87);
    expect(sale.totalAmount).toBe(9.53);
    const percent = await t.as(owner).post('transactions', {
      items: [{ productId: a, quantity: 3 }],
      discount: { percent: 12.5 },
      paymentMethod: 'Card',
    });
    // 12.5 % of 9.99 = 1.24875 → 1.25.
    expect(percent.json().data).toMatchObject({ saleDiscount: 1.25, subtotal: 8.74 });
    const tooMuch = await t.as(owner).post('transactions', {
      items: [{ productId: a, quantity: 1 }],
      discount: { amount: 3.34 },
      paymentMethod: 'Card',
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().details).toEqual({ discount: D.saleDiscountTooLarge });
  });
});
