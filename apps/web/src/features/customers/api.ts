import type { ZCustomersQuery } from '@pos/contracts/customers';
import { type ListQuery, resourceApi } from '../../components/resource-list/types';

/** Customers are made at the register, with a sale; the list is read only. */
export const customersApi = resourceApi('/customers', 'customers');

export type CustomersQuery = ListQuery<typeof ZCustomersQuery>;
