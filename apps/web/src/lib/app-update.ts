import { useEffect, useSyncExternalStore } from 'react';

/**
 * A new build of the app (ARCHITECTURE, "The web app's shell"). The service worker
 * (vite.config.ts, registerType 'prompt') installs a new build in the background and keeps it
 * waiting; the app then offers "A new version is ready — reload"
 * (components/app-update-prompt.tsx). Reload activates the waiting worker and reloads this tab
 * once it controls the page.
 *
 * The register holds the offer back while its cart is not empty — a reload then would lose the
 * sale being rung up: `useHoldUpdate('register-cart', cart.lines.length > 0)`. When another tab
 * activates the new build meanwhile, this tab is not reloaded under the cashier either: it keeps
 * running and offers the reload once nothing holds it.
 */

/** A register left open all day still gets the new build: checked hourly and on return. */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;
/** Coming back to the tab checks again, at most once a minute. */
export const RETURN_CHECK_MS = 60 * 1000;

export interface AppUpdateState {
  /** A new build is installed and waits for a reload. */
  ready: boolean;
  /** Something on screen (the register's cart) asks not to be reloaded now. */
  held: boolean;
  /** The user chose "Later": hidden until the next hourly check. */
  dismissed: boolean;
}

let state: AppUpdateState = { ready: false, held: false, dismissed: false };
const holds = new Set<string>();
const listeners = new Set<() => void>();
let activate: (() => void) | null = null;

function publish(next: Partial<AppUpdateState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

/**
 * Holds the update back (`held: true`) for as long as `reason` is held; each reason is released
 * on its own, so two screens may hold at once.
 */
export function holdUpdate(reason: string, held: boolean) {
  if (held) holds.add(reason);
  else holds.delete(reason);
  if (state.held !== holds.size > 0) publish({ held: holds.size > 0 });
}

/** `holdUpdate` for a component's lifetime: released when the component goes. */
export function useHoldUpdate(reason: string, held: boolean) {
  useEffect(() => {
    holdUpdate(reason, held);
    return () => holdUpdate(reason, false);
  }, [reason, held]);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The offer as it stands now. */
export const appUpdateState = (): AppUpdateState => state;

export function useAppUpdate(): AppUpdateState {
  return useSyncExternalStore(subscribe, appUpdateState);
}

/** Activates the waiting build and reloads this tab (the prompt's Reload button). */
export function applyUpdate() {
  activate?.();
}

/** "Later": the offer comes back at the next check. */
export function dismissUpdate() {
  publish({ dismissed: true });
}

/** The parts of the browser the updater uses; the tests hand in their own. */
export interface UpdaterEnv {
  container: Pick<ServiceWorkerContainer, 'controller' | 'addEventListener'>;
  registration: Pick<
    ServiceWorkerRegistration,
    'waiting' | 'installing' | 'addEventListener' | 'update'
  >;
  reload: () => void;
  isOnline: () => boolean;
  isVisible: () => boolean;
  onVisible: (listener: () => void) => void;
  every: (ms: number, tick: () => void) => void;
  now: () => number;
}

/** Follows a registration: finds waiting builds, checks for new ones, activates on request. */
export function watchRegistration(env: UpdaterEnv) {
  const { container, registration } = env;
  // A worker that installs while another controls the page is an update; the first one
  // (nothing controls the page yet) takes the page over by itself (clientsClaim).
  let hadController = Boolean(container.controller);
  let requested = false;
  // Another tab activated the new build while this one was held: only a reload is left to do.
  let switched = false;

  const markWaiting = () => {
    if (container.controller) publish({ ready: true });
  };
  const follow = (worker: ServiceWorker | null) => {
    if (!worker) return;
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed') markWaiting();
    });
  };
  if (registration.waiting) markWaiting();
  follow(registration.installing);
  registration.addEventListener('updatefound', () => follow(registration.installing));

  container.addEventListener('controllerchange', () => {
    if (!hadController) {
      hadController = true;
      return;
    }
    if (requested) env.reload();
    else {
      switched = true;
      publish({ ready: true });
    }
  });

  activate = () => {
    const waiting = registration.waiting;
    if (switched || !waiting) {
      env.reload();
      return;
    }
    requested = true;
    // The worker vite-plugin-pwa generates in 'prompt' mode calls skipWaiting() on this message.
    waiting.postMessage({ type: 'SKIP_WAITING' });
  };

  let lastCheck = env.now();
  const check = () => {
    if (!env.isOnline()) return;
    lastCheck = env.now();
    registration.update().catch(() => {
      // The network failed between the two: the next check tries again.
    });
  };
  env.every(UPDATE_CHECK_MS, () => {
    publish({ dismissed: false });
    check();
  });
  env.onVisible(() => {
    if (env.isVisible() && env.now() - lastCheck >= RETURN_CHECK_MS) check();
  });
}

/**
 * Registers the service worker once the page has loaded, so that it costs the first paint
 * nothing; only in a build (the dev server has no service worker).
 */
export function startAppUpdates() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then((registration) =>
        watchRegistration({
          container: navigator.serviceWorker,
          registration,
          reload: () => window.location.reload(),
          isOnline: () => navigator.onLine,
          isVisible: () => document.visibilityState === 'visible',
          onVisible: (listener) => document.addEventListener('visibilitychange', listener),
          every: (ms, tick) => window.setInterval(tick, ms),
          now: () => Date.now(),
        }),
      )
      .catch(() => {
        // No service worker (a private window may refuse one): the app works online as before.
      });
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/** For the tests: back to a fresh page's state. */
export function resetAppUpdateForTests() {
  holds.clear();
  activate = null;
  state = { ready: false, held: false, dismissed: false };
}
