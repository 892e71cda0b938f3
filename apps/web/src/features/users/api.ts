import type { ZUsersQuery } from '@pos/contracts/users';
import { type ListQuery, resourceApi } from '../../components/resource-list/types';

export const usersApi = resourceApi('/users', 'users');

export type UsersQuery = ListQuery<typeof ZUsersQuery>;
