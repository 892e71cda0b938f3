import { suggestedQuantity } from '@pos/contracts/reorder';
import { localIso } from '../../lib/local-time.js';
import type { MailMessage } from '../../lib/mail.js';
import { num } from '../../lib/sql-values.js';
import type { AppDeps } from '../../plugins/types.js';
import { letterheadOf } from '../organization/organization.service.js';
import {
  lowStockDigestHours,
  organizationLanguage,
  timeZoneOf,
} from '../settings/settings.service.js';
import { lowStockDigestRecipients } from '../users/users.service.js';
import * as repo from './low-stock-digest.repository.js';
import { highestReorderLevel } from './reorder.repository.js';

/** Who gets the digest (besides having opted in): whoever manages stock. */
const DIGEST_PERMISSION = 'manage_inventory';

function itemLine(r: repo.CrossedRow) {
  const variation = r.attribute_combination?.length
    ? ` ${r.attribute_combination.join(' / ')}`
    : '';
  const sku = r.sku ? ` (${r.sku})` : '';
  const quantity = num(r.quantity);
  const level = num(r.reorder_level);
  const order = suggestedQuantity(
    quantity,
    level,
    r.reorder_quantity === null ? null : num(r.reorder_quantity),
  );
  return `  - ${r.product_name}${variation}${sku}: ${quantity} left, reorder level ${level}, suggested order ${order}`;
}

/** When the digest goes out: its hour (0–23) in the organization's time zone. */
export interface DigestSchedule {
  hour: number;
  timeZone: string;
}

/**
 * The digest's text: the items by location, in the order the query gives them, and when it goes
 * out — its hour names the organization's zone, which need not be the reader's.
 */
export function digestMail(
  to: { name: string; email: string },
  organizationName: string,
  rows: repo.CrossedRow[],
  appUrl: string,
  schedule: DigestSchedule,
): MailMessage {
  const body: string[] = [];
  let location: string | null = null;
  for (const r of rows) {
    const here = `${r.location_name}`;
    if (here !== location) {
      if (location !== null) body.push('');
      body.push(here);
      location = here;
    }
    body.push(itemLine(r));
  }
  const link = `${appUrl}/reorder`;
  return {
    to: to.email,
    // One whole sentence per number, never English endings glued on: the catalogs translate each.
    subject:
      rows.length === 1
        ? `Low stock at ${organizationName}: 1 item`
        : `Low stock at ${organizationName}: ${rows.length} items`,
    text: [
      `Hello ${to.name},`,
      '',
      `Items that went down to or below the reorder level since the last digest: ${rows.length}.`,
      '',
      ...body,
      '',
      `Order them on the Reorder screen: ${link}`,
      '',
      `It goes out each day at ${String(schedule.hour).padStart(2, '0')}:00 ${schedule.timeZone} time (the organization's time zone, in General Settings).`,
      'You get this e-mail because you manage inventory; turn it off under Account Settings.',
    ].join('\n'),
    link,
  };
}

/** The organization's local date and hour at `now`. */
function localDayAndHour(now: Date, timeZone: string) {
  const iso = localIso(now, timeZone);
  return { day: iso.slice(0, 10), hour: Number(iso.slice(11, 13)) };
}

/**
 * One organization's digest for its local day, if not sent yet: the day is claimed and the
 * reported items brought up to date in one transaction, and the mails leave after its commit.
 * A mail that fails is logged by the job and not sent again (the day is taken): the next
 * day's digest reports only what crossed since.
 */
async function digestOf(
  deps: AppDeps,
  organizationId: string,
  day: string,
  schedule: DigestSchedule,
) {
  const taken = await deps.db.transaction(async (tx) => {
    if (!(await repo.claimDigestDay(tx, organizationId, day))) return null;
    // With no product at all, nothing is low (and the reported set is already empty).
    const highest = await highestReorderLevel(tx, organizationId);
    const rows = highest === null ? [] : await repo.takeCrossedLevels(tx, organizationId, highest);
    const recipients = rows.length
      ? await lowStockDigestRecipients(tx, organizationId, DIGEST_PERMISSION)
      : [];
    return { rows, recipients };
  });
  if (!taken?.rows.length || !taken.recipients.length) return 0;
  const organization = await letterheadOf(deps, organizationId);
  const language = await organizationLanguage(deps.db, organizationId);
  for (const to of taken.recipients) {
    await deps.mailer.send({
      ...digestMail(to, organization.name, taken.rows, deps.config.appUrl, schedule),
      language,
    });
  }
  return taken.recipients.length;
}

/**
 * The low-stock digest job (ARCHITECTURE, "Scheduled jobs"): every organization whose local
 * time at `now` is at or past its digest hour and that has not had today's digest gets it. Run
 * by the scheduler (`apps/api/src/jobs`) every quarter hour; tests call it with the `now` they
 * want. Answers the mails sent; throws, after trying every organization, when one or more failed.
 */
export async function runLowStockDigest(deps: AppDeps, now: Date) {
  let sent = 0;
  const failed: unknown[] = [];
  for (const { organizationId, hour } of await lowStockDigestHours(deps.db)) {
    const timeZone = await timeZoneOf(deps, organizationId);
    const local = localDayAndHour(now, timeZone);
    if (local.hour < hour) continue;
    // One organization's failure (its mail server) does not keep the others' digests back.
    try {
      sent += await digestOf(deps, organizationId, local.day, { hour, timeZone });
    } catch (error) {
      failed.push(error);
    }
  }
  if (failed.length) throw new AggregateError(failed, `low-stock digest: ${failed.length} failed`);
  return sent;
}
