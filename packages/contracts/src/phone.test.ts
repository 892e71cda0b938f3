import { describe, expect, it } from 'vitest';
import { joinPhone, splitPhone } from './phone.js';

describe('phone with dial code', () => {
  it('joins the code and the digits of the number', () => {
    expect(joinPhone('+44', '20 7946-0000')).toBe('+442079460000');
    expect(joinPhone('+91', '98765 43210')).toBe('+919876543210');
    expect(joinPhone('+1', '  ')).toBe('');
  });

  it('splits a stored phone back into code and number', () => {
    expect(splitPhone('+442079460000')).toEqual({ dialCode: '+44', number: '2079460000' });
    expect(splitPhone('+15550100')).toEqual({ dialCode: '+1', number: '5550100' });
    expect(splitPhone('+919876543210')).toEqual({ dialCode: '+91', number: '9876543210' });
    expect(splitPhone(null)).toEqual({ dialCode: '+1', number: '' });
    expect(splitPhone('+33 1 23', '+91')).toEqual({ dialCode: '+91', number: '33 1 23' });
  });
});
