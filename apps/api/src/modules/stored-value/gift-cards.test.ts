import { GIFT_CARD_MESSAGES as G } from '@pos/contracts/gift-cards';
import { STORED_VALUE_MESSAGES as M } from '@pos/contracts/stored-value';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { expectBalancesAddUp, expectStockAddsUp } from '../../test/invariants.js';
import { pdfText as readPdf } from '../../test/pdf-text.js';
import { SHOP_SETTINGS } from '../../test/shop-settings.js';
import { addMember, okAs, shopDay, signUp, useTestApp } from '../../test/test-app.js';

/* Gift cards (docs/DESIGN.md, "Stored value"): issued, looked up by code, spent, reloaded. */

/** What a reader sees in a PDF, spaces collapsed. */
const pdfText = (pdf: Buffer) => readPdf(pdf).replace(/[ \t]+/g, ' ');

const t = useTestApp();
const ok = okAs(t);
type Session = Awaited<ReturnType<typeof signUp>>;

let seq = 0;
async function product(s: Session, price: number) {
  seq += 1;
  return (
    await ok(s, 'POST', 'products', {
      name: `Gift item ${seq}`,
      price,
      stock: 50,
      sku: `GC-${seq}`,
    })
  ).data as { _id: string };
}
const issue = (s: { token: string }, body: Record<string, unknown>) =>
  t.as(s).post('gift-cards', body);
const lookUp = (s: { token: string }, code: string, remoteAddress = '10.9.9.9') =>
  t.as(s).get(`gift-cards/${encodeURIComponent(code)}`, { remoteAddress });

