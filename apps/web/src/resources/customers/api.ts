import type { CUSTOMERS_SORT_KEYS, ZCustomersQuery } from '@pos/contracts/customers';
import { type ListQuery, optionsOf, resourceApi } from '../../components/resource-list/types';

/** Customers are made at the register, with a sale; the list is read only. */
export const customersApi = resourceApi('/customers', 'customers');

export type CustomersQuery = ListQuery<typeof ZCustomersQuery, typeof CUSTOMERS_SORT_KEYS>;

/** The organization's customers, by name, for the transactions' Customer filter. */
export const CUSTOMER_OPTIONS = optionsOf(customersApi, { sort: 'name' });
