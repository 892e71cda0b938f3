import type { Executor } from '../../db/client.js';
import { stores } from './stores.tables.js';

export async function insertStore(
  ex: Executor,
  organizationId: string,
  values: { name: string; isDefault: boolean },
) {
  const [row] = await ex
    .insert(stores)
    .values({ organizationId, ...values })
    .returning({ id: stores.id });
  if (!row) throw new Error('store insert returned nothing');
  return row.id;
}
