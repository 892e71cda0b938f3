import type { TLanguage } from '@pos/contracts/languages';
import type { Access } from '@pos/contracts/permissions';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { ReadDatabase } from '../db/read-replica.js';
import type { FileStore } from '../lib/file-store.js';
import type { Jwt } from '../lib/jwt.js';
import type { Mailer } from '../lib/mail.js';
import type { TenantTable } from '../lib/resource.repository.js';
import type { ProductStock } from '../modules/catalog/product-stock.js';
import type { DisplayHub } from '../modules/customer-display/display-hub.js';
import type { Operations } from '../modules/operations/operations.service.js';
import type { PaymentGateway } from '../modules/payments/gateway.js';
import type { CallerCache } from '../modules/users/caller-cache.js';

/** The signed-in user as every service sees it. */
export interface Caller {
  userId: string;
  organizationId: string;
  organizationKind: 'tenant' | 'platform';
  role: string | null;
  permissions: string[];
  /** The organization's paid or trial period has ended (DESIGN §8): writes answer 402. */
  subscriptionExpired: boolean;
  /** The request's address, for the audit log (set per request, never cached). */
  ip?: string | null;
  /**
   * Set when an API key makes the request (docs/guide/api-keys-and-webhooks.md): the audit log
   * names the key; `userId` is its creator, in whose name what it writes is recorded.
   */
  apiKeyId?: string | null;
  /** The language its messages are in (docs/DESIGN.md, "Languages"): the user's, else the organization's. */
  language: TLanguage;
}

/** What services need from the outside world; buildApp receives it, tests build their own. */
export interface AppDeps {
  db: Db;
  /**
   * Where reports, the dashboard and the data export read: `await deps.reads.current()` (a
   * caught-up replica, else `db`; docs/DESIGN.md, "Reports off the primary").
   */
  reads: ReadDatabase;
  config: Config;
  mailer: Mailer;
  jwt: Jwt;
  files: FileStore;
  payments: PaymentGateway;
  /** The stock ledger as the catalogue uses it (a port: inventory depends on the catalogue). */
  stock: ProductStock;
  /** Callers recently read by the auth hook (forgotten by every write that may change one). */
  callers: CallerCache;
  /** The customer displays streaming from this instance (docs/DESIGN.md, "Customer display"). */
  displays: DisplayHub;
  /** Readiness, draining and metrics of this instance (docs/guide/running.md, "Health and metrics"). */
  operations: Operations;
}

/**
 * What an `:id` route addresses, for the object-level check: a row of a tenant table, the
 * caller's own organization (PUT organization/:id), or — operators only — any organization
 * (the service answers 404 for one that does not exist).
 */
export type ResourceRef = {
  /** "User", "Customer"… as in "User not found". */
  name: string;
} & ({ table: TenantTable } | { ownOrganization: true } | { anyOrganization: true });

export interface RegisteredRoute {
  method: string;
  url: string;
  config: {
    access?: Access;
    resource?: ResourceRef;
    whenExpired?: 'allow';
    apiKeys?: 'allow' | 'refuse';
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every /api route declares who may call it; start-up fails for one that does not. */
    access?: Access;
    /** `:id` routes name the table the id belongs to; the auth plugin checks the tenant. */
    resource?: ResourceRef;
    /**
     * Writes that stay open once the subscription has expired, so the organization can still
     * pay, fix its settings and its profile; every other write answers 402.
     */
    whenExpired?: 'allow';
    /**
     * Public calls that keep answering while the platform is in maintenance (the platform info,
     * the payment webhook, sign-in — which lets only operators through).
     */
    duringMaintenance?: 'open';
    /**
     * A write that never changes who a caller is or what they may do (users, roles,
     * permissions, organization, subscription): callers read before it stay valid. Every other
     * write forgets them (modules/users/caller-cache.ts). Only for hot writes: a sale, a scan.
     */
    keepsCallers?: true;
    /**
     * Whether an API key may call the route (docs/guide/api-keys-and-webhooks.md): by default
     * a route of a permission, yes, and a route for any signed-in person, no (their profile,
     * their password) — `'allow'` opens one that is only a read every member has (the general
     * settings), `'refuse'` closes one of a permission (the API keys themselves).
     */
    apiKeys?: 'allow' | 'refuse';
  }
  interface FastifyRequest {
    caller: Caller | null;
  }
  interface FastifyInstance {
    /** Every /api/v1 route with its access rule, for the security matrix test. */
    routeTable: RegisteredRoute[];
  }
}
