import { createHash } from 'node:crypto';
import {
  IMPORT_ERRORS_CSV_COLUMNS,
  IMPORT_MAX_ERRORS,
  IMPORT_MESSAGES as M,
  type TImportForm,
  type TImportJob,
  type TImportPreview,
  type TImportSource,
} from '@pos/contracts/imports';
import type { MovementType } from '@pos/contracts/inventory';
import { uuidv7 } from 'uuidv7';
import type { Executor } from '../../db/client.js';
import { CSV_BOM, csvRow } from '../../lib/csv.js';
import { AppError, notFound } from '../../lib/errors.js';
import { inLanguage } from '../../lib/i18n.js';
import type { AppDeps, Caller } from '../../plugins/types.js';
import { recordAudit } from '../audit/audit.service.js';
import { createStore } from '../inventory/locations.service.js';
import { type Movement, moveStockMany } from '../inventory/stock.service.js';
import * as repo from './imports.repository.js';
import {
  type ImportCustomer,
  type ImportProduct,
  type ImportVariation,
  ONLY_LOCATION,
  recordLines,
  type StockLevel,
} from './normalize.js';
import { type ReadFile, readFileAside } from './read-file.js';
import type { RowError } from './row-reader.js';
import type { Field } from './vendor-layouts.js';

/** Records written per transaction (one set-based statement per table each). */
export const IMPORT_BATCH = 1000;
const PREVIEW_ROWS = 20;

const SOURCE_NAMES: Record<TImportSource, string> = {
  square: 'Square',
  shopify: 'Shopify',
  loyverse: 'Loyverse',
  lightspeed: 'Lightspeed',
};

/** `POST /imports/preview`: the layout found, each column's field, the first 20 records. */
export async function previewImport(
  bytes: Uint8Array,
  form: TImportForm,
): Promise<{ data: TImportPreview }> {
  const file = await readFileAside(bytes, form.source, form.kind, form.mapping);
  const fieldOf = new Map<string, Field>();
  for (const [field, list] of Object.entries(file.map.fields) as [Field, string[]][]) {
    for (const h of list) fieldOf.set(h, field);
  }
  const namedOf = new Map(file.map.named.map((n) => [n.header, n]));
  const records = (form.kind === 'products' ? file.products : file.customers).slice(
    0,
    PREVIEW_ROWS,
  );
  return {
    data: {
      layout: { id: file.layout.id, source: file.layout.source, kind: file.layout.kind },
      confidence: file.confidence,
      requiredMissing: file.requiredMissing,
      columns: file.headers
        .filter((h) => h !== '')
        .map((header) => {
          const named = namedOf.get(header);
          return {
            header,
            field: (fieldOf.get(header) ?? null) as TImportPreview['columns'][number]['field'],
            ...(named ? { named: { field: named.field, name: named.name } } : {}),
          };
        }),
      unknown: file.map.unknown,
      rowsTotal: file.rowsTotal,
      records: records as unknown as Record<string, unknown>[],
      errors: file.errors.slice(0, PREVIEW_ROWS),
    },
  };
}

const view = (row: repo.ImportRow): TImportJob => ({
  _id: row.id,
  source: row.source,
  kind: row.kind,
  dryRun: row.dryRun,
  status: row.status,
  rowsDone: row.rowsDone,
  rowsTotal: row.rowsTotal,
  created: row.created,
  updated: row.updated,
  errors: row.errorCount,
  createdAt: row.createdAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
  ...(row.error ? { error: row.error } : {}),
});

/** The jobs still running in this process (tests and a graceful shutdown may wait for them). */
const pending = new Set<Promise<void>>();
export const importsSettled = () => Promise.allSettled([...pending]);

/**
 * `POST /imports`: the file is read and checked now (a wrong file answers 400 at once); the
 * job row is written queued with its audit event, and the job runs in this process right after
 * the answer, as the data export's does.
 */
