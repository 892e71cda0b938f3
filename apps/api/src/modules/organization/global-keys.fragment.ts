import { type SQL, sql } from 'drizzle-orm';
import { globalKeys } from './organization.tables.js';

/*
 * The directory of global keys as statements (organization.tables.ts; docs/ARCHITECTURE.md, "The
 * boundary rule": a module's public SQL fragment): the repositories of the rows that hold such a
 * name run them in the same transaction, the statement after the row's — not a trigger of theirs,
 * which on Citus runs on a worker's shard, where a write to a reference table would run outside
 * the transaction (docs/DESIGN.md, "Operations", Citus).
 */

export type GlobalKey = { kind: 'email' | 'username' | 'display_code' | 'api_key'; key: string };

/** Takes the names (at least one) for the organization; one another row holds fails as a unique violation. */
export const claimGlobalKeys = (organizationId: string, keys: GlobalKey[]): SQL =>
  sql`insert into ${globalKeys} (kind, key, organization_id) values ${sql.join(
    keys.map((k) => sql`(${k.kind}, ${k.key}, ${organizationId})`),
    sql`, `,
  )}`;

/** Frees the organization's names (at least one). */
export const releaseGlobalKeys = (organizationId: string, keys: GlobalKey[]): SQL =>
  sql`delete from ${globalKeys} g where g.organization_id = ${organizationId}
      and (g.kind, g.key) in (${sql.join(
        keys.map((k) => sql`(${k.kind}, ${k.key})`),
        sql`, `,
      )})`;

/**
 * The organization that holds `key` under one of `kinds`, the first kind first (no row: none):
 * what a sign-in reads before the user, a key's request before the key, a display's pairing
 * before the display, so that on Citus the row is read from its one shard.
 */
export const globalKeyOwner = (kinds: GlobalKey['kind'][], key: string): SQL =>
  sql`select g.organization_id, g.kind from ${globalKeys} g
      where g.kind = any(${`{${kinds.join(',')}}`}::text[]) and g.key = ${key}
      order by array_position(${`{${kinds.join(',')}}`}::text[], g.kind) limit 1`;
