import { OWNER_ROLE } from '@pos/contracts/permissions';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows, queryRowsPrepared } from '../../db/client.js';
import { byShard } from '../../db/shards.js';
import { users } from '../users/users.tables.js';
import { webhookEndpoints } from './webhooks.tables.js';

export type NewEndpoint = typeof webhookEndpoints.$inferInsert;

export async function insertEndpoint(ex: Executor, endpoint: NewEndpoint) {
  await ex.insert(webhookEndpoints).values(endpoint);
}

export interface EndpointChanges {
  url?: string;
  description?: string;
  events?: string[];
  active?: boolean;
}

/**
 * An endpoint's new fields; switched on again, its failures are forgotten (its run of failures
 * starts again from the next one) and so is why it was switched off.
 */
export async function updateEndpoint(
  ex: Executor,
  organizationId: string,
  id: string,
  changes: EndpointChanges,
) {
  await ex.execute(
    sql`update webhook_endpoints set
          url = coalesce(${changes.url ?? null}, url),
          description = coalesce(${changes.description ?? null}, description),
          events = coalesce(${changes.events ? `{${changes.events.join(',')}}` : null}::text[], events),
          active = coalesce(${changes.active ?? null}, active),
          failing_since = case when ${changes.active ?? null} then null else failing_since end,
          disabled_reason = case when ${changes.active ?? null} then null else disabled_reason end,
          updated_at = now()
        where organization_id = ${organizationId} and id = ${id}`,
  );
}

/**
 * An endpoint and its deliveries (no foreign key cascades them: webhooks.tables.ts); each part
 * names the organization (docs/ARCHITECTURE.md, "Database functions": on Citus, one shard).
 */
export async function deleteEndpoint(ex: Executor, organizationId: string, id: string) {
  await ex.execute(
    sql`with gone as (
          delete from webhook_endpoints where organization_id = ${organizationId} and id = ${id}
          returning organization_id, id
        )
        delete from webhook_deliveries d using gone
        where d.organization_id = ${organizationId} and d.endpoint_id = gone.id`,
  );
}

/** A delivery of the endpoint, for a redelivery: its event (null: no such delivery there). */
export async function deliveryEvent(
  ex: Executor,
  organizationId: string,
  endpointId: string,
  deliveryId: string,
) {
  const [row] = await queryRows<{ event_id: string }>(
    ex,
    sql`select event_id from webhook_deliveries
        where organization_id = ${organizationId} and endpoint_id = ${endpointId}
          and id = ${deliveryId}`,
  );
  return row?.event_id ?? null;
}

/** A new delivery of an event to an endpoint, due now (a redelivery). */
export async function insertDelivery(
  ex: Executor,
  organizationId: string,
  delivery: { id: string; endpointId: string; eventId: string },
) {
  await ex.execute(
    sql`insert into webhook_deliveries (organization_id, id, endpoint_id, event_id)
        values (${organizationId}, ${delivery.id}, ${delivery.endpointId}, ${delivery.eventId})`,
  );
}

/** What one organization is offered in a round of `inTurn`: at most `most` of its oldest. */
interface Share {
  organizationId: string;
  most: number;
}

/**
 * Work taken organization by organization (docs/guide/api-keys-and-webhooks.md, "Delivery"):
 * the organizations come oldest work first; each is offered an even share of what is left of
 * `limit`, and those that took all of theirs are offered the rest in another round. So one
 * organization's backlog no longer delays the others': each one's oldest work is taken in turn.
 * `take(shares)` takes the shares of organizations whose rows share a shard group (`byShard`: on
 * PostgreSQL all of them) in one statement — a statement that locks rows is planned on one shard
 * only on Citus (docs/ARCHITECTURE.md, "Database functions") — and answers how many each took.
 * Answers how many were taken.
 */
async function inTurn(
  ex: Executor,
  organizations: string[],
  limit: number,
  take: (shares: Share[], citus: boolean) => Promise<Map<string, number>>,
) {
  const { groups, citus } = await byShard(ex, 'integration_events', organizations);
  let left = limit;
  let turn = new Set(organizations);
  while (left > 0 && turn.size > 0) {
    const base = Math.floor(left / turn.size);
    const extra = left % turn.size;
    const offered = new Map(
      [...turn].map((organizationId, i) => [organizationId, base + (i < extra ? 1 : 0)]),
    );
    const more = new Set<string>();
    for (const group of groups) {
      const shares = group
        .map((organizationId) => ({ organizationId, most: offered.get(organizationId) ?? 0 }))
        .filter((share) => share.most > 0);
      if (shares.length === 0) continue;
      const took = await take(shares, citus);
      for (const { organizationId, most } of shares) {
        const n = took.get(organizationId) ?? 0;
        left -= n;
        if (n >= most) more.add(organizationId);
      }
    }
    turn = more;
  }
  return limit - left;
}

