import { describe, expect, it } from 'vitest';
import { chargeAccountOf } from './charge-account';

const credit = { _id: 'sc', kind: 'store_credit' as const, balance: 12 };

describe("a customer's charge account", () => {
  it('is none without a credit limit or an account', () => {
    expect(chargeAccountOf({ creditLimit: null, accounts: [credit] })).toBeNull();
  });

  it('opens with its limit before the first charge: nothing owed, all of it to charge', () => {
    expect(chargeAccountOf({ creditLimit: 250, accounts: [credit] })).toEqual({
      accountId: null,
      creditLimitCents: 25_000,
      owedCents: 0,
      availableCents: 25_000,
    });
  });

  it('leaves the limit less what is owed, to the cent, never below zero', () => {
    const owing = (balance: number) => ({ _id: 'acc', kind: 'account' as const, balance });
    expect(chargeAccountOf({ creditLimit: 100.1, accounts: [credit, owing(40.2)] })).toEqual({
      accountId: 'acc',
      creditLimitCents: 10_010,
      owedCents: 4020,
      availableCents: 5990,
    });
    // The limit lowered under the debt: nothing more to charge, the debt still shown.
    expect(chargeAccountOf({ creditLimit: 30, accounts: [owing(40)] })?.availableCents).toBe(0);
    // Closed (no limit) while owing: still owed, nothing to charge.
    expect(chargeAccountOf({ creditLimit: null, accounts: [owing(15.5)] })).toEqual({
      accountId: 'acc',
      creditLimitCents: null,
      owedCents: 1550,
      availableCents: 0,
    });
  });
});
