import type { Executor } from '../../db/client.js';
import type { AppDeps, Caller } from '../../plugins/types.js';
import * as repo from './permissions.repository.js';

/** Seeds the permission catalogue of a new organization; returns name → id. */
export async function seedCatalogue(ex: Executor, organizationId: string) {
  const rows = await repo.insertCatalogue(ex, organizationId);
  return new Map(rows.map((r) => [r.name, r.id]));
}

export const countPermissions = (deps: AppDeps, caller: Caller) =>
  repo.countPermissions(deps.db, caller.organizationId);
