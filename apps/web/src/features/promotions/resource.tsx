import { Code, Stack, Text } from '@mantine/core';
import {
  PROMOTION_KIND_LABELS,
  PROMOTION_KINDS,
  promotionAppliesToText,
  promotionOfferText,
  type TPromotionRow,
} from '@pos/contracts/promotions';
import { useTranslation } from 'react-i18next';
import { useGeneralSettings } from '../../auth/use-general-settings';
import { column, NOWRAP, nameColumn, OptionalText } from '../../components/resource-list/columns';
import { defineResource } from '../../components/resource-list/types';
import { StatusBadge } from '../../components/status-badge';
import { formatZonedDateTime } from '../../lib/dates';
import { msg, serverText } from '../../lib/i18n';
import { type PromotionsQuery, promotionsApi } from './api';
import { PromotionForm } from './promotion-form';

const YES_NO = [
  { value: 'true', label: msg('Yes') },
  { value: 'false', label: msg('No') },
] as const;

type Status = 'Running' | 'Scheduled' | 'Ended' | 'Inactive';
const STATUS_LABELS: Record<Status, string> = {
  Running: msg('Running'),
  Scheduled: msg('Scheduled'),
  Ended: msg('Ended'),
  Inactive: msg('Inactive'),
};
const STATUS_COLORS: Record<Status, string> = {
  Running: 'green',
  Scheduled: 'blue',
  Ended: 'gray',
  Inactive: 'gray',
};

/** Whether the sale applies it now (the "Applies now" filter's rule), or why not. */
function statusOf(p: TPromotionRow, now = Date.now()): Status {
  if (!p.isActive) return 'Inactive';
  if (p.startsAt !== null && now < Date.parse(p.startsAt)) return 'Scheduled';
  if (p.endsAt !== null && now >= Date.parse(p.endsAt)) return 'Ended';
  return 'Running';
}

/** "20% off", "Buy 2 get 1 free", "3 for ₹5.00": amounts in the shop's currency. */
function Offer({ promotion }: { promotion: TPromotionRow }) {
  const { formatMoney } = useGeneralSettings();
  return <Text size="sm">{serverText(promotionOfferText(promotion, formatMoney))}</Text>;
}

/** What it applies to, and where when not everywhere. */
function AppliesTo({ promotion: p }: { promotion: TPromotionRow }) {
  const { t } = useTranslation('promotions');
  return (
    <Stack gap={0}>
      <Text size="sm">{promotionAppliesToText(p, serverText)}</Text>
      {p.storeIds.length > 0 ? (
        <Text size="xs" c="dimmed">
          {t('At {{stores}}', { stores: p.storeNames.join(', ') || t('no store left') })}
        </Text>
      ) : null}
    </Stack>
  );
}

/** When it applies, on the shop's clocks: "Any time", "From …", "Until …", "… – …". */
function When({ promotion: p }: { promotion: TPromotionRow }) {
  const { t } = useTranslation('promotions');
  const { timeZone } = useGeneralSettings();
  const at = (iso: string) => formatZonedDateTime(iso, timeZone);
  const text =
    p.startsAt && p.endsAt
      ? `${at(p.startsAt)} – ${at(p.endsAt)}`
      : p.startsAt
        ? t('From {{date}}', { date: at(p.startsAt) })
        : p.endsAt
          ? t('Until {{date}}', { date: at(p.endsAt) })
          : t('Any time');
  return <Text size="sm">{text}</Text>;
}

/** Whether it runs now, in words. */
function PromotionStatus({ promotion }: { promotion: TPromotionRow }) {
  const { t } = useTranslation('promotions');
  const status = statusOf(promotion);
  return <StatusBadge status={status} colors={STATUS_COLORS} label={t(STATUS_LABELS[status])} />;
}

/** Promotions (docs/DESIGN.md, "Money"): price rules the sale applies by itself. */
export const promotionsResource = defineResource<TPromotionRow, PromotionsQuery>({
  ...promotionsApi,
  title: msg('Promotions'),
  itemTitle: msg('Promotion'),
  screen: 'promotions',
  namespace: 'promotions',
  columns: [
    nameColumn(),
    column('kind', msg('Kind'), (p) => serverText(PROMOTION_KIND_LABELS[p.kind]), {
      sortKey: 'kind',
      nowrap: true,
    }),
    column('offer', msg('Offer'), (p) => <Offer promotion={p} />),
    column('appliesTo', msg('Applies To'), (p) => <AppliesTo promotion={p} />),
    column(
      'coupon',
      msg('Coupon'),
      (p) => (p.couponCode ? <Code>{p.couponCode}</Code> : <OptionalText value={null} />),
      NOWRAP,
    ),
    column('when', msg('When'), (p) => <When promotion={p} />, { sortKey: 'startsAt' }),
    column('status', msg('Status'), (p) => <PromotionStatus promotion={p} />, NOWRAP),
  ],
  filters: [
    {
      kind: 'select',
      param: 'kind',
      label: msg('Kind'),
      placeholder: msg('All kinds'),
      options: PROMOTION_KINDS.map((k) => ({ value: k, label: PROMOTION_KIND_LABELS[k] })),
    },
    {
      kind: 'select',
      param: 'isActive',
      label: msg('Active'),
      placeholder: msg('All'),
      options: YES_NO,
    },
    {
      kind: 'select',
      param: 'current',
      label: msg('Applies now'),
      placeholder: msg('All'),
      options: YES_NO,
    },
  ],
  searchPlaceholder: msg('Search name or coupon code'),
  defaultSort: 'name',
  form: PromotionForm,
  formSize: 'lg',
  itemName: (p) => p.name,
  csvExport: {
    endpoint: '/promotions/export.csv',
    emptyText: msg('No promotions found for the selected filters.'),
    failureText: msg('Unable to export promotions CSV. Check console for details.'),
  },
});
