import { ZAgeingQuery, ZAgeingRow, ZAgeingTotals } from '@pos/contracts/customer-accounts';
import { ZIdParams } from '@pos/contracts/list';
import type { Access } from '@pos/contracts/permissions';
import {
  ZCustomerBalancesResponse,
  ZLedgerEntry,
  ZLedgerQuery,
  ZStoreCreditAdjustBody,
  ZStoreCreditAdjustResponse,
} from '@pos/contracts/stored-value';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerListRoutes } from '../../lib/list-routes.js';
import { callerOf } from '../../plugins/auth.js';
import type { AppDeps } from '../../plugins/types.js';
import { CUSTOMER_RESOURCE } from '../customers/customers.service.js';
import { exportAgeing, listAgeing } from './charge-accounts.service.js';
import * as service from './stored-value.service.js';
import { storedValueAccounts } from './stored-value.tables.js';

/** Who reads balances and ledgers: whoever looks after customers. */
const READ: Access = { kind: 'permission', anyOf: ['manage_customers'] };
/** Who changes store credit by hand (docs/DESIGN.md, "Stored value"). */
const ADJUST: Access = { kind: 'permission', anyOf: ['adjust_store_credit'] };
/** Who reads what customers owe on account: the reports' readers and the accounts' keepers. */
const AGEING: Access = {
  kind: 'permission',
  anyOf: ['view_reports', 'manage_customer_accounts'],
};
const customer = CUSTOMER_RESOURCE;
const account = { table: storedValueAccounts, name: 'Stored-value account' };

/**
 * Stored value (docs/guide/stored-value.md): a customer's balances, a manager's store-credit
 * adjustment, and an account's ledger (list and CSV).
 */
export const storedValueRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/customers/:id/balances',
    {
      config: { access: READ, resource: customer },
      schema: {
        tags: ['customers'],
        operationId: 'getCustomerBalances',
        summary: "The customer's stored-value accounts (store credit) and their balances",
        params: ZIdParams,
        response: { 200: ZCustomerBalancesResponse },
      },
    },
    async (req) => ({
      data: await service.customerBalances(deps, callerOf(req), req.params.id),
    }),
  );
  app.post(
    '/customers/:id/store-credit',
    {
      config: { access: ADJUST, resource: customer },
      schema: {
        tags: ['customers'],
        operationId: 'adjustStoreCredit',
        summary:
          "Add or remove a customer's store credit, with a reason (409 INSUFFICIENT_BALANCE: more removed than it holds)",
        errors: [409],
        params: ZIdParams,
        body: ZStoreCreditAdjustBody,
        response: { 201: ZStoreCreditAdjustResponse },
      },
    },
    async (req, reply) => {
      reply.code(201);
      return service.adjustStoreCredit(deps, callerOf(req), req.params.id, req.body);
    },
  );
  registerListRoutes(app, {
    path: '/stored-value/:id/ledger',
    access: READ,
    resource: account,
    label: 'the ledger of a stored-value account',
    query: ZLedgerQuery,
    row: ZLedgerEntry,
    list: (caller, q, { id }) => service.listLedger(deps, caller, id, q),
    csv: {
      fileStem: 'stored-value-ledger',
      export: (caller, q, { id }) => service.exportLedger(deps, caller, id, q),
    },
  });
  registerListRoutes(app, {
    path: '/reports/account-ageing',
    access: AGEING,
    label: 'what customers owe on account, by the age of the open charges',
    query: ZAgeingQuery,
    row: ZAgeingRow,
    totals: ZAgeingTotals,
    list: (caller, q) => listAgeing(deps, caller, q),
    csv: {
      fileStem: 'account-ageing',
      export: (caller, q) => exportAgeing(deps, caller, q),
    },
  });
};
