import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SALE_MESSAGES as M, TRANSACTIONS_CSV_COLUMNS } from '@pos/contracts/sales';
import { SUBSCRIPTION_MESSAGES } from '@pos/contracts/subscription';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { expectStockAddsUp } from '../../test/invariants.js';
import { SHOP_SETTINGS } from '../../test/shop-settings.js';
import { addMember, okAs, shopDay, signUp, useTestApp } from '../../test/test-app.js';

const t = useTestApp();

type Session = { token: string };

const ok = okAs(t);

let seq = 0;
async function product(
  s: Session,
  price: number,
  stock: number,
  extra: Record<string, unknown> = {},
) {
  seq += 1;
  const body = await ok(s, 'POST', 'products', {
    name: `Item ${seq}`,
    price,
    stock,
    sku: `S-${seq}-${Date.now()}`,
    ...extra,
  });
  return body.data as { _id: string; name: string; variations: { _id: string }[] };
}

const TAXES = [
  { id: 'vat', name: 'VAT', rate: 10 },
  { id: 'city', name: 'City tax', rate: 2.5 },
];
const setTaxes = (s: Session, taxes = TAXES) =>
  ok(s, 'PUT', 'settings/general', { ...SHOP_SETTINGS, taxes });

const stockOf = async (s: Session, id: string) => (await ok(s, 'GET', `products/${id}`)).data.stock;

