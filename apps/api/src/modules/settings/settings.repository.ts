import type { TGeneralSettings, TGeneralSettingsUpdate } from '@pos/contracts/settings';
import { eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { generalSettings } from './settings.tables.js';

export async function insertGeneralSettings(
  ex: Executor,
  organizationId: string,
  values: TGeneralSettings,
) {
  await ex.insert(generalSettings).values({ organizationId, ...values });
}

export async function findGeneralSettings(ex: Executor, organizationId: string) {
  const [row] = await ex
    .select()
    .from(generalSettings)
    .where(eq(generalSettings.organizationId, organizationId));
  return row ?? null;
}

/** The organization's own time zone; null: none (the platform's default), or no settings row. */
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
  values: TGeneralSettingsUpdate & Pick<TGeneralSettings, 'currencySymbol'>,
) {
  // A value left undefined (requireOpenShift from an older client) keeps what is stored.
  await ex
    .insert(generalSettings)
    .values({ organizationId, ...values })
    .onConflictDoUpdate({ target: generalSettings.organizationId, set: values });
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
