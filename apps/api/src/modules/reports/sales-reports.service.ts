import { word } from '@pos/contracts/message-catalog';
import { addDays, monthStart, previousPeriod } from '@pos/contracts/report-periods';
import { isMoneyTender, PAYMENT_METHODS, type PaymentMethod } from '@pos/contracts/sales';
import type {
  ReportGrouping,
  SalesReportAnswer,
  SalesReportName,
  TByCategoryRow,
  TByHourCell,
  TByProductRow,
  TReportMeta,
  TSalesOverTimeRow,
  TSalesReportQuery,
  TSummaryFigure,
} from '@pos/contracts/sales-reports';
import type { Executor } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import type { AppDeps, Caller } from '../../plugins/types.js';
import { rollupView } from '../rollups/rollups.service.js';
import { todayIn } from './report-days.js';
import * as repo from './sales-reports.repository.js';
import { giftCardsSold, storedValueReport } from './stored-value-report.service.js';

/*
 * The sales reports from the rollups (ARCHITECTURE, "Report rollups"): every figure net of
 * returns on the day of the return, days in the zone the rollups are in (the organization's).
 */

const money = (cents: string | number) => Number(cents) / 100;
const costMoney = (tenThousandths: string | number) =>
  Math.round(Number(tenThousandths) / 100) / 100;
const ratio = (a: number, b: number) => (b === 0 ? 0 : Math.round((a / b) * 100) / 100);
const percent = (a: number, b: number) => (b === 0 ? null : Math.round((a / b) * 1000) / 10);

interface Prepared {
  /** Where the report reads, once the rollups are folded (docs/DESIGN.md, "Reports off the primary"). */
  db: Executor;
  scope: repo.ReportScope;
  meta: TReportMeta;
  q: TSalesReportQuery;
}

/** Each money tender's figure, a whole phrase for the catalogs. */
const COLLECTED_BY: Record<PaymentMethod, string> = {
  Cash: 'Collected by cash',
  Card: 'Collected by card',
  UPI: 'Collected by UPI',
};

/** The range (the last 30 days without one), the store checked, the rollups' generation. */
async function prepare(deps: AppDeps, caller: Caller, q: TSalesReportQuery): Promise<Prepared> {
  const org = caller.organizationId;
  const [view, storeFound] = await Promise.all([
    rollupView(deps, org),
    q.storeId ? repo.storeExists(deps.db, org, q.storeId) : true,
  ]);
  if (!storeFound) throw notFound('Store not found');
  const to = q.to ?? (q.from && q.from > todayIn(view.timeZone) ? q.from : todayIn(view.timeZone));
  const from = q.from ?? addDays(to, -29);
  const storeId = q.storeId ?? null;
  return {
    db: await deps.reads.current(),
    scope: { org, generation: view.generation, from, to, storeId },
    meta: { from, to, storeId, timeZone: view.timeZone, recalculating: view.recalculating },
    q,
  };
}

function salesFigures(r: repo.SalesSums) {
  return {
    sales: Number(r.sales),
    units: Number(r.units),
    grossSales: money(r.gross),
    discounts: money(r.discounts),
    returns: money(r.returns),
    netSales: money(r.net),
    taxes: money(r.taxes),
    rounding: money(r.rounding),
  };
}

function marginFigures(r: repo.MarginSums) {
  const costedNetSales = money(r.costed_net);
  const cost = costMoney(r.cost);
  // Sold at a known cost, or nothing left at all (sold and given back): a margin of 0, not unknown.
  const costed =
    Number(r.costed_net) !== 0 ||
    Number(r.cost) !== 0 ||
    (Number(r.units) === 0 && Number(r.net) === 0);
  const margin = costed ? Math.round((costedNetSales - cost) * 100) / 100 : null;
  return {
    units: Number(r.units),
    netSales: money(r.net),
    costedNetSales,
    cost,
    margin,
    marginPercent: margin === null ? null : percent(margin, costedNetSales),
  };
}

