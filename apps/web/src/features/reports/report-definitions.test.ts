import type { SalesReportAnswer } from '@pos/contracts/sales-reports';
import { describe, expect, it } from 'vitest';
import { periodLabel } from './report-columns';
import { REPORT_DEFINITIONS } from './report-definitions';
import { definitionOf } from './report-kit';

const meta = {
  from: '2026-11-16',
  to: '2026-11-22',
  storeId: null,
  timeZone: 'UTC',
  recalculating: false,
};

describe('periods in words', () => {
  it('names a day, a week by its Monday and a month', () => {
    expect(periodLabel('2026-11-03')).toBe('Nov 3, 2026');
    expect(periodLabel('2026-11-02', 'week')).toBe('Week of Nov 2, 2026');
    expect(periodLabel('2026-11-01', 'month')).toBe('Nov 2026');
    expect(periodLabel('2026-11')).toBe('Nov 2026');
    expect(periodLabel('2026-W45', 'week')).toBe('2026-W45');
  });
});

describe('the report definitions', () => {
  it('give by hour a line per hour that sold, a column per weekday and the total', () => {
    const answer: SalesReportAnswer<'by-hour'> = {
      ...meta,
      data: [
        { weekday: 2, hour: 14, sales: 2, netSales: 120 },
        { weekday: 5, hour: 14, sales: 1, netSales: 30 },
        { weekday: 1, hour: 9, sales: 1, netSales: 10 },
        { weekday: 3, hour: 20, sales: 0, netSales: 0 },
      ],
    };
    const definition = definitionOf(REPORT_DEFINITIONS, 'by-hour');
    const [table] = definition.tables;
    expect(table?.columns.map((c) => c.label)).toEqual([
      'Hour',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
      'Sun',
      'Total',
    ]);
    expect(table?.rows(answer).map((r) => r.cells)).toEqual([
      ['09:00', 10, 0, 0, 0, 0, 0, 0, 10],
      ['14:00', 0, 120, 0, 0, 30, 0, 0, 150],
    ]);
    expect(definition.isEmpty(answer)).toBe(false);
    expect(definition.isEmpty({ ...answer, data: [answer.data[3]] })).toBe(true);
  });

  it('leave the margin of what has no known cost empty, for "Cost unknown"', () => {
    const figures = { units: 2, netSales: 20, costedNetSales: 0, cost: 0 };
    const answer: SalesReportAnswer<'margin'> = {
      ...meta,
      total: 1,
      data: [
        {
          productId: 'p',
          variationId: null,
          product: 'Tea',
          variation: null,
          sku: null,
          category: 'Drinks',
          ...figures,
          margin: null,
          marginPercent: null,
        },
      ],
      categories: [
        { categoryId: 'c', category: 'Drinks', ...figures, margin: null, marginPercent: null },
      ],
      totals: { ...figures, margin: null, marginPercent: null },
    };
    const [categories, products] = definitionOf(REPORT_DEFINITIONS, 'margin').tables;
    expect(categories?.rows(answer)[0]?.cells).toEqual(['Drinks', 2, 20, null, null, null]);
    expect(categories?.totals(answer)).toEqual(['Total', 2, 20, null, null, null]);
    expect(categories?.columns.map((c) => c.empty)).toContain('Cost unknown');
    expect(products?.rows(answer)[0]?.cells).toEqual([
      'Tea',
      null,
      'Drinks',
      2,
      20,
      null,
      null,
      null,
    ]);
  });

  it('give a margin known on no costed sales (sold and given back) a dash for its percent', () => {
    const figures = { units: 0, netSales: 0, costedNetSales: 0, cost: 0 };
    const row = { categoryId: 'c', category: 'Drinks', ...figures, margin: 0, marginPercent: null };
    const answer: SalesReportAnswer<'margin'> = {
      ...meta,
      total: 0,
      data: [],
      categories: [row],
      totals: { ...figures, margin: 0, marginPercent: null },
    };
    const [categories] = definitionOf(REPORT_DEFINITIONS, 'margin').tables;
    expect(categories?.rows(answer)[0]?.cells).toEqual(['Drinks', 0, 0, 0, 0, '—']);
  });

  it('give stored value a row per kind, the liabilities as totals, and never "no sales"', () => {
    const figures = {
      opening: 10,
      issued: 145,
      redeemed: 20,
      adjustedDown: 0,
      expired: 40,
      closing: 95,
      outstanding: 95,
      accounts: 3,
      expiredUnspent: 40,
      expiredAccounts: 1,
    };
    const zero = { ...figures, opening: 0, issued: 0, redeemed: 0, expired: 0, closing: 0 };
    const answer: SalesReportAnswer<'stored-value'> = {
      ...meta,
      data: [
        { kind: 'gift_card', label: 'Gift cards', side: 'liability', ...figures },
        {
          kind: 'store_credit',
          label: 'Store credit',
          side: 'liability',
          ...zero,
          outstanding: 0,
          accounts: 0,
          expiredUnspent: 0,
          expiredAccounts: 0,
        },
      ],
      totals: { liability: figures, receivable: { ...zero, accounts: 0, expiredAccounts: 0 } },
    };
    const definition = definitionOf(REPORT_DEFINITIONS, 'stored-value');
    expect(definition.uses.withoutStore).toBe(true);
    const [movement, end] = definition.tables;
    expect(movement?.rows(answer).map((r) => r.cells)).toEqual([
      ['Gift cards', 10, 145, 20, 0, 40, 95],
      ['Store credit', 0, 0, 0, 0, 0, 0],
    ]);
    expect(movement?.totals(answer)).toEqual(['Total liabilities', 10, 145, 20, 0, 40, 95]);
    expect(end?.rows(answer)[0]?.cells).toEqual(['Gift cards', 95, 3, 40, 1]);
    expect(definition.isEmpty({ ...answer, data: [] })).toBe(false);
  });
});
