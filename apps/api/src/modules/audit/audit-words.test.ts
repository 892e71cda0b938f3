import type { TAuditEventRow } from '@pos/contracts/audit';
import {
  AUDIT_FIELD_LABELS,
  auditApprovalText,
  auditChangesText,
  auditEventPhrase,
  auditEventTitle,
  auditFieldLabel,
} from '@pos/contracts/audit-words';
import { uuidv7 } from 'uuidv7';
import { describe, expect, it } from 'vitest';
import { inLanguage } from '../../lib/i18n.js';
import { addMember, signUp, useTestApp } from '../../test/test-app.js';

/**
 * The audit log in people's words (docs/guide/reports-and-audit.md, "Audit log"): whatever a
 * shop's day makes the API write, the contracts' tables have its title and its fields' labels,
 * and the CSV says the event in words beside the stored codes.
 */
const t = useTestApp();

type Session = { token: string };

async function ok(s: Session, method: 'post' | 'put' | 'patch', path: string, body?: unknown) {
  const res = await t.as(s)[method](path, body);
  expect(res.statusCode, `${method} ${path}: ${res.body}`).toBeLessThan(300);
  return res.json().data;
}

const CAMEL = /[a-z][A-Z]/;

/** Every quoted cell of every row (csv.ts quotes them all; no cell here spans lines). */
const csvRows = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1]?.replaceAll('""', '"')));

