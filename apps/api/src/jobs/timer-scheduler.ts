import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../plugins/types.js';
import type { Job } from './job.js';
import type { Scheduler } from './scheduler.js';

/**
 * The embedded database's scheduler: each job on a timer in this process (one process owns a
 * PGlite database, so nothing else runs it). A run never overlaps the job's previous one, and
 * `stop` waits for a run in progress.
 */
export function startTimerScheduler(
  deps: AppDeps,
  log: FastifyBaseLogger,
  jobs: readonly Job[],
): Scheduler {
  const running = new Map<string, Promise<void>>();
  const runOnce = (job: Job) => {
    const current = running.get(job.name);
    if (current) return current;
    const run = job
      .run(deps, new Date())
      .then(
        () => undefined,
        (err: unknown) => log.error({ err, job: job.name }, 'job failed'),
      )
      .finally(() => running.delete(job.name));
    running.set(job.name, run);
    return run;
  };
  const timers = jobs.map((job) => {
    const timer = setInterval(() => void runOnce(job), job.everyMs);
    timer.unref();
    return timer;
  });
  return {
    async runNow(name) {
      const job = jobs.find((j) => j.name === name);
      if (!job) throw new Error(`no job ${name}`);
      await runOnce(job);
    },
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await Promise.all(running.values());
    },
  };
}
