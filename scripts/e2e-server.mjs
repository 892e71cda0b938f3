// The real built server on a fresh embedded database with the demo organization, for the
// Playwright tests: the demo seed, then the server (scripts/start.mjs).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const port = process.env.E2E_PORT ?? '3999';
// One folder per port: runs on other ports (E2E_PORT) do not wipe each other's database.
const dataDir = path.join(root, port === '3999' ? '.e2e-data' : `.e2e-data-${port}`);
rmSync(dataDir, { recursive: true, force: true });
const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    PORT: port,
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    SEED_DEMO: '1',
    ADMIN_EMAIL: '',
    ADMIN_PASSWORD: '',
    LOG_LEVEL: 'warn',
    // Every browser test signs up its own organization from 127.0.0.1.
    SIGNUPS_PER_IP_PER_HOUR: '1000',
    // A test runs the low-stock digest when it wants it (POST /business-admin/jobs/…/run).
    SCHEDULED_JOBS: 'off',
    // The webhooks test's receiver listens on 127.0.0.1, which the SSRF guard otherwise refuses.
    WEBHOOKS_ALLOW_PRIVATE: '1',
  },
});
for (const sig of ['SIGTERM', 'SIGINT']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
