import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import {
  apiCall,
  openRegister,
  openShift,
  payCardThenCash,
  setUpShop,
  waitForAppCached,
} from './helpers';

// The app's service worker is what these tests are about (the others block it).
test.use({ serviceWorkers: 'allow' });

// The register offline (docs/guide/shifts-and-offline.md): it keeps selling when the network drops
// and syncs every sale exactly once. A cashier opens /pos online (the app and the catalogue are
// kept), the network goes, the page is reloaded and still opens; two products are scanned and three
// sales made (cash, card, split cash + card) with their receipts printed from the register's data.
// Back online, the outbox is sent: the first sale's answer is lost on the way back (the server made
// it), and the register sends it again — still exactly three sales, at their offline times, with
// their SALE rows and the shift's cash. Then two tabs sync one outbox at once: no sale is made
// twice.

type Sale = {
  _id: string;
  customerName: string;
  transactionDate: string;
  totalAmount: number;
  offline: { localNumber: string; deviceId: string; createdAt: string; syncedAt: string } | null;
};

/** Every sale of the organization, as its details answer it. */
async function salesOf(owner: Page): Promise<Sale[]> {
  const { data } = await apiCall<{ data: { _id: string }[] }>(
    owner,
    'GET',
    '/transactions?limit=50',
  );
  return Promise.all(
    data.map(
      async (row) => (await apiCall<{ data: Sale }>(owner, 'GET', `/transactions/${row._id}`)).data,
    ),
  );
}

async function sell(
  page: Page,
  skus: string[],
  pay: (payment: ReturnType<Page['getByRole']>) => Promise<void>,
) {
  const barcode = page.getByRole('textbox', { name: 'Barcode' });
  for (const sku of skus) {
    await barcode.fill(sku);
    await barcode.press('Enter');
  }
  const checkout = page.getByRole('region', { name: 'Checkout' });
  await pay(checkout.getByRole('region', { name: 'Payment' }));
  await checkout.getByRole('button', { name: 'Complete Sale' }).click();
  const done = page.getByRole('region', { name: 'Sale completed' });
  await expect(done).toContainText('Sale saved on this register');
  const local = ((await done.textContent()) ?? '').match(/Receipt ([A-Z0-9]{2,8}-\d+)/)?.[1];
  expect(local).toBeTruthy();
  // The receipt prints from the register's own data: its frame holds the local number.
  await done.getByRole('button', { name: 'Print receipt' }).click();
  await expect(page.frameLocator('#print-frame').locator('body')).toContainText(`${local}`);
  await done.getByRole('button', { name: 'New sale' }).click();
  return local as string;
}

/**
 * Once the register's catalogue is in and the app is kept for a start without the network: the
 * register's status line.
 */
async function readyForOffline(page: Page) {
  const status = page.getByRole('status').filter({ hasText: 'Catalogue' });
  await expect(status).toContainText('Catalogue updated just now');
  await waitForAppCached(page);
  await expect(status).toContainText('Catalogue updated');
  return status;
}

/** The network goes; the page is reloaded and the register still opens, nothing waiting. */
async function reopenOffline(context: BrowserContext, page: Page, status: Locator) {
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Register' })).toBeVisible();
  await expect(status).toContainText('Offline — 0 sales waiting to sync');
}