async function summaryOf(db: Executor, scope: repo.ReportScope, timeZone: string) {
  const [totals, payments, cards] = await Promise.all([
    repo.salesTotals(db, scope),
    repo.paymentTotals(db, scope),
    giftCardsSold(db, { ...scope, tz: timeZone }),
  ]);
  const f = salesFigures(totals);
  const paid = new Map(payments.map((p) => [p.method, money(p.amount)]));
  // Money only: an exchange's credit and stored value paid for goods, but brought no money in.
  const collected = payments
    .filter((p) => isMoneyTender(p.method))
    .reduce((a, p) => a + Number(p.amount), 0);
  return [
    { key: 'grossSales', label: 'Gross sales', kind: 'money', value: f.grossSales },
    { key: 'discounts', label: word('Discounts'), kind: 'money', value: f.discounts },
    { key: 'returns', label: word('Returns'), kind: 'money', value: f.returns },
    { key: 'netSales', label: 'Net sales', kind: 'money', value: f.netSales },
    { key: 'taxes', label: word('Taxes'), kind: 'money', value: f.taxes },
    // Net sales + taxes + rounding is what the sales came to (docs/DESIGN.md, "Money").
    { key: 'rounding', label: 'Cash rounding', kind: 'money', value: f.rounding },
    // Paid for with the sales but not revenue until redeemed (docs/DESIGN.md, "Stored value"):
    // in Total collected, never in net sales.
    { key: 'giftCardsSold', label: 'Gift cards sold', kind: 'money', value: cards },
    { key: 'totalCollected', label: 'Total collected', kind: 'money', value: money(collected) },
    ...PAYMENT_METHODS.map((m) => ({
      key: `collected${m}`,
      label: COLLECTED_BY[m],
      kind: 'money' as const,
      value: paid.get(m) ?? 0,
    })),
    { key: 'sales', label: 'Number of sales', kind: 'count', value: f.sales },
    { key: 'averageSale', label: 'Average sale', kind: 'money', value: ratio(f.netSales, f.sales) },
    { key: 'unitsPerSale', label: 'Units per sale', kind: 'ratio', value: ratio(f.units, f.sales) },
  ] as const;
}

/**
 * Today's sales in the organization's zone, as the sales summary of today shows them (the
 * dashboard's figures): net sales, number of sales, average sale.
 */
export async function salesToday(deps: AppDeps, org: string) {
  const view = await rollupView(deps, org);
  const today = todayIn(view.timeZone);
  const scope = { org, generation: view.generation, from: today, to: today, storeId: null };
  const f = salesFigures(await repo.salesTotals(await deps.reads.current(), scope));
  return {
    date: today,
    timeZone: view.timeZone,
    netSales: f.netSales,
    sales: f.sales,
    averageSale: ratio(f.netSales, f.sales),
  };
}

/** The periods of a range: every day, Monday or first of the month, empty ones included. */
function periodsOf(from: string, to: string, groupBy: ReportGrouping) {
  const start =
    groupBy === 'month'
      ? monthStart(from)
      : groupBy === 'week'
        ? addDays(from, -((new Date(`${from}T00:00:00Z`).getUTCDay() + 6) % 7))
        : from;
  const out: string[] = [];
  for (let p = start; p <= to; ) {
    out.push(p);
    if (groupBy === 'day') p = addDays(p, 1);
    else if (groupBy === 'week') p = addDays(p, 7);
    else p = monthStart(p, 1);
  }
  return out;
}

const productRow = (r: repo.ProductSums): TByProductRow => ({
  productId: r.product_id,
  variationId: r.variation_id,
  product: r.product ?? 'Deleted products',
  variation: r.variation,
  sku: r.sku,
  category: r.product_id === null ? '—' : (r.category ?? 'Uncategorized'),
  ...marginFigures(r),
});

const categoryRow = (
  r: repo.MarginSums & { category_id: string | null; category: string | null },
): TByCategoryRow => ({
  categoryId: r.category_id,
  category: r.category ?? 'Uncategorized',
  ...marginFigures(r),
});

type Answers = { [N in SalesReportName]: SalesReportAnswer<N> };
type Builders = {
  [N in SalesReportName]: (p: Prepared, all: boolean) => Promise<Answers[N]>;
};

