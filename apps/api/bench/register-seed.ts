/**
 * The catalogue the register benches load: 100,000 products (a third with three
 * variations, a fifth with a primary image), their stock at the default store and at another,
 * 50,000 customers — and 100 changes of mixed kinds for a delta sync.
 */
import { ZCustomerBody } from '@pos/contracts/customers';
import { ZAddByBarcodeBody } from '@pos/contracts/inventory';
import { ZProductBody } from '@pos/contracts/products';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../src/db/client.js';
import { createProduct, deleteProduct } from '../src/modules/catalog/products.service.js';
import { createCustomer, updateCustomer } from '../src/modules/customers/customers.service.js';
import { addByBarcode } from '../src/modules/inventory/inventory.service.js';
import type { AppDeps, Caller } from '../src/plugins/types.js';

export const N_PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
export const N_CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 50_000);
/** Seeded products without stock levels, deleted (hard) among the 100 changes. */
const N_DELETABLE = 10;

export async function seedRegisterCatalogue(db: Db, owner: Pick<Caller, 'organizationId'>) {
  const org = owner.organizationId;
  await db.execute(sql`insert into stores (organization_id, id, name)
    values (${org}, gen_random_uuid(), 'Branch')`);
  await db.execute(sql`insert into categories (organization_id, id, name)
    select ${org}, gen_random_uuid(), 'Category ' || i from generate_series(1, 25) i`);
  // Changed over the last day: a catalogue that exists before the register first loads it.
  await db.execute(sql`insert into products (organization_id, id, name, sku, price, category_id,
      created_at, updated_at)
    select ${org}, gen_random_uuid(),
      (array['Linen','Wool','Cotton','Silk','Denim'])[1 + i % 5] || ' ' ||
      (array['shirt','scarf','jacket','sock','cap','dress'])[1 + i % 6] || ' ' || i,
      'R' || i, 5 + (i % 50) + 0.99,
      (select id from categories where organization_id = ${org} order by name offset i % 25 limit 1),
      now() - interval '1 day', now() - interval '1 day' + make_interval(secs => i * 0.5)
    from generate_series(1, ${N_PRODUCTS}) i`);
  // A third come in three sizes, each with its own SKU ("R3-M").
  await db.execute(sql`insert into product_variations (organization_id, id, product_id,
      attribute_combination, price, sku, position)
    select p.organization_id, gen_random_uuid(), p.id, jsonb_build_array(z.size, 'Blue'),
      p.price + z.n, p.sku || '-' || z.size, z.n
    from products p cross join unnest(array['S','M','L']) with ordinality as z(size, n)
    where p.organization_id = ${org} and substr(p.sku, 2)::int % 3 = 0
      and substr(p.sku, 2)::int <= ${N_PRODUCTS - N_DELETABLE}`);
  await db.execute(sql`insert into product_images (organization_id, id, product_id, url, name, is_primary)
    select p.organization_id, gen_random_uuid(), p.id,
      '/uploads/' || p.organization_id || '/' || md5(p.id::text) || '.png', 'front.png', true
    from products p where p.organization_id = ${org} and substr(p.sku, 2)::int % 5 = 0`);
  // Each product's own level and each variation's, at both stores (the last few products have
  // none: they are deleted below, as a product without stock history is).
  await db.execute(sql`insert into stock_levels (organization_id, id, product_id, variation_id,
      store_id, quantity, updated_at)
    select ${org}, gen_random_uuid(), i.product_id, i.variation_id, s.id,
      abs(hashtext(i.product_id::text || coalesce(i.variation_id::text, '') || s.name)) % 100,
      now() - interval '1 day'
    from (select id as product_id, null::uuid as variation_id from products
            where organization_id = ${org} and substr(sku, 2)::int <= ${N_PRODUCTS - N_DELETABLE}
          union all select product_id, id from product_variations where organization_id = ${org}) i
    cross join stores s where s.organization_id = ${org}`);
  await db.execute(sql`insert into customers (organization_id, id, name, email, phone, created_at, updated_at)
    select ${org}, gen_random_uuid(), 'Customer ' || i, 'c' || i || '@example.com',
      '+91 98' || lpad(i::text, 8, '0'), now() - interval '2 days',
      now() - interval '2 days' + make_interval(secs => i)
    from generate_series(1, ${N_CUSTOMERS}) i`);
  await db.execute(sql`vacuum analyze`);
}

/** 100 changes of mixed kinds, through the services where a register's data changes. */
export async function hundredChanges(deps: AppDeps, owner: Caller) {
  const org = owner.organizationId;
  const db = deps.db;
  // 20 new products, each with a variation.
  for (let i = 0; i < 20; i++) {
    await createProduct(
      deps,
      owner,
      ZProductBody.parse({
        name: `New ${i}`,
        price: 10 + i,
        stock: 5,
        sku: `NEW-${i}`,
        configurableAttributes: [{ name: 'Size', values: ['M'] }],
        variations: [{ attributeCombination: ['M'], price: 11 + i, stock: 2, sku: `NEW-${i}-M` }],
      }),
    );
  }
  // 20 price changes, as a bulk upload's update writes them.
  await db.execute(sql`update products set price = price + 1, updated_at = now()
    where organization_id = ${org} and sku = any(${`{${Array.from({ length: 20 }, (_, i) => `R${i * 997 + 1}`).join(',')}}`}::text[])`);
  // 20 stock movements by barcode at the default store.
  for (let i = 0; i < 20; i++) {
    await addByBarcode(
      deps,
      owner,
      ZAddByBarcodeBody.parse({ barcode: `R${i * 1013 + 2}`, quantity: 3, type: 'purchase' }),
    );
  }
  // 10 variations deactivated (their products move by the trigger).
  await db.execute(sql`update product_variations set is_active = false
    where organization_id = ${org} and sku = any(${`{${Array.from({ length: 10 }, (_, i) => `R${(i + 1) * 3000}-S`).join(',')}}`}::text[])`);
  // 10 products deleted (no stock history: hard deletes, tombstones).
  const deletable = await queryRows<{ id: string }>(
    db,
    sql`select id from products where organization_id = ${org}
        and substr(sku, 2)::int > ${N_PRODUCTS - N_DELETABLE} and sku like 'R%'`,
  );
  for (const p of deletable) await deleteProduct(deps, owner, p.id);
  // 10 customers added, 10 edited.
  for (let i = 0; i < 10; i++) {
    await createCustomer(deps, owner, ZCustomerBody.parse({ name: `Walk-in ${i}` }));
  }
  const edited = await queryRows<{ id: string }>(
    db,
    sql`select id from customers where organization_id = ${org} and name like 'Customer %' limit 10`,
  );
  for (const c of edited) {
    await updateCustomer(deps, owner, c.id, ZCustomerBody.parse({ name: 'Edited customer' }));
  }
  return 20 + 20 + 20 + 10 + deletable.length + 10 + edited.length;
}
