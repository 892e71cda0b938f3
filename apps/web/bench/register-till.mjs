/**
 * The register's felt speed at the till (docs/benchmarks/register-till.md), in Debian's Chromium
 * against the built server on PostgreSQL, with a shop-sized catalogue:
 *   npm run bench:till   (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres)
 * 1. from the scanner's Enter to the frame that shows the new cart line, while the cart grows
 *    to 60 lines (every scan a new item: the cart's worst case);
 * 2. from "Complete Sale" to the frame that shows the sale done, over sales of 3 lines paid in
 *    cash (the register online: the sale goes to the server and its answer is shown).
 * BENCH_CODES=scale: every scan is a scale label (a price label "21 IIIIII PPPP C" of the item,
 * docs/DESIGN.md "Scale barcodes") instead of the item's SKU.
 * The page's own clock: a capture-phase listener notes the moment of the key or click, a
 * MutationObserver sees the new line (or the done screen), and the measure closes once the next
 * frame — the one that paints it — has been rendered (a message posted from its animation-frame
 * callback, handled after its style, layout and paint).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { EXAMPLE_SCALE_RULES, scaleBarcode } from '@pos/contracts/scale-barcodes';
import { sql } from 'drizzle-orm';
import { load, registerBench } from './register-kit.mjs';

process.env.BENCH_PRODUCTS ??= '2000';
process.env.BENCH_CUSTOMERS ??= '200';
const LINES = Number(process.env.BENCH_LINES ?? 60);
const SALES = Number(process.env.BENCH_SALES ?? 40);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** The shop's scale rule when scans are labels (BENCH_CODES=scale): item numbers of 6 digits. */
const LABELS =
  process.env.BENCH_CODES === 'scale'
    ? { ...EXAMPLE_SCALE_RULES.price, itemDigits: 6, valueDigits: 4 }
    : null;

const { benchOwner, p50, p95, withBenchDatabase } = await import(
  '../../api/dist-tools/bench/bench-kit.js'
);
const { seedRegisterCatalogue } = await import('../../api/dist-tools/bench/register-seed.js');
const { queryRows } = await import('../../api/dist-tools/src/db/client.js');

const fmt = (xs) => `p50 ${p50(xs).toFixed(1)} ms, p95 ${p95(xs).toFixed(1)} ms (${xs.length})`;

/**
 * A frame's place in the sources when the build has source maps (`vite build --sourcemap`),
 * else its file and line.
 */
async function sourceMapper() {
  const { SourceMapConsumer } = await import('source-map-js');
  const dist = path.resolve(import.meta.dirname, '../dist/assets');
  const maps = new Map();
  return (f) => {
    const file = f.url.split('/').pop();
    if (!maps.has(file)) {
      try {
        maps.set(
          file,
          new SourceMapConsumer(JSON.parse(readFileSync(path.join(dist, `${file}.map`), 'utf8'))),
        );
      } catch {
        maps.set(file, null);
      }
    }
    const map = maps.get(file);
    const at = map?.originalPositionFor({ line: f.lineNumber + 1, column: f.columnNumber });
    return at?.source
      ? `${at.source.replace(/^.*node_modules\//, '')}:${at.line}`
      : `${file}:${f.lineNumber}`;
  };
}

/**
 * BENCH_RENDERS=1: which components render at each commit, through the hook React's developer
 * tools use (present in production builds): a fiber rendered when React did work on it.
 */
function countRenders() {
  const counts = new Map();
  window.renderCounts = counts;
  const name = (f) =>
    f.type?.displayName ??
    f.type?.name ??
    f.type?.type?.displayName ??
    f.type?.type?.name ??
    f.type?.render?.displayName ??
    f.type?.render?.name;
  // A subtree React did not enter keeps its fibers (and their old flags): skipped.
  // The components each of the last commits rendered (BENCH_RENDERS=commits prints them).
  window.commitLog = [];
  let rendered = [];
  const walk = (parent) => {
    if (parent.alternate && parent.child === parent.alternate.child) return;
    for (let f = parent.child; f; f = f.sibling) {
      const component = typeof f.type === 'function' || (f.type && typeof f.type === 'object');
      if (component && (f.flags & 1) !== 0) {
        const n = name(f) ?? '?';
        rendered.push(n);
        counts.set(n, (counts.get(n) ?? 0) + 1);
      }
      walk(f);
    }
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    onCommitFiberRoot: (_id, root) => {
      window.commits = (window.commits ?? 0) + 1;
      if (!window.countingRenders) return;
      rendered = [];
      walk(root.current);
      window.commitLog = [
        ...window.commitLog.slice(-5),
        rendered.filter((n) => !n.startsWith('@mantine')),
      ];
    },
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    checkDCE: () => {},
  };
}

