import {
  CUSTOMER_MESSAGES,
  CUSTOMERS_CSV_COLUMNS,
  type TCustomerBody,
  type TCustomerRow,
} from '@pos/contracts/customers';
import type { Executor } from '../../db/client.js';
import {
  AppError,
  forbidden,
  inUse,
  isForeignKeyViolation,
  notFound,
  violatedConstraint,
} from '../../lib/errors.js';
import { csvExport, findListRow, runList } from '../../lib/list-query.js';
import type { AppDeps, Caller, ResourceRef } from '../../plugins/types.js';
import { inOrganizationTimeZone, timeZoneOf } from '../settings/settings.service.js';
import { customersList, type TCustomersQuery } from './customers.list.js';
import * as repo from './customers.repository.js';
import { customers } from './customers.tables.js';

/** The record a `/customers/:id…` route names (its tenant check), for this module's and others'. */
export const CUSTOMER_RESOURCE: ResourceRef = { table: customers, name: 'Customer' };

const HAS_SALES = 'This customer has sales on record and cannot be deleted.';
const HOLDS_VALUE =
  'This customer holds stored value (store credit) on record and cannot be deleted.';

export const countCustomers = (deps: AppDeps, caller: Caller) =>
  repo.countCustomers(deps.db, caller.organizationId);

export const listCustomers = async (deps: AppDeps, caller: Caller, q: TCustomersQuery) =>
  runList(
    deps.db,
    customersList,
    caller.organizationId,
    await inOrganizationTimeZone(deps, caller.organizationId, q),
  );

const csvCells = (c: TCustomerRow) => [
  c._id,
  c.name,
  c.email,
  c.phone,
  c.stats.totalOrders,
  c.stats.totalAmountSpent.toFixed(2),
  new Date(c.createdAt),
];

/** The spec's customers CSV, streamed: ID, Name, Email, Phone, Total Purchases, Total Amount Spent, Created At. */
export async function exportCustomers(deps: AppDeps, caller: Caller, q: TCustomersQuery) {
  const org = caller.organizationId;
  const timeZone = await timeZoneOf(deps, org);
  const query = { ...q, timeZone };
  return csvExport(
    await deps.reads.current(),
    customersList,
    org,
    query,
    CUSTOMERS_CSV_COLUMNS,
    csvCells,
    timeZone,
  );
}

async function load(ex: Executor, organizationId: string, id: string) {
  const row = await findListRow(ex, customersList, organizationId, id);
  if (!row) throw notFound(CUSTOMER_MESSAGES.notFound);
  return row;
}

export const getCustomer = (deps: AppDeps, caller: Caller, id: string) =>
  load(deps.db, caller.organizationId, id);

const values = (b: TCustomerBody): repo.CustomerValues => ({
  name: b.name,
  email: b.email || null,
  phone: b.phone || null,
  ...(b.creditLimit !== undefined && {
    creditLimit: b.creditLimit === null ? null : b.creditLimit.toFixed(2),
  }),
});

/**
 * A customer's credit limit opens, changes or closes its charge account (docs/DESIGN.md,
 * "Stored value"): only with manage_customer_accounts; the same limit sent again by anyone
 * (a form that sends the whole customer back) changes nothing and passes.
 */
function checkCreditLimitChange(
  caller: Caller,
  wanted: repo.CustomerValues,
  current: number | null,
) {
  if (wanted.creditLimit === undefined) return;
  const asked = wanted.creditLimit === null ? null : Number(wanted.creditLimit);
  if (asked !== current && !caller.permissions.includes('manage_customer_accounts')) {
    throw forbidden(CUSTOMER_MESSAGES.creditLimitForbidden, {
      creditLimit: 'manage_customer_accounts',
    });
  }
}

/** A customer made with a sale at the register, in the sale's transaction; answers its id. */
export const addCustomer = (ex: Executor, organizationId: string, values: repo.CustomerValues) =>
  repo.insertCustomer(ex, organizationId, values);

/**
 * `POST /customers`. With an Idempotency-Key (a client-made UUID) the key is the customer's id:
 * sent again it answers that customer, or 422 when the values differ (DESIGN §13: a register
 * quick-adds customers offline and names them in its sales before they reach the server).
 */
export async function createCustomer(
  deps: AppDeps,
  caller: Caller,
  body: TCustomerBody,
  idempotencyKey?: string,
) {
  const org = caller.organizationId;
  const wanted = values(body);
  checkCreditLimitChange(caller, wanted, null);
  const data = await deps.db.transaction(async (tx) => {
    if (!idempotencyKey) return load(tx, org, await repo.insertCustomer(tx, org, wanted));
    const made = await repo.insertCustomerWithId(tx, org, idempotencyKey, wanted);
    const row = await load(tx, org, idempotencyKey);
    const same =
      row.name === wanted.name &&
      row.email === wanted.email &&
      row.phone === wanted.phone &&
      (wanted.creditLimit === undefined ||
        row.creditLimit === (wanted.creditLimit === null ? null : Number(wanted.creditLimit)));
    if (!made && !same)
      throw new AppError('IDEMPOTENCY_MISMATCH', CUSTOMER_MESSAGES.idempotencyMismatch);
    return row;
  });
  return { data, message: CUSTOMER_MESSAGES.created };
}

export async function updateCustomer(
  deps: AppDeps,
  caller: Caller,
  id: string,
  body: TCustomerBody,
) {
  const wanted = values(body);
  const data = await deps.db.transaction(async (tx) => {
    const current = await load(tx, caller.organizationId, id);
    checkCreditLimitChange(caller, wanted, current.creditLimit);
    await repo.updateCustomer(tx, caller.organizationId, id, wanted);
    return load(tx, caller.organizationId, id);
  });
  return { data, message: CUSTOMER_MESSAGES.updated };
}

export async function deleteCustomer(deps: AppDeps, caller: Caller, id: string) {
  try {
    return await deps.db.transaction(async (tx) => {
      const current = await load(tx, caller.organizationId, id);
      await repo.deleteCustomer(tx, caller.organizationId, id);
      return { message: `${current.name} deleted successfully!` };
    });
  } catch (err) {
    // Sales keep their customer: the books must not change after the fact; so does the
    // customer's stored value (a liability of the shop's, docs/DESIGN.md, "Stored value").
    if (isForeignKeyViolation(err)) {
      throw inUse(violatedConstraint(err)?.startsWith('stored_value') ? HOLDS_VALUE : HAS_SALES);
    }
    throw err;
  }
}
