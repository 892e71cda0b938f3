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
/**
 * Rows from 2023-11-28 to 2024-11-27 (a shop's first year, read on its last day), nothing
 * sealed: the periods' rows are read.
 */
const REPORT_BOUNDS = {
  first: '2023-11-28',
  last: '2024-11-27',
  sealedFirst: null,
  sealedLast: null,
  keys: 20_000,
};
/** Totals sealed up to the day before the last: a range's end adds that day's rows. */
const REPORT_SEALED = { ...REPORT_BOUNDS, sealedFirst: '2023-11-28', sealedLast: '2024-11-26' };
const REPORT_YEAR = { ...REPORT_DAYS, from: '2023-11-28', to: '2024-11-27' };

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
      label: 'days only, top 50',
      args: [REPORT_DAYS, REPORT_BOUNDS, { order: 'top', limit: 50 }],
    },
    { label: 'months and days, all (CSV)', args: [REPORT_MONTHS, REPORT_BOUNDS, null] },
    {
      label: "a year of two years' rows",
      args: [REPORT_YEAR, REPORT_BOUNDS, { order: 'top', limit: 50 }],
    },
    {
      label: 'a store, bottom 10',
      args: [REPORT_STORE, REPORT_BOUNDS, { order: 'bottom', limit: 10 }],
    },
    {
      label: 'no rows',
      args: [
        REPORT_DAYS,
        { first: null, last: null, sealedFirst: null, sealedLast: null, keys: 0 },
        null,
      ],
    },
    {
      label: 'sealed: totals at both ends',
      args: [REPORT_DAYS, REPORT_SEALED, { order: 'top', limit: 50 }],
    },
    {
      label: "sealed: from nothing to the end, and the last day's rows",
      args: [
        { ...REPORT_DAYS, from: '2023-11-01', to: '2024-11-27' },
        REPORT_SEALED,
        { order: 'top', limit: 50 },
      ],
    },
  ],
  byCategory: [[REPORT_MONTHS, REPORT_BOUNDS]],
  margins: [[REPORT_YEAR, REPORT_BOUNDS, { order: 'bottom', limit: 50 }]],
  byCustomer: [
    { label: 'periods', args: [REPORT_MONTHS, REPORT_BOUNDS, { order: 'top', limit: 50 }] },
    { label: 'sealed', args: [REPORT_MONTHS, REPORT_SEALED, { order: 'top', limit: 50 }] },
  ],
});
