import {
  ORGANIZATION_DELETION_MESSAGES,
  ORGANIZATION_STATUS_MESSAGES,
  type TAdminOrganizationRow,
  type TBusinessAnalytics,
  type TOrganizationDeletionBody,
  type TOrganizationDeletionResponse,
} from '@pos/contracts/business-admin';
import { toMajor } from '@pos/contracts/currency';
import type { TListQueryBase } from '@pos/contracts/list';
import {
  currencyInUse,
  PLATFORM_SETTINGS_MESSAGES as M,
  PLAN_PRICE_FIELDS,
  type TPlatformSettingsBody,
} from '@pos/contracts/platform-settings';
import type { Db } from '../../db/client.js';
import { conflict, validationError } from '../../lib/errors.js';
import { EVERY_ORGANIZATION, findListRow, type ListSpec, runList } from '../../lib/list-query.js';
import type { AppDeps, Caller } from '../../plugins/types.js';
import { recordAudit } from '../audit/audit.service.js';
import { removeOrganizationExports } from '../data-export/data-export.service.js';
import {
  changeOrganizationStatus,
  eraseOrganization,
} from '../organization/organization.service.js';
import {
  getPlatformSettings,
  savePlatformSettings,
  storedPlatformSettings,
} from '../platform/platform-settings.service.js';
import { renewingPaidSubscriptions } from '../subscription/subscription.service.js';
import * as repo from './analytics.repository.js';
import { adminOrganizationsList } from './business-admin.lists.js';

const MONTHS = 12;

/** The last `MONTHS` UTC months, oldest first, as "YYYY-MM", and the first instant of the oldest. */
export function lastMonths(now = new Date()) {
  const months: string[] = [];
  for (let i = MONTHS - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    months.push(d.toISOString().slice(0, 7));
  }
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (MONTHS - 1), 1));
  return { months, since };
}

/**
 * Spec 2 §3 business analytics, computed from the data of every customer organization. Money
 * is reported in the platform currency; payments in any other currency are summed apart.
 */
export async function analytics(db: Db): Promise<TBusinessAnalytics> {
  const { defaultCurrency: currency } = await getPlatformSettings(db);
  const { months, since } = lastMonths();
  const [totals, revenue, monthly, growth] = await Promise.all([
    repo.platformTotals(db),
    repo.revenueByCurrency(db),
    repo.revenueByMonth(db, currency, since),
    repo.newUsersByMonth(db, since),
  ]);
  return {
    totalUsers: totals.users,
    organizations: totals.organizations,
    totalTransactions: totals.payments,
    totalRevenue: toMajor(revenue.find((r) => r.currency === currency)?.minor ?? 0, currency),
    currency,
    otherRevenue: revenue
      .filter((r) => r.currency !== currency)
      .map((r) => ({ currency: r.currency, amount: toMajor(r.minor, r.currency) })),
    activeSubscriptions: totals.active,
    expiredSubscriptions: totals.expired,
    monthlyRevenue: months.map((month) => ({
      month,
      amount: toMajor(monthly.get(month) ?? 0, currency),
    })),
    userGrowth: months.map((month) => ({ month, count: growth.get(month) ?? 0 })),
  };
}

/**
 * Deletes a disabled customer organization for good (docs/guide/running.md, "Deleting an
 * organization"): its rows in one transaction with the platform's audit event, then its files
 * and export zips — after the commit, so a refusal or a failure leaves every file in place.
 */
export async function deleteOrganization(
  deps: AppDeps,
  caller: Caller,
  id: string,
  body: TOrganizationDeletionBody,
): Promise<TOrganizationDeletionResponse> {
  const erased = await deps.db.transaction(async (tx) => {
    const done = await eraseOrganization(tx, id, body.name);
    await recordAudit(
      tx,
      { organizationId: caller.organizationId, userId: caller.userId, ip: caller.ip },
      {
        entityType: 'Organization',
        entityId: id,
        action: 'delete',
        changes: {
          name: { before: done.name, after: null },
          rows: { before: done.rows, after: null },
          reason: { before: null, after: body.reason },
        },
      },
    );
    return done;
  });
  deps.callers.forget();
  const files = await deps.files.removeScope(id);
  await removeOrganizationExports(deps, id);
  return {
    data: { _id: id, name: erased.name, rows: erased.rows, files },
    message: ORGANIZATION_DELETION_MESSAGES.deleted,
  };
}

/** A platform-wide list page (operators only: the routes check the role). */
export const listEverywhere = <Q extends TListQueryBase, Row>(
  db: Db,
  spec: ListSpec<Q, Row>,
  q: Q,
) => runList(db, spec, EVERY_ORGANIZATION, q);

/**
 * PUT platform-settings: the whole object, with the plan prices kept as stored when a client of
 * before they were settings leaves them out. The platform currency is the plans' (DESIGN §8), so
 * changing it needs the prices in the new one (400), and is refused while paid subscriptions
 * renew in the old one (409 CURRENCY_IN_USE): their payments would no longer sum with the rest.
 */
export async function updatePlatformSettings(db: Db, body: TPlatformSettingsBody) {
  const current = await storedPlatformSettings(db);
  if (body.defaultCurrency !== current.defaultCurrency) {
    const missing = PLAN_PRICE_FIELDS.filter((field) => body[field] === undefined);
    if (missing.length) {
      throw validationError(
        M.pricesForNewCurrency,
        Object.fromEntries(missing.map((field) => [field, M.pricesForNewCurrency])),
      );
    }
    const renewing = await renewingPaidSubscriptions(db);
    if (renewing > 0) {
      const message = currencyInUse(renewing, current.defaultCurrency);
      throw conflict(message, { defaultCurrency: message }, 'CURRENCY_IN_USE');
    }
  }
  return savePlatformSettings(db, {
    ...body,
    basicPriceMinor: body.basicPriceMinor ?? current.basicPriceMinor,
    proPriceMinor: body.proPriceMinor ?? current.proPriceMinor,
  });
}

/**
 * `POST /business-admin/organizations/:id/disable` and `/enable`: the change and its audit
 * event (in the platform's log, naming the operator, with the reason) in one transaction. The
 * answer's write forgets every cached caller (plugins/auth.ts), so the organization's users are
 * refused (403 ORGANIZATION_DISABLED) from their next request on.
 */
export async function setOrganizationActive(
  deps: AppDeps,
  caller: Caller,
  id: string,
  active: boolean,
  reason: string,
): Promise<{ data: TAdminOrganizationRow; message: string }> {
  const data = await deps.db.transaction(async (tx) => {
    await changeOrganizationStatus(tx, id, active, reason);
    await recordAudit(
      tx,
      { organizationId: caller.organizationId, userId: caller.userId, ip: caller.ip },
      {
        entityType: 'Organization',
        entityId: id,
        action: active ? 'enable' : 'disable',
        changes: {
          status: { before: active ? 'disabled' : 'active', after: active ? 'active' : 'disabled' },
          reason: { before: null, after: reason },
        },
      },
    );
    return findListRow(tx, adminOrganizationsList, id, id);
  });
  if (!data) throw new Error(`organization ${id} vanished in its own transaction`);
  const M = ORGANIZATION_STATUS_MESSAGES;
  return { data, message: active ? M.enabled : M.disabled };
}
