import { randomUUID } from 'node:crypto';
import { STORED_VALUE_MESSAGES as M } from '@pos/contracts/stored-value';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { expectBalancesAddUp, expectStockAddsUp } from '../../test/invariants.js';
import { SHOP_SETTINGS } from '../../test/shop-settings.js';
import { okAs, signUp, useTestApp } from '../../test/test-app.js';

/*
 * Stored value taken offline (docs/DESIGN.md, "Stored value"): up to the shop's limit per sale,
 * checked against the balance when the sale syncs — recorded once, whatever the retries, and
 * flagged balance_short where the balance no longer covered it, never below zero.
 */

const t = useTestApp();
const ok = okAs(t);
type Session = Parameters<typeof ok>[0];
const DEVICE = randomUUID();
let seq = 0;

async function shop(limit: number) {
  const owner = await signUp(t);
  await ok(owner, 'PUT', 'settings/general', { ...SHOP_SETTINGS, offlineStoredValueLimit: limit });
  seq += 1;
  const mug = (
    await ok(owner, 'POST', 'products', { name: `Offline mug ${seq}`, price: 20, stock: 50 })
  ).data as { _id: string };
  const card = (await ok(owner, 'POST', 'gift-cards', { amount: 50, code: `OFFLINE-CARD-${seq}` }))
    .data as { code: string; _id: string };
  return { owner, org: owner.user.organizationId, mug, code: `OFFLINE-CARD-${seq}`, card };
}
const offlineSale = (
  productId: string,
  payments: unknown[],
  extra: Record<string, unknown> = {},
) => {
  seq += 1;
  return {
    items: [{ productId, quantity: 1 }],
    payments,
    offline: {
      createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
      deviceId: DEVICE,
      localNumber: `OFF-${seq}`,
    },
    ...extra,
  };
};
const sync = (s: Session, body: unknown, key: string) =>
  t.as(s).post('transactions', body, { headers: { 'idempotency-key': key } });

async function ledgerOf(org: string) {
  return queryRows<{ kind: string; amount: string }>(
    t.db,
    sql`select kind, amount::text from stored_value_entries
        where organization_id = ${org} order by created_at, id`,
  );
}
const cardBalance = async (s: Session, code: string) =>
  (await ok(s, 'GET', `gift-cards/${code}`)).data.balance as number;

describe('stored value offline', () => {
  it('is refused when the shop takes none offline, beyond its limit, and for gift cards sold, points and charges', async () => {
    const none = await shop(0);
    const refused = await sync(
      none.owner,
      offlineSale(none.mug._id, [{ method: 'GiftCard', amount: 20, code: none.code }]),
      randomUUID(),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'STORED_VALUE_OFFLINE', message: M.offline });

    const { owner, mug, code, org } = await shop(30);
    const beyond = await sync(
      owner,
      {
        ...offlineSale(mug._id, [
          { method: 'GiftCard', amount: 30.01, code },
          { method: 'Cash', amount: 9.99 },
        ]),
        items: [{ productId: mug._id, quantity: 2 }],
      },
      randomUUID(),
    );
    expect(beyond.json()).toMatchObject({
      code: 'STORED_VALUE_OFFLINE',
      message: M.offlineLimit('30.00'),
    });
    const customer = (await ok(owner, 'POST', 'customers', { name: 'Off', creditLimit: 100 })).data;
    for (const body of [
      offlineSale(mug._id, [{ method: 'Cash', amount: 40 }], { giftCards: [{ amount: 20 }] }),
      offlineSale(mug._id, [{ method: 'Account', amount: 20 }], { customerId: customer._id }),
      offlineSale(
        mug._id,
        [
          { method: 'Points', points: 100 },
          { method: 'Cash', amount: 20 },
        ],
        {
          customerId: customer._id,
        },
      ),
    ]) {
      const res = await sync(owner, body, randomUUID());
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'STORED_VALUE_OFFLINE', message: M.offlineKinds });
    }
    expect(await ledgerOf(org)).toEqual([{ kind: 'issue', amount: '50.00' }]);
  });

  it('within the limit: the card pays when it syncs, once however often the register sends it', async () => {
    const { owner, org, mug, code } = await shop(30);
    const body = offlineSale(mug._id, [{ method: 'GiftCard', amount: 20, code }]);
    const key = randomUUID();
    const first = await sync(owner, body, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toMatchObject({
      needsReview: false,
      payments: [{ method: 'GiftCard', amount: 20, storedValue: { balanceAfter: 30 } }],
    });
    // The answer lost, the register sends it again; another tab sends the same outbox.
    for (let i = 0; i < 3; i++) {
      const again = await sync(owner, body, key);
      expect(again.statusCode).toBe(201);
      expect(again.json().data._id).toBe(first.json().data._id);
    }
    expect(await ledgerOf(org)).toEqual([
      { kind: 'issue', amount: '50.00' },
      { kind: 'redeem', amount: '-20.00' },
    ]);
    expect(await cardBalance(owner, code)).toBe(30);
    await expectBalancesAddUp(t, org);
    await expectStockAddsUp(t, org);
  });

  it('a balance short when it syncs: what is left is taken, the sale is flagged balance_short, never below zero', async () => {
    const { owner, org, mug, code } = await shop(30);
    // Spent online meanwhile: 40.00 of 50.00.
    await ok(owner, 'POST', 'transactions', {
      items: [{ productId: mug._id, quantity: 2 }],
      payments: [{ method: 'GiftCard', amount: 40, code }],
    });
    const res = await sync(
      owner,
      offlineSale(mug._id, [{ method: 'GiftCard', amount: 20, code }]),
      randomUUID(),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      needsReview: true,
      reviewReasons: ['balance_short'],
      payments: [{ method: 'GiftCard', amount: 20, storedValue: { balanceAfter: 0 } }],
    });
    expect(await cardBalance(owner, code)).toBe(0);
    // A card it no longer finds (or none left): the sale stands, flagged, nothing taken.
    const lost = await sync(
      owner,
      offlineSale(mug._id, [{ method: 'GiftCard', amount: 20, code: 'NO-SUCH-CARD-1' }]),
      randomUUID(),
    );
    expect(lost.statusCode, lost.body).toBe(201);
    expect(lost.json().data).toMatchObject({ reviewReasons: ['balance_short'] });
    expect(lost.json().data.payments[0].storedValue).toBeUndefined();
    const empty = await sync(
      owner,
      offlineSale(mug._id, [{ method: 'GiftCard', amount: 20, code }]),
      randomUUID(),
    );
    expect(empty.json().data.reviewReasons).toEqual(['balance_short']);
    expect((await ledgerOf(org)).map((e) => e.amount)).toEqual(['50.00', '-40.00', '-10.00']);
    const review = await ok(owner, 'GET', 'transactions', undefined);
    expect(review.data.filter((s: { needsReview: boolean }) => s.needsReview)).toHaveLength(3);
    await expectBalancesAddUp(t, org);
  });
});
