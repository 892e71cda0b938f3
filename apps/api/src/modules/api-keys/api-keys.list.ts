import type { TApiKey, ZApiKeysQuery } from '@pos/contracts/api-keys';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ListSpec } from '../../lib/list-query.js';
import { iso, num } from '../../lib/sql-values.js';
import { users } from '../users/users.tables.js';

export type TApiKeysQuery = z.output<typeof ZApiKeysQuery>;

/** The organization's API keys, newest first, with their creator's name; never their hash. */
export const apiKeysList: ListSpec<TApiKeysQuery, TApiKey> = {
  from: sql`api_keys k
    left join ${users} u on u.organization_id = k.organization_id and u.id = k.created_by`,
  org: sql`k.organization_id`,
  id: sql`k.id`,
  select: sql`k.id, k.name, k.prefix, k.permissions, k.rate_limit, k.created_at, k.created_by,
    u.name as creator_name, k.last_used_at, k.revoked_at`,
  search: [sql`k.name`, sql`k.prefix`],
  filters: (q) => [
    q.status === 'active' ? sql`k.revoked_at is null` : undefined,
    q.status === 'revoked' ? sql`k.revoked_at is not null` : undefined,
  ],
  sorts: {
    name: sql`lower(k.name)`,
    createdAt: sql`k.created_at`,
    lastUsedAt: sql`k.last_used_at`,
  },
  defaultSort: '-createdAt',
  map: (r) => ({
    _id: String(r.id),
    name: String(r.name),
    prefix: String(r.prefix),
    permissions: (r.permissions as string[]).slice().sort(),
    rateLimit: num(r.rate_limit),
    status: r.revoked_at ? 'revoked' : 'active',
    createdAt: iso(r.created_at),
    createdBy: r.created_by
      ? { _id: String(r.created_by), name: String(r.creator_name ?? '') }
      : null,
    lastUsedAt: r.last_used_at ? iso(r.last_used_at) : null,
    revokedAt: r.revoked_at ? iso(r.revoked_at) : null,
  }),
};
