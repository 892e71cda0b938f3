import { defineConfig } from '@playwright/test';

const port = process.env.E2E_PORT ?? '3999';
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './e2e',
  // One server and one database for the run: tests create their own organizations. One worker:
  // two on this machine's 2 cores ran no faster (the browser alone saturates them) and slowed
  // single steps past their timeouts.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The JSON report feeds `npm test`'s list of the slowest tests (scripts/slowest-tests.mjs).
  reporter: [['list'], ['json', { outputFile: '../../test-results/e2e.json' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
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
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node ../../scripts/e2e-server.mjs',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
