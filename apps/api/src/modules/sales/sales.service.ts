import type { AppDeps, Caller } from '../../plugins/types.js';
import * as repo from './sales.repository.js';

export const countTransactions = (deps: AppDeps, caller: Caller) =>
  repo.countTransactions(deps.db, caller.organizationId);
