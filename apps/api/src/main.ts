import path from 'node:path';
import pino from 'pino';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { ensureSuperAdmin } from './db/provision.js';
import { maintainTables, startMaintenance } from './db/statistics.js';
import { createDeps } from './deps.js';
import { JOBS, webhookDeliveryJob } from './jobs/jobs.js';
import { startScheduler } from './jobs/scheduler.js';
import { startTimerScheduler } from './jobs/timer-scheduler.js';
import { ensurePlatformOrganization } from './modules/provisioning/provisioning.service.js';

async function main() {
  const config = loadConfig();
  const log = pino({ level: config.logLevel });
  const database = config.databaseUrl
    ? openDatabase({
        kind: 'pg',
        url: config.databaseUrl,
        transactionPooler: config.transactionPooler,
        readUrl: config.databaseReadUrl,
        onReplicaError: (err) =>
          log.warn({ err }, 'the read replica did not answer: reading the primary'),
        onIdleError: (err) => log.warn({ err }, 'idle database connection lost'),
      })
    : openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'db') });
  log.info({ driver: database.driver, dataDir: config.dataDir }, 'opening database');
  await database.migrate();
  log.info('migrations applied');

  const { db } = database;
  const deps = createDeps(config, database, log);
  await ensurePlatformOrganization(db);
  if (config.adminEmail && config.adminPassword) {
    await ensureSuperAdmin(db, log, config.adminEmail, config.adminPassword);
  }
  // PGlite runs no autovacuum: the server keeps its statistics fresh itself (DESIGN §11).
  let stopMaintenance = () => {};
  if (database.driver === 'pglite') {
    await maintainTables(db);
    stopMaintenance = startMaintenance(db, log);
  }

  const app = await buildApp(deps, {
    logger: log,
    trustProxy: process.env.TRUST_PROXY === '1',
  });
  // Scheduled jobs (the low-stock digest): pg-boss on PostgreSQL, a timer with PGlite; none in
  // an instance started with SCHEDULED_JOBS=off (operators still run them through the API).
  // The webhook worker runs unless WEBHOOK_WORKER=off, with or without the other jobs.
  const jobs = JOBS.filter((j) => j !== webhookDeliveryJob || config.webhooks.worker);
  const scheduler = config.scheduledJobs
    ? await startScheduler(
        deps,
        log,
        // pg-boss keeps its own few connections; behind a pooler, on the session address.
        {
          driver: database.driver,
          databaseUrl: config.transactionPooler?.directUrl ?? config.databaseUrl,
        },
        jobs,
      )
    : startTimerScheduler(deps, log, config.webhooks.worker ? [webhookDeliveryJob] : []);

  let closing = false;
  // Graceful drain (docs/guide/running.md, "Health and metrics"): /readyz says 503 at once;
  // the instance goes on answering for SHUTDOWN_DRAIN_MS, while the balancer's health checks
  // take it out, then stops taking connections, finishes the requests it holds and exits.
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const { drainMs } = config.operations;
    log.info({ signal, drainMs }, 'draining, then shutting down');
    deps.operations.startDraining();
    const timer = setTimeout(() => process.exit(1), drainMs + 10_000).unref();
    try {
      await new Promise((resolve) => setTimeout(resolve, drainMs));
      stopMaintenance();
      await scheduler.stop();
      await app.close();
      await database.close();
    } finally {
      clearTimeout(timer);
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const lines = [
    '',
    `  POS Back Office is running at ${config.appUrl}`,
    `  API docs: ${config.appUrl}/api/docs`,
  ];
  if (database.driver === 'pglite') {
    lines.push(
      '',
      `  Database: embedded (PGlite) in ${path.join(config.dataDir, 'db')} — for trying the app and`,
      '  a single shop. For several stores, a large catalogue or reports while selling, set',
      '  DATABASE_URL=postgres://… to a PostgreSQL server (docs/guide/running.md).',
    );
  }
  console.log(`${lines.join('\n')}\n`);
  // Started by scripts/start.mjs (npm start): it prints the demo accounts under the banner.
  process.send?.('listening');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
