import { useSyncExternalStore } from 'react';
import { i18n } from './i18n';

/**
 * Whether the register can reach the server: the browser's own signal, corrected by what the
 * register's calls find (a request that fails or takes too long means offline; any answer
 * means online). While offline, the server is probed now and then, and the register learns of
 * its return without a cashier's action.
 */
let online = typeof navigator === 'undefined' ? true : navigator.onLine;

/**
 * What a screen says when a call got no answer at all (instead of "an unexpected error"), in
 * the language the app speaks when it is read.
 */
export const OFFLINE_MESSAGES = {
  get deviceOffline() {
    return i18n.t(
      'This device is offline. What you see is loaded again as soon as the network is back.',
    );
  },
  get serverUnreachable() {
    return i18n.t(
      'The server could not be reached. Check the network; what you see is loaded again as soon as it answers.',
    );
  },
};
const listeners = new Set<() => void>();
const PROBE_EVERY_MS = 10_000;
/** A request that takes longer than this counts as no answer. */
export const OFFLINE_AFTER_MS = 4_000;
let probe: ReturnType<typeof setInterval> | null = null;

function set(next: boolean) {
  if (next === online) return;
  online = next;
  if (!online) startProbing();
  else stopProbing();
  for (const l of listeners) l();
}

/**
 * What a call found: an answer (any status) or none. While the browser says it has no network,
 * an answer is one sent before the network went (or the service worker's copy): it does not
 * bring the register back online — only the browser's "online" and a probe that answers do.
 */
export function reportReachable(reached: boolean) {
  if (reached && typeof navigator !== 'undefined' && !navigator.onLine) return;
  set(reached);
}

export const isOnline = () => online;

/**
 * One quick request to the server's readiness; true when it answers below 500 — the server
 * and its database can take the sales waiting (docs/guide/running.md, "Health and metrics").
 */
export async function ping(): Promise<boolean> {
  try {
    const res = await fetch('/readyz', {
      cache: 'no-store',
      signal: AbortSignal.timeout(OFFLINE_AFTER_MS),
    });
    return res.status < 500;
  } catch {
    return false;
  }
}

function startProbing() {
  if (probe || typeof window === 'undefined') return;
  probe = setInterval(() => {
    if (typeof navigator !== 'undefined' && !navigator.onLine) return;
    void ping().then((ok) => ok && set(true));
  }, PROBE_EVERY_MS);
}

function stopProbing() {
  if (probe) clearInterval(probe);
  probe = null;
}

if (typeof window !== 'undefined') {
  window.addEventListener('offline', () => set(false));
  // The browser's "online" only says a network is there: the server must answer too.
  window.addEventListener('online', () => void ping().then(set));
  if (!online) startProbing();
}

/** Calls `listener` whenever the server becomes reachable or unreachable. */
export function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Re-renders when the register goes offline or comes back. */
export const useOnline = () => useSyncExternalStore(subscribe, isOnline, () => true);
