import type { AppDeps } from '../plugins/types.js';

/**
 * A job the server runs on a schedule (DESIGN §13, "Jobs"): the same `run` whichever scheduler
 * runs it — a pg-boss queue on PostgreSQL (one instance runs each occurrence), a timer in the
 * process on the embedded database. `run` must be safe to call twice for the same moment (two
 * instances, a retry): a job keeps its own "done" state in the database.
 */
export interface Job {
  /** The queue's name: letters, digits, dashes. */
  name: string;
  /** When it runs on PostgreSQL: a five-field cron expression, UTC. */
  cron: string;
  /** How often the in-process timer runs it (the cron's period). */
  everyMs: number;
  /**
   * On a timer in every process, also on PostgreSQL (not pg-boss): work that is safe for any
   * number of instances at once and must come more often than pg-boss's finest cron (a minute).
   */
  everyInstance?: boolean;
  run(deps: AppDeps, now: Date): Promise<unknown>;
}

export const defineJob = (job: Job): Job => job;
