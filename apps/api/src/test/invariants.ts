import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../db/client.js';
import type { TestApp } from './test-app.js';

/**
 * DESIGN §7, checked after a scenario: every stock level equals the sum of its ledger rows
 * (and no ledger rows are left without their level), every ledger row adds up, and no level is
 * below zero unless the organization allows negative stock.
 */
export async function expectStockAddsUp(
  t: Pick<TestApp, 'db'>,
  organizationId: string,
  opts: { allowNegative?: boolean } = {},
) {
  const mismatched = await queryRows<Record<string, unknown>>(
    t.db,
    sql`select s.id, s.quantity, coalesce(sum(l.quantity_changed), 0)::float8 as ledger
        from stock_levels s
        left join inventory_log l on l.organization_id = s.organization_id and l.product_id = s.product_id
          and l.variation_id is not distinct from s.variation_id
          and l.store_id is not distinct from s.store_id
          and l.warehouse_id is not distinct from s.warehouse_id
        where s.organization_id = ${organizationId}
        group by s.id, s.quantity
        having s.quantity <> coalesce(sum(l.quantity_changed), 0)`,
  );
  expect(mismatched).toEqual([]);
  const orphaned = await queryRows<Record<string, unknown>>(
    t.db,
    sql`select l.product_id, sum(l.quantity_changed)::float8 as ledger from inventory_log l
        where l.organization_id = ${organizationId} and not exists (
          select 1 from stock_levels s where s.organization_id = l.organization_id
            and s.product_id = l.product_id and s.variation_id is not distinct from l.variation_id
            and s.store_id is not distinct from l.store_id
            and s.warehouse_id is not distinct from l.warehouse_id)
        group by l.product_id, l.variation_id, l.store_id, l.warehouse_id
        having sum(l.quantity_changed) <> 0`,
  );
  expect(orphaned).toEqual([]);
  const broken = await queryRows<Record<string, unknown>>(
    t.db,
    sql`select id from inventory_log where organization_id = ${organizationId}
        and stock_after <> stock_before + quantity_changed`,
  );
  expect(broken).toEqual([]);
  // Each level's rows form one chain: a row starts where the one before it (ids are time-ordered)
  // ended, and the first starts at zero — no change was lost between two rows.
  const gaps = await queryRows<Record<string, unknown>>(
    t.db,
    sql`select id from (
          select id, stock_before, coalesce(lag(stock_after) over (
            partition by product_id, variation_id, store_id, warehouse_id order by id), 0) as previous
          from inventory_log where organization_id = ${organizationId}) chain
        where stock_before <> previous`,
  );
  expect(gaps).toEqual([]);
  if (opts.allowNegative) return;
  const negative = await queryRows<Record<string, unknown>>(
    t.db,
    sql`select id from stock_levels where organization_id = ${organizationId} and quantity < 0`,
  );
  expect(negative).toEqual([]);
}

/**
 * docs/DESIGN.md, "Stored value", checked after a scenario: every stored-value balance equals
 * the sum of its ledger rows, none is out of its range, and the balance each row recorded
 * follows from another's.
 */
export async function expectBalancesAddUp(t: Pick<TestApp, 'db'>, organizationId: string) {
  const mismatched = await queryRows<Record<string, unknown>>(
    t.db,
    sql`select a.id, a.balance::text, coalesce(sum(e.amount), 0)::text as ledger
        from stored_value_accounts a
        left join stored_value_entries e
          on e.organization_id = a.organization_id and e.account_id = a.id
        where a.organization_id = ${organizationId}
        group by a.id, a.balance
        having a.balance <> coalesce(sum(e.amount), 0) or a.balance < 0`,
  );
  expect(mismatched).toEqual([]);
  // Each row starts where another ended (or at nothing): the balances it recorded are a chain,
  // in the order the account's lock let the rows in.
  const unchained = await queryRows<Record<string, unknown>>(
    t.db,
    sql`select e.id, e.amount::text, e.balance_after::text from stored_value_entries e
        where e.organization_id = ${organizationId} and e.balance_after - e.amount <> 0
          and not exists (select 1 from stored_value_entries p
            where p.organization_id = e.organization_id and p.account_id = e.account_id
              and p.id <> e.id and p.balance_after = e.balance_after - e.amount)`,
  );
  expect(unchained).toEqual([]);
}
