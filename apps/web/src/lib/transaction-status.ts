import {
  TRANSACTION_STATUSES,
  type TransactionStatus,
  type TTransaction,
} from '@pos/contracts/sales';
import { i18n, msg } from './i18n';

/** Spec 1 §4: completed green, pending yellow, refunded grey, failed red; partly returned orange. */
const STATUS_COLORS: Record<TransactionStatus, string> = {
  Completed: 'green',
  Pending: 'yellow',
  'Partially Refunded': 'orange',
  Refunded: 'gray',
  Failed: 'red',
};

/** The statuses in words (catalog keys: the badge shows them translated). */
export const STATUS_LABELS: Record<TransactionStatus, string> = {
  Completed: msg('Completed'),
  Pending: msg('Pending'),
  'Partially Refunded': msg('Partially Refunded'),
  Refunded: msg('Refunded'),
  Failed: msg('Failed'),
};

/** The status a badge shows: any value the app does not know displays as pending (spec 1 §4). */
export function displayStatus(status: unknown): TransactionStatus {
  return TRANSACTION_STATUSES.includes(status as TransactionStatus)
    ? (status as TransactionStatus)
    : 'Pending';
}

export const statusColor = (status: unknown): string => STATUS_COLORS[displayStatus(status)];

/** A sale that moved stock stays in the books (SALE_MESSAGES.notDeletable): only these go. */
export const isDeletableStatus = (status: unknown): boolean =>
  status === 'Pending' || status === 'Failed';

/** A sale that can still give something back (at the register or from its page). */
export const isReturnable = (sale: Pick<TTransaction, 'status'>) =>
  sale.status === 'Completed' || sale.status === 'Partially Refunded';

/** The customer a row names: the customer's name, or "Walk-in" (spec 1 §2), translated. */
export const customerLabel = (name: string | null | undefined): string =>
  name?.trim() && name !== 'Walk-in' ? name : i18n.t('Walk-in', { ns: 'common' });

/** The details page of a sale. */
export const transactionPath = (id: string) => `/transactions/${encodeURIComponent(id)}`;
