import type { TGeneralSettings, TGeneralSettingsUpdate } from '@pos/contracts/settings';
import { eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { generalSettings } from './settings.tables.js';

/** The settings as their row keeps them: the taxes are the default tax class's, apart. */
type StoredSettings = Omit<TGeneralSettings, 'taxes'>;
type StoredUpdate = Omit<TGeneralSettingsUpdate, 'taxes'> &
  Pick<TGeneralSettings, 'currencySymbol'>;

/**
 * Cash rounding as two columns (a check keeps them to the choices the contract has); money as
 * numeric text.
 */
function columnsOf<
  T extends { cashRounding?: TGeneralSettings['cashRounding']; offlineStoredValueLimit?: number },
>(values: T) {
  const { cashRounding, offlineStoredValueLimit, ...rest } = values;
  return {
    ...rest,
    ...(offlineStoredValueLimit !== undefined && {
      offlineStoredValueLimit: offlineStoredValueLimit.toFixed(2),
    }),
    ...(cashRounding && {
      cashRoundingIncrement: String(cashRounding.increment),
      cashRoundingMode: cashRounding.mode,
    }),
  };
}

export async function insertGeneralSettings(
  ex: Executor,
  organizationId: string,
  values: StoredSettings,
) {
  await ex.insert(generalSettings).values({ organizationId, ...columnsOf(values) });
}

export async function findGeneralSettings(ex: Executor, organizationId: string) {
  const [row] = await ex
    .select()
    .from(generalSettings)
    .where(eq(generalSettings.organizationId, organizationId));
  return row ?? null;
}

/** The organization's own time zone; null: none (the platform's default), or no settings row. */
export async function findLanguage(ex: Executor, organizationId: string) {
  const [row] = await ex
    .select({ language: generalSettings.language })
    .from(generalSettings)
    .where(eq(generalSettings.organizationId, organizationId));
  return row?.language ?? null;
}

export async function findTimeZone(ex: Executor, organizationId: string) {
  const [row] = await ex
    .select({ timeZone: generalSettings.timeZone })
    .from(generalSettings)
    .where(eq(generalSettings.organizationId, organizationId));
  return row?.timeZone ?? null;
}

export async function upsertGeneralSettings(
  ex: Executor,
  organizationId: string,
  values: StoredUpdate,
) {
  // A value left undefined (requireOpenShift from an older client) keeps what is stored.
  const columns = columnsOf(values);
  await ex
    .insert(generalSettings)
    .values({ organizationId, ...columns })
    // The new row's time (now()), not the column's now() on update: Citus refuses a function in
    // DO UPDATE SET (docs/guide/running.md, "Citus").
    .onConflictDoUpdate({
      target: generalSettings.organizationId,
      set: { ...columns, updatedAt: sql`excluded.updated_at` },
    });
}

/** Organizations that take the low-stock digest, with its hour. */
export async function digestHours(ex: Executor) {
  const rows = await ex
    .select({
      organizationId: generalSettings.organizationId,
      hour: generalSettings.lowStockDigestHour,
    })
    .from(generalSettings)
    .where(isNotNull(generalSettings.lowStockDigestHour));
  return rows.map((r) => ({ organizationId: r.organizationId, hour: r.hour ?? 0 }));
}

/** How the organization's scales print labels (none: no settings row). */
export async function findScaleBarcodes(ex: Executor, organizationId: string) {
  const [row] = await ex
    .select({ rules: generalSettings.scaleBarcodes })
    .from(generalSettings)
    .where(eq(generalSettings.organizationId, organizationId));
  return row?.rules ?? [];
}
