import { SETTINGS_MESSAGES } from '@pos/contracts/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createTestApp, signUp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

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
    const owner = await signUp(t, {}, { requireOpenShift: true });
    expect((await t.as(owner).get('settings/general')).json().data).toEqual({
      itemsPerPage: 10,
      currencySymbol: '$',
      currencyCode: 'USD',
      taxes: [],
      receiptShowLogo: true,
      receiptShowAddress: true,
      receiptShowCustomerName: true,
      receiptFooterMessage: 'Thank you for your business!',
      allowNegativeStock: false,
      // On for organizations made since the shift rule (DESIGN §7); older ones keep theirs.
      requireOpenShift: true,
      // The low-stock digest at 8:00 in the organization's time zone.
      lowStockDigestHour: 8,
      // No zone of its own (the platform's default, named as the effective zone).
      timeZone: null,
      // Its screens, mails and receipts in English until it picks another (docs/DESIGN.md, "Languages").
      language: 'en',
      effectiveTimeZone: 'Asia/Kolkata',
      platformTimeZone: 'Asia/Kolkata',
      auditRetentionDays: 365,
      // Taxes are added to shelf prices, cash is paid to the cent (docs/DESIGN.md, "Money").
      pricesIncludeTax: false,
      cashRounding: { increment: 0, mode: 'nearest' },
      giftCardValidityMonths: null,
      // No loyalty programme, no stored value taken offline (docs/DESIGN.md, "Stored value").
      loyalty: { enabled: false, earnPerUnit: 1, redeemValue: 0.01, minRedeem: 100 },
      offlineStoredValueLimit: 0,
      // Every code is a SKU until the shop says how its scales print labels.
      scaleBarcodes: [],
      // The default class, "Standard": its taxes are `taxes`.
      taxClasses: [{ _id: expect.any(String), name: 'Standard', taxes: [], isDefault: true }],
    });
    const res = await t.as(owner).put('settings/general', settings);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(SETTINGS_MESSAGES.saved);
    const saved = {
      ...settings,
      currencyCode: 'EUR',
      // Not in the body: kept as it was.
      requireOpenShift: true,
      lowStockDigestHour: 8,
      timeZone: null,
      language: 'en',
      effectiveTimeZone: 'Asia/Kolkata',
      platformTimeZone: 'Asia/Kolkata',
      auditRetentionDays: 365,
      pricesIncludeTax: false,
      cashRounding: { increment: 0, mode: 'nearest' },
      giftCardValidityMonths: null,
      loyalty: { enabled: false, earnPerUnit: 1, redeemValue: 0.01, minRedeem: 100 },
      offlineStoredValueLimit: 0,
      scaleBarcodes: [],
      taxClasses: [
        { _id: expect.any(String), name: 'Standard', taxes: settings.taxes, isDefault: true },
      ],
    };
    expect(res.json().data).toEqual(saved);
    expect((await t.as(owner).get('settings/general')).json().data).toEqual(saved);
  });

  it('keeps requireOpenShift when a client that does not know it saves the rest', async () => {
    const owner = await signUp(t);
    const on = await t.as(owner).put('settings/general', { ...settings, requireOpenShift: true });
    expect(on.json().data.requireOpenShift).toBe(true);
    // The spec's body, without the new field: everything else saved, the shift rule kept.
    const old = await t.as(owner).put('settings/general', { ...settings, itemsPerPage: 25 });
    expect(old.json().data).toMatchObject({ itemsPerPage: 25, requireOpenShift: true });
    const off = await t.as(owner).put('settings/general', { ...settings, requireOpenShift: false });
    expect(off.json().data.requireOpenShift).toBe(false);
  });

  it('saves an IANA time zone, keeps it when a client omits it, and refuses an unknown name', async () => {
    const owner = await signUp(t);
    const put = (body: object) => t.as(owner).put('settings/general', body);
    const set = await put({ ...settings, timeZone: 'America/New_York' });
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toMatchObject({
      timeZone: 'America/New_York',
      effectiveTimeZone: 'America/New_York',
      platformTimeZone: 'Asia/Kolkata',
    });
    // An older client: no timeZone in the body keeps the stored zone.
    expect((await put({ ...settings, itemsPerPage: 30 })).json().data).toMatchObject({
      itemsPerPage: 30,
      timeZone: 'America/New_York',
    });
    // A client that sends back what GET answered (the effective zone included) saves it as is.
    const read = (await t.as(owner).get('settings/general')).json().data;
    expect((await put({ ...read, itemsPerPage: 31 })).statusCode).toBe(200);
    for (const timeZone of ['Mars/Olympus', 'Europe/Londonn', "UTC';drop", '', 42]) {
      const res = await put({ ...settings, timeZone });
      expect(res.statusCode, String(timeZone)).toBe(400);
    }
    expect((await put({ ...settings, timeZone: 'Mars/Olympus' })).json().message).toBe(
      'Time zone must be an IANA time zone such as Europe/London.',
    );
    // null: back to the platform's default.
    expect((await put({ ...settings, timeZone: null })).json().data).toMatchObject({
      timeZone: null,
      effectiveTimeZone: 'Asia/Kolkata',
    });
  });

  it("stores the code's own symbol: one sent is accepted and ignored, and may be left out", async () => {
    const owner = await signUp(t);
    const put = (body: object) => t.as(owner).put('settings/general', body);
    // An older client's disagreeing pair: saved, with the symbol of the code it names.
    const old = await put({ ...settings, currencySymbol: 'Rs', currencyCode: 'gbp' });
    expect(old.statusCode, old.body).toBe(200);
    expect(old.json().data).toMatchObject({ currencySymbol: '£', currencyCode: 'GBP' });
    // A client with the one currency picker sends no symbol.
    const { currencySymbol: _none, ...noSymbol } = settings;
    const picked = await put({ ...noSymbol, currencyCode: 'INR' });
    expect(picked.statusCode, picked.body).toBe(200);
    expect((await t.as(owner).get('settings/general')).json().data).toMatchObject({
      currencySymbol: '₹',
      currencyCode: 'INR',
    });
    // A code Intl has no symbol for (three letters were always accepted): the code shows.
    for (const [currencyCode, symbol] of [
      ['CHF', 'CHF'],
      ['ABC', 'ABC'],
      ['JPY', '¥'],
    ]) {
      const res = await put({ ...settings, currencySymbol: '$', currencyCode });
      expect(res.json().data, currencyCode).toMatchObject({ currencySymbol: symbol, currencyCode });
    }
  });

  it('migrates a legacy defaultTaxRate into one tax named Tax', async () => {
    const owner = await signUp(t);
    const { taxes: _ignored, ...legacy } = settings;
    const res = await t.as(owner).put('settings/general', { ...legacy, defaultTaxRate: 8.25 });
    expect(res.statusCode).toBe(200);
    expect((await t.as(owner).get('settings/general')).json().data.taxes).toEqual([
      { id: 'tax', name: 'Tax', rate: 8.25 },
    ]);
    expect(
      (await t.as(owner).put('settings/general', { ...legacy, defaultTaxRate: 0 })).json().data
        .taxes,
    ).toEqual([]);
    // A list sent along wins over the legacy rate.
    const both = await t.as(owner).put('settings/general', { ...settings, defaultTaxRate: 5 });
    expect(both.json().data.taxes).toEqual(settings.taxes);
    const neither = await t.as(owner).put('settings/general', legacy);
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
      const res = await t.as(owner).put('settings/general', { ...settings, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().message, JSON.stringify(change)).toBe(message);
    }
    expect(
      (await t.as(owner).put('settings/general', { ...settings, organizationId: 'x' })).statusCode,
    ).toBe(400);
    expect((await t.as(owner).get('settings/general')).json().data.currencySymbol).toBe('$');
  });

  it('every member reads them; only manage_settings saves them (403)', async () => {
    const owner = await signUp(t);
    const cashier = await addMember(t, owner.user.organizationId, 'cashier');
    expect((await t.as(cashier).get('settings/general')).statusCode).toBe(200);
    const res = await t.as(cashier).put('settings/general', settings);
    expect(res.statusCode).toBe(403);
    expect(res.json().details).toEqual({ permission: 'manage_settings' });
    expect((await t.as(owner).get('settings/general')).json().data.itemsPerPage).toBe(10);
  });

  it("are each organization's own", async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    await t.as(a).put('settings/general', settings);
    expect((await t.as(b).get('settings/general')).json().data.currencySymbol).toBe('$');
  });
});
