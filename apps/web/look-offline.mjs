import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4200';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [label, viewport] of [['desktop', { width: 1366, height: 900 }], ['phone', { width: 390, height: 844 }]]) {
  const context = await browser.newContext({ viewport, baseURL: base });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email address').fill('cashier@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('DemoCashier!2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/dashboard/);
  await page.goto('/pos');
  await page.getByText('Catalogue updated').waitFor({ timeout: 60000 });
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  await page.reload();
  await page.getByText('Catalogue updated').waitFor({ timeout: 60000 });
  await page.screenshot({ path: `/tmp/shots/${label}-online.png`, fullPage: true });
  await context.setOffline(true);
  await page.reload();
  await page.getByText('Offline —').waitFor();
  const barcode = page.getByRole('textbox', { name: 'Barcode' });
  const token = await page.evaluate(() => localStorage.getItem('token'));
  // A product's SKU from the copy: search 'tee' and add the first.
  await page.getByRole('searchbox', { name: 'Search products' }).fill('mug');
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/shots/${label}-offline-search.png`, fullPage: true });
  const add = page.getByRole('list', { name: 'Matching products' }).getByRole('button').first();
  await add.click();
  await page.screenshot({ path: `/tmp/shots/${label}-offline-cart.png`, fullPage: true });
  await page.getByRole('button', { name: 'Complete Sale' }).click();
  await page.getByText('Sale saved on this register').waitFor();
  await page.screenshot({ path: `/tmp/shots/${label}-offline-done.png`, fullPage: true });
  await page.getByRole('button', { name: 'New sale' }).click();
  // A sale of a product that no longer exists: refused for good once online.
  await page.evaluate(async () => {
    const name = (await indexedDB.databases()).map((d) => d.name).find((n) => n.startsWith('pos-register-'));
    const open = indexedDB.open(name);
    const idb = await new Promise((r) => { open.onsuccess = () => r(open.result); });
    const tx = idb.transaction('outbox', 'readwrite');
    const part = localStorage.getItem('token').split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    const userId = JSON.parse(atob(part)).sub;
    const at = new Date(Date.now() - 60000).toISOString();
    tx.objectStore('outbox').put({ id: '00000001-0000-7000-8000-000000000001', kind: 'sale', userId, createdAt: at, status: 'waiting', attempts: 0, error: null, syncedAt: null, serverId: null, documentNumber: null, localNumber: 'GONE-1', shiftId: null, cashCents: 500, sale: { totalAmount: 5 }, body: { items: [{ productId: '00000000-0000-7000-8000-00000000dead', quantity: 1, price: 5 }], paymentMethod: 'Cash', offline: { createdAt: at, deviceId: crypto.randomUUID(), localNumber: 'GONE-1', shiftId: null, taxes: [] } } });
    await new Promise((r) => { tx.oncomplete = r; });
  });
  // Written beside Dexie: the page reads it afresh after a reload (offline, from the app's cache).
  await page.reload();
  await page.getByText('Offline — 2 sales waiting to sync').waitFor();
  await page.screenshot({ path: `/tmp/shots/${label}-offline-waiting.png`, fullPage: true });
  await context.setOffline(false);
  await page.getByText('could not be synced').waitFor({ timeout: 60000 });
  await page.screenshot({ path: `/tmp/shots/${label}-failed.png`, fullPage: true });
  await page.getByRole('button', { name: 'Review' }).click();
  await page.getByRole('dialog').waitFor();
  await page.screenshot({ path: `/tmp/shots/${label}-failed-review.png`, fullPage: true });
  await context.close();
}
await browser.close();
