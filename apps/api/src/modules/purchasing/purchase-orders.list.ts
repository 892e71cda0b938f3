import type {
  TPurchaseOrderLine,
  TPurchaseOrderRow,
  ZPurchaseOrdersQuery,
} from '@pos/contracts/purchase-orders';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { dateRange, type InTimeZone, type ListSpec } from '../../lib/list-query.js';
import { iso, num, strOrNull } from '../../lib/sql-values.js';
import { suppliers } from '../catalog/attributes.tables.js';
import { products, productVariations } from '../catalog/products.tables.js';
import { warehouses } from '../inventory/stock.tables.js';
import { stores } from '../inventory/stores.tables.js';

export type TPurchaseOrdersQuery = z.output<typeof ZPurchaseOrdersQuery>;

type LineJson = Omit<TPurchaseOrderLine, 'unitCost' | 'lineTotal'> & {
  unitCost: string | number;
  lineTotal: string | number;
};

const formatNumber = (n: number) => `PO-${String(n).padStart(6, '0')}`;

export const purchaseOrdersList: ListSpec<InTimeZone<TPurchaseOrdersQuery>, TPurchaseOrderRow> = {
  from: sql`purchase_orders o
    join ${suppliers} sp on sp.organization_id = o.organization_id and sp.id = o.supplier_id
    left join ${stores} st on st.organization_id = o.organization_id and st.id = o.store_id
    left join ${warehouses} w on w.organization_id = o.organization_id and w.id = o.warehouse_id`,
  org: sql`o.organization_id`,
  id: sql`o.id`,
  // The lines (with their names) only for the rows on the page.
  select: sql`o.id, o.number, o.status, o.supplier_id, sp.name as supplier_name, o.store_id,
    o.warehouse_id, coalesce(st.name, w.name) as location_name,
    nullif(trim(coalesce(st.location, w.location)), '') as location_address,
    nullif(trim(st.contact_person), '') as location_contact_person,
    nullif(trim(st.contact_phone), '') as location_contact_phone,
    o.expected_date::text as expected_date, o.notes, o.ordered_at, o.received_at, o.cancelled_at,
    o.closed_at, o.close_reason, o.created_at,
    coalesce((select json_agg(json_build_object(
        '_id', l.id, 'productId', l.product_id, 'variationId', l.variation_id,
        'productName', p.name, 'variationName', (select string_agg(a.value, ' / ' order by a.ord)
           from jsonb_array_elements_text(v.attribute_combination) with ordinality as a(value, ord)),
        'sku', coalesce(v.sku, p.sku), 'quantity', l.quantity, 'receivedQuantity', l.received_quantity,
        -- What will not come: all that was still due once the order is cancelled or closed short.
        'cancelledQuantity', case when o.status in ('Cancelled', 'Closed')
          then greatest(l.quantity - l.received_quantity, 0) else 0 end,
        'unitCost', l.unit_cost, 'lineTotal', round(l.quantity * l.unit_cost, 2)) order by l.position)
      from purchase_order_lines l
      join ${products} p on p.organization_id = l.organization_id and p.id = l.product_id
      left join ${productVariations} v on v.organization_id = l.organization_id and v.id = l.variation_id
      where l.organization_id = o.organization_id and l.purchase_order_id = o.id), '[]') as lines`,
  search: [sql`sp.name`, sql`('PO-' || lpad(o.number::text, 6, '0'))`, sql`o.notes`],
  filters: (q) => [
    q.status ? sql`o.status = ${q.status}` : undefined,
    q.supplierId ? sql`o.supplier_id = ${q.supplierId}` : undefined,
    q.storeId ? sql`o.store_id = ${q.storeId}` : undefined,
    q.warehouseId ? sql`o.warehouse_id = ${q.warehouseId}` : undefined,
    ...dateRange(sql`o.created_at`, q.createdFrom, q.createdTo, q.timeZone),
  ],
  sorts: {
    createdAt: sql`o.created_at`,
    expectedDate: sql`o.expected_date`,
    number: sql`o.number`,
  },
  defaultSort: '-createdAt',
  map: (r) => {
    const lines = ((r.lines as LineJson[]) ?? []).map((l) => ({
      ...l,
      unitCost: Number(l.unitCost),
      lineTotal: Number(l.lineTotal),
    }));
    return {
      _id: String(r.id),
      number: formatNumber(num(r.number)),
      status: r.status as TPurchaseOrderRow['status'],
      supplierId: String(r.supplier_id),
      supplierName: String(r.supplier_name),
      storeId: strOrNull(r.store_id),
      warehouseId: strOrNull(r.warehouse_id),
      locationName: String(r.location_name ?? ''),
      locationAddress: strOrNull(r.location_address),
      locationContactPerson: strOrNull(r.location_contact_person),
      locationContactPhone: strOrNull(r.location_contact_phone),
      expectedDate: strOrNull(r.expected_date),
      notes: strOrNull(r.notes),
      orderedAt: r.ordered_at ? iso(r.ordered_at) : null,
      receivedAt: r.received_at ? iso(r.received_at) : null,
      cancelledAt: r.cancelled_at ? iso(r.cancelled_at) : null,
      closedAt: r.closed_at ? iso(r.closed_at) : null,
      closeReason: strOrNull(r.close_reason),
      createdAt: iso(r.created_at),
      lines,
      totals: {
        lines: lines.length,
        quantity: lines.reduce((n, l) => n + l.quantity, 0),
        receivedQuantity: lines.reduce((n, l) => n + l.receivedQuantity, 0),
        cancelledQuantity: lines.reduce((n, l) => n + l.cancelledQuantity, 0),
        total: Math.round(lines.reduce((n, l) => n + l.lineTotal * 100, 0)) / 100,
      },
    };
  },
};
