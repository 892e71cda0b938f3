import {
  ADMIN_SUBSCRIPTION_STATUSES,
  ORGANIZATION_STATUSES,
  type OrganizationStatus,
} from '@pos/contracts/business-admin';
import {
  formatMinor,
  type SUBSCRIPTION_STATUSES,
  TRANSACTION_STATUSES,
} from '@pos/contracts/subscription';
import { msg } from '../../lib/i18n';

/** Spec 2 §2 All Transactions: a payment without a currency is in rupees. */
export const DEFAULT_PAYMENT_CURRENCY = 'INR';

/** A payment's amount (minor units) with its currency: "$19 USD", "₹1,499.50 INR". */
export function paymentAmount(amountMinor: number, currency: string | null | undefined): string {
  const code = currency?.trim().toUpperCase() || DEFAULT_PAYMENT_CURRENCY;
  try {
    return `${formatMinor(amountMinor, code)} ${code}`;
  } catch {
    // A code Intl does not know (a gateway's typo) still shows its figure.
    return `${(amountMinor / 100).toFixed(2)} ${code}`;
  }
}

/** The calendar day of a timestamp in the browser's locale and zone, e.g. "11/22/2026". */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString();
}

type PaymentStatus = (typeof TRANSACTION_STATUSES)[number];
type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export interface StatusLook {
  label: string;
  color: string;
}

export const USER_STATUS: Record<'active' | 'inactive', StatusLook> = {
  active: { label: msg('Active'), color: 'green' },
  inactive: { label: msg('Inactive'), color: 'gray' },
};

export const PAYMENT_STATUS: Record<PaymentStatus, StatusLook> = {
  success: { label: msg('Success'), color: 'green' },
  pending: { label: msg('Pending'), color: 'yellow' },
  failed: { label: msg('Failed'), color: 'red' },
};

/** Spec 2 §4: active and authenticated are green; an ended period red; a cancelled one grey. */
export const SUBSCRIPTION_STATUS: Record<SubscriptionStatus, StatusLook> = {
  active: { label: msg('Active'), color: 'green' },
  authenticated: { label: msg('Authenticated'), color: 'green' },
  pending: { label: msg('Pending'), color: 'yellow' },
  halted: { label: msg('Halted'), color: 'orange' },
  expired: { label: msg('Expired'), color: 'red' },
  cancelled: { label: msg('Cancelled'), color: 'gray' },
};

/** A status the contract does not list yet still shows, in grey, with a capital letter. */
export function statusLook(table: Record<string, StatusLook>, status: string): StatusLook {
  return (
    table[status] ?? {
      label: status ? status[0]?.toUpperCase() + status.slice(1) : '—',
      color: 'gray',
    }
  );
}

export const PAYMENT_STATUS_OPTIONS = TRANSACTION_STATUSES.map((s) => ({
  value: s,
  label: PAYMENT_STATUS[s].label,
}));

export const SUBSCRIPTION_STATUS_OPTIONS = ADMIN_SUBSCRIPTION_STATUSES.map((s) => ({
  value: s,
  label: SUBSCRIPTION_STATUS[s].label,
}));

/** An organization's own status: disabled ones sign nobody in. */
export const ORGANIZATION_STATUS: Record<OrganizationStatus, StatusLook> = {
  active: { label: msg('Active'), color: 'green' },
  disabled: { label: msg('Disabled'), color: 'red' },
};

export const ORGANIZATION_STATUS_OPTIONS = ORGANIZATION_STATUSES.map((s) => ({
  value: s,
  label: ORGANIZATION_STATUS[s].label,
}));
