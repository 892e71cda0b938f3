import { randomUUID } from 'node:crypto';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { REVIEW_REASON_TEXT } from '@pos/contracts/sales';
import { apiCall, openRegister, saveGeneralSettings, setUpShop, waitForAppCached } from './helpers';

// The app's service worker is what takes the register offline (the other tests block it).
test.use({ serviceWorkers: 'allow' });

// Stored value offline (docs/guide/stored-value.md, "Offline"): the shop lets an offline register
// take $20.00 of a sale from gift cards. Offline, the register refuses a gift card paying beyond
// that, and takes one within it without reading its balance. Meanwhile the card is spent online;
// when the outbox syncs, the server records the sale, takes what the card still holds (never
// below zero) and flags the sale for a manager's review ("balance short").

type Sale = {
  _id: string;
  needsReview: boolean;
  reviewReasons: string[];
  offline: { localNumber: string } | null;
};

/** The register's status line once its catalogue is in and the app is kept for a start offline. */
async function readyForOffline(page: Page) {
  const status = page.getByRole('status').filter({ hasText: 'Catalogue' });
  await expect(status).toContainText('Catalogue updated just now');
  await waitForAppCached(page);
  await expect(status).toContainText('Catalogue updated');
  return status;
}

async function scanTimes(page: Page, sku: string, times: number) {
  const barcode = page.getByRole('textbox', { name: 'Barcode' });
  for (let i = 0; i < times; i++) {
    await barcode.fill(sku);
    await barcode.press('Enter');
  }
}

test('offline gift card: refused beyond the limit, taken within it, flagged balance short at sync', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const {
    owner,
    products: { lamp, bulb },
    staff: people,
  } = await setUpShop(browser, {
    organization: 'Offline Cards',
    owner: 'Olive Owner',
    password: 'offline cards 2026 pw',
    products: {
      lamp: { name: 'Desk Lamp', price: 40, stock: 10 },
      bulb: { name: 'LED Bulb', price: 5, stock: 20 },
    },
    staff: { cashier: { name: 'Cody Cashier', role: 'cashier' } },
  });
  // The shop risks $20.00 of a sale on an offline register; a $30.00 card.
  await saveGeneralSettings(owner, { offlineStoredValueLimit: 20 });
  const { data: issued } = await apiCall<{ data: { code: string; last4: string } }>(
    owner,
    'POST',
    '/gift-cards',
    { amount: 30, expiresAt: null },
  );
  const code = issued.code;

  const context: BrowserContext = await browser.newContext();
  const page = await context.newPage();
  await openRegister(page, people.cashier);
  const status = await readyForOffline(page);
  // The network goes; the register opens again from what it keeps, with the settings it synced.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Register' })).toBeVisible();
  await expect(status).toContainText('Offline — 0 sales waiting to sync');

  const checkout = page.getByRole('region', { name: 'Checkout' });
  const payment = checkout.getByRole('region', { name: 'Payment' });
  const complete = checkout.getByRole('button', { name: 'Complete Sale' });
  await expect(payment.getByTestId('offline-stored-value')).toContainText(
    'Offline, store credit and gift cards pay up to $20.00 of a sale',
  );

  // Beyond the limit: a $40.00 lamp wholly on the card is refused, with the reason.
  await scanTimes(page, lamp.sku, 1);
  await payment.getByText('Gift card', { exact: true }).click();
  await payment.getByRole('textbox', { name: 'Gift card code' }).fill(code);
  await expect(payment).toContainText(
    'Offline, store credit and gift cards pay at most $20.00 of a sale (the balance is checked when the sale syncs).',
  );
  await expect(payment).toContainText('Offline: the balance is checked when the sale syncs.');
  await expect(payment.getByRole('button', { name: 'Check balance' })).toBeDisabled();
  await expect(complete).toBeDisabled();
  // The lamp goes; the sale is three bulbs ($15.00), within the limit.
  await page
    .getByRole('list', { name: 'Cart' })
    .getByRole('button', { name: /Remove/ })
    .first()
    .click();
  await scanTimes(page, bulb.sku, 3);
  await expect(page.getByTestId('register-total')).toHaveText('$15.00');
  await expect(payment.getByRole('textbox', { name: 'Gift card code' })).toHaveValue(code);
  await expect(payment).not.toContainText('pay at most');
  await expect(complete).toBeEnabled();
  await complete.click();
  const done = page.getByRole('region', { name: 'Sale completed' });
  await expect(done).toContainText('Sale saved on this register');
  const local = ((await done.textContent()) ?? '').match(/Receipt ([A-Z0-9]{2,8}-\d+)/)?.[1];
  expect(local).toBeTruthy();
  await done.getByRole('button', { name: 'New sale' }).click();
  await expect(status).toContainText('Offline — 1 sale waiting to sync');

  // Meanwhile another register spends $20.00 of the card online: $10.00 is left.
  await apiCall(
    owner,
    'POST',
    '/transactions',
    {
      items: [{ productId: bulb._id, quantity: 4 }],
      payments: [{ method: 'GiftCard', amount: 20, code }],
    },
    { 'Idempotency-Key': randomUUID() },
  );
  const balanceOf = async () =>
    (await apiCall<{ data: { balance: number } }>(owner, 'GET', `/gift-cards/${code}`)).data
      .balance;
  expect(await balanceOf()).toBe(10);

  // Back online: the outbox syncs; the sale is recorded and flagged.
  await context.setOffline(false);
  await expect(status).toContainText('Online', { timeout: 60_000 });
  const { data: rows } = await apiCall<{ data: { _id: string }[] }>(
    owner,
    'GET',
    '/transactions?limit=50',
  );
  const sales = await Promise.all(
    rows.map(
      async (r) => (await apiCall<{ data: Sale }>(owner, 'GET', `/transactions/${r._id}`)).data,
    ),
  );
  const synced = sales.find((s) => s.offline?.localNumber === local);
  expect(synced).toMatchObject({ needsReview: true, reviewReasons: ['balance_short'] });
  // What the card still held went to the sale: it is empty, never below zero.
  expect(await balanceOf()).toBe(0);

  // What a manager sees: the sale in the needs-review list, and why on its details.
  await owner.goto('/transactions?needsReview=true');
  const listed = owner.getByRole('row').filter({ hasText: `Offline ${local}` });
  await expect(listed).toHaveCount(1);
  await expect(listed.getByText('Needs review', { exact: true })).toBeVisible();
  await listed.click();
  await expect(owner).toHaveURL(new RegExp(`/transactions/${synced?._id}$`));
  const block = owner.getByRole('region', { name: 'Made offline' });
  await expect(block).toContainText(REVIEW_REASON_TEXT.balance_short);
  await expect(block.getByText('Needs review', { exact: true })).toBeVisible();
  // The gift cards' list says the same: $0.00, spent.
  await owner.goto('/gift-cards');
  const card = owner.getByRole('row').filter({ hasText: issued.last4 });
  await expect(card).toContainText('$0.00');
  await context.close();
  await owner.context().close();
});
