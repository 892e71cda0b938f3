import { toCents } from '@pos/contracts/sale-totals';
import type { TStoredValueAccount } from '@pos/contracts/stored-value';

/**
 * A customer's charge account as screens show it (docs/guide/stored-value.md, "Charge
 * accounts"): what the customer owes, the credit limit and what is left to charge, in cents.
 * The customer page and the register read it from the same answer (`GET /customers/:id/balances`).
 */
export interface ChargeAccount {
  /** The account's id (its ledger); null until the first charge opens it. */
  accountId: string | null;
  /** Null: the account is closed to new charges (what is owed is still owed). */
  creditLimitCents: number | null;
  owedCents: number;
  /** The limit less what is owed, never below 0 (a lowered limit may sit under the debt). */
  availableCents: number;
}

/**
 * The charge account in the customer's balances: null when the customer has neither a credit
 * limit nor an account (a closed account keeps what it is owed, and its ledger).
 */
export function chargeAccountOf(balances: {
  creditLimit: number | null;
  accounts: readonly Pick<TStoredValueAccount, '_id' | 'kind' | 'balance'>[];
}): ChargeAccount | null {
  const account = balances.accounts.find((a) => a.kind === 'account') ?? null;
  if (balances.creditLimit === null && !account) return null;
  const creditLimitCents = balances.creditLimit === null ? null : toCents(balances.creditLimit);
  const owedCents = account ? toCents(account.balance) : 0;
  return {
    accountId: account?._id ?? null,
    creditLimitCents,
    owedCents,
    availableCents: creditLimitCents === null ? 0 : Math.max(0, creditLimitCents - owedCents),
  };
}
