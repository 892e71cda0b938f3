import {
  type Caller,
  canAccess,
  isOperatorRole,
  REPORTS_ACCESS,
  SCREENS,
} from '@pos/contracts/permissions';

/**
 * Where a user starts when they asked for no page (docs/guide/dashboard-and-operators.md,
 * "Where you land"): an operator at the organizations list; whoever may sell but may not read
 * the shop's figures (the dashboard's "today" needs view_reports) — the built-in cashier — at
 * the register; everyone else at the dashboard.
 */
export function landingPathOf(user: Caller): string {
  if (isOperatorRole(user.role)) return SCREENS.adminOrganizations.path;
  if (canAccess(user, SCREENS.register.access) && !canAccess(user, REPORTS_ACCESS)) {
    return SCREENS.register.path;
  }
  return SCREENS.dashboard.path;
}

/** Where to go after signing in: the page first asked for (router state `from`), else the user's landing. */
export function redirectTargetOf(state: unknown, user: Caller): string {
  const from = (state as { from?: { pathname?: unknown; search?: unknown; hash?: unknown } } | null)
    ?.from;
  // Never bounce back to a public page (e.g. a stale /login).
  if (
    !from ||
    typeof from.pathname !== 'string' ||
    !from.pathname.startsWith('/') ||
    from.pathname === '/' ||
    from.pathname === '/login'
  ) {
    return landingPathOf(user);
  }
  const search = typeof from.search === 'string' ? from.search : '';
  const hash = typeof from.hash === 'string' ? from.hash : '';
  return `${from.pathname}${search}${hash}`;
}
