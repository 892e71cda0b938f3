import { createHash, randomUUID } from 'node:crypto';
import { SALE_MESSAGES as M } from '@pos/contracts/sales';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { expectStockAddsUp } from '../../test/invariants.js';
import { SHOP_SETTINGS } from '../../test/shop-settings.js';
import { addMember, okAs, signUp, useTestApp } from '../../test/test-app.js';

/** A sale an offline register made, synced later (DESIGN §13). */
const t = useTestApp();

type Session = { token: string };

const ok = okAs(t);

let seq = 0;
async function product(s: Session, price: number, stock: number) {
  seq += 1;
  const body = await ok(s, 'POST', 'products', {
    name: `Offline item ${seq}`,
    price,
    stock,
    sku: `OFF-${seq}-${Date.now()}`,
  });
  return body.data as { _id: string; name: string };
}

const settings = (s: Session, over: Record<string, unknown>) =>
  ok(s, 'PUT', 'settings/general', { ...SHOP_SETTINGS, ...over });
const stockOf = async (s: Session, id: string) => (await ok(s, 'GET', `products/${id}`)).data.stock;
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const creditsOf = async (org: string) => {
  const [row] = await queryRows<{ remaining_credits: number }>(
    t.db,
    sql`select remaining_credits from subscriptions where organization_id = ${org}`,
  );
  return row?.remaining_credits;
};

let localSeq = 0;
/** An offline sale's body: one item paid in cash, made `ago` minutes ago on `device`. */
function offlineSale(
  productId: string,
  opts: {
    quantity?: number;
    price?: number;
    device?: string;
    localNumber?: string;
    ago?: number;
    createdAt?: string;
    offline?: Record<string, unknown>;
    payment?: Record<string, unknown>;
  } = {},
) {
  localSeq += 1;
  return {
    items: [
      {
        productId,
        quantity: opts.quantity ?? 1,
        ...(opts.price === undefined ? {} : { price: opts.price }),
      },
    ],
    ...(opts.payment ?? { paymentMethod: 'Cash' }),
    offline: {
      createdAt: opts.createdAt ?? minutesAgo(opts.ago ?? 10),
      deviceId: opts.device ?? DEVICE,
      localNumber: opts.localNumber ?? `AB12-${localSeq}`,
      ...opts.offline,
    },
  };
}
const DEVICE = randomUUID();
const sell = (s: Session, body: unknown, key = randomUUID()) =>
  t.as(s).post('transactions', body, { headers: { 'idempotency-key': key } });

