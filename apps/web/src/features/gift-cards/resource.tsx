// i18n-pending — words still written here, not yet from the catalogs
import { Badge } from '@mantine/core';
import { maskedGiftCardCode } from '@pos/contracts/gift-card-code';
import {
  GIFT_CARD_STATUS_LABELS,
  GIFT_CARD_STATUSES,
  type GiftCardStatus,
} from '@pos/contracts/gift-cards';
import { MoneyCell } from '../../components/money-cell';
import { column, dateTimeColumn } from '../../components/resource-list/columns';
import { defineResource } from '../../components/resource-list/types';
import { formatDateTime } from '../../lib/dates';
import { type GiftCardsQuery, giftCardsApi, type TGiftCard } from './api';
import { GiftCardForm } from './gift-card-form';

const STATUS_COLORS: Record<GiftCardStatus, string> = {
  active: 'teal',
  expired: 'gray',
  empty: 'blue',
};

/** Gift cards (docs/guide/stored-value.md): the list, issuing one, reloading one (its "edit"). */
export const giftCardsResource = defineResource<TGiftCard, GiftCardsQuery>({
  ...giftCardsApi,
  title: 'Gift cards',
  itemTitle: 'Gift card',
  emptyNoun: 'gift cards',
  screen: 'giftCards',
  columns: [
    column('card', 'Card', (c) => maskedGiftCardCode(c.last4), { nowrap: true }),
    column('balance', 'Balance', (c) => <MoneyCell amount={c.balance} />, {
      sortKey: 'balance',
      nowrap: true,
    }),
    column('status', 'Status', (c) => (
      <Badge variant="light" color={STATUS_COLORS[c.status]}>
        {GIFT_CARD_STATUS_LABELS[c.status]}
      </Badge>
    )),
    column('expiresAt', 'Expires', (c) => (c.expiresAt ? formatDateTime(c.expiresAt) : 'Never'), {
      sortKey: 'expiresAt',
      nowrap: true,
    }),
    column('customer', 'Customer', (c) => c.customer?.name ?? '—'),
    column('issuedBy', 'Issued by', (c) => c.issuedBy?.name ?? '—'),
    dateTimeColumn('createdAt', 'Issued', (c) => c.createdAt, 'createdAt'),
  ],
  filters: [
    {
      kind: 'select',
      param: 'status',
      label: 'Status',
      options: GIFT_CARD_STATUSES.map((s) => ({ value: s, label: GIFT_CARD_STATUS_LABELS[s] })),
    },
  ],
  searchPlaceholder: 'Search last 4 or customer',
  defaultSort: '-createdAt',
  form: GiftCardForm,
  itemName: (c) => `gift card ${maskedGiftCardCode(c.last4)}`,
  // Reloading is the card's one change; an expired card takes no more value.
  canEdit: (c) => c.status !== 'expired',
  deletable: false,
  csvExport: {
    endpoint: '/gift-cards/export.csv',
    emptyText: 'No gift cards for the selected filters.',
    failureText: 'The gift cards could not be exported.',
  },
});
