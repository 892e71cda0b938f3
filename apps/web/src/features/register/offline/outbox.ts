import type { TCustomerBody } from '@pos/contracts/customers';
import type { TExchangeBody, TExchangeDetail } from '@pos/contracts/exchanges';
import type { TTransaction } from '@pos/contracts/sales';
import { ApiError } from '../../../api/api-error';
import { i18n, msg } from '../../../lib/i18n';
import { keepSale } from './known-sales';
import type {
  OutboxCustomer,
  OutboxEntry,
  OutboxError,
  OutboxExchange,
  OutboxSale,
  RegisterDb,
} from './register-db';

/** How long a synced entry is kept (the shift's figures, "synced as No. …"), then dropped. */
const KEEP_SYNCED_MS = 7 * 24 * 3600_000;

type NewEntry<T extends OutboxEntry> = Omit<
  T,
  'status' | 'attempts' | 'error' | 'syncedAt' | 'kind' | 'serverId' | 'documentNumber'
>;

/** A new entry's state: waiting, never tried. */
const WAITING = { status: 'waiting', attempts: 0, error: null, syncedAt: null } as const;
/** A document's entry (a sale, an exchange) has no server record until it is synced. */
const UNSYNCED = { ...WAITING, serverId: null, documentNumber: null } as const;

async function enqueue<T extends OutboxEntry>(db: RegisterDb, row: T) {
  await db.outbox.add(row);
  return row;
}

export const enqueueSale = (db: RegisterDb, entry: NewEntry<OutboxSale>) =>
  enqueue<OutboxSale>(db, { ...entry, kind: 'sale', ...UNSYNCED });

export const enqueueExchange = (db: RegisterDb, entry: NewEntry<OutboxExchange>) =>
  enqueue<OutboxExchange>(db, { ...entry, kind: 'exchange', ...UNSYNCED });

/** A customer quick-added offline: `id` is made here and becomes the customer's id. */
export const enqueueCustomer = (
  db: RegisterDb,
  entry: { id: string; userId: string; body: TCustomerBody },
) =>
  enqueue<OutboxCustomer>(db, {
    ...entry,
    kind: 'customer',
    createdAt: new Date().toISOString(),
    ...WAITING,
  });

/** What stops the sending: no network, no session, or the server asks to come back later. */
export type Stop = 'offline' | 'signed-out' | 'later';

/** How a failed send is treated: stop and retry later, or keep the entry as failed for good. */
export function classify(error: unknown): Stop | 'refused' {
  if (error instanceof DOMException) return 'offline'; // timed out or aborted
  if (!(error instanceof ApiError) || error.status === 0) return 'offline';
  if (error.status === 401) return 'signed-out';
  if ([408, 425, 429].includes(error.status) || error.status >= 500) return 'later';
  return 'refused';
}

export interface Transport {
  sale: (entry: OutboxSale) => Promise<TTransaction>;
  customer: (entry: OutboxCustomer) => Promise<unknown>;
  /** The exchange, of the server's sale `saleId` with `body` naming its lines. */
  exchange: (
    entry: OutboxExchange,
    saleId: string,
    body: TExchangeBody,
  ) => Promise<TExchangeDetail>;
}

/** Why an exchange of an offline sale is not sent: that sale was refused, or is gone. */
export const SALE_NOT_SYNCED = msg(
  'The sale it exchanges was not synced (the server refused it, or it was made on another register and cleared): find that sale first, then take the exchange again.',
);

/**
 * The exchange's sale and lines as the server knows them: as kept, when the register knew the
 * server's sale; else those of the offline sale (or exchange) of the outbox it was taken of, once
 * synced — 'wait' while it is not (another cashier's, sent when they sign in), null when it
 * never will be.
 */
export async function serverSaleOf(
  db: RegisterDb,
  entry: OutboxExchange,
): Promise<{ saleId: string; body: TExchangeBody } | 'wait' | null> {
  if (!entry.fromOutbox) return { saleId: entry.saleId, body: entry.body };
  const made = await db.outbox.get(entry.saleId);
  if (!made || made.kind === 'customer' || made.status === 'failed') return null;
  if (made.status === 'waiting') return 'wait';
  const saleId = made.kind === 'sale' ? made.serverId : made.serverSaleId;
  const ids = made.serverItemIds;
  if (!saleId || !ids) return null;
  // The local lines are "<key>-<index>", in the order of the server's.
  const serverLine = (itemId: string) => ids[Number(itemId.slice(entry.saleId.length + 1))];
  const returnItems: TExchangeBody['returnItems'] = [];
  for (const item of entry.body.returnItems) {
    const itemId = serverLine(item.itemId);
    if (!itemId) return null;
    returnItems.push({ ...item, itemId });
  }
  return { saleId, body: { ...entry.body, returnItems } };
}

/**
 * Runs `fn` holding the named lock of every tab of this origin (Web Locks), where there are
 * locks: waiting for it, or with `ifFree` skipping `fn` (undefined) when another tab holds it.
 */
