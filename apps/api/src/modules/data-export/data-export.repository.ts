import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  getTableName,
  gt,
  inArray,
  isNotNull,
  lt,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { TenantTable } from '../../lib/resource.repository.js';
import { auditEvents } from '../audit/audit.tables.js';
import { suppliers } from '../catalog/attributes.tables.js';
import { categories } from '../catalog/categories.tables.js';
import { productImages, products, productVariations } from '../catalog/products.tables.js';
import { customers } from '../customers/customers.tables.js';
import { inventoryLog, stockLevels, warehouses } from '../inventory/stock.tables.js';
import { stockCountLines, stockCounts } from '../inventory/stock-counts.tables.js';
import { stores } from '../inventory/stores.tables.js';
import { organizations } from '../organization/organization.tables.js';
import { promotions } from '../promotions/promotions.tables.js';
import { purchaseOrderLines, purchaseOrders } from '../purchasing/purchase-orders.tables.js';
import {
  accountPayments,
  exchanges,
  returnItems,
  saleReturns,
  transactionItems,
  transactionPayments,
  transactions,
} from '../sales/sales.tables.js';
import { taxClasses } from '../settings/settings.tables.js';
import { shiftCashMovements, shifts } from '../shifts/shifts.tables.js';
import { storedValueAccounts, storedValueEntries } from '../stored-value/stored-value.tables.js';
import { users } from '../users/users.tables.js';
import { dataExports } from './data-export.tables.js';

export type DataExportRow = typeof dataExports.$inferSelect;

/**
 * The tables the zip holds row for row (`tables/<name>.csv`), read-only, with what each is —
 * the records behind the lists: a sale's lines and payments, returns, the stock ledger, the
 * stored-value accounts and their ledger, shifts, purchase orders with their lines, the log.
 */
export const EXPORTED_TABLES: readonly { table: TenantTable; about: string }[] = [
  { table: products, about: 'Products' },
  { table: productVariations, about: 'Product variations' },
  { table: productImages, about: 'Product images (the files are under files/)' },
  { table: categories, about: 'Categories' },
  { table: suppliers, about: 'Suppliers' },
  { table: customers, about: 'Customers' },
  { table: transactions, about: 'Sales' },
  { table: transactionItems, about: "Sales' lines" },
  { table: transactionPayments, about: "Sales' payments (one row per payment of a split sale)" },
  { table: saleReturns, about: 'Returns' },
  { table: returnItems, about: "Returns' lines" },
  { table: exchanges, about: 'Exchanges' },
  { table: accountPayments, about: 'Payments on customer accounts' },
  {
    table: storedValueAccounts,
    about: 'Stored-value accounts (gift cards, store credit) and balances',
  },
  { table: storedValueEntries, about: 'The stored-value ledger' },
  { table: shifts, about: 'Shifts' },
  { table: shiftCashMovements, about: "Shifts' cash in and out" },
  { table: stores, about: 'Stores' },
  { table: warehouses, about: 'Warehouses' },
  { table: stockLevels, about: 'Stock levels' },
  { table: inventoryLog, about: 'The stock ledger: every stock movement' },
  { table: stockCounts, about: 'Stock counts' },
  { table: stockCountLines, about: "Stock counts' lines" },
  { table: purchaseOrders, about: 'Purchase orders' },
  { table: purchaseOrderLines, about: "Purchase orders' lines" },
  { table: promotions, about: 'Promotions' },
  { table: taxClasses, about: 'Tax classes' },
  { table: auditEvents, about: 'The audit log' },
];

export const tableNameOf = (t: TenantTable) => getTableName(t);

/**
 * The columns of an exported table, as the CSV's header names them (the database's names) —
 * without hashes: a gift card code's hash is a key to its value, and a request's is noise.
 */
export const columnsOf = (t: TenantTable) =>
  Object.values(getTableColumns(t))
    .map((c) => (c as { name: string }).name)
    .filter((name) => !name.endsWith('_hash'));

/** One page of a table's rows of the organization, by id (keyset: constant memory per page). */
export async function tablePage(
  ex: Executor,
  t: TenantTable,
  organizationId: string,
  afterId: string | null,
  limit: number,
): Promise<Record<string, unknown>[]> {
  const wanted = new Set(columnsOf(t));
  const byName = Object.fromEntries(
    Object.values(getTableColumns(t))
      .filter((c) => wanted.has(c.name))
      .map((c) => [c.name, c]),
  );
  const rows = await ex
    .select(byName)
    .from(t)
    .where(and(eq(t.organizationId, organizationId), afterId ? gt(t.id, afterId) : undefined))
    .orderBy(asc(t.id))
    .limit(limit);
  return rows as Record<string, unknown>[];
}

