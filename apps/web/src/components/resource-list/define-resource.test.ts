import type { TUserRow, ZUsersQuery } from '@pos/contracts/users';
import { describe, expect, it } from 'vitest';
import { column } from './columns';
import { defineResource, type FilterParamOf, type ListQuery, type SortKeyOf } from './types';

type UsersQuery = ListQuery<typeof ZUsersQuery>;

const base = {
  title: 'Users',
  itemTitle: 'User',
  screen: 'users',
  endpoint: '/users',
  queryKeyRoot: 'users',
  itemName: (u: TUserRow) => u.username,
} as const;

describe('defineResource', () => {
  it("types filters and sort keys by the list's query contract (checked by tsc)", () => {
    const ok = defineResource<TUserRow, UsersQuery>({
      ...base,
      columns: [column('email', 'Email', (u) => u.email, { sortKey: 'email' })],
      filters: [{ kind: 'date', param: 'activeSince', label: 'Active Since' }],
      defaultSort: '-createdAt',
    });
    defineResource<TUserRow, UsersQuery>({
      ...base,
      // @ts-expect-error: no such sort key in ZUsersQuery (sortParam)
      columns: [column('email', 'Email', (u) => u.email, { sortKey: 'emial' })],
    });
    defineResource<TUserRow, UsersQuery>({
      ...base,
      columns: [],
      // @ts-expect-error: no such parameter in ZUsersQuery
      filters: [{ kind: 'text', param: 'rolle', label: 'Role' }],
    });
    defineResource<TUserRow, UsersQuery>({
      ...base,
      columns: [],
      // @ts-expect-error: a default sort is a sort key too
      defaultSort: '-created',
    });
    const params: FilterParamOf<UsersQuery>[] = ['role', 'activeSince'];
    const sorts: SortKeyOf<UsersQuery>[] = ['name', 'username', 'email', 'createdAt'];
    expect(ok.filters?.map((f) => f.kind)).toEqual(['date']);
    expect(params.length + sorts.length).toBe(6);
  });
});
