import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectStockAddsUp } from '../../test/invariants.js';
import { addMember, createTestApp, shopDay, signUp, type TestApp } from '../../test/test-app.js';

/** GET /dashboard/today: the shop's morning figures, each equal to its list or report. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Session = { token: string };
async function ok(s: Session, method: string, url: string, payload?: unknown) {
  const res = await t.as(s).request(method, url, payload);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
}
const today = (s: Session) => ok(s, 'GET', 'dashboard/today');

describe('the dashboard of today', () => {
  let owner: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    owner = await signUp(t);
  });

  it('starts at zero', async () => {
    expect((await today(owner)).data).toEqual({
      date: shopDay(),
      timeZone: expect.any(String),
      netSales: 0,
      transactions: 0,
      averageBasket: 0,
      openShifts: 0,
      lowStock: 0,
    });
  });

  it("counts today's sales net of today's returns, not an offline sale of yesterday", async () => {
    const shirt = (
      await ok(owner, 'POST', 'products', { name: 'Shirt', price: 10, stock: 20, reorderLevel: 5 })
    ).data;
    const socks = (
      await ok(owner, 'POST', 'products', { name: 'Socks', price: 4, stock: 2, reorderLevel: 5 })
    ).data;
    await ok(owner, 'POST', 'shifts/open', { openingFloat: 100 });
    const sell = (body: unknown) =>
      ok(owner, 'POST', 'transactions', body).then((r) => r.data as Record<string, unknown>);
    const first = await sell({
      items: [{ productId: shirt._id, quantity: 3 }],
      paymentMethod: 'Cash',
    });
    await sell({ items: [{ productId: socks._id, quantity: 1 }], paymentMethod: 'Card' });
    // One shirt comes back today: −10.00 today.
    const items = first.items as { _id: string }[];
    await ok(owner, 'POST', `transactions/${first._id}/returns`, {
      items: [{ itemId: items[0]?._id, quantity: 1 }],
    });
    // Made offline 26 hours ago (yesterday, in any zone), synced now: yesterday's.
    const offline = await t.as(owner).post(
      'transactions',
      {
        items: [{ productId: shirt._id, quantity: 2 }],
        paymentMethod: 'Cash',
        offline: {
          createdAt: new Date(Date.now() - 26 * 3_600_000).toISOString(),
          deviceId: randomUUID(),
          localNumber: 'DASH-1',
        },
      },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect(offline.statusCode, offline.body).toBe(201);

    const { data } = await today(owner);
    expect(data).toMatchObject({
      date: shopDay(),
      netSales: 24,
      transactions: 2,
      averageBasket: 12,
      openShifts: 1,
      lowStock: 1,
    });
    // Each figure is what its own screen shows.
    const summary = await ok(
      owner,
      'GET',
      `reports/sales-summary?from=${data.date}&to=${data.date}`,
    );
    const figure = (key: string) => summary.data.find((f: { key: string }) => f.key === key)?.value;
    expect([figure('netSales'), figure('sales'), figure('averageSale')]).toEqual([24, 2, 12]);
    expect((await ok(owner, 'GET', 'shifts?status=open')).totalCount).toBe(1);
    const low = await ok(owner, 'GET', 'inventory-items?lowStock=true');
    expect(low.totalCount).toBe(1);
    expect(low.data[0].productName).toBe('Socks');
    await expectStockAddsUp(t, owner.user.organizationId);

    // Another organization's day is its own.
    const other = await signUp(t);
    expect((await today(other)).data).toMatchObject({ netSales: 0, transactions: 0 });
  });

  it("is the shop's money: a cashier is refused; counts need their lists' permissions", async () => {
    const org = owner.user.organizationId;
    const cashier = await addMember(t, org, 'cashier');
    const refused = await t.as(cashier).get('dashboard/today');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().details).toEqual({ permission: 'view_reports' });

    const manager = await addMember(t, org, 'organization_manager');
    expect((await today(manager)).data).toMatchObject({ netSales: 24, openShifts: 1, lowStock: 1 });

    // Reports alone: the sales figures, not the counts of lists it cannot open.
    const permissions = (await ok(owner, 'GET', 'permissions?noPagination=true')).data as {
      _id: string;
      name: string;
    }[];
    const reports = permissions.find((p) => p.name === 'view_reports')?._id;
    await ok(owner, 'POST', 'roles', { name: 'Bookkeeper', permissions: [reports] });
    const bookkeeper = await addMember(t, org, 'Bookkeeper');
    expect((await today(bookkeeper)).data).toMatchObject({
      netSales: 24,
      transactions: 2,
      openShifts: null,
      lowStock: null,
    });
  });
});
