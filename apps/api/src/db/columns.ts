import { sql } from 'drizzle-orm';
import { timestamp, uuid } from 'drizzle-orm/pg-core';
import { uuidv7 } from 'uuidv7';

/** Shared column builders so every tenant table has the same key and clock columns. */
export const idColumn = () =>
  uuid('id')
    .notNull()
    .$defaultFn(() => uuidv7());

export const orgColumn = () => uuid('organization_id').notNull();

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`now()`);

/**
 * Set by the database's clock on every drizzle update (`now()`: the writing transaction's start,
 * as raw-SQL writers and triggers set it too), never by this process's clock: the register's
 * catalogue sync (modules/register) pages by `(updated_at, id)` and bounds a late commit by
 * the oldest running transaction's start, which only holds when every writer takes the same clock.
 */
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .default(sql`now()`)
    .$onUpdateFn(() => sql`now()`);
