import {
  type Caller,
  canAccess,
  isOperatorRole,
  MENU_SCREENS,
  SCREENS,
  type ScreenKey,
} from '@pos/contracts/permissions';

export interface MenuEntry {
  key: ScreenKey;
  path: string;
  label: string;
}

export interface MenuModel {
  /** The business-admin group, or null when the user is not a platform operator. */
  adminGroup: MenuEntry[] | null;
  main: MenuEntry[];
}

/**
 * The side menu for a user: MENU_SCREENS order, only what the user may open (spec 1 §2). An
 * operator's menu has one dashboard, the platform's: the platform organization is no shop, so
 * the shop dashboard would only count its operators.
 */
export function menuFor(user: Caller): MenuModel {
  const operator = isOperatorRole(user.role);
  const entries = MENU_SCREENS.filter(
    (key) => canAccess(user, SCREENS[key].access) && !(operator && key === 'dashboard'),
  ).map((key): MenuEntry => ({ key, path: SCREENS[key].path, label: SCREENS[key].label }));
  const inAdminGroup = (e: MenuEntry) => SCREENS[e.key].group === 'business-admin';
  return {
    adminGroup: operator ? entries.filter(inAdminGroup) : null,
    main: entries.filter((e) => !inAdminGroup(e)),
  };
}

/**
 * The entry to highlight: the longest menu path that is the current path or a parent of it,
 * so /inventory/by-store lights up "Store Report" and not also "Inventory Items".
 */
export function activeKeyOf(pathname: string, entries: readonly MenuEntry[]): ScreenKey | null {
  let best: MenuEntry | null = null;
  for (const e of entries) {
    const matches = pathname === e.path || pathname.startsWith(`${e.path}/`);
    if (matches && (!best || e.path.length > best.path.length)) best = e;
  }
  return best?.key ?? null;
}