describe('gift cards', () => {
  it('issues a card with a made code shown once, finds it by that code in any form, keeps only its hash', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    const res = await issue(owner, { amount: 50 });
    expect(res.statusCode, res.body).toBe(201);
    const card = res.json().data;
    expect(res.json().message).toBe(G.issued);
    expect(card.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(card).toMatchObject({
      last4: card.code.slice(-4),
      balance: 50,
      status: 'active',
      expiresAt: null,
      issuedBy: { _id: owner.user._id },
    });
    // Typed by hand: lower case, spaces instead of dashes.
    const typed = card.code.toLowerCase().replaceAll('-', ' ');
    const found = await lookUp(owner, typed);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data).toMatchObject({ _id: card._id, balance: 50, last4: card.last4 });
    expect(found.json().data.history).toEqual([
      expect.objectContaining({ kind: 'issue', amount: 50, balanceAfter: 50 }),
    ]);
    expect(found.json().data).not.toHaveProperty('code');
    // The database holds no code, only its hash and last four.
    const [row] = await queryRows<Record<string, string>>(
      t.db,
      sql`select code_hash, code_last4 from stored_value_accounts where id = ${card._id}`,
    );
    expect(row?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(card.code.replaceAll('-', ''));
    const [audit] = await queryRows<Record<string, string>>(
      t.db,
      sql`select action from audit_events where organization_id = ${org} and entity_type = 'GiftCard'`,
    );
    expect(audit?.action).toBe('issue');
    await expectBalancesAddUp(t, org);
  });

  it('takes a code from the old till once per shop, a holder of the shop, and the shop’s validity', async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    await ok(owner, 'PUT', 'settings/general', { ...SHOP_SETTINGS, giftCardValidityMonths: 12 });
    const ada = (await ok(owner, 'POST', 'customers', { name: 'Ada' })).data;
    const first = await issue(owner, {
      code: 'old-pos 1234 5678',
      amount: 20,
      customerId: ada._id,
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toMatchObject({
      code: 'OLDP-OS12-3456-78',
      last4: '5678',
      customer: { _id: ada._id, name: 'Ada' },
    });
    const months = (new Date(first.json().data.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(months).toBeGreaterThan(364);
    expect(months).toBeLessThan(367);
    const again = await issue(owner, { code: 'OLDPOS12345678', amount: 5 });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'GIFT_CARD_CODE_TAKEN',
      message: M.giftCardCodeTaken,
    });
    // Another shop may have the same code: codes are unique per organization.
    expect((await issue(other, { code: 'OLDPOS12345678', amount: 5 })).statusCode).toBe(201);
    const foreign = await issue(owner, {
      amount: 5,
      customerId: (await ok(other, 'POST', 'customers', { name: 'X' })).data._id,
    });
    expect(foreign.statusCode, foreign.body).toBe(404);
    const never = await issue(owner, { amount: 5, expiresAt: null });
    expect(never.json().data.expiresAt).toBeNull();
    const past = await issue(owner, { amount: 5, expiresAt: '2020-01-01T00:00:00Z' });
    expect(past.statusCode, past.body).toBe(400);
    expect(past.json().details.expiresAt).toBe(G.expiresInPast);
    await expectBalancesAddUp(t, owner.user.organizationId);
  });

  it('a wrong code is 404, and a seller who keeps guessing is stopped (429)', async () => {
    const owner = await signUp(t);
    const cashier = await addMember(t, owner.user.organizationId, 'cashier');
    const card = (await issue(owner, { code: 'RIGHT-CODE-0001', amount: 10 })).json().data;
    for (let i = 0; i < 5; i++) {
      const wrong = await lookUp(cashier, `WRONG-CODE-000${i}`, '10.7.7.7');
      expect(wrong.statusCode, wrong.body).toBe(404);
      expect(wrong.json()).toMatchObject({
        code: 'GIFT_CARD_NOT_FOUND',
        message: M.giftCardNotFound,
      });
    }
    // Past five wrong codes in 15 minutes, even the right one waits.
    const stopped = await lookUp(cashier, card.code, '10.7.7.7');
    expect(stopped.statusCode, stopped.body).toBe(429);
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(0);
    // So does a sale naming a card: its one read sees the counters.
    const mug = await product(owner, 5);
    const sale = await t.as(cashier).post(
      'transactions',
      {
        items: [{ productId: mug._id, quantity: 1 }],
        payments: [{ method: 'GiftCard', amount: 5, code: card.code }],
      },
      { remoteAddress: '10.7.7.7' },
    );
    expect(sale.statusCode, sale.body).toBe(429);
    // The owner, elsewhere, is not stopped; another shop's code is not found.
    expect((await lookUp(owner, card.code, '10.8.8.8')).statusCode).toBe(200);
    const other = await signUp(t);
    expect((await lookUp(other, card.code, '10.6.6.6')).statusCode).toBe(404);
  });

  it('pays part of a sale, then the rest of another; an expired or unknown card and too much are refused', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    const cashier = await addMember(t, org, 'cashier');
    const mug = await product(owner, 30);
    const card = (await issue(owner, { amount: 40 })).json().data;
    const sell = (payments: unknown[], quantity = 1) =>
      t.as(cashier).post('transactions', { items: [{ productId: mug._id, quantity }], payments });
    const first = await sell([{ method: 'GiftCard', amount: 30, code: card.code }]);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.payments).toEqual([
      {
        method: 'GiftCard',
        amount: 30,
        storedValue: { accountId: card._id, last4: card.last4, balanceAfter: 10 },
      },
    ]);
    const over = await sell([
      { method: 'GiftCard', amount: 10.01, code: card.code },
      { method: 'Cash', amount: 20 },
    ]);
    expect(over.statusCode, over.body).toBe(409);
    expect(over.json()).toMatchObject({ code: 'INSUFFICIENT_BALANCE', details: { balance: 10 } });
    const rest = await sell([
      { method: 'GiftCard', amount: 10, code: card.code.toLowerCase() },
      { method: 'Card', amount: 20 },
    ]);
    expect(rest.statusCode, rest.body).toBe(201);
    expect((await lookUp(owner, card.code)).json().data).toMatchObject({
      balance: 0,
      status: 'empty',
    });

    const unknown = await sell([{ method: 'GiftCard', amount: 30, code: 'NOPE-NOPE-NOPE' }]);
    expect(unknown.statusCode, unknown.body).toBe(404);
    expect(unknown.json().code).toBe('GIFT_CARD_NOT_FOUND');
    // Expired: it pays nothing, its balance stays (breakage).
    const old = (await issue(owner, { amount: 25 })).json().data;
    await t.sql(
      sql`update stored_value_accounts set expires_at = now() - interval '1 day' where id = ${old._id}`,
    );
    const expired = await sell([
      { method: 'GiftCard', amount: 25, code: old.code },
      { method: 'Cash', amount: 5 },
    ]);
    expect(expired.statusCode, expired.body).toBe(409);
    expect(expired.json()).toMatchObject({
      code: 'GIFT_CARD_EXPIRED',
      details: { last4: old.last4 },
    });
    expect((await lookUp(owner, old.code)).json().data).toMatchObject({
      balance: 25,
      status: 'expired',
    });
    const reload = await t.as(owner).post(`gift-cards/${old._id}/reload`, { amount: 5 });
    expect(reload.statusCode, reload.body).toBe(409);
    await expectBalancesAddUp(t, org);
    await expectStockAddsUp(t, org);
  });

  it('is reloaded by a manager, listed with its status and exported; a cashier looks up and sells, never issues', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    const cashier = await addMember(t, org, 'cashier');
    const ada = (await ok(owner, 'POST', 'customers', { name: 'Ada Holder' })).data;
    const a = (await issue(owner, { amount: 10, customerId: ada._id })).json().data;
    const b = (await issue(owner, { amount: 15 })).json().data;
    const reloaded = await t.as(owner).post(`gift-cards/${a._id}/reload`, { amount: 7.5 });
    expect(reloaded.statusCode, reloaded.body).toBe(201);
    expect(reloaded.json()).toMatchObject({ data: { balance: 17.5 }, message: G.reloaded });
    const mug = await product(owner, 15);
    await ok(cashier, 'POST', 'transactions', {
      items: [{ productId: mug._id, quantity: 1 }],
      payments: [{ method: 'GiftCard', amount: 15, code: b.code }],
    });
    expect((await issue(cashier, { amount: 5 })).statusCode).toBe(403);
    expect((await t.as(cashier).post(`gift-cards/${a._id}/reload`, { amount: 5 })).statusCode).toBe(
      403,
    );
    expect((await t.as(cashier).get('gift-cards')).statusCode).toBe(403);

    const list = await ok(owner, 'GET', 'gift-cards');
    expect(
      list.data.map((c: { last4: string; balance: number; status: string }) => [
        c.last4,
        c.balance,
        c.status,
      ]),
    ).toEqual([
      [b.last4, 0, 'empty'],
      [a.last4, 17.5, 'active'],
    ]);
    const active = await ok(owner, 'GET', 'gift-cards?status=active');
    expect(active.data.map((c: { _id: string }) => c._id)).toEqual([a._id]);
    const byHolder = await ok(owner, 'GET', 'gift-cards?search=Ada%20Holder');
    expect(byHolder.data.map((c: { _id: string }) => c._id)).toEqual([a._id]);
    const csv = await t.as(owner).get('gift-cards/export.csv');
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"Card","Balance","Status","Expires","Customer","Issued by","Issued","Card ID"',
    );
    expect(lines).toHaveLength(3);
    expect(csv.body).toContain(`"•••• ${a.last4}","17.50","active","","Ada Holder"`);
    await expectBalancesAddUp(t, org);
  });
});

