import { pipeline, type Readable } from 'node:stream';
import {
  BULK_UPLOAD_COLUMNS,
  type TBulkUploadError,
  type TBulkUploadResult,
} from '@pos/contracts/bulk-upload';
import { findUnsafeText, UNSAFE_TEXT_MESSAGE } from '@pos/contracts/text';
import { isWhole, QUANTITY_MESSAGES, UNITS, type Unit } from '@pos/contracts/units';
import { parse } from 'csv-parse';
import type { Executor } from '../../db/client.js';
import { vacuumAfterLargeWrite } from '../../db/statistics.js';
import { AppError, badRequest } from '../../lib/errors.js';
import type { AppDeps, Caller } from '../../plugins/types.js';
import { type AuditEntry, diffOf, hasChanges, recordAuditMany } from '../audit/audit.service.js';
import { taxClassIdsByName } from '../settings/tax-classes.service.js';
import { createNamedLookup, type NamedKind } from './named-lookup.js';
import type { ProductStock } from './product-stock.js';
import * as repo from './products.repository.js';

/** A header as it is matched: letter case and spaces left out ("Tax Class" is `taxClass`). */
const headerKey = (h: string) => h.replace(/\s+/g, '').toLowerCase();
const KNOWN = new Map<string, string>(BULK_UPLOAD_COLUMNS.map((c) => [headerKey(c.name), c.name]));
const CHUNK = 1000;
const BULK_MAX_ROWS = 50_000;
const SKU = /^[A-Za-z0-9._\-/]{1,64}$/;

type Raw = Partial<Record<(typeof BULK_UPLOAD_COLUMNS)[number]['name'], string>>;

/** A row checked on its own, before any database work. */
interface Parsed {
  line: number;
  sku: string;
  name?: string;
  description?: string;
  price?: string;
  cost?: string;
  stock?: number;
  unit?: Unit;
  /** A tax class's name, as typed. */
  taxClass?: string;
  names: Partial<Record<NamedKind, string>>;
}

function parseRow(line: number, raw: Raw): Parsed | TBulkUploadError {
  const sku = raw.sku ?? '';
  const fail = (message: string) => ({ sku: sku || null, line, message });
  // The request-wide text rule, for the cells of the file: a NUL never reaches the database.
  const unsafe = findUnsafeText(raw);
  if (unsafe) return fail(`${unsafe}: ${UNSAFE_TEXT_MESSAGE}`);
  if (!sku) return fail('SKU is required.');
  if (!SKU.test(sku)) return fail('SKU may use letters, digits and . _ - / only (64 at most).');
  const parsed: Parsed = { line, sku, names: {} };
  if (raw.name) parsed.name = raw.name.slice(0, 200);
  if (raw.description) parsed.description = raw.description.slice(0, 5000);
  if (raw.price) {
    if (!/^\d+(\.\d{1,2})?$/.test(raw.price) || !(Number(raw.price) > 0)) {
      return fail('Price must be a positive number.');
    }
    parsed.price = Number(raw.price).toFixed(2);
  }
  if (raw.cost) {
    if (!/^\d+(\.\d{1,4})?$/.test(raw.cost) || Number(raw.cost) >= 10_000_000_000) {
      return fail('Cost must be a number ≥ 0 with at most 4 decimals.');
    }
    parsed.cost = Number(raw.cost).toFixed(4);
  }
  if (raw.unit) {
    const unit = UNITS.find((u) => u === raw.unit?.trim().toLowerCase());
    if (!unit) return fail(QUANTITY_MESSAGES.unit);
    parsed.unit = unit;
  }
  if (raw.stock) {
    // Whole units, or up to 3 decimals (a measure's: checked against the unit with the row).
    if (!/^\d+(\.\d{1,3})?$/.test(raw.stock) || Number(raw.stock) > 1_000_000_000) {
      return fail('Stock must be a non-negative integer.');
    }
    parsed.stock = Number(raw.stock);
  }
  for (const kind of ['category', 'manufacturer', 'supplier', 'marketedBy'] as const) {
    const v = raw[kind]?.slice(0, 120);
    if (v) parsed.names[kind] = v;
  }
  if (raw.taxClass) parsed.taxClass = raw.taxClass;
  return parsed;
}

/**
 * One chunk in one transaction, set-based: a query for the existing SKUs, one multi-row insert,
 * one multi-row update, one stock upsert and one batch of ledger rows. Rows that cannot be
 * written are found before anything is written and reported instead.
 */
/** A product as the audit log shows it after a bulk upload (prices as numbers). */
const AUDITED = ['name', 'price', 'costPrice'] as const;
const audited = (p: { name: string; price: string; costPrice?: string | null }) => ({
  name: p.name,
  price: Number(p.price),
  costPrice: p.costPrice === null || p.costPrice === undefined ? null : Number(p.costPrice),
});

