import type { Db, Executor } from '../../db/client.js';
import { createDefaultStore } from '../inventory/locations.service.js';
import {
  findOrCreatePlatformOrganization,
  insertTenantOrganization,
} from '../organization/organization.service.js';
import { seedCatalogue } from '../permissions/permissions.service.js';
import { createBuiltInRoles, ensureOperatorRoles } from '../roles/roles.service.js';
import { startRollups } from '../rollups/rollups.service.js';
import { createDefaultSettings, type StartingSettings } from '../settings/settings.service.js';
import { startTrial } from '../subscription/subscription.service.js';

/**
 * Everything a new organization starts with (DESIGN §6): permission catalogue, built-in roles,
 * general settings, the default store "Main Store", a 30-day trial and the reports' rollups. Runs inside the caller's
 * transaction. This module sits above the modules it fills, so that `organization` (which every
 * table refers to) depends on none of them.
 */
export async function createTenantOrganization(
  ex: Executor,
  input: { name: string; email?: string; trialCredits?: number; settings?: StartingSettings },
) {
  const organization = await insertTenantOrganization(ex, input);
  const permissionIds = await seedCatalogue(ex, organization.id);
  const roleIds = await createBuiltInRoles(ex, organization.id, permissionIds);
  // Before the rollups: they start in the zone the settings give.
  await createDefaultSettings(ex, organization.id, input.settings);
  await createDefaultStore(ex, organization.id);
  await startTrial(ex, organization.id, input.trialCredits);
  await startRollups(ex, organization.id);
  return { organization, roleIds };
}

/** The platform organization of the operators with their roles, created at the first start. */
export async function ensurePlatformOrganization(db: Db) {
  return db.transaction(async (tx) => {
    const organization = await findOrCreatePlatformOrganization(tx);
    const roleIds = await ensureOperatorRoles(tx, organization.id);
    return { organization, roleIds };
  });
}
