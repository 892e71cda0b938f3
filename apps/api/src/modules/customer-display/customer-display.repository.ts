import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';
import {
  claimGlobalKeys,
  globalKeyOwner,
  releaseGlobalKeys,
} from '../organization/global-keys.fragment.js';
import { organizations } from '../organization/organization.tables.js';
import { users } from '../users/users.tables.js';
import { customerDisplayStates, customerDisplays } from './customer-display.tables.js';

/**
 * The channel every instance listens on (docs/DESIGN.md, "Customer display"): `s:<org>:<device>`
 * when a register's cart changed, `u:<org>:<display>` when a display was disconnected.
 */
export const DISPLAY_CHANNEL = 'customer_display';

/** A display still in use at `now`: waiting within its code's minutes, or paired and not ended. */
const live = (now: Date) =>
  sql`d.revoked_at is null and (case when d.paired_at is null
        then d.code_expires_at > ${now} else d.expires_at > ${now} end)`;

export interface DisplayRow {
  id: string;
  device_id: string;
  created_at: Date;
  created_by: string | null;
  code_expires_at: Date;
  paired_at: Date | null;
  expires_at: Date | null;
}

const displayColumns = sql`d.id, d.device_id, d.created_at, u.name as created_by,
  d.code_expires_at, d.paired_at, d.expires_at`;

/** A new display waiting for its code to be claimed. */
export async function insertDisplay(
  ex: Executor,
  organizationId: string,
  d: { id: string; deviceId: string; createdBy: string; codeHash: string; codeExpiresAt: Date },
) {
  const [row] = await queryRows<DisplayRow>(
    ex,
    sql`with d as (
          insert into ${customerDisplays}
            (organization_id, id, device_id, created_by, code_hash, code_expires_at)
          values (${organizationId}, ${d.id}, ${d.deviceId}, ${d.createdBy}, ${d.codeHash},
            ${d.codeExpiresAt})
          returning *)
        select ${displayColumns} from d
        left join ${users} u on u.organization_id = d.organization_id and u.id = d.created_by`,
  );
  if (!row) throw new Error('the display was not inserted');
  // Its pairing code, platform-wide: a code another display holds fails as a unique violation.
  await ex.execute(claimGlobalKeys(organizationId, [{ kind: 'display_code', key: d.codeHash }]));
  return row;
}

/** The device's displays in use, oldest first. */
export const listDisplays = (ex: Executor, organizationId: string, deviceId: string, now: Date) =>
  queryRows<DisplayRow>(
    ex,
    sql`select ${displayColumns} from ${customerDisplays} d
        left join ${users} u on u.organization_id = d.organization_id and u.id = d.created_by
        where d.organization_id = ${organizationId} and d.device_id = ${deviceId} and ${live(now)}
        order by d.created_at, d.id`,
  );

/**
 * Claims a waiting code: the display gets its token (one statement, so of two displays opening
 * the same code only one gets it). Answers the display, or nothing for a code not waiting.
 */
export async function claimDisplay(
  ex: Executor,
  claim: { codeHash: string; tokenHash: string; now: Date; expiresAt: Date },
) {
  // The code's organization from the directory first: on Citus the display is updated on its one
  // shard (docs/DESIGN.md, "Operations", Citus).
  const [owner] = await queryRows<{ organization_id: string }>(
    ex,
    globalKeyOwner(['display_code'], claim.codeHash),
  );
  if (!owner) return undefined;
  const [row] = await queryRows<{ organization_id: string; id: string; device_id: string }>(
    ex,
    sql`update ${customerDisplays} d
        set token_hash = ${claim.tokenHash}, paired_at = ${claim.now}, expires_at = ${claim.expiresAt}
        where d.organization_id = ${owner.organization_id} and d.code_hash = ${claim.codeHash}
          and d.paired_at is null and ${live(claim.now)}
        returning d.organization_id, d.id, d.device_id`,
  );
  return row;
}

/** The paired display a token belongs to, while it is in use. */
export async function displayByToken(ex: Executor, tokenHash: string, now: Date) {
  const [row] = await queryRows<{
    organization_id: string;
    id: string;
    device_id: string;
    expires_at: Date;
  }>(
    ex,
    sql`select d.organization_id, d.id, d.device_id, d.expires_at from ${customerDisplays} d
        where d.token_hash = ${tokenHash} and d.paired_at is not null and ${live(now)}`,
  );
  return row;
}