describe('an offline sale', () => {
  it('is recorded at the time it was made, with its device and local number, and uses a credit', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    const p = await product(owner, 4, 10);
    const credits = await creditsOf(org);
    const createdAt = minutesAgo(90);
    const before = Date.now();
    const res = await sell(
      owner,
      offlineSale(p._id, { quantity: 2, createdAt, localNumber: 'AB12-7' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const sale = res.json().data;
    expect(sale).toMatchObject({
      status: 'Completed',
      transactionDate: createdAt,
      totalAmount: 8,
      offline: { deviceId: DEVICE, localNumber: 'AB12-7', createdAt },
      needsReview: false,
      reviewReasons: [],
      reviewedAt: null,
      reviewedBy: null,
    });
    expect(Date.parse(sale.offline.syncedAt)).toBeGreaterThanOrEqual(before - 1000);
    // What is read back is what was answered.
    expect((await ok(owner, 'GET', `transactions/${sale._id}`)).data).toEqual(sale);
    expect(await stockOf(owner, p._id)).toBe(8);
    expect(await creditsOf(org)).toBe((credits ?? 0) - 1);
    // The ledger's SALE row names the sale.
    const history = await ok(owner, 'GET', `inventory-log?productId=${p._id}&type=SALE`);
    expect(history.data).toHaveLength(1);
    expect(history.data[0]).toMatchObject({ quantityChanged: -2 });
    await expectStockAddsUp(t, org);
  });

  it('an online sale has no offline part and is never flagged', async () => {
    const owner = await signUp(t);
    const p = await product(owner, 4, 10);
    const res = await t.as(owner).post('transactions', {
      items: [{ productId: p._id, quantity: 1 }],
      paymentMethod: 'Cash',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ offline: null, needsReview: false, reviewReasons: [] });
    // A price is the register's only offline: the server prices an online sale.
    const priced = await t.as(owner).post('transactions', {
      items: [{ productId: p._id, quantity: 1, price: 1 }],
      paymentMethod: 'Cash',
    });
    expect(priced.statusCode).toBe(400);
    expect(priced.json().code).toBe('VALIDATION_ERROR');
  });

  it('taking stock below zero where settings forbid it: recorded, flagged oversold', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    const p = await product(owner, 3, 1);
    // Online, the same sale is refused.
    const online = await t.as(owner).post('transactions', {
      items: [{ productId: p._id, quantity: 3 }],
      paymentMethod: 'Cash',
    });
    expect(online.statusCode).toBe(409);
    expect(online.json().code).toBe('INSUFFICIENT_STOCK');
    const res = await sell(owner, offlineSale(p._id, { quantity: 3 }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ needsReview: true, reviewReasons: ['oversold'] });
    expect(await stockOf(owner, p._id)).toBe(-2);
    // Already below zero, one more is oversold again.
    const again = await sell(owner, offlineSale(p._id));
    expect(again.json().data.reviewReasons).toEqual(['oversold']);
    expect(await stockOf(owner, p._id)).toBe(-3);
    // Levels below zero are the point here; the ledger still adds up.
    await expectStockAddsUp(t, org, { allowNegative: true });
  });

  it('below zero where settings allow it is no news: not flagged', async () => {
    const owner = await signUp(t);
    await settings(owner, { allowNegativeStock: true });
    const p = await product(owner, 3, 1);
    const res = await sell(owner, offlineSale(p._id, { quantity: 2 }));
    expect(res.json().data).toMatchObject({ needsReview: false, reviewReasons: [] });
    expect(await stockOf(owner, p._id)).toBe(-1);
    await expectStockAddsUp(t, owner.user.organizationId, { allowNegative: true });
  });

  it('with no credit left in the period: recorded without one, flagged no_credits', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    const p = await product(owner, 5, 10);
    await t.sql(sql`update subscriptions set remaining_credits = 0 where organization_id = ${org}`);
    const online = await t.as(owner).post('transactions', {
      items: [{ productId: p._id, quantity: 1 }],
      paymentMethod: 'Cash',
    });
    expect(online.statusCode).toBe(402);
    expect(online.json().code).toBe('NO_CREDITS');
    const res = await sell(owner, offlineSale(p._id));
    expect(res.statusCode, res.body).toBe(201);
    const sale = res.json().data;
    expect(sale).toMatchObject({ needsReview: true, reviewReasons: ['no_credits'] });
    expect((await ok(owner, 'GET', `transactions/${sale._id}`)).data.reviewReasons).toEqual([
      'no_credits',
    ]);
    expect(await creditsOf(org)).toBe(0);
    expect(await stockOf(owner, p._id)).toBe(9);
    // It counts as a sale all the same.
    expect((await ok(owner, 'GET', 'transactions/count')).count).toBe(1);
  });

  it('the last credit gone between the read and the commit: the commit itself flags it (migration 0020)', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    await t.sql(sql`update subscriptions set remaining_credits = 0 where organization_id = ${org}`);
    // What the service wrote having read a credit left: no flag yet. The commit's trigger finds
    // none, and flags the offline sale instead of failing it (an online one fails: PX402).
    const id = randomUUID();
    const insert = (sale: string, device: string | null) =>
      t.db.execute(sql`insert into transactions (organization_id, id, status, payment_method, subtotal,
          tax_total, total_amount, transaction_date, device_id, local_number, synced_at)
        values (${org}, ${sale}, 'Completed', 'Cash', 1, 0, 1, now(), ${device}::uuid,
          ${device ? 'TR01-1' : null}, ${device ? sql`now()` : sql`null`})`);
    await insert(id, DEVICE);
    const [row] = await queryRows<{ needs_review: boolean; review_reasons: string[] }>(
      t.db,
      sql`select needs_review, review_reasons from transactions where organization_id = ${org} and id = ${id}`,
    );
    expect(row).toEqual({ needs_review: true, review_reasons: ['no_credits'] });
    await expect(insert(randomUUID(), null)).rejects.toThrow();
  });

  it('at a price the catalogue no longer has: recorded at the register price, flagged price_changed', async () => {
    const owner = await signUp(t);
    await settings(owner, { taxes: [{ id: 'vat', name: 'VAT', rate: 10 }] });
    const p = await product(owner, 4, 10);
    const same = await sell(owner, offlineSale(p._id, { price: 4 }));
    expect(same.json().data).toMatchObject({ needsReview: false, totalAmount: 4.4 });
    const res = await sell(owner, offlineSale(p._id, { quantity: 3, price: 3.5 }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      needsReview: true,
      reviewReasons: ['price_changed'],
      items: [{ priceAtSale: 3.5, lineTotal: 10.5 }],
      subtotal: 10.5,
      // 10 % of 10.50, computed by the shared arithmetic as the register did.
      taxTotal: 1.05,
      totalAmount: 11.55,
    });
    // Payments must still cover what the register charged.
    const short = await sell(
      owner,
      offlineSale(p._id, { price: 3.5, payment: { payments: [{ method: 'Cash', amount: 3 }] } }),
    );
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(M.paymentsNotCovered);
  });

  it('with taxes general settings no longer have: the register taxes, flagged tax_changed', async () => {
    const owner = await signUp(t);
    await settings(owner, { taxes: [{ id: 'vat', name: 'VAT', rate: 10 }] });
    const p = await product(owner, 10, 10);
    const same = await sell(
      owner,
      offlineSale(p._id, { offline: { taxes: [{ name: 'VAT', rate: 10 }] } }),
    );
    expect(same.json().data).toMatchObject({ needsReview: false, totalAmount: 11 });
    const res = await sell(
      owner,
      offlineSale(p._id, { offline: { taxes: [{ name: 'VAT', rate: 12.5 }] } }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      needsReview: true,
      reviewReasons: ['tax_changed'],
      taxes: [{ name: 'VAT', rate: 12.5, amount: 1.25 }],
      totalAmount: 11.25,
    });
    // Both at once, in the contract's order.
    const both = await sell(
      owner,
      offlineSale(p._id, { quantity: 20, price: 9, offline: { taxes: [] } }),
    );
    expect(both.json().data.reviewReasons).toEqual(['oversold', 'price_changed', 'tax_changed']);
  });

  it('a rate with more than 2 decimals is refused as in settings', async () => {
    const owner = await signUp(t);
    const p = await product(owner, 10, 10);
    const res = await sell(
      owner,
      offlineSale(p._id, { offline: { taxes: [{ name: 'VAT', rate: 10.123 }] } }),
    );
    expect(res.statusCode).toBe(400);
  });
});

