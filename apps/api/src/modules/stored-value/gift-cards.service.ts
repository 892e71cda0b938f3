import { CUSTOMER_MESSAGES } from '@pos/contracts/customers';
import { formatGiftCardCode, maskedGiftCardCode } from '@pos/contracts/gift-card-code';
import {
  GIFT_CARD_MESSAGES as G,
  GIFT_CARD_CSV_COLUMNS,
  type TGiftCard,
  type ZGiftCardIssueBody,
  type ZGiftCardReloadBody,
  type ZGiftCardsQuery,
} from '@pos/contracts/gift-cards';
import { centsText, toCents } from '@pos/contracts/sale-totals';
import { STORED_VALUE_MESSAGES as M } from '@pos/contracts/stored-value';
import { uuidv7 } from 'uuidv7';
import type { z } from 'zod';
import {
  badRequest,
  conflict,
  isForeignKeyViolation,
  isUniqueViolation,
  notFound,
} from '../../lib/errors.js';
import { csvExport, runList } from '../../lib/list-query.js';
import type { AppDeps, Caller } from '../../plugins/types.js';
import { recordAudit } from '../audit/audit.service.js';
import { beginGiftCardLookup } from '../auth/auth.service.js';
import { generalSettingsOf, timeZoneOf } from '../settings/settings.service.js';
import {
  callerAddress,
  expiredRefusal,
  giftCardHash,
  newGiftCardCode,
  validUntil,
} from './gift-card-codes.js';
import { giftCardOf, giftCardsList } from './gift-cards.list.js';
import * as repo from './gift-cards.repository.js';
import { ledgerList } from './stored-value.list.js';
import { addEntry } from './stored-value.repository.js';

/*
 * Gift cards (docs/DESIGN.md, "Stored value"): accounts found by their code, whose every move is
 * a ledger row — issued with a first value, reloaded, spent by sales (tender.service).
 */

/** When a card issued `now` stops paying: the body's word, else the organization's validity. */
function expiryOf(asked: string | null | undefined, validityMonths: number | null, now: Date) {
  if (asked === null) return null;
  if (asked !== undefined) {
    const at = new Date(asked);
    if (at <= now) throw badRequest(G.expiresInPast, { expiresAt: G.expiresInPast });
    return at;
  }
  return validUntil(validityMonths, now);
}

/**
 * `POST /gift-cards` (manage_gift_cards): a card with its first value — its account, its `issue`
 * row and the audit event in one transaction. The answer holds the code in full, this once.
 */
export async function issueGiftCard(
  deps: AppDeps,
  caller: Caller,
  body: z.output<typeof ZGiftCardIssueBody>,
) {
  const org = caller.organizationId;
  const code = body.code ?? newGiftCardCode();
  const now = new Date();
  const settings = await generalSettingsOf(deps.db, org);
  const expiresAt = expiryOf(body.expiresAt, settings.giftCardValidityMonths, now);
  const id = uuidv7();
  try {
    const card = await deps.db.transaction(async (tx) => {
      await repo.insertGiftCards(tx, org, [
        {
          id,
          codeHash: giftCardHash(code),
          last4: code.slice(-4),
          customerId: body.customerId ?? null,
          expiresAt,
          issuedBy: caller.userId,
        },
      ]);
      await addEntry(tx, org, {
        id: uuidv7(),
        accountId: id,
        kind: 'issue',
        amount: centsText(toCents(body.amount)),
        reason: null,
        transactionId: null,
        returnId: null,
        userId: caller.userId,
      });
      await recordAudit(tx, caller, {
        entityType: 'GiftCard',
        entityId: id,
        action: 'issue',
        changes: {
          card: { before: null, after: maskedGiftCardCode(code.slice(-4)) },
          balance: { before: null, after: body.amount },
          expiresAt: { before: null, after: expiresAt?.toISOString() ?? null },
        },
      });
      return repo.findGiftCard(tx, org, { id });
    });
    if (!card) throw new Error('the gift card just issued was not found');
    return { data: { ...giftCardOf(card), code: formatGiftCardCode(code) }, message: G.issued };
  } catch (err) {
    if (isUniqueViolation(err, 'stored_value_accounts_code_uq')) {
      throw conflict(M.giftCardCodeTaken, { code: M.giftCardCodeTaken }, 'GIFT_CARD_CODE_TAKEN');
    }
    if (isForeignKeyViolation(err)) throw notFound(CUSTOMER_MESSAGES.notFound);
    throw err;
  }
}

