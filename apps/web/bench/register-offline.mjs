/**
 * The offline register in Debian's Chromium against the built server on PostgreSQL, what a
 * cashier's browser does:
 *   npm run bench:register   (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres)
 * It uses the API's bench kit and seed from its build (apps/api/dist-tools/bench).
 * 1. the first load of /pos with 100,000 products (a third with variations) and 50,000 customers:
 *    from navigation to "Catalogue updated", and the sync's own time (every page fetched,
 *    parsed and written to IndexedDB), read from the register's User Timing measure;
 * 2. scans and searches at the register, in its copy (their measures' p50), beside the
 *    server's lookup of the same codes over HTTP from the page;
 * 3. opening /pos again (the stored catalogue read into memory) and the delta sync after 100
 *    changes of mixed kinds;
 * 4. one device's outbox of 500 offline sales sent when the network comes back: sales per
 *    second, and exactly 500 sales on the server.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { benchOwner, p50, withBenchDatabase } from '../../api/dist-tools/bench/bench-kit.js';
import { hundredChanges, seedRegisterCatalogue } from '../../api/dist-tools/bench/register-seed.js';
import { queryRows } from '../../api/dist-tools/src/db/client.js';
import { load, registerBench } from './register-kit.mjs';

const OUTBOX = Number(process.env.BENCH_OUTBOX ?? 500);

/** The register's User Timing measures of one name, in ms. */
const measures = (page, name) =>
  page.evaluate((n) => performance.getEntriesByName(n, 'measure').map((e) => e.duration), name);

const status = (page) => page.getByRole('status').filter({ hasText: 'Catalogue' });

