import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customersList, type TCustomersQuery } from '../modules/customers/customers.list.js';
import { signUp, useTestApp } from '../test/test-app.js';
import { countList, NO_PAGINATION_MAX, runList } from './list-query.js';

const t = useTestApp();

describe('a list with a count cap', () => {
  it('counts up to the cap, says so, and still pages past the first rows', async () => {
    const owner = await signUp(t);
    for (const name of ['Ann', 'Bob', 'Cal', 'Dee']) {
      const res = await t.as(owner).post('customers', { name });
      expect(res.statusCode).toBe(201);
    }
    const org = owner.user.organizationId;
    const capped = { ...customersList, countCap: 2 };
    const q: TCustomersQuery = { page: 2, limit: 1, sort: 'name' };
    expect(await runList(t.db, capped, org, q)).toMatchObject({
      totalCount: 2,
      totalCountCapped: true,
      data: [{ name: 'Bob' }],
    });
    // Beyond the counted rows a page is still served.
    const third = await runList(t.db, capped, org, { ...q, page: 3 });
    expect(third.data.map((c) => c.name)).toEqual(['Cal']);
    // Exactly at the cap nothing is capped; exports count exactly.
    const exact = await runList(t.db, { ...customersList, countCap: 4 }, org, q);
    expect(exact.totalCount).toBe(4);
    expect(exact.totalCountCapped).toBeUndefined();
    expect(await countList(t.db, capped, org, q)).toBe(4);
    // noPagination counts to its own limit instead.
    const all = await runList(t.db, capped, org, { ...q, noPagination: true });
    expect(all.data).toHaveLength(4);
    expect(NO_PAGINATION_MAX).toBe(50_000);
  });
});

describe('a search', () => {
  it('answers the same page whether its matches are few (found first) or many (left to the sort)', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    // 10,200 "Zed" customers (more than the 10,000 a page is made from directly) and 3 "Quill".
    await t.db.execute(sql`insert into customers (organization_id, id, name, created_at)
      select ${org}, gen_random_uuid(), 'Zed ' || lpad(g::text, 5, '0'), now() - g * interval '1 minute'
      from generate_series(1, 10200) g`);
    for (const name of ['Quill C', 'Quill A', 'Quill B']) {
      expect((await t.as(owner).post('customers', { name })).statusCode).toBe(201);
    }
    const many = await runList(t.db, customersList, org, {
      page: 3,
      limit: 2,
      sort: '-name',
      search: 'zed',
    });
    expect(many.totalCount).toBe(10200);
    expect(many.data.map((c) => c.name)).toEqual(['Zed 10196', 'Zed 10195']);
    const few = await runList(t.db, customersList, org, {
      page: 1,
      limit: 2,
      sort: 'name',
      search: 'quill',
    });
    expect(few.totalCount).toBe(3);
    expect(few.data.map((c) => c.name)).toEqual(['Quill A', 'Quill B']);
    // A list that cannot search ignores the term, and still counts every row exactly.
    const unsearched = await runList(t.db, { ...customersList, search: undefined }, org, {
      page: 1,
      limit: 2,
      search: 'quill',
    });
    expect(unsearched.totalCount).toBe(10203);
    // Newest first among many: the seeded ones are older than the three made now.
    const newest = await runList(t.db, customersList, org, { page: 1, limit: 1, search: 'zed 0' });
    expect(newest.data.map((c) => c.name)).toEqual(['Zed 00001']);
  });

  it('with a count cap, finds its matches once for the count and the page, past the cap too', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    for (const name of ['Reed D', 'Reed B', 'Reed A', 'Reed C', 'Other']) {
      expect((await t.as(owner).post('customers', { name })).statusCode).toBe(201);
    }
    const capped = { ...customersList, countCap: 10 };
    const q: TCustomersQuery = { page: 2, limit: 2, sort: '-name', search: 'reed' };
    expect(await runList(t.db, capped, org, q)).toEqual({
      totalCount: 4,
      data: [
        expect.objectContaining({ name: 'Reed B' }),
        expect.objectContaining({ name: 'Reed A' }),
      ],
    });
    // A page past the end still says how many match; no match at all is a count of 0.
    expect(await runList(t.db, capped, org, { ...q, page: 3 })).toEqual({
      totalCount: 4,
      data: [],
    });
    expect(await runList(t.db, capped, org, { ...q, search: 'nobody' })).toEqual({
      totalCount: 0,
      data: [],
    });
    // More matches than the cap: counted to the cap, the page taken from every match.
    const few = { ...customersList, countCap: 3 };
    expect(await runList(t.db, few, org, { ...q, page: 1 })).toEqual({
      totalCount: 3,
      totalCountCapped: true,
      data: [
        expect.objectContaining({ name: 'Reed D' }),
        expect.objectContaining({ name: 'Reed C' }),
      ],
    });
  });
});