/**
 * `POST /gift-cards/:id/reload` (manage_gift_cards): more value on a card that can still pay,
 * one `reload` row and its audit event; an expired card is refused (409 GIFT_CARD_EXPIRED).
 */
export async function reloadGiftCard(
  deps: AppDeps,
  caller: Caller,
  id: string,
  body: z.output<typeof ZGiftCardReloadBody>,
) {
  const org = caller.organizationId;
  const card = await deps.db.transaction(async (tx) => {
    const locked = await repo.findGiftCard(tx, org, { id }, true);
    if (!locked) throw notFound(M.giftCardNotFound, 'GIFT_CARD_NOT_FOUND');
    const before = giftCardOf(locked);
    const expired = expiredRefusal(before);
    if (expired) throw expired;
    await addEntry(tx, org, {
      id: uuidv7(),
      accountId: id,
      kind: 'reload',
      amount: centsText(toCents(body.amount)),
      reason: null,
      transactionId: null,
      returnId: null,
      userId: caller.userId,
    });
    const after = await repo.findGiftCard(tx, org, { id });
    if (!after) throw new Error('the gift card just reloaded was not found');
    await recordAudit(tx, caller, {
      entityType: 'GiftCard',
      entityId: id,
      action: 'reload',
      changes: { balance: { before: before.balance, after: Number(after.balance) } },
    });
    return giftCardOf(after);
  });
  return { data: card, message: G.reloaded };
}

/**
 * `GET /gift-cards/:code`: the card a customer hands over, with its latest ledger rows. A code
 * no card of the organization has answers 404 and counts against the caller as a wrong
 * password does (429 past the limits); a card found gives its attempt back.
 */
export async function lookUpGiftCard(deps: AppDeps, caller: Caller, code: string) {
  const org = caller.organizationId;
  const attempt = await beginGiftCardLookup(deps.db, callerAddress(caller), caller.userId);
  const row = await repo.findGiftCard(deps.db, org, { codeHash: giftCardHash(code) });
  if (!row) throw notFound(M.giftCardNotFound, 'GIFT_CARD_NOT_FOUND');
  await attempt.found();
  const card = giftCardOf(row);
  const history = await runList(deps.db, ledgerList, org, {
    accountId: card._id,
    page: 1,
    limit: 20,
    sort: '-createdAt',
  });
  return { data: { ...card, history: history.data } };
}

type GiftCardsQuery = z.output<typeof ZGiftCardsQuery>;

export const listGiftCards = (deps: AppDeps, caller: Caller, q: GiftCardsQuery) =>
  runList(deps.db, giftCardsList, caller.organizationId, q);

const giftCardCells = (c: TGiftCard) => [
  maskedGiftCardCode(c.last4),
  c.balance.toFixed(2),
  c.status,
  c.expiresAt ? new Date(c.expiresAt) : null,
  c.customer?.name ?? null,
  c.issuedBy?.name ?? null,
  new Date(c.createdAt),
  c._id,
];

/** The gift cards as CSV: the rows of the same query. */
export async function exportGiftCards(deps: AppDeps, caller: Caller, q: GiftCardsQuery) {
  const org = caller.organizationId;
  const zone = await timeZoneOf(deps, org);
  return csvExport(
    await deps.reads.current(),
    giftCardsList,
    org,
    q,
    GIFT_CARD_CSV_COLUMNS,
    giftCardCells,
    zone,
  );
}
