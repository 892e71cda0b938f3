import type { Readable } from 'node:stream';
import {
  BULK_UPLOAD_COLUMNS,
  type TBulkUploadError,
  type TBulkUploadResult,
} from '@pos/contracts/bulk-upload';
import { parse } from 'csv-parse';
import type { Executor } from '../../db/client.js';
import { AppError, badRequest } from '../../lib/errors.js';
import type { AppDeps, Caller } from '../../plugins/types.js';
import { setTotalStock } from '../inventory/stock.service.js';
import { createNamedLookup } from './named-lookup.js';
import * as repo from './products.repository.js';

const KNOWN = new Map<string, string>(
  BULK_UPLOAD_COLUMNS.map((c) => [c.name.toLowerCase(), c.name]),
);
const CHUNK = 500;
export const BULK_MAX_ROWS = 50_000;

type Row = Partial<Record<(typeof BULK_UPLOAD_COLUMNS)[number]['name'], string>>;

class RowError extends Error {}

const SKU = /^[A-Za-z0-9._\-/]{1,64}$/;

function parsePrice(v: string) {
  const n = Number(v);
  if (!/^\d+(\.\d{1,2})?$/.test(v) || !(n > 0))
    throw new RowError('Price must be a positive number.');
  return n.toFixed(2);
}
function parseStock(v: string) {
  if (!/^\d+$/.test(v) || Number(v) > 1_000_000_000)
    throw new RowError('Stock must be a non-negative integer.');
  return Number(v);
}

/** One row: an existing SKU is updated with the columns present, a new one created. */
async function upsertRow(
  ex: Executor,
  caller: Caller,
  lookup: ReturnType<typeof createNamedLookup>,
  row: Row,
): Promise<'created' | 'updated'> {
  const org = caller.organizationId;
  const sku = row.sku ?? '';
  if (!sku) throw new RowError('SKU is required.');
  if (!SKU.test(sku))
    throw new RowError('SKU may use letters, digits and . _ - / only (64 at most).');
  const present = (k: keyof Row) => row[k] !== undefined && row[k] !== '';
  const refs = {
    ...(present('category') && { categoryId: await lookup('category', row.category ?? '') }),
    ...(present('manufacturer') && {
      manufacturerId: await lookup('manufacturer', row.manufacturer ?? ''),
    }),
    ...(present('supplier') && { supplierId: await lookup('supplier', row.supplier ?? '') }),
    ...(present('marketedBy') && { marketerId: await lookup('marketedBy', row.marketedBy ?? '') }),
  };
  const price = present('price') ? parsePrice(row.price ?? '') : undefined;
  const stock = present('stock') ? parseStock(row.stock ?? '') : undefined;
  const name = row.name?.slice(0, 200);
  const existing = await repo.findBySku(ex, org, sku);
  if (existing) {
    await repo.updateProduct(ex, org, existing.id, {
      name: name || existing.name,
      description: present('description') ? (row.description ?? null) : existing.description,
      sku: existing.sku,
      price: price ?? existing.price,
      categoryId: refs.categoryId ?? existing.categoryId,
      configurableAttributes: existing.configurableAttributes,
      manufacturerId: refs.manufacturerId ?? existing.manufacturerId,
      supplierId: refs.supplierId ?? existing.supplierId,
      marketerId: refs.marketerId ?? existing.marketerId,
    });
    if (stock !== undefined) {
      await setTotalStock(
        ex,
        { organizationId: org, productId: existing.id, variationId: null },
        stock,
        {
          userId: caller.userId,
          type: 'MANUAL_ADJUSTMENT',
          remarks: 'Bulk upload',
        },
      );
    }
    return 'updated';
  }
  if (await repo.variationSkuExists(ex, org, sku)) {
    throw new RowError(
      'This SKU belongs to a product variation; bulk upload updates products only.',
    );
  }
  if (!name || !price) throw new RowError('A new product needs a name and a price.');
  const id = await repo.insertProduct(ex, org, {
    name,
    description: row.description || null,
    sku,
    price,
    categoryId: refs.categoryId ?? null,
    configurableAttributes: [],
    manufacturerId: refs.manufacturerId ?? null,
    supplierId: refs.supplierId ?? null,
    marketerId: refs.marketerId ?? null,
  });
  await setTotalStock(ex, { organizationId: org, productId: id, variationId: null }, stock ?? 0, {
    userId: caller.userId,
    type: 'STOCK_IN',
    remarks: 'Bulk upload',
  });
  return 'created';
}

/**
 * Streams the CSV and upserts by SKU. Rows are written in chunks of 500, one transaction per
 * chunk and a savepoint per row: a bad row is reported and rolled back alone, good rows stay.
 */
export async function bulkUpsert(
  deps: AppDeps,
  caller: Caller,
  file: Readable,
): Promise<TBulkUploadResult> {
  const parser = file.pipe(
    parse({
      bom: true,
      columns: (header: string[]) =>
        header.map((h) => KNOWN.get(h.trim().toLowerCase()) ?? `unknown:${h}`),
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
    }),
  );
  const result = { created: 0, updated: 0, errors: [] as TBulkUploadError[] };
  let chunk: { line: number; row: Row }[] = [];
  let sawSku: boolean | undefined;

  const flush = async () => {
    if (chunk.length === 0) return;
    const rows = chunk;
    chunk = [];
    await deps.db.transaction(async (tx) => {
      // SKU writes are serialised per organization (see products.service checkSkus).
      await repo.lockSkus(tx, caller.organizationId);
      const lookup = createNamedLookup(tx, caller.organizationId);
      for (const { line, row } of rows) {
        try {
          const outcome = await tx.transaction((sp) => upsertRow(sp, caller, lookup, row));
          result[outcome] += 1;
        } catch (err) {
          if (!(err instanceof RowError) && !(err instanceof AppError)) throw err;
          result.errors.push({ sku: row.sku || null, line, message: err.message });
        }
      }
    });
  };

  try {
    let line = 1;
    for await (const record of parser as AsyncIterable<Record<string, string>>) {
      line += 1;
      if (sawSku === undefined) sawSku = 'sku' in record;
      if (!sawSku)
        throw badRequest('The file has no "sku" column. See the template for the columns.');
      if (line - 1 > BULK_MAX_ROWS)
        throw badRequest(`A file may hold at most ${BULK_MAX_ROWS} rows.`);
      chunk.push({ line, row: record as Row });
      if (chunk.length >= CHUNK) await flush();
    }
    await flush();
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (typeof code === 'string' && code.startsWith('CSV_')) {
      throw badRequest(`The file is not valid CSV: ${(err as Error).message}`);
    }
    throw err;
  }
  const { created, updated, errors } = result;
  return {
    message: `Processed ${created + updated + errors.length} rows: ${created} created, ${updated} updated, ${errors.length} with errors.`,
    data: result,
  };
}
