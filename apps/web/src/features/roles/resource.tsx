import { Group, Text } from '@mantine/core';
import type { TRoleRow } from '@pos/contracts/roles';
import { useTranslation } from 'react-i18next';
import {
  BuiltInBadge,
  column,
  descriptionColumn,
  idColumn,
  nameFilter,
} from '../../components/resource-list/columns';
import { defineResource } from '../../components/resource-list/types';
import { RoleBadge } from '../../components/role-badge';
import { msg } from '../../lib/i18n';
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

/** A role's discount limit: a percentage, or none. */
function DiscountLimit({ percent }: { percent: number | null }) {
  const { t } = useTranslation('roles');
  return percent === null ? t('No limit') : `${percent}%`;
}

export const rolesResource = defineResource<TRoleRow, RolesQuery>({
  ...rolesApi,
  namespace: 'roles',
  title: msg('Roles'),
  itemTitle: msg('Role'),
  screen: 'roles',
  columns: [
    idColumn(),
    column('name', msg('Name'), (r) => <RoleNameCell role={r} />, { sortKey: 'name' }),
    descriptionColumn(),
    column('permissions', msg('Permissions'), (r) => r.permissionCount, { nowrap: true }),
    column(
      'maxDiscountPercent',
      msg('Discount limit'),
      (r) => <DiscountLimit percent={r.maxDiscountPercent} />,
      { nowrap: true },
    ),
  ],
  filters: [nameFilter(msg('Role name'))],
  searchPlaceholder: msg('Search roles'),
  defaultSort: 'createdAt',
  form: RoleForm,
  formSize: 'lg',
  itemName: (r) => r.name,
  // Built-in roles (Owner, organization_admin, organization_manager, cashier) stay.
  canDelete: (r) => !r.isBuiltIn,
});
