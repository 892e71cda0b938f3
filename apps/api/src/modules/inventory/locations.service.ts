import {
  STORE_MESSAGES,
  type TStoreRow,
  type TWarehouseRow,
  type ZStoreBody,
  type ZWarehouseBody,
} from '@pos/contracts/stores';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { AppError, conflict, inUse, isForeignKeyViolation, notFound } from '../../lib/errors.js';
import { findListRow, runList } from '../../lib/list-query.js';
import type { AppDeps, Caller } from '../../plugins/types.js';
import { diffOf, recordAudit, recordUpdate } from '../audit/audit.service.js';
import { storesList, type TLocationsQuery, warehousesList } from './locations.list.js';
import * as repo from './locations.repository.js';

export const DEFAULT_STORE_NAME = 'Main Store';

export const createDefaultStore = (ex: Executor, organizationId: string) =>
  repo.insertStore(ex, organizationId, { name: DEFAULT_STORE_NAME, isDefault: true });

type StoreBody = z.output<typeof ZStoreBody>;
type WarehouseBody = z.output<typeof ZWarehouseBody>;

export const listStores = (deps: AppDeps, caller: Caller, q: TLocationsQuery) =>
  runList(deps.db, storesList, caller.organizationId, q);

export const listWarehouses = (deps: AppDeps, caller: Caller, q: TLocationsQuery) =>
  runList(deps.db, warehousesList, caller.organizationId, q);

async function loadStore(ex: Executor, organizationId: string, id: string) {
  const row = await findListRow(ex, storesList, organizationId, id);
  if (!row) throw notFound('Store not found');
  return row;
}

async function loadWarehouse(ex: Executor, organizationId: string, id: string) {
  const row = await findListRow(ex, warehousesList, organizationId, id);
  if (!row) throw notFound('Warehouse not found');
  return row;
}

export const getStore = (deps: AppDeps, caller: Caller, id: string) =>
  loadStore(deps.db, caller.organizationId, id);

export const getWarehouse = (deps: AppDeps, caller: Caller, id: string) =>
  loadWarehouse(deps.db, caller.organizationId, id);

const storeValues = (b: StoreBody): repo.StoreValues => ({
  name: b.name,
  location: b.location || null,
  contactPerson: b.contactPerson || null,
  contactPhone: b.contactPhone || null,
  isActive: b.isActive,
});

const warehouseValues = (b: WarehouseBody): repo.WarehouseValues => ({
  name: b.name,
  location: b.location || null,
  isActive: b.isActive,
});

const defaultStoreKept = (message: string = STORE_MESSAGES.defaultStoreKept) =>
  conflict(message, undefined, 'DEFAULT_STORE_KEPT');

/** The default store takes product stock and register sales: it must stay active. */
function checkDefault(isDefault: boolean, isActive: boolean, message?: string) {
  if (isDefault && !isActive) throw defaultStoreKept(message);
}

/** A store's fields the audit log follows (DESIGN §13). */
const STORE_FIELDS = [
  'name',
  'location',
  'contactPerson',
  'contactPhone',
  'isActive',
  'isDefault',
] as const satisfies readonly (keyof TStoreRow)[];

export async function createStore(deps: AppDeps, caller: Caller, b: StoreBody) {
  checkDefault(b.isDefault === true, b.isActive, STORE_MESSAGES.defaultStoreActive);
  const org = caller.organizationId;
  const data = await deps.db.transaction(async (tx) => {
    const id = await repo.insertStore(tx, org, { ...storeValues(b), isDefault: false });
    if (b.isDefault) await repo.makeDefaultStore(tx, org, id);
    const created = await loadStore(tx, org, id);
    await recordAudit(tx, caller, {
      entityType: 'Store',
      entityId: id,
      action: 'create',
      changes: diffOf<TStoreRow>(null, created, STORE_FIELDS),
    });
    return created;
  });
  return { data, message: STORE_MESSAGES.created };
}

