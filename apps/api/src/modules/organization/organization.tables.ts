import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { uuidv7 } from 'uuidv7';
import { createdAt, updatedAt } from '../../db/columns.js';

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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('organizations_code_uq').on(sql`lower(${t.code})`),
    uniqueIndex('organizations_one_platform_uq').on(t.kind).where(sql`${t.kind} = 'platform'`),
  ],
);
