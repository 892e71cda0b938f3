/**
 * The demo seed's entry, run by `npm start` and the e2e server (scripts/start.mjs) before the
 * server starts — the server itself never seeds. On a database without organizations it creates
 * the demo organization (demo.ts) when SEED_DEMO=1, or when SEED_DEMO is unset and the database
 * is the embedded one; either way it then names the demo accounts. Alone, after a build:
 *
 *   node apps/api/dist-tools/seeds/main.js
 *
 * It closes the database before the server opens it: PGlite's folder takes one process at a
 * time. The accounts' lines belong under the server's start banner: they are sent to
 * scripts/start.mjs, which prints them there, or printed here when run alone.
 */
import path from 'node:path';
import pino from 'pino';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { createDeps } from '../src/deps.js';
import { ensurePlatformOrganization } from '../src/modules/provisioning/provisioning.service.js';
import {
  DEMO_ACCOUNTS,
  DEMO_ADMIN,
  DEMO_ORGANIZATION,
  DEMO_SETTINGS,
  hasTenants,
  seedDemo,
} from './demo.js';

/** What scripts/start.mjs receives: the lines to print under the server's banner. */
interface SeedMessage {
  banner: string;
}

async function main() {
  const config = loadConfig();
  // The embedded database is seeded on its first start; a server only when asked (SEED_DEMO=1).
  if (!(config.seedDemo ?? !config.databaseUrl)) return;
  const log = pino({ level: config.logLevel });
  const database = config.databaseUrl
    ? openDatabase({
        kind: 'pg',
        url: config.databaseUrl,
        transactionPooler: config.transactionPooler,
      })
    : openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'db') });
  let seeded = false;
  try {
    await database.migrate();
    if (!(await hasTenants(database.db))) {
      await ensurePlatformOrganization(database.db);
      await seedDemo(createDeps(config, database, log), log, !config.adminEmail);
      seeded = true;
    }
  } finally {
    await database.close();
  }

  const lines = [
    `  Demo organization "${DEMO_ORGANIZATION}" (${DEMO_SETTINGS.timeZone}, ${DEMO_SETTINGS.currencyCode})${seeded ? ' (just created)' : ''}:`,
    ...DEMO_ACCOUNTS.map(
      (a) =>
        `    ${a.role.padEnd(22)} ${a.email.padEnd(20)} ${a.password}${a.registerPin ? `  (register PIN ${a.registerPin})` : ''}`,
    ),
  ];
  if (!config.adminEmail) {
    lines.push(
      `    ${DEMO_ADMIN.role.padEnd(22)} ${DEMO_ADMIN.email.padEnd(20)} ${DEMO_ADMIN.password}`,
    );
  }
  const message: SeedMessage = { banner: `${lines.join('\n')}\n\n` };
  const send = process.send?.bind(process);
  if (send) {
    await new Promise((resolve) => send(message, resolve));
    process.disconnect?.();
  } else process.stdout.write(message.banner);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
