import { expect, type Page, test } from '@playwright/test';
import { formatMoney } from '@pos/contracts/money';
import { presetRange, REPORT_PRESET_LABELS } from '@pos/contracts/report-periods';
import type { TByHourReport, TSalesSummaryReport } from '@pos/contracts/sales-reports';
import { expectAccessible } from './axe';
import { apiCall, DEMO, downloadCsv, signIn, signUp, unique } from './helpers';

/** Picks an option of a Mantine Select by the select's label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const hour = (h: number) => `${String(h).padStart(2, '0')}:00`;
const day = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });

/**
 * Reports in the browser (docs/guide/reports-and-audit.md): the demo owner reads a week's sales
 * summary (the figures of the API's answer for the same days, the demo's sales of the past seven
 * days), the by-hour heatmap, and downloads its CSV; then the same screen on a phone.
 */
test('reports: a week’s summary, the hours of the week, the CSV, a phone', async ({ page }) => {
  await signIn(page, DEMO.owner.email, DEMO.owner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  // Last week as the organization counts days: its time zone's today.
  const { data: settings } = await apiCall<{
    data: { effectiveTimeZone: string; currencySymbol: string };
  }>(page, 'GET', '/settings/general');
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: settings.effectiveTimeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  // The demo's sales are of the seven days up to today: on a Sunday (the organization's) they
  // are all in this week, on any other day some are in the week before.
  const preset = new Date(`${today}T00:00:00Z`).getUTCDay() === 0 ? 'thisWeek' : 'lastWeek';
  const period = REPORT_PRESET_LABELS[preset];
  const week = presetRange(preset, today);
  const query = `from=${week.from}&to=${week.to}`;
  const money = (n: number) => formatMoney(n, settings.currencySymbol);

  await page.getByRole('link', { name: 'Reports', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Sales summary', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await choose(page, 'Period', period);
  await expect(page).toHaveURL(new RegExp(`[?&]period=${preset}`));
  await expect(
    page.getByText(`${day(week.from)} – ${day(week.to)}`, { exact: true }),
  ).toBeVisible();

  // Every figure as the API gives it for the same days, with the previous week's.
  const summary = await apiCall<TSalesSummaryReport>(
    page,
    'GET',
    `/reports/sales-summary?${query}`,
  );
  const net = summary.data.find((f) => f.key === 'netSales');
  expect(net?.value, `the demo sold something in "${period}"`).toBeGreaterThan(0);
  await expect(
    page.getByText(`Compared with ${day(summary.previousFrom)} – ${day(summary.previousTo)}`, {
      exact: true,
    }),
  ).toBeVisible();
  for (const figure of summary.data) {
    const card = page.getByRole('region', { name: figure.label, exact: true });
    const value = (n: number) =>
      figure.kind === 'money'
        ? money(n)
        : n.toLocaleString('en-US', { maximumFractionDigits: figure.kind === 'ratio' ? 2 : 0 });
    await expect(card.getByTestId('value')).toHaveText(value(figure.value));
    await expect(card).toContainText(`Previous: ${value(figure.previous)}`);
    const change = figure.changePercent;
    if (change !== null && change !== 0) {
      const word = change > 0 ? 'Up' : 'Down';
      const percent = Math.abs(change).toLocaleString('en-US', {
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      });
      await expect(card.getByTestId('change')).toHaveText(`${word} ${percent}%`);
    }
  }

  // By hour: a 7 × 24 heatmap; the busiest hour of the week names its day, hour and amount.
  await page.getByRole('tab', { name: 'By hour', exact: true }).click();
  await expect(page).toHaveURL(/[?&]report=by-hour/);
  const heatmap = page.getByRole('table', { name: 'Net sales by weekday and hour', exact: true });
  await expect(heatmap).toBeVisible();
  await expect(heatmap.getByTestId('heatmap-cell')).toHaveCount(7 * 24);
  const hours = await apiCall<TByHourReport>(page, 'GET', `/reports/by-hour?${query}`);
  const busiest = [...hours.data].sort((a, b) => b.netSales - a.netSales)[0];
  if (!busiest) throw new Error('by-hour answered no cells');
  const weekday = WEEKDAYS[busiest.weekday - 1];
  await expect(
    heatmap.getByTitle(`${weekday} ${hour(busiest.hour)}: ${money(busiest.netSales)}`, {
      exact: true,
    }),
  ).toBeVisible();

  // The CSV of the same days: the API's name for it, its header and the busiest hour's row.
  const csv = await downloadCsv(page, 'Export CSV');
  expect(csv.name).toBe(`by-hour-${week.from}-${week.to}.csv`);
  expect(csv.lines[0]).toBe('"Weekday","Hour","Sales","Net sales"');
  expect(csv.lines).toContain(
    `"${weekday}","${hour(busiest.hour)}","${busiest.sales}","${busiest.netSales.toFixed(2)}"`,
  );

  // A reload shows the same report; a phone shows it without scrolling sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Report', exact: true })).toHaveValue('By hour');
  await expect(page.getByRole('combobox', { name: 'Period', exact: true })).toHaveValue(period);
  await expect(heatmap.getByTestId('heatmap-cell')).toHaveCount(7 * 24);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    'no sideways scroll on a phone',
  ).toBe(true);
  await expectAccessible(page, '/reports by hour (phone)');
});

/**
 * A chart of names says its unit and keeps names apart: two teas whose names share a long
 * start read differently on the axis (each with its SKU), the value axis shows the currency and
 * its title, and the tooltip gives the whole name and the amount (docs/guide/
 * stock-and-reports.md, "Report charts"). At both screen sizes.
 */
for (const viewport of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`report charts: units and names apart at ${viewport.width}×${viewport.height}`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await signUp(
      page,
      unique('Tea Shop'),
      'Tia Teashop',
      `${unique('owner')}@shop.test`,
      'tea report 2026 pw',
    );
    const tea = 'Organic Darjeeling Green Tea Loose Leaf';
    const add = (name: string, sku: string, price: number) =>
      apiCall<{ data: { _id: string } }>(page, 'POST', '/products', {
        name,
        sku,
        price,
        stock: 50,
      });
    const { data: small } = await add(`${tea} 250g`, 'TEA-250', 9.5);
    const { data: large } = await add(`${tea} 500g`, 'TEA-500', 17);
    await apiCall(page, 'POST', '/transactions', {
      items: [
        { productId: small._id, quantity: 2 },
        { productId: large._id, quantity: 3 },
      ],
      paymentMethod: 'Cash',
    });

    await page.goto('/reports?report=by-product');
    const chart = page.getByRole('region', { name: 'Net sales by product', exact: true });
    const names = chart.locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value');
    // The report reads the rollups first: a loaded machine takes a while.
    await expect(names).toHaveCount(2, { timeout: 60_000 });
    const labels = await names.allTextContents();
    expect(new Set(labels).size, `two names apart: ${labels.join(' | ')}`).toBe(2);
    expect(labels.some((l) => l.includes('TEA-250'))).toBe(true);
    expect(labels.some((l) => l.includes('TEA-500'))).toBe(true);
    // The value axis: its ticks in dollars and its title with the currency.
    const values = await chart
      .locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value')
      .allTextContents();
    expect(values.length).toBeGreaterThan(1);
    for (const v of values) expect(v).toMatch(/^-?\$/);
    await expect(chart.getByText('Net sales ($)', { exact: true })).toBeVisible();

    // The tooltip names the product whole, with its SKU, and the amount in dollars.
    await chart.locator('.recharts-bar-rectangle').first().hover();
    const tooltip = chart.locator('.recharts-tooltip-wrapper');
    await expect(tooltip).toContainText(
      /Organic Darjeeling Green Tea Loose Leaf (250|500)g \(TEA-(250|500)\)/,
    );
    await expect(tooltip).toContainText(/\$(19\.00|51\.00)/);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      'no sideways scroll',
    ).toBe(true);
  });
}
