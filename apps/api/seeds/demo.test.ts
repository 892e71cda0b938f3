import { OWNER_ROLE } from '@pos/contracts/permissions';
import { percentOfCents } from '@pos/contracts/sale-totals';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { expectStockAddsUp } from '../src/test/invariants.js';
import { createTestApp, type TestApp } from '../src/test/test-app.js';
import { DEMO_ACCOUNTS, DEMO_ADMIN, DEMO_ORGANIZATION, hasTenants, seedDemo } from './demo.js';

let t: TestApp;
let token: string;
let organizationId: string;

const get = async (url: string) => {
  const res = await t.as({ token }).get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const login = (username: string, password: string) =>
  t.as(null).post('auth/login', { username, password });

beforeAll(async () => {
  t = await createTestApp();
  expect(await hasTenants(t.db)).toBe(false);
  await seedDemo(t.deps, pino({ level: 'silent' }), true);
  const owner = DEMO_ACCOUNTS.find((a) => a.role === OWNER_ROLE);
  if (!owner) throw new Error('no demo Owner');
  const res = await login(owner.email, owner.password);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { token: string; user: { organizationId: string } };
  token = body.token;
  organizationId = body.user.organizationId;
});
afterAll(() => t.close());

type Row = Record<string, unknown>;

describe('the demo seed', () => {
  it('creates the demo organization whose accounts and operator can sign in', async () => {
    expect(await hasTenants(t.db)).toBe(true);
    const [org] = await queryRows<{ name: string }>(
      t.db,
      sql`select name from organizations where id = ${organizationId}`,
    );
    expect(org?.name).toBe(DEMO_ORGANIZATION);
    for (const a of [...DEMO_ACCOUNTS, DEMO_ADMIN]) {
      expect((await login(a.email, a.password)).statusCode, a.email).toBe(200);
    }
  });

  it('keeps its own time zone and currency, not the platform default', async () => {
    const { data } = await get('settings/general');
    expect(data).toMatchObject({
      timeZone: 'Asia/Kolkata',
      effectiveTimeZone: 'Asia/Kolkata',
      currencyCode: 'USD',
      currencySymbol: '$',
    });
    // Stored, so an operator's new platform default leaves the demo's days where they are.
    const [row] = await queryRows<{ time_zone: string | null }>(
      t.db,
      sql`select time_zone from general_settings where organization_id = ${organizationId}`,
    );
    expect(row?.time_zone).toBe('Asia/Kolkata');
  });

  it('has a catalogue with variations and every stock badge colour', async () => {
    const { data: products, totalCount } = await get('products?limit=100&sort=name');
    expect(totalCount).toBeGreaterThanOrEqual(10);
    const bySku = new Map((products as Row[]).map((p) => [p.sku, p]));
    const tee = bySku.get('TEE-CLASSIC') as { variations: Row[]; categoryName: string };
    expect(tee.categoryName).toBe('T-Shirts');
    expect(tee.variations.map((v) => v.sku)).toEqual([
      'TEE-CLASSIC-S',
      'TEE-CLASSIC-M',
      'TEE-CLASSIC-L',
    ]);
    expect((products as Row[]).filter((p) => (p.variations as Row[]).length > 0)).toHaveLength(2);
    const totals = (products as Row[]).map((p) => p.totalStock as number);
    expect(totals.some((n) => n > 20)).toBe(true);
    expect(totals.some((n) => n >= 1 && n <= 20)).toBe(true);
    expect(totals).toContain(0);
    // Prices keep their cents.
    expect((products as Row[]).some((p) => !Number.isInteger(p.price))).toBe(true);
    // A bulk bin sold by the kilogram, its stock in thousandths.
    expect(bySku.get('TRAIL-MIX')).toMatchObject({ unit: 'kg', totalStock: 8.75 });

    const { data: categories } = await get('categories?limit=100');
    const tShirts = (categories as Row[]).find((c) => c.name === 'T-Shirts');
    const apparel = (categories as Row[]).find((c) => c.name === 'Apparel');
    expect(tShirts?.parentCategoryId).toBe(apparel?._id);
    expect((await get('productAdditionalInfo/manufactures')).totalCount).toBeGreaterThan(0);
    expect((await get('productAdditionalInfo/suppliers')).totalCount).toBeGreaterThan(0);
  });

  it('has a second store, a warehouse, customers, and movements of every kind', async () => {
    const { data: stores } = await get('stores?sort=name');
    expect((stores as Row[]).map((s) => s.name)).toEqual(['Downtown', 'Main Store']);
    for (const store of stores as Row[]) {
      expect(store).toMatchObject({
        location: expect.any(String),
        contactPerson: expect.any(String),
      });
    }
    const { data: warehouses } = await get('warehouses');
    expect((warehouses as Row[]).map((w) => w.name)).toEqual(['Central Warehouse']);
    expect((await get('customers')).totalCount).toBeGreaterThanOrEqual(5);
    // Stored value to try: a customer's store credit and the guide's gift card.
    const card = await get('gift-cards/DEMO-GIFT-0001');
    expect(card.data).toMatchObject({ balance: 50, status: 'active' });
    // A customer who buys on account; a loyalty programme whose points the week's sales earned.
    const { data: customers } = await get('customers?search=Liam');
    expect((customers as Row[])[0]).toMatchObject({ name: 'Liam Carter', creditLimit: 200 });
    expect((await get('settings/general')).data.loyalty).toMatchObject({ enabled: true });
    const { data: ava } = await get('customers?search=Ava');
    const balances = await get(`customers/${(ava as Row[])[0]?._id}/balances`);
    expect(
      (balances.data.accounts as Row[]).find((a) => a.kind === 'points')?.balance,
    ).toBeGreaterThan(0);

    const { data: history } = await get('inventory-log?limit=100');
    const types = new Set((history as Row[]).map((r) => r.type));
    for (const type of ['STOCK_IN', 'TRANSFER_OUT', 'TRANSFER_IN', 'DAMAGE', 'MANUAL_ADJUSTMENT']) {
      expect(types, type).toContain(type);
    }
    // Made by the Owner, not by "System".
    expect((history as Row[]).every((r) => r.userName === 'Olivia Owner')).toBe(true);
    const locations = new Set((history as Row[]).map((r) => r.locationName));
    expect([...locations].sort()).toEqual(['Central Warehouse', 'Downtown', 'Main Store']);
  });

  it('charges every sale of the default class exactly what one list of taxes charged before classes', async () => {
    // docs/DESIGN.md, "Money": a shop that changes nothing (its sales' lines all in the default
    // class, taxes added, no rounding) is charged to the cent what the rule before tax classes
    // gave — each tax its rate of the subtotal, rounded half up — replayed on the demo's sales.
    const sales = (await get('transactions?limit=100')).data as { _id: string }[];
    const { taxes: defaults } = (await get('settings/general')).data as {
      taxes: { name: string; rate: number }[];
    };
    let replayed = 0;
    for (const { _id } of sales) {
      const sale = (await get(`transactions/${_id}`)).data;
      const lines = sale.items as { lineTotal: number; taxes: { name: string }[] }[];
      if (!lines.every((l) => l.taxes.length === defaults.length)) continue;
      replayed += 1;
      const subtotal = lines.reduce((a, l) => a + Math.round(l.lineTotal * 100), 0);
      const before = defaults.map((x) => ({
        name: x.name,
        rate: x.rate,
        amount: percentOfCents(subtotal, x.rate) / 100,
      }));
      expect(sale.taxes).toEqual(before);
      const taxCents = before.reduce((a, x) => a + Math.round(x.amount * 100), 0);
      expect(Math.round(sale.totalAmount * 100)).toBe(subtotal + taxCents);
      expect(sale).toMatchObject({ pricesIncludeTax: false, rounding: 0 });
    }
    // The week of sales less the one with the exempt sparkling water.
    expect(replayed).toBe(sales.length - 1);
  });

  it('has a week of sales with tax, one refunded, on the dashboard', async () => {
    const sales = await get('transactions?limit=100');
    expect(sales.totalCount).toBe(8);
    expect(sales.data.filter((s: { status: string }) => s.status === 'Refunded')).toHaveLength(1);
    const [first] = sales.data;
    const detail = (await get(`transactions/${first._id}`)).data;
    expect(detail.taxes).toEqual([{ name: 'Sales tax', rate: 8.25, amount: expect.any(Number) }]);
    const today = new Date();
    const day = (n: number) =>
      new Date(today.getTime() - n * 86_400_000).toISOString().slice(0, 10);
    const trend = await get(`reports/sales-trend?startDate=${day(6)}&endDate=${day(0)}`);
    expect(
      trend.filter((d: { totalSales: number }) => d.totalSales > 0).length,
    ).toBeGreaterThanOrEqual(5);
    const top = await get('reports/top-products?limit=5');
    expect(top[0]).toEqual({ productName: 'Sea Salt Potato Chips 150 g', totalQuantity: 8 });
  });

  it('sells only in an open shift, as a new organization does; the cashier starts with none', async () => {
    expect((await get('settings/general')).data.requireOpenShift).toBe(true);
    const cashier = DEMO_ACCOUNTS.find((a) => a.role === 'cashier');
    const session = (await login(cashier?.email ?? '', cashier?.password ?? '')).json();
    const shift = await t.as(session).get('shifts/current');
    expect(shift.statusCode, shift.body).toBe(200);
    expect(shift.json().data).toBeNull();
  });

  it("gives the Owner and the manager a register PIN that approves at the cashier's till", async () => {
    const cashier = DEMO_ACCOUNTS.find((a) => a.role === 'cashier');
    const session = (await login(cashier?.email ?? '', cashier?.password ?? '')).json();
    for (const a of DEMO_ACCOUNTS.filter((x) => x.role !== 'cashier')) {
      expect(a.registerPin, a.email).toMatch(/^\d{4,6}$/);
      const res = await t.as(session).post('approvals', {
        email: a.email,
        pin: a.registerPin,
        action: 'sell_without_stock',
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.approver.name).toBe(a.name);
    }
  });

  it('keeps every stock level equal to its ledger', async () => {
    await expectStockAddsUp(t, organizationId);
  });
});
