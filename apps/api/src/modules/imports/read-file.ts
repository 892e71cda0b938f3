import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import {
  IMPORT_MESSAGES as M,
  type TImportKind,
  type TImportMapping,
  type TImportSource,
  ZImportMapping,
} from '@pos/contracts/imports';
import { AppError, badRequest } from '../../lib/errors.js';
import {
  type ImportCustomer,
  type ImportProduct,
  normalizeRows,
  recordLines,
} from './normalize.js';
import { ImportFileError, parseCsv } from './parse-csv.js';
import type { RowError } from './row-reader.js';
import {
  type ColumnMap,
  type Field,
  mapColumns,
  VENDOR_LAYOUTS,
  type VendorLayout,
} from './vendor-layouts.js';

/**
 * An import's file read — parsed, its layout found, its records normalised — by the preview and
 * by the job's first step. `readFileAside` does it in a worker thread of its own
 * (`read-file.worker.ts`): 50,000 rows take about a second of CPU, which on the request's thread
 * would hold every other request of the instance, `/healthz` included (docs/DESIGN.md,
 * "Operations": it answers from the process alone, under any load).
 */

/** A file read as the source and kind chosen, through the layout that reads most of it. */
export interface ReadFile {
  layout: VendorLayout;
  map: ColumnMap;
  requiredMissing: Field[];
  confidence: number;
  headers: string[];
  rowsTotal: number;
  products: ImportProduct[];
  customers: ImportCustomer[];
  errors: RowError[];
}

function parseMapping(raw: string | undefined): TImportMapping | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw badRequest('The mapping is not valid JSON.', { mapping: 'Not valid JSON.' });
  }
  const parsed = ZImportMapping.safeParse(json);
  if (!parsed.success) {
    throw badRequest('The mapping names a field the import does not read.', {
      mapping: parsed.error.issues[0]?.message ?? 'Not a valid mapping.',
    });
  }
  return parsed.data;
}

/** The detected map with the owner's corrections: each header moved to the field they chose. */
function withMapping(map: ColumnMap, headers: string[], mapping: TImportMapping): ColumnMap {
  const fields: ColumnMap['fields'] = {};
  for (const [field, list] of Object.entries(map.fields) as [Field, string[]][]) {
    const kept = list.filter((h) => !(h in mapping));
    if (kept.length) fields[field] = kept;
  }
  const named = map.named.filter((n) => !(n.header in mapping));
  const unknown = map.unknown.filter((h) => !(h in mapping));
  for (const [header, field] of Object.entries(mapping)) {
    if (!headers.includes(header)) continue;
    if (field) fields[field] = [header, ...(fields[field] ?? [])];
    else unknown.push(header);
  }
  return { fields, named, unknown };
}

export function readFile(
  bytes: Uint8Array,
  source: TImportSource,
  kind: TImportKind,
  mappingRaw: string | undefined,
): ReadFile {
  const mapping = parseMapping(mappingRaw);
  let parsed: ReturnType<typeof parseCsv>;
  try {
    parsed = parseCsv(bytes);
  } catch (err) {
    if (err instanceof ImportFileError) throw badRequest(err.message);
    throw err;
  }
  const { headers, rows } = parsed;
  let best: { layout: VendorLayout; map: ColumnMap; missing: Field[]; read: number } | undefined;
  for (const layout of VENDOR_LAYOUTS) {
    if (layout.source !== source || layout.kind !== kind) continue;
    const detected = mapColumns(layout, headers);
    const map = mapping ? withMapping(detected, headers, mapping) : detected;
    const missing = layout.required.filter((f) => !map.fields[f]);
    const read = headers.length - map.unknown.length;
    if (
      !best ||
      missing.length < best.missing.length ||
      (missing.length === best.missing.length && read > best.read)
    ) {
      best = { layout, map, missing, read };
    }
  }
  if (!best || best.read === 0 || best.missing.length) {
    throw new AppError('IMPORT_LAYOUT_UNKNOWN', M.noLayout, {
      missing: best?.missing ?? [],
      headers,
    });
  }
  const normalized = normalizeRows(best.layout, best.map, rows);
  const rowsTotal = rows.filter((r) => Object.values(r).some((c) => c.trim())).length;
  return {
    layout: best.layout,
    map: best.map,
    requiredMissing: best.missing,
    confidence: headers.length ? Math.round((best.read / headers.length) * 100) / 100 : 0,
    headers,
    rowsTotal,
    products: normalized.kind === 'products' ? normalized.products : [],
    customers: normalized.kind === 'customers' ? normalized.customers : [],
    errors: normalized.errors,
  };
}

/** Records, or row errors, per message from the worker: each a few milliseconds to copy in. */
const PART = 100;

/**
 * What the worker answers, a part per question: the file's head (or the error a request gets),
 * then its records and their rows, then its row errors, then the end. The request's thread asks
 * for each part once it has taken the last: the copies are read between other requests, not in
 * one long turn of the loop.
 */