withBenchDatabase('register_browser', async (db, url, deps) => {
  const owner = await benchOwner(db, 'Bench Register Browser');
  const org = owner.organizationId;
  let t0 = performance.now();
  await seedRegisterCatalogue(db, owner);
  console.log(`seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const bench = await registerBench(db, url, deps, owner, 'register');
  try {
    const context = await bench.signedIn();
    const page = await context.newPage();

    // 1. The first load.
    console.log(`\n## The register in Chromium, 100,000 products (${load()})\n`);
    t0 = performance.now();
    await page.goto('/pos');
    await status(page).getByText('Catalogue updated').waitFor({ timeout: 300_000 });
    const wall = performance.now() - t0;
    const [firstSync] = await measures(page, 'register-catalog-sync');
    const sum = (xs) => xs.reduce((a, b) => a + b, 0);
    const fetching = sum(await measures(page, 'register-catalog-fetch'));
    const storing = sum(await measures(page, 'register-catalog-store'));
    const counts = await page.evaluate(async (name) => {
      const open = indexedDB.open(name);
      const idb = await new Promise((resolve, reject) => {
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const records = await new Promise((resolve) => {
        const req = idb.transaction('catalog').objectStore('catalog').getAll();
        req.onsuccess = () => resolve(req.result);
      });
      const ids = (key) => new Set(records.flatMap((r) => r[key].map((x) => x._id ?? x))).size;
      const out = {
        records: records.length,
        products: ids('products'),
        stock: records.reduce((n, r) => n + r.stock.length, 0),
        customers: ids('customers'),
      };
      idb.close();
      return out;
    }, `pos-register-${org}`);
    console.log(
      `first load: ${(wall / 1000).toFixed(2)} s from navigation to "Catalogue updated"; the sync ` +
        `itself ${((firstSync ?? 0) / 1000).toFixed(2)} s (${counts.products} products, ` +
        `${counts.stock} stock rows, ${counts.customers} customers in ${counts.records} IndexedDB ` +
        `records): fetching and parsing the pages ${(fetching / 1000).toFixed(2)} s, storing ` +
        `them (IndexedDB and memory) ${(storing / 1000).toFixed(2)} s — ${load()}`,
    );

    // 2. Scans and searches in the register's copy, and the server's lookup of the same codes.
    const barcode = page.getByRole('textbox', { name: 'Barcode' });
    // Products without variations (a product with them is sold by a variation's SKU).
    const codes = Array.from({ length: 90 }, (_, i) => ((i * 1657) % 99_000) + 1)
      .filter((n) => n % 3 !== 0)
      .slice(0, 60)
      .map((n) => `R${n}`);
    // What the cashier sees: from the scanner's Enter to the frame that shows the new cart line.
    await page.evaluate(() => {
      window.scanToLine = [];
      const lines = () =>
        document.querySelectorAll('[aria-label="Cart"] li, [aria-label="Cart"] [role="listitem"]')
          .length;
      document.addEventListener(
        'keydown',
        (event) => {
          const label = event.target?.labels?.[0]?.textContent ?? '';
          if (event.key !== 'Enter' || !label.startsWith('Barcode')) return;
          const start = performance.now();
          const had = lines();
          const field = event.target;
          // A line added, or the scan refused (no stock to sell): the field says so.
          const seen = new MutationObserver(() => {
            const added = lines() > had;
            if (!added && field.getAttribute('aria-invalid') !== 'true') return;
            seen.disconnect();
            requestAnimationFrame(() =>
              window.scanToLine.push({ added, ms: performance.now() - start }),
            );
          });
          seen.observe(document.body, { childList: true, subtree: true, attributes: true });
        },
        true,
      );
    });
    for (const [i, code] of codes.entries()) {
      await barcode.fill(code);
      await barcode.press('Enter');
      await page.waitForFunction((n) => window.scanToLine.length >= n, i + 1);
    }
    const lookups = (await measures(page, 'register-lookup')).slice(10);
    const toLine = (await page.evaluate(() => window.scanToLine))
      .slice(10)
      .filter((s) => s.added)
      .map((s) => s.ms);
    const serverLookups = await page.evaluate(
      async ({ list, t }) => {
        const out = [];
        for (const code of list) {
          const s = performance.now();
          await fetch(`/api/v1/products/lookup?code=${code}`, {
            headers: { authorization: `Bearer ${t}` },
          }).then((r) => r.json());
          out.push(performance.now() - s);
        }
        return out.slice(10);
      },
      { list: codes, t: bench.token },
    );
    const search = page.getByRole('searchbox', { name: 'Search products' });
    for (const term of ['linen', 'wool sc', 'silk cap 4', 'denim dress 1', 'cotton', 'r12']) {
      await search.fill(term);
      await page.getByRole('list', { name: 'Matching products' }).waitFor();
      await page.waitForTimeout(400);
    }
    const searches = await measures(page, 'register-search');
    console.log(
      `scan in the register's copy: p50 ${p50(lookups).toFixed(2)} ms (${lookups.length} scans; ` +
        `the browser's clock counts in 0.1 ms), Enter to the line shown p50 ${p50(toLine).toFixed(1)} ms (${toLine.length} lines); the ` +
        `server's lookup over HTTP from the page: p50 ${p50(serverLookups).toFixed(2)} ms; search in the ` +
        `copy: p50 ${p50(searches).toFixed(2)} ms (${searches.length} searches) — ${load()}`,
    );

    // 3. Opening /pos again (the stored catalogue read into memory), then the delta sync after
    // 100 changes, made when the register comes back online (its sync on reconnecting).
    const syncs = () =>
      page.evaluate(() => performance.getEntriesByName('register-catalog-sync').length);
    await page.reload();
    await page.waitForFunction(
      () => performance.getEntriesByName('register-catalog-sync', 'measure').length > 0,
    );
    const [read] = await measures(page, 'register-catalog-read');
    const changes = await hundredChanges(deps, owner);
    await context.setOffline(true);
    await status(page).getByText('Offline').waitFor();
    const before = await syncs();
    await context.setOffline(false);
    await page.waitForFunction(
      (n) => performance.getEntriesByName('register-catalog-sync', 'measure').length > n,
      before,
    );
    const delta = (await measures(page, 'register-catalog-sync')).at(-1);
    console.log(
      `opening /pos again: the stored catalogue read into memory in ${(read ?? 0).toFixed(0)} ms; ` +
        `delta sync after ${changes} changes: ${(delta ?? 0).toFixed(0)} ms in the page — ${load()}`,
    );
    // The changes are in the copy: offline, a product made during them is found by its SKU.
    await context.setOffline(true);
    await status(page).getByText('Offline').waitFor();
    await barcode.fill('NEW-3-M');
    await barcode.press('Enter');
    await page.getByText('New 3', { exact: false }).first().waitFor({ timeout: 5_000 });

    // 4. One device's outbox of 500 offline sales.
    const [product] = await queryRows(
      db,
      sql`select id, price::text from products where organization_id = ${org} and sku = 'R1'`,
    );
    await context.setOffline(true);
    await status(page).getByText('Offline').waitFor();
    await page.evaluate(
      async ({ name, n, userId, productId, price }) => {
        const open = indexedDB.open(name);
        const idb = await new Promise((resolve, reject) => {
          open.onsuccess = () => resolve(open.result);
          open.onerror = () => reject(open.error);
        });
        const tx = idb.transaction('outbox', 'readwrite');
        const store = tx.objectStore('outbox');
        const device = crypto.randomUUID();
        const start = Date.now() - n * 1000;
        for (let i = 0; i < n; i++) {
          const at = start + i * 1000;
          // A UUID v7: the time first, so the outbox sends them in order.
          const hex = at.toString(16).padStart(12, '0');
          const rand = crypto.randomUUID().replace(/-/g, '');
          const id = `${hex.slice(0, 8)}-${hex.slice(8)}-7${rand.slice(13, 16)}-8${rand.slice(17, 20)}-${rand.slice(20, 32)}`;
          const createdAt = new Date(at).toISOString();
          store.put({
            id,
            kind: 'sale',
            userId,
            createdAt,
            status: 'waiting',
            attempts: 0,
            error: null,
            syncedAt: null,
            serverId: null,
            documentNumber: null,
            localNumber: `BNCH-${i + 1}`,
            shiftId: null,
            cashCents: Math.round(price * 100),
            sale: { totalAmount: price },
            body: {
              items: [{ productId, quantity: 1, price }],
              paymentMethod: 'Cash',
              offline: {
                createdAt,
                deviceId: device,
                localNumber: `BNCH-${i + 1}`,
                shiftId: null,
                taxes: [],
              },
            },
          });
        }
        await new Promise((resolve) => {
          tx.oncomplete = resolve;
        });
        idb.close();
      },
      {
        name: `pos-register-${org}`,
        n: OUTBOX,
        userId: owner.userId,
        productId: product?.id ?? '',
        price: Number(product?.price ?? 0),
      },
    );
    // Written beside Dexie: the register reads them afresh after a reload (offline, from the
    // app's cache), as after a restart of the device.
    await page.reload();
    await status(page).getByText(`Offline — ${OUTBOX} sales waiting to sync`).waitFor();
    t0 = performance.now();
    await context.setOffline(false);
    await status(page).getByText('Online', { exact: true }).waitFor({ timeout: 600_000 });
    const seconds = (performance.now() - t0) / 1000;
    const [made] = await queryRows(
      db,
      sql`select count(*)::int as n from transactions where organization_id = ${org} and local_number like 'BNCH-%'`,
    );
    console.log(
      `outbox of ${OUTBOX} offline sales sent: ${seconds.toFixed(1)} s, ` +
        `${(OUTBOX / seconds).toFixed(1)} sales/s; on the server: ${made?.n} sales — ${load()}`,
    );
    if (made?.n !== OUTBOX) throw new Error(`expected ${OUTBOX} sales, found ${made?.n}`);
  } finally {
    await bench.close();
  }
}).catch((err) => {
  console.error(err);
  process.exit(1);
});
