/**
 * What the register's browser benchmarks share (register-offline.mjs, register-till.mjs): the
 * built server on the bench's PostgreSQL database, the owner of the seeded organization signed
 * in by a token in the page's storage, and Debian's Chromium.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { startServer } from '../../api/dist-tools/bench/http-kit.js';
import { queryRows } from '../../api/dist-tools/src/db/client.js';

/** The machine's load, printed beside every figure (DEVELOPERS: figures come with their load). */
export const load = () =>
  `load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')}`;

/**
 * The server (signing with the bench's key, so the owner's token is good there) and a browser;
 * `close()` stops both and removes the server's files.
 */
export async function registerBench(db, url, deps, owner, stem, { browserArgs = [] } = {}) {
  const [user] = await queryRows(
    db,
    sql`select token_version from users where id = ${owner.userId}`,
  );
  const token = await deps.jwt.sign({
    userId: owner.userId,
    organizationId: owner.organizationId,
    tokenVersion: user?.token_version ?? 0,
  });
  const dataDir = mkdtempSync(path.join(tmpdir(), `pos-bench-${stem}-`));
  const server = await startServer({
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    JWT_SECRET: 'x'.repeat(40),
  });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', ...browserArgs],
  });
  return {
    token,
    server,
    browser,
    /** A browser context at the server, signed in as the owner. */
    async signedIn(options = {}) {
      const context = await browser.newContext({ baseURL: server.url, ...options });
      await context.addInitScript((t) => window.localStorage.setItem('token', t), token);
      return context;
    },
    async close() {
      await browser.close();
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