export async function startImport(
  deps: AppDeps,
  caller: Caller,
  upload: { fileName: string; bytes: Uint8Array },
  form: TImportForm,
) {
  const file = await readFileAside(upload.bytes, form.source, form.kind, form.mapping);
  const org = caller.organizationId;
  if (await repo.unfinishedImport(deps.db, org)) {
    throw new AppError('IMPORT_ALREADY_RUNNING', M.alreadyRunning);
  }
  const row = await deps.db.transaction(async (tx) => {
    const made = await repo.insertImport(tx, {
      organizationId: org,
      id: uuidv7(),
      requestedBy: caller.userId,
      source: form.source,
      kind: form.kind,
      layout: file.layout.id,
      fileName: upload.fileName.slice(0, 200),
      dryRun: form.dryRun,
      rowsTotal: file.rowsTotal,
    });
    if (!form.dryRun) {
      await recordAudit(tx, caller, {
        entityType: 'Organization',
        entityId: org,
        action: 'import',
        changes: {
          source: { before: null, after: form.source },
          kind: { before: null, after: form.kind },
          file: { before: null, after: made.fileName },
        },
      });
    }
    return made;
  });
  const job = runImport(deps, caller, row, file);
  pending.add(job);
  void job.finally(() => pending.delete(job));
  return { data: view(row), message: form.dryRun ? M.dryRunStarted : M.started };
}

export async function getImport(deps: AppDeps, caller: Caller, id: string) {
  const row = await repo.getImport(deps.db, caller.organizationId, id);
  if (!row) throw notFound(M.notFound);
  return view(row);
}

/**
 * `GET /imports/:id/errors.csv`: each refused row with its number, as the file numbers it, and
 * why, in the reader's language (the columns keep their English names, as every CSV's).
 */
export async function errorsCsv(deps: AppDeps, caller: Caller, id: string) {
  const row = await repo.getImport(deps.db, caller.organizationId, id);
  if (!row) throw notFound(M.notFound);
  const lines = [
    CSV_BOM + csvRow(IMPORT_ERRORS_CSV_COLUMNS),
    ...row.errors.map((e) =>
      csvRow([e.row, e.column ?? '', inLanguage(caller.language, e.message)]),
    ),
  ];
  return { body: lines.join(''), fileName: `import-${row.source}-${row.kind}-errors.csv` };
}

/** Thrown inside a trial run's transaction so that it writes nothing. */
class DryRunRollback extends Error {}

const fingerprint = (record: object) =>
  createHash('sha256').update(JSON.stringify(record)).digest('base64url');

interface Tally {
  created: number;
  updated: number;
  errors: RowError[];
}

/** The job: batches of records, each in one transaction; progress after each. */
export async function runImport(
  deps: AppDeps,
  caller: Caller,
  row: repo.ImportRow,
  file: ReadFile,
): Promise<void> {
  const org = caller.organizationId;
  const tally: Tally = { created: 0, updated: 0, errors: [...file.errors] };
  let rowsDone = 0;
  try {
    await repo.markRunning(deps.db, org, row.id);
    const records: (ImportProduct | ImportCustomer)[] =
      row.kind === 'products' ? dropDuplicateSkus(file.products, tally) : file.customers;
    const stores =
      row.kind === 'products'
        ? await storesFor(deps, caller, file.products, row.dryRun)
        : new Map<string, string>();
    for (let i = 0; i < records.length; i += IMPORT_BATCH) {
      const batch = records.slice(i, i + IMPORT_BATCH);
      const done: Tally = { created: 0, updated: 0, errors: [] };
      try {
        await deps.db.transaction(async (tx) => {
          if (row.kind === 'products') {
            await writeProducts(tx, caller, row, batch as ImportProduct[], stores, done);
          } else {
            await writeCustomers(tx, caller, row, batch as ImportCustomer[], done);
          }
          if (row.dryRun) throw new DryRunRollback();
        });
      } catch (err) {
        if (!(err instanceof DryRunRollback)) throw err;
      }
      tally.created += done.created;
      tally.updated += done.updated;
      tally.errors.push(...done.errors);
      const next = records[i + IMPORT_BATCH];
      rowsDone = next ? Math.max(0, (recordLines.get(next) ?? 2) - 2) : file.rowsTotal;
      await repo.markProgress(deps.db, org, row.id, { rowsDone, ...tally });
    }
    await finish(deps, org, row.id, 'done', file.rowsTotal, tally, null);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    await finish(deps, org, row.id, 'failed', rowsDone, tally, message.slice(0, 500)).catch(
      () => {},
    );
  }
}

function finish(
  deps: AppDeps,
  org: string,
  id: string,
  status: 'done' | 'failed',
  rowsDone: number,
  tally: Tally,
  error: string | null,
) {
  const errors = [...tally.errors].sort((a, b) => a.row - b.row);
  return repo.markFinished(deps.db, org, id, {
    status,
    rowsDone,
    created: tally.created,
    updated: tally.updated,
    errors: errors.slice(0, IMPORT_MAX_ERRORS),
    errorCount: errors.length,
    error,
  });
}