/** A day of a shop's changes through the API: each writes one event or more. */
async function aDayOfChanges() {
  const owner = await signUp(t);
  const org = owner.user.organizationId;
  // Two members sign in (`addMember` logs them in); someone mistypes the owner's password.
  const manager = await addMember(t, org, 'organization_manager');
  const cashier = await addMember(t, org, 'cashier');
  const wrong = { username: owner.email, password: 'not the password' };
  expect((await t.as(null).post('auth/login', wrong)).statusCode).toBe(401);
  await ok(manager, 'patch', 'profile', { registerPin: '4821' });
  const approval = async (by: Session, action: string) => {
    const res = await t.as(by).post('approvals', { email: manager.email, pin: '4821', action });
    expect(res.statusCode, res.body).toBe(201);
    return { headers: { 'x-approval': res.json().data.token as string } };
  };

  // Products: one created, then its name and cost changed; one with variations.
  const lamp = await ok(owner, 'post', 'products', {
    name: 'Lamp',
    price: 20,
    costPrice: 4.5,
    stock: 5,
    sku: `LAMP-${Date.now()}`,
  });
  const {
    _id,
    totalStock: _t,
    totalValue: _v,
    createdAt: _c,
    categoryName: _n,
    taxClassName: _x,
    primaryImageId: _p,
    ...lampBody
  } = lamp;
  await ok(owner, 'put', `products/${lamp._id}`, {
    ...lampBody,
    name: 'Garden lamp',
    costPrice: 4.77,
    images: [],
    variations: [],
  });
  await ok(owner, 'post', 'products', {
    name: 'Linen shirt',
    price: 39.5,
    stock: 0,
    sku: `SHIRT-${Date.now()}`,
    configurableAttributes: [{ name: 'Size', values: ['M'] }],
    variations: [{ attributeCombination: ['M'], price: 41, costPrice: 12, stock: 0 }],
  });
  const mug = await ok(owner, 'post', 'products', {
    name: 'Mug',
    price: 8,
    stock: 0,
    sku: `MUG-${Date.now()}`,
  });

  // A stock count posted; a purchase order received (which moves the lamp's cost).
  const [store] = (await t.as(owner).get('stores')).json().data;
  const count = await ok(owner, 'post', 'stock-counts', { name: 'Shelf', storeId: store._id });
  await ok(owner, 'post', `stock-counts/${count._id}/scan`, { barcode: lamp.sku, quantity: 4 });
  await ok(owner, 'post', `stock-counts/${count._id}/post`);
  const supplier = await ok(owner, 'post', 'suppliers', { name: 'Glow Co' });
  const po = await ok(owner, 'post', 'purchase-orders', {
    supplierId: supplier._id,
    storeId: store._id,
    lines: [{ productId: lamp._id, quantity: 10, unitCost: 6 }],
  });
  await ok(owner, 'post', `purchase-orders/${po._id}/order`);
  await ok(owner, 'post', `purchase-orders/${po._id}/receive`, {
    lines: [{ lineId: po.lines[0]._id, quantity: 4 }],
  });

  // The register: a discount the manager approves, a sale beyond the stock, a refund.
  const discounted = (
    await t.as(cashier).post(
      'transactions',
      {
        items: [{ productId: lamp._id, quantity: 1, discount: 2 }],
        paymentMethod: 'Cash',
        discountReason: 'Scratched',
      },
      await approval(cashier, 'discount'),
    )
  ).json();
  expect(discounted.data?.approvedBy, JSON.stringify(discounted)).toMatchObject({
    _id: manager.user._id,
  });
  const beyond = await t
    .as(cashier)
    .post(
      'transactions',
      { items: [{ productId: mug._id, quantity: 2 }], paymentMethod: 'Cash' },
      await approval(cashier, 'sell_without_stock'),
    );
  expect(beyond.statusCode, beyond.body).toBe(201);
  await ok(owner, 'post', `transactions/${discounted.data._id}/refund`);

  // A shift with a no-sale; stored value; a customer display.
  const shift = await ok(owner, 'post', 'shifts/open', { openingFloat: 100 });
  await ok(owner, 'post', `shifts/${shift._id}/no-sale`, { reason: 'Change for the bus' });
  await ok(owner, 'post', `shifts/${shift._id}/close`, { countedCash: 100 });
  const card = await ok(owner, 'post', 'gift-cards', { amount: 25 });
  await ok(owner, 'post', `gift-cards/${card._id}/reload`, { amount: 5 });
  const customer = await ok(owner, 'post', 'customers', { name: 'Cora Credit' });
  await ok(owner, 'post', `customers/${customer._id}/store-credit`, {
    direction: 'add',
    amount: 10,
    reason: 'Goodwill',
  });
  await ok(cashier, 'post', 'customer-displays', { deviceId: uuidv7() });

  // The back office: people, places, prices, settings, keys.
  const perms = Object.fromEntries(
    (await t.as(owner).get('permissions?limit=100'))
      .json()
      .data.map((p: { name: string; _id: string }) => [p.name, p._id]),
  ) as Record<string, string>;
  const roles = Object.fromEntries(
    (await t.as(owner).get('roles?limit=100'))
      .json()
      .data.map((r: { name: string; _id: string }) => [r.name, r._id]),
  ) as Record<string, string>;
  await ok(owner, 'post', 'roles', { name: 'Stock clerk', permissions: [perms.manage_inventory] });
  await ok(owner, 'post', 'permissions', { permissionName: 'count_cash', description: 'Counts' });
  const user = await ok(owner, 'post', 'users', {
    name: 'Pat Picker',
    username: `pat.${Date.now()}`,
    email: `pat${Date.now()}@shop.test`,
    password: 'picking all day',
    role: roles.cashier,
    permissions: [],
  });
  await ok(owner, 'put', `users/${user._id}`, {
    name: 'Pat Picker',
    username: user.username,
    email: user.email,
    role: roles.cashier,
    permissions: [perms.manage_inventory],
  });
  const harbour = await ok(owner, 'post', 'stores', { name: 'Harbour', isActive: true });
  await ok(owner, 'put', `stores/${harbour._id}`, {
    name: 'Harbour',
    location: 'Pier 4',
    contactPerson: 'Hal',
    isActive: true,
  });
  await ok(owner, 'post', 'warehouses', { name: 'Depot', isActive: true });
  await ok(owner, 'post', 'tax-classes', { name: 'Reduced', taxes: [{ name: 'VAT', rate: 5 }] });
  await ok(owner, 'post', 'promotions', { name: 'Tenner', kind: 'percent_off', percent: 10 });
  const settings = (await t.as(owner).get('settings/general')).json().data;
  await ok(owner, 'put', 'settings/general', {
    ...settings,
    currencyCode: 'EUR',
    receiptShowLogo: !settings.receiptShowLogo,
    auditRetentionDays: 400,
  });
  const profile = (await t.as(owner).get('organization')).json().data;
  await ok(owner, 'put', `organization/${org}`, {
    name: profile.name,
    code: profile.code,
    email: profile.email,
    phone: '+1 555 0100',
  });
  const key = await ok(owner, 'post', 'api-keys', {
    name: 'Feed',
    permissions: ['manage_products'],
  });
  expect((await t.as(owner).delete(`api-keys/${key._id}`)).statusCode).toBeLessThan(300);

  // A plan bought (the subscription's change).
  const order = (await t.as(owner).post('subscription/upgrade', { newPlan: 'basic' })).json().data;
  const paid = (
    await t.as(owner).post(`payment/sandbox/orders/${order.order_id}/pay`, { outcome: 'success' })
  ).json();
  await t.as(owner).post('payment/verify-upgrade-payment', { ...paid, newPlan: 'basic' });

  return { owner, manager, lamp };
}

