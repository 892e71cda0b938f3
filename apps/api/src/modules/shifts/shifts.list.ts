import type { ShiftStatus, TShiftRow, ZShiftsQuery } from '@pos/contracts/shifts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { dateRange, type InTimeZone, type ListSpec } from '../../lib/list-query.js';
import { iso, num, strOrNull } from '../../lib/sql-values.js';
import { stores } from '../inventory/stores.tables.js';
import { users } from '../users/users.tables.js';

/** The query as a client sends it, and whose shifts the caller may see (the service sets it). */
export type TShiftsQuery = z.output<typeof ZShiftsQuery> & {
  /** Only this user's shifts: a caller without manage_shifts. */
  viewerId?: string | null;
};

const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** Shifts, newest first, with their store and cashier. */
export const shiftsList: ListSpec<InTimeZone<TShiftsQuery>, TShiftRow> = {
  from: sql`shifts sh
    join ${stores} st on st.organization_id = sh.organization_id and st.id = sh.store_id
    join ${users} u on u.organization_id = sh.organization_id and u.id = sh.user_id`,
  org: sql`sh.organization_id`,
  id: sql`sh.id`,
  select: sql`sh.id, sh.status, sh.opened_at, sh.closed_at, sh.store_id, st.name as store_name,
    sh.user_id, u.name as user_name, sh.opening_float::text as opening_float,
    sh.expected_cash::text as expected_cash, sh.counted_cash::text as counted_cash,
    sh.difference::text as difference`,
  search: [sql`u.name`, sql`st.name`],
  filters: (q) => [
    q.viewerId ? sql`sh.user_id = ${q.viewerId}` : undefined,
    q.userId ? sql`sh.user_id = ${q.userId}` : undefined,
    q.storeId ? sql`sh.store_id = ${q.storeId}` : undefined,
    q.status ? sql`sh.status = ${q.status}` : undefined,
    ...dateRange(sql`sh.opened_at`, q.fromDate, q.toDate, q.timeZone),
  ],
  sorts: { openedAt: sql`sh.opened_at` },
  defaultSort: '-openedAt',
  map: (r) => ({
    _id: String(r.id),
    status: String(r.status) as ShiftStatus,
    openedAt: iso(r.opened_at),
    closedAt: r.closed_at ? iso(r.closed_at) : null,
    storeId: String(r.store_id),
    storeName: strOrNull(r.store_name) ?? '',
    userId: String(r.user_id),
    userName: strOrNull(r.user_name) ?? '',
    openingFloat: num(r.opening_float),
    expectedCash: numOrNull(r.expected_cash),
    countedCash: numOrNull(r.counted_cash),
    difference: numOrNull(r.difference),
  }),
};