/**
 * A statement's shares (`inTurn`): `rows`, one row per organization with the most it may take,
 * to join laterally; `pin(column)`, on Citus, the organizations as constants beside each table,
 * for Citus to find the statement's one shard. On PostgreSQL it is `true`: a second condition on
 * the index's first column would cost the ordered index scan each share's `limit` needs.
 */
function shareRows(shares: Share[], citus: boolean) {
  const ids = `{${shares.map((s) => s.organizationId).join(',')}}`;
  return {
    rows: sql`select * from unnest(${ids}::uuid[], ${`{${shares.map((s) => s.most).join(',')}}`}::int[])
      as s(organization_id, most)`,
    pin: (column: SQL) => (citus ? sql`${column} = any(${ids}::uuid[])` : sql`true`),
  };
}

const tally = (rows: { organization_id: string }[]) => {
  const took = new Map<string, number>();
  for (const r of rows) took.set(r.organization_id, (took.get(r.organization_id) ?? 0) + 1);
  return took;
};

/**
 * Up to `limit` new events fanned out: for each, a delivery to each active endpoint listening to
 * its type, and the event marked done. Which organizations have new events is read first,
 * without locks, across organizations; then their events in turn (`inTurn`), locked with
 * `skip locked` so that instances share them. The listeners are joined here, not read through
 * `webhook_listeners`: a function that reads a table is not called inside a statement planned on
 * a shard (docs/ARCHITECTURE.md, "Database functions"). Answers how many events it took.
 */
export async function fanOut(ex: Executor, limit: number) {
  const organizations = await queryRowsPrepared<{ organization_id: string }>(
    ex,
    sql`select organization_id from integration_events where not fanned_out
        group by organization_id order by min(created_at) limit ${limit}`,
  );
  return inTurn(
    ex,
    organizations.map((o) => o.organization_id),
    limit,
    async (shares, citus) => {
      const { rows, pin } = shareRows(shares, citus);
      const marked = await queryRowsPrepared<{ organization_id: string }>(
        ex,
        sql`with fresh as (
              select f.organization_id, f.id from (${rows}) s cross join lateral (
                select e.organization_id, e.id from integration_events e
                where ${pin(sql`e.organization_id`)}
                  and e.organization_id = s.organization_id and not e.fanned_out
                order by e.created_at limit s.most for update skip locked
              ) f
            ), marked as (
              update integration_events e set fanned_out = true from fresh f
              where ${pin(sql`e.organization_id`)}
                and e.organization_id = f.organization_id and e.id = f.id
              returning e.organization_id, e.id, e.type
            ), made as (
              insert into webhook_deliveries (organization_id, id, endpoint_id, event_id)
              select m.organization_id, uuid_v7_micros(), w.id, m.id from marked m
              join webhook_endpoints w on ${pin(sql`w.organization_id`)}
                and w.organization_id = m.organization_id and m.type = any (w.events) and w.active
              order by m.id
              returning 1
            )
            select organization_id from marked`,
      );
      return tally(marked);
    },
  );
}

/** A delivery claimed for sending, with its endpoint and event. */
export interface ClaimedDelivery {
  id: string;
  organization_id: string;
  endpoint_id: string;
  event_id: string;
  attempts: number;
  first_attempt_at: Date | null;
  url: string;
  secret_sealed: string;
  type: string;
  subject_id: string;
  subjects: unknown[] | null;
  event_created_at: Date;
  payload: string | null;
}

/**
 * Up to `limit` deliveries due now, of active endpoints, leased to this worker for
 * `leaseSeconds` (two workers never take the same one: `skip locked`; one that dies leaves its
 * deliveries to the next once the lease ends). Which organizations have some due is read first,
 * without locks, across organizations — by endpoint, then only the active endpoints' (one switched
 * off keeps its pending deliveries: its organization would otherwise take a place in every batch
 * and get nothing); then theirs in turn (`inTurn`), oldest due first.
 * "Now" is the database's clock, the one that stamped `next_attempt_at`: an instance's clock
 * (milliseconds, perhaps behind) would miss a delivery made a moment ago.
 */
