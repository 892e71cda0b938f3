import { STATEMENT_EMAILS_PER_DAY } from '@pos/contracts/customer-accounts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows, setLocal } from '../../db/client.js';
import { violatedConstraint } from '../../lib/errors.js';
import { expectBalancesAddUp, expectStockAddsUp } from '../../test/invariants.js';
import { pdfText } from '../../test/pdf-text.js';
import { addMember, okAs, parseMail, shopDay, signUp, useTestApp } from '../../test/test-app.js';

/*
 * Charge accounts (docs/DESIGN.md, "Stored value"): a customer with a credit limit buys on
 * account, pays later at the register (the oldest charges first), and what is owed ages.
 */

const t = useTestApp();
const ok = okAs(t);
type Session = Parameters<typeof ok>[0];

let seq = 0;
async function product(s: Session, price: number) {
  seq += 1;
  return (
    await ok(s, 'POST', 'products', {
      name: `Tab item ${seq}`,
      price,
      stock: 50,
      sku: `TAB-${seq}`,
    })
  ).data as { _id: string };
}
const customer = async (s: Session, name: string, creditLimit?: number | null) =>
  (await ok(s, 'POST', 'customers', { name, ...(creditLimit !== undefined && { creditLimit }) }))
    .data as { _id: string; creditLimit: number | null };
const owedBy = async (s: Session, customerId: string) => {
  const { data } = await ok(s, 'GET', `customers/${customerId}/balances`);
  return (data.accounts as { kind: string; balance: number }[]).find((a) => a.kind === 'account')
    ?.balance;
};
const onAccount = (s: Session, productId: string, customerId: string, amount: number, qty = 1) =>
  t.as(s).post('transactions', {
    items: [{ productId, quantity: qty }],
    customerId,
    payments: [{ method: 'Account', amount }],
  });

