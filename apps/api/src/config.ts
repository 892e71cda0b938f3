import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { API_ROOT } from './lib/api-root.js';
import type { S3Settings } from './lib/s3-file-store.js';

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === '1' || v === 'true'));

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** `transaction`: DATABASE_URL is a pooler in transaction mode (PgBouncer); needs DATABASE_DIRECT_URL. */
  DATABASE_POOLING: z.enum(['session', 'transaction']).default('session'),
  /** A connection with a session of its own (the server, or the pooler's session mode). */
  DATABASE_DIRECT_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_DIRECT_URL must start with postgres://')
    .optional(),
  /** A streaming replica of DATABASE_URL's database: reports, exports and the dashboard read there. */
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_READ_URL must start with postgres://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  JWT_EXPIRES_IN: z.string().default('7d'),
  APP_URL: z.string().url().optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  SEED_DEMO: flag,
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('POS Back Office <no-reply@localhost>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  SANDBOX_PAYMENT_SECRET: z
    .string()
    .min(16, 'SANDBOX_PAYMENT_SECRET must be at least 16 characters')
    .optional(),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  RAZORPAY_API_BASE: z.string().url().default('https://api.razorpay.com'),
  PLAN_CREDITS_TRAIL: z.coerce.number().int().min(0).default(500),
  PLAN_CREDITS_BASIC: z.coerce.number().int().min(0).default(5000),
  PLAN_CREDITS_PRO: z.coerce.number().int().min(0).default(50000),
  PLAN_CREDITS_ENTERPRISE: z.coerce.number().int().min(0).default(1000000),
  INSTALLER_MAX_MB: z.coerce.number().int().min(1).max(4096).default(500),
  SCHEDULED_JOBS: z.enum(['on', 'off']).default('on'),
  SIGNUPS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(5),
  CALLER_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** 1: webhooks may go to private and loopback addresses (tests, a receiver on the LAN). */
  WEBHOOKS_ALLOW_PRIVATE: z.enum(['0', '1']).default('0'),
  /** off: this instance sends no webhooks (another does). */
  WEBHOOK_WORKER: z.enum(['on', 'off']).default('on'),
  /** The bearer token `/metrics` asks for; unset, `/metrics` is not served. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  /** How long `/readyz` waits for the database before it says not ready. */
  READY_TIMEOUT_MS: z.coerce.number().int().min(10).max(30_000).default(1000),
  /** How long a SIGTERM'd instance keeps answering, not ready, before it stops taking requests. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  /** Set: uploaded files go to this S3 bucket instead of DATA_DIR/uploads. */
  S3_BUCKET: z.string().optional(),
  /** An S3-compatible service's address (MinIO, R2, …); unset = AWS for S3_REGION. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  /** Unset: the AWS SDK's usual chain (environment, profile, instance role). */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** 1: bucket in the path (most S3-compatible services) rather than in the host name. */
  S3_FORCE_PATH_STYLE: flag,
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Set when DATABASE_URL is a pooler in transaction mode: where sessions go. */
  transactionPooler: { directUrl: string } | undefined;
  /** A streaming replica the reports read from (docs/guide/running.md, "A read replica"). */
  databaseReadUrl: string | undefined;
  jwtSecret: string;
  jwtExpiresIn: string;
  appUrl: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** undefined = decide by driver (seed the embedded database, not a server) */
  seedDemo: boolean | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: string;
  webDist: string;
  /** Razorpay when its keys are set, else the sandbox checkout (DESIGN §8). */
  payments:
    | { gateway: 'sandbox'; sandboxSecret: string }
    | {
        gateway: 'razorpay';
        keyId: string;
        keySecret: string;
        webhookSecret: string;
        apiBase: string;
      };
  /** Sales included per billing period, by plan. */
  planCredits: Record<'trail' | 'basic' | 'pro' | 'enterprise', number>;
  /** The largest app installer operators may upload. */
  installerMaxBytes: number;
  /** Whether this instance schedules the jobs (SCHEDULED_JOBS). */
  scheduledJobs: boolean;
  /** New organizations one IP address may create per hour. */
  signupsPerIpPerHour: number;
  /** How long a caller read elsewhere may be reused (modules/users/caller-cache.ts); 0 = never. */
  callerCacheMs: number;
  /** Webhooks (docs/guide/api-keys-and-webhooks.md): private addresses allowed; this instance sends. */
  webhooks: { allowPrivate: boolean; worker: boolean };
  /** Operations (docs/guide/running.md, "Health and metrics"). */
  operations: { metricsToken: string | undefined; readyTimeoutMs: number; drainMs: number };
  /** Where uploaded files live: an S3 bucket when set, else DATA_DIR/uploads (lib/file-store.ts). */
  s3: S3Settings | undefined;
}

