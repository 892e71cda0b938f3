import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'pos-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const base = { DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40) };

describe('the database settings', () => {
  it('send reports to DATABASE_READ_URL only beside DATABASE_URL', () => {
    const primary = 'postgres://postgres@db:5432/pos';
    const replica = 'postgres://postgres@replica:5432/pos';
    expect(loadConfig({ ...base }).databaseReadUrl).toBeUndefined();
    expect(
      loadConfig({ ...base, DATABASE_URL: primary, DATABASE_READ_URL: replica }).databaseReadUrl,
    ).toBe(replica);
    expect(() => loadConfig({ ...base, DATABASE_READ_URL: replica })).toThrow(
      'DATABASE_READ_URL is a replica of DATABASE_URL',
    );
    expect(() =>
      loadConfig({ ...base, DATABASE_URL: primary, DATABASE_READ_URL: 'mysql://replica/pos' }),
    ).toThrow('DATABASE_READ_URL must start with postgres://');
  });
});
