import { Badge, Code } from '@mantine/core';
import { API_KEY_STATUSES, type ApiKeyStatus } from '@pos/contracts/api-keys';
import { useTranslation } from 'react-i18next';
import { column, dateTimeColumn } from '../../components/resource-list/columns';
import { defineResource } from '../../components/resource-list/types';
import { formatDateTime } from '../../lib/dates';
import { i18n, msg } from '../../lib/i18n';
import { type ApiKeysQuery, apiKeysApi, type TApiKey } from './api';
import { ApiKeyForm } from './api-key-form';

const STATUS_COLORS: Record<ApiKeyStatus, string> = { active: 'teal', revoked: 'gray' };
const STATUS_LABELS: Record<ApiKeyStatus, string> = {
  active: msg('Active'),
  revoked: msg('Revoked'),
};

function StatusBadge({ status }: { status: ApiKeyStatus }) {
  const { t } = useTranslation('api-keys');
  return (
    <Badge variant="light" color={STATUS_COLORS[status]}>
      {t(STATUS_LABELS[status])}
    </Badge>
  );
}

function LastUsed({ at }: { at: string | null }) {
  const { t } = useTranslation('api-keys');
  return at ? formatDateTime(at) : t('Never');
}

/**
 * API keys (docs/guide/api-keys-and-webhooks.md): the keys other systems call the API with —
 * made with their permissions, their secret shown once, revoked at once.
 */
export const apiKeysResource = defineResource<TApiKey, ApiKeysQuery>({
  ...apiKeysApi,
  namespace: 'api-keys',
  title: msg('API Keys'),
  itemTitle: msg('API Key'),
  emptyNoun: msg('API keys'),
  screen: 'apiKeys',
  columns: [
    column('name', msg('Name'), (k) => k.name, { sortKey: 'name' }),
    column('prefix', msg('Key'), (k) => <Code>{`${k.prefix}…`}</Code>, { nowrap: true }),
    column('permissions', msg('Permissions'), (k) => k.permissions.join(', ')),
    column('status', msg('Status'), (k) => <StatusBadge status={k.status} />, { nowrap: true }),
    column('createdBy', msg('Created by'), (k) => k.createdBy?.name ?? '—'),
    dateTimeColumn('createdAt', msg('Created'), (k) => k.createdAt, 'createdAt'),
    column('lastUsedAt', msg('Last used'), (k) => <LastUsed at={k.lastUsedAt} />, {
      sortKey: 'lastUsedAt',
      nowrap: true,
    }),
  ],
  filters: [
    {
      kind: 'select',
      param: 'status',
      label: msg('Status'),
      options: API_KEY_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
    },
  ],
  searchPlaceholder: msg('Search name or key'),
  defaultSort: '-createdAt',
  form: ApiKeyForm,
  itemName: (k) => i18n.t('API key "{{name}}"', { ns: 'api-keys', name: k.name }),
  // A key is made and revoked, never changed: a new one is made instead.
  canEdit: () => false,
  canDelete: (k) => k.status === 'active',
  removal: {
    verb: msg('Revoke'),
    title: msg('Revoke API key'),
    done: msg('revoked.'),
    consequence: msg(
      'Every system that uses it is refused from its next request. This cannot be undone.',
    ),
  },
  csvExport: {
    endpoint: '/api-keys/export.csv',
    emptyText: msg('No API keys for the selected filters.'),
    failureText: msg('The API keys could not be exported.'),
  },
});
