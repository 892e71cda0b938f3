import { afterEach, describe, expect, it, vi } from 'vitest';

/** The module keeps its state: each case loads it afresh, with a browser of its own. */
async function withBrowser(onLine: boolean) {
  vi.resetModules();
  const nav = { onLine };
  const handlers = new Map<string, () => void>();
  vi.stubGlobal('navigator', nav);
  vi.stubGlobal('window', {
    addEventListener: (type: string, fn: () => void) => handlers.set(type, fn),
  });
  const connectivity = await import('./connectivity');
  const goOffline = () => {
    nav.onLine = false;
    handlers.get('offline')?.();
  };
  return { connectivity, goOffline };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('connectivity', () => {
  it('an answer that arrives after the network went does not bring the register back online', async () => {
    const { connectivity, goOffline } = await withBrowser(true);
    expect(connectivity.isOnline()).toBe(true);
    goOffline();
    expect(connectivity.isOnline()).toBe(false);
    connectivity.reportReachable(true);
    expect(connectivity.isOnline()).toBe(false);
  });

  it('with the network there, a call without an answer means offline, and any answer online', async () => {
    const { connectivity } = await withBrowser(true);
    connectivity.reportReachable(false);
    expect(connectivity.isOnline()).toBe(false);
    connectivity.reportReachable(true);
    expect(connectivity.isOnline()).toBe(true);
  });
});
