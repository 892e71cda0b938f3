import { STORED_VALUE_MESSAGES as M } from '@pos/contracts/stored-value';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { expectBalancesAddUp } from '../../test/invariants.js';
import { addMember, signUp, useTestApp } from '../../test/test-app.js';

const t = useTestApp();

async function customerOf(s: { token: string }, name = 'Ada Lovelace') {
  const res = await t.as(s).post('customers', { name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { _id: string };
}

const ledgerRows = async (org: string) =>
  (
    await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from stored_value_entries where organization_id = ${org}`,
    )
  )[0]?.n;

describe('store credit (docs/DESIGN.md, "Stored value")', () => {
  it('a manager adds and removes credit with a reason; the balance is its ledger, row by row', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    const ada = await customerOf(owner);
    // None until value is given.
    const none = await t.as(owner).get(`customers/${ada._id}/balances`);
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json().data).toEqual({ customerId: ada._id, creditLimit: null, accounts: [] });

    const add = await t.as(owner).post(`customers/${ada._id}/store-credit`, {
      direction: 'add',
      amount: 25.5,
      reason: 'Goodwill: late delivery',
    });
    expect(add.statusCode, add.body).toBe(201);
    const { account, entry } = add.json().data;
    expect(add.json().message).toBe(M.adjusted);
    expect(account).toMatchObject({ kind: 'store_credit', customerId: ada._id, balance: 25.5 });
    expect(entry).toMatchObject({
      accountId: account._id,
      kind: 'adjust',
      amount: 25.5,
      balanceAfter: 25.5,
      reason: 'Goodwill: late delivery',
      user: { _id: owner.user._id },
    });
    const removed = await t.as(owner).post(`customers/${ada._id}/store-credit`, {
      direction: 'remove',
      amount: 10.25,
      reason: 'Entered twice',
    });
    expect(removed.statusCode, removed.body).toBe(201);
    expect(removed.json().data.account.balance).toBe(15.25);
    expect(removed.json().data.entry).toMatchObject({ amount: -10.25, balanceAfter: 15.25 });

    // More than it holds: refused, nothing written.
    const before = await ledgerRows(org);
    const over = await t.as(owner).post(`customers/${ada._id}/store-credit`, {
      direction: 'remove',
      amount: 15.26,
      reason: 'Too much',
    });
    expect(over.statusCode, over.body).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      message: M.insufficientBalance,
    });
    expect(await ledgerRows(org)).toBe(before);

    const balances = await t.as(owner).get(`customers/${ada._id}/balances`);
    expect(balances.json().data.accounts).toEqual([removed.json().data.account]);
    // The ledger, newest first, each row with the balance it left; and as CSV.
    const ledger = await t.as(owner).get(`stored-value/${account._id}/ledger`);
    expect(ledger.statusCode, ledger.body).toBe(200);
    expect(
      ledger
        .json()
        .data.map((e: { amount: number; balanceAfter: number }) => [e.amount, e.balanceAfter]),
    ).toEqual([
      [-10.25, 15.25],
      [25.5, 25.5],
    ]);
    const csv = await t.as(owner).get(`stored-value/${account._id}/ledger/export.csv`);
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = csv.body.trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      '"Date","Kind","Amount","Balance after","Reason","Sale","Return","By","Entry ID"',
    );
    expect(lines.some((l) => l.includes('"adjust","-10.25","15.25","Entered twice"'))).toBe(true);
    expect(
      lines.some((l) => l.includes('"adjust","25.50","25.50","Goodwill: late delivery"')),
    ).toBe(true);
    expect(lines).toHaveLength(3);

    // In the audit log, with the balance before and after.
    const audit = await t
      .as(owner)
      .get(`audit-events?entityType=StoreCredit&entityId=${account._id}`);
    expect(audit.json().data).toHaveLength(2);
    expect(audit.json().data[0]).toMatchObject({
      action: 'adjust',
      changes: { balance: { before: 25.5, after: 15.25 }, reason: { after: 'Entered twice' } },
    });
    await expectBalancesAddUp(t, org);
  });

  it('a cashier may read balances but not adjust; other shops see nothing; a bad body writes nothing', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    const ada = await customerOf(owner);
    const cashier = await addMember(t, org, 'cashier');
    const denied = await t.as(cashier).post(`customers/${ada._id}/store-credit`, {
      direction: 'add',
      amount: 5,
      reason: 'Please',
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().details).toMatchObject({ permission: 'adjust_store_credit' });
    expect((await t.as(cashier).get(`customers/${ada._id}/balances`)).statusCode).toBe(200);
    // A manager holds the permission.
    const manager = await addMember(t, org, 'organization_manager');
    const made = await t.as(manager).post(`customers/${ada._id}/store-credit`, {
      direction: 'add',
      amount: 5,
      reason: 'Refund of a gift',
    });
    expect(made.statusCode, made.body).toBe(201);
    const accountId = made.json().data.account._id;

    const other = await signUp(t);
    expect((await t.as(other).get(`customers/${ada._id}/balances`)).statusCode).toBe(404);
    expect((await t.as(other).get(`stored-value/${accountId}/ledger`)).statusCode).toBe(404);
    const foreign = await t.as(other).post(`customers/${ada._id}/store-credit`, {
      direction: 'add',
      amount: 5,
      reason: 'x',
    });
    expect(foreign.statusCode).toBe(404);

    const before = await ledgerRows(org);
    for (const body of [
      { direction: 'add', amount: 0, reason: 'zero' },
      { direction: 'add', amount: 1.234, reason: 'cents' },
      { direction: 'give', amount: 1, reason: 'x' },
      { direction: 'add', amount: 1, reason: '  ' },
      { direction: 'add', amount: 1 },
    ]) {
      const res = await t.as(owner).post(`customers/${ada._id}/store-credit`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    expect(await ledgerRows(org)).toBe(before);
    // A customer who holds value stays (the shop owes it to them).
    const del = await t.as(owner).delete(`customers/${ada._id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toContain('holds stored value');
    await expectBalancesAddUp(t, org);
  });

  it('the ledger is append-only and moves every balance: the database refuses anything else', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    const ada = await customerOf(owner);
    const made = await t.as(owner).post(`customers/${ada._id}/store-credit`, {
      direction: 'add',
      amount: 30,
      reason: 'Opening balance',
    });
    const accountId = made.json().data.account._id as string;
    for (const statement of [
      sql`update stored_value_entries set amount = 300 where organization_id = ${org}`,
      sql`delete from stored_value_entries where organization_id = ${org}`,
      sql`update stored_value_accounts set balance = 300 where organization_id = ${org}`,
      // The account's key cascades to its rows, which go only with their organization.
      sql`delete from stored_value_accounts where organization_id = ${org}`,
    ]) {
      await expect(t.sql(statement)).rejects.toThrow();
    }
    // A row straight into the ledger moves the balance; one that would take it below zero is
    // refused by the CHECK.
    const row = (amount: string) =>
      t.sql(sql`insert into stored_value_entries (organization_id, id, account_id, kind, amount)
        values (${org}, gen_random_uuid(), ${accountId}, 'adjust', ${amount})`);
    await row('-12.50');
    await expect(row('-17.51')).rejects.toThrow();
    const balances = await t.as(owner).get(`customers/${ada._id}/balances`);
    expect(balances.json().data.accounts[0].balance).toBe(17.5);
    await expectBalancesAddUp(t, org);
  });
});