/**
 * BENCH_PROFILE=1: where the page's time goes while scanning — the browser's own counters
 * (script, style, layout) and the functions with the most self time in a CPU profile.
 */
async function startProfile(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const metrics = async () =>
    Object.fromEntries(
      (await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]),
    );
  const before = await metrics();
  // BENCH_PROFILE=metrics: the counters only, without the sampler's own cost.
  const sampling = process.env.BENCH_PROFILE !== 'metrics';
  if (sampling) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
  }
  return {
    async stop() {
      const after = await metrics();
      for (const name of [
        'ScriptDuration',
        'RecalcStyleDuration',
        'LayoutDuration',
        'TaskDuration',
      ]) {
        console.log(`${name}: ${((after[name] - before[name]) * 1000).toFixed(0)} ms`);
      }
      if (!sampling) return;
      const { profile } = await cdp.send('Profiler.stop');
      const self = new Map();
      const dt = profile.timeDeltas;
      const byId = new Map(profile.nodes.map((n) => [n.id, n]));
      const where = await sourceMapper();
      profile.samples.forEach((id, i) => {
        const f = byId.get(id).callFrame;
        const key = `${f.functionName || '(anon)'} ${where(f)}`;
        self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
      });
      const groups = new Map();
      for (const [key, ms] of self) {
        const group = key.includes('src/')
          ? 'app'
          : key.includes('react-dom') || key.includes('scheduler')
            ? 'react'
            : key.includes('@mantine')
              ? 'mantine'
              : key.split(' ')[0];
        groups.set(group, (groups.get(group) ?? 0) + ms);
      }
      const share = [...groups].sort((a, b) => b[1] - a[1]).slice(0, 8);
      console.log(share.map(([g, ms]) => `${g} ${ms.toFixed(0)} ms`).join(' · '));
      const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 30);
      for (const [key, ms] of top) console.log(`${ms.toFixed(1).padStart(8)} ms  ${key}`);
    },
  };
}

/**
 * BENCH_PROFILE=trace: the browser's own trace while scanning — its events by total time, and
 * the last style and layout passes with how much each touched (elements, dirty layout objects).
 */
async function startTrace(page) {
  const cdp = await page.context().newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,blink,disabled-by-default-devtools.timeline',
    transferMode: 'ReportEvents',
  });
  return {
    async stop() {
      const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.end');
      await done;
      const timed = events.filter((e) => e.ph === 'X' && e.dur);
      for (const e of timed
        .filter((e) => e.name === 'Layout' || e.name === 'UpdateLayoutTree')
        .slice(-6)) {
        const { elementCount, beginData } = e.args ?? {};
        const touched = elementCount ?? `${beginData?.dirtyObjects} of ${beginData?.totalObjects}`;
        console.log(`${e.name} ${(e.dur / 1000).toFixed(2)} ms, ${touched}`);
      }
      const byName = new Map();
      for (const e of timed) {
        const total = byName.get(e.name) ?? { n: 0, ms: 0 };
        total.n += 1;
        total.ms += e.dur / 1000;
        byName.set(e.name, total);
      }
      for (const [name, { n, ms }] of [...byName].sort((a, b) => b[1].ms - a[1].ms).slice(0, 30)) {
        console.log(`${ms.toFixed(1).padStart(9)} ms ${String(n).padStart(6)}×  ${name}`);
      }
    },
  };
}

/**
 * The floor under the scan's figure, in the same page with its full cart: a plain field whose
 * Enter adds one line of text to a plain list, measured the same way (Enter to the frame that
 * paints it). What is left above it is the register's own work.
 */