/** A SKU as the catalogue keeps it: the vendor's SKU, else its barcode (trimmed, ≤ 64). */
const skuOf = (r: { sku?: string; barcode?: string }) => {
  const sku = (r.sku ?? r.barcode)?.trim();
  return sku && sku.length <= 64 ? sku : null;
};

/** A product whose SKU (or a variation's) an earlier product of the file has is refused. */
function dropDuplicateSkus(products: ImportProduct[], tally: Tally) {
  const seen = new Map<string, number>();
  return products.filter((p) => {
    const skus = [p, ...p.variations].map(skuOf).filter((s): s is string => !!s);
    const clash = skus.find((s) => seen.has(s.toLowerCase()));
    if (clash) {
      tally.errors.push({
        row: recordLines.get(p) ?? 0,
        message: `SKU ${clash} already appears on row ${seen.get(clash.toLowerCase())}.`,
      });
      return false;
    }
    for (const s of skus) seen.set(s.toLowerCase(), recordLines.get(p) ?? 0);
    return true;
  });
}

/**
 * The stores the file names, matched by name (letter case aside) or created; the file's
 * single-location stock goes to the default store. A trial run creates none: stock at a store
 * not yet made is left out of it.
 */
async function storesFor(
  deps: AppDeps,
  caller: Caller,
  products: ImportProduct[],
  dryRun: boolean,
) {
  const existing = await repo.storesOf(deps.db, caller.organizationId);
  const byName = new Map<string, string>();
  const fallback = existing.find((s) => s.is_default) ?? existing[0];
  if (fallback) byName.set(ONLY_LOCATION, fallback.id);
  for (const s of existing)
    if (!byName.has(s.name.toLowerCase())) byName.set(s.name.toLowerCase(), s.id);
  const named = new Set<string>();
  for (const p of products) {
    for (const l of [...p.stock, ...p.variations.flatMap((v) => v.stock)]) {
      if (l.location !== ONLY_LOCATION) named.add(l.location);
    }
  }
  for (const name of named) {
    if (byName.has(name.toLowerCase()) || dryRun) continue;
    const made = await createStore(deps, caller, { name: name.slice(0, 120), isActive: true });
    byName.set(name.toLowerCase(), made.data._id);
  }
  return byName;
}

interface ItemStock {
  productId: string;
  variationId: string | null;
  stock: StockLevel[];
  isNew: boolean;
}

