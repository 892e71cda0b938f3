import {
  SUPPLIER_MESSAGES,
  SUPPLIERS_CSV_COLUMNS,
  type TSupplierBody,
  type TSupplierRow,
} from '@pos/contracts/suppliers';
import type { Executor } from '../../db/client.js';
import {
  inUse,
  isForeignKeyViolation,
  isUniqueViolation,
  notFound,
  taken,
} from '../../lib/errors.js';
import { csvExport, findListRow, runList } from '../../lib/list-query.js';
import type { AppDeps, Caller } from '../../plugins/types.js';
import { timeZoneOf } from '../settings/settings.service.js';
import { suppliersList, type TSuppliersQuery } from './suppliers.list.js';
import * as repo from './suppliers.repository.js';

// One sentence per number, not English plural endings glued on: the catalogs translate each whole.
const USED_BY_PRODUCTS = (n: number) =>
  n === 1
    ? 'This supplier is the supplier of 1 product: choose another supplier for it first.'
    : `This supplier is the supplier of ${n} products: choose another supplier for them first.`;

export const listSuppliers = (deps: AppDeps, caller: Caller, q: TSuppliersQuery) =>
  runList(deps.db, suppliersList, caller.organizationId, q);

const csvCells = (s: TSupplierRow) => [
  s._id,
  s.name,
  s.contactName,
  s.email,
  s.phone,
  s.address,
  s.leadTimeDays,
  s.productCount,
  s.notes,
  new Date(s.createdAt),
];

export async function exportSuppliers(deps: AppDeps, caller: Caller, q: TSuppliersQuery) {
  const org = caller.organizationId;
  return csvExport(
    await deps.reads.current(),
    suppliersList,
    org,
    q,
    SUPPLIERS_CSV_COLUMNS,
    csvCells,
    await timeZoneOf(deps, org),
  );
}

/** The organization's supplier (404 otherwise), in the caller's transaction. */
export async function loadSupplier(ex: Executor, organizationId: string, id: string) {
  const row = await findListRow(ex, suppliersList, organizationId, id);
  if (!row) throw notFound('Supplier not found');
  return row;
}
const load = loadSupplier;

export const getSupplier = (deps: AppDeps, caller: Caller, id: string) =>
  load(deps.db, caller.organizationId, id);

const values = (b: TSupplierBody): repo.SupplierValues => ({
  name: b.name.trim(),
  contactName: b.contactName?.trim() || null,
  email: b.email?.trim() || null,
  phone: b.phone?.trim() || null,
  address: b.address?.trim() || null,
  leadTimeDays: b.leadTimeDays ?? null,
  notes: b.notes?.trim() || null,
});

async function uniqueName<T>(work: () => Promise<T>) {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw taken('NAME_TAKEN', 'name', SUPPLIER_MESSAGES.nameTaken);
    throw err;
  }
}

export async function createSupplier(deps: AppDeps, caller: Caller, body: TSupplierBody) {
  const org = caller.organizationId;
  const data = await uniqueName(() =>
    deps.db.transaction(async (tx) =>
      load(tx, org, await repo.insertSupplier(tx, org, values(body))),
    ),
  );
  return { data, message: SUPPLIER_MESSAGES.created };
}

export async function updateSupplier(
  deps: AppDeps,
  caller: Caller,
  id: string,
  body: TSupplierBody,
) {
  const org = caller.organizationId;
  const data = await uniqueName(() =>
    deps.db.transaction(async (tx) => {
      await load(tx, org, id);
      await repo.updateSupplier(tx, org, id, values(body));
      return load(tx, org, id);
    }),
  );
  return { data, message: SUPPLIER_MESSAGES.updated };
}

/**
 * `DELETE /suppliers/:id`: refused (409 IN_USE) while products name it (they would lose their
 * supplier without anyone choosing) or purchase orders do (the orders keep who they were with).
 */
export async function deleteSupplier(deps: AppDeps, caller: Caller, id: string) {
  const org = caller.organizationId;
  try {
    return await deps.db.transaction(async (tx) => {
      const current = await load(tx, org, id);
      if (current.productCount > 0) throw inUse(USED_BY_PRODUCTS(current.productCount));
      await repo.deleteSupplier(tx, org, id);
      return { message: SUPPLIER_MESSAGES.deleted };
    });
  } catch (err) {
    if (isForeignKeyViolation(err)) throw inUse(SUPPLIER_MESSAGES.inUse);
    throw err;
  }
}
