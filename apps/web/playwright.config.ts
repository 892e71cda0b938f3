import { defineConfig } from '@playwright/test';

const port = process.env.E2E_PORT ?? '3999';
export const baseURL = `http://127.0.0.1:${port}`;

/** The tag of the tests that run after the others, alone (`SHARED_STATE` in e2e/helpers.ts). */
const SHARED_STATE_TAG = /@shared-state/;
const PLATFORM_SPEC = /platform-settings\.spec\.ts$/;

export default defineConfig({
  testDir: './e2e',
  // One server and one database for the run: tests create their own organizations, so two run
  // side by side (one per core; docs/benchmarks/test-suite.md). The few that change or count what
  // every test shares run after all the others, one at a time: see `projects`.
  workers: 2,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The JSON report feeds `npm test`'s list of the slowest tests (scripts/slowest-tests.mjs).
  reporter: [['list'], ['json', { outputFile: '../../test-results/e2e.json' }]],
  use: {
    baseURL,
    // No trace: recording one for every test (to keep it on failure) took twice the time, most
    // of it the screencast (docs/benchmarks/test-suite.md). A failure keeps its screenshot and
    // the page's accessibility snapshot (error-context.md); `--trace on` records traces.
    trace: 'off',
    screenshot: 'only-on-failure',
    // A service worker's install downloads the whole app again in every new context (~25 % of
    // a test's time); the specs about the offline app and updates allow it themselves.
    serviceWorkers: 'block',
    launchOptions: {
      // Debian's Chromium; never a downloaded browser.
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // Everything else, two at a time.
    { name: 'chromium', testIgnore: PLATFORM_SPEC, grepInvert: SHARED_STATE_TAG },
    // Tests tagged `SHARED_STATE` (e2e/helpers.ts): they count the demo organization, which other
    // tests add products to, turn maintenance on, or rewrite the served service worker.
    {
      name: 'shared state',
      grep: SHARED_STATE_TAG,
      testIgnore: PLATFORM_SPEC,
      dependencies: ['chromium'],
      workers: 1,
    },
    // The platform's settings are one record every page reads (maintenance, the site name, the
    // plans' prices): their tests run last, alone.
    { name: 'platform', testMatch: PLATFORM_SPEC, dependencies: ['shared state'], workers: 1 },
  ],
  webServer: {
    command: 'node ../../scripts/e2e-server.mjs',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