export async function claimDue(ex: Executor, limit: number, leaseSeconds: number) {
  const organizations = await queryRowsPrepared<{ organization_id: string }>(
    ex,
    sql`select d.organization_id from (
          select organization_id, endpoint_id, min(next_attempt_at) as due_at
          from webhook_deliveries
          where status = 'pending' and next_attempt_at <= now()
            and (leased_until is null or leased_until < now())
          group by organization_id, endpoint_id
        ) d
        join webhook_endpoints w on w.organization_id = d.organization_id and w.id = d.endpoint_id
        where w.active
        group by d.organization_id order by min(d.due_at) limit ${limit}`,
  );
  const claimed: ClaimedDelivery[] = [];
  await inTurn(
    ex,
    organizations.map((o) => o.organization_id),
    limit,
    async (shares, citus) => {
      const { rows: offered, pin } = shareRows(shares, citus);
      const rows = await queryRowsPrepared<ClaimedDelivery>(
        ex,
        sql`with due as (
              select x.organization_id, x.id from (${offered}) s cross join lateral (
                select d.organization_id, d.id from webhook_deliveries d
                join webhook_endpoints w on ${pin(sql`w.organization_id`)}
                  and w.organization_id = d.organization_id and w.id = d.endpoint_id
                where ${pin(sql`d.organization_id`)}
                  and d.organization_id = s.organization_id and d.status = 'pending'
                  and d.next_attempt_at <= now()
                  and (d.leased_until is null or d.leased_until < now()) and w.active
                order by d.next_attempt_at, d.id limit s.most
                for update of d skip locked
              ) x
            ), claimed as (
              update webhook_deliveries d
              set leased_until = now() + make_interval(secs => ${leaseSeconds})
              from due where ${pin(sql`d.organization_id`)}
                and d.organization_id = due.organization_id and d.id = due.id
              returning d.id, d.organization_id, d.endpoint_id, d.event_id, d.attempts,
                d.first_attempt_at
            )
            select c.*, w.url, w.secret_sealed, e.type, e.subject_id, e.subjects,
              e.created_at as event_created_at, e.payload
            from claimed c
            join webhook_endpoints w on ${pin(sql`w.organization_id`)}
              and w.organization_id = c.organization_id and w.id = c.endpoint_id
            join integration_events e on ${pin(sql`e.organization_id`)}
              and e.organization_id = c.organization_id and e.id = c.event_id`,
      );
      claimed.push(...rows);
      return tally(rows);
    },
  );
  return claimed;
}

/**
 * Fixes events' bodies: each keeps the first one written (a concurrent worker's, if it was
 * first), and the bodies kept are answered. One statement for the batch's organizations, as
 * `recordAttempts`.
 */
export async function fixPayloads(
  ex: Executor,
  payloads: { organizationId: string; id: string; payload: string }[],
) {
  if (payloads.length === 0) return new Map<string, string>();
  const given = payloads.map((p) => ({
    organization_id: p.organizationId,
    id: p.id,
    payload: p.payload,
  }));
  const rows = await queryRows<{ id: string; payload: string }>(
    ex,
    sql`with given as (
          select * from json_to_recordset(${JSON.stringify(given)}::json)
            as x(organization_id uuid, id uuid, payload text)
        ), fixed as (
          update integration_events e set payload = g.payload from given g
          where e.organization_id = g.organization_id and e.id = g.id and e.payload is null
          returning e.id, e.payload
        )
        select id, payload from fixed
        union all
        select e.id, e.payload from integration_events e
        join given g on g.organization_id = e.organization_id and g.id = e.id
        where e.id not in (select id from fixed)`,
  );
  return new Map(rows.map((r) => [r.id, r.payload]));
}

/** An attempt's outcome, for `recordAttempts`. */
export interface AttemptOutcome {
  organizationId: string;
  id: string;
  delivered: boolean;
  /** The next try (null: given up, or delivered). */
  nextAttemptAt: Date | null;
  responseCode: number | null;
  durationMs: number;
  error: string | null;
  responseSnippet: string;
}

/**
 * The attempts of a batch, in one statement, whatever their organizations (joined on the
 * organization, with no lock clause: Citus runs it on every shard at once); the lease ends.
 */
export async function recordAttempts(ex: Executor, now: Date, outcomes: AttemptOutcome[]) {
  if (outcomes.length === 0) return;
  await ex.execute(
    sql`update webhook_deliveries d set
          attempts = d.attempts + 1,
          status = case when o.delivered then 'delivered'
            when o.next_attempt_at is null then 'failed' else 'pending' end,
          next_attempt_at = coalesce(o.next_attempt_at, d.next_attempt_at),
          first_attempt_at = coalesce(d.first_attempt_at, ${now}),
          last_attempt_at = ${now},
          leased_until = null,
          response_code = o.response_code,
          duration_ms = o.duration_ms,
          error = o.error,
          response_snippet = o.response_snippet
        from json_to_recordset(${JSON.stringify(
          outcomes.map((o) => ({
            organization_id: o.organizationId,
            id: o.id,
            delivered: o.delivered,
            next_attempt_at: o.nextAttemptAt?.toISOString() ?? null,
            response_code: o.responseCode,
            duration_ms: Math.round(o.durationMs),
            error: o.error,
            response_snippet: o.responseSnippet,
          })),
        )}::json) as o(organization_id uuid, id uuid, delivered boolean,
          next_attempt_at timestamptz, response_code int, duration_ms int, error text,
          response_snippet text)
        where d.organization_id = o.organization_id and d.id = o.id`,
  );
}

