import { removeExpiredAuditEvents } from '../modules/audit/audit.service.js';
import { removeEndedDisplays } from '../modules/customer-display/customer-display.service.js';
import { removeExpiredDataExports } from '../modules/data-export/data-export.service.js';
import { runLowStockDigest } from '../modules/purchasing/low-stock-digest.service.js';
import {
  foldQueuedRollups,
  rebuildPendingRollups,
  sealAllTotals,
} from '../modules/rollups/rollups.service.js';
import {
  deliverDueWebhooks,
  removeOldWebhookEvents,
} from '../modules/webhooks/webhooks.service.js';
import { defineJob } from './job.js';

/**
 * The daily low-stock digest (ARCHITECTURE, "Scheduled jobs"), looked at every quarter hour:
 * each organization gets it once a day, at or after its hour in its time zone (a 30- or
 * 45-minute zone included).
 */
export const lowStockDigestJob = defineJob({
  name: 'low-stock-digest',
  cron: '*/15 * * * *',
  everyMs: 15 * 60_000,
  run: runLowStockDigest,
});

/**
 * Audit retention: once a day, events older than each organization's
 * `auditRetentionDays` are removed. Running it twice removes nothing more.
 */
export const auditRetentionJob = defineJob({
  name: 'audit-retention',
  cron: '23 3 * * *',
  everyMs: 24 * 60 * 60_000,
  run: removeExpiredAuditEvents,
});

/**
 * Customer displays that ended (docs/DESIGN.md, "Customer display"): once a day their rows and
 * the carts kept for them go.
 */
export const displayCleanupJob = defineJob({
  name: 'customer-display-cleanup',
  cron: '41 3 * * *',
  everyMs: 24 * 60 * 60_000,
  run: removeEndedDisplays,
});

/**
 * The reports' rollups of a new time zone (ARCHITECTURE, "Report rollups"): every minute, one
 * statement starts the next generation of every organization whose zone is not its rollups'
 * (its settings changed it, or the platform's default it follows), and the generations being
 * built are built — those a report's read started at once too, finished here if that process
 * stopped (or on another instance's turn).
 */
export const rollupRebuildJob = defineJob({
  name: 'rollup-rebuild',
  cron: '* * * * *',
  everyMs: 60_000,
  run: rebuildPendingRollups,
});

/**
 * The sales and returns queued since the last fold added to the reports' rollups: every two
 * seconds in every process (folds of one organization take turns on its rollup state, and each
 * claims what it adds), so a report — which adds what is left before it reads, and so is never
 * behind — finds at most a few seconds of sales to add.
 */
export const rollupFoldJob = defineJob({
  name: 'rollup-fold',
  cron: '* * * * *',
  everyMs: 2_000,
  everyInstance: true,
  run: foldQueuedRollups,
});

/**
 * The reports' running totals (ARCHITECTURE, "Report rollups") sealed up to each organization's
 * today: after its midnight, after a late sale removed some, after a rebuild. Until then a report
 * adds up day rows for the days after the last sealed one.
 */
export const rollupSealJob = defineJob({
  name: 'rollup-seal',
  cron: '* * * * *',
  everyMs: 60_000,
  run: sealAllTotals,
});

/**
 * Webhook deliveries (docs/guide/api-keys-and-webhooks.md, "Delivery"): what is due, every two
 * seconds in every process — each claims its deliveries with a lease, so instances share the
 * work and never send one twice at once. Runs unless WEBHOOK_WORKER=off, also where the other
 * jobs are off (SCHEDULED_JOBS=off): it is how what happened reaches the shop's systems.
 */
export const webhookDeliveryJob = defineJob({
  name: 'webhook-deliveries',
  cron: '* * * * *',
  everyMs: 2_000,
  everyInstance: true,
  run: (deps) => deliverDueWebhooks(deps),
});

/** The webhooks' delivery log older than 30 days, once a day. */
export const webhookLogRetentionJob = defineJob({
  name: 'webhook-log-retention',
  cron: '41 3 * * *',
  everyMs: 24 * 60 * 60_000,
  run: removeOldWebhookEvents,
});

/**
 * Exports of all data (docs/guide/settings-and-subscription.md, "Your data, all of it"): once a
 * day the zips whose 7-day link has expired are removed, and jobs a stopped server left
 * unfinished are marked failed.
 */
export const dataExportCleanupJob = defineJob({
  name: 'data-export-cleanup',
  cron: '53 3 * * *',
  everyMs: 24 * 60 * 60_000,
  run: removeExpiredDataExports,
});

/** Every job the server schedules. */
export const JOBS = [
  lowStockDigestJob,
  auditRetentionJob,
  displayCleanupJob,
  rollupRebuildJob,
  rollupFoldJob,
  rollupSealJob,
  webhookDeliveryJob,
  webhookLogRetentionJob,
  dataExportCleanupJob,
];
