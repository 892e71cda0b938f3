import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SALE_MESSAGES } from '@pos/contracts/sales';
import { SHIFT_MESSAGES as M, SHIFTS_CSV_COLUMNS, type TShift } from '@pos/contracts/shifts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectStockAddsUp } from '../../test/invariants.js';
import { SHOP_SETTINGS } from '../../test/shop-settings.js';
import { addMember, okAs, shopDay, signUp, useTestApp } from '../../test/test-app.js';

const t = useTestApp();
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'shifts-test-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Session = { token: string };

const ok = okAs(t);

/** The refusal's status, code and message. */
async function refused(s: Session, method: string, url: string, payload?: unknown) {
  const res = await t.as(s).request(method, url, payload);
  const body = res.json();
  return { status: res.statusCode, code: body.code, message: body.message, details: body.details };
}

let seq = 0;
async function product(s: Session, price: number, stock = 100) {
  seq += 1;
  const body = await ok(s, 'POST', 'products', {
    name: `Shift item ${seq}`,
    price,
    stock,
    sku: `SH-${seq}-${Date.now()}`,
  });
  return body.data as { _id: string };
}

const settings = (s: Session, extra: Record<string, unknown>) =>
  ok(s, 'PUT', 'settings/general', {
    ...SHOP_SETTINGS,
    taxes: [{ id: 'vat', name: 'VAT', rate: 10 }],
    ...extra,
  });

const open = async (s: Session, body: Record<string, unknown> = { openingFloat: 100 }) =>
  (await ok(s, 'POST', 'shifts/open', body)).data as TShift;

const sell = async (s: Session, body: Record<string, unknown>) =>
  (await ok(s, 'POST', 'transactions', body)).data as {
    _id: string;
    totalAmount: number;
    change: number;
    shiftId: string | null;
  };

/** Poppler's reading of a PDF: `pdftotext -layout` or `pdfinfo`. */
const poppler = (tool: 'pdftotext' | 'pdfinfo', pdf: Buffer) => {
  const file = path.join(dir, `report-${Date.now()}-${Math.random()}.pdf`);
  writeFileSync(file, pdf);
  const args = tool === 'pdftotext' ? ['-layout', file, '-'] : [file];
  return execFileSync(tool, args).toString();
};
const pdfText = (pdf: Buffer) => poppler('pdftotext', pdf);

