import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../api/api-error';
import { checkResult, checkValues, serverFailure } from './use-zod-form';

const schema = z.object({
  name: z.string().trim().min(1, 'Name is required.'),
  description: z.string().nullable(),
  lines: z.array(z.object({ price: z.number({ error: 'Price must be a number.' }) })),
});

const refusal = (details: Record<string, unknown>, code = 'VALIDATION_ERROR' as const) =>
  new ApiError('Refused.', 400, { message: 'Refused.', code, details }, code, details);

describe('checkValues', () => {
  const toInput = (v: { name: string; description: string; lines: { price: unknown }[] }) => ({
    ...v,
    description: v.description.trim() || null,
  });

  it('parses toInput(values) with the schema: the parsed body when valid', () => {
    const values = { name: ' Tea ', description: '  ', lines: [{ price: 2 }] };
    const result = checkValues({ initial: values, schema, toInput }, values);
    expect(result).toEqual({
      ok: true,
      data: { name: 'Tea', description: null, lines: [{ price: 2 }] },
    });
  });

  it('gives the first message of each field, or of each path', () => {
    const values = { name: '', description: '', lines: [{ price: 1 }, { price: 'x' }] };
    expect(checkValues({ initial: values, schema, toInput }, values)).toEqual({
      ok: false,
      errors: { name: 'Name is required.', lines: 'Price must be a number.' },
    });
    expect(checkValues({ initial: values, schema, toInput, keying: 'path' }, values)).toEqual({
      ok: false,
      errors: { name: 'Name is required.', 'lines.1.price': 'Price must be a number.' },
    });
  });

  it("uses a draft's own check instead of the schema when it has one", () => {
    const check = () => checkResult<z.output<typeof schema>>(null, { _form: 'Both are required.' });
    expect(checkValues({ initial: {}, schema, check }, {})).toEqual({
      ok: false,
      errors: { _form: 'Both are required.' },
    });
    expect(checkResult({ a: 1 }, {})).toEqual({ ok: true, data: { a: 1 } });
  });
});

describe('serverFailure', () => {
  it("puts a 400's details under the fields shown, the first other one above the form", () => {
    const error = refusal({ 'body.name': 'Taken.', 'permissions.0': 'Bad id.', other: 'Odd.' });
    expect(serverFailure(error, ['name', 'permissions'], 'field', 'Operation failed.')).toEqual({
      errors: { name: 'Taken.', permissions: 'Bad id.' },
      formError: 'Odd.',
    });
  });

  it('says the failure above the form when no field is named', () => {
    expect(serverFailure(refusal({ x: 'Odd.' }), ['name'], 'field', 'Refused.')).toEqual({
      errors: {},
      formError: 'Refused.',
    });
    expect(serverFailure(new Error('offline'), ['name'], 'field', 'Failed.')).toEqual({
      errors: {},
      formError: 'Failed.',
    });
  });

  it('keys by whole path, and takes a test of the shown fields', () => {
    const error = refusal({ 'body.taxes.1.rate': 'Bad rate.', allowNegativeStock: 'Bad.' });
    const shown = (key: string) => key.startsWith('taxes.');
    expect(serverFailure(error, shown, 'path', 'Failed.')).toEqual({
      errors: { 'taxes.1.rate': 'Bad rate.' },
      formError: 'Bad.',
    });
  });
});
