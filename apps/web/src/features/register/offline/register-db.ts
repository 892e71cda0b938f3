import type { TCustomerBody } from '@pos/contracts/customers';
import type { TExchangeBody, TExchangeDetail } from '@pos/contracts/exchanges';
import type { TReceiptShop } from '@pos/contracts/receipt-model';
import type {
  TRegisterCustomer,
  TRegisterProduct,
  TRegisterStock,
} from '@pos/contracts/register-catalog';
import type { TSaleBody, TTransaction } from '@pos/contracts/sales';
import type { TGeneralSettings } from '@pos/contracts/settings';
import type { TShift } from '@pos/contracts/shifts';
import { Dexie, type Table } from 'dexie';

/**
 * One record of the register's catalogue log: a synced page's rows, or a chunk of a log written
 * anew. Read in order they make the catalogue; a record marked `reset` starts from nothing. Few
 * large records, not a row per product: 100,000 products are written in well under a second.
 */
export interface CatalogRecord {
  /** Its place in the log (given by the database). */
  seq?: number;
  reset: boolean;
  products: TRegisterProduct[];
  removedProductIds: string[];
  stock: TRegisterStock[];
  customers: TRegisterCustomer[];
  removedCustomerIds: string[];
}

/** A catalogue record of the rows given (the others empty). */
export const catalogRecord = (rows: Partial<Omit<CatalogRecord, 'seq'>>): CatalogRecord => ({
  reset: false,
  products: [],
  removedProductIds: [],
  stock: [],
  customers: [],
  removedCustomerIds: [],
  ...rows,
});

/** Why a waiting entry could not be sent, as the server (or the network) said. */
export interface OutboxError {
  message: string;
  code: string | null;
  status: number;
  at: string;
}

interface OutboxBase {
  /** UUID v7 made on the device: the Idempotency-Key, and by its order the sending order. */
  id: string;
  /** The user who made it: only their session sends it (the server records them). */
  userId: string;
  createdAt: string;
  /** waiting: to be sent; failed: refused for good, kept for a person to see; synced: done. */
  status: 'waiting' | 'failed' | 'synced';
  attempts: number;
  error: OutboxError | null;
  syncedAt: string | null;
}

/** A sale made while the server could not be reached. */
export interface OutboxSale extends OutboxBase {
  kind: 'sale';
  body: TSaleBody;
  localNumber: string;
  /** The sale as the register printed it (its receipt, the done screen). */
  sale: TTransaction;
  /** The shift it was made in and the cash it left in the drawer (cents), for the shift's figures. */
  shiftId: string | null;
  cashCents: number;
  /** The server's sale once synced. */
  serverId: string | null;
  documentNumber: string | null;
  /** Its lines' ids on the server, in the order of the local ones (an exchange of it names them). */
  serverItemIds?: string[];
}

/** A customer quick-added offline: the client-made id is the customer's id on the server too. */
export interface OutboxCustomer extends OutboxBase {
  kind: 'customer';
  body: TCustomerBody;
}

/**
 * An exchange made while the server could not be reached (docs/DESIGN.md, "Exchanges"), of a
 * sale the register knows (`KnownSale`). `saleId` and the body's `returnItems` name the sale as
 * the register knew it: the server's, or an offline sale of its outbox (`fromOutbox`), whose
 * ids are replaced by the server's once that sale is synced.
 */
export interface OutboxExchange extends OutboxBase {
  kind: 'exchange';
  saleId: string;
  fromOutbox: boolean;
  body: TExchangeBody;
  localNumber: string;
  /** The exchange as the register printed it. */
  made: TExchangeDetail;
  shiftId: string | null;
  /** The cash it left in the drawer (cents; below 0 when cash went back). */
  cashCents: number;
  /** The server's exchange once synced, and its new sale with its lines' ids. */
  serverId: string | null;
  documentNumber: string | null;
  serverSaleId?: string;
  serverItemIds?: string[];
}

export type OutboxEntry = OutboxSale | OutboxCustomer | OutboxExchange;

/**
 * A sale the register can take an exchange of without the network: one it made or looked up
 * (as the server last answered it, or as it made it offline), with what was given back of it
 * since on this register.
 */
export interface KnownSale {
  /** The server's id, or the outbox id of a sale made offline. */
  _id: string;
  /** The receipt's number (null for a sale not yet numbered). */
  number: number | null;
  /** The local number an offline register printed on it. */
  localNumber: string | null;
  keptAt: string;
  sale: TTransaction;
}

/** What the register remembers beside its tables. */
export interface RegisterMeta {
  /** The store the catalogue and stock are of; another store means a full load. */
  storeId: string;
  cursor: string;
  /** When the last sync finished (the device's clock). */
  syncedAt: string;
  categories: { _id: string; name: string }[];
  settings: TGeneralSettings;
  /** Who the receipts are from (name, address, logo): the offline receipts print it. */
  receiptShop?: TReceiptShop;
  /** The cashier's open shift at the store, as last read from the server. */
  shift: TShift | null;
}

/**
 * The register's own database (IndexedDB through Dexie), one per organization: the store's
 * catalogue, its stock and the customers (`catalog`, read into memory by `LocalCatalog`), the
 * outbox of what was made offline, and the sales it may take exchanges of (`sales`).
 */
export class RegisterDb extends Dexie {
  catalog!: Table<CatalogRecord, number>;
  meta!: Table<{ key: string; value: unknown }, string>;
  outbox!: Table<OutboxEntry, string>;
  sales!: Table<KnownSale, string>;

  constructor(organizationId: string) {
    // Relaxed: a catalogue page need not wait for the disk (a crash loses at most the last
    // page, loaded again from its cursor); the outbox's writes are small and few.
    super(`pos-register-${organizationId}`, { chromeTransactionDurability: 'relaxed' });
    this.version(1).stores({
      products: '_id, *skus, *words',
      stock: 'key',
      customers: '_id, *words',
      meta: 'key',
      outbox: 'id, status, [userId+status]',
    });
    // Counts by index: the status line reads them after every sale sent.
    this.version(2).stores({
      outbox: 'id, status, [userId+status], [userId+status+kind], [status+kind]',
    });
    // The catalogue as a log of large records (the rows one by one took 32 s to write at
    // 100,000 products): the old tables go, and the register loads the catalogue again.
    this.version(3)
      .stores({ products: null, stock: null, customers: null, catalog: '++seq' })
      .upgrade((tx) => tx.table('meta').bulkDelete(['storeId', 'cursor', 'syncedAt']));
    // The sales it can take exchanges of offline.
    this.version(4).stores({ sales: '_id, number, localNumber, keptAt' });
  }

  async getMeta<K extends keyof RegisterMeta>(key: K): Promise<RegisterMeta[K] | undefined> {
    const row = await this.meta.get(key);
    return row?.value as RegisterMeta[K] | undefined;
  }

  setMeta<K extends keyof RegisterMeta>(key: K, value: RegisterMeta[K]) {
    return this.meta.put({ key, value });
  }
}

const open = new Map<string, RegisterDb>();

/** The organization's register database, opened once per page. */
export function registerDb(organizationId: string): RegisterDb {
  let db = open.get(organizationId);
  if (!db) {
    db = new RegisterDb(organizationId);
    open.set(organizationId, db);
  }
  return db;
}

/** The lower-case words a search matches the start of. */
export function wordsOf(...texts: (string | null | undefined)[]): string[] {
  const words = new Set<string>();
  for (const text of texts) {
    for (const w of (text ?? '').toLowerCase().split(/[\s/,.;:()"'-]+/)) if (w) words.add(w);
  }
  return [...words];
}