describe('a sale', () => {
  it('prices from the catalogue, adds each tax rounded on its own, and takes stock down', async () => {
    const owner = await signUp(t);
    await setTaxes(owner);
    const a = await product(owner, 19.99, 10);
    const b = await product(owner, 2.5, 5);
    const res = await t.as(owner).post('transactions', {
      items: [
        { productId: a._id, quantity: 3 },
        { productId: b._id, quantity: 1 },
      ],
      paymentMethod: 'Card',
    });
    expect(res.statusCode, res.body).toBe(201);
    const sale = res.json().data;
    expect(res.json().message).toBe(M.created);
    expect(sale).toMatchObject({
      status: 'Completed',
      paymentMethod: 'Card',
      customer: null,
      customerName: 'Walk-in',
      store: { name: 'Main Store' },
      subtotal: 62.47,
      // 10 % of 62.47 = 6.247 → 6.25; 2.5 % = 1.56175 → 1.56.
      taxes: [
        { name: 'VAT', rate: 10, amount: 6.25 },
        { name: 'City tax', rate: 2.5, amount: 1.56 },
      ],
      taxTotal: 7.81,
      totalAmount: 70.28,
    });
    expect(
      sale.items.map(
        (i: { productName: string; quantity: number; priceAtSale: number; lineTotal: number }) => [
          i.productName,
          i.quantity,
          i.priceAtSale,
          i.lineTotal,
        ],
      ),
    ).toEqual([
      [a.name, 3, 19.99, 59.97],
      [b.name, 1, 2.5, 2.5],
    ]);
    // The answer is built from what was written: it is what reading the sale back gives.
    expect(sale).toEqual((await ok(owner, 'GET', `transactions/${sale._id}`)).data);
    expect(await stockOf(owner, a._id)).toBe(7);
    expect(await stockOf(owner, b._id)).toBe(4);
    const ledger = await ok(owner, 'GET', `inventory-log?type=SALE`);
    expect(ledger.data.map((r: { reference: string }) => r.reference)).toEqual([
      sale._id,
      sale._id,
    ]);
    // One credit of the period is used.
    const [sub] = await queryRows<{ total_credits: number; remaining_credits: number }>(
      t.db,
      sql`select total_credits, remaining_credits from subscriptions where organization_id = ${owner.user.organizationId}`,
    );
    expect(sub && sub.total_credits - sub.remaining_credits).toBe(1);
    // And the dashboard's total counts it.
    expect((await ok(owner, 'GET', 'transactions/count')).count).toBe(1);
    // The details page reads the same.
    expect((await ok(owner, 'GET', `transactions/${sale._id}`)).data).toEqual(sale);
    await expectStockAddsUp(t, owner.user.organizationId);
  });

  it('sells a variation at its price, for a customer picked or added on the spot', async () => {
    const owner = await signUp(t);
    const shirt = await product(owner, 20, 0, {
      configurableAttributes: [{ name: 'Size', values: ['M'] }],
      variations: [
        { attributeCombination: ['M'], price: 24, stock: 3, sku: `TEE-M-${Date.now()}` },
      ],
    });
    const added = await ok(owner, 'POST', 'transactions', {
      items: [{ productId: shirt._id, variationId: shirt.variations[0]?._id, quantity: 2 }],
      paymentMethod: 'Cash',
      customer: { name: 'Nora Quick', phone: '+1 555 0199' },
    });
    expect(added.data).toMatchObject({
      customerName: 'Nora Quick',
      customer: { name: 'Nora Quick', phone: '+1 555 0199' },
      totalAmount: 48,
      items: [{ variationName: 'M', priceAtSale: 24, quantity: 2 }],
    });
    const again = await ok(owner, 'POST', 'transactions', {
      items: [{ productId: shirt._id, variationId: shirt.variations[0]?._id, quantity: 1 }],
      paymentMethod: 'UPI',
      customerId: added.data.customer._id,
    });
    expect(again.data.customer._id).toBe(added.data.customer._id);
    for (const sale of [added.data, again.data]) {
      expect(sale).toEqual((await ok(owner, 'GET', `transactions/${sale._id}`)).data);
    }
    const customer = (await ok(owner, 'GET', `customers/${added.data.customer._id}`)).data;
    expect(customer.stats).toEqual({ totalOrders: 2, totalAmountSpent: 72 });
    await expectStockAddsUp(t, owner.user.organizationId);
  });

  it('refuses insufficient stock naming the item, and writes nothing', async () => {
    const owner = await signUp(t);
    const a = await product(owner, 5, 10);
    const b = await product(owner, 5, 1);
    const res = await t.as(owner).post('transactions', {
      items: [
        { productId: a._id, quantity: 2 },
        { productId: b._id, quantity: 2 },
      ],
      paymentMethod: 'Cash',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `Insufficient stock for "${b.name}": 1 available, 2 requested.`,
    );
    expect(await stockOf(owner, a._id)).toBe(10);
    // The same item on two lines counts together.
    const split = await t.as(owner).post('transactions', {
      items: [
        { productId: a._id, quantity: 6 },
        { productId: a._id, quantity: 5 },
      ],
      paymentMethod: 'Cash',
    });
    expect(split.statusCode).toBe(409);
    expect(split.json().message).toBe(
      `Insufficient stock for "${a.name}": 10 available, 11 requested.`,
    );
    expect(await stockOf(owner, a._id)).toBe(10);
    expect((await ok(owner, 'GET', 'transactions')).totalCount).toBe(0);
    await expectStockAddsUp(t, owner.user.organizationId);
  });

  it('is made once per Idempotency-Key', async () => {
    const owner = await signUp(t);
    const a = await product(owner, 4, 10);
    const body = { items: [{ productId: a._id, quantity: 2 }], paymentMethod: 'Cash' };
    const key = { 'idempotency-key': 'a5c1e7b2-0000-4000-8000-000000000001' };
    const first = await t.as(owner).post('transactions', body, { headers: key });
    const retry = await t.as(owner).post('transactions', body, { headers: key });
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().data).toEqual(first.json().data);
    expect(await stockOf(owner, a._id)).toBe(8);
    const other = await t
      .as(owner)
      .post('transactions', { ...body, paymentMethod: 'Card' }, { headers: key });
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(M.idempotencyMismatch);
    expect((await ok(owner, 'GET', 'transactions')).totalCount).toBe(1);
    // Keys are per organization.
    const b = await signUp(t);
    const theirs = await product(b, 4, 10);
    const elsewhere = await t
      .as(b)
      .post(
        'transactions',
        { items: [{ productId: theirs._id, quantity: 1 }], paymentMethod: 'Cash' },
        { headers: key },
      );
    expect(elsewhere.statusCode).toBe(201);
    expect(elsewhere.json().data._id).not.toBe(first.json().data._id);
  });

  it("answers validation texts; another organization's ids are 404", async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const mine = await product(owner, 3, 5);
    const theirs = await product(other, 3, 5);
    const details = async (body: Record<string, unknown>) => {
      const res = await t.as(owner).post('transactions', body);
      expect(res.statusCode).toBe(400);
      return res.json().details;
    };
    expect((await details({ items: [], paymentMethod: 'Cash' })).items).toBe(M.itemsRequired);
    expect((await details({ items: [{ productId: mine._id, quantity: 1 }] })).paymentMethod).toBe(
      M.paymentRequired,
    );
    expect(
      (await details({ items: [{ productId: mine._id, quantity: 0 }], paymentMethod: 'Cash' }))[
        'items.0.quantity'
      ],
    ).toBe(M.quantityPositive);
    const both = await details({
      items: [{ productId: mine._id, quantity: 1 }],
      paymentMethod: 'Cash',
      customerId: mine._id,
      customer: { name: 'X' },
    });
    expect(both.customer).toBe(M.oneCustomer);
    const extra = await t.as(owner).post('transactions', {
      items: [{ productId: mine._id, quantity: 1, price: 0.01 }],
      paymentMethod: 'Cash',
    });
    expect(extra.statusCode).toBe(400);

    const sell = (body: Record<string, unknown>) =>
      t.as(owner).post('transactions', {
        paymentMethod: 'Cash',
        items: [{ productId: mine._id, quantity: 1 }],
        ...body,
      });
    expect((await sell({ items: [{ productId: theirs._id, quantity: 1 }] })).statusCode).toBe(404);
    const theirCustomer = (await ok(other, 'POST', 'customers', { name: 'Theirs' })).data._id;
    expect((await sell({ customerId: theirCustomer })).statusCode).toBe(404);
    const theirStores = (await ok(other, 'GET', 'stores')).data;
    expect((await sell({ storeId: theirStores[0]._id })).statusCode).toBe(404);
    expect(await stockOf(owner, mine._id)).toBe(5);

    const sale = (
      await ok(other, 'POST', 'transactions', {
        items: [{ productId: theirs._id, quantity: 1 }],
        paymentMethod: 'Cash',
      })
    ).data;
    expect((await t.as(owner).get(`transactions/${sale._id}`)).statusCode).toBe(404);
    expect((await t.as(owner).post(`transactions/${sale._id}/refund`)).statusCode).toBe(404);
    expect((await ok(other, 'GET', `transactions/${sale._id}`)).data.status).toBe('Completed');
  });

  it('sells from the store named, which a cashier may read; an inactive one is refused', async () => {
    const owner = await signUp(t);
    const a = await product(owner, 4, 6);
    const stores = (await ok(owner, 'GET', 'stores')).data as {
      _id: string;
      isDefault: boolean;
    }[];
    const main = stores.find((s) => s.isDefault)?._id;
    const harbour = (await ok(owner, 'POST', 'stores', { name: 'Harbour' })).data;
    const closed = (await ok(owner, 'POST', 'stores', { name: 'Closed', isActive: false })).data;
    await ok(owner, 'POST', 'inventory-log/transfer', {
      productId: a._id,
      quantity: 2,
      fromStoreId: main,
      toStoreId: harbour._id,
    });
    const cashier = await addMember(t, owner.user.organizationId, 'cashier');
    const open = (await ok(cashier, 'GET', 'stores?isActive=true')).data;
    expect(open.map((s: { name: string }) => s.name).sort()).toEqual(['Harbour', 'Main Store']);
    const body = { items: [{ productId: a._id, quantity: 1 }], paymentMethod: 'Cash' };
    const sale = (await ok(cashier, 'POST', 'transactions', { ...body, storeId: harbour._id }))
      .data;
    expect(sale.store).toEqual({ _id: harbour._id, name: 'Harbour' });
    const levels = (await ok(owner, 'GET', `inventory-items?productId=${a._id}`)).data;
    const at = (name: string) =>
      levels.find((l: { locationName: string }) => l.locationName === name)?.quantity;
    expect([at('Harbour'), at('Main Store')]).toEqual([1, 4]);
    const refused = await t.as(cashier).post('transactions', { ...body, storeId: closed._id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Store "Closed" is inactive.');
    await expectStockAddsUp(t, owner.user.organizationId);
  });

  it('gives a discount only with apply_discounts', async () => {
    const owner = await signUp(t);
    const a = await product(owner, 10, 10);
    const cashier = await addMember(t, owner.user.organizationId, 'cashier');
    const body = { items: [{ productId: a._id, quantity: 2, discount: 3 }], paymentMethod: 'Cash' };
    const refused = await t.as(cashier).post('transactions', body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      message: M.discountNotAllowed,
      details: { permission: 'apply_discounts' },
    });
    const plain = await t.as(cashier).post('transactions', {
      ...body,
      items: [{ productId: a._id, quantity: 1 }],
    });
    expect(plain.statusCode).toBe(201);
    const given = (await ok(owner, 'POST', 'transactions', body)).data;
    expect(given).toMatchObject({
      subtotal: 17,
      discountTotal: 3,
      totalAmount: 17,
      items: [{ discount: 3, lineTotal: 17 }],
    });
    const tooMuch = await t.as(owner).post('transactions', {
      ...body,
      items: [{ productId: a._id, quantity: 1, discount: 10.01 }],
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe(M.discountTooLarge);
  });

  it('needs credits and a live subscription (402)', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    const a = await product(owner, 1, 10);
    const body = { items: [{ productId: a._id, quantity: 1 }], paymentMethod: 'Cash' };
    await t.sql(sql`update subscriptions set remaining_credits = 0 where organization_id = ${org}`);
    const none = await t.as(owner).post('transactions', body);
    expect(none.statusCode).toBe(402);
    expect(none.json().message).toBe(M.noCredits);
    expect(await stockOf(owner, a._id)).toBe(10);
    await t.sql(
      sql`update subscriptions set remaining_credits = 5, valid_until = now() - interval '1 day' where organization_id = ${org}`,
    );
    const expired = await t.as(owner).post('transactions', body);
    expect(expired.statusCode).toBe(402);
    // The sale never starts: every write of an expired organization answers the same 402.
    expect(expired.json().message).toBe(SUBSCRIPTION_MESSAGES.expired);
    await expectStockAddsUp(t, org);
  });
});

describe('refunds, the list and the books', () => {
  it('refunds once, returning the stock with RETURN rows', async () => {
    const owner = await signUp(t);
    const a = await product(owner, 6, 4);
    const sale = (
      await ok(owner, 'POST', 'transactions', {
        items: [{ productId: a._id, quantity: 3 }],
        paymentMethod: 'Cash',
      })
    ).data;
    expect(await stockOf(owner, a._id)).toBe(1);
    const refund = await t.as(owner).post(`transactions/${sale._id}/refund`);
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json()).toMatchObject({
      message: M.refunded,
      data: { status: 'Refunded', refundedAt: expect.any(String) },
    });
    expect(await stockOf(owner, a._id)).toBe(4);
    // The refund is a return of everything: its ledger rows refer to that return.
    const [given] = refund.json().data.returns;
    expect(given).toMatchObject({ total: 18, items: [{ quantity: 3, amount: 18 }] });
    const returns = await ok(owner, 'GET', 'inventory-log?type=RETURN');
    expect(returns.data).toMatchObject([
      {
        quantityChanged: 3,
        reference: given._id,
        stockAfterMovement: 4,
        remarks: `Return R000001 of sale ${sale.documentNumber}`,
      },
    ]);
    const twice = await t.as(owner).post(`transactions/${sale._id}/refund`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(M.alreadyRefunded);
    expect(await stockOf(owner, a._id)).toBe(4);
    // Refunded sales leave the best sellers.
    expect(await ok(owner, 'GET', 'reports/top-products')).toEqual([]);
    // Books keep sales: no delete.
    const del = await t.as(owner).delete(`transactions/${sale._id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe(M.notDeletable);
    await expectStockAddsUp(t, owner.user.organizationId);
  });

  it('lists, filters and exports sales', async () => {
    const owner = await signUp(t);
    const a = await product(owner, 10, 20);
    const cash = (
      await ok(owner, 'POST', 'transactions', {
        items: [{ productId: a._id, quantity: 1 }],
        paymentMethod: 'Cash',
      })
    ).data;
    const card = (
      await ok(owner, 'POST', 'transactions', {
        items: [{ productId: a._id, quantity: 2 }],
        paymentMethod: 'Card',
        customer: { name: 'Vera Card' },
      })
    ).data;
    const list = await ok(owner, 'GET', 'transactions');
    expect(list.totalCount).toBe(2);
    expect(list.data[0]).toMatchObject({
      _id: card._id,
      customerName: 'Vera Card',
      totalAmount: 20,
      status: 'Completed',
      paymentMethod: 'Card',
      storeName: 'Main Store',
      itemCount: 2,
    });
    expect(list.data[1]).toMatchObject({ _id: cash._id, customerName: null });
    expect(
      (await ok(owner, 'GET', 'transactions?paymentMethod=Cash')).data.map(
        (r: { _id: string }) => r._id,
      ),
    ).toEqual([cash._id]);
    expect(
      (await ok(owner, 'GET', `transactions?customerId=${card.customer._id}`)).totalCount,
    ).toBe(1);
    expect((await ok(owner, 'GET', 'transactions?status=Refunded')).totalCount).toBe(0);
    const today = shopDay();
    expect(
      (await ok(owner, 'GET', `transactions?fromDate=${today}&toDate=${today}`)).totalCount,
    ).toBe(2);
    expect((await t.as(owner).get('transactions?status=Lost')).statusCode).toBe(400);

    const csv = await t.as(owner).get('transactions/export.csv?sort=transactionDate');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="transactions-${shopDay()}.csv"`,
    );
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(TRANSACTIONS_CSV_COLUMNS.map((c) => `"${c}"`).join(','));
    expect(lines.slice(1).map((l) => l.split('","')[1])).toEqual(['Walk-in', 'Vera Card']);
    expect(lines[2]).toMatch(/"20\.00","Completed","Card"$/);
  });

  it('is for manage_transactions', async () => {
    const owner = await signUp(t);
    const manager = await addMember(t, owner.user.organizationId, 'organization_manager');
    const role = await ok(owner, 'POST', 'roles', { name: 'Stock only', permissions: [] });
    expect(role.data.name).toBe('Stock only');
    const nobody = await addMember(t, owner.user.organizationId, 'Stock only');
    expect((await t.as(manager).get('transactions')).statusCode).toBe(200);
    for (const [method, url] of [
      ['GET', 'transactions'],
      ['POST', 'transactions'],
    ] as const) {
      const res = await t.as(nobody).request(method, url, method === 'POST' ? {} : undefined);
      expect(res.statusCode).toBe(403);
      expect(res.json().details.permission).toBe('manage_transactions');
    }
  });
});

describe('invoice and receipt', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'sale-pdf-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  /** A poppler tool's output for a PDF answer (scripts/ensure-tools.mjs installs them). */
  const poppler = (tool: string, pdf: Buffer, ...args: string[]) => {
    const file = path.join(dir, `${tool}-${Date.now()}-${Math.random()}.pdf`);
    writeFileSync(file, pdf);
    return execFileSync(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])]).toString();
  };

  it('prints the sale with its taxes in the organization currency; others get 404', async () => {
    const owner = await signUp(t, { organizationName: 'Corner Shop' });
    await ok(owner, 'PUT', 'settings/general', {
      ...SHOP_SETTINGS,
      currencySymbol: '€',
      currencyCode: 'EUR',
      taxes: TAXES,
      receiptFooterMessage: 'Danke!',
    });
    const a = await product(owner, 19.99, 10);
    const sale = (
      await ok(owner, 'POST', 'transactions', {
        items: [{ productId: a._id, quantity: 3 }],
        paymentMethod: 'Card',
        customer: { name: 'Zoë Müller' },
      })
    ).data;

    const invoice = await t.as(owner).get(`invoice/${sale._id}/pdf?tz=Europe/Berlin`);
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
    const text = poppler('pdftotext', invoice.rawPayload, '-layout');
    for (const seen of [
      'Corner Shop',
      'INVOICE',
      a.name,
      'Zoë Müller',
      'VAT (10%)',
      '€6.00',
      'City tax (2.5%)',
      '€1.50',
      '€67.47',
      'Card',
      'Danke!',
    ]) {
      expect(text).toContain(seen);
    }
    expect(poppler('pdfinfo', invoice.rawPayload)).toMatch(/Page size:\s+595\.28 x 841\.89 pts/);

    const receipt = await t.as(owner).get(`transactions/${sale._id}/receipt.pdf`);
    expect(receipt.statusCode).toBe(200);
    expect(poppler('pdfinfo', receipt.rawPayload)).toMatch(/Page size:\s+226\.77\d* x/);
    expect(poppler('pdftotext', receipt.rawPayload, '-layout')).toContain('€67.47');

    const other = await signUp(t);
    expect((await t.as(other).get(`invoice/${sale._id}/pdf`)).statusCode).toBe(404);
    expect((await t.as(owner).get(`invoice/${sale._id}/pdf?tz=Mars/Olympus`)).statusCode).toBe(400);

    // Amounts are grouped as the viewer's language groups them (the browser sends its own).
    const big = await product(owner, 33333.33, 10);
    const bigSale = (
      await ok(owner, 'POST', 'transactions', {
        items: [{ productId: big._id, quantity: 3 }],
        paymentMethod: 'Cash',
      })
    ).data;
    expect(bigSale.totalAmount).toBe(112499.99);
    const inIndia = await t.as(owner).get(`transactions/${bigSale._id}/receipt.pdf?locale=en-IN`);
    expect(inIndia.statusCode).toBe(200);
    expect(poppler('pdftotext', inIndia.rawPayload, '-layout')).toContain('€1,12,499.99');
    const plain = await t.as(owner).get(`invoice/${bigSale._id}/pdf`);
    expect(poppler('pdftotext', plain.rawPayload, '-layout')).toContain('€112,499.99');
    const refused = await t.as(owner).get(`invoice/${bigSale._id}/pdf?locale=not%20a%20locale`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});
