import type {
  TStockCountLine,
  TStockCountRow,
  ZStockCountLinesQuery,
  ZStockCountsQuery,
} from '@pos/contracts/stock-counts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { dateRange, type InTimeZone, type ListSpec } from '../../lib/list-query.js';
import { iso, num, strOrNull } from '../../lib/sql-values.js';
import { categories } from '../catalog/categories.tables.js';
import { products, productVariations } from '../catalog/products.tables.js';
import { users } from '../users/users.tables.js';

export type TStockCountsQuery = z.output<typeof ZStockCountsQuery>;
/** The lines' query, with the count they are of (the path's id). */
export type TStockCountLinesQuery = z.output<typeof ZStockCountLinesQuery> & {
  stockCountId: string;
};

const formatNumber = (n: number) => `SC-${String(n).padStart(6, '0')}`;

/** A line's item, its difference and unit cost: booked ones once posted, live ones before. */
const lineJoins = sql`join stock_counts c on c.organization_id = l.organization_id and c.id = l.stock_count_id
  join ${products} p on p.organization_id = l.organization_id and p.id = l.product_id
  left join ${productVariations} v on v.organization_id = l.organization_id and v.id = l.variation_id`;
const difference = sql`(case when c.status = 'Posted' then l.difference else l.counted - l.expected end)`;
const unitCost = sql`(case when c.status = 'Posted' then l.unit_cost
  else coalesce(v.cost_price, p.cost_price) end)`;

export const stockCountsList: ListSpec<InTimeZone<TStockCountsQuery>, TStockCountRow> = {
  from: sql`stock_counts sc
    left join stores st on st.organization_id = sc.organization_id and st.id = sc.store_id
    left join warehouses w on w.organization_id = sc.organization_id and w.id = sc.warehouse_id
    left join ${categories} cat on cat.organization_id = sc.organization_id and cat.id = sc.category_id
    left join ${users} cu on cu.organization_id = sc.organization_id and cu.id = sc.created_by
    left join ${users} pu on pu.organization_id = sc.organization_id and pu.id = sc.posted_by`,
  org: sql`sc.organization_id`,
  id: sql`sc.id`,
  // The totals only for the rows on the page.
  select: sql`sc.id, sc.number, sc.name, sc.status, sc.store_id, sc.warehouse_id,
    coalesce(st.name, w.name) as location_name, sc.category_id, cat.name as category_name,
    sc.zero_uncounted, cu.name as created_by_name, pu.name as posted_by_name, sc.created_at,
    sc.posted_at, sc.cancelled_at,
    (select json_build_object('lines', count(*), 'counted', count(l.counted),
        'withDifference', count(*) filter (where ${difference} <> 0),
        'difference', coalesce(sum(${difference}), 0),
        'differenceValue', coalesce(round(sum(${difference} * ${unitCost}), 2), 0))
      from stock_count_lines l ${lineJoins}
      where l.organization_id = sc.organization_id and l.stock_count_id = sc.id) as totals`,
  search: [sql`sc.name`, sql`('SC-' || lpad(sc.number::text, 6, '0'))`],
  filters: (q) => [
    q.status ? sql`sc.status = ${q.status}` : undefined,
    q.storeId ? sql`sc.store_id = ${q.storeId}` : undefined,
    q.warehouseId ? sql`sc.warehouse_id = ${q.warehouseId}` : undefined,
    ...dateRange(sql`sc.created_at`, q.createdFrom, q.createdTo, q.timeZone),
  ],
  sorts: { createdAt: sql`sc.created_at`, name: sql`sc.name`, number: sql`sc.number` },
  defaultSort: '-createdAt',
  map: (r) => {
    const t = r.totals as Record<string, number | string>;
    return {
      _id: String(r.id),
      number: formatNumber(num(r.number)),
      name: String(r.name),
      status: r.status as TStockCountRow['status'],
      storeId: strOrNull(r.store_id),
      warehouseId: strOrNull(r.warehouse_id),
      locationName: String(r.location_name ?? ''),
      categoryId: strOrNull(r.category_id),
      categoryName: strOrNull(r.category_name),
      zeroUncounted: Boolean(r.zero_uncounted),
      createdByName: strOrNull(r.created_by_name),
      postedByName: strOrNull(r.posted_by_name),
      createdAt: iso(r.created_at),
      postedAt: r.posted_at ? iso(r.posted_at) : null,
      cancelledAt: r.cancelled_at ? iso(r.cancelled_at) : null,
      totals: {
        lines: num(t.lines),
        counted: num(t.counted),
        withDifference: num(t.withDifference),
        difference: num(t.difference),
        differenceValue: num(t.differenceValue),
      },
    };
  },
};

/** A count's lines: the counting sheet and, with their differences, the variance report. */
export const stockCountLinesList: ListSpec<TStockCountLinesQuery, TStockCountLine> = {
  from: sql`stock_count_lines l ${lineJoins}`,
  org: sql`l.organization_id`,
  id: sql`l.id`,
  select: sql`l.id, l.product_id, l.variation_id, p.name as product_name, v.attribute_combination,
    coalesce(v.sku, p.sku) as sku, l.expected, l.counted, l.counted_at,
    ${difference} as difference, ${unitCost}::text as unit_cost,
    round(${difference} * ${unitCost}, 2)::text as difference_value`,
  search: [sql`p.name`, sql`p.sku`, sql`v.sku`],
  filters: (q) => [
    sql`l.stock_count_id = ${q.stockCountId}`,
    q.state === 'counted' ? sql`l.counted is not null` : undefined,
    q.state === 'uncounted' ? sql`l.counted is null` : undefined,
    q.state === 'difference' ? sql`${difference} <> 0` : undefined,
  ],
  sorts: {
    productName: sql`p.name`,
    difference: sql`${difference}`,
    countedAt: sql`l.counted_at`,
  },
  defaultSort: 'productName',
  map: (r) => ({
    _id: String(r.id),
    productId: String(r.product_id),
    variationId: strOrNull(r.variation_id),
    productName: String(r.product_name),
    variationName: Array.isArray(r.attribute_combination)
      ? (r.attribute_combination as string[]).join(' / ')
      : null,
    sku: strOrNull(r.sku),
    expected: num(r.expected),
    counted: r.counted === null ? null : num(r.counted),
    countedAt: r.counted_at ? iso(r.counted_at) : null,
    difference: r.difference === null ? null : num(r.difference),
    unitCost: r.unit_cost === null ? null : num(r.unit_cost),
    differenceValue: r.difference_value === null ? null : num(r.difference_value),
  }),
};
