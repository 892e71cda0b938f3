import type { Executor } from '../../db/client.js';
import * as repo from './stores.repository.js';

export const DEFAULT_STORE_NAME = 'Main Store';

export const createDefaultStore = (ex: Executor, organizationId: string) =>
  repo.insertStore(ex, organizationId, { name: DEFAULT_STORE_NAME, isDefault: true });
