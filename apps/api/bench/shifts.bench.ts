/**
 * Closing a shift (target: a shift of 2,000 sales closes within 200 ms), against
 * PostgreSQL:
 *   npm run bench   (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres)
 * Seeds one organization with 100,000 past sales outside any shift, then, shift after shift,
 * opens a shift, gives it 2,000 sales (cash with change, card, split, UPI; set-based SQL) and two
 * cash movements, and times its close through the service: one transaction that closes the
 * shift, sums its sales, payments, returns and movements, and keeps the figures. Also times a
 * shift's live figures (what `GET /shifts/:id` and the X report read) and their statement alone.
 */
import { performance } from 'node:perf_hooks';
import { expectedCashCents } from '@pos/contracts/shifts';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../src/db/client.js';
import * as repo from '../src/modules/shifts/shifts.repository.js';
import {
  addCashMovement,
  closeShift,
  figuresOf,
  getShift,
  openShift,
} from '../src/modules/shifts/shifts.service.js';
import type { AppDeps, Caller } from '../src/plugins/types.js';
import {
  benchOwner,
  fail,
  ms,
  p50,
  p95,
  seedSalesHistory,
  time,
  withBenchDatabase,
} from './bench-kit.js';

const SALES_PER_SHIFT = 2_000;
const SHIFTS = Number(process.env.BENCH_SHIFTS ?? 21);
const HISTORY = Number(process.env.BENCH_SALES ?? 100_000);

/** Past sales in no shift: the table a shift's sales are found in. */
async function seedHistory(db: Db, owner: Caller) {
  const org = owner.organizationId;
  await seedSalesHistory(
    db,
    org,
    sql`insert into transactions (organization_id, id, store_id, user_id, status, payment_method,
      subtotal, tax_total, total_amount, transaction_date, amount_paid)
    select ${org}, gen_random_uuid(), (select id from stores where organization_id = ${org} and is_default),
      ${owner.userId}::uuid, 'Completed', (array['Cash','Card','UPI'])[1 + g % 3], 20, 0, 20,
      now() - ((g::float / ${HISTORY}) * interval '365 days'), 20
    from generate_series(1, ${HISTORY}) g`,
  );
}

/**
 * 2,000 sales of 22.00 (20.00 + 10 % VAT) in the shift, a quarter each: cash (a 50 note, 28.00
 * change), card, split (10.00 card + a 20 note, 8.00 change), UPI; every tenth with a 1.00
 * discount. Each with its payment rows, in one statement.
 */
async function seedShiftSales(db: Db, owner: Caller, shiftId: string) {
  const org = owner.organizationId;
  await seedSalesHistory(
    db,
    org,
    sql`with g as (select gen_random_uuid() as id, n from generate_series(1, ${SALES_PER_SHIFT}) n),
      sold as (
        insert into transactions (organization_id, id, store_id, user_id, status, payment_method,
          subtotal, discount_total, taxes, tax_total, total_amount, transaction_date, shift_id,
          amount_paid, change_given)
        select ${org}, g.id, (select store_id from shifts where organization_id = ${org} and id = ${shiftId}),
          ${owner.userId}::uuid, 'Completed', (array['Cash','Card','Split','UPI'])[1 + g.n % 4], 20,
          case when g.n % 10 = 0 then 1 else 0 end, '[{"name":"VAT","rate":10,"amount":2}]'::jsonb,
          2, 22, now(), ${shiftId}::uuid,
          (array[50, 22, 30, 22])[1 + g.n % 4], (array[28, 0, 8, 0])[1 + g.n % 4]
        from g returning id)
      insert into transaction_payments (organization_id, id, transaction_id, method, amount)
      select ${org}, gen_random_uuid(), g.id, v.method, v.amount
      from g join (values ('Cash', 50.00, 0), ('Card', 22.00, 1), ('Card', 10.00, 2),
        ('Cash', 20.00, 2), ('UPI', 22.00, 3)) v(method, amount, k) on v.k = g.n % 4`,
  );
}

/** What the close must find: 500 sales of each kind, the float and the movements. */
const EXPECTED = {
  salesCount: SALES_PER_SHIFT,
  salesAmount: SALES_PER_SHIFT * 22,
  cashTaken: (SALES_PER_SHIFT / 4) * (50 + 20),
  changeGiven: (SALES_PER_SHIFT / 4) * (28 + 8),
  expectedCash: 100 + (SALES_PER_SHIFT / 4) * (50 + 20 - 28 - 8) + 25 - 12.5,
};

async function shiftWithSales(deps: AppDeps, owner: Caller) {
  const { data: shift } = await openShift(deps, owner, { openingFloat: 100 });
  await seedShiftSales(deps.db, owner, shift._id);
  await addCashMovement(deps, owner, shift._id, { type: 'pay_in', amount: 25, reason: 'Coins' });
  await addCashMovement(deps, owner, shift._id, {
    type: 'pay_out',
    amount: 12.5,
    reason: 'Stamps',
  });
  return shift._id;
}

withBenchDatabase('shifts', async (db, _url, deps) => {
  const owner = await benchOwner(db, 'Bench Shifts');
  const t0 = performance.now();
  await seedHistory(db, owner);
  await db.execute(sql`vacuum analyze`);
  console.log(
    `seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s: ${HISTORY} past sales; ${SHIFTS} shifts of ${SALES_PER_SHIFT} sales follow\n`,
  );

  // Live figures of an open shift: the service's answer, and the figures statement alone.
  const open = await shiftWithSales(deps, owner);
  await db.execute(sql`analyze transactions, transaction_payments`);
  console.log(
    `${'open shift, 2,000 sales: GET /shifts/:id'.padEnd(48)} ${ms(await time(() => getShift(deps, owner, open)))}`,
  );
  console.log(
    `${'  its figures statement alone'.padEnd(48)} ${ms(await time(() => repo.shiftFigures(db, owner.organizationId, open)))}`,
  );
  const live = figuresOf(await repo.shiftFigures(db, owner.organizationId, open));
  if (expectedCashCents(100, live) / 100 !== EXPECTED.expectedCash) {
    throw new Error(`live figures: expected cash ${expectedCashCents(100, live) / 100}`);
  }
  await closeShift(deps, owner, open, { countedCash: 0 });

  const samples: number[] = [];
  for (let i = 0; i < SHIFTS; i++) {
    const id = await shiftWithSales(deps, owner);
    const start = performance.now();
    const { data } = await closeShift(deps, owner, id, { countedCash: EXPECTED.expectedCash });
    const took = performance.now() - start;
    // The first close warms the connection's plans up.
    if (i > 0) samples.push(took);
    const { figures } = data;
    for (const [key, value] of Object.entries(EXPECTED)) {
      const got = key === 'expectedCash' ? data.expectedCash : figures[key as keyof typeof figures];
      if (got !== value) throw new Error(`close ${i}: ${key} ${String(got)}, expected ${value}`);
    }
    if (data.difference !== 0) throw new Error(`close ${i}: difference ${data.difference}`);
  }
  const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from transactions where organization_id = ${owner.organizationId}`,
  );
  console.log(
    `${`close a shift of 2,000 sales (${samples.length} closes)`.padEnd(48)} p50 ${p50(samples).toFixed(2)} ms (p95 ${p95(samples).toFixed(2)}); ${n} sales in the table`,
  );
}).catch(fail);
