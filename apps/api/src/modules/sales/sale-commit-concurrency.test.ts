import { SALE_MESSAGES as M } from '@pos/contracts/sales';
import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { expectStockAddsUp } from '../../test/invariants.js';
import { someoneWaits } from '../../test/lock-waits.js';
import { onPostgres, signUp, usePostgresApp } from '../../test/test-app.js';

/**
 * The checks a sale's COMMIT makes (sales.functions.sql, `sale_uses_credit`), failing because
 * another transaction changed their row while the sale waited for it (PostgreSQL only: PGlite
 * has one connection). On Citus the check runs on the organization's worker at the
 * coordinator's COMMIT, whose error reaches the API as the worker's (db/worker-errors.ts): the
 * same answer as on PostgreSQL, never a 500, and nothing of the sale written.
 */
const t = usePostgresApp();

type Owner = Awaited<ReturnType<typeof signUp>>;

async function shop() {
  const owner = await signUp(t);
  const made = await t.as(owner).post('products', {
    name: 'Probe',
    price: 4,
    stock: 10,
    sku: `SC-${Math.random().toString(36).slice(2, 8)}`,
  });
  expect(made.statusCode, made.body).toBe(201);
  return { owner, productId: made.json().data._id as string };
}

const sell = (owner: Owner, productId: string) =>
  t.as(owner).post('transactions', {
    items: [{ productId, quantity: 1 }],
    payments: [{ method: 'Cash', amount: 4 }],
  });

/** A sale made while `change` holds its row uncommitted: its answer once `change` commits. */
async function sellWhile(owner: Owner, productId: string, change: SQL) {
  let sale: ReturnType<typeof sell> | undefined;
  await t.db.transaction(async (tx) => {
    await tx.execute(change);
    sale = sell(owner, productId);
    await someoneWaits(t.db);
  });
  return (await sale) as Awaited<ReturnType<typeof sell>>;
}

async function salesOf(owner: Owner) {
  const [row] = await queryRows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from transactions
        where organization_id = ${owner.user.organizationId}`,
  );
  return row?.n;
}

async function stockOf(owner: Owner, productId: string) {
  const [row] = await queryRows<{ quantity: number }>(
    t.db,
    sql`select sum(quantity)::float8 as quantity from stock_levels
        where organization_id = ${owner.user.organizationId} and product_id = ${productId}`,
  );
  return row?.quantity;
}

describe.skipIf(!onPostgres)("a sale's commit, when another changed what it checks", () => {
  it('takes no credit another register took first: 402 NO_CREDITS, nothing written', async () => {
    const { owner, productId } = await shop();
    const org = owner.user.organizationId;
    await t.db.execute(
      sql`update subscriptions set remaining_credits = 1 where organization_id = ${org}`,
    );
    const res = await sellWhile(
      owner,
      productId,
      sql`update subscriptions set remaining_credits = 0 where organization_id = ${org}`,
    );
    expect(res.statusCode, res.body).toBe(402);
    expect(res.json()).toMatchObject({ code: 'NO_CREDITS', message: M.noCredits });
    expect(await salesOf(owner)).toBe(0);
    expect(await stockOf(owner, productId)).toBe(10);
    await expectStockAddsUp(t, org);
  });

  it('goes into no shift closed meanwhile: 409 SHIFT_CLOSED, nothing written', async () => {
    const { owner, productId } = await shop();
    const org = owner.user.organizationId;
    const opened = await t.as(owner).post('shifts/open', { openingFloat: 0 });
    expect(opened.statusCode, opened.body).toBe(201);
    const shiftId = opened.json().data._id as string;
    const res = await sellWhile(
      owner,
      productId,
      sql`update shifts set status = 'closed', closed_at = now()
          where organization_id = ${org} and id = ${shiftId}`,
    );
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ code: 'SHIFT_CLOSED', message: M.shiftClosed });
    expect(await salesOf(owner)).toBe(0);
    expect(await stockOf(owner, productId)).toBe(10);
    await expectStockAddsUp(t, org);
  });
});
