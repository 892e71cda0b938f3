import { SETTINGS_MESSAGES } from '@pos/contracts/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, bearer, createTestApp, signUp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (s: { token: string }) =>
  t.app.inject({ url: '/api/v1/settings/general', headers: bearer(s.token) });
const put = (s: { token: string }, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/v1/settings/general',
    headers: bearer(s.token),
    payload,
  });

const settings = {
  itemsPerPage: 25,
  currencySymbol: '€',
  currencyCode: 'eur',
  taxes: [
    { id: 'vat', name: 'VAT', rate: 19 },
    { id: 'city', name: 'City tax', rate: 0.75 },
  ],
  receiptShowLogo: false,
  receiptShowAddress: true,
  receiptShowCustomerName: false,
  receiptFooterMessage: 'Danke!',
  allowNegativeStock: false,
};

describe('general settings', () => {
  it('starts with the defaults of spec 2 §9 and saves the whole object', async () => {
    const owner = await signUp(t);
    expect((await get(owner)).json().data).toEqual({
      itemsPerPage: 10,
      currencySymbol: '$',
      currencyCode: 'USD',
      taxes: [],
      receiptShowLogo: true,
      receiptShowAddress: true,
      receiptShowCustomerName: true,
      receiptFooterMessage: 'Thank you for your business!',
      allowNegativeStock: false,
    });
    const res = await put(owner, settings);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(SETTINGS_MESSAGES.saved);
    const saved = { ...settings, currencyCode: 'EUR' };
    expect(res.json().data).toEqual(saved);
    expect((await get(owner)).json().data).toEqual(saved);
  });

  it('migrates a legacy defaultTaxRate into one tax named Tax', async () => {
    const owner = await signUp(t);
    const { taxes: _ignored, ...legacy } = settings;
    const res = await put(owner, { ...legacy, defaultTaxRate: 8.25 });
    expect(res.statusCode).toBe(200);
    expect((await get(owner)).json().data.taxes).toEqual([{ id: 'tax', name: 'Tax', rate: 8.25 }]);
    expect((await put(owner, { ...legacy, defaultTaxRate: 0 })).json().data.taxes).toEqual([]);
    // A list sent along wins over the legacy rate.
    const both = await put(owner, { ...settings, defaultTaxRate: 5 });
    expect(both.json().data.taxes).toEqual(settings.taxes);
    const neither = await put(owner, legacy);
    expect(neither.statusCode).toBe(400);
    expect(neither.json().message).toBe(SETTINGS_MESSAGES.taxesRequired);
  });

  it('answers each validation text and writes nothing', async () => {
    const owner = await signUp(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ itemsPerPage: 0 }, 'Items per page must be at least 1.'],
      [{ itemsPerPage: 2.5 }, 'Items per page must be a whole number.'],
      [{ currencySymbol: '  ' }, 'Currency symbol is required.'],
      [{ currencyCode: 'EURO' }, 'Currency code has 3 letters.'],
      [{ taxes: [{ id: 't', name: 'VAT', rate: -1 }] }, 'Tax rate must be at least 0.'],
      [{ taxes: [{ id: 't', name: 'VAT', rate: 7.125 }] }, 'Tax rate has at most 2 decimals.'],
      [{ taxes: [{ id: 't', name: 'VAT', rate: '7' }] }, 'Tax rate must be a number.'],
      [{ taxes: [{ id: 't', name: ' ', rate: 7 }] }, 'Tax name is required.'],
      [{ defaultTaxRate: -2, taxes: undefined }, 'Tax rate must be at least 0.'],
    ];
    for (const [change, message] of cases) {
      const res = await put(owner, { ...settings, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().message, JSON.stringify(change)).toBe(message);
    }
    expect((await put(owner, { ...settings, organizationId: 'x' })).statusCode).toBe(400);
    expect((await get(owner)).json().data.currencySymbol).toBe('$');
  });

  it('every member reads them; only manage_settings saves them (403)', async () => {
    const owner = await signUp(t);
    const cashier = await addMember(t, owner.user.organizationId, 'cashier');
    expect((await get(cashier)).statusCode).toBe(200);
    const res = await put(cashier, settings);
    expect(res.statusCode).toBe(403);
    expect(res.json().details).toEqual({ permission: 'manage_settings' });
    expect((await get(owner)).json().data.itemsPerPage).toBe(10);
  });

  it("are each organization's own", async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    await put(a, settings);
    expect((await get(b)).json().data.currencySymbol).toBe('$');
  });
});