/**
 * Tells every instance, once the transaction commits, that a display or a register's cart
 * changed (`DISPLAY_CHANNEL`). A statement of its own, naming no table: one that writes a row
 * and notifies together runs, on Citus, on the row's worker — where no instance listens.
 */
async function notifyDisplays(ex: Executor, payload: string) {
  await ex.execute(sql`select pg_notify(${DISPLAY_CHANNEL}, ${payload})`);
}

/**
 * Disconnects a display and tells every instance (at commit) to close its streams; answers
 * whether it was still in use.
 */
export async function revokeDisplay(ex: Executor, organizationId: string, id: string, now: Date) {
  const rows = await queryRows<{ id: string }>(
    ex,
    sql`update ${customerDisplays} d set revoked_at = ${now}
        where d.organization_id = ${organizationId} and d.id = ${id} and ${live(now)}
        returning d.id`,
  );
  if (rows.length === 0) return false;
  await notifyDisplays(ex, `u:${organizationId}:${id}`);
  return true;
}

/**
 * Keeps a register's cart for its displays and tells every instance (at commit) — only while
 * the device has a display in use: a register without one writes nothing. Answers whether it did.
 */
export async function saveDisplayState(
  ex: Executor,
  organizationId: string,
  deviceId: string,
  state: unknown,
  now: Date,
) {
  const rows = await queryRows<{ device_id: string }>(
    ex,
    sql`insert into ${customerDisplayStates} as s (organization_id, device_id, state)
        select ${organizationId}, ${deviceId}, ${JSON.stringify(state)}::jsonb
        where exists (select 1 from ${customerDisplays} d
          where d.organization_id = ${organizationId} and d.device_id = ${deviceId}
            and ${live(now)})
        on conflict (organization_id, device_id) do update
          set state = excluded.state, version = s.version + 1, updated_at = excluded.updated_at
        returning s.device_id`,
  );
  if (rows.length === 0) return false;
  await notifyDisplays(ex, `s:${organizationId}:${deviceId}`);
  return true;
}

/**
 * A device's latest cart and its version (null: none sent yet), with the device's displays
 * still paired — the ones it may be shown to (a display disconnected meanwhile is not, nor any
 * of an organization an operator disabled).
 */
export async function deviceState(
  ex: Executor,
  organizationId: string,
  deviceId: string,
  now: Date,
) {
  const [row] = await queryRows<{ state: unknown; version: number | null; paired: string[] }>(
    ex,
    sql`select s.state, s.version::float8 as version,
          array(select d.id from ${customerDisplays} d
            where d.organization_id = ${organizationId} and d.device_id = ${deviceId}
              and d.paired_at is not null and ${live(now)}
              and exists (select 1 from ${organizations} o where o.id = d.organization_id and o.is_active)
          ) as paired
        from (select) one
        left join ${customerDisplayStates} s
          on s.organization_id = ${organizationId} and s.device_id = ${deviceId}`,
  );
  return { state: row?.state ?? null, version: row?.version ?? null, paired: row?.paired ?? [] };
}

/**
 * Displays that ended (disconnected, their code or pairing run out) before `before`, their
 * pairing codes freed.
 */
export async function deleteEndedDisplays(ex: Executor, before: Date) {
  const gone = await queryRows<{ organization_id: string; code_hash: string }>(
    ex,
    sql`delete from ${customerDisplays} d
        where coalesce(d.revoked_at,
          case when d.paired_at is null then d.code_expires_at else d.expires_at end) < ${before}
        returning d.organization_id, d.code_hash`,
  );
  for (const organizationId of new Set(gone.map((g) => g.organization_id))) {
    const keys = gone
      .filter((g) => g.organization_id === organizationId)
      .map((g) => ({ kind: 'display_code' as const, key: g.code_hash }));
    await ex.execute(releaseGlobalKeys(organizationId, keys));
  }
}

/** The carts of registers no display is paired with or waiting for any more. */
export const deleteOrphanStates = (ex: Executor) =>
  ex.execute(
    sql`delete from ${customerDisplayStates} s
        where not exists (select 1 from ${customerDisplays} d
          where d.organization_id = s.organization_id and d.device_id = s.device_id)`,
  );
