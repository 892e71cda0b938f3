import type { Access } from '@pos/contracts/permissions';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { Jwt } from '../lib/jwt.js';
import type { Mailer } from '../lib/mail.js';

/** The signed-in user as every service sees it. */
export interface Caller {
  userId: string;
  organizationId: string;
  organizationKind: 'tenant' | 'platform';
  role: string | null;
  permissions: string[];
}

/** What services need from the outside world; buildApp receives it, tests build their own. */
export interface AppDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  jwt: Jwt;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every /api route declares who may call it; start-up fails for one that does not. */
    access?: Access;
  }
  interface FastifyRequest {
    caller: Caller | null;
  }
}
