import type { TStoredValueAccount } from '@pos/contracts/stored-value';
import { i18n } from './i18n';

/*
 * A customer's loyalty points as screens show them (docs/guide/stored-value.md, "Loyalty
 * points"): the account's balance counts points, not money — never shown with a currency sign.
 */

/** "1,250 points" (one point: "1 point"), in the reader's language and digit grouping. */
export const formatPoints = (points: number) =>
  i18n.t('{{formatted}} points', {
    ns: 'common',
    count: points,
    formatted: points.toLocaleString(),
  });

/** The customer's points account in their balances, or null before they earned any. */
export const pointsAccountOf = (balances: {
  accounts: readonly Pick<TStoredValueAccount, '_id' | 'kind' | 'balance'>[];
}) => balances.accounts.find((a) => a.kind === 'points') ?? null;
