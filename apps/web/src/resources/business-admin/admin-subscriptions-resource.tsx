import type { TAdminSubscriptionRow } from '@pos/contracts/business-admin';
import { PLAN_LABELS } from '@pos/contracts/subscription';
import { defineResource } from '../../components/resource-list/types';
import { StatusBadge, TextOrDash } from './admin-cells';
import { formatDate, SUBSCRIPTION_STATUS, SUBSCRIPTION_STATUS_OPTIONS } from './admin-format';

/**
 * Spec 2 §2 All Subscriptions: one per organization, its Owner as the customer. Read only: plans
 * change through the organization's own checkout.
 */
export const adminSubscriptionsResource = defineResource<TAdminSubscriptionRow>({
  title: 'All Subscriptions',
  itemTitle: 'Subscription',
  emptyNoun: 'subscriptions',
  screen: 'adminSubscriptions',
  endpoint: '/business-admin/subscriptions',
  queryKeyRoot: 'business-admin-subscriptions',
  columns: [
    { key: 'user', header: 'User', render: (s) => <TextOrDash value={s.customer_name} /> },
    { key: 'email', header: 'Email', render: (s) => <TextOrDash value={s.customer_email} /> },
    {
      key: 'plan',
      header: 'Plan',
      nowrap: true,
      render: (s) => PLAN_LABELS[s.subscription_plan] ?? s.subscription_plan,
    },
    {
      key: 'startAt',
      header: 'Start Date',
      sortKey: 'start_at',
      nowrap: true,
      render: (s) => formatDate(s.start_at),
    },
    {
      key: 'endAt',
      header: 'End Date',
      sortKey: 'end_at',
      nowrap: true,
      render: (s) => formatDate(s.end_at),
    },
    {
      key: 'status',
      header: 'Status',
      nowrap: true,
      render: (s) => <StatusBadge status={s.status} looks={SUBSCRIPTION_STATUS} />,
    },
    {
      key: 'organization',
      header: 'Organization',
      sortKey: 'organizationName',
      render: (s) => s.organizationName,
    },
  ],
  filters: [
    { kind: 'text', param: 'userEmail', label: 'User Email', placeholder: 'Filter by email' },
    {
      kind: 'text',
      param: 'subscription_plan',
      label: 'Plan name',
      placeholder: 'e.g. Basic',
    },
    {
      kind: 'select',
      param: 'status',
      label: 'Status',
      placeholder: 'All',
      options: SUBSCRIPTION_STATUS_OPTIONS,
    },
  ],
  searchPlaceholder: 'Search organization or owner email',
  // No default sort is sent: the API's own default is the newest period first (-start_at).
  itemName: (s) => `${s.organizationName} subscription`,
  hideRowActions: true,
  deletable: false,
});
