import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { apiCall, downloadCsv, shopIsoDate, signUp, unique } from './helpers';

const CSV_HEADER = '"TransactionID","Customer","Date","Total","Status","PaymentMethod"';
const EMPTY_LIST = 'No transactions found matching your criteria.';

/** Picks an option of a Mantine Select by the select's label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

interface Product {
  _id: string;
  name: string;
  stock: number;
}
interface Sale {
  _id: string;
  status: string;
  totalAmount: number;
  subtotal: number;
  taxes: { name: string; rate: number; amount: number }[];
}

const stockOf = async (page: Page, id: string) =>
  (await apiCall<{ data: Product }>(page, 'GET', `/products/${id}`)).data.stock;

const sell = (page: Page, body: Record<string, unknown>) =>
  apiCall<{ data: Sale; message: string }>(page, 'POST', '/transactions', body, {
    'Idempotency-Key': randomUUID(),
  }).then((r) => r.data);

/**
 * A fresh organization with two taxes (VAT 10 %, City tax 2.5 %), two products and two sales:
 * a walk-in paying cash for 2 × Tea ($20), and a new customer paying by card for 1 × Tea and
 * 3 × Mug ($6): $38 + $3.80 + $0.95 = $42.75.
 */
async function setUp(page: Page) {
  await signUp(
    page,
    unique('Till Shop'),
    'Tess Till',
    `${unique('owner')}@shop.test`,
    'till 2026 pw',
  );
  const tea = (
    await apiCall<{ data: Product }>(page, 'POST', '/products', {
      name: unique('Tea'),
      price: 20,
      stock: 10,
      sku: unique('TEA').toUpperCase(),
    })
  ).data;
  const mug = (
    await apiCall<{ data: Product }>(page, 'POST', '/products', {
      name: unique('Mug'),
      price: 6,
      stock: 20,
      sku: unique('MUG').toUpperCase(),
    })
  ).data;
  const { data: settings } = await apiCall<{ data: Record<string, unknown> }>(
    page,
    'GET',
    '/settings/general',
  );
  await apiCall(page, 'PUT', '/settings/general', {
    ...settings,
    taxes: [
      { id: 'vat', name: 'VAT', rate: 10 },
      { id: 'city', name: 'City tax', rate: 2.5 },
    ],
  });
  const walkIn = await sell(page, {
    items: [{ productId: tea._id, quantity: 2 }],
    paymentMethod: 'Cash',
  });
  const customer = { name: unique('Carla Client'), email: `${unique('carla')}@shop.test` };
  const carded = await sell(page, {
    items: [
      { productId: tea._id, quantity: 1 },
      { productId: mug._id, quantity: 3 },
    ],
    paymentMethod: 'Card',
    customer,
  });
  return { tea, mug, walkIn, carded, customer };
}

