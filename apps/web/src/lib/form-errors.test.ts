import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issuesToFieldErrors, splitServerDetails } from './form-errors';

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
