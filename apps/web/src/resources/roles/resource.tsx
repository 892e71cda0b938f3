import { Badge, Group, Text } from '@mantine/core';
import type { TRoleRow } from '@pos/contracts/roles';
import { defineResource } from '../../components/resource-list/types';
import { RoleBadge } from '../../components/role-badge';
import { shortId } from '../../lib/format';
import { RoleForm } from './role-form';

export const rolesResource = defineResource<TRoleRow>({
  title: 'Roles',
  itemTitle: 'Role',
  screen: 'roles',
  endpoint: '/roles',
  queryKeyRoot: 'roles',
  // Users show their role's name.
  alsoInvalidates: ['users'],
  columns: [
    {
      key: 'id',
      header: 'ID',
      nowrap: true,
      render: (r) => (
        <Text size="sm" ff="monospace" title={r._id}>
          {shortId(r._id)}
        </Text>
      ),
    },
    {
      key: 'name',
      header: 'Name',
      sortKey: 'name',
      render: (r) => (
        <Group gap={6} wrap="wrap">
          {r.isOwner ? (
            <RoleBadge role={r.name} />
          ) : (
            <Text size="sm" fw={500}>
              {r.name}
            </Text>
          )}
          {r.isBuiltIn && !r.isOwner ? (
            <Badge size="xs" variant="outline" color="gray">
              Built-in
            </Badge>
          ) : null}
        </Group>
      ),
    },
    {
      key: 'description',
      header: 'Description',
      render: (r) => (
        <Text size="sm" c={r.description ? undefined : 'dimmed'}>
          {r.description || '—'}
        </Text>
      ),
    },
    { key: 'permissions', header: 'Permissions', nowrap: true, render: (r) => r.permissionCount },
  ],
  filters: [{ kind: 'text', param: 'name', label: 'Name', placeholder: 'Role name' }],
  searchPlaceholder: 'Search roles',
  defaultSort: 'createdAt',
  form: RoleForm,
  formSize: 'lg',
  itemName: (r) => r.name,
  // Built-in roles (Owner, organization_admin, organization_manager, cashier) stay.
  canDelete: (r) => !r.isBuiltIn,
});
