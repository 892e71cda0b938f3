import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { hashPassword } from '../lib/passwords.js';
import { createTenantOrganization } from '../modules/organization/organization.service.js';
import { createUser } from '../modules/users/users.service.js';
import { type Db, queryRows } from './client.js';
import { ensureSuperAdmin } from './provision.js';

/** The demo accounts printed at start and documented in the README. */
export const DEMO_ACCOUNTS = [
  { role: 'Owner', name: 'Olivia Owner', email: 'owner@demo.test', password: 'DemoOwner!2026' },
  {
    role: 'organization_manager',
    name: 'Manny Manager',
    email: 'manager@demo.test',
    password: 'DemoManager!2026',
  },
  {
    role: 'cashier',
    name: 'Cassie Cashier',
    email: 'cashier@demo.test',
    password: 'DemoCashier!2026',
  },
] as const;
export const DEMO_ADMIN = {
  role: 'super_admin',
  email: 'admin@demo.test',
  password: 'PlatformAdmin!2026',
} as const;
export const DEMO_ORGANIZATION = 'Demo Retail';

export async function hasTenants(db: Db) {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from organizations where kind = 'tenant'`,
  );
  return (row?.n ?? 0) > 0;
}

/** One demo organization with an Owner, a manager and a cashier, and the demo operator. */
export async function seedDemo(db: Db, log: FastifyBaseLogger, withAdmin: boolean) {
  if (withAdmin) await ensureSuperAdmin(db, log, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const hashes = await Promise.all(DEMO_ACCOUNTS.map((a) => hashPassword(a.password)));
  await db.transaction(async (tx) => {
    const { organization, roleIds } = await createTenantOrganization(tx, {
      name: DEMO_ORGANIZATION,
      email: DEMO_ACCOUNTS[0].email,
    });
    for (const [i, a] of DEMO_ACCOUNTS.entries()) {
      await createUser(tx, organization.id, {
        name: a.name,
        username: a.email.split('@')[0] ?? a.email,
        email: a.email,
        passwordHash: hashes[i] ?? '',
        roleId: roleIds.get(a.role) ?? null,
        isEmailVerified: true,
      });
    }
  });
  log.info({ organization: DEMO_ORGANIZATION }, 'demo data seeded');
}
