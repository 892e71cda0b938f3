import type { TImportKind, TImportSource } from '@pos/contracts/imports';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';
import { type LedgerWrite, ledgerWriteParts } from '../stored-value/ledger.fragment.js';
import { type externalRefs, imports, type StoredRowError } from './imports.tables.js';

/*
 * The import's SQL. Its own tables (imports, external_refs), and — set-based, one statement per
 * table per batch of about 1,000 records — the rows an import makes in the catalogue's and the
 * customers' tables (docs/ARCHITECTURE.md, module table: `imports` writes those tables as the
 * bulk upload does, as a declared exception: 50,000 rows through the services one by one would
 * take minutes). Stock moves go through the inventory service, ledger rows through the
 * stored-value ledger fragment.
 */

export type ImportRow = typeof imports.$inferSelect;
export type RefKind = (typeof externalRefs.$inferSelect)['kind'];

export async function insertImport(
  ex: Executor,
  values: {
    organizationId: string;
    id: string;
    requestedBy: string;
    source: TImportSource;
    kind: TImportKind;
    layout: string;
    fileName: string;
    dryRun: boolean;
    rowsTotal: number;
  },
) {
  const [row] = await ex.insert(imports).values(values).returning();
  if (!row) throw new Error('the import row was not written');
  return row;
}

export async function getImport(ex: Executor, organizationId: string, id: string) {
  const [full] = await ex
    .select()
    .from(imports)
    .where(sql`${imports.organizationId} = ${organizationId} and ${imports.id} = ${id}`);
  return full;
}

/**
 * An import of the organization still queued or running (one at a time). One a stopped server
 * left running holds no lock past 6 hours.
 */
export async function unfinishedImport(ex: Executor, organizationId: string) {
  const [row] = await queryRows<{ id: string }>(
    ex,
    sql`select id from imports where organization_id = ${organizationId}
          and status in ('queued', 'running') and created_at > now() - interval '6 hours' limit 1`,
  );
  return row;
}

export async function markRunning(ex: Executor, organizationId: string, id: string) {
  await ex.execute(
    sql`update imports set status = 'running', started_at = now()
        where organization_id = ${organizationId} and id = ${id}`,
  );
}

export async function markProgress(
  ex: Executor,
  organizationId: string,
  id: string,
  p: { rowsDone: number; created: number; updated: number },
) {
  await ex.execute(
    sql`update imports set rows_done = ${p.rowsDone}, created = ${p.created}, updated = ${p.updated}
        where organization_id = ${organizationId} and id = ${id}`,
  );
}

export async function markFinished(
  ex: Executor,
  organizationId: string,
  id: string,
  f: {
    status: 'done' | 'failed';
    rowsDone: number;
    created: number;
    updated: number;
    errors: StoredRowError[];
    errorCount: number;
    error: string | null;
  },
) {
  await ex.execute(
    sql`update imports set status = ${f.status}, finished_at = now(), rows_done = ${f.rowsDone},
          created = ${f.created}, updated = ${f.updated}, errors = ${JSON.stringify(f.errors)}::jsonb,
          error_count = ${f.errorCount}, error = ${f.error}
        where organization_id = ${organizationId} and id = ${id}`,
  );
}

/** What the vendor's ids became, and the fingerprint each record was last imported with. */
export async function refsOf(
  ex: Executor,
  organizationId: string,
  source: TImportSource,
  kind: RefKind,
  externalIds: string[],
) {
  if (externalIds.length === 0) return [];
  return queryRows<{ external_id: string; entity_id: string; fingerprint: string }>(
    ex,
    sql`select r.external_id, r.entity_id, r.fingerprint
        from json_array_elements_text(${JSON.stringify(externalIds)}::json) as x(id)
        join external_refs r on r.organization_id = ${organizationId} and r.source = ${source}
          and r.kind = ${kind} and r.external_id = x.id`,
  );
}

export async function upsertRefs(
  ex: Executor,
  organizationId: string,
  source: TImportSource,
  refs: { kind: RefKind; externalId: string; entityId: string; fingerprint: string }[],
) {
  if (refs.length === 0) return;
  await ex.execute(
    sql`insert into external_refs (organization_id, source, kind, external_id, entity_id, fingerprint)
        select ${organizationId}, ${source}, x.kind, x.external_id, x.entity_id, x.fingerprint
        from json_to_recordset(${JSON.stringify(
          refs.map((r) => ({
            kind: r.kind,
            external_id: r.externalId,
            entity_id: r.entityId,
            fingerprint: r.fingerprint,
          })),
        )}::json) as x(kind text, external_id text, entity_id uuid, fingerprint text)
        on conflict (organization_id, source, kind, external_id)
          do update set entity_id = excluded.entity_id, fingerprint = excluded.fingerprint`,
  );
}