async function writeProducts(
  tx: Executor,
  caller: Caller,
  job: repo.ImportRow,
  batch: ImportProduct[],
  stores: Map<string, string>,
  done: Tally,
) {
  const org = caller.organizationId;
  const source = job.source;
  const productRefs = new Map(
    (
      await repo.refsOf(
        tx,
        org,
        source,
        'product',
        batch.map((p) => p.externalId),
      )
    ).map((r) => [r.external_id, r]),
  );
  const variationRefs = new Map(
    (
      await repo.refsOf(
        tx,
        org,
        source,
        'variation',
        batch.flatMap((p) => p.variations.map((v) => `${p.externalId}|${v.externalId}`)),
      )
    ).map((r) => [r.external_id, r]),
  );
  const changed = batch.filter(
    (p) => productRefs.get(p.externalId)?.fingerprint !== fingerprint(p),
  );
  const holders = new Map(
    (
      await repo.skuHolders(
        tx,
        org,
        changed.flatMap((p) => [p, ...p.variations].map(skuOf).filter((s): s is string => !!s)),
      )
    ).map((h) => [h.sku, h.entity_id]),
  );

  const productInserts: repo.ProductWrite[] = [];
  const productUpdates: repo.ProductWrite[] = [];
  const variationInserts: repo.VariationWrite[] = [];
  const variationUpdates: repo.VariationWrite[] = [];
  const refs: Parameters<typeof repo.upsertRefs>[3] = [];
  const items: ItemStock[] = [];

  for (const p of changed) {
    const ref = productRefs.get(p.externalId);
    const productId = ref?.entity_id ?? uuidv7();
    const variationIds = p.variations.map(
      (v) => variationRefs.get(`${p.externalId}|${v.externalId}`)?.entity_id ?? uuidv7(),
    );
    // A SKU another product or variation holds (not this one's own): the row is refused.
    const own = new Set([productId, ...variationIds]);
    const clash = [p, ...p.variations]
      .map(skuOf)
      .find(
        (s) => s && holders.has(s.toLowerCase()) && !own.has(holders.get(s.toLowerCase()) ?? ''),
      );
    if (clash) {
      done.errors.push({
        row: recordLines.get(p) ?? 0,
        message: `SKU ${clash} is already used by another product or variation.`,
      });
      continue;
    }
    const first = p.variations[0];
    const values: repo.ProductWrite = {
      id: productId,
      name: p.name.slice(0, 200),
      description: p.description?.slice(0, 5000) ?? null,
      sku: p.variations.length ? null : skuOf(p),
      price: p.price ?? first?.price ?? '0',
      costPrice: p.variations.length ? null : (p.cost ?? null),
      unit: p.unit,
      configurableAttributes: optionsOf(p.variations),
    };
    if (ref) productUpdates.push(values);
    else productInserts.push(values);
    refs.push({
      kind: 'product',
      externalId: p.externalId,
      entityId: productId,
      fingerprint: fingerprint(p),
    });
    if (!p.variations.length)
      items.push({ productId, variationId: null, stock: p.stock, isNew: !ref });
    p.variations.forEach((v, position) => {
      const key = `${p.externalId}|${v.externalId}`;
      const id = variationIds[position] ?? uuidv7();
      const vRef = variationRefs.get(key);
      const row: repo.VariationWrite = {
        id,
        productId,
        combination: v.options.map((o) => o.value),
        price: v.price ?? p.price ?? '0',
        costPrice: v.cost ?? null,
        sku: skuOf(v),
        position,
      };
      if (vRef) variationUpdates.push(row);
      else variationInserts.push(row);
      refs.push({ kind: 'variation', externalId: key, entityId: id, fingerprint: fingerprint(v) });
      items.push({ productId, variationId: id, stock: v.stock, isNew: !vRef });
    });
    if (ref) done.updated += 1;
    else done.created += 1;
  }

  await repo.insertProducts(tx, org, productInserts);
  await repo.updateProducts(tx, org, productUpdates);
  await repo.insertVariations(tx, org, variationInserts);
  await repo.updateVariations(tx, org, variationUpdates);
  await repo.upsertRefs(tx, org, source, refs);
  await bookStock(tx, caller, job, items, stores);
}

/** `[{name: 'Size', values: ['S', 'M']}, …]` in the order the variations give them. */
function optionsOf(variations: ImportVariation[]) {
  const byName = new Map<string, string[]>();
  for (const v of variations) {
    for (const o of v.options) {
      const values = byName.get(o.name) ?? [];
      if (!values.includes(o.value)) values.push(o.value);
      byName.set(o.name, values);
    }
  }
  return [...byName].map(([name, values]) => ({ name, values }));
}

/**
 * Stock as the file has it, through the stock ledger (DESIGN §7): each level moved by what it
 * lacks of the file's quantity, with one ledger row per level moved; a new item also gets its
 * level at the default store (at zero when the file has none there).
 */
async function bookStock(
  tx: Executor,
  caller: Caller,
  job: repo.ImportRow,
  items: ItemStock[],
  stores: Map<string, string>,
) {
  const org = caller.organizationId;
  const defaultStore = stores.get(ONLY_LOCATION);
  const wanted: {
    productId: string;
    variationId: string | null;
    storeId: string;
    quantity: number;
    isNew: boolean;
  }[] = [];
  for (const item of items) {
    const at = new Map<string, number>();
    for (const level of item.stock) {
      const storeId =
        stores.get(level.location.toLowerCase()) ??
        (level.location === ONLY_LOCATION ? defaultStore : undefined);
      if (storeId) at.set(storeId, (at.get(storeId) ?? 0) + level.quantity);
    }
    if (item.isNew && defaultStore && !at.has(defaultStore)) at.set(defaultStore, 0);
    for (const [storeId, quantity] of at) {
      wanted.push({
        productId: item.productId,
        variationId: item.variationId,
        storeId,
        quantity,
        isNew: item.isNew,
      });
    }
  }
  const current = new Map(
    (
      await repo.levelsOf(
        tx,
        org,
        wanted.filter((w) => !w.isNew),
      )
    ).map((l) => [`${l.product_id}|${l.variation_id ?? ''}|${l.store_id}`, Number(l.quantity)]),
  );
  const remarks = `Import from ${SOURCE_NAMES[job.source]}`;
  const moves: Movement[] = wanted.map((w) => ({
    organizationId: org,
    productId: w.productId,
    variationId: w.variationId,
    storeId: w.storeId,
    warehouseId: null,
    delta: w.quantity - (current.get(`${w.productId}|${w.variationId ?? ''}|${w.storeId}`) ?? 0),
    type: (w.isNew ? 'STOCK_IN' : 'MANUAL_ADJUSTMENT') satisfies MovementType,
    userId: caller.userId,
    remarks,
  }));
  // The file's counts are what the shop had, negative ones too (Square keeps them).
  await moveStockMany(tx, moves, { allowNegative: true });
}

