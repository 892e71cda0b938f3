import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { uuidv7 } from 'uuidv7';
import { at, timestamps } from '../../db/columns.js';

/** kind 'platform' is the one organization of platform operators; it is never a customer. */
export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    kind: text('kind', { enum: ['tenant', 'platform'] })
      .notNull()
      .default('tenant'),
    name: text('name').notNull(),
    code: text('code').notNull(),
    address: text('address'),
    email: text('email'),
    phone: text('phone'),
    logo: text('logo'),
    isActive: boolean('is_active').notNull().default(true),
    /** Why and when an operator disabled it (the audit log has every change); null while active. */
    disabledReason: text('disabled_reason'),
    disabledAt: at('disabled_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('organizations_code_uq').on(sql`lower(${t.code})`),
    uniqueIndex('organizations_one_platform_uq').on(t.kind).where(sql`${t.kind} = 'platform'`),
  ],
);
