// i18n-pending — words still written here, not yet from the catalogs
import { Group, Text } from '@mantine/core';
import type { TRoleRow } from '@pos/contracts/roles';
import {
  BuiltInBadge,
  column,
  descriptionColumn,
  idColumn,
  nameFilter,
} from '../../components/resource-list/columns';
import { defineResource } from '../../components/resource-list/types';
import { RoleBadge } from '../../components/role-badge';
import { type RolesQuery, rolesApi } from './api';
import { RoleForm } from './role-form';

function RoleNameCell({ role }: { role: TRoleRow }) {
  return (
    <Group gap={6} wrap="wrap">
      {role.isOwner ? (
        <RoleBadge role={role.name} />
      ) : (
        <Text size="sm" fw={500}>
          {role.name}
        </Text>
      )}
      {role.isBuiltIn && !role.isOwner ? <BuiltInBadge /> : null}
    </Group>
  );
}

export const rolesResource = defineResource<TRoleRow, RolesQuery>({
  ...rolesApi,
  title: 'Roles',
  itemTitle: 'Role',
  screen: 'roles',
  columns: [
    idColumn(),
    column('name', 'Name', (r) => <RoleNameCell role={r} />, { sortKey: 'name' }),
    descriptionColumn(),
    column('permissions', 'Permissions', (r) => r.permissionCount, { nowrap: true }),
    column(
      'maxDiscountPercent',
      'Discount limit',
      (r) => (r.maxDiscountPercent === null ? 'No limit' : `${r.maxDiscountPercent}%`),
      { nowrap: true },
    ),
  ],
  filters: [nameFilter('Role name')],
  searchPlaceholder: 'Search roles',
  defaultSort: 'createdAt',
  form: RoleForm,
  formSize: 'lg',
  itemName: (r) => r.name,
  // Built-in roles (Owner, organization_admin, organization_manager, cashier) stay.
  canDelete: (r) => !r.isBuiltIn,
});
