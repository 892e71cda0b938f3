import { describe, expect, it } from 'vitest';
import { isForeignKeyViolation, isUniqueViolation, violatedConstraint } from './errors.js';

describe('reading a violation from a PostgreSQL error', () => {
  it('reads its code and constraint, under drizzle’s wrapper too, without a shard’s id', () => {
    const shard = { code: '23505', constraint: 'stored_value_accounts_code_uq_102505' };
    expect(
      isUniqueViolation(
        new Error('query failed', { cause: shard }),
        'stored_value_accounts_code_uq',
      ),
    ).toBe(true);
    expect(isUniqueViolation(shard, 'another_uq')).toBe(false);
    expect(isForeignKeyViolation({ code: '23503' })).toBe(true);
  });

  it('reads the violation Citus reports as XX000 from a row copied to its shard', () => {
    // As Citus answers an INSERT … SELECT run on the coordinator (ReportCopyError): the shard's
    // message and detail, no SQLSTATE, no constraint field.
    const copied = (message: string) =>
      new Error('query failed', { cause: { code: 'XX000', message, detail: 'Key (…)' } });
    const fk = copied(
      'insert or update on table "stored_value_accounts_102505" violates foreign key constraint "stored_value_accounts_organization_id_customer__e816209a_102505"',
    );
    expect(isForeignKeyViolation(fk)).toBe(true);
    expect(violatedConstraint(fk)).toBe('stored_value_accounts_organization_id_customer__e816209a');
    const unique = copied(
      'duplicate key value violates unique constraint "stored_value_accounts_code_uq_102505"',
    );
    expect(isUniqueViolation(unique, 'stored_value_accounts_code_uq')).toBe(true);
    expect(isForeignKeyViolation(unique)).toBe(false);
    const check = copied(
      'new row for relation "stored_value_accounts_102505" violates check constraint "stored_value_accounts_balance_range_102505"',
    );
    expect(violatedConstraint(check)).toBe('stored_value_accounts_balance_range');
    // A worker's violation raised through a trigger's statement: its code, no constraint field.
    const relayed = new Error('query failed', {
      cause: {
        code: '23514',
        message:
          'new row for relation "stored_value_accounts_102510" violates check constraint "stored_value_accounts_balance_in_range"',
      },
    });
    expect(violatedConstraint(relayed)).toBe('stored_value_accounts_balance_in_range');
    // Any other XX000 stays what it is: an internal error.
    const other = copied('could not connect to the worker');
    expect(isForeignKeyViolation(other)).toBe(false);
    expect(violatedConstraint(other)).toBeUndefined();
  });
});