const BALANCE_KINDS = [
  ['storeCredit', 'store_credit'],
  ['account', 'account'],
  ['points', 'points'],
] as const;

async function writeCustomers(
  tx: Executor,
  caller: Caller,
  job: repo.ImportRow,
  batch: ImportCustomer[],
  done: Tally,
) {
  const org = caller.organizationId;
  const refsById = new Map(
    (
      await repo.refsOf(
        tx,
        org,
        job.source,
        'customer',
        batch.map((c) => c.externalId),
      )
    ).map((r) => [r.external_id, r]),
  );
  const inserts: repo.CustomerWrite[] = [];
  const updates: repo.CustomerWrite[] = [];
  const refs: Parameters<typeof repo.upsertRefs>[3] = [];
  const balances: {
    customerId: string;
    kind: 'store_credit' | 'account' | 'points';
    target: number;
  }[] = [];
  for (const c of batch) {
    const ref = refsById.get(c.externalId);
    if (ref?.fingerprint === fingerprint(c)) continue;
    const id = ref?.entity_id ?? uuidv7();
    const line = recordLines.get(c) ?? 0;
    let creditLimit: string | null = null;
    for (const [field, kind] of BALANCE_KINDS) {
      const value = c.balances[field];
      if (value === undefined) continue;
      const target = Number(value);
      if (target < 0) {
        // What the shop owes the customer on a charge account has no place here: a balance
        // below zero is refused by the account (its CHECK); store credit is where it goes.
        done.errors.push({
          row: line,
          message: `The ${field === 'account' ? 'account' : field} balance ${value} is below zero: the customer was imported without it; add it as store credit by hand.`,
        });
        continue;
      }
      if (kind === 'account' && target > 0) creditLimit = target.toFixed(2);
      balances.push({ customerId: id, kind, target });
    }
    const values: repo.CustomerWrite = {
      id,
      name: c.name.slice(0, 200),
      email: c.email?.slice(0, 200) ?? null,
      phone: c.phone?.slice(0, 40) ?? null,
      creditLimit,
    };
    if (ref) {
      updates.push(values);
      done.updated += 1;
    } else {
      inserts.push(values);
      done.created += 1;
    }
    refs.push({
      kind: 'customer',
      externalId: c.externalId,
      entityId: id,
      fingerprint: fingerprint(c),
    });
  }
  await repo.insertCustomers(tx, org, inserts);
  await repo.updateCustomers(tx, org, updates);
  await repo.upsertRefs(tx, org, job.source, refs);
  await bookOpeningBalances(tx, caller, balances);
}

/**
 * Opening balances as stored-value ledger rows (docs/DESIGN.md, step 5): reason `import`, one
 * row per account moved by what it lacks of the file's balance.
 */
async function bookOpeningBalances(
  tx: Executor,
  caller: Caller,
  balances: { customerId: string; kind: 'store_credit' | 'account' | 'points'; target: number }[],
) {
  if (balances.length === 0) return;
  const org = caller.organizationId;
  const accounts = await repo.lockAccounts(tx, org, balances);
  const byKey = new Map(accounts.map((a) => [`${a.customer_id}|${a.kind}`, a]));
  const rows = balances.flatMap((b) => {
    const account = byKey.get(`${b.customerId}|${b.kind}`);
    if (!account) return [];
    const cents = Math.round(b.target * 100) - Math.round(Number(account.balance) * 100);
    if (cents === 0) return [];
    return [
      {
        id: uuidv7(),
        accountId: account.id,
        kind: 'adjust' as const,
        amount: (cents / 100).toFixed(2),
        reason: 'import',
        transactionId: null,
        returnId: null,
        userId: caller.userId,
      },
    ];
  });
  if (rows.length) await repo.writeLedger(tx, org, rows);
}
