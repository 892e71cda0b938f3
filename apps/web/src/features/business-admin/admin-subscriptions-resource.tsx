// i18n-pending — words still written here, not yet from the catalogs
import type { TAdminSubscriptionRow } from '@pos/contracts/business-admin';
import { PLAN_LABELS } from '@pos/contracts/subscription';
import { column, NOWRAP } from '../../components/resource-list/columns';
import { defineResource } from '../../components/resource-list/types';
import { StatusBadge, TextOrDash } from './admin-cells';
import { formatDate, SUBSCRIPTION_STATUS, SUBSCRIPTION_STATUS_OPTIONS } from './admin-format';
import { type AdminSubscriptionsQuery, adminSubscriptionsApi } from './api';

/**
 * Spec 2 §2 All Subscriptions: one per organization, its Owner as the customer. Read only: plans
 * change through the organization's own checkout.
 */
export const adminSubscriptionsResource = defineResource<
  TAdminSubscriptionRow,
  AdminSubscriptionsQuery
>({
  ...adminSubscriptionsApi,
  title: 'All Subscriptions',
  itemTitle: 'Subscription',
  emptyNoun: 'subscriptions',
  screen: 'adminSubscriptions',
  columns: [
    column('user', 'User', (s) => <TextOrDash value={s.customer_name} />),
    column('email', 'Email', (s) => <TextOrDash value={s.customer_email} />),
    column('plan', 'Plan', (s) => PLAN_LABELS[s.subscription_plan] ?? s.subscription_plan, NOWRAP),
    column('startAt', 'Start Date', (s) => formatDate(s.start_at), {
      sortKey: 'start_at',
      ...NOWRAP,
    }),
    column('endAt', 'End Date', (s) => formatDate(s.end_at), { sortKey: 'end_at', ...NOWRAP }),
    column(
      'status',
      'Status',
      (s) => <StatusBadge status={s.status} looks={SUBSCRIPTION_STATUS} />,
      NOWRAP,
    ),
    column('organization', 'Organization', (s) => s.organizationName, {
      sortKey: 'organizationName',
    }),
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
