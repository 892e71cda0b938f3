import type { TSupplierRow, ZSuppliersQuery } from '@pos/contracts/suppliers';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ListSpec } from '../../lib/list-query.js';
import { iso, num, strOrNull } from '../../lib/sql-values.js';

export type TSuppliersQuery = z.output<typeof ZSuppliersQuery>;

export const suppliersList: ListSpec<TSuppliersQuery, TSupplierRow> = {
  from: sql`suppliers s`,
  org: sql`s.organization_id`,
  id: sql`s.id`,
  // Products are counted only for the rows on the page (products_org_supplier_idx).
  select: sql`s.id, s.name, s.contact_name, s.email, s.phone, s.address, s.lead_time_days,
    s.notes, s.created_at, s.updated_at,
    (select count(*) from products p where p.organization_id = s.organization_id
       and p.supplier_id = s.id) as product_count`,
  search: [sql`s.name`, sql`s.contact_name`, sql`s.email`, sql`s.phone`],
  sorts: { name: sql`s.name`, leadTimeDays: sql`s.lead_time_days`, createdAt: sql`s.created_at` },
  defaultSort: 'name',
  map: (r) => ({
    _id: String(r.id),
    name: String(r.name),
    contactName: strOrNull(r.contact_name),
    email: strOrNull(r.email),
    phone: strOrNull(r.phone),
    address: strOrNull(r.address),
    leadTimeDays: r.lead_time_days === null ? null : num(r.lead_time_days),
    notes: strOrNull(r.notes),
    productCount: num(r.product_count),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  }),
};
