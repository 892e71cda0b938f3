import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DB_FUNCTION_ERRORS, raisedByFunction } from './db-errors.js';

const MODULES = path.resolve(import.meta.dirname, '../modules');

/** The SQLSTATEs of our own (class PX) that the database functions' sources raise. */
function raisedInSources() {
  const codes = new Set<string>();
  for (const file of readdirSync(MODULES, { recursive: true }) as string[]) {
    if (!file.endsWith('.functions.sql')) continue;
    const text = readFileSync(path.join(MODULES, file), 'utf8');
    for (const [, code] of text.matchAll(/ERRCODE\s*=\s*'(PX[0-9A-Z]{3})'/gi))
      codes.add(code ?? '');
  }
  return [...codes].sort();
}

describe('DB_FUNCTION_ERRORS (docs/ARCHITECTURE.md, "Database functions")', () => {
  it('maps every SQLSTATE the functions raise, and only those', () => {
    expect(Object.keys(DB_FUNCTION_ERRORS).sort()).toEqual(raisedInSources());
  });

  it('reads the code of an error, as either driver or drizzle (its cause) gives it', () => {
    expect(raisedByFunction({ code: 'PX402' })).toBe('NO_CREDITS');
    expect(raisedByFunction(new Error('query failed', { cause: { code: 'PX411' } }))).toBe(
      'SHIFT_CLOSED',
    );
    expect(raisedByFunction({ code: '23505' })).toBeNull();
    expect(raisedByFunction(new Error('no code'))).toBeNull();
  });
});
