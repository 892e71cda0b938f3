import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { AppDeps } from '../plugins/types.js';
import type { Job } from './job.js';
import type { Scheduler } from './scheduler.js';

/**
 * PostgreSQL's scheduler: pg-boss (its tables in the `pgboss` schema). Every instance schedules
 * the jobs' crons and works their queues; pg-boss puts each cron occurrence in the queue once
 * and hands each queued job to one worker, so one instance runs it. The `singleton` policy
 * keeps a second run of a job from starting while one is active.
 */
export async function startPgBossScheduler(
  deps: AppDeps,
  log: FastifyBaseLogger,
  jobs: readonly Job[],
  opts: { connectionString: string; pollingIntervalSeconds?: number },
): Promise<Scheduler> {
  const boss = new PgBoss({ connectionString: opts.connectionString, schema: 'pgboss', max: 2 });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  await boss.start();
  for (const job of jobs) {
    await boss.createQueue(job.name, { name: job.name, policy: 'singleton', retryLimit: 0 });
    await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
    await boss.work(
      job.name,
      { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 10 },
      async () => {
        try {
          await job.run(deps, new Date());
        } catch (err) {
          log.error({ err, job: job.name }, 'job failed');
          throw err;
        }
      },
    );
  }
  return {
    async runNow(name) {
      if (!jobs.some((j) => j.name === name)) throw new Error(`no job ${name}`);
      await boss.send(name, {});
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
