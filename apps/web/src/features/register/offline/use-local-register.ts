import type { TExchangeBody } from '@pos/contracts/exchanges';
import { SALE_MESSAGES, type TTransaction } from '@pos/contracts/sales';
import type { TShift } from '@pos/contracts/shifts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { uuidv7 } from 'uuidv7';
import { errorMessage } from '../../../api/api-error';
import { fetchReceiptShop } from '../../../api/receipt-models';
import { generalSettingsQuery } from '../../../api/session';
import { useCurrentUser } from '../../../auth/session-context';
import { isOnline, reportReachable, useOnline } from '../../../lib/connectivity';
import { i18n } from '../../../lib/i18n';
import { currentShiftQuery } from '../api';
import { type OfflineExchangeInput, offlineExchange } from '../exchanges/local-exchange';
import { fetchCatalogPage, outboxTransport } from './api';
import { syncCatalog } from './catalog-sync';
import { nextLocalNumber, thisDevice } from './device';
import { findKnownSale, keepSale, withReturn } from './known-sales';
import { localCatalog } from './local-catalog';
import { type OfflineSaleInput, offlineSale } from './local-sale';
import {
  classify,
  enqueueCustomer,
  enqueueExchange,
  enqueueSale,
  sendOutbox,
  withLock,
} from './outbox';
import { catalogRecord, type OutboxEntry, type RegisterDb, registerDb } from './register-db';
import { measure, timed } from './timing';
import { useLive } from './use-live';

/** The catalogue is brought up to date this often while online. */
const CATALOG_EVERY_MS = 60_000;
/** Waiting sales are tried again this often while online. */
const OUTBOX_EVERY_MS = 15_000;

/** A customer of an offline sale: one picked (known here) or one quick-added now. */
export type OfflineCustomer =
  | { kind: 'existing'; _id: string; name: string; email: string | null; phone: string | null }
  | { kind: 'new'; name: string; email: string | null; phone: string | null }
  | null;

/**
 * The register's own data (ARCHITECTURE, "The register's own data"): its copy of the store's
 * catalogue, the customers, the settings and the open shift, kept current while online; the
 * outbox of what was made offline, sent when the server can be reached. Scans and searches read
 * the copy first.
 */
