/** Where to go after signing in: the page first asked for (router state `from`), else /dashboard. */
export function redirectTargetOf(state: unknown): string {
  const from = (state as { from?: { pathname?: unknown; search?: unknown; hash?: unknown } } | null)
    ?.from;
  if (!from || typeof from.pathname !== 'string' || !from.pathname.startsWith('/')) {
    return '/dashboard';
  }
  // Never bounce back to a public page (e.g. a stale /login).
  if (from.pathname === '/' || from.pathname === '/login') return '/dashboard';
  const search = typeof from.search === 'string' ? from.search : '';
  const hash = typeof from.hash === 'string' ? from.hash : '';
  return `${from.pathname}${search}${hash}`;
}
