import { describe, expect, it } from 'vitest';
import { APPROVAL_ACTIONS, APPROVED_PERMISSION, approvesAnything } from './approvals.js';
import { PERMISSION_NAMES } from './permissions.js';

describe('who approves at a register', () => {
  it('names a real permission for every action', () => {
    for (const action of APPROVAL_ACTIONS) {
      expect(PERMISSION_NAMES).toContain(APPROVED_PERMISSION[action]);
    }
  });

  it('offers a register PIN to whoever approves any one action, stock keepers included', () => {
    expect(approvesAnything(['process_returns'])).toBe(true);
    expect(approvesAnything(['apply_discounts'])).toBe(true);
    expect(approvesAnything(['manage_inventory'])).toBe(true);
    expect(approvesAnything(['view_reports', 'process_sales'])).toBe(false);
  });
});
