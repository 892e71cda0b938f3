import { createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { AUDIT_EVENTS_CSV_COLUMNS, ZAuditEventsQuery } from '@pos/contracts/audit';
import { CUSTOMERS_CSV_COLUMNS, ZCustomersQuery } from '@pos/contracts/customers';
import {
  DATA_EXPORT_LINK_DAYS,
  DATA_EXPORT_MESSAGES as M,
  type TDataExport,
} from '@pos/contracts/data-export';
import { GIFT_CARD_CSV_COLUMNS, ZGiftCardsQuery } from '@pos/contracts/gift-cards';
import { STOCK_HISTORY_CSV_COLUMNS, ZStockHistoryQuery } from '@pos/contracts/inventory';
import { PRODUCTS_CSV_COLUMNS, ZProductsQuery } from '@pos/contracts/products';
import { PROMOTIONS_CSV_COLUMNS, ZPromotionsQuery } from '@pos/contracts/promotions';
import { PURCHASE_ORDERS_CSV_COLUMNS, ZPurchaseOrdersQuery } from '@pos/contracts/purchase-orders';
import { TRANSACTIONS_CSV_COLUMNS, ZTransactionsQuery } from '@pos/contracts/sales';
import { SHIFTS_CSV_COLUMNS, ZShiftsQuery } from '@pos/contracts/shifts';
import { STOCK_COUNTS_CSV_COLUMNS, ZStockCountsQuery } from '@pos/contracts/stock-counts';
import { SUPPLIERS_CSV_COLUMNS, ZSuppliersQuery } from '@pos/contracts/suppliers';
import { TAX_CLASSES_CSV_COLUMNS, ZTaxClassesQuery } from '@pos/contracts/tax-classes';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { uuidv7 } from 'uuidv7';
import { CSV_BOM, csvRow } from '../../lib/csv.js';
import { notFound } from '../../lib/errors.js';
import type { CsvExport } from '../../lib/list-routes.js';
import { hashToken, newSecretToken } from '../../lib/tokens.js';
import type { AppDeps, Caller } from '../../plugins/types.js';
import * as audit from '../audit/audit.service.js';
import * as products from '../catalog/products.service.js';
import * as suppliers from '../catalog/suppliers.service.js';
import * as customers from '../customers/customers.service.js';
import * as inventory from '../inventory/inventory.service.js';
import * as stockCounts from '../inventory/stock-counts.service.js';
import * as promotions from '../promotions/promotions.service.js';
import * as purchaseOrders from '../purchasing/purchase-orders.service.js';
import * as sales from '../sales/sales.service.js';
import { timeZoneOf } from '../settings/settings.service.js';
import * as taxClasses from '../settings/tax-classes.service.js';
import * as shifts from '../shifts/shifts.service.js';
import * as giftCards from '../stored-value/gift-cards.service.js';
import * as repo from './data-export.repository.js';

const DAY_MS = 86_400_000;
/** Rows read per query when a table is copied: the job's memory stays flat however big it is. */
const PAGE = 2000;

/**
 * The lists of the app, each through its own module's CSV exporter (the same file the list's
 * "Export CSV" gives, unfiltered): `lists/<fileStem>.csv`.
 */
const LISTS: readonly {
  fileStem: string;
  about: string;
  columns: readonly string[];
  run: (deps: AppDeps, caller: Caller) => Promise<CsvExport>;
}[] = [
  {
    fileStem: 'products',
    about: 'The products list',
    columns: PRODUCTS_CSV_COLUMNS,
    run: (d, c) => products.exportProducts(d, c, ZProductsQuery.parse({})),
  },
  {
    fileStem: 'suppliers',
    about: 'The suppliers list',
    columns: SUPPLIERS_CSV_COLUMNS,
    run: (d, c) => suppliers.exportSuppliers(d, c, ZSuppliersQuery.parse({})),
  },
  {
    fileStem: 'customers',
    about: 'The customers list',
    columns: CUSTOMERS_CSV_COLUMNS,
    run: (d, c) => customers.exportCustomers(d, c, ZCustomersQuery.parse({})),
  },
  {
    fileStem: 'transactions',
    about: 'The sales list',
    columns: TRANSACTIONS_CSV_COLUMNS,
    run: (d, c) => sales.exportTransactions(d, c, ZTransactionsQuery.parse({})),
  },
  {
    fileStem: 'gift-cards',
    about: 'The gift cards with their balances',
    columns: GIFT_CARD_CSV_COLUMNS,
    run: (d, c) => giftCards.exportGiftCards(d, c, ZGiftCardsQuery.parse({})),
  },
  {
    fileStem: 'shifts',
    about: 'The shifts list',
    columns: SHIFTS_CSV_COLUMNS,
    run: (d, c) => shifts.exportShifts(d, c, ZShiftsQuery.parse({})),
  },
  {
    fileStem: 'stock-history',
    about: 'The stock history (inventory log)',
    columns: STOCK_HISTORY_CSV_COLUMNS,
    run: (d, c) => inventory.exportStockHistory(d, c, ZStockHistoryQuery.parse({})),
  },
  {
    fileStem: 'stock-counts',
    about: 'The stock counts list',
    columns: STOCK_COUNTS_CSV_COLUMNS,
    run: (d, c) => stockCounts.exportStockCounts(d, c, ZStockCountsQuery.parse({})),
  },
  {
    fileStem: 'purchase-orders',
    about: 'The purchase orders list',
    columns: PURCHASE_ORDERS_CSV_COLUMNS,
    run: (d, c) => purchaseOrders.exportPurchaseOrders(d, c, ZPurchaseOrdersQuery.parse({})),
  },
  {
    fileStem: 'promotions',
    about: 'The promotions list',
    columns: PROMOTIONS_CSV_COLUMNS,
    run: (d, c) => promotions.exportPromotions(d, c, ZPromotionsQuery.parse({})),
  },
  {
    fileStem: 'tax-classes',
    about: 'The tax classes list',
    columns: TAX_CLASSES_CSV_COLUMNS,
    run: (d, c) => taxClasses.exportTaxClasses(d, c, ZTaxClassesQuery.parse({})),
  },
  {
    fileStem: 'audit-events',
    about: 'The audit log as its page shows it',
    columns: AUDIT_EVENTS_CSV_COLUMNS,
    run: (d, c) => audit.exportAuditEvents(d, c, ZAuditEventsQuery.parse({})),
  },
];

/** Where the organization's zips lie (never under uploads/: those URLs are public). */
const exportsDir = (deps: AppDeps, organizationId: string) =>
  path.join(deps.config.dataDir, 'exports', organizationId);
const zipPath = (deps: AppDeps, organizationId: string, id: string) =>
  path.join(exportsDir(deps, organizationId), `${id}.zip`);

export const downloadPath = (id: string, token: string) =>
  `/api/v1/organization/exports/${id}/download?token=${encodeURIComponent(token)}`;

/** How long the signed link the status answer carries works (the page asks again for a new one). */
const SIGNED_LINK_MS = 15 * 60_000;

/**
 * The short-lived link the status answer gives the signed-in user (the mailed token is only
 * kept hashed, so it cannot be shown again): `sig.<expiry>.<HMAC of id and expiry>`.
 */
function signedToken(deps: AppDeps, id: string, now = Date.now()) {
  const until = now + SIGNED_LINK_MS;
  return `sig.${until}.${signature(deps, id, until)}`;
}
const signature = (deps: AppDeps, id: string, until: number) =>
  createHmac('sha256', deps.config.jwtSecret)
    .update(`data-export:${id}:${until}`)
    .digest('base64url');

function signedTokenHolds(deps: AppDeps, id: string, token: string) {
  const [kind, until, sig] = token.split('.');
  if (kind !== 'sig' || !until || !sig || !/^\d+$/.test(until)) return false;
  if (Number(until) < Date.now()) return false;
  const want = Buffer.from(signature(deps, id, Number(until)));
  const got = Buffer.from(sig);
  return want.length === got.length && timingSafeEqual(want, got);
}

function view(deps: AppDeps, row: repo.DataExportRow, now = new Date()): TDataExport {
  const live = row.status === 'done' && row.expiresAt && row.expiresAt > now;
  return {
    _id: row.id,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    ...(live && row.expiresAt
      ? {
          downloadUrl: `${deps.config.appUrl}${downloadPath(row.id, signedToken(deps, row.id))}`,
          expiresAt: row.expiresAt.toISOString(),
        }
      : {}),
    ...(row.error ? { error: row.error } : {}),
  };
}

/**
 * Starts an export: the row is written queued and the job runs in this process right after the
 * answer (no scheduler needed, PGlite or PostgreSQL alike). Its failure is recorded on the row.
 */
export async function startDataExport(deps: AppDeps, caller: Caller) {
  // One at a time: a second click while one is being built answers that one.
  const unfinished = await repo.unfinishedDataExport(deps.db, caller.organizationId);
  if (unfinished) {
    return { data: { _id: unfinished.id, status: unfinished.status }, message: M.alreadyRunning };
  }
  // Who took the organization's data out, and when: in the audit log with the export itself.
  const row = await deps.db.transaction(async (tx) => {
    const made = await repo.insertDataExport(tx, {
      organizationId: caller.organizationId,
      id: uuidv7(),
      requestedBy: caller.userId,
    });
    await audit.recordAudit(tx, caller, {
      entityType: 'Organization',
      entityId: caller.organizationId,
      action: 'export',
    });
    return made;
  });
  const job = runDataExport(deps, caller, row.id);
  pending.add(job);
  void job.finally(() => pending.delete(job));
  return { data: { _id: row.id, status: row.status }, message: M.started };
}

/** The jobs still running in this process (tests and a graceful shutdown may wait for them). */
const pending = new Set<Promise<void>>();
export const dataExportsSettled = () => Promise.allSettled([...pending]);

export async function getDataExport(deps: AppDeps, caller: Caller, id: string) {
  const row = await repo.getDataExport(deps.db, caller.organizationId, id);
  if (!row) throw notFound(M.notFound);
  return view(deps, row);
}

export async function latestDataExport(deps: AppDeps, caller: Caller) {
  const row = await repo.latestDataExport(deps.db, caller.organizationId);
  return row ? view(deps, row) : null;
}

/** A job still queued or running this long after it was asked for died with its process. */
const INTERRUPTED_AFTER_MS = 6 * 60 * 60_000;

/**
 * The daily clean-up: the zips whose link has expired are removed (the job's row stays, as
 * history), and jobs a stopped process left unfinished are failed.
 */
export async function removeExpiredDataExports(deps: AppDeps, now: Date) {
  await repo.failInterrupted(
    deps.db,
    new Date(now.getTime() - INTERRUPTED_AFTER_MS),
    'The server stopped while the export was being built. Please start it again.',
  );
  const expired = await repo.expireDone(deps.db, now);
  for (const e of expired) await rm(zipPath(deps, e.organizationId, e.id), { force: true });
  return { removed: expired.length };
}

/** An organization deleted: its export zips go with it (their rows went with the organization's). */
export async function removeOrganizationExports(deps: AppDeps, organizationId: string) {
  await rm(exportsDir(deps, organizationId), { recursive: true, force: true });
}

/** The job: builds the zip in a temporary file, moves it in place, marks it done and mails. */
export async function runDataExport(deps: AppDeps, caller: Caller, id: string): Promise<void> {
  const org = caller.organizationId;
  const dir = exportsDir(deps, org);
  const temp = path.join(dir, `${id}.zip.part`);
  try {
    await repo.markRunning(deps.db, org, id);
    await mkdir(dir, { recursive: true });
    await writeZip(deps, caller, temp);
    await rename(temp, zipPath(deps, org, id));
    const { size } = await stat(zipPath(deps, org, id));
    const { token, hash } = newSecretToken();
    const expiresAt = new Date(Date.now() + DATA_EXPORT_LINK_DAYS * DAY_MS);
    await repo.markDone(deps.db, org, id, { tokenHash: hash, expiresAt, sizeBytes: size });
    await mailLink(deps, caller, id, token, expiresAt);
  } catch (err) {
    await rm(temp, { force: true }).catch(() => {});
    const message = err instanceof Error ? err.message : String(err);
    await repo.markFailed(deps.db, org, id, message.slice(0, 500)).catch(() => {});
  }
}

async function mailLink(deps: AppDeps, caller: Caller, id: string, token: string, until: Date) {
  const who = await repo.requester(deps.db, caller.organizationId, caller.userId);
  if (!who?.email) return; // no address: the settings page shows the link while it lasts
  const link = `${deps.config.appUrl}${downloadPath(id, token)}`;
  await deps.mailer.send({
    to: who.email,
    subject: `Your data export of ${who.organization} is ready`,
    language: caller.language,
    text: `The export of all of ${who.organization}'s data you asked for is ready: ${link}\n\nThe link works without signing in until ${until.toUTCString()} (${DATA_EXPORT_LINK_DAYS} days); keep it to yourself. The zip holds every list as a CSV, the tables behind them, the uploaded files and a README.txt describing each file.`,
    link,
  });
}

/** Builds the zip at `file`, streaming: one CSV at a time, each in pages. */
async function writeZip(deps: AppDeps, caller: Caller, file: string) {
  const org = caller.organizationId;
  const out = createWriteStream(file);
  let writeError: Error | null = null;
  const finished = new Promise<void>((resolve, reject) => {
    out.on('finish', resolve);
    out.on('error', (err) => {
      writeError = err;
      reject(err);
    });
  });
  finished.catch(() => {}); // awaited at the end; a disk error also stops the loop below
  let failure: Error | null = null;
  const zip = new Zip((err, chunk, final) => {
    if (err) failure = err;
    else out.write(chunk);
    if (final || err) out.end();
  });
  const drained = async () => {
    if (writeError) throw writeError;
    if (!out.writableNeedDrain) return;
    await new Promise<void>((r) => {
      out.once('drain', () => r());
      out.once('close', () => r());
    });
    if (writeError) throw writeError;
  };
  try {
    const readme: string[] = [];
    const timeZone = await timeZoneOf(deps, org);

    const addText = async (
      name: string,
      chunks: AsyncIterable<string | Buffer> | Iterable<string>,
    ) => {
      const entry = new ZipDeflate(name, { level: 6 });
      zip.add(entry);
      for await (const chunk of chunks) {
        entry.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        await drained();
      }
      entry.push(new Uint8Array(0), true);
    };

    for (const list of LISTS) {
      const made = await list.run(deps, caller);
      await addText(`lists/${list.fileStem}.csv`, made.stream as Readable);
      readme.push(
        `lists/${list.fileStem}.csv — ${list.about} (${made.totalCount} rows). Columns: ${list.columns.join(', ')}.`,
      );
    }
    // The tables, the bulk of an export, from the replica when there is one (docs/DESIGN.md,
    // "Reports off the primary").
    const reads = await deps.reads.current();
    for (const { table, about } of repo.EXPORTED_TABLES) {
      const name = repo.tableNameOf(table);
      const columns = repo.columnsOf(table);
      let count = 0;
      async function* rows() {
        yield CSV_BOM + csvRow(columns);
        let after: string | null = null;
        for (;;) {
          const page = await repo.tablePage(reads, table, org, after, PAGE);
          for (const r of page)
            yield csvRow(
              columns.map((c) => cellOf(r[c])),
              timeZone,
            );
          count += page.length;
          if (page.length < PAGE) break;
          after = String(page[page.length - 1]?.id);
        }
      }
      await addText(`tables/${name}.csv`, rows());
      readme.push(`tables/${name}.csv — ${about} (${count} rows). Columns: ${columns.join(', ')}.`);
    }
    const files = (await deps.files.list(org)).sort();
    for (const f of files) {
      const file = await deps.files.open(org, f);
      if (!file) continue; // removed while the export ran
      // Images are compressed already: stored as they are.
      const entry = new ZipPassThrough(`files/${f}`);
      zip.add(entry);
      for await (const chunk of file.body) {
        entry.push(chunk as Buffer);
        await drained();
      }
      entry.push(new Uint8Array(0), true);
    }
    readme.push(
      `files/ — the organization's uploaded files (${files.length}: product images, the logo, …), named as their URLs /uploads/${org}/<name> end.`,
    );
    await addText('README.txt', [readmeText(readme, timeZone)]);
    zip.end();
  } catch (err) {
    zip.terminate();
    out.destroy();
    throw err;
  }
  await finished;
  if (failure) throw failure;
}

/** A JSON column (a promotion's rule, an audit event's changes) is written as its JSON. */
const cellOf = (v: unknown) =>
  v !== null && typeof v === 'object' && !(v instanceof Date) ? JSON.stringify(v) : v;

const readmeText = (lines: string[], timeZone: string) =>
  [
    'All of your organization’s data, exported from POS Back Office.',
    '',
    'Every CSV is UTF-8 (with a byte order mark), every value quoted, one header row.',
    `lists/ holds each list as its "Export CSV" gives it (dates in ${timeZone});`,
    'tables/ holds the records behind them row for row, with the database’s column names and ids',
    '(money as decimals, dates with their offset), so they can be joined: a sale’s lines and',
    'payments name it in transaction_id, a return’s lines its return, and so on.',
    '',
    ...lines,
    'README.txt — this file.',
    '',
  ].join('\r\n');

/**
 * The download: the link's token (hashed) must name this export, be done and not expired.
 * Anything else — a wrong token, an expired link, another id — is the same 404.
 */
export async function openDownload(deps: AppDeps, id: string, token: string | undefined) {
  if (!token) throw notFound(M.linkInvalid);
  const row = token.startsWith('sig.')
    ? signedTokenHolds(deps, id, token)
      ? await repo.liveExport(deps.db, id, new Date())
      : null
    : await repo.exportByToken(deps.db, id, hashToken(token), new Date());
  if (!row) throw notFound(M.linkInvalid);
  const file = zipPath(deps, row.organizationId, row.id);
  const who = await repo.requester(deps.db, row.organizationId, row.requestedBy);
  const stem = (who?.organization ?? 'organization').replace(/[^A-Za-z0-9-]+/g, '-').slice(0, 40);
  return {
    stream: createReadStream(file),
    size: row.sizeBytes ?? (await stat(file)).size,
    fileName: `${stem}-export-${row.createdAt.toISOString().slice(0, 10)}.zip`,
  };
}
