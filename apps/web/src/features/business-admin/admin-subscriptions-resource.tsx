import type { TAdminSubscriptionRow } from '@pos/contracts/business-admin';
import { PLAN_LABELS } from '@pos/contracts/subscription';
import { column, NOWRAP } from '../../components/resource-list/columns';
import { defineResource } from '../../components/resource-list/types';
import { i18n, msg } from '../../lib/i18n';
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
  namespace: 'business-admin',
  title: msg('All Subscriptions'),
  itemTitle: msg('Subscription'),
  emptyNoun: msg('subscriptions'),
  screen: 'adminSubscriptions',
  columns: [
    column('user', msg('User'), (s) => <TextOrDash value={s.customer_name} />),
    column('email', msg('Email'), (s) => <TextOrDash value={s.customer_email} />),
    column(
      'plan',
      msg('Plan'),
      (s) => PLAN_LABELS[s.subscription_plan] ?? s.subscription_plan,
      NOWRAP,
    ),
    column('startAt', msg('Start Date'), (s) => formatDate(s.start_at), {
      sortKey: 'start_at',
      ...NOWRAP,
    }),
    column('endAt', msg('End Date'), (s) => formatDate(s.end_at), { sortKey: 'end_at', ...NOWRAP }),
    column(
      'status',
      msg('Status'),
      (s) => <StatusBadge status={s.status} looks={SUBSCRIPTION_STATUS} />,
      NOWRAP,
    ),
    column('organization', msg('Organization'), (s) => s.organizationName, {
      sortKey: 'organizationName',
    }),
  ],
  filters: [
    {
      kind: 'text',
      param: 'userEmail',
      label: msg('User Email'),
      placeholder: msg('Filter by email'),
    },
    {
      kind: 'text',
      param: 'subscription_plan',
      label: msg('Plan name'),
      placeholder: msg('e.g. Basic'),
    },
    {
      kind: 'select',
      param: 'status',
      label: msg('Status'),
      placeholder: msg('All'),
      options: SUBSCRIPTION_STATUS_OPTIONS,
    },
  ],
  searchPlaceholder: msg('Search organization or owner email'),
  // No default sort is sent: the API's own default is the newest period first (-start_at).
  itemName: (s) =>
    i18n.t('{{organization}} subscription', {
      ns: 'business-admin',
      organization: s.organizationName,
    }),
  hideRowActions: true,
  deletable: false,
});