describe('opening a shift', () => {
  it('opens at the default store with its float; a second open shift there is refused', async () => {
    const owner = await signUp(t);
    const res = await t.as(owner).post('shifts/open', { openingFloat: 100 });
    expect(res.statusCode, res.body).toBe(201);
    const shift = res.json().data as TShift;
    expect(res.json().message).toBe(M.opened);
    expect(shift).toMatchObject({
      store: { name: 'Main Store' },
      user: { _id: owner.user._id },
      status: 'open',
      openingFloat: 100,
      closedAt: null,
      countedCash: null,
      difference: null,
      expectedCash: 100,
      movements: [],
      figures: { salesCount: 0, salesAmount: 0, cashTaken: 0 },
    });
    expect(Date.now() - Date.parse(shift.openedAt)).toBeLessThan(60_000);

    expect(await refused(owner, 'POST', 'shifts/open', { openingFloat: 50 })).toMatchObject({
      status: 409,
      code: 'SHIFT_ALREADY_OPEN',
      message: M.alreadyOpen,
    });
    // The same store named: the same shift.
    const storeId = (await ok(owner, 'GET', 'stores')).data[0]._id;
    expect((await refused(owner, 'POST', 'shifts/open', { storeId, openingFloat: 5 })).code).toBe(
      'SHIFT_ALREADY_OPEN',
    );
    // The current shift is that one, asked with or without the store.
    expect((await ok(owner, 'GET', 'shifts/current')).data._id).toBe(shift._id);
    expect((await ok(owner, 'GET', `shifts/current?storeId=${storeId}`)).data._id).toBe(shift._id);
  });

  it('opens at another store too, and refuses an unknown, foreign or inactive one', async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const downtown = (await ok(owner, 'POST', 'stores', { name: 'Downtown' })).data;
    expect((await ok(owner, 'GET', `shifts/current?storeId=${downtown._id}`)).data).toBeNull();
    const there = await open(owner, { storeId: downtown._id, openingFloat: 20.5 });
    expect(there).toMatchObject({
      store: { _id: downtown._id, name: 'Downtown' },
      openingFloat: 20.5,
    });
    // One open shift per store: the default store's is another one.
    expect((await ok(owner, 'GET', 'shifts/current')).data).toBeNull();
    await open(owner);

    const foreignStore = (await ok(other, 'GET', 'stores')).data[0]._id;
    for (const storeId of [foreignStore, '0190a000-0000-7000-8000-000000000000']) {
      expect(
        await refused(owner, 'POST', 'shifts/open', { storeId, openingFloat: 1 }),
      ).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'Store not found' });
    }
    const closedStore = (
      await ok(owner, 'POST', 'stores', { name: 'Closed Store', isActive: false })
    ).data;
    expect(
      await refused(owner, 'POST', 'shifts/open', { storeId: closedStore._id, openingFloat: 1 }),
    ).toMatchObject({
      status: 409,
      code: 'LOCATION_INACTIVE',
      message: 'Store "Closed Store" is inactive.',
    });
  });

  it('wants an opening float of money: present, not negative, two decimals at most', async () => {
    const owner = await signUp(t);
    const cases: [unknown, string][] = [
      [{}, M.floatRequired],
      [{ openingFloat: -1 }, 'Must be at least 0.'],
      [{ openingFloat: 1.005 }, 'At most 2 decimals.'],
      [{ openingFloat: '100' }, 'Must be a number.'],
    ];
    for (const [body, message] of cases) {
      const res = await refused(owner, 'POST', 'shifts/open', body);
      expect(res, JSON.stringify(body)).toMatchObject({
        status: 400,
        code: 'VALIDATION_ERROR',
        details: { openingFloat: message },
      });
    }
    // A float of zero is a drawer that starts empty.
    expect((await open(owner, { openingFloat: 0 })).expectedCash).toBe(0);
  });
});

