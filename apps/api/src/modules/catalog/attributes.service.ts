import type { Executor } from '../../db/client.js';
import { isUniqueViolation, notFound, taken } from '../../lib/errors.js';
import { findListRow, type ListSpec, runList } from '../../lib/list-query.js';
import type { AppDeps, Caller } from '../../plugins/types.js';
import {
  attributesList,
  manufacturersList,
  marketersList,
  type NamedQuery,
  type NamedRow,
  suppliersList,
} from './attributes.list.js';
import * as repo from './attributes.repository.js';

/**
 * Attributes, manufacturers, suppliers and marketers: an organization's lists of names, one
 * description each. Attributes can be edited and deleted; the product-info lists only grow
 * (spec 2 §7).
 */
export interface NamedList {
  kind: repo.NamedListKind;
  /** "Attribute" as in "Attribute not found", "Attribute created successfully!". */
  label: string;
  nameTaken: string;
}

const SPECS: Record<repo.NamedListKind, ListSpec<NamedQuery, NamedRow>> = {
  attributes: attributesList,
  manufacturers: manufacturersList,
  suppliers: suppliersList,
  marketers: marketersList,
};

export const listEntries = (deps: AppDeps, caller: Caller, list: NamedList, q: NamedQuery) =>
  runList(deps.db, SPECS[list.kind], caller.organizationId, q);

async function load(ex: Executor, list: NamedList, organizationId: string, id: string) {
  const row = await findListRow(ex, SPECS[list.kind], organizationId, id);
  if (!row) throw notFound(`${list.label} not found`);
  return row;
}

export const getEntry = (deps: AppDeps, caller: Caller, list: NamedList, id: string) =>
  load(deps.db, list, caller.organizationId, id);

async function uniqueName<T>(list: NamedList, work: () => Promise<T>) {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw taken('NAME_TAKEN', 'name', list.nameTaken);
    throw err;
  }
}

export async function createEntry(
  deps: AppDeps,
  caller: Caller,
  list: NamedList,
  body: { name: string },
) {
  const org = caller.organizationId;
  const data = await uniqueName(list, () =>
    deps.db.transaction(async (tx) => {
      const id = await repo.insertEntry(tx, list.kind, org, body.name);
      return load(tx, list, org, id);
    }),
  );
  return { data, message: `${list.label} created successfully!` };
}

export async function updateEntry(
  deps: AppDeps,
  caller: Caller,
  list: NamedList,
  id: string,
  body: { name: string },
) {
  const org = caller.organizationId;
  const data = await uniqueName(list, () =>
    deps.db.transaction(async (tx) => {
      await load(tx, list, org, id);
      await repo.renameEntry(tx, list.kind, org, id, body.name);
      return load(tx, list, org, id);
    }),
  );
  return { data, message: `${list.label} updated successfully!` };
}

export async function deleteEntry(deps: AppDeps, caller: Caller, list: NamedList, id: string) {
  const org = caller.organizationId;
  return deps.db.transaction(async (tx) => {
    const current = await load(tx, list, org, id);
    await repo.deleteEntry(tx, list.kind, org, id);
    return { message: `${current.name} deleted successfully!` };
  });
}

/** Adds a name to one of the lists and answers its id (the demo seed). */
export const addEntry = (
  ex: Executor,
  kind: repo.NamedListKind,
  organizationId: string,
  name: string,
) => repo.insertEntry(ex, kind, organizationId, name);

/** The entry of this name, case-insensitively, created when missing (the bulk upload). */
export const findOrAddEntry = async (
  ex: Executor,
  kind: repo.NamedListKind,
  organizationId: string,
  name: string,
) =>
  (await repo.findEntryIdByName(ex, kind, organizationId, name)) ??
  (await repo.insertEntry(ex, kind, organizationId, name));