async function probeFloor(page, n, into) {
  await page.evaluate((key) => {
    const wall = [];
    const work = [];
    window.till[key] = { wall, work };
    const field = document.createElement('input');
    field.setAttribute('aria-label', 'Bench probe');
    field.style.cssText = 'position:fixed;left:0;bottom:0;width:80px';
    const list = document.createElement('ul');
    list.style.cssText = 'position:fixed;right:0;bottom:0;max-height:40px;overflow:auto;margin:0';
    field.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter') return;
      const had = list.children.length;
      window.till.after(performance.now(), () => list.children.length > had, wall, work);
      const item = document.createElement('li');
      item.textContent = `Line ${had + 1}`;
      list.append(item);
    });
    document.body.append(field, list);
  }, into);
  const probe = page.getByRole('textbox', { name: 'Bench probe' });
  for (let i = 0; i < n; i++) {
    await probe.fill(String(i));
    await probe.press('Enter');
    await page.waitForFunction(([key, k]) => window.till[key].wall.length >= k, [into, i + 1]);
  }
  await page.evaluate(() => {
    for (const el of document.querySelectorAll('[aria-label="Bench probe"], body > ul')) {
      el.remove();
    }
  });
}

withBenchDatabase('register_till', async (db, url, deps) => {
  const owner = await benchOwner(db, 'Bench Till');
  await seedRegisterCatalogue(db, owner);
  if (LABELS) {
    // Item numbers are digits: the products' SKUs "R123" become "123", before the register
    // copies the catalogue.
    await db.execute(sql`update products set sku = substr(sku, 2)
      where organization_id = ${owner.organizationId}`);
    await db.execute(
      sql`update general_settings set scale_barcodes = ${JSON.stringify([
        LABELS,
      ])}::jsonb where organization_id = ${owner.organizationId}`,
    );
  }
  // Frames as soon as there is something to paint, not at the display's next refresh: the
  // wait for it (up to 16.7 ms at 60 Hz) is no work of the page's, and a plain field adding one
  // line of text waits as long (BENCH_VSYNC=1 measures with it).
  const bench = await registerBench(db, url, deps, owner, 'till', {
    browserArgs: process.env.BENCH_VSYNC
      ? []
      : ['--disable-gpu-vsync', '--disable-frame-rate-limit'],
  });
  const { server, token } = bench;
  try {
    // A shift to sell in, whatever the organization's "require an open shift" says.
    const opened = await fetch(`${server.url}/api/v1/shifts/open`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ openingFloat: 100 }),
    });
    if (!opened.ok) throw new Error(`opening a shift: ${opened.status} ${await opened.text()}`);

    const context = await bench.signedIn({ viewport: { width: 1366, height: 768 } });
    if (process.env.BENCH_RENDERS) await context.addInitScript(countRenders);
    const page = await context.newPage();
    await page.goto('/pos');
    await page
      .getByRole('status')
      .filter({ hasText: 'Catalogue' })
      .getByText('Catalogue updated')
      .waitFor({ timeout: 120_000 });
    // A till in its steady state: the app installed for offline use (the service worker's
    // download of it competes with the page for the machine's two cores while it runs).
    await page.evaluate(async () => {
      await navigator.serviceWorker?.ready;
    });
    await page.evaluate(() => {
      window.till = { scans: [], work: [], sales: [] };
      const lines = () =>
        document.querySelectorAll('[aria-label="Cart"] li, [aria-label="Cart"] [role="listitem"]')
          .length;
      // From `start` to the frame that paints the change `done` waits for. A frame's animation
      // callbacks run before its style, layout and paint; a message posted from one is handled
      // after them. `wall` is the clock; `work` only the page's own part of it: the change,
      // then that frame's style, layout and paint.
      const after = (start, done, wall, work) => {
        const seen = new MutationObserver(() => {
          if (!done()) return;
          seen.disconnect();
          const changed = performance.now();
          requestAnimationFrame(() => {
            const frame = performance.now();
            const painted = new MessageChannel();
            painted.port1.onmessage = () => {
              const end = performance.now();
              wall.push(end - start);
              work?.push(changed - start + (end - frame));
            };
            painted.port2.postMessage(null);
          });
        });
        seen.observe(document.body, { childList: true, subtree: true, attributes: true });
      };
      window.till.after = after;
      document.addEventListener(
        'keydown',
        (event) => {
          const label = event.target?.labels?.[0]?.textContent ?? '';
          if (event.key !== 'Enter' || !label.startsWith('Barcode')) return;
          const had = lines();
          after(performance.now(), () => lines() > had, window.till.scans, window.till.work);
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
    const number = LABELS ? sql`p.sku::int` : sql`substr(p.sku, 2)::int`;
    const codes = (
      await queryRows(
        db,
        sql`select p.sku from products p
          join stock_levels l on l.organization_id = p.organization_id and l.product_id = p.id
            and l.variation_id is null
          join stores s on s.organization_id = l.organization_id and s.id = l.store_id
            and s.is_default
          where p.organization_id = ${owner.organizationId} and l.quantity >= 50
            and ${number} % 3 <> 0
          order by ${number} limit ${3 * LINES}`,
      )
    ).map((r) => (LABELS ? scaleBarcode(LABELS, r.sku, 4.99) : r.sku));
    const barcode = page.getByRole('textbox', { name: 'Barcode' });
    console.log(
      `\n## The register at the till${LABELS ? ', scanning scale labels' : ''} (${load()})\n`,
    );
    // The field found once: the page then does only the register's own work at each scan.
    const field = await barcode.elementHandle();
    const profile =
      process.env.BENCH_PROFILE === 'trace'
        ? await startTrace(page)
        : process.env.BENCH_PROFILE
          ? await startProfile(page)
          : null;
    await page.evaluate(() => {
      window.countingRenders = true;
      window.commits = 0;
    });
    // A first cart, then ROUNDS carts of LINES lines, each cleared after: more samples of the
    // same cart sizes. The first is reported apart: the page's code is not optimised yet.
    const clear = page.getByRole('button', { name: 'Clear', exact: true });
    await probeFloor(page, LINES, 'emptyFloor');
    for (let round = 0; round <= ROUNDS; round++) {
      for (const [i, code] of codes.slice(0, LINES).entries()) {
        await field.fill(code);
        await field.press('Enter');
        await page.waitForFunction((n) => window.till.scans.length >= n, round * LINES + i + 1);
      }
      if (round === ROUNDS) await probeFloor(page, LINES, 'floor');
      await clear.click();
      await page.getByText('The cart is empty.').waitFor();
    }
    if (profile) await profile.stop();
    if (process.env.BENCH_RENDERS) {
      const counts = await page.evaluate(() => [...(window.renderCounts ?? new Map())]);
      console.log(`commits: ${await page.evaluate(() => window.commits)}`);
      const top = counts.sort((a, b) => b[1] - a[1]).slice(0, 40);
      console.log(
        `renders over ${(ROUNDS + 1) * LINES} scans: ${top.map(([n, c]) => `${n} ${c}`).join(', ')}`,
      );
      if (process.env.BENCH_RENDERS === 'commits') {
        for (const names of await page.evaluate(() => window.commitLog)) {
          console.log(`commit: ${names.join(', ')}`);
        }
      }
    }
    const till = await page.evaluate(() => window.till);
    const { floor, emptyFloor } = till;
    const [scans, work] = [till.scans.slice(LINES), till.work.slice(LINES)];
    const last = Math.floor((2 * LINES) / 3);
    const fullest = (xs) => xs.filter((_, i) => i % LINES >= last);
    console.log(`${ROUNDS} carts growing to ${LINES} lines, Enter to the new line painted:`);
    console.log(
      `  the page's work: ${fmt(work)}; lines ${last + 1}–${LINES}: ${fmt(fullest(work))}`,
    );
    console.log(`  to the painted frame: ${fmt(scans)}`);
    console.log(
      `  the first cart after the page loaded: work ${fmt(till.work.slice(0, LINES))}, ` +
        `to the painted frame ${fmt(till.scans.slice(0, LINES))}`,
    );
    console.log(`The floor, a plain field adding a line of text to a plain list (same page):`);
    console.log(
      `  60 lines in the cart: work ${fmt(floor.work)}; to the painted frame ${fmt(floor.wall)}`,
    );
    console.log(
      `  the cart empty: work ${fmt(emptyFloor.work)}; to the painted frame ${fmt(emptyFloor.wall)}`,
    );
    // BENCH_EACH=1: every scan, in order (the first ones run code not yet optimised).
    if (process.env.BENCH_EACH) {
      console.log(till.work.map((ms, i) => `${i + 1}: ${ms.toFixed(1)}`).join(' · '));
    }

    const complete = page.getByRole('button', { name: 'Complete Sale' }).first();
    for (let s = 0; s < SALES; s++) {
      for (let k = 0; k < 3; k++) {
        await barcode.fill(codes[(s * 3 + k) % codes.length]);
        await barcode.press('Enter');
      }
      await page.waitForFunction(
        () =>
          document.querySelectorAll('[aria-label="Cart"] li, [aria-label="Cart"] [role="listitem"]')
            .length === 3,
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
    await bench.close();
  }
}).catch((error) => {
  console.error(error);
  process.exit(1);
});
