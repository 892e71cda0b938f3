import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../db/client.js';
import type { TestApp } from './test-app.js';

/**
 * DESIGN §7, checked after a scenario: every stock level equals the sum of its ledger rows,
 * every ledger row adds up, and no level is below zero.
 */
export async function expectStockAddsUp(t: TestApp, organizationId: string) {
  const mismatched = await queryRows<Record<string, unknown>>(
    t.db,
    sql`select s.id, s.quantity, coalesce(sum(l.quantity_changed), 0)::int as ledger
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
  const broken = await queryRows<Record<string, unknown>>(
    t.db,
    sql`select id from inventory_log where organization_id = ${organizationId}
        and stock_after <> stock_before + quantity_changed`,
  );
  expect(broken).toEqual([]);
  const negative = await queryRows<Record<string, unknown>>(
    t.db,
    sql`select id from stock_levels where organization_id = ${organizationId} and quantity < 0`,
  );
  expect(negative).toEqual([]);
}
