import { CATEGORY_MESSAGES, type TCategoryBody } from '@pos/contracts/categories';
import type { Executor } from '../../db/client.js';
import {
  inUse,
  isForeignKeyViolation,
  isUniqueViolation,
  notFound,
  taken,
  validationError,
} from '../../lib/errors.js';
import { findListRow, runList } from '../../lib/list-query.js';
import type { AppDeps, Caller } from '../../plugins/types.js';
import { categoriesList, type TCategoriesQuery } from './categories.list.js';
import * as repo from './categories.repository.js';

const HAS_CHILDREN = 'This category has subcategories. Move or delete them first.';
const IN_USE = 'This category is still in use. Move its products to another category first.';

export const listCategories = (deps: AppDeps, caller: Caller, q: TCategoriesQuery) =>
  runList(deps.db, categoriesList, caller.organizationId, q);

async function load(ex: Executor, organizationId: string, id: string) {
  const row = await findListRow(ex, categoriesList, organizationId, id);
  if (!row) throw notFound('Category not found');
  return row;
}

/** The category, when it is the organization's (404 otherwise). */
export const loadCategory = load;

export const getCategory = (deps: AppDeps, caller: Caller, id: string) =>
  load(deps.db, caller.organizationId, id);

const values = (b: TCategoryBody) => ({
  name: b.name,
  description: b.description || null,
  parentId: b.parentCategoryId ?? null,
});

async function uniqueName<T>(work: () => Promise<T>) {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw taken('NAME_TAKEN', 'name', CATEGORY_MESSAGES.nameTaken);
    throw err;
  }
}

/** The parent must be a category of this organization (another's id is a 404). */
async function checkParent(
  ex: Executor,
  organizationId: string,
  parentId: string | null | undefined,
) {
  if (!parentId) return;
  const parent = await findListRow(ex, categoriesList, organizationId, parentId);
  if (!parent) throw notFound('Parent category not found');
}

export async function createCategory(deps: AppDeps, caller: Caller, body: TCategoryBody) {
  const org = caller.organizationId;
  const data = await uniqueName(() =>
    deps.db.transaction(async (tx) => {
      await checkParent(tx, org, body.parentCategoryId);
      const id = await repo.insertCategory(tx, org, values(body));
      return load(tx, org, id);
    }),
  );
  return { data, message: CATEGORY_MESSAGES.created };
}

export async function updateCategory(
  deps: AppDeps,
  caller: Caller,
  id: string,
  body: TCategoryBody,
) {
  const org = caller.organizationId;
  if (body.parentCategoryId === id) {
    throw validationError(CATEGORY_MESSAGES.ownParent, {
      parentCategoryId: CATEGORY_MESSAGES.ownParent,
    });
  }
  const data = await uniqueName(() =>
    deps.db.transaction(async (tx) => {
      await load(tx, org, id);
      if (body.parentCategoryId) {
        await repo.lockCategoryTree(tx, org);
        await checkParent(tx, org, body.parentCategoryId);
        if (await repo.isSelfOrDescendant(tx, org, id, body.parentCategoryId)) {
          throw validationError(CATEGORY_MESSAGES.descendantParent, {
            parentCategoryId: CATEGORY_MESSAGES.descendantParent,
          });
        }
      }
      await repo.updateCategory(tx, org, id, values(body));
      return load(tx, org, id);
    }),
  );
  return { data, message: CATEGORY_MESSAGES.updated };
}

export async function deleteCategory(deps: AppDeps, caller: Caller, id: string) {
  try {
    return await deps.db.transaction(async (tx) => {
      const current = await load(tx, caller.organizationId, id);
      if (current.childCount > 0) throw inUse(HAS_CHILDREN);
      await repo.deleteCategory(tx, caller.organizationId, id);
      return { message: `${current.name} deleted successfully!` };
    });
  } catch (err) {
    if (isForeignKeyViolation(err)) throw inUse(IN_USE);
    throw err;
  }
}
