// A cold /login on a slow-4G profile, in Debian's Chromium against the built server: first
// contentful paint and bytes over the wire, median of several runs (docs/benchmarks/cold-load.md).
// Each run is a new browser context with the cache disabled. Every run is made three times,
// alternating so that all see the same machine: as the browser asks (brotli), as a gzip-only
// client (`Accept-Encoding: gzip`) and with `Accept-Encoding: identity` (what every answer was
// before compression).
//
//   npm run bench:cold-load                (BENCH_RUNS=7, BENCH_PORT=3990 by default)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '../../..');
const port = process.env.BENCH_PORT ?? process.env.E2E_PORT ?? '3990';
const runs = Number(process.env.BENCH_RUNS ?? 7);
const base = `http://127.0.0.1:${port}`;

// Slow 4G as Lighthouse and the DevTools preset describe it: 150 ms round trip,
// 1.6 Mbit/s down, 750 kbit/s up (CDP takes bytes per second).
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
};

const dataDir = mkdtempSync(path.join(tmpdir(), 'pos-bench-cold-load-'));
const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/main.js')], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    PATH: process.env.PATH ?? '',
    DATA_DIR: dataDir,
    PORT: port,
    HOST: '127.0.0.1',
    APP_URL: base,
    SEED_DEMO: '0',
    LOG_LEVEL: 'warn',
  },
});

async function waitForServer() {
  for (let i = 0; i < 600; i++) {
    const up = await fetch(`${base}/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (up) return;
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not answer /healthz within a minute');
}

/** The Accept-Encoding of each way of loading; null: the browser's own. */
const MODES = [
  ['browser', null, "the browser's Accept-Encoding"],
  ['gzip', 'gzip', 'Accept-Encoding: gzip'],
  ['identity', 'identity', 'Accept-Encoding: identity'],
];

/** One cold load of /login: its first contentful paint, the bytes received, their encodings. */
async function coldLoad(browser, acceptEncoding) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  if (acceptEncoding) {
    await cdp.send('Network.setExtraHTTPHeaders', {
      headers: { 'Accept-Encoding': acceptEncoding },
    });
  }
  let bytes = 0;
  const encodings = new Set();
  cdp.on('Network.loadingFinished', (e) => {
    bytes += e.encodedDataLength;
  });
  cdp.on('Network.responseReceived', (e) => {
    const headers = Object.fromEntries(
      Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]),
    );
    encodings.add(headers['content-encoding'] ?? 'none');
  });
  await page.goto(`${base}/login`, { waitUntil: 'load' });
  // The sign-in form is what a visitor came for: the paint measured must be of that page.
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  const fcp = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const find = () =>
          performance.getEntriesByType('paint').find((e) => e.name === 'first-contentful-paint');
        const poll = () => {
          const entry = find();
          if (entry) resolve(entry.startTime);
          else setTimeout(poll, 50);
        };
        poll();
      }),
  );
  await context.close();
  return { fcp, bytes, encodings: [...encodings].sort().join(', ') };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

let browser;
try {
  await waitForServer();
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const results = Object.fromEntries(MODES.map(([mode]) => [mode, []]));
  for (let i = 0; i < runs; i++) {
    for (const [mode, acceptEncoding] of MODES) {
      const r = await coldLoad(browser, acceptEncoding);
      results[mode].push(r);
      console.log(
        `run ${i + 1} ${mode.padEnd(8)} FCP ${r.fcp.toFixed(0).padStart(5)} ms  ` +
          `${(r.bytes / 1024).toFixed(1).padStart(7)} KB  content-encoding: ${r.encodings}`,
      );
    }
  }
  console.log(`\ncold /login on slow 4G (150 ms, 1.6 Mbit/s down), median of ${runs} runs:`);
  for (const [mode, , label] of MODES) {
    const rs = results[mode];
    console.log(
      `  ${label.padEnd(30)} FCP ${median(rs.map((r) => r.fcp)).toFixed(0)} ms, ` +
        `${(median(rs.map((r) => r.bytes)) / 1024).toFixed(1)} KB transferred`,
    );
  }
} finally {
  await browser?.close();
  if (server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
  rmSync(dataDir, { recursive: true, force: true });
}
