import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import { updatedAt } from '../../db/columns.js';

/**
 * The platform settings (spec 2 §3): one row, the whole object as the operators saved it. Read
 * merged over the defaults, so a field added later has its default until someone saves one.
 */
export const platformSettings = pgTable(
  'platform_settings',
  {
    id: integer('id').primaryKey().default(1),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('platform_settings_one_row', sql`${t.id} = 1`)],
);