export type WorkerPart =
  | { head: Omit<ReadFile, 'layout' | 'products' | 'customers' | 'errors'> & { layoutId: string } }
  | { records: (ImportProduct | ImportCustomer)[]; lines: (number | undefined)[] }
  | { errors: RowError[] }
  | { refused: { code: AppError['code']; message: string; details?: Record<string, unknown> } }
  | { failed: string }
  | { end: true };

/** `readFile` as the worker answers it (`WorkerPart`). */
export function* readFileInParts(
  bytes: Uint8Array,
  source: TImportSource,
  kind: TImportKind,
  mappingRaw: string | undefined,
): Generator<WorkerPart> {
  let file: ReadFile;
  try {
    file = readFile(bytes, source, kind, mappingRaw);
  } catch (err) {
    yield err instanceof AppError
      ? { refused: { code: err.code, message: err.message, details: err.details } }
      : { failed: err instanceof Error ? (err.stack ?? err.message) : String(err) };
    return;
  }
  const { layout, products, customers, errors, ...head } = file;
  yield { head: { ...head, layoutId: layout.id } };
  const records = kind === 'products' ? products : customers;
  for (let i = 0; i < records.length; i += PART) {
    const part = records.slice(i, i + PART);
    yield { records: part, lines: part.map((r) => recordLines.get(r)) };
  }
  for (let i = 0; i < errors.length; i += PART) yield { errors: errors.slice(i, i + PART) };
  yield { end: true };
}

/**
 * The worker's script beside this module: built JavaScript in production. In the tests and
 * `npm run dev` this module is TypeScript, and the worker loads the script through tsx as they
 * do (Node 20 does not take `--import tsx` in a worker's own arguments).
 */
const SCRIPT = new URL(
  `./read-file.worker.${import.meta.url.endsWith('.ts') ? 'ts' : 'js'}`,
  import.meta.url,
);
const startWorker = (workerData: unknown) =>
  SCRIPT.pathname.endsWith('.ts')
    ? new Worker(
        `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(SCRIPT.href)}, ${JSON.stringify(SCRIPT.href)}))`,
        { eval: true, workerData },
      )
    : new Worker(SCRIPT, { workerData });

/**
 * Files read at once in this instance: one per core. Each reader holds its file and its records
 * (tens of megabytes at 50,000 rows); more uploads at once wait their turn, not the machine.
 */
const READERS = availableParallelism();
let reading = 0;
const queued: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>) {
  if (reading < READERS) reading += 1;
  // A reader that ends hands its place to the next in the queue.
  else await new Promise<void>((resolve) => queued.push(resolve));
  try {
    return await work();
  } finally {
    const next = queued.shift();
    if (next) next();
    else reading -= 1;
  }
}

/** `readFile` in a worker thread: the same answer, or the same error, off the request's thread. */
export const readFileAside = (
  bytes: Uint8Array,
  source: TImportSource,
  kind: TImportKind,
  mappingRaw: string | undefined,
) => inTurn(() => readInWorker(bytes, source, kind, mappingRaw));

async function readInWorker(
  bytes: Uint8Array,
  source: TImportSource,
  kind: TImportKind,
  mappingRaw: string | undefined,
): Promise<ReadFile> {
  const worker = startWorker({ bytes, source, kind, mappingRaw });
  let waiting: { resolve: (part: WorkerPart) => void; reject: (err: unknown) => void } | undefined;
  worker.on('message', (part: WorkerPart) => waiting?.resolve(part));
  worker.on('error', (err) => waiting?.reject(err));
  worker.on('exit', (code) => waiting?.reject(new Error(`the file reader stopped (exit ${code})`)));
  const ask = () =>
    new Promise<WorkerPart>((resolve, reject) => {
      waiting = { resolve, reject };
      worker.postMessage('next');
    });
  try {
    const first = await ask();
    if ('refused' in first) {
      const { code, message, details } = first.refused;
      throw new AppError(code, message, details);
    }
    if ('failed' in first) throw new Error(`reading the import's file failed: ${first.failed}`);
    if (!('head' in first)) throw new Error('the file reader answered out of turn');
    const { layoutId, ...head } = first.head;
    const layout = VENDOR_LAYOUTS.find((l) => l.id === layoutId);
    if (!layout) throw new Error(`no layout ${layoutId}`);
    const records: (ImportProduct | ImportCustomer)[] = [];
    const errors: RowError[] = [];
    for (let part = await ask(); !('end' in part); part = await ask()) {
      if ('records' in part) {
        // The records' rows, kept beside them (normalize.ts): the copies are new objects.
        part.records.forEach((r, i) => {
          const line = part.lines[i];
          if (line !== undefined) recordLines.set(r, line);
          records.push(r);
        });
      } else if ('errors' in part) errors.push(...part.errors);
      else throw new Error('the file reader answered out of turn');
    }
    return {
      ...head,
      layout,
      products: kind === 'products' ? (records as ImportProduct[]) : [],
      customers: kind === 'products' ? [] : (records as ImportCustomer[]),
      errors,
    };
  } finally {
    waiting = undefined;
    await worker.terminate();
  }
}
