import { Stack, Text } from '@mantine/core';
import type { TUserRow } from '@pos/contracts/users';
import { ROLE_OPTIONS } from '../../api/options';
import { column, idColumn, isId, StrongText } from '../../components/resource-list/columns';
import { defineResource } from '../../components/resource-list/types';
import { RoleBadge } from '../../components/role-badge';
import { msg } from '../../lib/i18n';
import { type UsersQuery, usersApi } from './api';
import { UserForm } from './user-form';

/** The username, with the person's name under it when that says more. */
function UsernameCell({ user }: { user: TUserRow }) {
  return (
    <Stack gap={0}>
      <StrongText>{user.username}</StrongText>
      {user.name && user.name !== user.username ? (
        <Text size="xs" c="dimmed">
          {user.name}
        </Text>
      ) : null}
    </Stack>
  );
}

export const usersResource = defineResource<TUserRow, UsersQuery>({
  ...usersApi,
  namespace: 'users',
  title: msg('Users'),
  itemTitle: msg('User'),
  screen: 'users',
  columns: [
    idColumn(),
    column('username', msg('Username'), (u) => <UsernameCell user={u} />, {
      sortKey: 'username',
    }),
    column('email', msg('Email'), (u) => u.email || '—', { sortKey: 'email' }),
    column('role', msg('Role'), (u) => <RoleBadge role={u.role} />),
  ],
  filters: [
    {
      kind: 'select',
      param: 'role',
      label: msg('Role'),
      placeholder: msg('All roles'),
      options: ROLE_OPTIONS,
      // A role id is a uuid; anything else in a link is dropped instead of sent.
      isValid: isId,
    },
    { kind: 'date', param: 'activeSince', label: msg('Active Since') },
  ],
  searchPlaceholder: msg('Search name, username or email'),
  defaultSort: '-createdAt',
  form: UserForm,
  formSize: 'lg',
  itemName: (u) => u.username,
  // Nobody deletes their own account from here (the API refuses it too).
  canDelete: (u, { user }) => u._id !== user._id,
});