describe("an offline sale's shift", () => {
  it('still open: the sale is in it and its expected cash counts it; closed: none, flagged shift_closed', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    const cashier = await addMember(t, org, 'cashier');
    const p = await product(owner, 6, 10);
    const shift = (await ok(cashier, 'POST', 'shifts/open', { openingFloat: 50 })).data;
    const res = await sell(
      cashier,
      offlineSale(p._id, { ago: 0, offline: { shiftId: shift._id } }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ shiftId: shift._id, needsReview: false });
    expect((await ok(cashier, 'GET', `shifts/${shift._id}`)).data.expectedCash).toBe(56);
    const closed = await ok(cashier, 'POST', `shifts/${shift._id}/close`, { countedCash: 56 });
    expect(closed.data.expectedCash).toBe(56);
    const late = await sell(cashier, offlineSale(p._id, { offline: { shiftId: shift._id } }));
    expect(late.statusCode, late.body).toBe(201);
    expect(late.json().data).toMatchObject({
      shiftId: null,
      needsReview: true,
      reviewReasons: ['shift_closed'],
    });
    // The closed shift's figures did not move.
    expect((await ok(cashier, 'GET', `shifts/${shift._id}`)).data.expectedCash).toBe(56);
  });

  it("another cashier's shift or another organization's is not found; one at another store is refused", async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    const cashier = await addMember(t, org, 'cashier');
    const other = await addMember(t, org, 'cashier');
    const p = await product(owner, 6, 10);
    const theirs = (await ok(other, 'POST', 'shifts/open', { openingFloat: 0 })).data;
    const res = await sell(cashier, offlineSale(p._id, { offline: { shiftId: theirs._id } }));
    expect(res.statusCode).toBe(404);
    const b = await signUp(t);
    const bShift = (await ok(b, 'POST', 'shifts/open', { openingFloat: 0 })).data;
    const foreign = await sell(cashier, offlineSale(p._id, { offline: { shiftId: bShift._id } }));
    expect(foreign.statusCode).toBe(404);
    const store = (await ok(owner, 'POST', 'stores', { name: 'Second store' })).data;
    const mine = (await ok(cashier, 'POST', 'shifts/open', { openingFloat: 0, storeId: store._id }))
      .data;
    const elsewhere = await sell(cashier, offlineSale(p._id, { offline: { shiftId: mine._id } }));
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().code).toBe('VALIDATION_ERROR');
    const rows = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from transactions where organization_id = ${org}`,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('none open where settings require one: recorded, flagged shift_closed', async () => {
    const owner = await signUp(t);
    await settings(owner, { requireOpenShift: true });
    const p = await product(owner, 6, 10);
    const online = await t.as(owner).post('transactions', {
      items: [{ productId: p._id, quantity: 1 }],
      paymentMethod: 'Cash',
    });
    expect(online.json().code).toBe('SHIFT_REQUIRED');
    const res = await sell(owner, offlineSale(p._id));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ shiftId: null, reviewReasons: ['shift_closed'] });
    // Naming none, it joins the shift open since before it was made — not one opened after.
    const shift = (await ok(owner, 'POST', 'shifts/open', { openingFloat: 0 })).data;
    const before = await sell(owner, offlineSale(p._id, { ago: 30 }));
    expect(before.json().data).toMatchObject({ shiftId: null, reviewReasons: ['shift_closed'] });
    const during = await sell(owner, offlineSale(p._id, { createdAt: new Date().toISOString() }));
    expect(during.json().data).toMatchObject({ shiftId: shift._id, needsReview: false });
    // The register said it had none open: none, whatever is open now.
    const none = await sell(owner, offlineSale(p._id, { ago: 0, offline: { shiftId: null } }));
    expect(none.json().data).toMatchObject({ shiftId: null, reviewReasons: ['shift_closed'] });
  });
});

describe("an offline sale's time", () => {
  it('more than 5 minutes ahead of the server or older than 30 days is refused (400), nothing written', async () => {
    const owner = await signUp(t);
    const p = await product(owner, 2, 10);
    for (const createdAt of [
      new Date(Date.now() + 10 * 60_000).toISOString(),
      new Date(Date.now() - 31 * 24 * 3_600_000).toISOString(),
    ]) {
      const res = await sell(owner, offlineSale(p._id, { createdAt }));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe('OFFLINE_TIME_OUT_OF_RANGE');
      expect(res.json().details['offline.createdAt']).toBeTruthy();
    }
    expect(await stockOf(owner, p._id)).toBe(10);
    // A device a little ahead and a sale of 29 days ago are fine.
    const ahead = await sell(
      owner,
      offlineSale(p._id, { createdAt: new Date(Date.now() + 2 * 60_000).toISOString() }),
    );
    expect(ahead.statusCode, ahead.body).toBe(201);
    const old = await sell(owner, offlineSale(p._id, { ago: 29 * 24 * 60 }));
    expect(old.statusCode, old.body).toBe(201);
  });
});

describe('syncing exactly once', () => {
  it('the same Idempotency-Key after a server restart answers the same sale: one row', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    const p = await product(owner, 7, 5);
    const key = randomUUID();
    const body = offlineSale(p._id, { localNumber: 'RS01-1' });
    const first = await sell(owner, body, key);
    expect(first.statusCode, first.body).toBe(201);
    await t.restart();
    const replay = await sell(owner, body, key);
    expect(replay.statusCode, replay.body).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().data).toEqual(first.json().data);
    const rows = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from transactions where organization_id = ${org} and local_number = 'RS01-1'`,
    );
    expect(rows[0]?.n).toBe(1);
    expect(await stockOf(owner, p._id)).toBe(4);
    // The same key with another body is refused as for any sale.
    const other = await sell(owner, { ...body, items: [{ productId: p._id, quantity: 2 }] }, key);
    expect(other.statusCode).toBe(422);
  });

  it('a sale tried online whose answer was lost, then sent from the outbox under its key, is that sale', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    const p = await product(owner, 7, 5);
    const key = randomUUID();
    const online = { items: [{ productId: p._id, quantity: 2 }], paymentMethod: 'Cash' };
    const first = await sell(owner, online, key);
    expect(first.statusCode).toBe(201);
    // The register saw no answer and kept the sale: the same cart, what it charged for each
    // line (price, taxes, promotions' discount) and its offline fields.
    const kept = offlineSale(p._id, { quantity: 2, price: 7, localNumber: 'LA01-1' });
    Object.assign(kept.items[0] ?? {}, {
      taxes: [{ name: 'VAT', rate: 10 }],
      promotionDiscount: 0.5,
    });
    const replay = await sell(owner, kept, key);
    expect(replay.statusCode, replay.body).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().data._id).toBe(first.json().data._id);
    const rows = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from transactions where organization_id = ${org}`,
    );
    expect(rows[0]?.n).toBe(1);
    expect(await stockOf(owner, p._id)).toBe(3);
    // What was sold still has to be the same: another quantity under the key is refused.
    const other = await sell(owner, offlineSale(p._id, { quantity: 1, price: 7 }), key);
    expect(other.statusCode).toBe(422);
  });

  it("a sale an earlier build made (its key hashed with the lines' taxes) is answered when sent again after the upgrade", async () => {
    const owner = await signUp(t);
    const p = await product(owner, 7, 5);
    const key = randomUUID();
    const body = offlineSale(p._id, { price: 7 });
    Object.assign(body.items[0] ?? {}, { taxes: [{ name: 'VAT', rate: 10 }] });
    const first = await sell(owner, body, key);
    expect(first.statusCode, first.body).toBe(201);
    // What the earlier build wrote: the body less `offline` and each line's price only.
    const { offline: _how, ...asked } = body;
    const before = createHash('sha256')
      .update(JSON.stringify({ ...asked, items: asked.items.map(({ price: _p, ...i }) => i) }))
      .digest('hex');
    await t.sql(
      sql`update transactions set request_hash = ${before} where id = ${first.json().data._id}`,
    );
    const replay = await sell(owner, body, key);
    expect(replay.statusCode, replay.body).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().data._id).toBe(first.json().data._id);
  });

  it('a replay of a sale now older than 30 days still answers it (the key is looked up first)', async () => {
    const owner = await signUp(t);
    const p = await product(owner, 7, 5);
    const key = randomUUID();
    const body = offlineSale(p._id, { ago: 60 });
    const first = await sell(owner, body, key);
    expect(first.statusCode).toBe(201);
    // The new date computed here: Citus refuses a time computed from a column in an UPDATE.
    const sold = first.json().data;
    const before = new Date(Date.parse(sold.transactionDate) - 40 * 86_400_000);
    await t.sql(
      sql`update transactions set transaction_date = ${before.toISOString()}::timestamptz
          where organization_id = ${owner.user.organizationId} and id = ${sold._id}`,
    );
    // The body still says the time it first said; only the server clock moved on, in effect.
    const replay = await sell(owner, body, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.json().data._id).toBe(first.json().data._id);
  });

  it('the same local number of the same device with another key is refused (409), nothing written', async () => {
    const owner = await signUp(t);
    const p = await product(owner, 7, 5);
    const first = await sell(owner, offlineSale(p._id, { localNumber: 'DU01-1' }));
    expect(first.statusCode).toBe(201);
    const second = await sell(owner, offlineSale(p._id, { localNumber: 'DU01-1', quantity: 2 }));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: 'LOCAL_NUMBER_TAKEN',
      message: M.localNumberTaken,
    });
    expect(await stockOf(owner, p._id)).toBe(4);
    // Another device may print the same number.
    const otherDevice = await sell(
      owner,
      offlineSale(p._id, { localNumber: 'DU01-1', device: randomUUID() }),
    );
    expect(otherDevice.statusCode).toBe(201);
  });
});

describe('finding and reviewing offline sales', () => {
  it('lists the flagged ones, finds a local number by search and by number', async () => {
    const owner = await signUp(t);
    const p = await product(owner, 2, 1);
    const plain = (await sell(owner, offlineSale(p._id, { localNumber: 'FD01-41' }))).json().data;
    const flagged = (
      await sell(owner, offlineSale(p._id, { localNumber: 'FD01-42', quantity: 2 }))
    ).json().data;
    expect(flagged.needsReview).toBe(true);
    const list = await ok(owner, 'GET', 'transactions?needsReview=true');
    expect(list.data.map((r: { _id: string }) => r._id)).toEqual([flagged._id]);
    expect(list.data[0]).toMatchObject({ localNumber: 'FD01-42', needsReview: true });
    const notFlagged = await ok(owner, 'GET', 'transactions?needsReview=false');
    expect(notFlagged.data.map((r: { _id: string }) => r._id)).toEqual([plain._id]);
    const found = await ok(owner, 'GET', 'transactions?search=FD01-42');
    expect(found.data.map((r: { _id: string }) => r._id)).toEqual([flagged._id]);
    expect((await ok(owner, 'GET', 'transactions?search=fd01-4')).totalCount).toBe(2);
    const byNumber = await ok(owner, 'GET', 'transactions/by-number/fd01-42');
    expect(byNumber.data._id).toBe(flagged._id);
    expect(
      (await ok(owner, 'GET', `transactions/by-number/${flagged.documentNumber}`)).data._id,
    ).toBe(flagged._id);
    expect((await t.as(owner).get('transactions/by-number/ZZ99-1')).statusCode).toBe(404);
    // Another organization's local number is not found.
    const b = await signUp(t);
    expect((await t.as(b).get('transactions/by-number/FD01-42')).statusCode).toBe(404);
    const bad = await t.as(owner).get('transactions?needsReview=maybe');
    expect(bad.statusCode).toBe(400);
  });

  it('Mark reviewed: a manager clears the flag (reasons stay), a cashier may not, twice is 409, another org 404', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    const manager = await addMember(t, org, 'organization_manager');
    const cashier = await addMember(t, org, 'cashier');
    const p = await product(owner, 2, 0);
    const sale = (await sell(owner, offlineSale(p._id))).json().data;
    expect(sale.needsReview).toBe(true);
    const denied = await t.as(cashier).post(`transactions/${sale._id}/review`);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().details.permission).toBe('process_returns');
    const b = await signUp(t);
    expect((await t.as(b).post(`transactions/${sale._id}/review`)).statusCode).toBe(404);
    const res = await t.as(manager).post(`transactions/${sale._id}/review`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.reviewed,
      data: {
        needsReview: false,
        reviewReasons: ['oversold'],
        reviewedBy: { _id: manager.user._id },
      },
    });
    expect(Date.parse(res.json().data.reviewedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await ok(owner, 'GET', 'transactions?needsReview=true')).data).toEqual([]);
    const twice = await t.as(manager).post(`transactions/${sale._id}/review`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('NOT_FLAGGED_FOR_REVIEW');
    const online = await ok(owner, 'POST', 'transactions', {
      items: [{ productId: (await product(owner, 1, 1))._id, quantity: 1 }],
      paymentMethod: 'Cash',
    });
    const never = await t.as(manager).post(`transactions/${online.data._id}/review`);
    expect(never.json().code).toBe('NOT_FLAGGED_FOR_REVIEW');
  });
});