/** The products and variations (not archived) that hold any of these SKUs, by lower-cased SKU. */
export async function skuHolders(ex: Executor, organizationId: string, skus: string[]) {
  if (skus.length === 0) return [];
  const lower = skus.map((s) => s.toLowerCase());
  return queryRows<{ sku: string; entity_id: string }>(
    ex,
    sql`select lower(p.sku) as sku, p.id as entity_id
        from json_array_elements_text(${JSON.stringify(lower)}::json) as x(sku)
        join products p on p.organization_id = ${organizationId} and p.sku is not null
          and p.archived_at is null and lower(p.sku) = x.sku
        union all
        select lower(v.sku), v.id
        from json_array_elements_text(${JSON.stringify(lower)}::json) as x(sku)
        join product_variations v on v.organization_id = ${organizationId} and v.sku is not null
          and lower(v.sku) = x.sku`,
  );
}

export interface ProductWrite {
  id: string;
  name: string;
  description: string | null;
  sku: string | null;
  price: string;
  costPrice: string | null;
  unit: 'each' | 'kg';
  configurableAttributes: { name: string; values: string[] }[];
}

const productJson = (rows: ProductWrite[]) =>
  JSON.stringify(
    rows.map((p) => ({
      id: p.id,
      name: p.name,
      description: p.description,
      sku: p.sku,
      price: p.price,
      cost_price: p.costPrice,
      unit: p.unit,
      attrs: p.configurableAttributes,
    })),
  );
const productColumns = sql`x(id uuid, name text, description text, sku text, price numeric,
  cost_price numeric, unit text, attrs jsonb)`;

export async function insertProducts(ex: Executor, organizationId: string, rows: ProductWrite[]) {
  if (rows.length === 0) return;
  await ex.execute(
    sql`insert into products (organization_id, id, name, description, sku, price, cost_price, unit,
          configurable_attributes)
        select ${organizationId}, x.id, x.name, x.description, x.sku, x.price, x.cost_price, x.unit,
          coalesce(x.attrs, '[]'::jsonb)
        from json_to_recordset(${productJson(rows)}::json) as ${productColumns}`,
  );
}

export async function updateProducts(ex: Executor, organizationId: string, rows: ProductWrite[]) {
  if (rows.length === 0) return;
  await ex.execute(
    sql`update products p set name = x.name, description = x.description, sku = x.sku,
          price = x.price, cost_price = x.cost_price, unit = x.unit,
          configurable_attributes = coalesce(x.attrs, '[]'::jsonb), updated_at = now()
        from json_to_recordset(${productJson(rows)}::json) as ${productColumns}
        where p.organization_id = ${organizationId} and p.id = x.id`,
  );
}

export interface VariationWrite {
  id: string;
  productId: string;
  combination: string[];
  price: string;
  costPrice: string | null;
  sku: string | null;
  position: number;
}

const variationJson = (rows: VariationWrite[]) =>
  JSON.stringify(
    rows.map((v) => ({
      id: v.id,
      product_id: v.productId,
      combination: v.combination,
      price: v.price,
      cost_price: v.costPrice,
      sku: v.sku,
      position: v.position,
    })),
  );
const variationColumns = sql`x(id uuid, product_id uuid, combination jsonb, price numeric,
  cost_price numeric, sku text, position int)`;

export async function insertVariations(
  ex: Executor,
  organizationId: string,
  rows: VariationWrite[],
) {
  if (rows.length === 0) return;
  await ex.execute(
    sql`insert into product_variations (organization_id, id, product_id, attribute_combination,
          price, cost_price, sku, position)
        select ${organizationId}, x.id, x.product_id, x.combination, x.price, x.cost_price, x.sku,
          x.position
        from json_to_recordset(${variationJson(rows)}::json) as ${variationColumns}`,
  );
}

export async function updateVariations(
  ex: Executor,
  organizationId: string,
  rows: VariationWrite[],
) {
  if (rows.length === 0) return;
  await ex.execute(
    sql`update product_variations v set attribute_combination = x.combination, price = x.price,
          cost_price = x.cost_price, sku = x.sku, position = x.position
        from json_to_recordset(${variationJson(rows)}::json) as ${variationColumns}
        where v.organization_id = ${organizationId} and v.id = x.id`,
  );
}

