import type { TCashRounding } from '@pos/contracts/cash-rounding';
import { currencySymbolOf } from '@pos/contracts/currency';
import { isLanguage, type TLanguage } from '@pos/contracts/languages';
import type {
  TGeneralSettings,
  TGeneralSettingsUpdate,
  TGeneralSettingsView,
} from '@pos/contracts/settings';
import { DEFAULT_GENERAL_SETTINGS } from '@pos/contracts/settings-defaults';
import type { Executor } from '../../db/client.js';
import { hasDay, type InTimeZone } from '../../lib/list-query.js';
import type { AppDeps, Caller } from '../../plugins/types.js';
import { diffOf, recordUpdate } from '../audit/audit.service.js';
import { zoneOrPlatformDefault } from '../platform/platform-settings.service.js';
import {
  createDefaultTaxClass,
  defaultTaxesOf,
  saveDefaultTaxes,
  taxClassesOf,
} from './default-tax-class.js';
import * as repo from './settings.repository.js';

/** What a new organization may start with instead of the defaults (sign-up, the demo seed). */
export interface StartingSettings {
  /** Its IANA zone; absent, none of its own (the platform's default). */
  timeZone?: string;
  /** Its currency; absent, the default's. */
  currencyCode?: string;
}

/**
 * A new organization's settings: the defaults of spec 2 §9 with its zone and currency, and its
 * default tax class (no taxes).
 */
export async function createDefaultSettings(
  ex: Executor,
  organizationId: string,
  starting: StartingSettings = {},
) {
  const currencyCode = starting.currencyCode ?? DEFAULT_GENERAL_SETTINGS.currencyCode;
  const { taxes, ...rest } = DEFAULT_GENERAL_SETTINGS;
  await repo.insertGeneralSettings(ex, organizationId, {
    ...rest,
    currencyCode,
    currencySymbol: currencySymbolOf(currencyCode),
    timeZone: starting.timeZone ?? DEFAULT_GENERAL_SETTINGS.timeZone,
  });
  await createDefaultTaxClass(ex, organizationId, taxes);
}

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
    taxes: await defaultTaxesOf(ex, organizationId),
    receiptShowLogo: row.receiptShowLogo,
    receiptShowAddress: row.receiptShowAddress,
    receiptShowCustomerName: row.receiptShowCustomerName,
    receiptFooterMessage: row.receiptFooterMessage,
    allowNegativeStock: row.allowNegativeStock,
    requireOpenShift: row.requireOpenShift,
    lowStockDigestHour: row.lowStockDigestHour,
    timeZone: row.timeZone,
    language: row.language as TLanguage,
    auditRetentionDays: row.auditRetentionDays,
    pricesIncludeTax: row.pricesIncludeTax,
    cashRounding: {
      increment: Number(row.cashRoundingIncrement) as TCashRounding['increment'],
      mode: row.cashRoundingMode as TCashRounding['mode'],
    },
    giftCardValidityMonths: row.giftCardValidityMonths,
    loyalty: row.loyalty,
    offlineStoredValueLimit: Number(row.offlineStoredValueLimit),
    scaleBarcodes: row.scaleBarcodes,
  };
}

/** The settings with the time zone in effect (theirs, else the platform's default). */
export async function getGeneralSettings(
  deps: AppDeps,
  caller: Caller,
): Promise<TGeneralSettingsView> {
  const settings = await generalSettingsOf(deps.db, caller.organizationId);
  const platformTimeZone = await zoneOrPlatformDefault(deps.db, null);
  return {
    ...settings,
    taxClasses: await taxClassesOf(deps.db, caller.organizationId),
    effectiveTimeZone: settings.timeZone
      ? await zoneOrPlatformDefault(deps.db, settings.timeZone)
      : platformTimeZone,
    platformTimeZone,
  };
}

/**
 * Replaces the organization's general settings (the whole object). The symbol is the code's,
 * whatever a client sent (`currencySymbolOf`): the two cannot disagree.
 */
export async function saveGeneralSettings(
  deps: AppDeps,
  caller: Caller,
  values: TGeneralSettingsUpdate,
): Promise<TGeneralSettingsView> {
  const org = caller.organizationId;
  await deps.db.transaction(async (tx) => {
    const before = await generalSettingsOf(tx, org);
    const { taxes, ...stored } = values;
    await repo.upsertGeneralSettings(tx, org, {
      ...stored,
      currencySymbol: currencySymbolOf(values.currencyCode),
    });
    await saveDefaultTaxes(tx, org, taxes);
    const after = await generalSettingsOf(tx, org);
    const changes = diffOf(before, after, Object.keys(after) as (keyof TGeneralSettings)[]);
    await recordUpdate(tx, caller, { entityType: 'GeneralSettings', entityId: org }, changes);
  });
  // A new time zone is the rollups' to notice (ARCHITECTURE, "Report rollups"): the next report
  // read or the rollup-rebuild job recalculates the reports' days in the background.
  return getGeneralSettings(deps, caller);
}

/**
 * The time zone an organization's days and dates are in (list filters, CSV exports, documents,
 * the digest's hour; the reports and the dashboard are in their rollups' zone, which follows
 * this one: ARCHITECTURE, "Report rollups"): its own (general settings), else the platform's
 * default. One primary-key read; the platform settings are cached.
 */
export async function timeZoneOf(deps: AppDeps, organizationId: string): Promise<string> {
  return zoneOrPlatformDefault(deps.db, await repo.findTimeZone(deps.db, organizationId));
}

/**
 * A list query with the organization's time zone when a date-only filter needs it (most list
 * pages have none and cost no read).
 */
export async function inOrganizationTimeZone<Q extends object>(
  deps: AppDeps,
  organizationId: string,
  q: Q,
): Promise<InTimeZone<Q>> {
  return hasDay(q) ? { ...q, timeZone: await timeZoneOf(deps, organizationId) } : q;
}

/**
 * The organization's language (docs/DESIGN.md, "Languages"): what it mails its customers and
 * suppliers, and its users who have not picked their own, are in.
 */
export async function organizationLanguage(ex: Executor, organizationId: string) {
  const language = await repo.findLanguage(ex, organizationId);
  return isLanguage(language) ? language : 'en';
}

/** Every organization that takes the low-stock digest, with its local hour (0–23). */
export const lowStockDigestHours = (ex: Executor) => repo.digestHours(ex);

/** How the organization's scales print labels (docs/DESIGN.md, "Scale barcodes"): one key read. */
export const scaleRulesOf = (ex: Executor, organizationId: string) =>
  repo.findScaleBarcodes(ex, organizationId);
