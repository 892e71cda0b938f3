import { Stack, Text } from '@mantine/core';
import { ZId } from '@pos/contracts/list';
import type { TUserRow } from '@pos/contracts/users';
import { defineResource } from '../../components/resource-list/types';
import { RoleBadge } from '../../components/role-badge';
import { shortId } from '../../lib/format';
import { UserForm } from './user-form';
import { ROLE_OPTIONS } from './users-sources';

export const usersResource = defineResource<TUserRow>({
  title: 'Users',
  itemTitle: 'User',
  screen: 'users',
  endpoint: '/users',
  queryKeyRoot: 'users',
  columns: [
    {
      key: 'id',
      header: 'ID',
      nowrap: true,
      render: (u) => (
        <Text size="sm" ff="monospace" title={u._id}>
          {shortId(u._id)}
        </Text>
      ),
    },
    {
      key: 'username',
      header: 'Username',
      sortKey: 'username',
      render: (u) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {u.username}
          </Text>
          {u.name && u.name !== u.username ? (
            <Text size="xs" c="dimmed">
              {u.name}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    { key: 'email', header: 'Email', sortKey: 'email', render: (u) => u.email || '—' },
    { key: 'role', header: 'Role', render: (u) => <RoleBadge role={u.role} /> },
  ],
  filters: [
    {
      kind: 'select',
      param: 'role',
      label: 'Role',
      placeholder: 'All roles',
      options: ROLE_OPTIONS,
      // A role id is a uuid; anything else in a link is dropped instead of sent.
      isValid: (v) => ZId.safeParse(v).success,
    },
    { kind: 'date', param: 'activeSince', label: 'Active Since', bound: 'start' },
  ],
  searchPlaceholder: 'Search name, username or email',
  defaultSort: '-createdAt',
  form: UserForm,
  formSize: 'lg',
  itemName: (u) => u.username,
  // Nobody deletes their own account from here (the API refuses it too).
  canDelete: (u, { user }) => u._id !== user._id,
});