/** The organization's stores (the import matches a file's store names to them). */
export async function storesOf(ex: Executor, organizationId: string) {
  return queryRows<{ id: string; name: string; is_default: boolean }>(
    ex,
    sql`select s.id, s.name, s.is_default from stores s where s.organization_id = ${organizationId}
        order by s.created_at`,
  );
}

/** What each item holds at each store asked for (absent: no level, 0). */
export async function levelsOf(
  ex: Executor,
  organizationId: string,
  items: { productId: string; variationId: string | null; storeId: string }[],
) {
  if (items.length === 0) return [];
  return queryRows<{
    product_id: string;
    variation_id: string | null;
    store_id: string;
    quantity: string;
  }>(
    ex,
    sql`select l.product_id, l.variation_id, l.store_id, l.quantity::text
        from json_to_recordset(${JSON.stringify(
          items.map((i) => ({
            product_id: i.productId,
            variation_id: i.variationId,
            store_id: i.storeId,
          })),
        )}::json) as x(product_id uuid, variation_id uuid, store_id uuid)
        join stock_levels l on l.organization_id = ${organizationId} and l.product_id = x.product_id
          and coalesce(l.variation_id, '00000000-0000-0000-0000-000000000000'::uuid)
            = coalesce(x.variation_id, '00000000-0000-0000-0000-000000000000'::uuid)
          and l.store_id = x.store_id and l.warehouse_id is null`,
  );
}

export interface CustomerWrite {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  /** Raised to at least this when the file carries a charge-account balance (owed). */
  creditLimit: string | null;
}

const customerJson = (rows: CustomerWrite[]) =>
  JSON.stringify(
    rows.map((c) => ({
      id: c.id,
      name: c.name,
      email: c.email,
      phone: c.phone,
      credit_limit: c.creditLimit,
    })),
  );
const customerColumns = sql`x(id uuid, name text, email text, phone text, credit_limit numeric)`;

export async function insertCustomers(ex: Executor, organizationId: string, rows: CustomerWrite[]) {
  if (rows.length === 0) return;
  await ex.execute(
    sql`insert into customers (organization_id, id, name, email, phone, credit_limit)
        select ${organizationId}, x.id, x.name, x.email, x.phone, x.credit_limit
        from json_to_recordset(${customerJson(rows)}::json) as ${customerColumns}`,
  );
}

export async function updateCustomers(ex: Executor, organizationId: string, rows: CustomerWrite[]) {
  if (rows.length === 0) return;
  await ex.execute(
    sql`update customers c set name = x.name, email = x.email, phone = x.phone,
          credit_limit = case when x.credit_limit is null then c.credit_limit
            else greatest(coalesce(c.credit_limit, 0), x.credit_limit) end,
          updated_at = now()
        from json_to_recordset(${customerJson(rows)}::json) as ${customerColumns}
        where c.organization_id = ${organizationId} and c.id = x.id`,
  );
}

/**
 * Each customer's account of each kind asked for, made at need (as the stored-value module
 * makes one at its first use), with its balance now, locked for the batch's transaction.
 */
export async function lockAccounts(
  ex: Executor,
  organizationId: string,
  asked: { customerId: string; kind: 'store_credit' | 'account' | 'points' }[],
) {
  if (asked.length === 0) return [];
  return queryRows<{ id: string; customer_id: string; kind: string; balance: string }>(
    ex,
    sql`insert into stored_value_accounts (organization_id, id, kind, customer_id)
        select ${organizationId}, gen_random_uuid(), x.kind, x.customer_id
        from json_to_recordset(${JSON.stringify(
          asked.map((a) => ({ customer_id: a.customerId, kind: a.kind })),
        )}::json) as x(customer_id uuid, kind text)
        order by x.customer_id, x.kind
        on conflict (organization_id, customer_id, kind)
          where customer_id is not null and kind <> 'gift_card'
          do update set kind = excluded.kind
        returning id, customer_id, kind, balance::text`,
  );
}

/** The opening balances' ledger rows, through the stored-value ledger's statement part. */
export async function writeLedger(ex: Executor, organizationId: string, rows: LedgerWrite[]) {
  if (rows.length === 0) return;
  const parts = ledgerWriteParts(organizationId, rows);
  await queryRows(ex, sql`with ${parts.cte} select ${parts.written} as written`);
}