export async function updateStore(deps: AppDeps, caller: Caller, id: string, body: StoreBody) {
  const org = caller.organizationId;
  const data = await deps.db.transaction(async (tx) => {
    const current = await loadStore(tx, org, id);
    if (current.isDefault && body.isDefault === false) {
      throw defaultStoreKept();
    }
    checkDefault(current.isDefault || body.isDefault === true, body.isActive);
    await repo.updateStore(tx, org, id, storeValues(body));
    if (body.isDefault && !current.isDefault) await repo.makeDefaultStore(tx, org, id);
    const after = await loadStore(tx, org, id);
    const changes = diffOf<TStoreRow>(current, after, STORE_FIELDS);
    await recordUpdate(tx, caller, { entityType: 'Store', entityId: id }, changes);
    return after;
  });
  return { data, message: STORE_MESSAGES.updated };
}

const WAREHOUSE_FIELDS = [
  'name',
  'location',
  'isActive',
] as const satisfies readonly (keyof TWarehouseRow)[];

export async function createWarehouse(deps: AppDeps, caller: Caller, body: WarehouseBody) {
  const org = caller.organizationId;
  const data = await deps.db.transaction(async (tx) => {
    const id = await repo.insertWarehouse(tx, org, warehouseValues(body));
    const created = await loadWarehouse(tx, org, id);
    await recordAudit(tx, caller, {
      entityType: 'Warehouse',
      entityId: id,
      action: 'create',
      changes: diffOf<TWarehouseRow>(null, created, WAREHOUSE_FIELDS),
    });
    return created;
  });
  return { data, message: STORE_MESSAGES.warehouseCreated };
}

export async function updateWarehouse(
  deps: AppDeps,
  caller: Caller,
  id: string,
  body: WarehouseBody,
) {
  const org = caller.organizationId;
  const data = await deps.db.transaction(async (tx) => {
    const current = await loadWarehouse(tx, org, id);
    await repo.updateWarehouse(tx, org, id, warehouseValues(body));
    const after = await loadWarehouse(tx, org, id);
    const changes = diffOf<TWarehouseRow>(current, after, WAREHOUSE_FIELDS);
    await recordUpdate(tx, caller, { entityType: 'Warehouse', entityId: id }, changes);
    return after;
  });
  return { data, message: STORE_MESSAGES.warehouseUpdated };
}

/**
 * A location goes only when it never held stock: one that holds stock is refused, and one with
 * ledger rows is kept so the history still names it (deactivate it instead).
 */
export async function deleteLocation(
  deps: AppDeps,
  caller: Caller,
  kind: repo.LocationKind,
  id: string,
) {
  const org = caller.organizationId;
  try {
    return await deps.db.transaction(async (tx) => {
      const current =
        kind === 'store' ? await loadStore(tx, org, id) : await loadWarehouse(tx, org, id);
      if ('isDefault' in current && current.isDefault) {
        throw defaultStoreKept();
      }
      const { held, logged } = await repo.stockAt(tx, org, kind, id);
      if (held) throw new AppError('HAS_STOCK', STORE_MESSAGES.holdsStock);
      if (logged) throw inUse(STORE_MESSAGES.hasHistory);
      await repo.deleteLocation(tx, org, kind, id);
      await recordAudit(tx, caller, {
        entityType: kind === 'store' ? 'Store' : 'Warehouse',
        entityId: id,
        action: 'delete',
        changes:
          kind === 'store'
            ? diffOf<TStoreRow>(current as TStoreRow, null, STORE_FIELDS)
            : diffOf<TWarehouseRow>(current, null, WAREHOUSE_FIELDS),
      });
      return { message: `${current.name} deleted successfully!` };
    });
  } catch (err) {
    // A movement booked there in the meantime: its ledger row keeps the location.
    if (isForeignKeyViolation(err)) throw inUse(STORE_MESSAGES.hasHistory);
    throw err;
  }
}