/** The chunk's creations and its changed names, prices and costs: one event each, one statement. */
async function auditChunk(
  ex: Executor,
  caller: Caller,
  existing: Map<string, { id: string; name: string; price: string; costPrice: string | null }>,
  inserted: { id: string; sku: string | null }[],
  toInsert: repo.ProductValues[],
  toUpdate: ({ id: string } & repo.ProductValues)[],
) {
  const byId = new Map([...existing.values()].map((p) => [p.id, p]));
  const made = new Map(toInsert.map((v) => [v.sku?.toLowerCase(), v]));
  const entries: AuditEntry[] = inserted.map((p) => {
    const values = made.get(p.sku?.toLowerCase());
    return {
      entityType: 'Product',
      entityId: p.id,
      action: 'create',
      changes: diffOf(null, values ? audited(values) : null, AUDITED),
    };
  });
  for (const u of toUpdate) {
    const before = byId.get(u.id);
    const changes = diffOf(before ? audited(before) : null, audited(u), AUDITED);
    if (hasChanges(changes)) {
      entries.push({ entityType: 'Product', entityId: u.id, action: 'update', changes });
    }
  }
  await recordAuditMany(ex, caller, entries);
}

async function writeChunk(
  ex: Executor,
  stock: ProductStock,
  caller: Caller,
  rows: Parsed[],
  errors: TBulkUploadError[],
) {
  const org = caller.organizationId;
  await repo.lockSkus(ex, org);
  const skus = rows.map((r) => r.sku);
  const existing = new Map(
    (await repo.findBySkus(ex, org, skus)).map((p) => [p.sku?.toLowerCase() ?? '', p]),
  );
  const ofVariations = await repo.variationSkus(ex, org, skus);
  const { storeId, totals } = await stock.lockTotalsAtDefault(
    ex,
    org,
    [...existing.values()].map((p) => p.id),
  );

  const classes = await taxClassIdsByName(ex, org);
  const accepted: Parsed[] = [];
  for (const r of rows) {
    const current = existing.get(r.sku.toLowerCase());
    const reject = (message: string) => errors.push({ sku: r.sku, line: r.line, message });
    const unit = r.unit ?? current?.unit ?? 'each';
    if (r.taxClass !== undefined && !classes.has(r.taxClass.toLowerCase())) {
      reject(`Unknown tax class "${r.taxClass}": add it on the Tax Classes screen first.`);
    } else if (!current && ofVariations.has(r.sku.toLowerCase())) {
      reject('This SKU belongs to a product variation; bulk upload updates products only.');
    } else if (!current && (!r.name || !r.price)) {
      reject('A new product needs a name and a price.');
    } else if (current && r.unit === 'each' && current.unit !== 'each') {
      // Its stock may hold fractions: the form checks every level first.
      reject('A product sold by a measure becomes each on its form, once its stock is whole.');
    } else if (r.stock !== undefined && isWhole(unit) && !Number.isInteger(r.stock)) {
      reject('Stock must be a non-negative integer.');
    } else if (current && r.stock !== undefined) {
      const t = totals.get(current.id) ?? { total: 0, atStore: 0 };
      if (t.atStore + (r.stock - t.total) < 0) {
        reject(`Stock cannot be set to ${r.stock}: other locations hold ${t.total - t.atStore}.`);
      } else accepted.push(r);
    } else accepted.push(r);
  }

  const lookup = createNamedLookup(ex, org);
  const refs = async (r: Parsed) => {
    const id = async (kind: NamedKind) => (r.names[kind] ? lookup(kind, r.names[kind]) : undefined);
    return {
      categoryId: await id('category'),
      manufacturerId: await id('manufacturer'),
      supplierId: await id('supplier'),
      marketerId: await id('marketedBy'),
    };
  };

  const toInsert: repo.ProductValues[] = [];
  const toUpdate: ({ id: string } & repo.ProductValues)[] = [];
  for (const r of accepted) {
    const ref = await refs(r);
    const current = existing.get(r.sku.toLowerCase());
    // The default class by name is no class: the product follows the default.
    const taxClassId = r.taxClass === undefined ? undefined : classes.get(r.taxClass.toLowerCase());
    if (current) {
      toUpdate.push({
        id: current.id,
        name: r.name ?? current.name,
        description: r.description ?? current.description,
        sku: current.sku,
        price: r.price ?? current.price,
        costPrice: r.cost ?? current.costPrice,
        categoryId: ref.categoryId ?? current.categoryId,
        configurableAttributes: current.configurableAttributes,
        manufacturerId: ref.manufacturerId ?? current.manufacturerId,
        supplierId: ref.supplierId ?? current.supplierId,
        marketerId: ref.marketerId ?? current.marketerId,
        taxClassId: taxClassId === undefined ? current.taxClassId : taxClassId,
        unit: r.unit ?? current.unit,
      });
    } else {
      toInsert.push({
        name: r.name ?? '',
        description: r.description ?? null,
        sku: r.sku,
        price: r.price ?? '0',
        costPrice: r.cost ?? null,
        categoryId: ref.categoryId ?? null,
        configurableAttributes: [],
        manufacturerId: ref.manufacturerId ?? null,
        supplierId: ref.supplierId ?? null,
        marketerId: ref.marketerId ?? null,
        taxClassId: taxClassId ?? null,
        unit: r.unit ?? 'each',
      });
    }
  }
  const inserted = await repo.insertProducts(ex, org, toInsert);
  await repo.updateProducts(ex, org, toUpdate);
  await auditChunk(ex, caller, existing, inserted, toInsert, toUpdate);

  const idBySku = new Map<string, string>([
    ...inserted.map((p) => [p.sku?.toLowerCase() ?? '', p.id] as [string, string]),
    ...toUpdate.map((p) => [p.sku?.toLowerCase() ?? '', p.id] as [string, string]),
  ]);
  // New products get their level at the default store even without stock (out of stock there).
  const deltas = accepted
    .filter((r) => r.stock !== undefined || !existing.has(r.sku.toLowerCase()))
    .map((r) => {
      const productId = idBySku.get(r.sku.toLowerCase()) ?? '';
      const isNew = !existing.has(r.sku.toLowerCase());
      const total = totals.get(productId)?.total ?? 0;
      return {
        productId,
        delta: (r.stock ?? 0) - total,
        type: isNew ? ('STOCK_IN' as const) : ('MANUAL_ADJUSTMENT' as const),
      };
    });
  await stock.bookDeltasAtStore(ex, org, storeId, deltas, {
    userId: caller.userId,
    remarks: 'Bulk upload',
  });
  return { created: inserted.length, updated: toUpdate.length };
}