test('offline: the app opens, three sales are made, synced once — through a lost answer and two tabs', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const {
    owner,
    products: { lamp, bulb },
    staff: people,
  } = await setUpShop(browser, {
    organization: 'Offline Shop',
    owner: 'Olive Owner',
    password: 'offline shop 2026 pw',
    taxes: [{ id: 'vat', name: 'VAT', rate: 10 }],
    products: {
      lamp: { name: 'Desk Lamp', price: 40, stock: 10 },
      bulb: { name: 'LED Bulb', price: 5, stock: 10 },
    },
    staff: { cashier: { name: 'Cody Cashier', role: 'cashier' } },
  });

  const context: BrowserContext = await browser.newContext();
  const page = await context.newPage();
  await openRegister(page, people.cashier);
  // A shift with a $100 float: the offline cash sales count in it.
  const shiftBar = await openShift(page, '100');
  await expect(shiftBar).toContainText('float $100.00');
  const status = await readyForOffline(page);

  // The network goes; the page is reloaded and the register still opens.
  await reopenOffline(context, page, status);
  await expect(shiftBar).toContainText('float $100.00');

  const before = Date.now();
  // 1: a lamp and a bulb in cash: 45 + 4.50 VAT = 49.50.
  const first = await sell(page, [lamp.sku, bulb.sku], async () => {});
  // 2: a bulb by card, for a customer quick-added offline: 5.50.
  const customerName = `Nora Offline ${Date.now()}`;
  const second = await sell(page, [bulb.sku], async (payment) => {
    const checkout = page.getByRole('region', { name: 'Checkout' });
    await checkout.getByText('New', { exact: true }).click();
    await checkout.getByRole('textbox', { name: 'Customer name' }).fill(customerName);
    await payment.getByText('Card', { exact: true }).click();
  });
  // 3: a lamp, $20 by card and $30 in cash: 44.00, change 6.00.
  const third = await sell(page, [lamp.sku], async (payment) => {
    await payCardThenCash(page, payment, '20', '30');
  });
  const after = Date.now();
  await expect(status).toContainText('Offline — 3 sales waiting to sync');
  await expect(shiftBar).toContainText('$73.50 cash from offline sales'); // 49.50 + (30 − 6)
  expect((await salesOf(owner)).length).toBe(0);

  // Back online: the first sale's answer is lost after the server made it.
  let lost = false;
  await page.route('**/api/v1/transactions', async (route) => {
    if (lost || route.request().method() !== 'POST') return route.fallback();
    lost = true;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await context.setOffline(false);
  await expect.poll(() => lost, { timeout: 30_000 }).toBe(true);
  await expect(status).toContainText('Online', { timeout: 60_000 });

  const sales = await salesOf(owner);
  expect(sales.map((s) => s.offline?.localNumber).sort()).toEqual([first, second, third].sort());
  for (const s of sales) {
    const made = Date.parse(s.transactionDate);
    expect(made).toBeGreaterThanOrEqual(before - 1000);
    expect(made).toBeLessThanOrEqual(after + 1000);
    expect(s.transactionDate).toBe(s.offline?.createdAt);
  }
  expect(sales.map((s) => s.totalAmount).sort((a, b) => a - b)).toEqual([5.5, 44, 49.5]);
  // The customer quick-added offline reached the server once, before its sale.
  expect(sales.find((s) => s.offline?.localNumber === second)?.customerName).toBe(customerName);
  const customers = await apiCall<{ data: { name: string }[] }>(
    owner,
    'GET',
    `/customers?search=${encodeURIComponent(customerName)}`,
  );
  expect(customers.data.map((c) => c.name)).toEqual([customerName]);

  // The stock history has the SALE rows; the shift's expected cash has the cash taken.
  await owner.goto('/stock-history');
  const ledger = owner.getByRole('table', { name: 'Stock History' }).getByRole('row');
  await expect(ledger.filter({ hasText: 'SALE' })).toHaveCount(4);
  const { data: shift } = await apiCall<{ data: { expectedCash: number } | null }>(
    page,
    'GET',
    '/shifts/current',
  );
  // 100 float + 49.50 + (30 − 6) = 173.50.
  expect(shift?.expectedCash).toBe(173.5);

  // Two tabs of the register, offline: a sale in one; back online both sync at once.
  const other = await context.newPage();
  await other.goto('/pos');
  await expect(other.getByRole('status').filter({ hasText: 'Catalogue' })).toContainText('Online');
  await context.setOffline(true);
  await expect(status).toContainText('Offline — 0 sales waiting to sync');
  const fourth = await sell(page, [bulb.sku], async () => {});
  await expect(other.getByRole('status').filter({ hasText: 'Catalogue' })).toContainText(
    'Offline — 1 sale waiting to sync',
  );
  await context.setOffline(false);
  await expect(status).toContainText('Online', { timeout: 60_000 });
  await expect(other.getByRole('status').filter({ hasText: 'Catalogue' })).toContainText('Online', {
    timeout: 60_000,
  });
  const all = await salesOf(owner);
  expect(all).toHaveLength(4);
  expect(all.filter((s) => s.offline?.localNumber === fourth)).toHaveLength(1);
  await context.close();
  await owner.context().close();
});

/**
 * A register opened again with no network still prices with the shop's promotions (kept with
 * the settings and the stores): the offline sale takes off what the promotion does online.
 */
test('offline after a reload: the promotions still apply, and the server books them', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const {
    owner,
    products: { lamp },
    staff: people,
  } = await setUpShop(browser, {
    organization: 'Offline Promotions',
    owner: 'Olive Owner',
    password: 'offline shop 2026 pw',
    taxes: [{ id: 'vat', name: 'VAT', rate: 10 }],
    products: { lamp: { name: 'Desk Lamp', price: 40, stock: 10 } },
    staff: { cashier: { name: 'Cody Cashier', role: 'cashier' } },
  });
  await apiCall(owner, 'POST', '/promotions', {
    name: 'Lamps 25 % off',
    kind: 'percent_off',
    productIds: [lamp._id],
    percent: 25,
  });
  const context: BrowserContext = await browser.newContext();
  const page = await context.newPage();
  await openRegister(page, people.cashier);
  const status = await readyForOffline(page);
  await reopenOffline(context, page, status);
  // 40.00 less 25 % = 30.00, VAT 3.00: 33.00.
  const local = await sell(page, [lamp.sku], async () => {
    await expect(page.getByRole('list', { name: 'Cart' })).toContainText('Lamps 25 % off');
    await expect(page.getByTestId('register-total')).toHaveText('$33.00');
  });
  await context.setOffline(false);
  await expect(status).toContainText('Online', { timeout: 60_000 });
  const sale = (await salesOf(owner)).find((s) => s.offline?.localNumber === local);
  expect(sale?.totalAmount).toBe(33);
  await context.close();
});