/** apps/web/dist. */
const defaultWebDist = path.resolve(API_ROOT, '../web/dist');

/** A secret generated once and kept in DATA_DIR, so tokens survive restarts without setup. */
function persistentSecret(dataDir: string, file: string): string {
  const p = path.join(dataDir, file);
  if (existsSync(p)) return readFileSync(p, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(p, secret, { mode: 0o600 });
  return secret;
}

function paymentsConfig(e: z.output<typeof ZEnv>, dataDir: string): Config['payments'] {
  if (e.RAZORPAY_KEY_ID || e.RAZORPAY_KEY_SECRET) {
    if (!e.RAZORPAY_KEY_ID || !e.RAZORPAY_KEY_SECRET) {
      throw new Error(
        'Invalid configuration:\nRAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET go together',
      );
    }
    return {
      gateway: 'razorpay',
      keyId: e.RAZORPAY_KEY_ID,
      keySecret: e.RAZORPAY_KEY_SECRET,
      webhookSecret: e.RAZORPAY_WEBHOOK_SECRET ?? '',
      apiBase: e.RAZORPAY_API_BASE,
    };
  }
  return {
    gateway: 'sandbox',
    sandboxSecret: e.SANDBOX_PAYMENT_SECRET ?? persistentSecret(dataDir, 'sandbox-payment-secret'),
  };
}

function poolerConfig(e: z.output<typeof ZEnv>): Config['transactionPooler'] {
  if (e.DATABASE_POOLING !== 'transaction') return undefined;
  if (!e.DATABASE_URL || !e.DATABASE_DIRECT_URL) {
    throw new Error(
      'Invalid configuration:\nDATABASE_POOLING=transaction needs DATABASE_URL (the pooler) and DATABASE_DIRECT_URL (a session of its own)',
    );
  }
  return { directUrl: e.DATABASE_DIRECT_URL };
}

function readReplicaConfig(e: z.output<typeof ZEnv>) {
  if (e.DATABASE_READ_URL && !e.DATABASE_URL) {
    throw new Error(
      'Invalid configuration:\nDATABASE_READ_URL is a replica of DATABASE_URL: set both, or neither (the embedded database has no replica)',
    );
  }
  return e.DATABASE_READ_URL;
}

function s3Config(e: z.output<typeof ZEnv>): S3Settings | undefined {
  if (!e.S3_BUCKET) return undefined;
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
    throw new Error(
      'Invalid configuration:\nS3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    );
  }
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means unset (VAR= in a shell or a compose file).
  const set = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = ZEnv.safeParse(set);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    transactionPooler: poolerConfig(e),
    databaseReadUrl: readReplicaConfig(e),
    jwtSecret: e.JWT_SECRET ?? persistentSecret(dataDir, 'jwt-secret'),
    jwtExpiresIn: e.JWT_EXPIRES_IN,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    seedDemo: e.SEED_DEMO,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : defaultWebDist,
    payments: paymentsConfig(e, dataDir),
    installerMaxBytes: e.INSTALLER_MAX_MB * 1024 * 1024,
    scheduledJobs: e.SCHEDULED_JOBS === 'on',
    signupsPerIpPerHour: e.SIGNUPS_PER_IP_PER_HOUR,
    callerCacheMs: e.CALLER_CACHE_MS,
    webhooks: { allowPrivate: e.WEBHOOKS_ALLOW_PRIVATE === '1', worker: e.WEBHOOK_WORKER === 'on' },
    operations: {
      metricsToken: e.METRICS_TOKEN,
      readyTimeoutMs: e.READY_TIMEOUT_MS,
      drainMs: e.SHUTDOWN_DRAIN_MS,
    },
    s3: s3Config(e),
    planCredits: {
      trail: e.PLAN_CREDITS_TRAIL,
      basic: e.PLAN_CREDITS_BASIC,
      pro: e.PLAN_CREDITS_PRO,
      enterprise: e.PLAN_CREDITS_ENTERPRISE,
    },
  };
}
