import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { hasSqlState } from '../../lib/errors.js';
import { expectStockAddsUp } from '../../test/invariants.js';
import { someoneWaits } from '../../test/lock-waits.js';
import { SHOP_SETTINGS } from '../../test/shop-settings.js';
import { onPostgres, signUp, usePostgresApp } from '../../test/test-app.js';

/**
 * Document numbers under load (PostgreSQL only: PGlite has one connection). A sale takes its
 * number as the last thing its statement does, so the organization's sale-number row is held
 * only from there to the commit; a return takes its own series' row. Every number is given once
 * and none is skipped, and sales and returns of the same items never deadlock.
 */
const t = usePostgresApp();

type Owner = Awaited<ReturnType<typeof signUp>>;

async function product(owner: Owner, name: string, stock: number) {
  const made = await t.as(owner).post('products', {
    name,
    price: 4,
    stock,
    sku: `DN-${name}-${Math.random().toString(36).slice(2, 8)}`,
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json().data._id as string;
}

async function allowNegativeStock(owner: Owner, allow: boolean) {
  const saved = await t.as(owner).put('settings/general', {
    ...SHOP_SETTINGS,
    allowNegativeStock: allow,
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

/** Whether another transaction holds the rows `select` names (FOR UPDATE NOWAIT is refused). */
async function heldElsewhere(select: SQL) {
  try {
    await t.db.execute(sql`${select} for update nowait`);
    return false;
  } catch (err) {
    if (hasSqlState(err, '55P03')) return true;
    throw err;
  }
}

describe.skipIf(!onPostgres)('document numbers on PostgreSQL', () => {
  for (const negative of [false, true]) {
    it(`a sale waiting for its number already holds its stock level (negative stock ${negative ? 'allowed' : 'refused'})`, async () => {
      const owner = await signUp(t);
      const org = owner.user.organizationId;
      await allowNegativeStock(owner, negative);
      const productId = await product(owner, 'Probe', 50);
      const sell = () =>
        t.as(owner).post('transactions', {
          items: [{ productId, quantity: 1 }],
          paymentMethod: 'Cash',
        });
      expect((await sell()).json().data.documentNumber).toBe('000001');

      let waiting: ReturnType<typeof sell> | undefined;
      const held = await t.db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from document_counters
          where organization_id = ${org} and series = 'sale' for update`);
        waiting = sell();
        await someoneWaits(t.db);
        return heldElsewhere(sql`select 1 from stock_levels
          where organization_id = ${org} and product_id = ${productId}`);
      });
      expect(held).toBe(true);
      const res = await (waiting as ReturnType<typeof sell>);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.documentNumber).toBe('000002');
    });
  }

  it('sales and returns of the same items at once: none deadlocks, numbers unique and gapless', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    await allowNegativeStock(owner, true);
    const ids = [
      await product(owner, 'A', 100),
      await product(owner, 'B', 100),
      await product(owner, 'C', 100),
    ];
    // Lines in every order of the three products, so that the writers meet crosswise.
    const orders = [
      [0, 1, 2],
      [2, 1, 0],
      [1, 2, 0],
      [0, 2, 1],
    ];
    const sell = (i: number) =>
      t.as(owner).post('transactions', {
        items: (orders[i % orders.length] ?? []).map((k) => ({
          productId: ids[k],
          quantity: 1 + (k % 2),
        })),
        paymentMethod: 'Card',
      });
    const sold = [];
    for (let i = 0; i < 12; i++) sold.push((await sell(i)).json().data);

    const answers = await Promise.all([
      ...sold.map((s, i) =>
        i % 3 === 0
          ? t.as(owner).post(`transactions/${s._id}/refund`)
          : t.as(owner).post(`transactions/${s._id}/returns`, {
              items: [{ itemId: s.items[i % 3]._id, quantity: 1 }],
            }),
      ),
      ...Array.from({ length: 24 }, (_, i) => sell(i)),
    ]);
    for (const r of answers) expect([200, 201], r.body).toContain(r.statusCode);

    const [numbers] = await queryRows<{ sales: number[]; returns: number[] }>(
      t.db,
      sql`select (select array_agg(document_number order by document_number) from transactions
                  where organization_id = ${org}) as sales,
                 (select array_agg(document_number order by document_number) from sale_returns
                  where organization_id = ${org}) as returns`,
    );
    const upTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
    expect(numbers?.sales).toEqual(upTo(36));
    expect(numbers?.returns).toEqual(upTo(12));
    const made = answers.slice(12).map((r) => Number(r.json().data.documentNumber));
    expect(made.sort((a, b) => a - b)).toEqual(upTo(36).slice(12));

    // The best sellers (the rollups, folded as they are read) count what was sold less what
    // came back.
    const kept = await queryRows<{ productName: string; totalQuantity: number }>(
      t.db,
      sql`select p.name as "productName", sum(i.quantity - i.returned_quantity)::int as "totalQuantity"
          from transaction_items i
          join products p on p.organization_id = i.organization_id and p.id = i.product_id
          where i.organization_id = ${org}
          group by p.name having sum(i.quantity - i.returned_quantity) > 0 order by p.name`,
    );
    const top = (await t.as(owner).get('reports/top-products?limit=50')).json() as {
      productName: string;
    }[];
    expect(kept.length).toBeGreaterThan(0);
    expect(top.sort((a, b) => a.productName.localeCompare(b.productName))).toEqual(kept);
    await expectStockAddsUp(t, org, { allowNegative: true });
  });
});