/**
 * Endpoints after a batch: those that took a delivery are well again; those that failed start
 * (or go on with) their run of failures, and one failing for `disableAfter` is switched off —
 * answered, with its organization, so its Owner can be told (once: only the switch is answered).
 * The failing ones are locked, so one organization's in a statement naming it (docs/
 * ARCHITECTURE.md, "Database functions").
 */
export async function settleEndpoints(
  ex: Executor,
  now: Date,
  outcomes: { organizationId: string; endpointId: string; delivered: boolean }[],
  disableAfterMs: number,
) {
  const key = (o: { organizationId: string; endpointId: string }) =>
    `${o.organizationId}|${o.endpointId}`;
  const well = new Map(outcomes.filter((o) => o.delivered).map((o) => [key(o), o]));
  const failing = new Map<string, Set<string>>();
  for (const o of outcomes) {
    if (o.delivered || well.has(key(o))) continue;
    failing.set(o.organizationId, (failing.get(o.organizationId) ?? new Set()).add(o.endpointId));
  }
  const uuids = (ids: Iterable<string>) => `{${[...ids].join(',')}}`;
  if (well.size > 0) {
    const endpoints = [...well.values()];
    await ex.execute(
      sql`update webhook_endpoints w set failing_since = null
          from unnest(${uuids(endpoints.map((o) => o.organizationId))}::uuid[],
            ${uuids(endpoints.map((o) => o.endpointId))}::uuid[]) as x(organization_id, id)
          where w.organization_id = x.organization_id and w.id = x.id
            and w.failing_since is not null`,
    );
  }
  const cutoff = new Date(now.getTime() - disableAfterMs);
  const switched: { id: string; organization_id: string; url: string; off: boolean }[] = [];
  for (const [organizationId, ids] of failing) {
    // One update per row (two updates of one row in one statement would keep only one).
    const rows = await queryRows<(typeof switched)[number]>(
      ex,
      sql`with was as (
            select id, active, failing_since from webhook_endpoints
            where organization_id = ${organizationId} and id = any(${uuids(ids)}::uuid[])
            for update
          ), switch as (
            select id, active and coalesce(failing_since, ${now}) <= ${cutoff} as off from was
          )
          update webhook_endpoints w set
            failing_since = coalesce(w.failing_since, ${now}),
            active = w.active and not s.off,
            disabled_reason = case when s.off then 'Every delivery failed for 24 hours.'
              else w.disabled_reason end,
            updated_at = case when s.off then ${now} else w.updated_at end
          from switch s where w.organization_id = ${organizationId} and w.id = s.id
          returning w.id, w.organization_id, w.url, s.off`,
    );
    switched.push(...rows.filter((r) => r.off));
  }
  return switched;
}

/** The e-mail addresses of the organization's Owners (told when an endpoint is switched off). */
export async function ownerEmails(ex: Executor, organizationId: string) {
  const rows = await queryRows<{ email: string }>(
    ex,
    sql`select u.email from ${users} u join roles r
          on r.organization_id = u.organization_id and r.id = u.role_id
        where u.organization_id = ${organizationId} and r.organization_id = ${organizationId}
          and u.is_active and r.name = ${OWNER_ROLE}
          and u.email is not null`,
  );
  return rows.map((r) => r.email);
}

/**
 * Events older than `before` with nothing left to send go, with their delivery log (kept 30
 * days: docs/guide/api-keys-and-webhooks.md, "Delivery log").
 */
export async function deleteOldEvents(ex: Executor, before: Date) {
  await ex.execute(
    sql`delete from integration_events e where e.created_at < ${before}
        and not exists (select 1 from webhook_deliveries d
          where d.organization_id = e.organization_id and d.event_id = e.id
            and d.status = 'pending')`,
  );
}

/** A stock change's ledger rows, by id, in the order they were written. */
export async function ledgerMoves(ex: Executor, organizationId: string, ids: string[]) {
  return queryRows<{
    product_id: string;
    variation_id: string | null;
    store_id: string | null;
    warehouse_id: string | null;
    quantity_changed: string;
    stock_after: string;
  }>(
    ex,
    sql`select product_id, variation_id, store_id, warehouse_id, quantity_changed, stock_after
        from inventory_log
        where organization_id = ${organizationId} and id = any(${`{${ids.join(',')}}`}::uuid[])
        order by id`,
  );
}