test('transactions: list, filters, CSV, details with taxes, refund, not found', async ({
  page,
}) => {
  // Three sales made, the list filtered four ways, a CSV, a refund: a minute on a busy machine.
  test.setTimeout(120_000);
  const { tea, mug, walkIn, carded, customer } = await setUp(page);
  // The server computes the amounts from the catalogue and the taxes.
  expect(walkIn.totalAmount).toBe(45);
  expect(carded.totalAmount).toBe(42.75);
  expect(await stockOf(page, tea._id)).toBe(7);
  expect(await stockOf(page, mug._id)).toBe(17);

  await page.goto('/transactions');
  await expect(page.getByRole('heading', { name: 'Transactions', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /Add New/ })).toHaveCount(0);
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(3);
  // Ids are time-ordered (UUIDv7): sales of the same minute share their first 8 characters.
  const walkInRow = rows.filter({ hasText: 'Walk-in' });
  const cardRow = rows.filter({ hasText: customer.name });
  await expect(walkInRow).toContainText(walkIn._id.slice(-8));
  await expect(walkInRow).toContainText('Walk-in');
  await expect(walkInRow).toContainText('$45.00');
  await expect(walkInRow).toContainText('Completed');
  await expect(walkInRow).toContainText('Cash');
  await expect(walkInRow).toContainText('Main Store');
  await expect(cardRow).toContainText(customer.name);
  await expect(cardRow).toContainText('$42.75');
  await expect(cardRow).toContainText('Card');
  // Completed sales moved stock: no delete is offered.
  await expect(page.getByRole('button', { name: /^Delete Transaction/ })).toHaveCount(0);
  // Newest first.
  await expect(rows.nth(1)).toContainText(customer.name);

  // Filters narrow the list.
  await choose(page, 'Payment Method', 'Card');
  await expect(rows).toHaveCount(2);
  await expect(cardRow).toBeVisible();
  await choose(page, 'Status', 'Refunded');
  await expect(page.getByText(EMPTY_LIST)).toBeVisible();
  // Nothing to export for these filters.
  await page.getByRole('button', { name: 'Download CSV' }).click();
  await expect(page.getByText('No data found for the selected filters.')).toBeVisible();
  await choose(page, 'Status', 'Completed');
  await expect(rows).toHaveCount(2);
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(rows).toHaveCount(3);
  await choose(page, 'Customer', customer.name);
  await expect(rows).toHaveCount(2);
  await expect(cardRow).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await page.goto(`/transactions?toDate=2000-01-01`);
  await expect(page.getByText(EMPTY_LIST)).toBeVisible();
  await page.goto(`/transactions?fromDate=${shopIsoDate()}&toDate=${shopIsoDate()}`);
  await expect(rows).toHaveCount(3);

  // The CSV: the spec's header and one row per sale.
  await page.goto('/transactions');
  await expect(rows).toHaveCount(3);
  const { name: file, csv, lines } = await downloadCsv(page, 'Download CSV');
  expect(file).toBe(`transactions-${shopIsoDate()}.csv`);
  expect(lines[0]).toBe(CSV_HEADER);
  expect(lines).toHaveLength(3);
  expect(csv).toContain(`"${customer.name}"`);
  expect(csv).toContain('"Walk-in"');

  // A row opens its details: items, each tax line, the total, the customer.
  await cardRow.getByText(customer.name).click();
  await expect(page).toHaveURL(new RegExp(`/transactions/${carded._id}$`));
  await expect(page.getByRole('heading', { name: 'Transaction Details' })).toBeVisible();
  const items = page.getByRole('table', { name: 'Items Purchased' });
  await expect(items.getByRole('row')).toHaveCount(3);
  await expect(items.getByRole('row', { name: new RegExp(mug.name) })).toContainText('$6.00');
  await expect(items.getByRole('row', { name: new RegExp(mug.name) })).toContainText('$18.00');
  await expect(items.getByRole('row', { name: new RegExp(tea.name) })).toContainText('$20.00');
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText(carded._id.slice(-12));
  await expect(summary).not.toContainText(carded._id.slice(0, 13));
  await expect(summary).toContainText('Completed');
  await expect(summary).toContainText('Main Store');
  await expect(summary).toContainText('Tess Till');
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment.getByRole('row', { name: 'Subtotal' })).toContainText('$38.00');
  await expect(payment.getByRole('row', { name: 'VAT (10%)' })).toContainText('$3.80');
  await expect(payment.getByRole('row', { name: 'City tax (2.5%)' })).toContainText('$0.95');
  await expect(payment.getByRole('row', { name: /^Total / })).toContainText('$42.75');
  await expect(payment.getByRole('row', { name: 'Payment Method' })).toContainText('Card');
  const customerBlock = page.getByRole('region', { name: 'Customer' });
  await expect(customerBlock).toContainText(customer.name);
  await expect(customerBlock).toContainText(customer.email);

  // The documents open in a new tab when the API serves them.
  for (const [button, path] of [
    ['Print Invoice', `/invoice/${carded._id}/pdf`],
    ['Print Receipt', `/transactions/${carded._id}/receipt.pdf`],
  ] as const) {
    const token = await page.evaluate(() => window.localStorage.getItem('token'));
    const probe = await page.request.get(`/api/v1${path}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    // A route not built yet answers 404 without a message of ours; anything else must work.
    if (probe.status() === 404 && !(await probe.text()).includes('Transaction')) {
      test.info().annotations.push({ type: 'skipped', description: `${path}: 404` });
      continue;
    }
    expect(probe.ok(), `${path}: ${probe.status()}`).toBe(true);
    expect(probe.headers()['content-type']).toContain('application/pdf');
    expect((await probe.body()).subarray(0, 5).toString()).toBe('%PDF-');
    const opening = page.waitForEvent('popup');
    await page.getByRole('button', { name: button }).click();
    const tab = await opening;
    expect(tab.url()).toMatch(/^blob:/);
    await tab.close();
    await expect(page.getByRole('button', { name: button })).toBeEnabled();
  }

  // A document that fails: "Generating..." while it is asked for, then the failure alert.
  await page.route('**/api/v1/invoice/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.fulfill({ status: 500, json: { message: 'Renderer down' } });
  });
  await page.getByRole('button', { name: 'Print Invoice' }).click();
  await expect(page.getByRole('button', { name: 'Generating...' })).toBeDisabled();
  await expect(page.getByText('Failed to generate PDF invoice.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print Invoice' })).toBeEnabled();
  await page.unroute('**/api/v1/invoice/**');

  // Refund: asks first, then the sale is Refunded and its stock is back.
  await page.getByRole('button', { name: 'Refund' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund this sale?' });
  await expect(dialog).toContainText('4 items will be returned to stock');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByText('Sale refunded successfully!')).toBeVisible();
  await expect(summary).toContainText('Refunded');
  await expect(page.getByRole('button', { name: 'Refund' })).toHaveCount(0);
  expect(await stockOf(page, tea._id)).toBe(8);
  expect(await stockOf(page, mug._id)).toBe(20);

  // Back to the list, which shows the refund.
  await page.getByRole('link', { name: 'Back to Transactions' }).click();
  await expect(page).toHaveURL(/\/transactions$/);
  await expect(cardRow).toContainText('Refunded');
  await expect(walkInRow).toContainText('Completed');

  // Keyboard: the id link of a row opens it with Enter. A walk-in shows no customer block.
  await walkInRow.getByRole('link').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/transactions/${walkIn._id}$`));
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('$45.00');
  await expect(page.getByRole('region', { name: 'Customer' })).toHaveCount(0);

  // Refunded elsewhere meanwhile: the API's 409 message, and the page catches up.
  await apiCall(page, 'POST', `/transactions/${walkIn._id}/refund`);
  await page.getByRole('button', { name: 'Refund' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByText('This sale has already been refunded.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText('Refunded');
  expect(await stockOf(page, tea._id)).toBe(10);

  // Unknown, foreign-looking and malformed ids.
  await page.goto(`/transactions/${randomUUID()}`);
  await expect(page.getByText('Transaction not found.')).toBeVisible();
  await page.goto('/transactions/not-an-id');
  await expect(page.getByText('Transaction not found.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Transactions' }).click();
  await expect(page).toHaveURL(/\/transactions$/);
});

test('transactions on a phone: cards that open the details, stacked blocks', async ({ page }) => {
  const { carded, customer } = await setUp(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/transactions');
  const cards = page.getByRole('list', { name: 'Transactions' }).getByRole('listitem');
  await expect(cards).toHaveCount(2);
  const card = cards.filter({ hasText: customer.name });
  await expect(card).toContainText('$42.75');
  await page.screenshot({ path: test.info().outputPath('list-390.png'), fullPage: true });
  await card.getByText('$42.75').click();
  await expect(page).toHaveURL(new RegExp(`/transactions/${carded._id}$`));
  const items = page.getByRole('list', { name: 'Items Purchased' });
  await expect(items.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('VAT (10%)');
  await page.screenshot({ path: test.info().outputPath('details-390.png'), fullPage: true });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: test.info().outputPath('details-1280.png'), fullPage: true });
  await page.goto('/transactions');
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(3);
  await page.screenshot({ path: test.info().outputPath('list-1280.png'), fullPage: true });
});
