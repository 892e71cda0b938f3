import {
  PROMOTION_MESSAGES as M,
  PROMOTIONS_CSV_COLUMNS,
  type TPromotion,
  type TPromotionBody,
} from '@pos/contracts/promotions';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addMember, okAs, signUp, useTestApp } from '../../test/test-app.js';

const t = useTestApp();
const ok = okAs(t);

type Session = Awaited<ReturnType<typeof signUp>>;

/**
 * A small shop in India's time zone (its CSV's moments say +05:30): snacks, T-shirts, a second
 * store, and the promotions a shop owner sets up.
 */
async function shop() {
  const owner = await signUp(t, { timeZone: 'Asia/Kolkata' });
  const made = async (path: string, body: Record<string, unknown>) =>
    (await ok(owner, 'POST', path, body)).data as { _id: string };
  const snacks = await made('categories', { name: 'Snacks' });
  const tees = await made('categories', { name: 'T-shirts' });
  const chips = await made('products', {
    name: 'Chips',
    price: 2,
    stock: 50,
    categoryId: snacks._id,
  });
  const cookies = await made('products', {
    name: 'Cookies',
    price: 2.5,
    stock: 50,
    categoryId: snacks._id,
  });
  const water = await made('products', { name: 'Sparkling water', price: 1.8, stock: 50 });
  const [main] = (await ok(owner, 'GET', 'stores')).data as { _id: string }[];
  const airport = await made('stores', { name: 'Airport kiosk' });
  return { owner, snacks, tees, chips, cookies, water, main: main?._id ?? '', airport };
}

type Shop = Awaited<ReturnType<typeof shop>>;

const create = async (s: Session, body: TPromotionBody) =>
  (await ok(s, 'POST', 'promotions', body)) as { data: TPromotion; message: string };

const count = async (s: Session) => (await ok(s, 'GET', 'promotions')).totalCount as number;

/** "Buy 2 get the cheapest free", any 3 snacks for 5.00, 20 % off T-shirts this weekend, WELCOME10. */
async function setUp(s: Shop) {
  const buy2 = await create(s.owner, {
    name: 'Buy 2 get the cheapest free',
    kind: 'buy_x_get_y',
    buyQuantity: 2,
    getQuantity: 1,
  });
  const snacks3 = await create(s.owner, {
    name: 'Any 3 snacks for 5.00',
    kind: 'multibuy',
    categoryIds: [s.snacks._id],
    bundleQuantity: 3,
    bundlePrice: 5,
  });
  const weekend = await create(s.owner, {
    name: '20% off T-shirts this weekend',
    kind: 'percent_off',
    categoryIds: [s.tees._id],
    percent: 20,
    startsAt: '2026-06-13T00:00:00+05:30',
    endsAt: '2026-06-15T00:00:00+05:30',
  });
  const welcome = await create(s.owner, {
    name: 'Welcome coupon',
    kind: 'percent_off',
    percent: 10,
    couponCode: ' welcome10 ',
  });
  const water = await create(s.owner, {
    name: 'Water 0.30 off at the airport',
    kind: 'amount_off',
    productIds: [s.water._id, s.water._id],
    amount: 0.3,
    storeIds: [s.airport._id],
    isActive: false,
  });
  return { buy2, snacks3, weekend, welcome, water };
}

