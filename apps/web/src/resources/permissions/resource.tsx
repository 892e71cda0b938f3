import { Badge, Code, Group, Text } from '@mantine/core';
import type { TPermissionRow } from '@pos/contracts/permission-entity';
import { defineResource } from '../../components/resource-list/types';
import { shortId } from '../../lib/format';
import { PermissionForm } from './permission-form';

export const permissionsResource = defineResource<TPermissionRow>({
  title: 'Permissions',
  itemTitle: 'Permission',
  screen: 'permissions',
  endpoint: '/permissions',
  queryKeyRoot: 'permissions',
  // Roles count their permissions; users and roles forms list them.
  alsoInvalidates: ['roles', 'users'],
  columns: [
    {
      key: 'id',
      header: 'ID',
      nowrap: true,
      render: (p) => (
        <Text size="sm" ff="monospace" title={p._id}>
          {shortId(p._id)}
        </Text>
      ),
    },
    {
      key: 'name',
      header: 'Name',
      sortKey: 'name',
      render: (p) => (
        <Group gap={6} wrap="wrap">
          <Code>{p.name}</Code>
          {p.isBuiltIn ? (
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
      render: (p) => (
        <Text size="sm" c={p.description ? undefined : 'dimmed'}>
          {p.description || '—'}
        </Text>
      ),
    },
  ],
  filters: [{ kind: 'text', param: 'name', label: 'Name', placeholder: 'Permission name' }],
  searchPlaceholder: 'Search permissions',
  defaultSort: 'name',
  form: PermissionForm,
  itemName: (p) => p.name,
  // The built-in ones gate the app's screens.
  canDelete: (p) => !p.isBuiltIn,
});