describe('gift cards sold at the register', () => {
  it('a sale of goods and a new card: the card in the total, tax-free, its code in this answer only; not revenue', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    await ok(owner, 'PUT', 'settings/general', {
      ...SHOP_SETTINGS,
      taxes: [{ id: 'vat', name: 'VAT', rate: 10 }],
    });
    const mug = await product(owner, 20);
    const res = await t.as(owner).post(
      'transactions',
      {
        items: [{ productId: mug._id, quantity: 1 }],
        giftCards: [{ amount: 25 }],
        paymentMethod: 'Card',
      },
      { headers: { 'idempotency-key': '0190d5b6-6c34-7a3b-9f4e-2d7c9a1b2c77' } },
    );
    expect(res.statusCode, res.body).toBe(201);
    const sale = res.json().data;
    // 20.00 + 10 % VAT on the mug, and the card's 25.00 untaxed.
    expect(sale).toMatchObject({ subtotal: 20, taxTotal: 2, totalAmount: 47 });
    const [card] = sale.giftCards;
    expect(card).toMatchObject({ amount: 25, reload: false, balanceAfter: 25 });
    expect(card.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(card.last4).toBe(card.code.slice(-4));
    // Read back, and sent again with its key: the same card, without its code.
    const read = await ok(owner, 'GET', `transactions/${sale._id}`);
    const { code: _shown, ...kept } = card;
    expect(read.data.giftCards).toEqual([kept]);
    const again = await t.as(owner).post(
      'transactions',
      {
        items: [{ productId: mug._id, quantity: 1 }],
        giftCards: [{ amount: 25 }],
        paymentMethod: 'Card',
      },
      { headers: { 'idempotency-key': '0190d5b6-6c34-7a3b-9f4e-2d7c9a1b2c77' } },
    );
    expect(again.json().data.giftCards).toEqual([kept]);
    const found = await lookUp(owner, card.code);
    expect(found.json().data).toMatchObject({ _id: card.accountId, balance: 25 });
    expect(found.json().data.history[0]).toMatchObject({
      kind: 'issue',
      amount: 25,
      transactionId: sale._id,
    });
    // The receipt prints the card on a line of its own.
    const receipt = await t.as(owner).get(`transactions/${sale._id}/receipt.pdf`);
    expect(receipt.statusCode).toBe(200);
    const text = pdfText(receipt.rawPayload);
    expect(text).toMatch(new RegExp(`Gift card •••• ${card.last4} +\\$25\\.00`));
    expect(text).toMatch(/TOTAL +\$47\.00/);
    // Net sales are the mug's; the money collected is the card's too.
    const day = shopDay();
    const summary = await ok(owner, 'GET', `reports/sales-summary?from=${day}&to=${day}`);
    const fig = (key: string) => summary.data.find((f: { key: string }) => f.key === key)?.value;
    expect([fig('netSales'), fig('taxes'), fig('totalCollected')]).toEqual([20, 2, 47]);
    await expectBalancesAddUp(t, org);
    await expectStockAddsUp(t, org);
  });

  it('a code of the shop’s reloads its card, any other is a new card; refused: expired, twice, paying for itself, offline', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    const old = (await issue(owner, { code: 'OLD-CARD-0001', amount: 5 })).json().data;
    const sell = (body: Record<string, unknown>) =>
      t.as(owner).post('transactions', { items: [], paymentMethod: 'Cash', ...body });
    const reload = await sell({ giftCards: [{ amount: 10, code: 'old card 0001' }] });
    expect(reload.statusCode, reload.body).toBe(201);
    expect(reload.json().data).toMatchObject({
      totalAmount: 10,
      items: [],
      giftCards: [
        { accountId: old._id, last4: '0001', amount: 10, reload: true, balanceAfter: 15 },
      ],
    });
    expect(reload.json().data.giftCards[0]).not.toHaveProperty('code');
    const fresh = await sell({ giftCards: [{ amount: 30, code: 'NEW-CARD-0002' }] });
    expect(fresh.statusCode, fresh.body).toBe(201);
    expect(fresh.json().data.giftCards[0]).toMatchObject({ last4: '0002', reload: false });
    expect((await lookUp(owner, 'NEWCARD0002')).json().data.balance).toBe(30);

    const before = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from stored_value_entries where organization_id = ${org}`,
    );
    const twice = await sell({
      giftCards: [
        { amount: 5, code: 'TWICE-0003' },
        { amount: 5, code: 'twice 0003' },
      ],
    });
    expect(twice.statusCode, twice.body).toBe(400);
    expect(twice.json().message).toBe(M.giftCardSoldOnce);
    const itself = await t.as(owner).post('transactions', {
      items: [],
      giftCards: [{ amount: 5, code: 'OLD-CARD-0001' }],
      payments: [{ method: 'GiftCard', amount: 5, code: 'OLD-CARD-0001' }],
    });
    expect(itself.statusCode, itself.body).toBe(400);
    await t.sql(
      sql`update stored_value_accounts set expires_at = now() - interval '1 day' where id = ${old._id}`,
    );
    const expired = await sell({ giftCards: [{ amount: 10, code: 'OLD-CARD-0001' }] });
    expect(expired.statusCode, expired.body).toBe(409);
    expect(expired.json().code).toBe('GIFT_CARD_EXPIRED');
    const offline = await sell({
      giftCards: [{ amount: 10 }],
      offline: {
        createdAt: new Date().toISOString(),
        deviceId: '0190d5b6-6c34-7a3b-9f4e-2d7c9a1b2c3d',
        localNumber: 'AB12-1',
      },
    });
    expect(offline.statusCode, offline.body).toBe(400);
    expect(offline.json().code).toBe('STORED_VALUE_OFFLINE');
    const nothing = await sell({});
    expect(nothing.statusCode).toBe(400);
    const after = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from stored_value_entries where organization_id = ${org}`,
    );
    expect(after).toEqual(before);
    await expectBalancesAddUp(t, org);
  });
});