export function withLock<T>(name: string, fn: () => Promise<T>): Promise<T>;
export function withLock<T>(
  name: string,
  fn: () => Promise<T>,
  opts: { ifFree: true },
): Promise<T | undefined>;
export function withLock<T>(
  name: string,
  fn: () => Promise<T>,
  opts: { ifFree?: boolean } = {},
): Promise<T | undefined> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return fn();
  if (!opts.ifFree) return locks.request(name, fn);
  return locks.request(name, { ifAvailable: true }, (lock) => (lock ? fn() : undefined));
}

const errorOf = (error: unknown): OutboxError => ({
  message: error instanceof Error ? error.message : String(error),
  code: error instanceof ApiError ? (error.code ?? null) : null,
  status: error instanceof ApiError ? error.status : 0,
  at: new Date().toISOString(),
});

/**
 * Sends this user's waiting entries — customers, then sales and exchanges oldest first — one at
 * a time, each with its own id as the Idempotency-Key: a sale the server made before (an answer
 * lost, a reload mid-send, another tab) is answered again, never made twice. An exchange of an
 * offline sale goes once that sale has (`serverSaleOf`). One tab sends at a time (a Web Lock); the entries are
 * read inside the lock, so a tab that waited finds them sent. A refusal that cannot change marks
 * the entry failed (kept, with the server's message) and the next one goes; no network, no
 * session or a server in trouble stops the round.
 */
export async function sendOutbox(
  db: RegisterDb,
  organizationId: string,
  userId: string,
  transport: Transport,
): Promise<{ sent: number; failed: number; stopped: Stop | null }> {
  return withLock(`pos-outbox-${organizationId}`, async () => {
    let sent = 0;
    let failed = 0;
    await db.outbox
      .where('status')
      .equals('synced')
      .filter((e) => Date.now() - Date.parse(e.syncedAt ?? '') > KEEP_SYNCED_MS)
      .delete();
    // Customers first (a sale may name one quick-added after its key was made), then the
    // sales and exchanges oldest first (UUID v7 keys sort by time).
    const waiting = (await db.outbox.where({ userId, status: 'waiting' }).sortBy('id')).sort(
      (a, b) => Number(a.kind !== 'customer') - Number(b.kind !== 'customer'),
    );
    for (const entry of waiting) {
      const fresh = await db.outbox.get(entry.id);
      if (fresh?.status !== 'waiting') continue;
      try {
        const done = { status: 'synced' as const, syncedAt: new Date().toISOString() };
        let patch: Partial<OutboxSale> | Partial<OutboxExchange> = done;
        if (fresh.kind === 'sale') {
          const sale = await transport.sale(fresh);
          patch = { ...done, ...serverIds(sale), serverId: sale._id };
          await keepSynced(db, fresh.id, sale);
        } else if (fresh.kind === 'exchange') {
          const target = await serverSaleOf(db, fresh);
          if (target === 'wait') continue;
          if (target === null) {
            // Refused here: the server could not take it either.
            const error = {
              message: i18n.t(SALE_NOT_SYNCED, { ns: 'register' }),
              code: 'SALE_NOT_SYNCED',
              status: 0,
            };
            await db.outbox.update(fresh.id, {
              status: 'failed',
              error: { ...error, at: new Date().toISOString() },
            });
            failed += 1;
            continue;
          }
          const made = await transport.exchange(fresh, target.saleId, target.body);
          patch = {
            ...done,
            ...serverIds(made.sale),
            serverId: made.exchange._id,
            documentNumber: made.exchange.documentNumber,
            serverSaleId: made.sale._id,
          };
          await keepSynced(db, fresh.id, made.sale);
        } else {
          await transport.customer(fresh);
        }
        await db.outbox.update(fresh.id, { ...patch, error: null, attempts: fresh.attempts + 1 });
        sent += 1;
      } catch (error) {
        const kind = classify(error);
        if (kind !== 'refused') {
          await db.outbox.update(fresh.id, { attempts: fresh.attempts + 1, error: errorOf(error) });
          return { sent, failed, stopped: kind };
        }
        await db.outbox.update(fresh.id, {
          status: 'failed',
          attempts: fresh.attempts + 1,
          error: errorOf(error),
        });
        failed += 1;
      }
    }
    return { sent, failed, stopped: null };
  });
}

/** A synced sale's number and its lines' ids (an exchange of it taken offline names them). */
const serverIds = (sale: TTransaction) => ({
  documentNumber: sale.documentNumber,
  serverItemIds: sale.items.map((i) => i._id),
});

/**
 * The register's copy of a sale it made offline becomes the server's once synced — unless an
 * exchange was taken of it here since (its copy then counts what came back; it stays).
 */
async function keepSynced(db: RegisterDb, key: string, sale: TTransaction) {
  const copy = await db.sales.get(key);
  if (copy && copy.sale.returns.length > 0) return;
  await db.transaction('rw', db.sales, async () => {
    await db.sales.delete(key);
    await keepSale(db, sale);
  });
}

/** A failed entry goes back to the queue (after the cause was fixed: a product restored…). */
export const retryEntry = (db: RegisterDb, id: string) =>
  db.outbox.update(id, { status: 'waiting', error: null });
