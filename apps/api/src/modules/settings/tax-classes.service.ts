import {
  TAX_CLASS_MESSAGES as M,
  TAX_CLASSES_CSV_COLUMNS,
  type TTaxClassRow,
  taxesText,
  type ZTaxClassBody,
} from '@pos/contracts/tax-classes';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import {
  conflict,
  inUse,
  isForeignKeyViolation,
  isUniqueViolation,
  notFound,
  taken,
} from '../../lib/errors.js';
import { csvExport, findListRow, runList } from '../../lib/list-query.js';
import { isRowOfOrganization } from '../../lib/resource.repository.js';
import type { AppDeps, Caller } from '../../plugins/types.js';
import { diffOf, recordAudit, recordUpdate } from '../audit/audit.service.js';
import { withIds } from './default-tax-class.js';
import { timeZoneOf } from './settings.service.js';
import { taxClasses } from './settings.tables.js';
import { type TTaxClassesQuery, taxClassesList } from './tax-classes.list.js';
import * as repo from './tax-classes.repository.js';

type TaxClassBody = z.output<typeof ZTaxClassBody>;

export const listTaxClasses = (deps: AppDeps, caller: Caller, q: TTaxClassesQuery) =>
  runList(deps.db, taxClassesList, caller.organizationId, q);

const csvCells = (c: TTaxClassRow) => [
  c._id,
  c.name,
  taxesText(c.taxes),
  c.totalRate,
  c.isDefault ? 'Yes' : 'No',
  c.productCount,
  new Date(c.createdAt),
];

export async function exportTaxClasses(deps: AppDeps, caller: Caller, q: TTaxClassesQuery) {
  const org = caller.organizationId;
  const zone = await timeZoneOf(deps, org);
  return csvExport(
    await deps.reads.current(),
    taxClassesList,
    org,
    q,
    TAX_CLASSES_CSV_COLUMNS,
    csvCells,
    zone,
  );
}

async function load(ex: Executor, organizationId: string, id: string) {
  const row = await findListRow(ex, taxClassesList, organizationId, id);
  if (!row) throw notFound('Tax class not found');
  return row;
}

/** Whether `id` is one of the organization's tax classes (a product names only its own). */
export const isTaxClassOf = (ex: Executor, organizationId: string, id: string) =>
  isRowOfOrganization(ex, taxClasses, organizationId, id);

/**
 * The organization's classes by lower-cased name (a CSV names them): each one's id, the default
 * class's null — a product that names it follows the default, as one that names none.
 */
export async function taxClassIdsByName(ex: Executor, organizationId: string) {
  const rows = await repo.allTaxClasses(ex, organizationId);
  return new Map(rows.map((c) => [c.name.toLowerCase(), c.isDefault ? null : c.id]));
}

export const getTaxClass = (deps: AppDeps, caller: Caller, id: string) =>
  load(deps.db, caller.organizationId, id);

async function uniqueName<T>(work: () => Promise<T>) {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err, 'tax_classes_org_name_uq')) {
      throw taken('NAME_TAKEN', 'name', M.nameTaken);
    }
    throw err;
  }
}

const defaultKept = () => conflict(M.defaultKept, undefined, 'DEFAULT_TAX_CLASS_KEPT');

/** A class's fields the audit log follows (DESIGN §13). */
const FIELDS = ['name', 'taxes', 'isDefault'] as const satisfies readonly (keyof TTaxClassRow)[];

export async function createTaxClass(deps: AppDeps, caller: Caller, body: TaxClassBody) {
  const org = caller.organizationId;
  const data = await uniqueName(() =>
    deps.db.transaction(async (tx) => {
      const values = { name: body.name, taxes: withIds(body.taxes) };
      const id = await repo.insertTaxClass(tx, org, { ...values, isDefault: false });
      if (body.isDefault) await repo.makeDefaultTaxClass(tx, org, id);
      const created = await load(tx, org, id);
      await recordAudit(tx, caller, {
        entityType: 'TaxClass',
        entityId: id,
        action: 'create',
        changes: diffOf<TTaxClassRow>(null, created, FIELDS),
      });
      return created;
    }),
  );
  return { data, message: M.created };
}

export async function updateTaxClass(
  deps: AppDeps,
  caller: Caller,
  id: string,
  body: TaxClassBody,
) {
  const org = caller.organizationId;
  const data = await uniqueName(() =>
    deps.db.transaction(async (tx) => {
      const current = await load(tx, org, id);
      if (current.isDefault && body.isDefault === false) throw defaultKept();
      // A tax keeps its id when it comes back without one under the same name and rate.
      const kept = body.taxes.map((t) => ({
        ...t,
        id: t.id ?? current.taxes.find((c) => c.name === t.name && c.rate === t.rate)?.id,
      }));
      await repo.updateTaxClass(tx, org, id, { name: body.name, taxes: withIds(kept) });
      if (body.isDefault && !current.isDefault) await repo.makeDefaultTaxClass(tx, org, id);
      const after = await load(tx, org, id);
      const changes = diffOf<TTaxClassRow>(current, after, FIELDS);
      await recordUpdate(tx, caller, { entityType: 'TaxClass', entityId: id }, changes);
      return after;
    }),
  );
  return { data, message: M.updated };
}

export async function deleteTaxClass(deps: AppDeps, caller: Caller, id: string) {
  const org = caller.organizationId;
  try {
    await deps.db.transaction(async (tx) => {
      const current = await load(tx, org, id);
      if (current.isDefault) throw defaultKept();
      if (current.productCount > 0) throw inUse(M.inUse(current.productCount));
      await repo.deleteTaxClass(tx, org, id);
      await recordAudit(tx, caller, {
        entityType: 'TaxClass',
        entityId: id,
        action: 'delete',
        changes: diffOf<TTaxClassRow>(current, null, FIELDS),
      });
    });
  } catch (err) {
    // Named by an archived product (or meanwhile): none may silently move to another rate.
    if (isForeignKeyViolation(err)) throw inUse(M.inUse(0));
    throw err;
  }
  return { message: M.deleted };
}
