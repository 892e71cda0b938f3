import { describe, expect, it } from 'vitest';
import { activeKeyOf, menuFor } from './menu-model';

describe('menuFor', () => {
  it('shows a cashier only the login-only screens and those of their permissions', () => {
    const menu = menuFor({
      role: 'cashier',
      permissions: ['manage_customers', 'manage_transactions'],
    });
    expect(menu.adminGroup).toBeNull();
    expect(menu.main.map((e) => e.label)).toEqual([
      'Dashboard',
      'Register',
      'Customers',
      'Transactions',
      'Shifts',
      'Profile',
    ]);
  });

  it('gives operators the business-admin group in menu order, and one Dashboard', () => {
    const menu = menuFor({ role: 'super_admin', permissions: [] });
    expect(menu.adminGroup?.map((e) => e.label)).toEqual([
      'Organizations',
      'Dashboard',
      'All Users',
      'All Transactions',
      'All Subscriptions',
      'Platform Settings',
    ]);
    expect(menu.main.map((e) => e.path)).toEqual(['/profile']);
  });
});

describe('activeKeyOf', () => {
  const { main } = menuFor({ role: 'Owner', permissions: ['manage_inventory', 'manage_users'] });

  it('prefers the most specific path', () => {
    expect(activeKeyOf('/inventory/by-store', main)).toBe('storeReport');
    expect(activeKeyOf('/inventory', main)).toBe('inventory');
    expect(activeKeyOf('/users/123', main)).toBe('users');
  });

  it('matches whole path segments only', () => {
    expect(activeKeyOf('/usersx', main)).toBeNull();
  });
});
