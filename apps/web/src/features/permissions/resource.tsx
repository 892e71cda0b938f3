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
import { msg } from '../../lib/i18n';
import { type PermissionsQuery, permissionsApi } from './api';
import { PermissionForm } from './permission-form';

export const permissionsResource = defineResource<TPermissionRow, PermissionsQuery>({
  ...permissionsApi,
  namespace: 'permissions',
  title: msg('Permissions'),
  itemTitle: msg('Permission'),
  screen: 'permissions',
  columns: [
    idColumn(),
    column(
      'name',
      msg('Name'),
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
  filters: [nameFilter(msg('Permission name'))],
  searchPlaceholder: msg('Search permissions'),
  defaultSort: 'name',
  form: PermissionForm,
  itemName: (p) => p.name,
  // The built-in ones gate the app's screens.
  canDelete: (p) => !p.isBuiltIn,
});