async function entries(org: string) {
  const [row] = await queryRows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from stored_value_entries where organization_id = ${org}`,
  );
  return row?.n;
}

describe('charge accounts', () => {
  it('opens with a credit limit set by a holder of manage_customer_accounts, never by a cashier', async () => {
    const owner = await signUp(t);
    const cashier = await addMember(t, owner.user.organizationId, 'cashier');
    const ada = await customer(owner, 'Ada', 100);
    expect(ada.creditLimit).toBe(100);
    // A cashier edits the customer: the same limit sent back passes, another is refused.
    const same = await t
      .as(cashier)
      .put(`customers/${ada._id}`, { name: 'Ada L', creditLimit: 100 });
    expect(same.statusCode, same.body).toBe(200);
    const raised = await t
      .as(cashier)
      .put(`customers/${ada._id}`, { name: 'Ada', creditLimit: 500 });
    expect(raised.statusCode, raised.body).toBe(403);
    expect(raised.json().code).toBe('FORBIDDEN');
    const opened = await t.as(cashier).post('customers', { name: 'Bob', creditLimit: 10 });
    expect(opened.statusCode).toBe(403);
    // Left out, the limit stays; the owner closes it with null.
    await ok(owner, 'PUT', `customers/${ada._id}`, { name: 'Ada' });
    expect((await ok(owner, 'GET', `customers/${ada._id}`)).data.creditLimit).toBe(100);
    await ok(owner, 'PUT', `customers/${ada._id}`, { name: 'Ada', creditLimit: null });
    expect((await ok(owner, 'GET', `customers/${ada._id}`)).data.creditLimit).toBeNull();
    const bad = await t.as(owner).put(`customers/${ada._id}`, { name: 'Ada', creditLimit: -1 });
    expect(bad.statusCode).toBe(400);
  });

  it('sells on account up to the limit: a charge row, what is owed on the answer; refused beyond it, writing nothing', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    const cashier = await addMember(t, org, 'cashier');
    const mug = await product(owner, 40);
    const ada = await customer(owner, 'Ada', 100);
    const walkIn = await customer(owner, 'Walk-in');

    const first = await onAccount(cashier, mug._id, ada._id, 40);
    expect(first.statusCode, first.body).toBe(201);
    const sale = first.json().data;
    expect(sale.paymentMethod).toBe('Account');
    expect(sale.payments).toEqual([
      { method: 'Account', amount: 40, storedValue: expect.objectContaining({ balanceAfter: 40 }) },
    ]);
    await ok(cashier, 'POST', 'transactions', {
      items: [{ productId: mug._id, quantity: 1 }],
      customerId: ada._id,
      payments: [
        { method: 'Account', amount: 30 },
        { method: 'Cash', amount: 10 },
      ],
    });
    expect(await owedBy(owner, ada._id)).toBe(70);
    // In the books: owed to the shop, a receivable, never a liability.
    const books = await ok(owner, 'GET', 'reports/stored-value/liabilities');
    expect(books.data.find((r: { kind: string }) => r.kind === 'account')).toMatchObject({
      outstanding: 70,
      side: 'receivable',
    });
    expect(books.totals).toEqual({ liability: 0, receivable: 70 });

    const before = await entries(org);
    const over = await onAccount(cashier, mug._id, ada._id, 40);
    expect(over.statusCode, over.body).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      message: "This goes beyond the customer's credit limit: 30.00 is left to charge.",
      details: { creditLimit: 100, balance: 70, available: 30 },
    });
    const none = await onAccount(cashier, mug._id, walkIn._id, 40);
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('NO_CHARGE_ACCOUNT');
    const anonymous = await t.as(cashier).post('transactions', {
      items: [{ productId: mug._id, quantity: 1 }],
      payments: [{ method: 'Account', amount: 40 }],
    });
    expect(anonymous.statusCode).toBe(400);
    expect(anonymous.json().code).toBe('CUSTOMER_REQUIRED');
    expect(await entries(org)).toBe(before);

    // A lowered limit refuses new charges, never what is owed.
    await ok(owner, 'PUT', `customers/${ada._id}`, { name: 'Ada', creditLimit: 50 });
    const lowered = await onAccount(cashier, mug._id, ada._id, 40);
    expect(lowered.json().details).toMatchObject({ available: 0 });
    expect(await owedBy(owner, ada._id)).toBe(70);
    await expectBalancesAddUp(t, org);
    await expectStockAddsUp(t, org);
  });

  it('the ledger refuses a charge beyond the limit even when the read let it through', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    const mug = await product(owner, 60);
    const ada = await customer(owner, 'Ada', 100);
    const sale = (await onAccount(owner, mug._id, ada._id, 60)).json().data;
    const accountId = sale.payments[0].storedValue.accountId;
    // Another register's charge between a sale's read and its write: the trigger is the last word.
    const write = t.db.execute(
      sql`insert into stored_value_entries (organization_id, id, account_id, kind, amount)
          values (${org}, gen_random_uuid(), ${accountId}, 'charge', 50)`,
    );
    expect(violatedConstraint(await write.catch((err: unknown) => err))).toBe(
      'stored_value_accounts_credit_limit',
    );
    expect(await owedBy(owner, ada._id)).toBe(60);
  });

  it('takes a payment on account: the oldest charges first, change for cash, once per key', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    const cashier = await addMember(t, org, 'cashier');
    const mug = await product(owner, 25);
    const ada = await customer(owner, 'Ada', 200);
    const first = (await onAccount(owner, mug._id, ada._id, 25)).json().data;
    const second = (await onAccount(owner, mug._id, ada._id, 50, 2)).json().data;
    const pay = (body: Record<string, unknown>, key?: string) =>
      t.as(cashier).post(`customers/${ada._id}/account-payments`, body, {
        ...(key && { headers: { 'idempotency-key': key } }),
      });

    // 40.00 in cash: the first sale settled, 15.00 of the second.
    const paid = await pay({ amount: 40, method: 'Cash' }, 'pay-key-0001');
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().data).toMatchObject({
      method: 'Cash',
      tendered: 40,
      amount: 40,
      change: 0,
      balanceAfter: 35,
      allocations: [
        { transactionId: first._id, saleNumber: first.documentNumber, amount: 25 },
        { transactionId: second._id, saleNumber: second.documentNumber, amount: 15 },
      ],
    });
    // Sent again: the same payment, nothing written.
    const before = await entries(org);
    const again = await pay({ amount: 40, method: 'Cash' }, 'pay-key-0001');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data).toEqual(paid.json().data);
    expect(await entries(org)).toBe(before);
    const other = await pay({ amount: 41, method: 'Cash' }, 'pay-key-0001');
    expect(other.statusCode).toBe(422);

    // A card pays at most what is owed; cash beyond it is change.
    const card = await pay({ amount: 36, method: 'Card' });
    expect(card.statusCode).toBe(409);
    expect(card.json()).toMatchObject({ code: 'PAYMENT_EXCEEDS_OWED', details: { owed: 35 } });
    const cash = (await pay({ amount: 50, method: 'Cash' })).json().data;
    expect(cash).toMatchObject({ tendered: 50, amount: 35, change: 15, balanceAfter: 0 });
    expect(cash.allocations).toEqual([
      { transactionId: second._id, saleNumber: second.documentNumber, amount: 35 },
    ]);
    const nothing = await pay({ amount: 5, method: 'Cash' });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().code).toBe('NOTHING_OWED');

    // The ledger, row by row.
    const ledger = await ok(
      owner,
      'GET',
      `stored-value/${first.payments[0].storedValue.accountId}/ledger`,
    );
    expect(ledger.data.map((e: { kind: string; amount: number }) => [e.kind, e.amount])).toEqual([
      ['payment', -35],
      ['payment', -40],
      ['charge', 50],
      ['charge', 25],
    ]);
    await expectBalancesAddUp(t, org);
  });

  it('a return of a sale on account comes off what is owed; the shift keeps account sales and payments apart', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    await ok(owner, 'POST', 'shifts/open', { openingFloat: 100 });
    const mug = await product(owner, 30);
    const ada = await customer(owner, 'Ada', 200);
    const sale = (await onAccount(owner, mug._id, ada._id, 60, 2)).json().data;
    const back = await ok(owner, 'POST', `transactions/${sale._id}/returns`, {
      items: [{ itemId: sale.items[0]._id, quantity: 1 }],
    });
    expect(back.data).toMatchObject({ refundMethod: 'Account', total: 30 });
    expect(await owedBy(owner, ada._id)).toBe(30);
    // Never more off the account than is owed.
    const beyond = await t.as(owner).post(`transactions/${sale._id}/returns`, {
      items: [{ itemId: sale.items[0]._id, quantity: 1 }],
      refundMethod: 'Account',
    });
    expect(beyond.statusCode, beyond.body).toBe(201);
    expect(await owedBy(owner, ada._id)).toBe(0);
    const sale2 = (await onAccount(owner, mug._id, ada._id, 30)).json().data;
    expect(sale2.payments[0].storedValue.balanceAfter).toBe(30);
    await ok(owner, 'POST', `customers/${ada._id}/account-payments`, {
      amount: 50,
      method: 'Cash',
    });

    const shift = (await ok(owner, 'GET', 'shifts/current')).data;
    expect(shift.figures.byMethod).toEqual(
      expect.arrayContaining([{ method: 'Account', sales: 90, refunds: 60 }]),
    );
    expect(shift.figures.accountPayments).toEqual([{ method: 'Cash', amount: 30 }]);
    // The drawer: the float and the 30.00 paid on account (the 20.00 change went back).
    expect(shift.expectedCash).toBe(130);
    // The X report prints them apart: sales on account among the tenders, payments on their own.
    const report = pdfText((await t.as(owner).get(`shifts/${shift._id}/report.pdf`)).rawPayload);
    expect(report).toMatch(/On account\s+\$90\.00/);
    expect(report).toMatch(/PAYMENTS ON ACCOUNT\s+Cash\s+\$30\.00/);
    expect(report).toMatch(/Cash paid on account\s+\$30\.00/);
    expect(report).toMatch(/Expected cash\s+\$130\.00/);
    await expectBalancesAddUp(t, org);
    await expectStockAddsUp(t, org);
  });

  it('ages what is owed by the open charges: the oldest settled first', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    const mug = await product(owner, 10);
    const ada = await customer(owner, 'Ada', 1000);
    const bob = await customer(owner, 'Bob', 1000);
    await customer(owner, 'Cy', 1000);
    const charge = async (who: string, amount: number, daysAgo: number) => {
      const sale = (await onAccount(owner, mug._id, who, amount, amount / 10)).json().data;
      // The ledger is append-only: the test moves a charge back in time as the replica role
      // (on Citus set on the workers too, where the shards' triggers run).
      await t.db.transaction(async (tx) => {
        await setLocal(tx, 'session_replication_role', 'replica');
        await tx.execute(
          sql`update stored_value_entries set created_at = now() - make_interval(days => ${daysAgo})
              where organization_id = ${org} and transaction_id = ${sale._id}`,
        );
      });
    };
    await charge(ada._id, 100, 120);
    await charge(ada._id, 50, 75);
    await charge(ada._id, 40, 45);
    await charge(ada._id, 20, 2);
    await charge(bob._id, 30, 10);
    // Ada pays 120.00: the 100.00 of 120 days ago and 20.00 of the 75 days' 50.00.
    await ok(owner, 'POST', `customers/${ada._id}/account-payments`, {
      amount: 120,
      method: 'Card',
    });

    const report = await ok(owner, 'GET', 'reports/account-ageing');
    expect(report.totalCount).toBe(2);
    expect(report.data).toEqual([
      {
        customer: { _id: ada._id, name: 'Ada' },
        creditLimit: 1000,
        balance: 90,
        current: 20,
        days31to60: 40,
        days61to90: 30,
        over90: 0,
        oldestOpen: expect.any(String),
      },
      {
        customer: { _id: bob._id, name: 'Bob' },
        creditLimit: 1000,
        balance: 30,
        current: 30,
        days31to60: 0,
        days61to90: 0,
        over90: 0,
        oldestOpen: expect.any(String),
      },
    ]);
    expect(report.totals).toEqual({
      balance: 120,
      current: 50,
      days31to60: 40,
      days61to90: 30,
      over90: 0,
    });
    const csv = await t.as(owner).get('reports/account-ageing/export.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\n')[0]).toContain('"Customer","Credit limit","Owed","0–30 days"');
    expect(csv.body).toContain('"Ada","1000.00","90.00","20.00","40.00","30.00","0.00"');
  });

  it('prints the statement of a period and mails it to the customer', async () => {
    const owner = await signUp(t, { organizationName: 'Tab Shop' });
    const cashier = await addMember(t, owner.user.organizationId, 'cashier');
    const mug = await product(owner, 30);
    const ada = (
      await ok(owner, 'POST', 'customers', {
        name: 'Ada Tab',
        email: 'ada@example.com',
        creditLimit: 500,
      })
    ).data as { _id: string };
    const sale = (await onAccount(owner, mug._id, ada._id, 60, 2)).json().data;
    await ok(owner, 'POST', `customers/${ada._id}/account-payments`, {
      amount: 25,
      method: 'Card',
    });
    const back = await ok(owner, 'POST', `transactions/${sale._id}/returns`, {
      items: [{ itemId: sale.items[0]._id, quantity: 1 }],
    });

    const today = shopDay();
    const res = await t.as(owner).get(`customers/${ada._id}/statement.pdf`, {
      query: { from: today, to: today },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('STATEMENT');
    expect(text).toContain('Ada Tab');
    expect(text).toMatch(/Owed at the start\s+\$0\.00/);
    expect(text).toMatch(new RegExp(`Sale ${sale.documentNumber}\\s+\\$60\\.00\\s+\\$60\\.00`));
    expect(text).toMatch(/Payment, Card\s+\$25\.00\s+\$35\.00/);
    expect(text).toMatch(
      new RegExp(`Return ${back.data.documentNumber}\\s+\\$30\\.00\\s+\\$5\\.00`),
    );
    expect(text).toMatch(/Owed at the end\s+\$5\.00/);
    // A period before any of it: nothing in it, nothing owed.
    const earlier = pdfText(
      (
        await t.as(owner).get(`customers/${ada._id}/statement.pdf`, {
          query: { from: '2020-01-01', to: '2020-01-31' },
        })
      ).rawPayload,
    );
    expect(earlier).toContain('Nothing was charged or paid in this period.');
    const backwards = await t.as(owner).get(`customers/${ada._id}/statement.pdf`, {
      query: { from: '2020-02-01', to: '2020-01-31' },
    });
    expect(backwards.statusCode).toBe(400);

    // Mailed: by a holder of manage_customer_accounts, not a cashier.
    const refused = await t.as(cashier).post(`customers/${ada._id}/statement/email`, {});
    expect(refused.statusCode).toBe(403);
    const before = t.outbox().length;
    const sent = await ok(owner, 'POST', `customers/${ada._id}/statement/email`, {
      from: today,
      to: today,
    });
    expect(sent.message).toBe('Statement sent to ada@example.com.');
    expect(t.outbox()).toHaveLength(before + 1);
    const mail = parseMail(t.outbox().at(-1) ?? '');
    expect(mail.to).toBe('ada@example.com');
    expect(mail.subject).toMatch(/^Your statement from Tab Shop, /);
    expect(mail.text).toContain('At the end of the period you owed $5.00.');
    expect(pdfText(mail.attachments[0]?.content ?? Buffer.alloc(0))).toContain('Owed at the end');
    const bob = (await ok(owner, 'POST', 'customers', { name: 'Bob' })).data as { _id: string };
    const noEmail = await t.as(owner).post(`customers/${bob._id}/statement/email`, {});
    expect(noEmail.statusCode).toBe(400);

    // Any address may be asked for, so a customer's statements are mailed at most
    // STATEMENT_EMAILS_PER_DAY times a day: the next is refused and sends nothing.
    for (let i = 1; i < STATEMENT_EMAILS_PER_DAY; i++) {
      await ok(owner, 'POST', `customers/${ada._id}/statement/email`, {
        email: `copy${i}@example.com`,
      });
    }
    expect(t.outbox()).toHaveLength(before + STATEMENT_EMAILS_PER_DAY);
    const over = await t.as(owner).post(`customers/${ada._id}/statement/email`, {
      email: 'one-more@example.com',
    });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'STATEMENT_EMAIL_LIMIT',
      message: `This customer's statement was already e-mailed ${STATEMENT_EMAILS_PER_DAY} times today, the most allowed in a day.`,
    });
    expect(t.outbox()).toHaveLength(before + STATEMENT_EMAILS_PER_DAY);
    // Another customer's statements are counted apart.
    await ok(owner, 'PUT', `customers/${bob._id}`, { name: 'Bob', email: 'bob@example.com' });
    await ok(owner, 'POST', `customers/${bob._id}/statement/email`, {});
    expect(t.outbox()).toHaveLength(before + STATEMENT_EMAILS_PER_DAY + 1);
  });
});
