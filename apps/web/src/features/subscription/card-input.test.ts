import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatExpiry } from './card-input';

describe('formatCardNumber', () => {
  it('groups digits by four and drops everything else', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('5555-5555 5555x4444')).toBe('5555 5555 5555 4444');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242')).toBe('4242');
  });

  it('stops at 19 digits, which the contract accepts with their spaces', () => {
    expect(formatCardNumber('1'.repeat(25))).toBe('1111 1111 1111 1111 111');
  });
});

describe('formatExpiry', () => {
  it('adds the slash after the month only once a year digit follows', () => {
    expect(formatExpiry('0')).toBe('0');
    expect(formatExpiry('08')).toBe('08');
    expect(formatExpiry('082')).toBe('08/2');
    expect(formatExpiry('0829')).toBe('08/29');
  });

  it('keeps a typed or pasted slash, pads the month and shortens a four-digit year', () => {
    expect(formatExpiry('08/')).toBe('08/');
    expect(formatExpiry('08/29')).toBe('08/29');
    expect(formatExpiry('8/29')).toBe('08/29');
    expect(formatExpiry('08/2030')).toBe('08/30');
    expect(formatExpiry(' 12 / 31 ')).toBe('12/31');
  });

  it('drops letters and digits past MMYY', () => {
    expect(formatExpiry('ab0829')).toBe('08/29');
    expect(formatExpiry('082931')).toBe('08/29');
  });
});
