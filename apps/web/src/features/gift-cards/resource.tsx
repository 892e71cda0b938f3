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
import { i18n, msg, serverText } from '../../lib/i18n';
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
  title: msg('Gift cards'),
  itemTitle: msg('Gift card'),
  emptyNoun: msg('gift cards'),
  screen: 'giftCards',
  namespace: 'gift-cards',
  columns: [
    column('card', msg('Card'), (c) => maskedGiftCardCode(c.last4), { nowrap: true }),
    column('balance', msg('Balance'), (c) => <MoneyCell amount={c.balance} />, {
      sortKey: 'balance',
      nowrap: true,
    }),
    column('status', msg('Status'), (c) => (
      <Badge variant="light" color={STATUS_COLORS[c.status]}>
        {serverText(GIFT_CARD_STATUS_LABELS[c.status])}
      </Badge>
    )),
    column(
      'expiresAt',
      msg('Expires'),
      (c) => (c.expiresAt ? formatDateTime(c.expiresAt) : i18n.t('Never', { ns: 'gift-cards' })),
      {
        sortKey: 'expiresAt',
        nowrap: true,
      },
    ),
    column('customer', msg('Customer'), (c) => c.customer?.name ?? '—'),
    column('issuedBy', msg('Issued by'), (c) => c.issuedBy?.name ?? '—'),
    dateTimeColumn('createdAt', msg('Issued'), (c) => c.createdAt, 'createdAt'),
  ],
  filters: [
    {
      kind: 'select',
      param: 'status',
      label: msg('Status'),
      options: GIFT_CARD_STATUSES.map((s) => ({ value: s, label: GIFT_CARD_STATUS_LABELS[s] })),
    },
  ],
  searchPlaceholder: msg('Search last 4 or customer'),
  defaultSort: '-createdAt',
  form: GiftCardForm,
  itemName: (c) =>
    i18n.t('gift card {{code}}', { ns: 'gift-cards', code: maskedGiftCardCode(c.last4) }),
  // Reloading is the card's one change; an expired card takes no more value.
  canEdit: (c) => c.status !== 'expired',
  deletable: false,
  csvExport: {
    endpoint: '/gift-cards/export.csv',
    emptyText: msg('No gift cards for the selected filters.'),
    failureText: msg('The gift cards could not be exported.'),
  },
});
