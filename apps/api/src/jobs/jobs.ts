import { runLowStockDigest } from '../modules/purchasing/low-stock-digest.service.js';
import { defineJob } from './job.js';

/**
 * The daily low-stock digest (issue 22 part 5), looked at every quarter hour: each organization
 * gets it once a day, at or after its hour in its time zone (a 30- or 45-minute zone included).
 */
export const lowStockDigestJob = defineJob({
  name: 'low-stock-digest',
  cron: '*/15 * * * *',
  everyMs: 15 * 60_000,
  run: runLowStockDigest,
});

/** Every job the server schedules. */
export const JOBS = [lowStockDigestJob];
