import type { TGeneralSettings, TGeneralSettingsUpdate } from '@pos/contracts/settings';
import { DEFAULT_GENERAL_SETTINGS } from '@pos/contracts/settings-defaults';
import type { Executor } from '../../db/client.js';
import type { AppDeps, Caller } from '../../plugins/types.js';
import { diffOf, hasChanges, recordAudit } from '../audit/audit.service.js';
import { platformTimeZone } from '../platform/platform-settings.service.js';
import * as repo from './settings.repository.js';

export const createDefaultSettings = (ex: Executor, organizationId: string) =>
  repo.insertGeneralSettings(ex, organizationId, DEFAULT_GENERAL_SETTINGS);

/** The organization's settings; an organization without a row (the platform) gets the defaults. */
export async function generalSettingsOf(
  ex: Executor,
  organizationId: string,
): Promise<TGeneralSettings> {
  const row = await repo.findGeneralSettings(ex, organizationId);
  if (!row) return DEFAULT_GENERAL_SETTINGS;
  return {
    itemsPerPage: row.itemsPerPage,
    currencySymbol: row.currencySymbol,
    currencyCode: row.currencyCode,
    taxes: row.taxes,
    receiptShowLogo: row.receiptShowLogo,
    receiptShowAddress: row.receiptShowAddress,
    receiptShowCustomerName: row.receiptShowCustomerName,
    receiptFooterMessage: row.receiptFooterMessage,
    allowNegativeStock: row.allowNegativeStock,
    requireOpenShift: row.requireOpenShift,
    lowStockDigestHour: row.lowStockDigestHour,
    auditRetentionDays: row.auditRetentionDays,
  };
}

export const getGeneralSettings = (deps: AppDeps, caller: Caller) =>
  generalSettingsOf(deps.db, caller.organizationId);

/** Replaces the organization's general settings (the whole object). */
export async function saveGeneralSettings(
  deps: AppDeps,
  caller: Caller,
  values: TGeneralSettingsUpdate,
): Promise<TGeneralSettings> {
  const org = caller.organizationId;
  return deps.db.transaction(async (tx) => {
    const before = await generalSettingsOf(tx, org);
    await repo.upsertGeneralSettings(tx, org, values);
    const after = await generalSettingsOf(tx, org);
    const changes = diffOf(before, after, Object.keys(after) as (keyof TGeneralSettings)[]);
    if (hasChanges(changes)) {
      await recordAudit(tx, caller, {
        entityType: 'GeneralSettings',
        entityId: org,
        action: 'update',
        changes,
      });
    }
    return after;
  });
}

/**
 * The time zone an organization's dates are written in (CSV exports). Organizations have no
 * time zone of their own yet: the platform's default time zone is theirs. The platform setting
 * is free text; a name the runtime does not know means UTC rather than a failed export.
 */
export const timeZoneOf = (deps: AppDeps, _organizationId: string): Promise<string> =>
  platformTimeZone(deps.db);

/** Every organization that takes the low-stock digest, with its local hour (0–23). */
export const lowStockDigestHours = (ex: Executor) => repo.digestHours(ex);
