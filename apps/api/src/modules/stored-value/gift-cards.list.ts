import {
  type GiftCardStatus,
  giftCardStatus,
  type TGiftCard,
  type ZGiftCardsQuery,
} from '@pos/contracts/gift-cards';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ListSpec } from '../../lib/list-query.js';
import { iso, num } from '../../lib/sql-values.js';
import { customers } from '../customers/customers.tables.js';
import { users } from '../users/users.tables.js';

type GiftCardsQuery = z.output<typeof ZGiftCardsQuery>;

/** A card's status in SQL, as `giftCardStatus` decides it. */
const STATUS: Record<GiftCardStatus, ReturnType<typeof sql>> = {
  expired: sql`a.expires_at <= now()`,
  empty: sql`(a.expires_at is null or a.expires_at > now()) and a.balance = 0`,
  active: sql`(a.expires_at is null or a.expires_at > now()) and a.balance > 0`,
};

/** A gift card as the API answers it, from the list's row (or `findGiftCard`'s, the same columns). */
export const giftCardOf = (r: Record<string, unknown>): TGiftCard => {
  const card = {
    balance: num(r.balance),
    expiresAt: r.expires_at ? iso(r.expires_at) : null,
  };
  return {
    _id: String(r.id),
    last4: String(r.code_last4),
    ...card,
    status: giftCardStatus(card),
    customer: r.customer_id
      ? { _id: String(r.customer_id), name: String(r.customer_name ?? '') }
      : null,
    issuedBy: r.issued_by ? { _id: String(r.issued_by), name: String(r.issuer_name ?? '') } : null,
    createdAt: iso(r.created_at),
  };
};

/** The columns `giftCardOf` reads, over `a` (the account) and its customer and issuer. */
export const GIFT_CARD_COLUMNS = sql`a.id, a.code_last4, a.balance::text, a.expires_at, a.customer_id,
    c.name as customer_name, a.issued_by, u.name as issuer_name, a.created_at`;
export const GIFT_CARD_FROM = sql`stored_value_accounts a
    left join ${customers} c on c.organization_id = a.organization_id and c.id = a.customer_id
    left join ${users} u on u.organization_id = a.organization_id and u.id = a.issued_by`;

/**
 * The organization's gift cards (docs/DESIGN.md, "Stored value"), newest first: found by the
 * last four characters of their code or their holder's name, filtered by status.
 */
export const giftCardsList: ListSpec<GiftCardsQuery, TGiftCard> = {
  from: GIFT_CARD_FROM,
  org: sql`a.organization_id`,
  id: sql`a.id`,
  where: sql`a.kind = 'gift_card'`,
  select: GIFT_CARD_COLUMNS,
  search: [sql`a.code_last4`, sql`c.name`],
  filters: (q) => [q.status ? STATUS[q.status] : undefined],
  sorts: { createdAt: sql`a.created_at`, balance: sql`a.balance`, expiresAt: sql`a.expires_at` },
  defaultSort: '-createdAt',
  map: giftCardOf,
};
