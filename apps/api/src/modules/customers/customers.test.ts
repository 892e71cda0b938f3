import { describe, expect, it } from 'vitest';
import { shopDay, signInOperator, signUp, useTestApp } from '../../test/test-app.js';
import { transactions } from '../sales/sales.tables.js';

const t = useTestApp();

async function addCustomer(s: { token: string }, body: Record<string, unknown>) {
  const res = await t.as(s).post('customers', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { _id: string; name: string; createdAt: string };
}

/** Sales straight into the table: the sales API arrives with the register issue. */
async function addSale(
  organizationId: string,
  customerId: string,
  total: string,
  status: 'Completed' | 'Refunded',
) {
  await t.db.insert(transactions).values({
    organizationId,
    customerId,
    status,
    paymentMethod: 'Card',
    subtotal: total,
    taxTotal: '0.00',
    totalAmount: total,
    transactionDate: new Date(),
  });
}

describe('customers', () => {
  it('creates with validation, updates, reads and deletes', async () => {
    const owner = await signUp(t);
    const bad = await t.as(owner).post('customers', {
      name: ' ',
      email: 'nope',
      phone: 'call me',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual({
      name: 'Customer name is required.',
      email: 'Please enter a valid email address.',
      phone: 'Please enter a valid phone number.',
    });
    const c = await addCustomer(owner, {
      name: 'Ann Archer',
      email: 'ann@mail.test',
      phone: '+1 555 0100',
    });
    expect(c).toMatchObject({ name: 'Ann Archer', stats: { totalOrders: 0, totalAmountSpent: 0 } });
    const up = await t.as(owner).put(`customers/${c._id}`, {
      name: 'Ann B. Archer',
      email: '',
      phone: null,
    });
    expect(up.json()).toMatchObject({
      message: 'Customer updated successfully!',
      data: { name: 'Ann B. Archer', email: null, phone: null },
    });
    expect((await t.as(owner).get(`customers/${c._id}`)).json().data.name).toBe('Ann B. Archer');
    expect((await t.as(owner).delete(`customers/${c._id}`)).json().message).toBe(
      'Ann B. Archer deleted successfully!',
    );
    expect((await t.as(owner).get(`customers/${c._id}`)).statusCode).toBe(404);
    expect((await t.as(owner).get('customers/not-an-id')).statusCode).toBe(400);
  });

  it('computes purchases from completed sales and keeps customers with sales', async () => {
    const owner = await signUp(t);
    const c = await addCustomer(owner, { name: 'Loyal Lou' });
    await addSale(owner.user.organizationId, c._id, '10.50', 'Completed');
    await addSale(owner.user.organizationId, c._id, '4.25', 'Completed');
    await addSale(owner.user.organizationId, c._id, '99.00', 'Refunded');
    const row = (await t.as(owner).get(`customers/${c._id}`)).json().data;
    expect(row.stats).toEqual({ totalOrders: 2, totalAmountSpent: 14.75 });
    const del = await t.as(owner).delete(`customers/${c._id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe('This customer has sales on record and cannot be deleted.');
  });

  it('searches name, e-mail and phone; filters by created dates; pages', async () => {
    const owner = await signUp(t);
    await addCustomer(owner, {
      name: 'Bea Baker',
      email: 'bea@bakes.test',
      phone: '+44 20 7000 1111',
    });
    await addCustomer(owner, {
      name: 'Cal Carter',
      email: 'cal@carts.test',
      phone: '+44 20 7000 2222',
    });
    await addCustomer(owner, { name: '100% Real_Name', email: null, phone: null });
    const names = async (q: string) =>
      (await t.as(owner).get(`customers?${q}`))
        .json()
        .data.map((c: { name: string }) => c.name)
        .sort();
    expect(await names('search=baker')).toEqual(['Bea Baker']);
    expect(await names('search=CARTS.TEST')).toEqual(['Cal Carter']);
    expect(await names('search=2222')).toEqual(['Cal Carter']);
    expect(await names(`search=${encodeURIComponent('100%')}`)).toEqual(['100% Real_Name']);
    expect(await names('search=_')).toEqual(['100% Real_Name']);
    const today = shopDay();
    expect(await names(`createdFrom=${today}&createdTo=${today}`)).toHaveLength(3);
    expect(await names('createdTo=2000-01-01')).toEqual([]);
    expect(
      await names(`createdFrom=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`),
    ).toEqual([]);
    const p2 = (await t.as(owner).get('customers?limit=2&page=2&sort=name')).json();
    expect(p2).toMatchObject({ totalCount: 3, data: [{ name: 'Cal Carter' }] });
    expect((await t.as(owner).get('customers?createdFrom=31-12-2026')).statusCode).toBe(400);
    // Another organization sees none of them.
    const other = await signUp(t);
    expect((await t.as(other).get('customers')).json()).toEqual({ data: [], totalCount: 0 });
  });

  it('exports the spec’s CSV: file name, columns, quotes, CRLF, formula-safe cells, filters', async () => {
    const owner = await signUp(t);
    const a = await addCustomer(owner, {
      name: '=HYPERLINK("x")',
      email: 'eq@x.test',
      phone: '+1 555',
    });
    await addCustomer(owner, { name: 'Quote "Q" Quinn', email: null });
    await addSale(owner.user.organizationId, a._id, '12.30', 'Completed');
    const res = await t.as(owner).get('customers/export.csv?sort=name');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="customers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers['x-total-count']).toBe('2');
    const lines = res.body.split('\r\n');
    // The byte order mark first: Excel then reads the file as UTF-8.
    expect(lines[0]).toBe(
      '\uFEFF"ID","Name","Email","Phone","Total Purchases","Total Amount Spent","Created At"',
    );
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
    expect(lines[1]).toMatch(
      new RegExp(
        `^"${a._id}","'=HYPERLINK\\(""x""\\)","eq@x.test","'\\+1 555","1","12.30","\\d{4}-`,
      ),
    );
    // Dates are the organization's local time with its offset (the platform's default zone,
    // Asia/Kolkata), the same instant as the API's.
    const createdAt = lines[1]?.split(',').at(-1)?.replaceAll('"', '') ?? '';
    expect(createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/);
    expect(new Date(createdAt).getTime()).toBe(Math.floor(Date.parse(a.createdAt) / 1000) * 1000);
    expect(lines[2]).toContain('"Quote ""Q"" Quinn",""');
    const filtered = await t.as(owner).get('customers/export.csv?search=nobody');
    expect(filtered.headers['x-total-count']).toBe('0');
    expect(filtered.body).toBe(
      '\uFEFF"ID","Name","Email","Phone","Total Purchases","Total Amount Spent","Created At"\r\n',
    );
  });

  it('writes dates in the time zone the platform sets', async () => {
    const owner = await signUp(t);
    const operator = await signInOperator(t);
    const c = await addCustomer(owner, { name: 'Zoned' });
    const settings = (await t.as(operator).get('business-admin/platform-settings')).json().data;
    const zoned = async (defaultTimezone: string) => {
      const put = await t.as(operator).put('business-admin/platform-settings', {
        ...settings,
        defaultTimezone,
      });
      expect(put.statusCode).toBe(200);
      const body = (await t.as(owner).get('customers/export.csv')).body;
      return body.split('\r\n')[1]?.split(',').at(-1)?.replaceAll('"', '') ?? '';
    };
    const created = Math.floor(Date.parse(c.createdAt) / 1000) * 1000;
    for (const [zone, offset] of [
      ['America/St_Johns', /-0[23]:30$/],
      ['UTC', /\+00:00$/],
      // A name the runtime does not know (the setting is free text): UTC, not a failed export.
      ['Mars/Olympus_Mons', /\+00:00$/],
    ] as const) {
      const date = await zoned(zone);
      expect(date).toMatch(offset);
      expect(new Date(date).getTime()).toBe(created);
    }
    await t.as(operator).put('business-admin/platform-settings', settings);
  });

  it('streams a large export in batches without losing or repeating rows', async () => {
    const owner = await signUp(t);
    const rows = Array.from({ length: 2345 }, (_, i) => ({
      organizationId: owner.user.organizationId,
      name: `Bulk ${i}`,
    }));
    const { customers } = await import('./customers.tables.js');
    for (let i = 0; i < rows.length; i += 500)
      await t.db.insert(customers).values(rows.slice(i, i + 500));
    const res = await t.as(owner).get('customers/export.csv');
    const lines = res.body.trim().split('\r\n');
    expect(lines).toHaveLength(2346);
    const ids = new Set(lines.slice(1).map((l) => l.split(',')[0]));
    expect(ids.size).toBe(2345);
  });
});

describe('a customer quick-added offline (Idempotency-Key)', () => {
  const key = '0193a2b4-5c6d-7e8f-9a0b-1c2d3e4f5a6b';

  it('is made once under the client-made id, answered again on a replay, refused with other values', async () => {
    const owner = await signUp(t);
    const headers = { 'idempotency-key': key };
    const body = { name: 'Ann Offline', phone: '+1 555 0100' };
    const first = await t.as(owner).post('customers', body, { headers });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toMatchObject({ _id: key, name: 'Ann Offline', email: null });
    const again = await t.as(owner).post('customers', body, { headers });
    expect(again.statusCode).toBe(201);
    expect(again.json().data._id).toBe(key);
    const list = await t.as(owner).get('customers', { query: { search: 'Ann Offline' } });
    expect(list.json().data).toHaveLength(1);

    const other = await t.as(owner).post('customers', { name: 'Somebody else' }, { headers });
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('IDEMPOTENCY_MISMATCH');
    expect((await t.as(owner).get(`customers/${key}`)).json().data.name).toBe('Ann Offline');

    // Another organization may use the same key: ids are per organization.
    const stranger = await signUp(t);
    const theirs = await t.as(stranger).post('customers', { name: 'Bo' }, { headers });
    expect(theirs.statusCode).toBe(201);
    expect((await t.as(owner).get(`customers/${key}`)).json().data.name).toBe('Ann Offline');
  });

  it('refuses a key that is not a UUID and writes nothing', async () => {
    const owner = await signUp(t);
    const res = await t
      .as(owner)
      .post('customers', { name: 'Nope' }, { headers: { 'idempotency-key': 'not-a-uuid' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Idempotency-Key must be a UUID.');
    const list = await t.as(owner).get('customers', { query: { search: 'Nope' } });
    expect(list.json().data).toHaveLength(0);
  });
});
