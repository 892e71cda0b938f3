import type { ZSuppliersQuery } from '@pos/contracts/suppliers';
import { type ListQuery, resourceApi } from '../../../components/resource-list/types';

export const suppliersApi = resourceApi('/suppliers', 'suppliers');

export type SuppliersQuery = ListQuery<typeof ZSuppliersQuery>;