describe("a day's cash", () => {
  it('expects float + cash taken − change + pay-ins − pay-outs, and keeps the close final', async () => {
    const owner = await signUp(t);
    await settings(owner, {});
    const a = await product(owner, 10);
    const b = await product(owner, 25.5);
    const shift = await open(owner);

    const sales = [
      // 20.00 + 10 % → 22.00, paid with a 50: 28.00 change.
      await sell(owner, {
        items: [{ productId: a._id, quantity: 2 }],
        payments: [{ method: 'Cash', amount: 50 }],
      }),
      // 25.50 + 2.55 → 28.05 by card.
      await sell(owner, { items: [{ productId: b._id, quantity: 1 }], paymentMethod: 'Card' }),
      // 35.50 + 3.55 → 39.05: 20 by card, 20 cash, 0.95 change.
      await sell(owner, {
        items: [
          { productId: a._id, quantity: 1 },
          { productId: b._id, quantity: 1 },
        ],
        payments: [
          { method: 'Card', amount: 20 },
          { method: 'Cash', amount: 20 },
        ],
      }),
      // 30.00 − 3.00 discount = 27.00 + 2.70 → 29.70, exact cash.
      await sell(owner, {
        items: [{ productId: a._id, quantity: 3, discount: 3 }],
        paymentMethod: 'Cash',
      }),
      // 51.00 + 5.10 → 56.10 by UPI.
      await sell(owner, {
        items: [{ productId: b._id, quantity: 2 }],
        payments: [{ method: 'UPI', amount: 56.1 }],
      }),
    ];
    expect(sales.map((s) => [s.totalAmount, s.change])).toEqual([
      [22, 28],
      [28.05, 0],
      [39.05, 0.95],
      [29.7, 0],
      [56.1, 0],
    ]);
    // Each sale names the shift it was made in, also when read back.
    expect(sales.every((s) => s.shiftId === shift._id)).toBe(true);
    expect((await ok(owner, 'GET', `transactions/${sales[0]?._id}`)).data.shiftId).toBe(shift._id);

    // Another cashier's sale at the same store, without a shift of their own, is not this shift's.
    const manager = await addMember(t, owner.user.organizationId, 'organization_manager');
    const elsewhere = await sell(manager, {
      items: [{ productId: a._id, quantity: 1 }],
      paymentMethod: 'Cash',
    });
    expect(elsewhere.shiftId).toBeNull();

    const payIn = await t.as(owner).post(`shifts/${shift._id}/cash-movements`, {
      type: 'pay_in',
      amount: 10,
      reason: 'Change from the bank',
    });
    expect(payIn.statusCode, payIn.body).toBe(201);
    expect(payIn.json().message).toBe(M.movementAdded);
    await ok(owner, 'POST', `shifts/${shift._id}/cash-movements`, {
      type: 'pay_out',
      amount: 5,
      reason: 'Window cleaner',
    });
    const after = (
      await ok(owner, 'POST', `shifts/${shift._id}/cash-movements`, {
        type: 'pay_out',
        amount: 2.5,
        reason: '  Stamps  ',
      })
    ).data as TShift;
    expect(after.movements.map((m) => [m.type, m.amount, m.reason, m.user?._id])).toEqual([
      ['pay_in', 10, 'Change from the bank', owner.user._id],
      ['pay_out', 5, 'Window cleaner', owner.user._id],
      ['pay_out', 2.5, 'Stamps', owner.user._id],
    ]);

    const figures = {
      salesCount: 5,
      salesAmount: 174.9,
      discounts: 3,
      taxes: [{ name: 'VAT', rate: 10, amount: 15.9 }],
      taxTotal: 15.9,
      returnsCount: 0,
      returnsAmount: 0,
      byMethod: [
        { method: 'Cash', sales: 70.75, refunds: 0 },
        { method: 'Card', sales: 48.05, refunds: 0 },
        { method: 'UPI', sales: 56.1, refunds: 0 },
      ],
      cashTaken: 99.7,
      changeGiven: 28.95,
      payIns: 10,
      payOuts: 7.5,
      cashRefunds: 0,
      rounding: 0,
    };
    // Live while open: 100 + 99.70 − 28.95 + 10 − 7.50.
    const live = (await ok(owner, 'GET', `shifts/${shift._id}`)).data as TShift;
    expect(live).toMatchObject({ status: 'open', expectedCash: 173.25, figures });
    expect((await ok(owner, 'GET', 'shifts/current')).data).toEqual(live);

    const closing = await t.as(owner).post(`shifts/${shift._id}/close`, {
      countedCash: 170,
      note: 'Short by a few coins',
    });
    expect(closing.statusCode, closing.body).toBe(200);
    expect(closing.json().message).toBe(M.closed);
    const closed = closing.json().data as TShift;
    expect(closed).toMatchObject({
      status: 'closed',
      expectedCash: 173.25,
      countedCash: 170,
      difference: -3.25,
      closedBy: { _id: owner.user._id },
      note: 'Short by a few coins',
      figures,
    });
    expect(closed.closedAt).not.toBeNull();
    expect((await ok(owner, 'GET', 'shifts/current')).data).toBeNull();

    // Final: no second close, no movement; a sale now is made without a shift, and the closed
    // shift's figures stay as they were kept.
    for (const [url, body] of [
      [`shifts/${shift._id}/close`, { countedCash: 173.25 }],
      [`shifts/${shift._id}/cash-movements`, { type: 'pay_in', amount: 1, reason: 'Late' }],
    ] as const) {
      expect(await refused(owner, 'POST', url, body)).toMatchObject({
        status: 409,
        code: 'SHIFT_CLOSED',
        message: M.closedAlready,
      });
    }
    expect(
      (await sell(owner, { items: [{ productId: a._id, quantity: 1 }], paymentMethod: 'Cash' }))
        .shiftId,
    ).toBeNull();
    expect((await ok(owner, 'GET', `shifts/${shift._id}`)).data).toEqual(closed);
    await expectStockAddsUp(t, owner.user.organizationId);
  });

  it('keeps gift cards sold apart from the sales amount; their cash is in the drawer', async () => {
    const owner = await signUp(t);
    await settings(owner, {});
    const a = await product(owner, 10);
    const shift = await open(owner, { openingFloat: 0 });
    // 10.00 + 10 % → 11.00 and a 25.00 card, cash: 36.00; a 40.00 card alone by card.
    await sell(owner, {
      items: [{ productId: a._id, quantity: 1 }],
      giftCards: [{ amount: 25 }],
      paymentMethod: 'Cash',
    });
    await sell(owner, { items: [], giftCards: [{ amount: 40 }], paymentMethod: 'Card' });
    const live = (await ok(owner, 'GET', `shifts/${shift._id}`)).data as TShift;
    expect(live.figures).toMatchObject({
      salesCount: 2,
      salesAmount: 11,
      giftCardsSold: 65,
      taxTotal: 1,
      byMethod: [
        { method: 'Cash', sales: 36, refunds: 0 },
        { method: 'Card', sales: 40, refunds: 0 },
        { method: 'UPI', sales: 0, refunds: 0 },
      ],
    });
    expect(live.expectedCash).toBe(36);
    const closed = (await ok(owner, 'POST', `shifts/${shift._id}/close`, { countedCash: 36 }))
      .data as TShift;
    expect(closed.figures).toEqual(live.figures);
    const pdf = await t.as(owner).get(`shifts/${shift._id}/report.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).toMatch(/Gift cards sold\s+\S*65\.00/);
  });

  it('counts over as a positive difference, and a drawer with only a float as the float', async () => {
    const owner = await signUp(t);
    const shift = await open(owner, { openingFloat: 50 });
    const closed = (await ok(owner, 'POST', `shifts/${shift._id}/close`, { countedCash: 52.1 }))
      .data as TShift;
    expect(closed).toMatchObject({
      expectedCash: 50,
      countedCash: 52.1,
      difference: 2.1,
      note: null,
    });
  });

  it('closes a drawer whose cash adds up past what one amount may be', async () => {
    const owner = await signUp(t);
    const most = 9_999_999_999.99;
    const shift = await open(owner, { openingFloat: most });
    for (const reason of ['Bank run', 'Second bank run']) {
      await ok(owner, 'POST', `shifts/${shift._id}/cash-movements`, {
        type: 'pay_in',
        amount: most,
        reason,
      });
    }
    const closed = (await ok(owner, 'POST', `shifts/${shift._id}/close`, { countedCash: most }))
      .data as TShift;
    expect(closed).toMatchObject({
      expectedCash: 29_999_999_999.97,
      difference: -19_999_999_999.98,
    });
  });

  it('refuses movements without a reason or an amount, and of an unknown type', async () => {
    const owner = await signUp(t);
    const shift = await open(owner);
    const url = `shifts/${shift._id}/cash-movements`;
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ type: 'pay_out', amount: 5 }, { reason: M.reasonRequired }],
      [{ type: 'pay_out', amount: 5, reason: '   ' }, { reason: M.reasonRequired }],
      [{ type: 'pay_out', reason: 'x' }, { amount: M.amountRequired }],
      [{ type: 'pay_out', amount: 0, reason: 'x' }, { amount: M.amountPositive }],
      [{ type: 'refund', amount: 1, reason: 'x' }, { type: 'Type must be pay_in or pay_out.' }],
    ];
    for (const [body, details] of cases) {
      expect(await refused(owner, 'POST', url, body), JSON.stringify(body)).toMatchObject({
        status: 400,
        code: 'VALIDATION_ERROR',
        details,
      });
    }
    expect((await ok(owner, 'GET', `shifts/${shift._id}`)).data.movements).toEqual([]);
    expect((await refused(owner, 'POST', `shifts/${shift._id}/close`, {})).details).toMatchObject({
      countedCash: M.countedRequired,
    });
  });
});

describe('requireOpenShift', () => {
  it('is on for a new organization: its first sale waits for an open shift', async () => {
    const owner = await signUp(t, {}, { requireOpenShift: true });
    expect((await ok(owner, 'GET', 'settings/general')).data.requireOpenShift).toBe(true);
    const a = await product(owner, 4);
    const sale = { items: [{ productId: a._id, quantity: 1 }], paymentMethod: 'Cash' };
    expect(await refused(owner, 'POST', 'transactions', sale)).toMatchObject({
      status: 409,
      code: 'SHIFT_REQUIRED',
    });
    const shift = await open(owner, { openingFloat: 10 });
    expect((await sell(owner, sale)).shiftId).toBe(shift._id);
    await expectStockAddsUp(t, owner.user.organizationId);
  });

  it('refuses a sale without an open shift, records the shift while open, refuses after the close', async () => {
    const owner = await signUp(t);
    await settings(owner, { requireOpenShift: true });
    const a = await product(owner, 4);
    const sale = { items: [{ productId: a._id, quantity: 1 }], paymentMethod: 'Cash' };
    const shiftRequired = {
      status: 409,
      code: 'SHIFT_REQUIRED',
      message: SALE_MESSAGES.shiftRequired,
    };
    expect(await refused(owner, 'POST', 'transactions', sale)).toMatchObject(shiftRequired);

    const shift = await open(owner, { openingFloat: 10 });
    const made = await sell(owner, sale);
    expect(made.shiftId).toBe(shift._id);
    await ok(owner, 'POST', `shifts/${shift._id}/close`, { countedCash: 14.4 });
    expect(await refused(owner, 'POST', 'transactions', sale)).toMatchObject(shiftRequired);
    // Another cashier's open shift does not let this one sell.
    const cashier = await addMember(t, owner.user.organizationId, 'cashier');
    await open(cashier);
    expect(await refused(owner, 'POST', 'transactions', sale)).toMatchObject(shiftRequired);
    await expectStockAddsUp(t, owner.user.organizationId);
  });
});

describe('who sees and closes which shift', () => {
  it("a cashier runs their own shift only; manage_shifts sees everyone's and closes it", async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    const cashier = await addMember(t, org, 'cashier');
    const colleague = await addMember(t, org, 'cashier');
    const manager = await addMember(t, org, 'organization_manager');
    const mine = await open(cashier, { openingFloat: 80 });
    const theirs = await open(colleague, { openingFloat: 60 });
    const managers = await open(manager, { openingFloat: 40 });

    // Another seller's shift does not exist for a cashier: read, report, movement, close.
    for (const id of [theirs._id, managers._id]) {
      for (const [method, url, body] of [
        ['GET', `shifts/${id}`, undefined],
        ['GET', `shifts/${id}/report.pdf`, undefined],
        ['POST', `shifts/${id}/cash-movements`, { type: 'pay_out', amount: 1, reason: 'x' }],
        ['POST', `shifts/${id}/close`, { countedCash: 1 }],
      ] as const) {
        expect(await refused(cashier, method, url, body), `${method} ${url}`).toMatchObject({
          status: 404,
          code: 'NOT_FOUND',
        });
      }
    }
    // The list: a cashier's own shifts whatever the filter; a manager's, everyone's.
    const ids = async (s: Session, query = '') =>
      ((await ok(s, 'GET', `shifts${query}`)).data as { _id: string }[]).map((r) => r._id).sort();
    expect(await ids(cashier)).toEqual([mine._id]);
    expect(await ids(cashier, `?userId=${colleague.user._id}`)).toEqual([]);
    expect(await ids(manager)).toEqual([mine._id, theirs._id, managers._id].sort());
    expect(await ids(manager, `?userId=${colleague.user._id}`)).toEqual([theirs._id]);
    expect(await ids(owner)).toEqual([mine._id, theirs._id, managers._id].sort());
    const csv = await t.as(cashier).get('shifts/export.csv');
    expect(csv.headers['x-total-count']).toBe('1');

    // The cashier works their own shift; the manager pays into it and closes it for them.
    await ok(cashier, 'POST', `shifts/${mine._id}/cash-movements`, {
      type: 'pay_out',
      amount: 3,
      reason: 'Milk for the staff room',
    });
    await ok(manager, 'POST', `shifts/${mine._id}/cash-movements`, {
      type: 'pay_in',
      amount: 20,
      reason: 'Coins from the safe',
    });
    expect((await ok(manager, 'GET', `shifts/${mine._id}`)).data.expectedCash).toBe(97);
    const closed = (await ok(manager, 'POST', `shifts/${mine._id}/close`, { countedCash: 97 }))
      .data as TShift;
    expect(closed).toMatchObject({
      user: { _id: cashier.user._id },
      closedBy: { _id: manager.user._id },
      difference: 0,
    });
    // The cashier still sees their closed shift, and its Z report.
    expect((await ok(cashier, 'GET', `shifts/${mine._id}`)).data.status).toBe('closed');
    expect((await t.as(cashier).get(`shifts/${mine._id}/report.pdf`)).statusCode).toBe(200);
    // The colleague's shift is closed by the colleague themself.
    await ok(colleague, 'POST', `shifts/${theirs._id}/close`, { countedCash: 60 });

    // Another organization sees none of it.
    const stranger = await signUp(t);
    expect((await refused(stranger, 'GET', `shifts/${mine._id}`)).status).toBe(404);
    expect(await ids(stranger)).toEqual([]);
  });
});

describe('the shifts list', () => {
  it('filters by status, store, user and opening date; exports shifts-<date>.csv', async () => {
    const owner = await signUp(t);
    const cashier = await addMember(t, owner.user.organizationId, 'cashier');
    const downtown = (await ok(owner, 'POST', 'stores', { name: 'Downtown' })).data;
    const first = await open(owner, { openingFloat: 100 });
    await ok(owner, 'POST', `shifts/${first._id}/cash-movements`, {
      type: 'pay_out',
      amount: 5,
      reason: 'Stamps',
    });
    await ok(owner, 'POST', `shifts/${first._id}/close`, { countedCash: 94 });
    const second = await open(owner, { storeId: downtown._id, openingFloat: 30 });
    const third = await open(cashier, { openingFloat: 25 });

    const rows = async (query: string) =>
      ((await ok(owner, 'GET', `shifts${query}`)).data as { _id: string }[]).map((r) => r._id);
    const list = await ok(owner, 'GET', 'shifts');
    expect(list.totalCount).toBe(3);
    // Newest first.
    expect(list.data.map((r: { _id: string }) => r._id)).toEqual([
      third._id,
      second._id,
      first._id,
    ]);
    expect(list.data[2]).toEqual({
      _id: first._id,
      status: 'closed',
      openedAt: first.openedAt,
      closedAt: expect.any(String),
      storeId: first.store._id,
      storeName: 'Main Store',
      userId: owner.user._id,
      userName: first.user.name,
      openingFloat: 100,
      expectedCash: 95,
      countedCash: 94,
      difference: -1,
    });
    expect(list.data[0]).toMatchObject({ status: 'open', expectedCash: null, countedCash: null });
    expect(await rows('?status=open')).toEqual([third._id, second._id]);
    expect(await rows('?status=closed')).toEqual([first._id]);
    expect(await rows(`?storeId=${downtown._id}`)).toEqual([second._id]);
    expect(await rows(`?userId=${cashier.user._id}`)).toEqual([third._id]);
    expect(await rows('?sort=openedAt')).toEqual([first._id, second._id, third._id]);
    const today = shopDay();
    const yesterday = shopDay(new Date(Date.now() - 86_400_000));
    expect(await rows(`?fromDate=${today}`)).toHaveLength(3);
    expect(await rows(`?toDate=${yesterday}`)).toEqual([]);
    expect((await refused(owner, 'GET', 'shifts?status=paused')).details).toMatchObject({
      status: 'Unknown status.',
    });
    expect((await refused(owner, 'GET', 'shifts?sort=expectedCash')).status).toBe(400);

    const csv = await t.as(owner).get('shifts/export.csv?status=closed');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="shifts-${shopDay()}.csv"`,
    );
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(SHIFTS_CSV_COLUMNS.map((c) => `"${c}"`).join(','));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"${first._id}"`);
    expect(lines[1]).toContain('"Main Store","closed","100.00","95.00","94.00","-1"');
  });
});

describe('the shift report', () => {
  it('prints an X report while open and the Z report once closed, on the 80 mm roll', async () => {
    const owner = await signUp(t, { organizationName: 'Corner Shop' });
    await settings(owner, { currencySymbol: '€', currencyCode: 'EUR' });
    const a = await product(owner, 10);
    const shift = await open(owner, { openingFloat: 100 });
    await sell(owner, {
      items: [{ productId: a._id, quantity: 2 }],
      payments: [{ method: 'Cash', amount: 50 }],
    });
    await sell(owner, { items: [{ productId: a._id, quantity: 1 }], paymentMethod: 'Card' });
    await ok(owner, 'POST', `shifts/${shift._id}/cash-movements`, {
      type: 'pay_out',
      amount: 5,
      reason: 'Window cleaner',
    });

    const x = await t.as(owner).get(`shifts/${shift._id}/report.pdf?tz=Europe/Berlin`);
    expect(x.statusCode).toBe(200);
    expect(x.headers['content-type']).toBe('application/pdf');
    expect(x.headers['content-disposition']).toMatch(/^inline; filename="x-report-/);
    const xText = pdfText(x.rawPayload);
    // 100 + 50 − 28 − 5 = 117.
    for (const seen of [
      'Corner Shop',
      'X REPORT',
      'Main Store',
      '€117.00',
      'Window cleaner',
      'VAT (10%)',
      '€3.00',
    ]) {
      expect(xText).toContain(seen);
    }
    expect(xText).not.toContain('Counted cash');

    await ok(owner, 'POST', `shifts/${shift._id}/close`, {
      countedCash: 115.5,
      note: 'Coins missing',
    });
    const z = await t.as(owner).get(`shifts/${shift._id}/report.pdf`);
    expect(z.headers['content-disposition']).toMatch(/^inline; filename="z-report-/);
    const zText = pdfText(z.rawPayload);
    expect(zText).toMatch(/Z REPORT/);
    expect(zText).toMatch(/Expected cash\s+€117\.00/);
    expect(zText).toMatch(/Counted cash\s+€115\.50/);
    expect(zText).toMatch(/Difference\s+Short €1\.50/);
    expect(zText).toMatch(/Cash\s+€22\.00/);
    expect(zText).toMatch(/Card\s+€11\.00/);
    expect(zText).toMatch(/Change given\s+-€28\.00/);
    expect(zText).toContain('Note: Coins missing');
    expect(poppler('pdfinfo', z.rawPayload)).toMatch(/Page size:\s+226\.77\d* x/);

    expect(
      (await t.as(owner).get(`shifts/${shift._id}/report.pdf?tz=Mars/Olympus`)).statusCode,
    ).toBe(400);
  });
});

/**
 * A close while sales are being made (PostgreSQL only: PGlite runs one statement at a time).
 * The close updates the shift first and the sales' commit trigger holds it FOR SHARE, so every
 * sale either commits into the shift before the close sums it, or is refused (409 SHIFT_CLOSED),
 * or — made after the close — belongs to no shift: the Z report counts exactly the first kind.
 */
describe.runIf(Boolean(process.env.DATABASE_URL))('a close during sales (PostgreSQL)', () => {
  it('sums exactly the sales that committed into the shift', async () => {
    const owner = await signUp(t);
    const a = await product(owner, 3, 1000);
    const shift = await open(owner, { openingFloat: 0 });
    const sale = () =>
      t.as(owner).post('transactions', {
        items: [{ productId: a._id, quantity: 1 }],
        payments: [{ method: 'Cash', amount: 5 }],
      });
    const first = Array.from({ length: 15 }, sale);
    const close = t.as(owner).post(`shifts/${shift._id}/close`, { countedCash: 0 });
    const second = Array.from({ length: 15 }, sale);
    const answers = await Promise.all([...first, ...second]);
    const closed = (await close).json().data as TShift;
    const inShift = answers.filter(
      (r) => r.statusCode === 201 && r.json().data.shiftId === shift._id,
    );
    for (const r of answers) {
      expect([201, 409], r.body).toContain(r.statusCode);
      if (r.statusCode === 409) expect(r.json().code).toBe('SHIFT_CLOSED');
    }
    expect(closed.figures.salesCount).toBe(inShift.length);
    expect(closed.figures.cashTaken).toBe(inShift.length * 5);
    expect(closed.expectedCash).toBe(inShift.length * 3);
    await expectStockAddsUp(t, owner.user.organizationId);
  });
});

describe('no sale', () => {
  it('opens the drawer without a sale: logged with its reason, audited, counted in the X and Z reports, no money moved', async () => {
    const owner = await signUp(t);
    const shift = await open(owner, { openingFloat: 100 });
    const res = await t
      .as(owner)
      .post(`shifts/${shift._id}/no-sale`, { reason: ' Change for a 50 ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(M.noSale);
    const live = res.json().data as TShift;
    expect(live.movements).toMatchObject([
      { type: 'no_sale', amount: 0, reason: 'Change for a 50' },
    ]);
    expect(live.figures.noSales).toBe(1);
    expect(live.expectedCash).toBe(100);
    await ok(owner, 'POST', `shifts/${shift._id}/no-sale`, { reason: 'Customer needed coins' });
    const audit = await ok(owner, 'GET', `audit-events?entityType=Shift&action=no_sale`);
    expect(
      audit.data
        .map((e: { changes: { reason: { after: string } } }) => e.changes.reason.after)
        .sort(),
    ).toEqual(['Change for a 50', 'Customer needed coins']);

    const closed = (await ok(owner, 'POST', `shifts/${shift._id}/close`, { countedCash: 100 }))
      .data as TShift;
    expect(closed.figures.noSales).toBe(2);
    expect(closed.difference).toBe(0);
    const text = pdfText((await t.as(owner).get(`shifts/${shift._id}/report.pdf`)).rawPayload);
    expect(text).toMatch(/No-sale openings\s+2/);
    expect(text).toMatch(/No sale/);
    expect(text).toContain('Customer needed coins');
    // A closed shift's drawer opens no more.
    expect(
      await refused(owner, 'POST', `shifts/${shift._id}/no-sale`, { reason: 'Late' }),
    ).toMatchObject({
      status: 409,
      code: 'SHIFT_CLOSED',
    });
  });

  it('needs open_drawer and a reason: a cashier is refused, an empty reason is 400, and neither is logged', async () => {
    const owner = await signUp(t);
    const cashier = await addMember(t, owner.user.organizationId, 'cashier');
    const manager = await addMember(t, owner.user.organizationId, 'organization_manager');
    const shift = await open(cashier, { openingFloat: 20 });
    expect(
      await refused(cashier, 'POST', `shifts/${shift._id}/no-sale`, { reason: 'Peek' }),
    ).toMatchObject({
      status: 403,
      details: { permission: 'open_drawer' },
    });
    for (const body of [{ reason: '' }, { reason: '   ' }, {}, { reason: 'x'.repeat(201) }]) {
      expect((await refused(manager, 'POST', `shifts/${shift._id}/no-sale`, body)).status).toBe(
        400,
      );
    }
    const read = (await ok(manager, 'GET', `shifts/${shift._id}`)).data as TShift;
    expect(read.movements).toEqual([]);
    expect(read.figures.noSales).toBe(0);
    // A manager (open_drawer, manage_shifts) opens the cashier's drawer.
    expect(
      (await t.as(manager).post(`shifts/${shift._id}/no-sale`, { reason: 'Float check' }))
        .statusCode,
    ).toBe(201);
  });
});
