// i18n-pending — words still written here, not yet from the catalogs
import { Badge, Code } from '@mantine/core';
import {
  API_KEY_STATUS_LABELS,
  API_KEY_STATUSES,
  type ApiKeyStatus,
} from '@pos/contracts/api-keys';
import { column, dateTimeColumn } from '../../components/resource-list/columns';
import { defineResource } from '../../components/resource-list/types';
import { formatDateTime } from '../../lib/dates';
import { type ApiKeysQuery, apiKeysApi, type TApiKey } from './api';
import { ApiKeyForm } from './api-key-form';

const STATUS_COLORS: Record<ApiKeyStatus, string> = { active: 'teal', revoked: 'gray' };

/**
 * API keys (docs/guide/api-keys-and-webhooks.md): the keys other systems call the API with —
 * made with their permissions, their secret shown once, revoked at once.
 */
export const apiKeysResource = defineResource<TApiKey, ApiKeysQuery>({
  ...apiKeysApi,
  title: 'API Keys',
  itemTitle: 'API Key',
  emptyNoun: 'API keys',
  screen: 'apiKeys',
  columns: [
    column('name', 'Name', (k) => k.name, { sortKey: 'name' }),
    column('prefix', 'Key', (k) => <Code>{`${k.prefix}…`}</Code>, { nowrap: true }),
    column('permissions', 'Permissions', (k) => k.permissions.join(', ')),
    column(
      'status',
      'Status',
      (k) => (
        <Badge variant="light" color={STATUS_COLORS[k.status]}>
          {API_KEY_STATUS_LABELS[k.status]}
        </Badge>
      ),
      { nowrap: true },
    ),
    column('createdBy', 'Created by', (k) => k.createdBy?.name ?? '—'),
    dateTimeColumn('createdAt', 'Created', (k) => k.createdAt, 'createdAt'),
    column(
      'lastUsedAt',
      'Last used',
      (k) => (k.lastUsedAt ? formatDateTime(k.lastUsedAt) : 'Never'),
      {
        sortKey: 'lastUsedAt',
        nowrap: true,
      },
    ),
  ],
  filters: [
    {
      kind: 'select',
      param: 'status',
      label: 'Status',
      options: API_KEY_STATUSES.map((s) => ({ value: s, label: API_KEY_STATUS_LABELS[s] })),
    },
  ],
  searchPlaceholder: 'Search name or key',
  defaultSort: '-createdAt',
  form: ApiKeyForm,
  itemName: (k) => `API key "${k.name}"`,
  // A key is made and revoked, never changed: a new one is made instead.
  canEdit: () => false,
  canDelete: (k) => k.status === 'active',
  removal: {
    verb: 'Revoke',
    title: 'Revoke API key',
    done: 'revoked.',
    consequence:
      'Every system that uses it is refused from its next request. This cannot be undone.',
  },
  csvExport: {
    endpoint: '/api-keys/export.csv',
    emptyText: 'No API keys for the selected filters.',
    failureText: 'The API keys could not be exported.',
  },
});
