import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customersList, type TCustomersQuery } from '../modules/customers/customers.list.js';
import { createTestApp, signUp, type TestApp } from '../test/test-app.js';
import { countList, NO_PAGINATION_MAX, runList } from './list-query.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

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
