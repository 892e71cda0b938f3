import { sql } from 'drizzle-orm';
import { type Executor, queryRowsPrepared } from '../../db/client.js';
import { claimGlobalKeys, globalKeyOwner } from '../organization/global-keys.fragment.js';
import { apiKeys } from './api-keys.tables.js';

export type NewApiKey = typeof apiKeys.$inferInsert;

/** The key, and its secret's hash in the directory of global keys (`useApiKey` reads it first). */
export async function insertApiKey(ex: Executor, key: NewApiKey) {
  await ex.insert(apiKeys).values(key);
  await ex.execute(claimGlobalKeys(key.organizationId, [{ kind: 'api_key', key: key.secretHash }]));
}

/** What a request made with a key learns in the statement that counts it. */
export interface KeyUse {
  id: string;
  organization_id: string;
  created_by: string;
  permissions: string[];
  rate_limit: number;
  window_count: number;
  /** Whole seconds until the window's minute ends (at least 1). */
  retry_after: number;
}

/**
 * A request made with the key of this hash, counted in its one-minute window (a new minute
 * starts the count again) and noted as its last use — one statement, so concurrent requests
 * through any number of instances queue on the key's row and each sees the count before it
 * (docs/guide/api-keys-and-webhooks.md, "Rate limit"). No row: no such key, or it is revoked.
 */
export async function useApiKey(ex: Executor, secretHash: string): Promise<KeyUse | null> {
  // The key's organization from the directory first: the key is then counted on its one shard
  // on Citus, not by an update sent to every worker's (docs/DESIGN.md, "Operations", Citus).
  const [owner] = await queryRowsPrepared<{ organization_id: string }>(
    ex,
    globalKeyOwner(['api_key'], secretHash),
  );
  if (!owner) return null;
  const [row] = await queryRowsPrepared<
    Omit<KeyUse, 'retry_after'> & { window_start: Date | string }
  >(
    ex,
    // The count goes on within the window's minute and starts at 1 in a new one — as arithmetic,
    // not a CASE: Citus refuses a function other than an immutable one in an UPDATE's CASE or
    // COALESCE.
    sql`update api_keys set
          window_count = window_count
            * (window_start is not null and window_start = date_trunc('minute', now()))::int + 1,
          window_start = date_trunc('minute', now()),
          last_used_at = now()
        where organization_id = ${owner.organization_id} and secret_hash = ${secretHash}
          and revoked_at is null
        returning id, organization_id, created_by, permissions, rate_limit, window_count,
          window_start`,
  );
  if (!row) return null;
  // Whole seconds to the window's end, counted here: Citus refuses clock_timestamp() in a
  // RETURNING clause.
  const { window_start, ...use } = row;
  const windowEnd = new Date(window_start).getTime() + 60_000;
  const retry_after = Math.max(1, Math.ceil((windowEnd - Date.now()) / 1000));
  return { ...use, retry_after };
}

/** Revokes a key at once (its next request is a 401); false when it already was. */
export async function revokeApiKey(ex: Executor, organizationId: string, id: string) {
  const rows = await queryRowsPrepared<{ id: string }>(
    ex,
    sql`update api_keys set revoked_at = now()
        where organization_id = ${organizationId} and id = ${id} and revoked_at is null
        returning id`,
  );
  return rows.length > 0;
}
