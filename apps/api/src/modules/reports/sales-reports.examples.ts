/** How the SQL snapshot (apps/api/sql-snapshot) calls sales-reports.repository.ts's functions. */
import { ID, ORG, sqlExamples } from '../../../sql-snapshot/examples.js';
import type * as salesReports from './sales-reports.repository.js';

/** A sales report's days: within a month, across whole months, and at one store. */
const REPORT_DAYS = {
  org: ORG,
  generation: 1,
  from: '2024-01-03',
  to: '2024-01-20',
  storeId: null,
};
const REPORT_MONTHS = { ...REPORT_DAYS, from: '2024-01-15', to: '2024-04-10' };
const REPORT_STORE = { ...REPORT_DAYS, storeId: ID };
/** Nothing sealed yet (an organization before its first seal): the range's day rows. */
const UNSEALED = { sealedFirst: null, sealedLast: null, keys: 0 };
/**
 * Totals sealed from 2023-11-28 (a shop's first day) up to the day before 2024-11-27, read on
 * that day: a range's end adds that day's rows.
 */
const SEALED = { sealedFirst: '2023-11-28', sealedLast: '2024-11-27', keys: 20_000 };
const REPORT_YEAR = { ...REPORT_DAYS, from: '2023-11-28', to: '2024-11-27' };
const REPORT_TODAY = { ...REPORT_DAYS, from: '2024-11-27', to: '2024-11-27' };

export const examples = sqlExamples<typeof salesReports>({
  salesTotals: [[REPORT_DAYS], [REPORT_STORE]],
  paymentTotals: [[REPORT_DAYS]],
  salesOverTime: [
    { label: 'by day', args: [REPORT_DAYS, 'day'] },
    { label: 'by week', args: [REPORT_DAYS, 'week'] },
  ],
  byHour: [[REPORT_DAYS]],
  salesBy: [
    { label: 'per store', args: [REPORT_DAYS, 'store'] },
    { label: 'per cashier', args: [REPORT_DAYS, 'cashier'] },
  ],
  taxes: [[REPORT_DAYS, 'month']],
  rangeSource: [[REPORT_DAYS, 'rollup_products']],
  byProduct: [
    {
      label: 'nothing sealed: day rows, top 50',
      args: [REPORT_DAYS, UNSEALED, { order: 'top', limit: 50 }],
    },
    {
      label: 'sealed: totals at both ends',
      args: [REPORT_DAYS, SEALED, { order: 'top', limit: 50 }],
    },
    { label: 'a store, bottom 10', args: [REPORT_STORE, SEALED, { order: 'bottom', limit: 10 }] },
    {
      label: "sealed: from nothing to the end, and the last day's rows, all (CSV)",
      args: [REPORT_YEAR, SEALED, null],
    },
    { label: 'today: its day rows', args: [REPORT_TODAY, SEALED, { order: 'top', limit: 50 }] },
  ],
  byCategory: [[REPORT_MONTHS, SEALED]],
  margins: [[REPORT_YEAR, SEALED, { order: 'bottom', limit: 50 }]],
  byCustomer: [[REPORT_MONTHS, SEALED, { order: 'top', limit: 50 }]],
});
