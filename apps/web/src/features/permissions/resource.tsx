// i18n-pending — words still written here, not yet from the catalogs
import { Code, Group } from '@mantine/core';
import type { TPermissionRow } from '@pos/contracts/permission-entity';
import {
  BuiltInBadge,
  column,
  descriptionColumn,
  idColumn,
  nameFilter,
} from '../../components/resource-list/columns';
import { defineResource } from '../../components/resource-list/types';
import { type PermissionsQuery, permissionsApi } from './api';
import { PermissionForm } from './permission-form';

export const permissionsResource = defineResource<TPermissionRow, PermissionsQuery>({
  ...permissionsApi,
  title: 'Permissions',
  itemTitle: 'Permission',
  screen: 'permissions',
  columns: [
    idColumn(),
    column(
      'name',
      'Name',
      (p) => (
        <Group gap={6} wrap="wrap">
          <Code>{p.name}</Code>
          {p.isBuiltIn ? <BuiltInBadge /> : null}
        </Group>
      ),
      { sortKey: 'name' },
    ),
    descriptionColumn(),
  ],
  filters: [nameFilter('Permission name')],
  searchPlaceholder: 'Search permissions',
  defaultSort: 'name',
  form: PermissionForm,
  itemName: (p) => p.name,
  // The built-in ones gate the app's screens.
  canDelete: (p) => !p.isBuiltIn,
});
