// i18n-pending — words still written here, not yet from the catalogs
import { Code, Stack, Text } from '@mantine/core';
import {
  PROMOTION_KIND_LABELS,
  PROMOTION_KINDS,
  promotionAppliesToText,
  promotionOfferText,
  type TPromotionRow,
} from '@pos/contracts/promotions';
import { useGeneralSettings } from '../../auth/use-general-settings';
import { column, NOWRAP, nameColumn, OptionalText } from '../../components/resource-list/columns';
import { defineResource } from '../../components/resource-list/types';
import { StatusBadge } from '../../components/status-badge';
import { formatZonedDateTime } from '../../lib/dates';
import { type PromotionsQuery, promotionsApi } from './api';
import { PromotionForm } from './promotion-form';

const YES_NO = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
] as const;

type Status = 'Running' | 'Scheduled' | 'Ended' | 'Inactive';
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
  return <Text size="sm">{promotionOfferText(promotion, formatMoney)}</Text>;
}

/** What it applies to, and where when not everywhere. */
function AppliesTo({ promotion: p }: { promotion: TPromotionRow }) {
  return (
    <Stack gap={0}>
      <Text size="sm">{promotionAppliesToText(p)}</Text>
      {p.storeIds.length > 0 ? (
        <Text size="xs" c="dimmed">
          At {p.storeNames.join(', ') || 'no store left'}
        </Text>
      ) : null}
    </Stack>
  );
}

/** When it applies, on the shop's clocks: "Any time", "From …", "Until …", "… – …". */
function When({ promotion: p }: { promotion: TPromotionRow }) {
  const { timeZone } = useGeneralSettings();
  const at = (iso: string) => formatZonedDateTime(iso, timeZone);
  const text =
    p.startsAt && p.endsAt
      ? `${at(p.startsAt)} – ${at(p.endsAt)}`
      : p.startsAt
        ? `From ${at(p.startsAt)}`
        : p.endsAt
          ? `Until ${at(p.endsAt)}`
          : 'Any time';
  return <Text size="sm">{text}</Text>;
}

/** Promotions (docs/DESIGN.md, "Money"): price rules the sale applies by itself. */
export const promotionsResource = defineResource<TPromotionRow, PromotionsQuery>({
  ...promotionsApi,
  title: 'Promotions',
  itemTitle: 'Promotion',
  screen: 'promotions',
  columns: [
    nameColumn(),
    column('kind', 'Kind', (p) => PROMOTION_KIND_LABELS[p.kind], { sortKey: 'kind', nowrap: true }),
    column('offer', 'Offer', (p) => <Offer promotion={p} />),
    column('appliesTo', 'Applies To', (p) => <AppliesTo promotion={p} />),
    column(
      'coupon',
      'Coupon',
      (p) => (p.couponCode ? <Code>{p.couponCode}</Code> : <OptionalText value={null} />),
      NOWRAP,
    ),
    column('when', 'When', (p) => <When promotion={p} />, { sortKey: 'startsAt' }),
    column(
      'status',
      'Status',
      (p) => <StatusBadge status={statusOf(p)} colors={STATUS_COLORS} />,
      NOWRAP,
    ),
  ],
  filters: [
    {
      kind: 'select',
      param: 'kind',
      label: 'Kind',
      placeholder: 'All kinds',
      options: PROMOTION_KINDS.map((k) => ({ value: k, label: PROMOTION_KIND_LABELS[k] })),
    },
    { kind: 'select', param: 'isActive', label: 'Active', placeholder: 'All', options: YES_NO },
    {
      kind: 'select',
      param: 'current',
      label: 'Applies now',
      placeholder: 'All',
      options: YES_NO,
    },
  ],
  searchPlaceholder: 'Search name or coupon code',
  defaultSort: 'name',
  form: PromotionForm,
  formSize: 'lg',
  itemName: (p) => p.name,
  csvExport: {
    endpoint: '/promotions/export.csv',
    emptyText: 'No promotions found for the selected filters.',
    failureText: 'Unable to export promotions CSV. Check console for details.',
  },
});
