import {
  type DehydratedState,
  dehydrate,
  hydrate,
  partialMatchKey,
  type Query,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { getToken, readStoredUser } from '../auth/session-storage';
import { optionsQuery } from '../components/resource-list/resource-queries';
import { ACTIVE_STORES } from './options';
import { queryKeys } from './query-keys';
import { generalSettingsQuery } from './session';

/**
 * The last answers the register starts from, kept in IndexedDB so that the app starts with no
 * network (ARCHITECTURE, "The web app's shell"): a few whitelisted queries, restored before the
 * first signed-in render (auth/session-context.tsx), refetched as usual when the network
 * answers. Nothing else is kept — the register keeps its own data (its catalogue, its outbox)
 * in a database of its own.
 */

/**
 * What the register reads before anything else: the general settings (taxes, currency), the
 * stores it may sell from and the promotions it prices with. The signed-in user and the
 * session's copy of the settings live in localStorage (auth/session-storage.ts), and so does the
 * platform's last info (its name for the title; platform/platform-info.ts shows it as
 * placeholder data, which no maintenance decision reads). Add a key here — or the start of keys,
 * e.g. `['shifts', 'current']` for the open shift at every store — to keep those answers across
 * an offline start.
 */
export const PERSISTED_QUERIES: readonly QueryKey[] = [
  generalSettingsQuery().queryKey,
  optionsQuery(ACTIVE_STORES).queryKey,
  // The promotions an offline sale is priced with, after the register was opened offline too.
  queryKeys.register.promotions,
];

/** Kept this long without being read again; a register is rarely offline for more than days. */
export const PERSIST_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** Writes at most once a second, whatever the cache does meanwhile. */
const WRITE_EVERY_MS = 1000;
/** A persisted shape this build does not read: bump it when one of the answers changes shape. */
const FORMAT = 1;
const KEY = 'queries';

interface Persisted {
  format: number;
  savedAt: number;
  /** Whose answers they are: another user signed in on this device never starts from them. */
  userId: string;
  state: DehydratedState;
}

const isWhitelisted = (query: Query) =>
  PERSISTED_QUERIES.some((key) => partialMatchKey(query.queryKey, key));
const isPersisted = (query: Query) => isWhitelisted(query) && query.state.status === 'success';

// Opened at first use, so that a page that never signs in never opens the database.
let store: UseStore | null = null;
const db = () => {
  store ??= createStore('pos-app-cache', 'queries');
  return store;
};

const persisting = new WeakSet<QueryClient>();

/**
 * Keeps the whitelisted queries in IndexedDB from now on, while someone is signed in; their
 * answers are never garbage-collected, so that leaving the register for an hour still leaves its
 * stores to start with. Once per client: later calls do nothing.
 */
export function persistQueries(queryClient: QueryClient) {
  if (persisting.has(queryClient)) return;
  persisting.add(queryClient);
  // Opened (and its store made) now, before anything else may open it.
  db();
  for (const queryKey of PERSISTED_QUERIES) {
    queryClient.setQueryDefaults(queryKey, { gcTime: Number.POSITIVE_INFINITY });
  }
  let timer: ReturnType<typeof setTimeout> | null = null;
  const write = () => {
    timer = null;
    // Signed out meanwhile: nothing of the session may be written after its end.
    const userId = readStoredUser()?._id;
    if (!getToken() || !userId) return;
    const state = dehydrate(queryClient, { shouldDehydrateQuery: isPersisted });
    const persisted: Persisted = { format: FORMAT, savedAt: Date.now(), userId, state };
    set(KEY, persisted, db()).catch(() => {
      // Storage full or refused (private mode): the app starts online only, as before.
    });
  };
  queryClient.getQueryCache().subscribe((event) => {
    if (timer || !isWhitelisted(event.query)) return;
    timer = setTimeout(write, WRITE_EVERY_MS);
  });
}

/**
 * Puts the last answers back into the cache, and keeps them from now on; never fails (a start
 * without them is an online start).
 */
export async function restoreQueries(queryClient: QueryClient, userId: string): Promise<void> {
  persistQueries(queryClient);
  try {
    const persisted = await get<Persisted>(KEY, db());
    if (!persisted) return;
    if (
      persisted.format !== FORMAT ||
      persisted.userId !== userId ||
      Date.now() - persisted.savedAt > PERSIST_MAX_AGE_MS
    ) {
      await del(KEY, db());
      return;
    }
    hydrate(queryClient, persisted.state);
    // A kept answer is a start, not a fresh one: the first screen that reads it online asks
    // the server again, however recent the copy.
    await queryClient.invalidateQueries({ predicate: isWhitelisted, refetchType: 'none' });
  } catch {
    // IndexedDB unavailable or the copy unreadable: start without it.
  }
}

/** At the end of a session: nothing of it may reach the next one. */
export async function forgetQueries(): Promise<void> {
  try {
    await del(KEY, db());
  } catch {
    // Nothing was kept.
  }
}
