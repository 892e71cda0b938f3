import { describe, expect, it } from 'vitest';
import {
  PAYMENT_STATUS,
  PAYMENT_STATUS_OPTIONS,
  paymentAmount,
  SUBSCRIPTION_STATUS,
  SUBSCRIPTION_STATUS_OPTIONS,
  statusLook,
} from './admin-format';

describe('paymentAmount', () => {
  it('shows minor units in the payment currency with its code', () => {
    expect(paymentAmount(1900, 'USD')).toMatch(/^\$19(\.00)? USD$/);
    expect(paymentAmount(149950, 'INR')).toMatch(/^₹1,?499\.5 INR$/);
  });

  it('takes rupees when the payment names no currency (spec 2 §2)', () => {
    expect(paymentAmount(50000, '')).toMatch(/^₹500 INR$/);
    expect(paymentAmount(50000, null)).toMatch(/^₹500 INR$/);
  });

  it('still shows the figure of a currency code Intl does not know', () => {
    expect(paymentAmount(1234, 'XX')).toBe('12.34 XX');
  });
});

describe('status looks', () => {
  it('colours subscriptions as spec 2 §4 says: active green, expired red, cancelled grey', () => {
    expect(SUBSCRIPTION_STATUS.active.color).toBe('green');
    expect(SUBSCRIPTION_STATUS.authenticated.color).toBe('green');
    expect(SUBSCRIPTION_STATUS.expired.color).toBe('red');
    expect(SUBSCRIPTION_STATUS.cancelled.color).toBe('gray');
  });

  it('offers the filter values the API accepts, with their names', () => {
    expect(PAYMENT_STATUS_OPTIONS).toEqual([
      { value: 'success', label: 'Success' },
      { value: 'pending', label: 'Pending' },
      { value: 'failed', label: 'Failed' },
    ]);
    expect(SUBSCRIPTION_STATUS_OPTIONS.map((o) => o.label)).toEqual([
      'Active',
      'Expired',
      'Cancelled',
    ]);
  });

  it('shows a status it does not know in grey instead of failing', () => {
    expect(statusLook(PAYMENT_STATUS, 'refunded')).toEqual({ label: 'Refunded', color: 'gray' });
    expect(statusLook(PAYMENT_STATUS, '')).toEqual({ label: '—', color: 'gray' });
  });
});
