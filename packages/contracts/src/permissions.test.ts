import { describe, expect, it } from 'vitest';
import {
  BUILT_IN_ROLES,
  canAccess,
  MENU_SCREENS,
  PERMISSION_NAMES,
  SCREENS,
} from './permissions.js';

const cashier = { role: 'cashier', permissions: ['manage_customers', 'manage_transactions'] };
const operator = { role: 'super_admin', permissions: [] };

describe('the screen → permission table', () => {
  it('applies the readings DESIGN §6 settles', () => {
    expect(SCREENS.attributes.access).toEqual({ kind: 'permission', anyOf: ['manage_attributes'] });
    expect(SCREENS.stockHistory.access).toEqual({
      kind: 'permission',
      anyOf: ['view_inventory_history', 'manage_inventory'],
    });
    expect(SCREENS.labels.access).toEqual({ kind: 'permission', anyOf: ['manage_products'] });
    expect(SCREENS.bulkUpload.access).toEqual({ kind: 'permission', anyOf: ['manage_products'] });
  });

  it('lists every menu screen once, in the spec order, dashboard before users', () => {
    expect(new Set(MENU_SCREENS).size).toBe(MENU_SCREENS.length);
    expect(MENU_SCREENS.indexOf('dashboard')).toBeLessThan(MENU_SCREENS.indexOf('users'));
    expect(MENU_SCREENS.slice(0, 5).every((k) => SCREENS[k].group === 'business-admin')).toBe(true);
  });

  it('names only permissions of the catalogue', () => {
    for (const s of Object.values(SCREENS)) {
      if (s.access.kind === 'permission') {
        for (const p of s.access.anyOf) expect(PERMISSION_NAMES).toContain(p);
      }
    }
    for (const r of BUILT_IN_ROLES)
      for (const p of r.permissions) expect(PERMISSION_NAMES).toContain(p);
  });
});

describe('canAccess', () => {
  it('lets anyone through public, any signed-in user through login-only', () => {
    expect(canAccess(null, { kind: 'public' })).toBe(true);
    expect(canAccess(null, SCREENS.dashboard.access)).toBe(false);
    expect(canAccess(cashier, SCREENS.dashboard.access)).toBe(true);
  });

  it('checks permissions by name, any of the accepted ones', () => {
    expect(canAccess(cashier, SCREENS.customers.access)).toBe(true);
    expect(canAccess(cashier, SCREENS.users.access)).toBe(false);
    expect(
      canAccess({ role: 'x', permissions: ['manage_inventory'] }, SCREENS.stockHistory.access),
    ).toBe(true);
  });

  it('admits only super_admin and business_admin to operator screens', () => {
    expect(canAccess(operator, SCREENS.adminUsers.access)).toBe(true);
    expect(canAccess({ role: 'business_admin', permissions: [] }, SCREENS.adminUsers.access)).toBe(
      true,
    );
    expect(
      canAccess({ role: 'Owner', permissions: [...PERMISSION_NAMES] }, SCREENS.adminUsers.access),
    ).toBe(false);
  });
});
