import { randomBytes } from 'node:crypto';
import type { Db, Executor } from '../../db/client.js';
import { createDefaultStore } from '../inventory/locations.service.js';
import { seedCatalogue } from '../permissions/permissions.service.js';
import { createBuiltInRoles, ensureOperatorRoles } from '../roles/roles.service.js';
import { createDefaultSettings } from '../settings/settings.service.js';
import { startTrial } from '../subscription/subscription.service.js';
import * as repo from './organization.repository.js';

/** A short code from the name plus random letters, so two shops of the same name never clash. */
function organizationCode(name: string) {
  const stem = name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, 6);
  return `${stem || 'ORG'}-${randomBytes(3).toString('hex').toUpperCase()}`;
}

/**
 * Everything a new organization starts with (issue 2 §5): permission catalogue, built-in roles,
 * general settings, the default store "Main Store" and a 30-day trial. Runs inside the caller's
 * transaction.
 */
export async function createTenantOrganization(
  ex: Executor,
  input: { name: string; email?: string; trialCredits?: number },
) {
  const organization = await repo.insertOrganization(ex, {
    name: input.name,
    code: organizationCode(input.name),
    kind: 'tenant',
    email: input.email ?? null,
  });
  const permissionIds = await seedCatalogue(ex, organization.id);
  const roleIds = await createBuiltInRoles(ex, organization.id, permissionIds);
  await createDefaultSettings(ex, organization.id);
  await createDefaultStore(ex, organization.id);
  await startTrial(ex, organization.id, input.trialCredits);
  return { organization, roleIds };
}

/** The platform organization of the operators, created at the first start. */
export async function ensurePlatformOrganization(db: Db) {
  return db.transaction(async (tx) => {
    const organization =
      (await repo.findPlatformOrganization(tx)) ??
      (await repo.insertOrganization(tx, { name: 'Platform', code: 'PLATFORM', kind: 'platform' }));
    const roleIds = await ensureOperatorRoles(tx, organization.id);
    return { organization, roleIds };
  });
}

export const findOrganization = (ex: Executor, id: string) => repo.findOrganization(ex, id);
