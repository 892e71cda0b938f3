import { beforeEach, describe, expect, it } from 'vitest';
import {
  applyUpdate,
  appUpdateState,
  dismissUpdate,
  holdUpdate,
  RETURN_CHECK_MS,
  resetAppUpdateForTests,
  UPDATE_CHECK_MS,
  type UpdaterEnv,
  watchRegistration,
} from './app-update';

/** A service worker: its state, and who listens for a change of it. */
class FakeWorker extends EventTarget {
  messages: unknown[] = [];
  constructor(public state: ServiceWorkerState) {
    super();
  }
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

/** The browser around one registration, driven by the test. */
function browser({ controlled, waiting }: { controlled: boolean; waiting?: FakeWorker }) {
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? new FakeWorker('activated') : null,
  });
  const registration = Object.assign(new EventTarget(), {
    waiting: waiting ?? null,
    installing: null as FakeWorker | null,
    updates: 0,
    update: async () => {
      registration.updates++;
    },
  });
  const page = {
    reloads: 0,
    online: true,
    visible: true,
    time: 0,
    ticks: [] as { ms: number; tick: () => void }[],
    onVisible: [] as (() => void)[],
  };
  const env = {
    container,
    registration,
    reload: () => {
      page.reloads++;
    },
    isOnline: () => page.online,
    isVisible: () => page.visible,
    onVisible: (listener: () => void) => page.onVisible.push(listener),
    every: (ms: number, tick: () => void) => page.ticks.push({ ms, tick }),
    now: () => page.time,
  } as unknown as UpdaterEnv;
  /** A new build found by the browser: installs, then waits (or activates at once). */
  const newBuild = () => {
    const worker = new FakeWorker('installing');
    registration.installing = worker;
    registration.dispatchEvent(new Event('updatefound'));
    worker.become('installed');
    registration.installing = null;
    registration.waiting = worker;
    return worker;
  };
  /** The waiting build takes over (skipWaiting here or in another tab). */
  const activate = (worker: FakeWorker) => {
    registration.waiting = null;
    worker.become('activated');
    container.controller = worker;
    container.dispatchEvent(new Event('controllerchange'));
  };
  return { env, page, registration, newBuild, activate };
}

beforeEach(() => resetAppUpdateForTests());

describe('the update offer (lib/app-update.ts)', () => {
  it('says nothing on the first visit: the first worker takes the page over by itself', () => {
    const b = browser({ controlled: false });
    watchRegistration(b.env);
    const first = b.newBuild();
    expect(appUpdateState().ready).toBe(false);
    b.activate(first);
    expect(appUpdateState().ready).toBe(false);
    expect(b.page.reloads).toBe(0);
  });

  it('offers a new build once it waits, and Reload activates it, then reloads', () => {
    const b = browser({ controlled: true });
    watchRegistration(b.env);
    const next = b.newBuild();
    expect(appUpdateState()).toEqual({ ready: true, held: false, dismissed: false });
    applyUpdate();
    expect(next.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(b.page.reloads).toBe(0);
    b.activate(next);
    expect(b.page.reloads).toBe(1);
  });

  it('offers a build that was already waiting when the page opened', () => {
    const b = browser({ controlled: true, waiting: new FakeWorker('installed') });
    watchRegistration(b.env);
    expect(appUpdateState().ready).toBe(true);
  });

  it('is held while any reason holds it, and comes back when the last one lets go', () => {
    const b = browser({ controlled: true });
    watchRegistration(b.env);
    holdUpdate('register-cart', true);
    holdUpdate('other-screen', true);
    b.newBuild();
    expect(appUpdateState()).toMatchObject({ ready: true, held: true });
    holdUpdate('register-cart', false);
    expect(appUpdateState().held).toBe(true);
    holdUpdate('other-screen', false);
    expect(appUpdateState()).toMatchObject({ ready: true, held: false });
  });

  it('does not reload a tab another tab updated: it offers the reload instead', () => {
    const b = browser({ controlled: true });
    watchRegistration(b.env);
    holdUpdate('register-cart', true);
    const next = b.newBuild();
    b.activate(next); // Reload pressed in another tab
    expect(b.page.reloads).toBe(0);
    holdUpdate('register-cart', false);
    expect(appUpdateState()).toMatchObject({ ready: true, held: false });
    applyUpdate(); // nothing waits any more: the new build already controls the page
    expect(b.page.reloads).toBe(1);
  });

  it('checks for a new build every hour and on return to the tab, online only', async () => {
    const b = browser({ controlled: true });
    watchRegistration(b.env);
    expect(b.page.ticks.map((t) => t.ms)).toEqual([UPDATE_CHECK_MS]);
    const hourly = b.page.ticks[0]?.tick ?? (() => {});
    hourly();
    expect(b.registration.updates).toBe(1);
    b.page.online = false;
    hourly();
    expect(b.registration.updates).toBe(1);
    b.page.online = true;
    const returned = b.page.onVisible[0] ?? (() => {});
    b.page.time += RETURN_CHECK_MS - 1;
    returned();
    expect(b.registration.updates).toBe(1); // checked less than a minute ago
    b.page.time += 1;
    returned();
    expect(b.registration.updates).toBe(2);
    b.page.time += RETURN_CHECK_MS;
    b.page.visible = false;
    returned();
    expect(b.registration.updates).toBe(2);
  });

  it('"Later" hides the offer until the next hourly check', () => {
    const b = browser({ controlled: true });
    watchRegistration(b.env);
    b.newBuild();
    dismissUpdate();
    expect(appUpdateState()).toMatchObject({ ready: true, dismissed: true });
    b.page.ticks[0]?.tick();
    expect(appUpdateState()).toMatchObject({ ready: true, dismissed: false });
  });
});