/**
 * Streams the CSV and upserts products by SKU, in chunks of 1,000 rows (one transaction each).
 * Bad rows are reported (`{sku, line, message}`) and skipped; good rows are kept.
 */
export async function bulkUpsert(
  deps: AppDeps,
  caller: Caller,
  file: Readable,
): Promise<TBulkUploadResult> {
  const parser = parse({
    bom: true,
    columns: (header: string[]) => header.map((h) => KNOWN.get(headerKey(h)) ?? `unknown:${h}`),
    skip_empty_lines: true,
    trim: true,
    relax_column_count: true,
  });
  // pipeline (not pipe) hands a failure of the upload (cut off, too large) on to the parser,
  // so the loop below ends with that error instead of waiting forever.
  pipeline(file, parser, () => {});
  const result = { created: 0, updated: 0, errors: [] as TBulkUploadError[] };
  const seen = new Map<string, number>();
  // Every row is read and checked before the first write: a body cut off half-way (or any
  // other refused file) writes nothing.
  const rows: Parsed[] = [];
  let sawSku: boolean | undefined;

  try {
    let line = 1;
    for await (const record of parser as AsyncIterable<Raw>) {
      line += 1;
      if (sawSku === undefined) sawSku = 'sku' in record;
      if (!sawSku)
        throw badRequest('The file has no "sku" column. See the template for the columns.');
      if (line - 1 > BULK_MAX_ROWS)
        throw badRequest(`A file may hold at most ${BULK_MAX_ROWS} rows.`);
      const parsed = parseRow(line, record);
      if (!('names' in parsed)) {
        result.errors.push(parsed);
        continue;
      }
      const first = seen.get(parsed.sku.toLowerCase());
      if (first) {
        result.errors.push({
          sku: parsed.sku,
          line,
          message: `This SKU already appears on line ${first}.`,
        });
        continue;
      }
      seen.set(parsed.sku.toLowerCase(), line);
      rows.push(parsed);
    }
    for (let i = 0; i < rows.length; i += CHUNK) {
      const chunk = rows.slice(i, i + CHUNK);
      const done = await deps.db.transaction((tx) =>
        writeChunk(tx, deps.stock, caller, chunk, result.errors),
      );
      result.created += done.created;
      result.updated += done.updated;
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (typeof code === 'string' && code.startsWith('CSV_')) {
      throw badRequest(`The file is not valid CSV: ${(err as Error).message}`);
    }
    throw err;
  }
  result.errors.sort((a, b) => a.line - b.line);
  const { created, updated, errors } = result;
  // A file of 10,000 rows may be a tenth of the catalogue: the next search must not be planned
  // on old statistics nor read a long GIN pending list (DESIGN §11). Stock rows are booked for
  // the rows with a stock column.
  const stocked = rows.filter((r) => r.stock !== undefined).length;
  await vacuumAfterLargeWrite(deps.db, {
    products: created + updated,
    stock_levels: stocked,
    inventory_log: stocked,
  });
  return {
    message: `Processed ${created + updated + errors.length} rows: ${created} created, ${updated} updated, ${errors.length} with errors.`,
    data: result,
  };
}
