import { describe, expect, it } from 'vitest';
import { expectStockAddsUp } from '../../test/invariants.js';
import { addMember, onPostgres, signUp, usePostgresApp } from '../../test/test-app.js';

/**
 * Sales beyond the stock sent at once (DESIGN §7): one `sell_without_stock` approval makes one
 * sale, however many carry it; the others are refused and leave no trace; sales that need no
 * approval go on meanwhile. PGlite has one connection, so this runs on PostgreSQL only.
 */
const t = usePostgresApp();

describe.skipIf(!onPostgres)('an approval to sell without stock, sent by several at once', () => {
  it('is used by one sale; the others are refused; the ledger adds up', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    const manager = await addMember(t, org, 'organization_manager');
    const cashier = await addMember(t, org, 'cashier');
    expect((await t.as(manager).patch('profile', { registerPin: '4821' })).statusCode).toBe(200);
    const item = async (stock: number) =>
      (
        await t.as(owner).post('products', {
          name: `Item ${stock}`,
          price: 5,
          stock,
          sku: `SW-${Math.random().toString(36).slice(2, 10)}`,
        })
      ).json().data._id as string;
    const scarce = await item(1);
    const plenty = await item(100);
    const granted = await t
      .as(cashier)
      .post('approvals', { email: manager.email, pin: '4821', action: 'sell_without_stock' });
    const token = granted.json().data.token as string;

    const beyond = { items: [{ productId: scarce, quantity: 2 }], paymentMethod: 'Cash' };
    const ordinary = { items: [{ productId: plenty, quantity: 1 }], paymentMethod: 'Cash' };
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () =>
        t.as(cashier).post('transactions', beyond, { headers: { 'x-approval': token } }),
      ),
      ...Array.from({ length: 4 }, () => t.as(owner).post('transactions', ordinary)),
    ]);
    const statuses = answers.slice(0, 4).map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(3);
    for (const a of answers.slice(0, 4).filter((x) => x.statusCode === 409)) {
      expect(a.json().code).toBe('INSUFFICIENT_STOCK');
    }
    expect(answers.slice(4).map((a) => a.statusCode)).toEqual([201, 201, 201, 201]);

    const stock = async (id: string) =>
      (await t.as(owner).get(`products/${id}`)).json().data.totalStock as number;
    expect(await stock(scarce)).toBe(-1);
    expect(await stock(plenty)).toBe(96);
    const events = (await t.as(owner).get('audit-events?action=sell_without_stock')).json().data;
    expect(events).toHaveLength(1);
    // Sale numbers stay gap-free: five sales, numbered 1 to 5.
    const sales = (await t.as(owner).get('transactions?limit=100')).json().data as {
      documentNumber: string;
    }[];
    expect(sales.map((s) => Number(s.documentNumber)).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5,
    ]);
    await expectStockAddsUp(t, org, { allowNegative: true });
  });
});
