import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  errorKey,
  issuesToFieldErrors,
  splitServerDetails,
  withoutKeys,
  withoutKeysWhere,
} from './form-errors';

describe('issuesToFieldErrors', () => {
  it('keeps the first message of each top-level field', () => {
    const schema = z.object({
      name: z.string().min(1, 'Name is required.'),
      tags: z.array(z.string().min(2, 'Too short.')),
    });
    const result = schema.safeParse({ name: '', tags: ['a', 'b'] });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(issuesToFieldErrors(result.error.issues)).toEqual({
      name: 'Name is required.',
      tags: 'Too short.',
    });
  });

  it('puts issues without a path under _form', () => {
    expect(issuesToFieldErrors([{ path: [], message: 'Bad.' }])).toEqual({ _form: 'Bad.' });
  });
});

describe('splitServerDetails', () => {
  it('maps known fields and reports the rest', () => {
    expect(
      splitServerDetails(
        { email: 'Taken.', 'permissions.0': 'Not a valid id.', phone: 'Bad phone.', x: 3 },
        ['email', 'permissions'],
      ),
    ).toEqual({
      fieldErrors: { email: 'Taken.', permissions: 'Not a valid id.' },
      unmatched: ['Bad phone.'],
    });
    expect(splitServerDetails(undefined, ['a'])).toEqual({ fieldErrors: {}, unmatched: [] });
  });
});

describe('errorKey', () => {
  it("keys a path by its field or whole, without the API's body. prefix", () => {
    expect(errorKey(['variations', 1, 'price'])).toBe('variations');
    expect(errorKey(['variations', 1, 'price'], 'path')).toBe('variations.1.price');
    expect(errorKey('body.taxes.0.rate', 'path')).toBe('taxes.0.rate');
    expect(errorKey('body.email')).toBe('email');
    expect(errorKey([])).toBe('');
  });
});

describe('clearing messages', () => {
  it('drops keys, and keeps the same object when there is nothing to drop', () => {
    const errors = { name: 'A', 'taxes.0.rate': 'B', taxes: 'C' };
    expect(withoutKeys(errors, ['name'])).toEqual({ 'taxes.0.rate': 'B', taxes: 'C' });
    expect(withoutKeys(errors, ['email'])).toBe(errors);
    expect(withoutKeysWhere(errors, (k) => k.startsWith('taxes'))).toEqual({ name: 'A' });
    expect(withoutKeysWhere(errors, (k) => k === 'x')).toBe(errors);
  });
});
