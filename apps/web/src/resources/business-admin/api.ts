import type {
  ZAdminSubscriptionsQuery,
  ZAdminTransactionsQuery,
  ZAdminUsersQuery,
} from '@pos/contracts/business-admin';
import { type ListQuery, resourceApi } from '../../components/resource-list/types';

/** The platform operators' read-only lists of every organization's data. */
export const adminUsersApi = resourceApi('/business-admin/users', 'business-admin-users');
export const adminTransactionsApi = resourceApi(
  '/business-admin/subscription-transactions',
  'business-admin-transactions',
);
export const adminSubscriptionsApi = resourceApi(
  '/business-admin/subscriptions',
  'business-admin-subscriptions',
);

export type AdminUsersQuery = ListQuery<typeof ZAdminUsersQuery>;
export type AdminTransactionsQuery = ListQuery<typeof ZAdminTransactionsQuery>;
export type AdminSubscriptionsQuery = ListQuery<typeof ZAdminSubscriptionsQuery>;
