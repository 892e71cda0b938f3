import { type SQL, sql } from 'drizzle-orm';
import { ALL_STORES } from './rollups.tables.js';

/*
 * The two tables of day rows that running totals are sealed from (rollups.tables): what a row
 * is keyed by, what it adds up, and where its totals and its keys' ordinals are. One definition
 * for the seal (totals.repository) and the reports' reads.
 */

/** A table of day rows, its totals and what a row of it is keyed by and adds up. */
export interface TotalsSpec {
  rows: 'rollup_products' | 'rollup_customers';
  totals: string;
  keys: string;
  keyColumns: readonly [string, ...string[]];
  figures: readonly [string, string, string, string];
}

export const TOTALS = {
  rollup_products: {
    rows: 'rollup_products',
    totals: 'rollup_product_totals',
    keys: 'rollup_product_keys',
    keyColumns: ['product_id', 'variation_id'],
    figures: ['units', 'net', 'costed_net', 'cost'],
  },
  rollup_customers: {
    rows: 'rollup_customers',
    totals: 'rollup_customer_totals',
    keys: 'rollup_customer_keys',
    keyColumns: ['customer_id'],
    figures: ['visits', 'units', 'net', 'spend'],
  },
} as const satisfies Record<string, TotalsSpec>;

export type Summed = keyof typeof TOTALS;

/** `alias.column`, quoted. */
export const id = (alias: string, column: string) =>
  sql`${sql.identifier(alias)}.${sql.identifier(column)}`;

/** Columns separated by commas, each of `alias` when one is given. */
export const columns = (names: readonly string[], alias?: string) =>
  sql.join(
    names.map((n) => (alias ? id(alias, n) : sql.identifier(n))),
    sql`, `,
  );

/**
 * Two rows' keys are the same product (customer): each key column equal, nulls (a deleted
 * product, a product without variations) equal to each other (as the zero id, which no row
 * has) — as a hash join can test it.
 */
export const sameKeys = (left: readonly SQL[], right: readonly SQL[]) =>
  sql.join(
    left.map(
      (l, i) =>
        sql`coalesce(${l}, ${ALL_STORES}::uuid) = coalesce(${right[i]}, ${ALL_STORES}::uuid)`,
    ),
    sql` and `,
  );
