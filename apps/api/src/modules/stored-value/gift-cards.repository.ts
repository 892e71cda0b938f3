import { sql } from 'drizzle-orm';
import { type Executor, queryRowsPrepared } from '../../db/client.js';
import { GIFT_CARD_COLUMNS, GIFT_CARD_FROM } from './gift-cards.list.js';

/** A new gift card's account, empty until its `issue` row (the ledger's trigger fills it). */
export interface NewGiftCard {
  id: string;
  codeHash: string;
  last4: string;
  customerId: string | null;
  expiresAt: Date | null;
  issuedBy: string;
}

/**
 * Writes the cards' accounts in one statement (a code is unique per organization:
 * `stored_value_accounts_code_uq`; a holder not the organization's fails its key).
 */
export async function insertGiftCards(ex: Executor, organizationId: string, cards: NewGiftCard[]) {
  await queryRowsPrepared(
    ex,
    sql`insert into stored_value_accounts (organization_id, id, kind, customer_id, code_hash,
          code_last4, expires_at, issued_by)
        select ${organizationId}, x.id, 'gift_card', x.customer_id, x.code_hash, x.last4,
          x.expires_at, x.issued_by
        from json_to_recordset(${JSON.stringify(
          cards.map((c) => ({
            id: c.id,
            customer_id: c.customerId,
            code_hash: c.codeHash,
            last4: c.last4,
            expires_at: c.expiresAt?.toISOString() ?? null,
            issued_by: c.issuedBy,
          })),
        )}::json) as x(id uuid, customer_id uuid, code_hash text, last4 text,
          expires_at timestamptz, issued_by uuid)`,
  );
}

/** A gift card by its id or its code's hash, with its holder's and issuer's names; locked at need. */
export async function findGiftCard(
  ex: Executor,
  organizationId: string,
  by: { id: string } | { codeHash: string },
  lock = false,
) {
  const [row] = await queryRowsPrepared<Record<string, unknown>>(
    ex,
    sql`select ${GIFT_CARD_COLUMNS} from ${GIFT_CARD_FROM}
        where a.organization_id = ${organizationId} and a.kind = 'gift_card'
          and ${'id' in by ? sql`a.id = ${by.id}` : sql`a.code_hash = ${by.codeHash}`}
        ${lock ? sql`for update of a` : sql``}`,
  );
  return row ?? null;
}
