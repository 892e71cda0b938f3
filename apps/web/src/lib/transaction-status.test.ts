import { describe, expect, it } from 'vitest';
import {
  customerLabel,
  displayStatus,
  isDeletableStatus,
  isReturnable,
  statusColor,
} from './transaction-status';

describe('transaction status', () => {
  it('colours each status as the spec says; an unknown one shows as pending', () => {
    expect(statusColor('Completed')).toBe('green');
    expect(statusColor('Pending')).toBe('yellow');
    expect(statusColor('Refunded')).toBe('gray');
    expect(statusColor('Failed')).toBe('red');
    expect(displayStatus('Voided')).toBe('Pending');
    expect(statusColor(undefined)).toBe('yellow');
  });

  it('offers delete only for sales that moved no stock', () => {
    expect(isDeletableStatus('Pending')).toBe(true);
    expect(isDeletableStatus('Failed')).toBe(true);
    expect(isDeletableStatus('Completed')).toBe(false);
    expect(isDeletableStatus('Refunded')).toBe(false);
  });

  it('takes returns of a sale with something left to give back', () => {
    expect(isReturnable({ status: 'Completed' })).toBe(true);
    expect(isReturnable({ status: 'Partially Refunded' })).toBe(true);
    expect(isReturnable({ status: 'Refunded' })).toBe(false);
    expect(isReturnable({ status: 'Pending' })).toBe(false);
  });

  it('names a walk-in', () => {
    expect(customerLabel(null)).toBe('Walk-in');
    expect(customerLabel('  ')).toBe('Walk-in');
    expect(customerLabel('Ada')).toBe('Ada');
  });
});