export function useLocalRegister(store: { _id: string; name: string } | null) {
  const user = useCurrentUser();
  const org = user.organizationId;
  const db: RegisterDb = useMemo(() => registerDb(org), [org]);
  const catalog = useMemo(() => localCatalog(db), [db]);
  const queryClient = useQueryClient();
  const online = useOnline();
  const storeId = store?._id;

  const meta = useLive(
    async () => {
      const [metaStore, syncedAt, shift, settings, receiptShop] = await Promise.all([
        db.getMeta('storeId'),
        db.getMeta('syncedAt'),
        db.getMeta('shift'),
        db.getMeta('settings'),
        db.getMeta('receiptShop'),
      ]);
      return { storeId: metaStore, syncedAt, shift, settings, receiptShop };
    },
    db.name,
    null,
  );
  // The outbox as the status line shows it: counts by index (they run again after every sale
  // sent), this user's failed entries (few), and while offline the cash its sales took.
  const outbox = useLive(
    async () => {
      const mine = (kind: OutboxEntry['kind']) =>
        db.outbox.where('[userId+status+kind]').equals([user._id, 'waiting', kind]).count();
      const [waiting, waitingExchanges, waitingEntries, allWaiting, failed] = await Promise.all([
        mine('sale'),
        mine('exchange'),
        db.outbox.where('[userId+status]').equals([user._id, 'waiting']).count(),
        db.outbox.where('[status+kind]').equals(['waiting', 'sale']).count(),
        db.outbox.where('[userId+status]').equals([user._id, 'failed']).toArray(),
      ]);
      return {
        waiting,
        waitingExchanges,
        waitingEntries,
        othersWaiting: allWaiting - waiting,
        failed,
      };
    },
    `${db.name}|${user._id}`,
    {
      waiting: 0,
      waitingExchanges: 0,
      waitingEntries: 0,
      othersWaiting: 0,
      failed: [] as OutboxEntry[],
    },
  );
  const ready = Boolean(storeId && meta?.storeId === storeId && meta.syncedAt);
  const [loading, setLoading] = useState(false);
  const [catalogError, setCatalogError] = useState<string | null>(null);

  /** The settings and the shift as the server has them now, kept for when it cannot be reached. */
  const keepSessionData = useCallback(async () => {
    if (!storeId) return;
    const [settings, shift, receiptShop] = await Promise.all([
      queryClient.fetchQuery(generalSettingsQuery()),
      queryClient.fetchQuery(currentShiftQuery(storeId)),
      // Not worth failing the sync for: the copy kept before stays.
      fetchReceiptShop().catch(() => null),
    ]);
    await db.transaction('rw', db.meta, async () => {
      await db.setMeta('settings', settings.data);
      await db.setMeta('shift', shift.data);
      if (receiptShop) await db.setMeta('receiptShop', receiptShop);
    });
  }, [db, queryClient, storeId]);

  const syncCatalogNow = useCallback(async () => {
    if (!storeId || !isOnline()) return;
    // Another tab syncing: skip (the data is shared).
    await withLock(
      `pos-catalog-${org}`,
      async () => {
        setLoading(true);
        try {
          await timed('register-catalog-sync', () =>
            syncCatalog(db, catalog, storeId, fetchCatalogPage),
          );
          await keepSessionData();
          setCatalogError(null);
          reportReachable(true);
        } catch (error) {
          if (classify(error) === 'offline') reportReachable(false);
          setCatalogError(
            errorMessage(error, i18n.t('The catalogue could not be updated.', { ns: 'register' })),
          );
        } finally {
          setLoading(false);
        }
      },
      { ifFree: true },
    );
  }, [db, catalog, org, storeId, keepSessionData]);

  // What another tab wrote to the catalogue (a sync, a quick-added customer) is read in too.
  const lastRecord = useLive(() => db.catalog.orderBy('seq').lastKey(), `${db.name}|catalog`, 0);
  useEffect(() => {
    if (lastRecord) void catalog.refresh();
  }, [catalog, lastRecord]);

  const sending = useRef(false);
  const syncOutboxNow = useCallback(async () => {
    if (sending.current || !isOnline()) return;
    sending.current = true;
    try {
      const result = await sendOutbox(db, org, user._id, outboxTransport);
      reportReachable(result.stopped !== 'offline');
      if (result.sent) void queryClient.invalidateQueries({ queryKey: ['transactions'] });
    } finally {
      sending.current = false;
    }
  }, [db, org, user._id, queryClient]);

  // On opening, on a store change and on coming back online; then every minute.
  useEffect(() => {
    if (!online) return;
    void syncCatalogNow();
    const timer = setInterval(() => void syncCatalogNow(), CATALOG_EVERY_MS);
    return () => clearInterval(timer);
  }, [online, syncCatalogNow]);

  const hasWaiting = outbox.waitingEntries > 0;
  useEffect(() => {
    if (!online || !hasWaiting) return;
    void syncOutboxNow();
    const timer = setInterval(() => void syncOutboxNow(), OUTBOX_EVERY_MS);
    return () => clearInterval(timer);
  }, [online, hasWaiting, syncOutboxNow]);

  /** Where, when and in which shift what is made offline now is made, and its local number. */
  const offlineFacts = useCallback(async () => {
    if (!store)
      throw new Error(i18n.t('The register does not know its store yet.', { ns: 'register' }));
    const open = meta?.shift && meta.shift.store._id === store._id ? meta.shift : null;
    if (meta?.settings?.requireOpenShift && !open) throw new Error(SALE_MESSAGES.shiftRequired);
    const device = await thisDevice();
    const localNumber = await nextLocalNumber(device);
    return { store, device, localNumber, shiftId: open?._id ?? null, createdAt: new Date() };
  }, [store, meta?.shift, meta?.settings]);

  /** Saves a sale made offline (and its quick-added customer first) and answers it for the receipt. */
  const saveOffline = useCallback(
    async (
      input: Omit<
        OfflineSaleInput,
        'store' | 'cashier' | 'device' | 'localNumber' | 'shiftId' | 'createdAt' | 'customer'
      > & { customer: OfflineCustomer },
      /** After an online attempt without an answer: a new customer stays in the sale's body. */
      afterLostAnswer = false,
    ) => {
      const { store, device, localNumber, shiftId, createdAt } = await offlineFacts();
      const fresh = input.customer?.kind === 'new' ? input.customer : null;
      const inline = afterLostAnswer && fresh ? fresh : undefined;
      // Quick-added offline: a customer of its own in the outbox, sent before the sale.
      const made = fresh && !inline ? { ...fresh, _id: uuidv7() } : null;
      const customer = made ?? (input.customer?.kind === 'existing' ? input.customer : null);
      const built = offlineSale({
        ...input,
        newCustomer: inline,
        customer: customer
          ? { _id: customer._id, name: customer.name, email: customer.email, phone: customer.phone }
          : null,
        store,
        cashier: { _id: user._id, name: user.name },
        device,
        localNumber,
        shiftId,
        createdAt,
      });
      if (!built)
        throw new Error(i18n.t('The payments do not cover the total.', { ns: 'register' }));
      // A quick-added customer is found at the register at once (until the server's copy of it
      // comes back).
      const record = made
        ? catalogRecord({
            customers: [{ _id: made._id, name: made.name, email: made.email, phone: made.phone }],
          })
        : null;
      const seq = await db.transaction('rw', [db.outbox, db.catalog, db.sales], async () => {
        if (made) {
          const body = {
            name: made.name,
            ...(made.email ? { email: made.email } : {}),
            ...(made.phone ? { phone: made.phone } : {}),
          };
          await enqueueCustomer(db, { id: made._id, userId: user._id, body });
        }
        const added = record ? await db.catalog.add(record) : null;
        await enqueueSale(db, {
          id: input.key,
          userId: user._id,
          createdAt: createdAt.toISOString(),
          body: built.body,
          localNumber,
          sale: built.sale,
          shiftId: built.sale.shiftId,
          cashCents: built.cashCents,
        });
        // An exchange of it may be taken here before it is synced.
        await keepSale(db, built.sale);
        return added;
      });
      if (record && seq !== null) await catalog.accept(record, seq);
      return built.sale;
    },
    [db, catalog, offlineFacts, user._id, user.name],
  );

  /**
   * Saves an exchange made offline (docs/DESIGN.md, "Exchanges") and answers it for its
   * receipt: in the outbox, and in the register's copy of the sale (what came back of it), with
   * the new sale kept as a sale it may take an exchange of in turn.
   */
  const saveExchangeOffline = useCallback(
    async (
      input: Omit<OfflineExchangeInput, 'facts'>,
      /** After an online attempt without an answer: the body stays the attempt's. */
      online?: TExchangeBody,
    ) => {
      const facts = await offlineFacts();
      const built = offlineExchange({
        ...input,
        facts: {
          ...facts,
          createdAt: facts.createdAt.toISOString(),
          cashier: { _id: user._id, name: user.name },
        },
      });
      if (!built)
        throw new Error(
          i18n.t('The payments do not cover what the customer pays.', { ns: 'register' }),
        );
      // A sale of the outbox (made offline, or an exchange's): its ids are replaced when sent.
      const fromOutbox = (await db.outbox.get(input.sale._id)) !== undefined;
      await db.transaction('rw', [db.outbox, db.sales], async () => {
        await enqueueExchange(db, {
          id: input.key,
          userId: user._id,
          createdAt: facts.createdAt.toISOString(),
          saleId: input.sale._id,
          fromOutbox,
          body: online ?? built.body,
          localNumber: facts.localNumber,
          made: built.made,
          shiftId: built.made.sale.shiftId,
          cashCents: built.cashCents,
        });
        await keepSale(db, withReturn(input.sale, built.made.return));
        await keepSale(db, built.made.sale);
      });
      return built.made;
    },
    [db, offlineFacts, user._id, user.name],
  );

  const keepShift = useCallback((next: TShift | null) => db.setMeta('shift', next), [db]);
  const shift = meta?.shift ?? null;
  // The cash this user's offline sales and exchanges of the shift took (or gave back), not yet
  // counted by the server (only shown while offline: read then, and not after every sale sent).
  const shiftId = shift?._id ?? null;
  const offlineCashCents = useLive(
    async () => {
      if (online || !shiftId) return 0;
      let cents = 0;
      await db.outbox
        .where('[userId+status+kind]')
        .anyOf([
          [user._id, 'waiting', 'sale'],
          [user._id, 'failed', 'sale'],
          [user._id, 'waiting', 'exchange'],
          [user._id, 'failed', 'exchange'],
        ])
        .each((e) => {
          if (e.kind !== 'customer' && e.shiftId === shiftId) cents += e.cashCents;
        });
      return cents;
    },
    `${db.name}|${user._id}|${online}|${shiftId}`,
    0,
  );
  const registerShift = shift && shift.store._id === storeId ? shift : null;
  // One object while nothing in it changed: the register's memoised parts (the item finder,
  // the shift bar, the status line) render again only when what they show does.
  return useMemo(
    () => ({
      db,
      online,
      ready,
      loading,
      catalogError,
      syncedAt: meta?.syncedAt ?? null,
      /** General settings as last read from the server (taxes offline). */
      settings: meta?.settings ?? null,
      /** Who the receipts are from, as last read: the offline receipts print it. */
      receiptShop: meta?.receiptShop ?? null,
      /** The open shift as last read, and the cash its offline sales added (cents). */
      shift: registerShift,
      offlineCashCents,
      /** This user's sales and exchanges waiting to be sent. */
      waiting: outbox.waiting,
      waitingExchanges: outbox.waitingExchanges,
      /** Entries the server refused for good: kept, shown, exportable. */
      failed: outbox.failed,
      /** Sales of other cashiers of this device: sent when they sign in. */
      othersWaiting: outbox.othersWaiting,
      /** A scanned code in the copy (null: not there), once the copy is read into memory. */
      lookup: async (code: string) => {
        if (!storeId) return null;
        await catalog.loaded;
        return measure('register-lookup', () => catalog.findItem(code, storeId));
      },
      /** The same at once: undefined while the copy is not yet in memory. */
      lookupNow: (code: string) =>
        storeId && catalog.isLoaded
          ? measure('register-lookup', () => catalog.findItem(code, storeId))
          : undefined,
      search: async (term: string, limit: number) => {
        await catalog.loaded;
        return measure('register-search', () => catalog.searchProducts(term, limit));
      },
      searchCustomers: async (term: string, limit: number) => {
        await catalog.loaded;
        return measure('register-customer-search', () => catalog.searchCustomers(term, limit));
      },
      /** A customer as the copy knows it. */
      customer: (id: string) => catalog.customer(id),
      saveOffline,
      saveExchangeOffline,
      /** A sale as the server answered it, kept for exchanges offline. */
      keepSale: (sale: TTransaction) => keepSale(db, sale),
      /** A sale this register knows by its receipt's number or local number (null: none). */
      knownSale: (text: string) => findKnownSale(db, text),
      /** Remembers the open shift as the server answered it. */
      keepShift,
      syncNow: () => Promise.all([syncCatalogNow(), syncOutboxNow()]),
    }),
    [
      db,
      online,
      ready,
      loading,
      catalogError,
      meta,
      registerShift,
      offlineCashCents,
      outbox,
      storeId,
      catalog,
      saveOffline,
      saveExchangeOffline,
      keepShift,
      syncCatalogNow,
      syncOutboxNow,
    ],
  );
}

export type LocalRegister = ReturnType<typeof useLocalRegister>;
