import { OWNER_ROLE, PERMISSION_NAMES } from '@pos/contracts/permissions';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, queryRows } from '../src/db/client.js';
import { ensureSuperAdmin } from '../src/db/provision.js';
import { hashPassword } from '../src/lib/passwords.js';
import { createTenantOrganization } from '../src/modules/provisioning/provisioning.service.js';
import { createUser } from '../src/modules/users/users.service.js';
import type { AppDeps, Caller } from '../src/plugins/types.js';
import { seedDemoCatalog } from './demo-catalog.js';

/**
 * The demo accounts printed at start and listed in the README's accounts table. The Owner and
 * the manager have a register PIN, so a cashier's first discount, return or sale beyond the stock
 * can be approved at the till out of the box (DESIGN §13).
 */
export const DEMO_ACCOUNTS: readonly {
  role: string;
  name: string;
  email: string;
  password: string;
  registerPin?: string;
}[] = [
  {
    role: 'Owner',
    name: 'Olivia Owner',
    email: 'owner@demo.test',
    password: 'DemoOwner!2026',
    registerPin: '1234',
  },
  {
    role: 'organization_manager',
    name: 'Manny Manager',
    email: 'manager@demo.test',
    password: 'DemoManager!2026',
    registerPin: '2468',
  },
  {
    role: 'cashier',
    name: 'Cassie Cashier',
    email: 'cashier@demo.test',
    password: 'DemoCashier!2026',
  },
];
export const DEMO_ADMIN = {
  role: 'super_admin',
  email: 'admin@demo.test',
  password: 'PlatformAdmin!2026',
} as const;
export const DEMO_ORGANIZATION = 'Demo Retail';
/**
 * The demo shop's own zone and currency, stored in its settings: the zone the platform's default
 * was when the demo followed it (its sales' days and the e2e reports are in it), and its dollars.
 */
export const DEMO_SETTINGS = { timeZone: 'Asia/Kolkata', currencyCode: 'USD' } as const;

export async function hasTenants(db: Db) {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from organizations where kind = 'tenant'`,
  );
  return (row?.n ?? 0) > 0;
}

/**
 * One demo organization — an Owner, a manager and a cashier, with a catalogue, stores, stock
 * movements and customers (demo-catalog.ts) — and the demo operator. The organization is
 * written in one transaction: a seed that fails leaves no tenant, so the next start seeds again.
 */
export async function seedDemo(deps: AppDeps, log: FastifyBaseLogger, withAdmin: boolean) {
  if (withAdmin) await ensureSuperAdmin(deps.db, log, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const hashes = await Promise.all(DEMO_ACCOUNTS.map((a) => hashPassword(a.password)));
  const pinHashes = await Promise.all(
    DEMO_ACCOUNTS.map((a) => (a.registerPin ? hashPassword(a.registerPin) : null)),
  );
  await deps.db.transaction(async (tx) => {
    const { organization, roleIds } = await createTenantOrganization(tx, {
      name: DEMO_ORGANIZATION,
      trialCredits: deps.config.planCredits.trail,
      email: DEMO_ACCOUNTS[0]?.email,
      settings: DEMO_SETTINGS,
    });
    let ownerId = '';
    for (const [i, a] of DEMO_ACCOUNTS.entries()) {
      const id = await createUser(tx, organization.id, {
        name: a.name,
        username: a.email.split('@')[0] ?? a.email,
        email: a.email,
        passwordHash: hashes[i] ?? '',
        registerPinHash: pinHashes[i] ?? null,
        roleId: roleIds.get(a.role) ?? null,
        isEmailVerified: true,
      });
      if (a.role === OWNER_ROLE) ownerId = id;
    }
    if (!ownerId) throw new Error('the demo accounts have no Owner');
    // The catalogue is made as the Owner would make it, inside this transaction.
    const owner: Caller = {
      userId: ownerId,
      organizationId: organization.id,
      organizationKind: 'tenant',
      subscriptionExpired: false,
      language: 'en' as const,
      role: OWNER_ROLE,
      permissions: [...PERMISSION_NAMES],
    };
    await seedDemoCatalog({ ...deps, db: tx }, owner);
  });
  log.info({ organization: DEMO_ORGANIZATION, ...DEMO_SETTINGS }, 'demo data seeded');
}
