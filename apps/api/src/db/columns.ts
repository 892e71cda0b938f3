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

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .default(sql`now()`)
    .$onUpdateFn(() => new Date());
