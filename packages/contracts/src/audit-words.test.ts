import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from './audit.js';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ENTITY_LABELS,
  AUDIT_EVENT_TITLES,
  AUDIT_FIELD_LABELS,
  auditActionLabel,
  auditApprovalText,
  auditChangesText,
  auditEntityLabel,
  auditEventTitle,
  auditFieldLabel,
  auditValueText,
  readableCode,
} from './audit-words.js';

const CAMEL = /[a-z][A-Z]/;

describe('the audit log in words', () => {
  it('has a label for every entity type and action, none of them a raw code', () => {
    for (const t of AUDIT_ENTITY_TYPES) {
      expect(AUDIT_ENTITY_LABELS[t], t).toBeTruthy();
      expect(AUDIT_ENTITY_LABELS[t], t).not.toMatch(CAMEL);
    }
    for (const a of AUDIT_ACTIONS) {
      expect(AUDIT_ACTION_LABELS[a], a).toBeTruthy();
      expect(AUDIT_ACTION_LABELS[a], a).not.toContain('_');
    }
    // No two entities or actions read the same in the filters.
    const entities = AUDIT_ENTITY_TYPES.map(auditEntityLabel);
    expect(new Set(entities).size).toBe(entities.length);
    const actions = AUDIT_ACTIONS.map(auditActionLabel);
    expect(new Set(actions).size).toBe(actions.length);
    expect(auditEntityLabel('StockCount')).toBe('Stock count');
    expect(auditEntityLabel('ApiKey')).toBe('API key');
    expect(auditActionLabel('sign_in_failed')).toBe('Sign-in failed');
  });

  it('titles the events the API writes as the screens say them', () => {
    expect(auditEventTitle({ entityType: 'StockCount', action: 'post' })).toBe(
      'Stock count posted',
    );
    expect(auditEventTitle({ entityType: 'PurchaseOrder', action: 'receive' })).toBe(
      'Purchase order received',
    );
    expect(auditEventTitle({ entityType: 'Session', action: 'sign_in' })).toBe('Signed in');
    expect(auditEventTitle({ entityType: 'Session', action: 'sign_in_failed' })).toBe(
      'Sign-in failed',
    );
    expect(auditEventTitle({ entityType: 'Product', action: 'archive' })).toBe('Product archived');
    expect(auditEventTitle({ entityType: 'Sale', action: 'refund' })).toBe('Sale refunded');
    expect(auditEventTitle({ entityType: 'Sale', action: 'discount' })).toBe('Discount given');
    expect(auditEventTitle({ entityType: 'Sale', action: 'sell_without_stock' })).toBe(
      'Sold beyond the stock',
    );
    expect(auditEventTitle({ entityType: 'Shift', action: 'no_sale' })).toBe(
      'Drawer opened (no sale)',
    );
    expect(auditEventTitle({ entityType: 'ApiKey', action: 'revoke' })).toBe('API key revoked');
    expect(auditEventTitle({ entityType: 'Organization', action: 'disable' })).toBe(
      'Organization disabled',
    );
    // Every phrase starts with a capital and carries no code.
    for (const [entity, phrases] of Object.entries(AUDIT_EVENT_TITLES)) {
      for (const [action, phrase] of Object.entries(phrases)) {
        expect(phrase, `${entity}/${action}`).toMatch(/^[A-Z]/);
        expect(phrase, `${entity}/${action}`).not.toMatch(/_|[a-z][A-Z]/);
      }
    }
  });

  it('falls back to "<entity> <action>" for a pair without a phrase, and to readable codes', () => {
    expect(auditEventTitle({ entityType: 'GiftCard', action: 'create' })).toBe('Gift card created');
    expect(auditEventTitle({ entityType: 'Role', action: 'grant' })).toBe('Role granted');
    // A code the contracts no longer know (an old event): still readable.
    expect(auditEventTitle({ entityType: 'LoyaltyTier', action: 'bulk_move' })).toBe(
      'Loyalty tier bulk move',
    );
    expect(readableCode('reorderLevel')).toBe('Reorder level');
    expect(readableCode('APIKey')).toBe('Api key');
  });

  it('labels fields by their forms, variations and unknown keys included', () => {
    expect(auditFieldLabel('Product', 'costPrice')).toBe('Cost price');
    expect(auditFieldLabel('Product', 'reorderLevel')).toBe('Reorder level');
    expect(auditFieldLabel('Product', 'costPrice (Red / L)')).toBe('Cost price (Red / L)');
    expect(auditFieldLabel('Product', 'sku (Red / L)')).toBe('SKU (Red / L)');
    expect(auditFieldLabel('Product', 'somethingNew')).toBe('Something new');
    // The stock a sale beyond the stock left: keyed by product name, which stays as it is.
    expect(auditFieldLabel('Sale', 'iPhone case', 'sell_without_stock')).toBe(
      'iPhone case in stock',
    );
    for (const [entity, labels] of Object.entries(AUDIT_FIELD_LABELS)) {
      for (const [key, label] of Object.entries(labels)) {
        expect(label, `${entity}.${key}`).not.toMatch(CAMEL);
      }
    }
  });

  it('writes the changes as "Label: old → new", yes/no, lists and nothing in words', () => {
    const row = (entityType: string, changes: Record<string, unknown[]>, action = 'update') => ({
      entityType,
      action,
      changes: Object.fromEntries(
        Object.entries(changes).map(([k, [before, after]]) => [k, { before, after }]),
      ),
    });
    // As the product's cost moves on a receipt: the stored numbers, as typed on the form.
    expect(auditChangesText(row('Product', { costPrice: ['4.50', '4.77'] }))).toBe(
      'Cost price: 4.50 → 4.77',
    );
    expect(
      auditChangesText(row('Product', { costPrice: [4.5, 4.77], name: ['Lamp', 'Garden lamp'] })),
    ).toBe('Name: Lamp → Garden lamp; Cost price: 4.5 → 4.77');
    expect(auditChangesText(row('Warehouse', { isActive: [true, false] }))).toBe(
      'Active: Yes → No',
    );
    expect(auditChangesText(row('Store', { location: [null, 'Pier 4'] }))).toBe(
      'Location: — → Pier 4',
    );
    expect(
      auditChangesText(row('User', { permissions: [[], ['manage_inventory', 'view_reports']] })),
    ).toBe('Permissions: none → manage_inventory, view_reports');
    expect(auditChangesText(row('Sale', { Lamp: [1, -2] }, 'sell_without_stock'))).toBe(
      'Lamp in stock: 1 → -2',
    );
    expect(auditChangesText(row('Session', {}, 'sign_in'))).toBe('');
    // In the form's order, each variation after the product's own fields, whatever the stored
    // order (jsonb keeps the shortest key first); keys no table knows last, alphabetically.
    expect(
      auditChangesText(
        row('Product', {
          sku: ['A', 'B'],
          name: ['Lamp', 'Garden lamp'],
          'price (S)': [1, 2],
          'costPrice (M)': [1, 2],
          price: [10, 12],
          'price (M)': [1, 3],
          zeta: [1, 2],
          alpha: [1, 2],
        }),
      ),
    ).toBe(
      'Name: Lamp → Garden lamp; SKU: A → B; Price: 10 → 12; Price (M): 1 → 3; Cost price (M): 1 → 2; Price (S): 1 → 2; Alpha: 1 → 2; Zeta: 1 → 2',
    );
    expect(
      auditChangesText(row('Sale', { Mug: [0, -2], Lamp: [1, -2] }, 'sell_without_stock')),
    ).toBe('Lamp in stock: 1 → -2; Mug in stock: 0 → -2');
    expect(auditValueText({ increment: 0.05, mode: 'nearest' })).toBe(
      '{"increment":0.05,"mode":"nearest"}',
    );
  });

  it('names the approving manager', () => {
    expect(auditApprovalText({ approvedBy: 'u1', approvedByName: 'Mia Manager' })).toBe(
      'Approved by Mia Manager',
    );
    expect(auditApprovalText({ approvedBy: null, approvedByName: null })).toBeNull();
  });
});
