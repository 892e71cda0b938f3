import type { TStoreRow, TWarehouseRow, ZStoresQuery } from '@pos/contracts/stores';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type ListSpec, likePattern } from '../../lib/list-query.js';
import { iso, strOrNull } from '../../lib/sql-values.js';

export type TLocationsQuery = z.output<typeof ZStoresQuery>;

/** The stores screen's filters: name (like search) and status. */
const filters = (alias: string) => (q: TLocationsQuery) => [
  q.name ? sql`${sql.raw(alias)}.name ilike ${likePattern(q.name)}` : undefined,
  q.isActive !== undefined ? sql`${sql.raw(alias)}.is_active = ${q.isActive}` : undefined,
];

export const storesList: ListSpec<TLocationsQuery, TStoreRow> = {
  from: sql`stores s`,
  org: sql`s.organization_id`,
  id: sql`s.id`,
  select: sql`s.id, s.name, s.location, s.contact_person, s.contact_phone, s.is_active, s.is_default, s.created_at`,
  search: [sql`s.name`, sql`s.location`, sql`s.contact_person`],
  filters: filters('s'),
  sorts: { name: sql`s.name`, location: sql`s.location`, createdAt: sql`s.created_at` },
  defaultSort: 'name',
  map: (r) => ({
    _id: String(r.id),
    name: String(r.name),
    location: strOrNull(r.location),
    contactPerson: strOrNull(r.contact_person),
    contactPhone: strOrNull(r.contact_phone),
    isActive: Boolean(r.is_active),
    isDefault: Boolean(r.is_default),
    createdAt: iso(r.created_at),
  }),
};

export const warehousesList: ListSpec<TLocationsQuery, TWarehouseRow> = {
  from: sql`warehouses w`,
  org: sql`w.organization_id`,
  id: sql`w.id`,
  select: sql`w.id, w.name, w.location, w.is_active, w.created_at`,
  search: [sql`w.name`, sql`w.location`],
  filters: filters('w'),
  sorts: { name: sql`w.name`, location: sql`w.location`, createdAt: sql`w.created_at` },
  defaultSort: 'name',
  map: (r) => ({
    _id: String(r.id),
    name: String(r.name),
    location: strOrNull(r.location),
    isActive: Boolean(r.is_active),
    createdAt: iso(r.created_at),
  }),
};
