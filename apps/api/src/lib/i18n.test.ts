import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pdfText, poppler } from '../test/pdf-text.js';
import { SHOP_SETTINGS } from '../test/shop-settings.js';
import { okAs, signUp, useTestApp } from '../test/test-app.js';
import { inLanguage } from './i18n.js';

/** The API in the caller's language (docs/DESIGN.md, "Languages"): messages translated, codes kept. */
const t = useTestApp();
const ok = okAs(t);

const NOT_FOUND = 'Product not found';

describe('the API speaks the caller’s language', () => {
  it('answers a user in the language of their profile, else of their organization', async () => {
    const owner = await signUp(t);
    const me = await ok(owner, 'GET', 'profile');
    expect(me.user).toMatchObject({ language: null, effectiveLanguage: 'en' });
    const missing = () => t.as(owner).get(`products/${randomUUID()}`);
    expect((await missing()).json()).toMatchObject({ message: NOT_FOUND, code: 'NOT_FOUND' });

    // The organization speaks Hindi: its users without a language of their own too.
    await ok(owner, 'PUT', 'settings/general', { ...SHOP_SETTINGS, language: 'hi' });
    expect((await ok(owner, 'GET', 'settings/general')).data.language).toBe('hi');
    const inHindi = (await missing()).json();
    expect(inHindi.code).toBe('NOT_FOUND');
    expect(inHindi.message).toBe(inLanguage('hi', NOT_FOUND));
    expect(inHindi.message).toMatch(/[\u0900-\u097F]/);

    // The user picks Spanish for themself.
    const patched = await ok(owner, 'PATCH', 'profile', { language: 'es' });
    expect(patched.user).toMatchObject({ language: 'es', effectiveLanguage: 'es' });
    const inSpanish = (await missing()).json();
    expect(inSpanish).toMatchObject({ code: 'NOT_FOUND', message: inLanguage('es', NOT_FOUND) });
    expect(inSpanish.message).not.toBe(NOT_FOUND);

    // Back to the organization's.
    const reset = await ok(owner, 'PATCH', 'profile', { language: null });
    expect(reset.user).toMatchObject({ language: null, effectiveLanguage: 'hi' });
  });

  it('translates a message built with values, and each field’s message of a refused body', async () => {
    const owner = await signUp(t);
    await ok(owner, 'PATCH', 'profile', { language: 'es' });
    const bad = await t.as(owner).patch('profile', { language: 'fr' });
    expect(bad.statusCode).toBe(400);
    const body = bad.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    const english = 'Language must be one of en, es, hi.';
    expect(body.details.language).toBe(inLanguage('es', english));
    expect(body.details.language).not.toBe(english);

    const unknown = await t.as(owner).patch('profile', { nickname: 'x' });
    expect(unknown.json().message).toBe(inLanguage('es', 'Unknown field: nickname'));
    expect(unknown.json().message).not.toBe('Unknown field: nickname');
  });

  it('answers someone not signed in in the browser’s language', async () => {
    const res = await t
      .as(null)
      .post(
        'auth/login',
        { username: 'nobody@shop.test', password: 'wrong password here' },
        { headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' } },
      );
    expect(res.statusCode).toBe(401);
    const english = (
      await t.as(null).post('auth/login', { username: 'nobody@shop.test', password: 'wrong' })
    ).json().message;
    expect(res.json().message).toBe(inLanguage('es', english));
    expect(res.json().message).not.toBe(english);
  });

  it('prints a receipt in the viewer’s language, Hindi in a Devanagari font', async () => {
    const owner = await signUp(t);
    const product = (
      await ok(owner, 'POST', 'products', { name: 'Tea box', price: 4, stock: 5, sku: 'TEA-1' })
    ).data;
    const sale = (
      await ok(owner, 'POST', 'transactions', {
        items: [{ productId: product._id, quantity: 2 }],
        paymentMethod: 'Cash',
      })
    ).data;
    const receipt = async () =>
      pdfText((await t.as(owner).get(`transactions/${sale._id}/receipt.pdf`)).rawPayload);
    const english = await receipt();
    expect(english).toContain('TOTAL');
    expect(english).toContain('Cashier');

    await ok(owner, 'PATCH', 'profile', { language: 'es' });
    const spanish = await receipt();
    for (const word of ['TOTAL', 'Cashier', 'Date', 'Receipt no.', 'Cash'])
      expect(spanish).toContain(inLanguage('es', word));
    expect(spanish).not.toContain('Cashier');
    expect(spanish).toContain('Tea box');

    await ok(owner, 'PATCH', 'profile', { language: 'hi' });
    const pdf = (await t.as(owner).get(`transactions/${sale._id}/receipt.pdf`)).rawPayload;
    const hindi = pdfText(pdf);
    expect(hindi).toMatch(/[\u0900-\u097F]/);
    expect(hindi).not.toContain('Cashier');
    // Drawn in the face that has both scripts (shaped Devanagari reads back only roughly).
    expect(poppler('pdffonts', pdf)).toContain('Lohit-Devanagari');
    // The product's Latin name is drawn by the same face.
    expect(hindi).toContain('Tea box');
  });

  it('prints the A4 documents in their reader’s language, dates too: the invoice in the viewer’s, the statement and the purchase order in the shop’s', async () => {
    const owner = await signUp(t);
    const product = (
      await ok(owner, 'POST', 'products', { name: 'Tea box', price: 4, stock: 5, sku: 'TEA-2' })
    ).data;
    const ada = (await ok(owner, 'POST', 'customers', { name: 'Ada Lovelace', creditLimit: 500 }))
      .data as { _id: string };
    const sale = (
      await ok(owner, 'POST', 'transactions', {
        items: [{ productId: product._id, quantity: 2 }],
        customerId: ada._id,
        payments: [{ method: 'Account', amount: 8 }],
      })
    ).data;
    const supplier = (await ok(owner, 'POST', 'suppliers', { name: 'Té Verde SL' })).data;
    const warehouse = (await ok(owner, 'POST', 'warehouses', { name: 'Almacén' })).data;
    const order = (
      await ok(owner, 'POST', 'purchase-orders', {
        supplierId: supplier._id,
        warehouseId: warehouse._id,
        expectedDate: '2026-12-10',
        lines: [{ productId: product._id, quantity: 12, unitCost: 2 }],
      })
    ).data;
    const pdf = async (path: string, query?: Record<string, string>) =>
      pdfText((await t.as(owner).get(path, query ? { query } : {})).rawPayload);
    const invoice = () => pdf(`invoice/${sale._id}/pdf`);
    const statement = () =>
      pdf(`customers/${ada._id}/statement.pdf`, { from: '2026-01-01', to: '2026-12-31' });
    const purchaseOrder = () => pdf(`purchase-orders/${order._id}/pdf`);

    const english = [await invoice(), await statement(), await purchaseOrder()];
    expect(english[0]).toContain('INVOICE');
    expect(english[0]).toContain('BILL TO');
    expect(english[1]).toContain('STATEMENT FOR');
    expect(english[2]).toContain('PURCHASE ORDER');
    expect(english[2]).toContain('10 Dec 2026');

    // The viewer reads Spanish: their invoice is in Spanish; the customer's and the supplier's
    // documents stay in the shop's language (English) until the shop's changes.
    await ok(owner, 'PATCH', 'profile', { language: 'es' });
    const spanishInvoice = await invoice();
    for (const word of [
      'INVOICE',
      'BILL TO',
      'Date',
      'Status',
      'Completed',
      'Qty',
      'Item',
      'Total',
    ])
      expect(spanishInvoice).toContain(inLanguage('es', word));
    expect(spanishInvoice).not.toContain('BILL TO');
    expect(spanishInvoice).toContain('Tea box');
    expect(await purchaseOrder()).toContain('PURCHASE ORDER');

    const general = await ok(owner, 'GET', 'settings/general');
    await ok(owner, 'PUT', 'settings/general', { ...general.data, language: 'es' });
    const spanishStatement = await statement();
    expect(spanishStatement).toContain(inLanguage('es', 'STATEMENT FOR'));
    expect(spanishStatement).not.toContain('STATEMENT FOR');
    const spanishOrder = (await purchaseOrder()).replace(/ +/g, ' ');
    for (const word of ['PURCHASE ORDER', 'SUPPLIER', 'DELIVER TO', 'Expected', 'Draft'])
      expect(spanishOrder).toContain(inLanguage('es', word));
    // Its expected day as Spanish writes a date.
    expect(spanishOrder).toContain('10 dic 2026');
    expect(spanishOrder).not.toContain('10 Dec 2026');

    await ok(owner, 'PUT', 'settings/general', { ...general.data, language: 'hi' });
    const hindiOrder = (await t.as(owner).get(`purchase-orders/${order._id}/pdf`)).rawPayload;
    expect(pdfText(hindiOrder)).toMatch(/[\u0900-\u097F]/);
    expect(poppler('pdffonts', hindiOrder)).toContain('Lohit-Devanagari');
  });
});
