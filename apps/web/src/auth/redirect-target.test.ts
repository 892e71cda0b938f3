import { BUILT_IN_ROLES } from '@pos/contracts/permissions';
import { describe, expect, it } from 'vitest';
import { landingPathOf, redirectTargetOf } from './redirect-target';

const builtIn = (name: string) => ({
  role: name,
  permissions: [...(BUILT_IN_ROLES.find((r) => r.name === name)?.permissions ?? [])],
});

describe('where a user lands', () => {
  it('sends each to their work: operators, the till, the back office', () => {
    expect(landingPathOf({ role: 'super_admin', permissions: [] })).toBe(
      '/business-admin/organizations',
    );
    expect(landingPathOf(builtIn('cashier'))).toBe('/pos');
    expect(landingPathOf(builtIn('organization_manager'))).toBe('/dashboard');
    expect(landingPathOf(builtIn('Owner'))).toBe('/dashboard');
    // By permissions, not by name: a custom till role sells and reads no reports.
    expect(landingPathOf({ role: 'Till', permissions: ['manage_transactions'] })).toBe('/pos');
    expect(landingPathOf({ role: 'Clerk', permissions: ['manage_inventory'] })).toBe('/dashboard');
  });

  it('keeps a page asked for first, but never a public one', () => {
    const cashier = builtIn('cashier');
    const from = (pathname: string, search = '') => ({ from: { pathname, search, hash: '' } });
    expect(redirectTargetOf(from('/customers', '?search=ann'), cashier)).toBe(
      '/customers?search=ann',
    );
    expect(redirectTargetOf(from('/login'), cashier)).toBe('/pos');
    expect(redirectTargetOf(from('/'), cashier)).toBe('/pos');
    expect(redirectTargetOf(null, cashier)).toBe('/pos');
    expect(redirectTargetOf({ from: { pathname: 'javascript:x' } }, cashier)).toBe('/pos');
  });
});