describe('promotions', () => {
  it('are created for each kind, read back, and answered with every field resolved', async () => {
    const s = await shop();
    const { buy2, snacks3, weekend, welcome, water } = await setUp(s);
    expect(buy2.message).toBe(M.created);
    // Left out: none ([] or null); a buy_x_get_y without getPercent gives its units free.
    expect(buy2.data).toMatchObject({
      name: 'Buy 2 get the cheapest free',
      kind: 'buy_x_get_y',
      productIds: [],
      categoryIds: [],
      storeIds: [],
      percent: null,
      amount: null,
      buyQuantity: 2,
      getQuantity: 1,
      getPercent: 100,
      bundleQuantity: null,
      bundlePrice: null,
      couponCode: null,
      startsAt: null,
      endsAt: null,
      isActive: true,
    });
    expect(snacks3.data).toMatchObject({
      kind: 'multibuy',
      categoryIds: [s.snacks._id],
      bundleQuantity: 3,
      bundlePrice: 5,
      getPercent: null,
    });
    // Moments are answered in UTC; the coupon code trimmed and upper-case.
    expect(weekend.data).toMatchObject({
      percent: 20,
      startsAt: '2026-06-12T18:30:00.000Z',
      endsAt: '2026-06-14T18:30:00.000Z',
    });
    expect(welcome.data.couponCode).toBe('WELCOME10');
    // Each id once.
    expect(water.data).toMatchObject({
      productIds: [s.water._id],
      amount: 0.3,
      storeIds: [s.airport._id],
      isActive: false,
    });
    for (const p of [buy2, snacks3, weekend, welcome, water]) {
      expect((await ok(s.owner, 'GET', `promotions/${p.data._id}`)).data).toEqual(p.data);
    }
    const events = (await ok(s.owner, 'GET', 'audit-events?entityType=Promotion')).data as {
      action: string;
      entityId: string;
      changes: Record<string, { before: unknown; after: unknown }>;
    }[];
    expect(events).toHaveLength(5);
    const made = events.find((e) => e.entityId === snacks3.data._id);
    expect(made?.action).toBe('create');
    expect(made?.changes.bundlePrice).toEqual({ before: null, after: 5 });
  });

  it('list with search, filters, sort and pages; the CSV holds what the list shows', async () => {
    const s = await shop();
    const { buy2, snacks3, weekend, welcome, water } = await setUp(s);
    const names = async (query: string) =>
      ((await ok(s.owner, 'GET', `promotions?${query}`)).data as { name: string }[]).map(
        (p) => p.name,
      );
    expect(await names('')).toEqual([
      '20% off T-shirts this weekend',
      'Any 3 snacks for 5.00',
      'Buy 2 get the cheapest free',
      'Water 0.30 off at the airport',
      'Welcome coupon',
    ]);
    // By name and by coupon code.
    expect(await names('search=snacks')).toEqual(['Any 3 snacks for 5.00']);
    expect(await names('search=welcome1')).toEqual(['Welcome coupon']);
    expect(await names('kind=percent_off&sort=-name')).toEqual([
      'Welcome coupon',
      '20% off T-shirts this weekend',
    ]);
    expect(await names('isActive=false')).toEqual(['Water 0.30 off at the airport']);
    // Current: active and in its window now (the weekend of 2026 is over or to come).
    const now = Date.now();
    const weekendNow =
      now >= Date.parse('2026-06-12T18:30:00Z') && now < Date.parse('2026-06-14T18:30:00Z');
    const current = ['Any 3 snacks for 5.00', 'Buy 2 get the cheapest free', 'Welcome coupon'];
    expect(await names('current=true')).toEqual(
      weekendNow ? ['20% off T-shirts this weekend', ...current] : current,
    );
    expect(await names('current=false')).toEqual(
      weekendNow
        ? ['Water 0.30 off at the airport']
        : ['20% off T-shirts this weekend', 'Water 0.30 off at the airport'],
    );
    expect(await names('sort=-startsAt&limit=1')).toEqual(['20% off T-shirts this weekend']);
    const page = await ok(s.owner, 'GET', 'promotions?limit=2&page=2&sort=createdAt');
    expect(page.totalCount).toBe(5);
    expect(page.data.map((p: { _id: string }) => p._id)).toEqual([
      weekend.data._id,
      welcome.data._id,
    ]);
    // Each row names its categories and stores.
    const rows = (await ok(s.owner, 'GET', 'promotions?sort=createdAt')).data;
    expect(rows[1]).toEqual({ ...snacks3.data, categoryNames: ['Snacks'], storeNames: [] });
    expect(rows[4]).toEqual({ ...water.data, categoryNames: [], storeNames: ['Airport kiosk'] });

    const csv = await t.as(s.owner).get('promotions/export.csv?sort=createdAt');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['x-total-count']).toBe('5');
    const created = (p: { data: TPromotion }) =>
      new Date(Date.parse(p.data.createdAt) + 5.5 * 3_600_000)
        .toISOString()
        .replace(/\.\d{3}Z$/, '+05:30');
    const q = (cells: string[]) => `${cells.map((c) => `"${c}"`).join(',')}\r\n`;
    expect(csv.body).toBe(
      `\uFEFF${q([...PROMOTIONS_CSV_COLUMNS])}` +
        q([
          buy2.data._id,
          'Buy 2 get the cheapest free',
          'Buy X get Y',
          'Buy 2 get 1 free',
          'Everything',
          '',
          '',
          'All stores',
          '',
          '',
          '',
          'Yes',
          created(buy2),
        ]) +
        q([
          snacks3.data._id,
          'Any 3 snacks for 5.00',
          'Multibuy',
          '3 for 5.00',
          'Snacks',
          '',
          'Snacks',
          'All stores',
          '',
          '',
          '',
          'Yes',
          created(snacks3),
        ]) +
        q([
          weekend.data._id,
          '20% off T-shirts this weekend',
          'Percent off',
          '20% off',
          'T-shirts',
          '',
          'T-shirts',
          'All stores',
          '',
          '2026-06-13T00:00:00+05:30',
          '2026-06-15T00:00:00+05:30',
          'Yes',
          created(weekend),
        ]) +
        q([
          welcome.data._id,
          'Welcome coupon',
          'Percent off',
          '10% off',
          'Everything',
          '',
          '',
          'All stores',
          'WELCOME10',
          '',
          '',
          'Yes',
          created(welcome),
        ]) +
        q([
          water.data._id,
          'Water 0.30 off at the airport',
          'Amount off',
          '0.30 off each',
          '1 product',
          s.water._id,
          '',
          'Airport kiosk',
          '',
          '',
          '',
          'No',
          created(water),
        ]),
    );
    const filtered = await t.as(s.owner).get('promotions/export.csv?isActive=false');
    expect(filtered.headers['x-total-count']).toBe('1');
  });

  it('are changed whole, and deleted; both audited', async () => {
    const s = await shop();
    const { weekend } = await setUp(s);
    const id = weekend.data._id;
    // Another kind: the old kind's fields go, the new one's come.
    const changed = await ok(s.owner, 'PUT', `promotions/${id}`, {
      ...weekend.data,
      _id: undefined,
      createdAt: undefined,
      updatedAt: undefined,
      name: 'Buy 1 T-shirt get 1 half price',
      kind: 'buy_x_get_y',
      percent: null,
      buyQuantity: 1,
      getQuantity: 1,
      getPercent: 50,
      endsAt: null,
      couponCode: 'tees50',
    });
    expect(changed.message).toBe(M.updated);
    expect(changed.data).toMatchObject({
      _id: id,
      name: 'Buy 1 T-shirt get 1 half price',
      kind: 'buy_x_get_y',
      categoryIds: [s.tees._id],
      percent: null,
      buyQuantity: 1,
      getQuantity: 1,
      getPercent: 50,
      couponCode: 'TEES50',
      startsAt: '2026-06-12T18:30:00.000Z',
      endsAt: null,
    });
    expect((await ok(s.owner, 'GET', `promotions/${id}`)).data).toEqual(changed.data);
    const [update] = (await ok(s.owner, 'GET', `audit-events?entityId=${id}&action=update`)).data;
    expect(update.changes).toEqual({
      name: { before: '20% off T-shirts this weekend', after: 'Buy 1 T-shirt get 1 half price' },
      kind: { before: 'percent_off', after: 'buy_x_get_y' },
      percent: { before: 20, after: null },
      buyQuantity: { before: null, after: 1 },
      getQuantity: { before: null, after: 1 },
      getPercent: { before: null, after: 50 },
      couponCode: { before: null, after: 'TEES50' },
      endsAt: { before: '2026-06-14T18:30:00.000Z', after: null },
    });

    const gone = await t.as(s.owner).delete(`promotions/${id}`);
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toEqual({ message: M.deleted });
    expect((await t.as(s.owner).get(`promotions/${id}`)).statusCode).toBe(404);
    expect(await count(s.owner)).toBe(4);
    const [deleted] = (await ok(s.owner, 'GET', `audit-events?entityId=${id}&action=delete`)).data;
    expect(deleted.changes.name).toEqual({ before: 'Buy 1 T-shirt get 1 half price', after: null });
  });

  it('refuse what does not hold, each with its message, and write nothing', async () => {
    const s = await shop();
    const { buy2 } = await setUp(s);
    const refused = async (body: Record<string, unknown>, status: number, code: string) => {
      const res = await t.as(s.owner).post('promotions', body);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().code).toBe(code);
      return res.json() as { message: string; details?: Record<string, string> };
    };
    const invalid = async (body: Record<string, unknown>, details: Record<string, string>) =>
      expect((await refused(body, 400, 'VALIDATION_ERROR')).details).toMatchObject(details);

    const base = { name: 'Half off', kind: 'percent_off', percent: 50 };
    await invalid({ ...base, name: ' ' }, { name: M.nameRequired });
    await invalid({ ...base, kind: 'bogo' }, { kind: M.kind });
    await invalid({ ...base, percent: undefined }, { percent: M.percentRequired });
    await invalid({ ...base, percent: 0 }, { percent: M.percentRange });
    await invalid({ ...base, percent: 100.5 }, { percent: M.percentRange });
    await invalid({ ...base, percent: 12.345 }, { percent: M.percentDecimals });
    await invalid({ ...base, amount: 1 }, { amount: M.amountOnlyFor });
    await invalid({ name: 'X', kind: 'amount_off' }, { amount: M.amountRequired });
    await invalid({ name: 'X', kind: 'amount_off', amount: 0 }, { amount: M.amountRange });
    await invalid(
      { name: 'X', kind: 'buy_x_get_y', buyQuantity: 2 },
      { getQuantity: M.getQuantityRequired },
    );
    await invalid(
      { name: 'X', kind: 'buy_x_get_y', buyQuantity: 2, getQuantity: 1.5 },
      { getQuantity: M.quantityNumber },
    );
    await invalid(
      { name: 'X', kind: 'buy_x_get_y', buyQuantity: 2, getQuantity: 1, getPercent: 0 },
      { getPercent: M.getPercentRange },
    );
    await invalid(
      { name: 'X', kind: 'multibuy', bundleQuantity: 1, bundlePrice: 5 },
      { bundleQuantity: M.bundleQuantityRange },
    );
    await invalid(
      { name: 'X', kind: 'multibuy', bundleQuantity: 3 },
      {
        bundlePrice: M.bundlePriceRequired,
      },
    );
    await invalid({ ...base, bundlePrice: 5 }, { bundlePrice: M.bundlePriceOnlyFor });
    await invalid({ ...base, couponCode: 'ab' }, { couponCode: M.couponCodeLength });
    await invalid({ ...base, couponCode: 'SAVE 10' }, { couponCode: M.couponCodeCharacters });
    await invalid({ ...base, startsAt: '2026-06-13' }, { startsAt: M.dateTime });
    await invalid(
      { ...base, startsAt: '2026-06-15T00:00:00Z', endsAt: '2026-06-13T00:00:00Z' },
      { endsAt: M.endsBeforeStart },
    );
    await invalid({ ...base, storeIds: ['not-an-id'] }, { 'storeIds.0': 'Not a valid id.' });

    // A coupon code another promotion has, in any letter case: 409 naming the field.
    const takenBody = await refused({ ...base, couponCode: 'Welcome10' }, 409, 'COUPON_TAKEN');
    expect(takenBody).toEqual({
      message: M.couponTaken,
      code: 'COUPON_TAKEN',
      details: { couponCode: M.couponTaken },
    });
    // Ids that are no product, category or store: 404 naming the field and its place.
    const nobody = '0190c5a0-0000-7000-8000-000000000000';
    const missing = await refused({ ...base, productIds: [s.chips._id, nobody] }, 404, 'NOT_FOUND');
    expect(missing).toMatchObject({
      message: M.productNotFound,
      details: { 'productIds.1': M.productNotFound },
    });
    expect((await refused({ ...base, categoryIds: [nobody] }, 404, 'NOT_FOUND')).details).toEqual({
      'categoryIds.0': M.categoryNotFound,
    });
    expect((await refused({ ...base, storeIds: [nobody] }, 404, 'NOT_FOUND')).details).toEqual({
      'storeIds.0': M.storeNotFound,
    });
    expect(await count(s.owner)).toBe(5);
    expect((await t.as(s.owner).get(`promotions/${nobody}`)).statusCode).toBe(404);
    expect((await t.as(s.owner).put(`promotions/${nobody}`, base)).statusCode).toBe(404);
    expect((await t.as(s.owner).delete(`promotions/${nobody}`)).statusCode).toBe(404);

    // The same on a change: nothing of it is kept.
    const first = (await ok(s.owner, 'GET', `promotions/${buy2.data._id}`)).data;
    const put = await t
      .as(s.owner)
      .put(`promotions/${buy2.data._id}`, { ...base, couponCode: 'WELCOME10' });
    expect(put.statusCode).toBe(409);
    expect(put.json().code).toBe('COUPON_TAKEN');
    expect((await ok(s.owner, 'GET', `promotions/${buy2.data._id}`)).data).toEqual(first);
    const events = (await ok(s.owner, 'GET', 'audit-events?entityType=Promotion')).data;
    expect(events).toHaveLength(5);
  });

  it("keep to the organization: another's ids are not found, a cashier is refused", async () => {
    const a = await shop();
    const b = await shop();
    const { welcome } = await setUp(b);
    const base = { name: 'Theirs', kind: 'percent_off', percent: 5 };
    for (const [field, id] of [
      ['productIds', b.chips._id],
      ['categoryIds', b.snacks._id],
      ['storeIds', b.airport._id],
    ] as const) {
      const res = await t.as(a.owner).post('promotions', { ...base, [field]: [id] });
      expect(res.statusCode, res.body).toBe(404);
      expect(Object.keys(res.json().details)).toEqual([`${field}.0`]);
    }
    // Another organization's promotion is not found, and stays as it was.
    const theirs = `promotions/${welcome.data._id}`;
    expect((await t.as(a.owner).get(theirs)).statusCode).toBe(404);
    expect((await t.as(a.owner).put(theirs, base)).statusCode).toBe(404);
    expect((await t.as(a.owner).delete(theirs)).statusCode).toBe(404);
    expect((await ok(b.owner, 'GET', theirs)).data).toEqual(welcome.data);
    expect(await count(a.owner)).toBe(0);
    // A coupon code is the organization's own: another may have the same.
    await create(a.owner, { ...base, kind: 'percent_off', couponCode: 'WELCOME10' });

    const cashier = await addMember(t, a.owner.user.organizationId, 'cashier');
    for (const res of [
      await t.as(cashier).get('promotions'),
      await t.as(cashier).get('promotions/export.csv'),
      await t.as(cashier).post('promotions', base),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'FORBIDDEN',
        details: { permission: 'manage_products' },
      });
    }
    expect(await count(a.owner)).toBe(1);
  });

  it('are held to the kind rules by the table as well', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    const insert = (columns: string, values: string) =>
      t.sql(
        sql.raw(`insert into promotions (organization_id, id, name, kind, ${columns})
          values ('${org}', gen_random_uuid(), 'Raw', ${values})`),
      );
    await insert('percent', "'percent_off', 20");
    await insert('buy_quantity, get_quantity, get_percent', "'buy_x_get_y', 2, 1, 100");
    for (const [columns, values] of [
      ['percent', "'percent_off', null"],
      ['percent, amount', "'percent_off', 20, 1"],
      ['amount', "'amount_off', 0"],
      ['buy_quantity, get_quantity', "'buy_x_get_y', 2, 1"],
      ['bundle_quantity, bundle_price', "'multibuy', 1, 5"],
      ['percent', "'bogo', 20"],
      ['percent, coupon_code', "'percent_off', 20, 'welcome10'"],
      ['percent, starts_at, ends_at', "'percent_off', 20, '2026-06-15Z', '2026-06-13Z'"],
    ]) {
      await expect(insert(columns ?? '', values ?? ''), values).rejects.toThrow();
    }
    expect(await count(owner)).toBe(2);
  });
});
