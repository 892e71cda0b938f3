import { randomBytes } from 'node:crypto';
import {
  API_KEY_DEFAULT_RATE_LIMIT,
  API_KEY_PREFIX_LENGTH,
  API_KEY_SECRET_PATTERN,
  API_KEY_SECRET_PREFIX,
  API_KEY_STATUS_LABELS,
  API_KEYS_CSV_COLUMNS,
  API_KEY_MESSAGES as M,
  type TApiKey,
  type ZApiKeyBody,
} from '@pos/contracts/api-keys';
import { uuidv7 } from 'uuidv7';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { forbidden, notFound, tooManyRequests, unauthorized } from '../../lib/errors.js';
import { csvExport, findListRow, runList } from '../../lib/list-query.js';
import { hashToken } from '../../lib/tokens.js';
import type { AppDeps, Caller } from '../../plugins/types.js';
import { recordAudit } from '../audit/audit.service.js';
import { timeZoneOf } from '../settings/settings.service.js';
import { apiKeyCaller } from '../users/users.service.js';
import { apiKeysList, type TApiKeysQuery } from './api-keys.list.js';
import * as repo from './api-keys.repository.js';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** `pos_live_` and 32 random bytes in base62, always 43 characters (62^43 > 2^256). */
export function newApiKeySecret(): string {
  let n = BigInt(`0x${randomBytes(32).toString('hex')}`);
  let digits = '';
  for (let i = 0; i < 43; i++) {
    digits = BASE62[Number(n % 62n)] + digits;
    n /= 62n;
  }
  return API_KEY_SECRET_PREFIX + digits;
}

export const listApiKeys = (deps: AppDeps, caller: Caller, q: TApiKeysQuery) =>
  runList(deps.db, apiKeysList, caller.organizationId, q);

const csvCells = (k: TApiKey) => [
  k._id,
  k.name,
  k.prefix,
  k.permissions.join(' '),
  k.rateLimit,
  API_KEY_STATUS_LABELS[k.status],
  k.createdBy?.name ?? '',
  new Date(k.createdAt),
  k.lastUsedAt ? new Date(k.lastUsedAt) : '',
  k.revokedAt ? new Date(k.revokedAt) : '',
];

export async function exportApiKeys(deps: AppDeps, caller: Caller, q: TApiKeysQuery) {
  const org = caller.organizationId;
  const zone = await timeZoneOf(deps, org);
  return csvExport(
    await deps.reads.current(),
    apiKeysList,
    org,
    q,
    API_KEYS_CSV_COLUMNS,
    csvCells,
    zone,
  );
}

async function load(ex: Executor, organizationId: string, id: string) {
  const row = await findListRow(ex, apiKeysList, organizationId, id);
  if (!row) throw notFound('API key not found');
  return row;
}

export const getApiKey = (deps: AppDeps, caller: Caller, id: string) =>
  load(deps.db, caller.organizationId, id);

/**
 * A new key with the permissions asked for, each one the creator holds now (a key never gives
 * more than its maker could do); the secret is in this answer alone.
 */
export async function createApiKey(
  deps: AppDeps,
  caller: Caller,
  body: z.output<typeof ZApiKeyBody>,
) {
  const missing = body.permissions.find((p) => !caller.permissions.includes(p));
  if (missing) throw forbidden(M.permissionNotHeld(missing), { permission: missing });
  const secret = newApiKeySecret();
  const id = uuidv7();
  const org = caller.organizationId;
  const data = await deps.db.transaction(async (tx) => {
    await repo.insertApiKey(tx, {
      organizationId: org,
      id,
      name: body.name,
      prefix: secret.slice(0, API_KEY_PREFIX_LENGTH),
      secretHash: hashToken(secret),
      permissions: body.permissions,
      rateLimit: body.rateLimit ?? API_KEY_DEFAULT_RATE_LIMIT,
      createdBy: caller.userId,
    });
    await recordAudit(tx, caller, {
      entityType: 'ApiKey',
      entityId: id,
      action: 'create',
      changes: {
        name: { before: null, after: body.name },
        permissions: { before: null, after: body.permissions.join(', ') },
      },
    });
    return load(tx, org, id);
  });
  return { data: { ...data, secret }, message: M.created };
}

/**
 * Revoked at once: the key's next request is a 401, on every instance. Revoking a revoked key
 * changes nothing and says so the same way (a DELETE sent twice).
 */
export async function revokeApiKey(deps: AppDeps, caller: Caller, id: string) {
  await deps.db.transaction(async (tx) => {
    if (await repo.revokeApiKey(tx, caller.organizationId, id)) {
      await recordAudit(tx, caller, { entityType: 'ApiKey', entityId: id, action: 'revoke' });
    }
  });
  return { message: M.revoked };
}

/**
 * The caller behind a key's secret (docs/guide/api-keys-and-webhooks.md): its own permissions,
 * its creator's organization and name on what it writes, never an operator's access. Every
 * request is counted in the key's minute first: past its limit, 429 until the next minute.
 * A revoked key is a 401 from its next request (the counting statement finds no row); one whose
 * creator's account is switched off, within the second its caller may be kept.
 */
export async function callerOfApiKey(deps: AppDeps, secret: string): Promise<Caller> {
  if (!API_KEY_SECRET_PATTERN.test(secret)) throw unauthorized(M.invalid);
  const key = await repo.useApiKey(deps.db, hashToken(secret));
  if (!key) throw unauthorized(M.invalid);
  if (key.window_count > key.rate_limit) {
    throw tooManyRequests(M.rateLimited(key.rate_limit), key.retry_after);
  }
  const caller = await apiKeyCaller(deps, {
    id: key.id,
    organizationId: key.organization_id,
    createdBy: key.created_by,
    permissions: key.permissions,
  });
  if (!caller) throw unauthorized(M.invalid);
  return caller;
}
