/**
 * The cost of paying from stored value (docs/DESIGN.md, "Stored value"), sale by sale, against
 * PostgreSQL:
 *   npm run bench:stored-value   (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres)
 * One organization with 10,000 products and stock, and 2,000 gift cards. The same sale of five
 * lines is made paid in cash, and paid 5.00 by a gift card and the rest in cash (the card found
 * by its code's hash, the seller's wrong-code counters read, a ledger row written in the sale's
 * statement), alternated call by call (which goes first alternates too): the ratio of each pair
 * is the figure. Then 32 clients selling each way, each sale on the next card: a round is four
 * phases of 1,000 sales, one way, the other twice, the first again (a drift of the machine's
 * speed over the round weighs on both ways alike), each way's rate its 2,000 sales over its two
 * phases' time. BENCH_PAIRS sets the pairs (2,000), BENCH_ROUNDS the rounds (7: their median
 * ratio is the figure, a round's own swinging with the machine).
 */
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client.js';
import { createSale } from '../src/modules/sales/checkout.service.js';
import type { AppDeps } from '../src/plugins/types.js';
import {
  asAutovacuumWould,
  benchOwner,
  fail,
  seedOpeningStock,
  throughput,
  withBenchDatabase,
} from './bench-kit.js';
import { p50, p95 } from './quantiles.js';

const N_PRODUCTS = 10_000;
const N_CARDS = 2_000;
const PAIRS = Number(process.env.BENCH_PAIRS ?? 2000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const CLIENTS = 32;
/** The sales of one throughput phase. */
const PHASE = 1000;

/** The sales between two visits of `asAutovacuumWould`. */
const SALES_PER_VACUUM = 500;

withBenchDatabase('stored_value_ab', async (db, _url, deps: AppDeps) => {
  const owner = await benchOwner(db, 'Bench Gift Cards');
  const org = owner.organizationId;
  await db.execute(sql`insert into products (organization_id, id, name, sku, price)
    select ${org}, gen_random_uuid(), 'Product ' || i, 'P' || i, 10 + (i % 90)
    from generate_series(1, ${N_PRODUCTS}) i`);
  await seedOpeningStock(db, org, 1_000_000);
  // The cards as issuing them writes them: the account with its code's hash, then its `issue`
  // row (whose trigger fills the balance). Code i is "BENCHCARD<i>".
  await db.execute(sql`insert into stored_value_accounts (organization_id, id, kind, code_hash,
      code_last4, issued_by)
    select ${org}, gen_random_uuid(), 'gift_card',
      encode(sha256(convert_to('BENCHCARD' || i, 'UTF8')), 'hex'), right('BENCHCARD' || i, 4),
      ${owner.userId}
    from generate_series(1, ${N_CARDS}) i`);
  await db.execute(sql`insert into stored_value_entries (organization_id, id, account_id, kind,
      amount, user_id)
    select organization_id, gen_random_uuid(), id, 'issue', 1000000, ${owner.userId}
    from stored_value_accounts where organization_id = ${org} and kind = 'gift_card'`);
  await db.execute(
    sql`update subscriptions set total_credits = 10000000, remaining_credits = 10000000`,
  );
  await db.execute(sql`update general_settings set require_open_shift = false`);
  await db.execute(sql`vacuum analyze`);
  const [products] = await queryRows<{ ids: string[] }>(
    db,
    sql`select array_agg(id order by (substring(sku from 2))::int) as ids from products
        where organization_id = ${org}`,
  );
  const ids = products?.ids ?? [];

  let n = 0;
  /** The same five lines by catalogue position; in cash, or 5.00 by gift card and cash. */
  const sale = (at: number, byCard: boolean) =>
    createSale(
      deps,
      owner,
      {
        items: [0, 1, 2, 3, 4].map((k) => ({
          productId: ids[(at * 5 + k) % ids.length] as string,
          quantity: 1 + (k % 2),
        })),
        ...(byCard
          ? {
              payments: [
                { method: 'GiftCard' as const, amount: 5, code: `BENCHCARD${1 + (at % N_CARDS)}` },
                // More than the rest: the change comes back, as a cash rest is paid.
                { method: 'Cash' as const, amount: 1000 },
              ],
            }
          : { paymentMethod: 'Cash' as const }),
      },
      randomUUID(),
    );
  const timed = async (at: number, byCard: boolean) => {
    const t0 = performance.now();
    await sale(at, byCard);
    return performance.now() - t0;
  };
  for (let i = 0; i < 100; i++) {
    await sale(i, false);
    await sale(i, true);
  }
  const cash: number[] = [];
  const card: number[] = [];
  const ratios: number[] = [];
  for (let i = 0; i < PAIRS; i++) {
    if (i % (SALES_PER_VACUUM / 2) === 0) await asAutovacuumWould(db);
    n += 1;
    const first = i % 2 === 0;
    const a = first ? await timed(n, false) : 0;
    const b = await timed(n, true);
    const a2 = first ? a : await timed(n, false);
    cash.push(a2);
    card.push(b);
    ratios.push(b / a2);
  }
  console.log(
    `${PAIRS} pairs, load average ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  );
  console.log(
    `cash sale (5 lines)            p50 ${p50(cash).toFixed(2)} ms (p95 ${p95(cash).toFixed(2)})`,
  );
  console.log(
    `gift card 5.00 + cash          p50 ${p50(card).toFixed(2)} ms (p95 ${p95(card).toFixed(2)})`,
  );
  console.log(
    `ratio of the p50s ${(p50(card) / p50(cash)).toFixed(3)}; median of the pairs' ratios ${p50(ratios).toFixed(3)}`,
  );
  const roundRatios: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const order = round % 2 === 1 ? [false, true, true, false] : [true, false, false, true];
    const seconds = new Map<boolean, number>();
    for (const byCard of order) {
      for (let done = 0; done < PHASE; done += SALES_PER_VACUUM) {
        await asAutovacuumWould(db);
        const r = await throughput(CLIENTS, SALES_PER_VACUUM, () => sale(++n, byCard));
        seconds.set(byCard, (seconds.get(byCard) ?? 0) + SALES_PER_VACUUM / r.perSecond);
      }
    }
    const pa = (2 * PHASE) / (seconds.get(false) ?? 1);
    const pb = (2 * PHASE) / (seconds.get(true) ?? 1);
    roundRatios.push(pb / pa);
    console.log(
      `round ${round}: ${CLIENTS} clients, cash ${pa.toFixed(0)} sales/s, gift card + cash ${pb.toFixed(0)} sales/s, ratio ${(pb / pa).toFixed(2)}`,
    );
  }
  console.log(`median of the rounds' ratios ${p50(roundRatios).toFixed(2)}`);
  const [ledger] = await queryRows<{ off: number }>(
    db,
    sql`select count(*)::int as off from stored_value_accounts a
        where a.organization_id = ${org} and a.balance <> (select coalesce(sum(e.amount), 0)
          from stored_value_entries e where e.organization_id = a.organization_id and e.account_id = a.id)`,
  );
  if (ledger?.off) throw new Error(`${ledger.off} balances differ from their ledgers`);
  console.log('every card balance equals the sum of its ledger rows');
}).catch(fail);
