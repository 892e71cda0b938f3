/**
 * The register's felt speed at the till (docs/benchmarks/register-till.md), in Debian's Chromium
 * against the built server on PostgreSQL, with a shop-sized catalogue:
 *   npm run bench:till   (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres)
 * 1. from the scanner's Enter to the frame that shows the new cart line, while the cart grows
 *    to 60 lines (every scan a new item: the cart's worst case);
 * 2. from "Complete Sale" to the frame that shows the sale done, over sales of 3 lines paid in
 *    cash (the register online: the sale goes to the server and its answer is shown).
 * The page's own clock: a capture-phase listener notes the moment of the key or click, a
 * MutationObserver sees the new line (or the done screen) and the next animation frame — the
 * one that paints it — closes the measure.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { sql } from 'drizzle-orm';

process.env.BENCH_PRODUCTS ??= '2000';
process.env.BENCH_CUSTOMERS ??= '200';
const LINES = Number(process.env.BENCH_LINES ?? 60);
const SALES = Number(process.env.BENCH_SALES ?? 40);

const { benchOwner, p50, p95, withBenchDatabase } = await import(
  '../../api/dist/bench/bench-kit.js'
);
const { startServer } = await import('../../api/dist/bench/http-kit.js');
const { seedRegisterCatalogue } = await import('../../api/dist/bench/register-seed.js');
const { queryRows } = await import('../../api/dist/db/client.js');

const load = () =>
  `load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')}`;
const fmt = (xs) => `p50 ${p50(xs).toFixed(1)} ms, p95 ${p95(xs).toFixed(1)} ms (${xs.length})`;

withBenchDatabase('register_till', async (db, url, deps) => {
  const owner = await benchOwner(db, 'Bench Till');
  await seedRegisterCatalogue(db, owner);
  const [user] = await queryRows(
    db,
    sql`select token_version from users where id = ${owner.userId}`,
  );
  const token = await deps.jwt.sign({
    userId: owner.userId,
    organizationId: owner.organizationId,
    tokenVersion: user?.token_version ?? 0,
  });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pos-bench-till-'));
  const server = await startServer({
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    JWT_SECRET: 'x'.repeat(40),
  });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    // A shift to sell in, whatever the organization's "require an open shift" says.
    const opened = await fetch(`${server.url}/api/v1/shifts/open`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ openingFloat: 100 }),
    });
    if (!opened.ok) throw new Error(`opening a shift: ${opened.status} ${await opened.text()}`);

    const context = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 1366, height: 768 },
    });
    await context.addInitScript((t) => window.localStorage.setItem('token', t), token);
    const page = await context.newPage();
    await page.goto('/pos');
    await page
      .getByRole('status')
      .filter({ hasText: 'Catalogue' })
      .getByText('Catalogue updated')
      .waitFor({ timeout: 120_000 });
    await page.evaluate(() => {
      window.till = { scans: [], sales: [] };
      const lines = () => document.querySelectorAll('[aria-label="Cart"] [role="listitem"]').length;
      const after = (start, done, into) => {
        const seen = new MutationObserver(() => {
          if (!done()) return;
          seen.disconnect();
          requestAnimationFrame(() => into.push(performance.now() - start));
        });
        seen.observe(document.body, { childList: true, subtree: true, attributes: true });
      };
      document.addEventListener(
        'keydown',
        (event) => {
          const label = event.target?.labels?.[0]?.textContent ?? '';
          if (event.key !== 'Enter' || !label.startsWith('Barcode')) return;
          const had = lines();
          after(performance.now(), () => lines() > had, window.till.scans);
        },
        true,
      );
      document.addEventListener(
        'click',
        (event) => {
          const button = event.target?.closest?.('button');
          if (button?.textContent?.trim() !== 'Complete Sale') return;
          after(
            performance.now(),
            () => !!document.querySelector('[aria-label="Sale completed"]'),
            window.till.sales,
          );
        },
        true,
      );
    });

    // Products without variations (a third come in sizes) with stock to sell at the register's
    // store: every sale goes through, whatever the shop's negative-stock setting.
    const codes = (
      await queryRows(
        db,
        sql`select p.sku from products p
          join stock_levels l on l.organization_id = p.organization_id and l.product_id = p.id
            and l.variation_id is null
          join stores s on s.organization_id = l.organization_id and s.id = l.store_id
            and s.is_default
          where p.organization_id = ${owner.organizationId} and l.quantity >= 50
            and substr(p.sku, 2)::int % 3 <> 0
          order by substr(p.sku, 2)::int limit ${3 * LINES}`,
      )
    ).map((r) => r.sku);
    const barcode = page.getByRole('textbox', { name: 'Barcode' });
    console.log(`\n## The register at the till (${load()})\n`);
    for (const [i, code] of codes.slice(0, LINES).entries()) {
      await barcode.fill(code);
      await barcode.press('Enter');
      await page.waitForFunction((n) => window.till.scans.length >= n, i + 1);
    }
    const scans = await page.evaluate(() => window.till.scans);
    console.log(`Enter to the new line shown, cart growing to ${LINES} lines: ${fmt(scans)}`);
    const last = Math.floor((2 * LINES) / 3);
    console.log(`  of them lines ${last + 1}–${LINES}: ${fmt(scans.slice(last))}`);
    await page.getByRole('button', { name: 'Clear', exact: true }).click();

    const complete = page.getByRole('button', { name: 'Complete Sale' }).first();
    for (let s = 0; s < SALES; s++) {
      for (let k = 0; k < 3; k++) {
        await barcode.fill(codes[(s * 3 + k) % codes.length]);
        await barcode.press('Enter');
      }
      await page.waitForFunction(
        () => document.querySelectorAll('[aria-label="Cart"] [role="listitem"]').length === 3,
      );
      await complete.click();
      await page.waitForFunction((n) => window.till.sales.length >= n, s + 1);
      await page.keyboard.press('F2');
      await barcode.waitFor();
    }
    const sales = (await page.evaluate(() => window.till.sales)).slice(5);
    console.log(`Complete Sale to the sale shown done (after 5 warm-up sales): ${fmt(sales)}`);
    console.log(`(${load()})`);
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}).catch((error) => {
  console.error(error);
  process.exit(1);
});