describe('the audit log in words', () => {
  it('titles every event the API writes and labels every field it records', async () => {
    const { owner, manager, lamp } = await aDayOfChanges();
    const res = await t.as(owner).get('audit-events?limit=1000');
    expect(res.statusCode).toBe(200);
    const events = res.json().data as TAuditEventRow[];

    for (const e of events) {
      const at = `${e.entityType}/${e.action}`;
      // A phrase of the table, not the fallback: the table covers what the API writes.
      expect(auditEventPhrase(e.entityType, e.action), at).toBeDefined();
      expect(auditEventTitle(e), at).not.toMatch(/_|[a-z][A-Z]/);
      if (e.action === 'sell_without_stock') continue; // keyed by product name
      const labels = AUDIT_FIELD_LABELS[e.entityType as keyof typeof AUDIT_FIELD_LABELS];
      for (const key of Object.keys(e.changes)) {
        // A variation's key is "<field> (<variation>)": the field is the product's.
        const field = key.replace(/ \(.+\)$/, '');
        expect(labels?.[field], `${at}: ${key}`).toBeDefined();
        expect(auditFieldLabel(e.entityType, key, e.action), `${at}: ${key}`).not.toMatch(CAMEL);
      }
    }

    const titles = new Set(events.map(auditEventTitle));
    for (const title of [
      'Signed in',
      'Sign-in failed',
      'Product created',
      'Product updated',
      'Stock count posted',
      'Purchase order received',
      'Discount given',
      'Sold beyond the stock',
      'Sale refunded',
      'Shift opened',
      'Drawer opened (no sale)',
      'Shift closed',
      'Gift card issued',
      'Gift card reloaded',
      'Store credit adjusted',
      'Customer display pairing code created',
      'Role created',
      'Permission created',
      'User created',
      'User updated',
      'Store created',
      'Store updated',
      'Warehouse created',
      'Tax class created',
      'Promotion created',
      'General settings changed',
      'Organization profile changed',
      'API key created',
      'API key revoked',
      'Subscription changed',
    ]) {
      expect(titles, title).toContain(title);
    }

    // The product's own edit, by the form's labels and in the form's order.
    const edit = events.find(
      (e) => e.entityId === lamp._id && e.action === 'update' && 'name' in e.changes,
    );
    expect(edit && auditChangesText(edit)).toBe('Name: Lamp → Garden lamp; Cost price: 4.5 → 4.77');
    const shirt = events.find((e) => e.action === 'create' && 'price (M)' in e.changes);
    // Stored shortest key first (jsonb); said as the form lists them, each variation after.
    expect(shirt && auditChangesText(shirt)).toMatch(
      /^Name: — → Linen shirt; SKU: — → SHIRT-\d+; Price: — → 39\.5; .*; SKU \(M\): — → SHIRT-\d+-M; Price \(M\): — → 41; Cost price \(M\): — → 12$/,
    );
    const beyond = events.find((e) => e.action === 'sell_without_stock');
    expect(beyond && auditChangesText(beyond)).toBe('Mug in stock: 0 → -2');
    const settings = events.find((e) => e.entityType === 'GeneralSettings');
    expect(settings && auditChangesText(settings)).toContain('Show logo on receipts: Yes → No');

    // Whoever approved is named on every event they approved.
    const managerName = (await t.as(owner).get(`users/${manager.user._id}`)).json().data.name;
    const approved = events.filter((e) => e.approvedBy);
    expect(approved.map((e) => e.action).sort()).toEqual(['discount', 'sell_without_stock']);
    for (const e of approved) expect(auditApprovalText(e)).toBe(`Approved by ${managerName}`);
  });

  it('the CSV says the event in words after the time, beside the codes integrations parse', async () => {
    const { owner, lamp } = await aDayOfChanges();
    const res = await t.as(owner).get('audit-events/export.csv');
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = csvRows(res.body);
    expect(header).toEqual([
      'Time',
      'Event',
      'User',
      'IP',
      'Entity Type',
      'Entity ID',
      'Action',
      'Changes',
      'Approved By',
    ]);
    const cell = (row: (string | undefined)[], column: string) =>
      row[header?.indexOf(column) ?? -1];
    const find = (entityType: string, action: string) =>
      rows.filter((r) => cell(r, 'Entity Type') === entityType && cell(r, 'Action') === action);

    const [posted] = find('StockCount', 'post');
    expect(posted && cell(posted, 'Event')).toBe('Stock count posted');
    expect(posted && cell(posted, 'Changes')).toMatch(/^Status: Open → Posted; Difference: /);
    const [received] = find('PurchaseOrder', 'receive');
    expect(received && cell(received, 'Event')).toBe('Purchase order received');
    expect(received && cell(received, 'Changes')).toBe(
      'Status: Ordered → Partially Received; Received: 0 → 4',
    );
    const edit = find('Product', 'update').find(
      (r) => cell(r, 'Entity ID') === lamp._id && cell(r, 'Changes')?.startsWith('Name:'),
    );
    expect(edit && cell(edit, 'Event')).toBe('Product updated');
    expect(edit && cell(edit, 'Changes')).toBe('Name: Lamp → Garden lamp; Cost price: 4.5 → 4.77');
    expect(find('Session', 'sign_in').map((r) => cell(r, 'Event'))).toContain('Signed in');
    // Every row's Event is a phrase, never a code.
    for (const r of rows) expect(cell(r, 'Event')).toMatch(/^[A-Z][^_]*$/);
  });
  it('says the labels and words in the reader’s language, leaving typed values as typed', () => {
    const say = (english: string) => inLanguage('es', english);
    const change = (
      entityType: string,
      key: string,
      before: unknown,
      after: unknown,
      action = 'update',
    ) => ({
      entityType,
      action,
      changes: { [key]: { before, after } },
    });
    expect(auditChangesText(change('Warehouse', 'isActive', true, false), say)).toBe(
      `${say('Active')}: ${say('Yes')} → ${say('No')}`,
    );
    expect(auditChangesText(change('Warehouse', 'isActive', true, false), say)).not.toContain(
      'Yes',
    );
    expect(auditChangesText(change('Product', 'name', 'Lamp', 'Garden lamp'), say)).toBe(
      `${say('Name')}: Lamp → Garden lamp`,
    );
    expect(auditChangesText(change('Product', 'costPrice (Red / L)', 4.5, 4.77), say)).toBe(
      `${say('Cost price')} (Red / L): 4.5 → 4.77`,
    );
    expect(auditChangesText(change('Sale', 'Lamp', 1, -2, 'sell_without_stock'), say)).toBe(
      `${say('{{key}} in stock').replace('{{key}}', 'Lamp')}: 1 → -2`,
    );
    expect(auditApprovalText({ approvedBy: 'u1', approvedByName: 'Mia Manager' }, say)).toBe(
      say('Approved by {{who}}').replace('{{who}}', 'Mia Manager'),
    );
    // Every label the table holds is in the catalogs: in Devanagari, none is left in English
    // (but the letters a Hindi screen keeps: SKU, URL, PIN…).
    for (const labels of Object.values(AUDIT_FIELD_LABELS))
      for (const label of Object.values(labels)) {
        if (!/^[A-Z]{2,}$/.test(label))
          expect(inLanguage('hi', label), label).toMatch(/[\u0900-\u097F]/);
      }
  });
});
