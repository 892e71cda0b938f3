import type { AppDeps, Caller } from '../../plugins/types.js';
import * as repo from './customers.repository.js';

export const countCustomers = (deps: AppDeps, caller: Caller) =>
  repo.countCustomers(deps.db, caller.organizationId);
