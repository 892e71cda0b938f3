import type { ZTransactionsQuery } from '@pos/contracts/sales';
import { type ListQuery, resourceApi } from '../../components/resource-list/types';

/** GET /transactions and DELETE /transactions/:id (sales are made at the register). */
export const transactionsApi = resourceApi('/transactions', 'transactions');

export type TransactionsQuery = ListQuery<typeof ZTransactionsQuery>;
