import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../plugins/types.js';
import type { Job } from './job.js';
import { JOBS } from './jobs.js';
import { startPgBossScheduler } from './pg-boss-scheduler.js';
import { startTimerScheduler } from './timer-scheduler.js';

/** What runs the jobs: started once by the server (main.ts), stopped at its shutdown. */
export interface Scheduler {
  /**
   * Runs the job now: the timer runs it in this process and waits for it; pg-boss queues it for
   * whichever instance's worker takes it first.
   */
  runNow(name: string): Promise<void>;
  /** Stops scheduling and waits for a run in progress. */
  stop(): Promise<void>;
}

/**
 * The scheduler for the database in use (DESIGN §13): pg-boss on a PostgreSQL server, a timer
 * in the process with the embedded database.
 */
export function startScheduler(
  deps: AppDeps,
  log: FastifyBaseLogger,
  target: { driver: 'pg' | 'pglite'; databaseUrl?: string },
  jobs: readonly Job[] = JOBS,
): Promise<Scheduler> {
  if (target.driver === 'pg') {
    if (!target.databaseUrl) throw new Error('a PostgreSQL scheduler needs the database URL');
    return startBoth(deps, log, jobs, target.databaseUrl);
  }
  return Promise.resolve(startTimerScheduler(deps, log, jobs));
}

/** pg-boss for the jobs one instance runs, this process's timer for `everyInstance` ones. */
async function startBoth(
  deps: AppDeps,
  log: FastifyBaseLogger,
  jobs: readonly Job[],
  connectionString: string,
): Promise<Scheduler> {
  const local = startTimerScheduler(
    deps,
    log,
    jobs.filter((j) => j.everyInstance),
  );
  const others = jobs.filter((j) => !j.everyInstance);
  const shared =
    others.length > 0
      ? await startPgBossScheduler(deps, log, others, { connectionString })
      : startTimerScheduler(deps, log, []);
  return {
    runNow: (name) =>
      jobs.some((j) => j.name === name && j.everyInstance)
        ? local.runNow(name)
        : shared.runNow(name),
    async stop() {
      await Promise.all([local.stop(), shared.stop()]);
    },
  };
}
