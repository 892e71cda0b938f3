import type { TStoreWiseStockRow } from '@pos/contracts/inventory';
import { sql } from 'drizzle-orm';
import type { ListSpec } from '../../lib/list-query.js';
import { num, strOrNull } from '../../lib/sql-values.js';
import { productsList, type TProductsQuery } from '../catalog/products.list.js';

type StoreStock = { storeId: string; storeName: string; stock: number };

/** The products list (same search, filters, sorts) with each product's stock per store. */
export const storeWiseStockList: ListSpec<TProductsQuery, TStoreWiseStockRow> = {
  ...productsList,
  select: sql`p.id, p.name, p.sku, p.price::text as price,
    coalesce((select json_agg(json_build_object('storeId', st.id, 'storeName', st.name, 'stock', x.stock)
                              order by st.is_default desc, st.name)
       from (select s.store_id, sum(s.quantity)::float8 as stock from stock_levels s
             where s.organization_id = p.organization_id and s.product_id = p.id and s.store_id is not null
             group by s.store_id) x
       join stores st on st.organization_id = p.organization_id and st.id = x.store_id), '[]') as stores,
    (select coalesce(sum(s.quantity), 0)::float8 from stock_levels s where s.organization_id = p.organization_id
       and s.product_id = p.id and s.warehouse_id is not null) as warehouse_stock,
    (select coalesce(sum(s.quantity), 0)::float8 from stock_levels s where s.organization_id = p.organization_id
       and s.product_id = p.id) as total_stock`,
  map: (r) => ({
    _id: String(r.id),
    name: String(r.name),
    sku: strOrNull(r.sku),
    price: num(r.price),
    stores: ((r.stores as StoreStock[]) ?? []).map((s) => ({ ...s, stock: Number(s.stock) })),
    warehouseStock: num(r.warehouse_stock),
    totalStock: num(r.total_stock),
  }),
};