/** Each report, from the prepared range. `all`: every row (the CSV), not the screen's top N. */
const BUILDERS: Builders = {
  async 'sales-summary'({ db, scope, meta }) {
    const prev = previousPeriod({ from: scope.from, to: scope.to });
    const [now, before] = await Promise.all([
      summaryOf(db, scope, meta.timeZone),
      summaryOf(db, { ...scope, ...prev }, meta.timeZone),
    ]);
    const data: TSummaryFigure[] = now.map((f, i) => {
      const previous = before[i]?.value ?? 0;
      return {
        ...f,
        previous,
        changePercent: previous === 0 ? null : Math.round((f.value / previous - 1) * 1000) / 10,
      };
    });
    return { ...meta, data, previousFrom: prev.from, previousTo: prev.to };
  },
  async 'sales-over-time'({ db, scope, meta, q }) {
    const rows = await repo.salesOverTime(db, scope, q.groupBy);
    const at = new Map(rows.map((r) => [r.period, salesFigures(r)]));
    const zero = salesFigures({
      sales: '0',
      units: '0',
      gross: '0',
      discounts: '0',
      rounding: '0',
      returns: '0',
      net: '0',
      taxes: '0',
    });
    const data: TSalesOverTimeRow[] = periodsOf(scope.from, scope.to, q.groupBy).map((period) => ({
      period,
      ...(at.get(period) ?? zero),
    }));
    return { ...meta, groupBy: q.groupBy, data };
  },
  async 'by-hour'({ db, scope, meta }) {
    const rows = await repo.byHour(db, scope);
    const at = new Map(rows.map((r) => [`${r.weekday}:${r.hour}`, r]));
    const data: TByHourCell[] = [];
    for (let weekday = 1; weekday <= 7; weekday++) {
      for (let hour = 0; hour < 24; hour++) {
        const r = at.get(`${weekday}:${hour}`);
        data.push({ weekday, hour, sales: Number(r?.sales ?? 0), netSales: money(r?.net ?? 0) });
      }
    }
    return { ...meta, data };
  },
  async 'by-category'({ db, scope, meta }) {
    const src = await repo.rangeSource(db, scope, 'rollup_products');
    return { ...meta, data: (await repo.byCategory(db, scope, src)).map(categoryRow) };
  },
  async 'by-product'({ db, scope, meta, q }, all) {
    const src = await repo.rangeSource(db, scope, 'rollup_products');
    const rows = await repo.byProduct(db, scope, src, all ? null : q);
    return { ...meta, total: Number(rows[0]?.total ?? 0), data: rows.map(productRow) };
  },
  async 'by-cashier'({ db, scope, meta }) {
    const rows = await repo.salesBy(db, scope, 'cashier');
    const data = rows.map((r) => {
      const f = salesFigures(r);
      return {
        userId: r.id,
        cashier: r.name ?? 'Deleted user',
        ...f,
        averageSale: ratio(f.netSales, f.sales),
      };
    });
    return { ...meta, data };
  },
  async 'by-customer'({ db, scope, meta, q }, all) {
    const src = await repo.rangeSource(db, scope, 'rollup_customers');
    const rows = await repo.byCustomer(db, scope, src, all ? null : q);
    const data = rows.map((r) => ({
      customerId: r.customer_id,
      customer: r.name ?? 'Deleted customer',
      email: r.email,
      phone: r.phone,
      visits: Number(r.visits),
      units: Number(r.units),
      netSales: money(r.net),
      spend: money(r.spend),
    }));
    return { ...meta, total: Number(rows[0]?.total ?? 0), data };
  },
  async 'by-store'({ db, scope, meta }) {
    const rows = await repo.salesBy(db, scope, 'store');
    const data = rows.map((r) => {
      const f = salesFigures(r);
      return {
        storeId: r.id,
        store: r.name ?? 'Deleted store',
        ...f,
        averageSale: ratio(f.netSales, f.sales),
      };
    });
    return { ...meta, data };
  },
  async taxes({ db, scope, meta, q }) {
    const rows = await repo.taxes(db, scope, q.groupBy);
    const data = rows.map((r) => ({
      period: r.period,
      name: r.name,
      rate: Number(r.rate),
      taxableSales: money(r.base),
      collected: money(r.collected),
      returned: money(r.returned),
      net: money(Number(r.collected) - Number(r.returned)),
    }));
    return { ...meta, groupBy: q.groupBy, data };
  },
  async margin({ db, scope, meta, q }, all) {
    const src = await repo.rangeSource(db, scope, 'rollup_products');
    const { products, categories } = await repo.margins(db, scope, src, all ? null : q);
    const sum = (k: keyof repo.MarginSums) =>
      String(categories.reduce((a, c) => a + Number(c[k]), 0));
    const totals = marginFigures({
      units: sum('units'),
      net: sum('net'),
      costed_net: sum('costed_net'),
      cost: sum('cost'),
    });
    return {
      ...meta,
      total: Number(products[0]?.total ?? 0),
      data: products.map(productRow),
      categories: categories.map(categoryRow),
      totals,
    };
  },
  'stored-value'({ db, scope, meta }) {
    return storedValueReport(db, meta, scope.org);
  },
};

/** `GET /reports/<name>`; `all`: every row (its CSV) rather than the screen's top or bottom N. */
export async function salesReport<N extends SalesReportName>(
  deps: AppDeps,
  caller: Caller,
  name: N,
  q: TSalesReportQuery,
  all = false,
): Promise<Answers[N]> {
  const build = BUILDERS[name] as Builders[N];
  return build(await prepare(deps, caller, q), all);
}
