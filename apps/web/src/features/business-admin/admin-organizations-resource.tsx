import { Group, Stack, Text } from '@mantine/core';
import type { TAdminOrganizationRow } from '@pos/contracts/business-admin';
import { PLAN_LABELS } from '@pos/contracts/subscription';
import { column, NOWRAP } from '../../components/resource-list/columns';
import { defineResource } from '../../components/resource-list/types';
import { msg } from '../../lib/i18n';
import { FullWidth, Missing, StatusBadge, TextOrDash } from './admin-cells';
import {
  formatDate,
  ORGANIZATION_STATUS,
  ORGANIZATION_STATUS_OPTIONS,
  SUBSCRIPTION_STATUS,
} from './admin-format';
import { type AdminOrganizationsQuery, adminOrganizationsApi } from './api';
import { OrganizationDeleteAction } from './organization-delete-action';
import { OrganizationStatusAction } from './organization-status-action';

function NameCell({ org }: { org: TAdminOrganizationRow }) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600}>
        {org.name}
      </Text>
      <Text size="xs" c="dimmed" ff="monospace">
        {org.code}
      </Text>
    </Stack>
  );
}

/** The organization's own status; a disabled one shows why beneath. */
function StatusCell({ org }: { org: TAdminOrganizationRow }) {
  return (
    <Stack gap={2} align="flex-start">
      <FullWidth>
        <StatusBadge status={org.status} looks={ORGANIZATION_STATUS} />
      </FullWidth>
      {org.disabledReason ? (
        <Text size="xs" c="dimmed" maw={220}>
          {org.disabledReason}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * Organizations: the operators' landing (docs/guide/dashboard-and-operators.md). Every customer
 * organization, to find one and disable or enable it with a reason.
 */
export const adminOrganizationsResource = defineResource<
  TAdminOrganizationRow,
  AdminOrganizationsQuery
>({
  ...adminOrganizationsApi,
  namespace: 'business-admin',
  title: msg('Organizations'),
  itemTitle: msg('Organization'),
  emptyNoun: msg('organizations'),
  screen: 'adminOrganizations',
  columns: [
    column('name', msg('Organization'), (o) => <NameCell org={o} />, { sortKey: 'name' }),
    column('owner', msg('Owner Email'), (o) => <TextOrDash value={o.ownerEmail} />),
    column('plan', msg('Plan'), (o) => (o.plan ? PLAN_LABELS[o.plan] : <Missing />), NOWRAP),
    column(
      'subscription',
      msg('Subscription'),
      (o) =>
        o.subscriptionStatus ? (
          <StatusBadge status={o.subscriptionStatus} looks={SUBSCRIPTION_STATUS} />
        ) : (
          <Missing />
        ),
      NOWRAP,
    ),
    column('status', msg('Status'), (o) => <StatusCell org={o} />),
    column('users', msg('Users'), (o) => o.users.toLocaleString(), { sortKey: 'users', ...NOWRAP }),
    column(
      'lastSale',
      msg('Last Sale'),
      (o) => (o.lastSaleAt ? formatDate(o.lastSaleAt) : <Missing />),
      {
        sortKey: 'lastSaleAt',
        ...NOWRAP,
      },
    ),
    column(
      'actions',
      msg('Actions'),
      (o) => (
        <Group gap="xs" wrap="nowrap">
          <OrganizationStatusAction org={o} />
          {o.status === 'disabled' ? <OrganizationDeleteAction org={o} /> : null}
        </Group>
      ),
      NOWRAP,
    ),
  ],
  filters: [
    {
      kind: 'select',
      param: 'status',
      label: msg('Status'),
      placeholder: msg('All'),
      options: ORGANIZATION_STATUS_OPTIONS,
    },
  ],
  searchPlaceholder: msg('Search name, code or e-mail'),
  defaultSort: 'name',
  itemName: (o) => o.name,
  hideRowActions: true,
  deletable: false,
});
