import type { FastifyBaseLogger } from 'fastify';
import { hashPassword } from '../lib/passwords.js';
import { ensurePlatformOrganization } from '../modules/provisioning/provisioning.service.js';
import {
  createUser,
  findUserByEmail,
  setUserPassword,
  updateUserRow,
  usernameFromEmail,
} from '../modules/users/users.service.js';
import type { Db } from './client.js';

/**
 * Creates the platform super_admin with this e-mail, or sets its password when it exists
 * (ADMIN_EMAIL / ADMIN_PASSWORD at every start). Refuses an e-mail that belongs to a tenant.
 */
export async function ensureSuperAdmin(
  db: Db,
  log: FastifyBaseLogger,
  email: string,
  password: string,
  name = 'Platform Admin',
) {
  const { organization, roleIds } = await ensurePlatformOrganization(db);
  const roleId = roleIds.get('super_admin') ?? null;
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, email);
    if (existing && existing.organizationId !== organization.id) {
      log.error(
        { email },
        'ADMIN_EMAIL belongs to an organization account; super_admin not changed',
      );
      return;
    }
    if (existing) {
      await setUserPassword(tx, organization.id, existing.id, passwordHash);
      await updateUserRow(tx, organization.id, existing.id, { roleId, isActive: true });
      log.info({ email }, 'platform super_admin updated');
      return;
    }
    await createUser(tx, organization.id, {
      name,
      username: await usernameFromEmail(tx, email),
      email,
      passwordHash,
      roleId,
      isEmailVerified: true,
    });
    log.info({ email }, 'platform super_admin created');
  });
}
