/**
 * API keys (docs/guide/api-keys-and-webhooks.md): how another system calls the API without a
 * person signing in. A key holds its own permissions, each one its creator held when making it;
 * its secret is shown once, in the answer that made it, and kept by the server as a hash.
 */
import { z } from 'zod';
import { requiredText } from './common.js';
import { sortParam, ZListQueryBase } from './list.js';
import { PERMISSION_NAMES, type PermissionName } from './permissions.js';

/** Every secret starts so: the auth hook tells a key from a session by it (and so do scanners). */
export const API_KEY_SECRET_PREFIX = 'pos_live_';

/** A key's secret: the prefix and 32 random bytes in base62 (43 characters). */
export const API_KEY_SECRET_PATTERN = /^pos_live_[0-9A-Za-z]{43}$/;

/** How much of the secret the list shows, to tell keys apart (`pos_live_` and 6 characters). */
export const API_KEY_PREFIX_LENGTH = API_KEY_SECRET_PREFIX.length + 6;

export const isApiKeySecret = (token: string) => token.startsWith(API_KEY_SECRET_PREFIX);

/** Requests a key may make in a minute, unless it was made with another figure. */
export const API_KEY_DEFAULT_RATE_LIMIT = 600;
export const API_KEY_MAX_RATE_LIMIT = 6000;

export const API_KEY_MESSAGES = {
  created: 'API key created. Copy its secret now: it is not shown again.',
  revoked: 'API key revoked.',
  nameRequired: 'Name is required.',
  nameTooLong: 'Name must be at most 80 characters.',
  permissionsRequired: 'Choose at least one permission.',
  permissionUnknown: 'Unknown permission.',
  permissionsRepeated: 'Each permission once.',
  /** A creator gives only what they hold themselves. */
  permissionNotHeld: (p: string) =>
    `You cannot give a key the permission "${p}": you do not hold it.`,
  rateLimit: `rateLimit is a whole number of requests a minute, from 1 to ${API_KEY_MAX_RATE_LIMIT}.`,
  invalid: 'This API key is not valid, or it has been revoked.',
  /** Routes about a person (their profile, password, keys): a key is not a person. */
  notForKeys: 'An API key cannot do this: sign in as a user.',
  rateLimited: (limit: number) =>
    `This API key made more than ${limit} requests this minute. Wait for the next minute.`,
} as const;

const ZPermissionName = z.enum(PERMISSION_NAMES as [PermissionName, ...PermissionName[]], {
  error: API_KEY_MESSAGES.permissionUnknown,
});

/** `POST /api-keys`. */
export const ZApiKeyBody = z.strictObject({
  name: requiredText(API_KEY_MESSAGES.nameRequired, 80, API_KEY_MESSAGES.nameTooLong),
  permissions: z
    .array(ZPermissionName, { error: API_KEY_MESSAGES.permissionsRequired })
    .min(1, API_KEY_MESSAGES.permissionsRequired)
    .max(PERMISSION_NAMES.length)
    .refine((ps) => new Set(ps).size === ps.length, API_KEY_MESSAGES.permissionsRepeated)
    .meta({ uniqueItems: true }),
  /** Requests a minute (default 600); the 601st in a minute answers 429. */
  rateLimit: z
    .number({ error: API_KEY_MESSAGES.rateLimit })
    .int(API_KEY_MESSAGES.rateLimit)
    .min(1, API_KEY_MESSAGES.rateLimit)
    .max(API_KEY_MAX_RATE_LIMIT, API_KEY_MESSAGES.rateLimit)
    .optional(),
});
export type TApiKeyBody = z.input<typeof ZApiKeyBody>;

export const API_KEY_STATUSES = ['active', 'revoked'] as const;
export type ApiKeyStatus = (typeof API_KEY_STATUSES)[number];
export const API_KEY_STATUS_LABELS: Record<ApiKeyStatus, string> = {
  active: 'Active',
  revoked: 'Revoked',
};

export const ZApiKey = z.object({
  _id: z.string(),
  name: z.string(),
  /** The secret's first characters, to tell keys apart (`pos_live_Ab12Cd`). */
  prefix: z.string(),
  permissions: z.array(z.string()),
  rateLimit: z.number().int(),
  status: z.enum(API_KEY_STATUSES),
  createdAt: z.string(),
  createdBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  /** The last request made with it (null: never used). */
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type TApiKey = z.infer<typeof ZApiKey>;

/** The create answer: the one that holds the secret. */
export const ZApiKeyCreated = ZApiKey.extend({ secret: z.string() });
export const ZApiKeyCreatedResponse = z.object({ data: ZApiKeyCreated, message: z.string() });

export const ZApiKeysQuery = ZListQueryBase.extend({
  sort: sortParam(['name', 'createdAt', 'lastUsedAt']),
  status: z.enum(API_KEY_STATUSES, { error: 'status is active or revoked.' }).optional(),
}).strict();

/** The API keys' CSV export (`GET /api-keys/export.csv`). */
export const API_KEYS_CSV_COLUMNS = [
  'ID',
  'Name',
  'Prefix',
  'Permissions',
  'Requests a Minute',
  'Status',
  'Created By',
  'Created At',
  'Last Used At',
  'Revoked At',
] as const;
