/**
 * The shop's money rules for the sales benches (docs/DESIGN.md, "Money", "Promotions"): switched
 * by SQL on a seeded organization whose products are "P1" … "P<n>".
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';

/** GST 18 % on the default class, and a Reduced class (GST 5 %) for `moneyRules` to use. */
export async function useTaxClasses(db: Db, org: string) {
  await db.execute(sql`update tax_classes set taxes = '[{"id":"gst","name":"GST","rate":18}]'
    where organization_id = ${org} and is_default`);
  await db.execute(sql`insert into tax_classes (organization_id, id, name, taxes)
    values (${org}, gen_random_uuid(), 'Reduced', '[{"id":"gst5","name":"GST","rate":5}]')`);
}

/**
 * The shop's money rules on (a Reduced class on every other product, prices including tax, cash
 * rounding to 0.05) or off (one class, taxes added, no rounding); the taxes stay GST 18 %.
 */
export async function moneyRules(db: Db, org: string, on: boolean) {
  await db.execute(sql`update general_settings set prices_include_tax = ${on},
      cash_rounding_increment = ${on ? '0.05' : '0'} where organization_id = ${org}`);
  await db.execute(sql`update products p set tax_class_id = case when ${on} and p.sku like '%0' then
      (select id from tax_classes where organization_id = ${org} and name = 'Reduced') end
    where p.organization_id = ${org}`);
}

/**
 * Three automatic promotions on (docs/DESIGN.md, "Promotions"), each naming a tenth of the
 * catalogue by product — 10 % off, buy 1 get 1 half price, 3 for the price of 2 — or none.
 */
export async function promotionsOn(db: Db, org: string, on: boolean) {
  await db.execute(sql`delete from promotions where organization_id = ${org}`);
  if (!on) return;
  const ids = (digit: number) =>
    sql`(select array_agg(id) from products where organization_id = ${org} and sku like ${`%${digit}`})`;
  await db.execute(sql`insert into promotions (organization_id, id, name, kind, product_ids, percent)
    values (${org}, gen_random_uuid(), '10 % off', 'percent_off', ${ids(1)}, 10)`);
  await db.execute(sql`insert into promotions (organization_id, id, name, kind, product_ids,
      buy_quantity, get_quantity, get_percent)
    values (${org}, gen_random_uuid(), 'Second half price', 'buy_x_get_y', ${ids(2)}, 1, 1, 50)`);
  await db.execute(sql`insert into promotions (organization_id, id, name, kind, product_ids,
      bundle_quantity, bundle_price)
    values (${org}, gen_random_uuid(), '3 for 2', 'multibuy', ${ids(3)}, 3, 2)`);
}
