import { drizzle } from 'drizzle-orm/node-postgres';
import type { Db } from '../src/db/client.js';

/** How the recording database answers: one row of nulls per query, or no rows at all. */
export type Answer = 'one-row' | 'no-rows';

export interface Recording {
  /** A drizzle database on the node-postgres driver, whose client only records. */
  db: Db;
  /** The text of each statement sent, in order (`$1…` placeholders; the values are not kept). */
  statements: string[];
}

/** A row whose every column is null, whatever the code reads from it. */
const nullRow = () =>
  new Proxy(Object.create(null) as Record<string, unknown>, {
    get: (_, key) =>
      typeof key === 'string' && key !== 'then' && key !== 'toJSON' ? null : undefined,
  });

/** More columns than any statement selects; drizzle reads the ones it asked for by position. */
const NULL_COLUMNS = 256;

/**
 * A database that runs nothing: every statement is recorded as the production driver
 * (node-postgres) would send it, and answered with `answer`.
 */
export function recordingDatabase(answer: Answer): Recording {
  const statements: string[] = [];
  const client = {
    async query(config: { text: string; rowMode?: 'array' } | string) {
      const text = typeof config === 'string' ? config : config.text;
      statements.push(text);
      const arrays = typeof config !== 'string' && config.rowMode === 'array';
      const rows =
        answer === 'no-rows' ? [] : [arrays ? new Array(NULL_COLUMNS).fill(null) : nullRow()];
      return { rows, rowCount: rows.length, fields: [], command: 'SELECT' };
    },
  };
  const db = drizzle({ client: client as never }) as unknown as Db;
  return { db, statements };
}