export async function insertDataExport(ex: Executor, row: typeof dataExports.$inferInsert) {
  const [made] = await ex.insert(dataExports).values(row).returning();
  return made as DataExportRow;
}

export async function getDataExport(ex: Executor, organizationId: string, id: string) {
  const [row] = await ex
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.organizationId, organizationId), eq(dataExports.id, id)));
  return row ?? null;
}

/** The organization's newest export, for the settings page to show on opening. */
export async function latestDataExport(ex: Executor, organizationId: string) {
  const [row] = await ex
    .select()
    .from(dataExports)
    .where(eq(dataExports.organizationId, organizationId))
    .orderBy(desc(dataExports.createdAt))
    .limit(1);
  return row ?? null;
}

export async function markRunning(ex: Executor, organizationId: string, id: string) {
  await ex
    .update(dataExports)
    .set({ status: 'running', startedAt: sql`now()` })
    .where(and(eq(dataExports.organizationId, organizationId), eq(dataExports.id, id)));
}

export async function markDone(
  ex: Executor,
  organizationId: string,
  id: string,
  done: { tokenHash: string; expiresAt: Date; sizeBytes: number },
) {
  await ex
    .update(dataExports)
    .set({ status: 'done', finishedAt: sql`now()`, ...done })
    .where(and(eq(dataExports.organizationId, organizationId), eq(dataExports.id, id)));
}

export async function markFailed(ex: Executor, organizationId: string, id: string, error: string) {
  await ex
    .update(dataExports)
    .set({ status: 'failed', finishedAt: sql`now()`, error })
    .where(and(eq(dataExports.organizationId, organizationId), eq(dataExports.id, id)));
}

/** The export a download link names: by its id and its token's hash, not yet expired. */
export async function exportByToken(ex: Executor, id: string, tokenHash: string, now: Date) {
  const [row] = await ex
    .select()
    .from(dataExports)
    .where(
      and(
        eq(dataExports.id, id),
        eq(dataExports.tokenHash, tokenHash),
        eq(dataExports.status, 'done'),
        gt(dataExports.expiresAt, now),
      ),
    );
  return row ?? null;
}

/** A done export whose link has not expired, by id alone (a signed link names it). */
export async function liveExport(ex: Executor, id: string, now: Date) {
  const [row] = await ex
    .select()
    .from(dataExports)
    .where(
      and(eq(dataExports.id, id), eq(dataExports.status, 'done'), gt(dataExports.expiresAt, now)),
    );
  return row ?? null;
}

/** Who asked (the mail goes to them) and the organization's name, for the mail and README. */
export async function requester(ex: Executor, organizationId: string, userId: string) {
  const [row] = await ex
    .select({ email: users.email, name: users.name, organization: organizations.name })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(and(eq(users.organizationId, organizationId), eq(users.id, userId)));
  return row ?? null;
}

/** The organization's export still queued or running, if any (one at a time). */
export async function unfinishedDataExport(ex: Executor, organizationId: string) {
  const [row] = await ex
    .select()
    .from(dataExports)
    .where(
      and(
        eq(dataExports.organizationId, organizationId),
        inArray(dataExports.status, ['queued', 'running']),
      ),
    )
    .orderBy(desc(dataExports.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * Jobs left queued or running since before `before`: their process stopped (a restart), so they
 * are failed, and may be asked for again.
 */
export async function failInterrupted(ex: Executor, before: Date, error: string) {
  const rows = await ex
    .update(dataExports)
    .set({ status: 'failed', finishedAt: sql`now()`, error })
    .where(
      and(inArray(dataExports.status, ['queued', 'running']), lt(dataExports.createdAt, before)),
    )
    .returning({ id: dataExports.id });
  return rows.length;
}

/** Done exports whose link has expired, their zips to be removed; the link is forgotten. */
export async function expireDone(ex: Executor, now: Date) {
  return ex
    .update(dataExports)
    .set({ tokenHash: null })
    .where(
      and(
        eq(dataExports.status, 'done'),
        isNotNull(dataExports.tokenHash),
        lt(dataExports.expiresAt, now),
      ),
    )
    .returning({ organizationId: dataExports.organizationId, id: dataExports.id });
}
