/**
 * The promotions engine in Debian's Chromium, where the register runs it (docs/benchmarks/
 * promotions.md): the very cases of the Node bench (`apps/api/bench/promotions-cases.ts`: a
 * 10,000-product catalogue, 40 promotions, 50-line carts), bundled for the browser with the
 * built contracts and run in a blank page. Part of `npm run bench:promotions`.
 */
import { loadavg } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '../../..');
const bundle = await build({
  entryPoints: [path.join(root, 'apps/api/bench/promotions-cases.ts')],
  bundle: true,
  format: 'iife',
  globalName: 'promotionsBench',
  platform: 'browser',
  target: 'es2022',
  write: false,
});
const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  const page = await browser.newPage();
  // A cross-origin isolated page (a secure context: localhost, served by the route): its clock
  // reads to 5 µs, where an ordinary page's is coarsened to 100 µs (a 50-line cart resolves in
  // a few hundred).
  await page.route('http://localhost:9/bench', (route) =>
    route.fulfill({
      contentType: 'text/html',
      headers: {
        'Cross-Origin-Opener-Policy': 'same-origin',
        'Cross-Origin-Embedder-Policy': 'require-corp',
      },
      body: '<!doctype html><title>promotions bench</title>',
    }),
  );
  await page.goto('http://localhost:9/bench');
  if (!(await page.evaluate(() => globalThis.crossOriginIsolated))) {
    throw new Error('the bench page is not cross-origin isolated: its clock would be coarse');
  }
  await page.addScriptTag({ content: bundle.outputFiles[0].text });
  console.info(`\nIn Chromium ${browser.version()}; load average before: ${load()}`);
  const lines = await page.evaluate(() => {
    const out = [];
    globalThis.promotionsBench.runPromotionsBench((line) => out.push(line));
    return out;
  });
  console.info(lines.join('\n'));
  console.info(`load average after: ${load()}`);
} finally {
  await browser.close();
}
