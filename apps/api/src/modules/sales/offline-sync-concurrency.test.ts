import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { expectStockAddsUp } from '../../test/invariants.js';
import { onPostgres, signUp, usePostgresApp } from '../../test/test-app.js';

/**
 * Two registers (or two tabs) syncing the same outbox at once (DESIGN §13): every sale is
 * made once. PGlite has one connection (everything is serial there), so this runs against
 * PostgreSQL only, like returns-concurrency.test.ts.
 */
const t = usePostgresApp();

describe.skipIf(!onPostgres)('offline sales synced at once on PostgreSQL', () => {
  it('the same outbox sent by four senders at once: each sale once, each answer the same sale', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    const made = await t.as(owner).post('products', {
      name: 'Synced twice',
      price: 3,
      stock: 2,
      sku: `OS-${Math.random().toString(36).slice(2, 8)}`,
    });
    const productId = made.json().data._id as string;
    const deviceId = randomUUID();
    const outbox = Array.from({ length: 5 }, (_, i) => ({
      key: randomUUID(),
      body: {
        items: [{ productId, quantity: 1 }],
        paymentMethod: 'Cash',
        offline: {
          createdAt: new Date(Date.now() - (10 - i) * 60_000).toISOString(),
          deviceId,
          localNumber: `CC01-${i + 1}`,
        },
      },
    }));
    // Four senders, each oldest first, one sale at a time.
    const senders = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const ids: string[] = [];
        for (const s of outbox) {
          const res = await t
            .as(owner)
            .post('transactions', s.body, { headers: { 'idempotency-key': s.key } });
          expect(res.statusCode, res.body).toBe(201);
          ids.push(res.json().data._id);
        }
        return ids;
      }),
    );
    for (const ids of senders) expect(ids).toEqual(senders[0]);
    const rows = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from transactions where organization_id = ${org}`,
    );
    expect(rows[0]?.n).toBe(5);
    // Two units in stock, five sold: three below zero, the sales after the second flagged.
    const stock = await t.as(owner).get(`products/${productId}`);
    expect(stock.json().data.stock).toBe(-3);
    const flagged = await t.as(owner).get('transactions?needsReview=true');
    expect(flagged.json().totalCount).toBe(3);
    await expectStockAddsUp(t, org, { allowNegative: true });
  });

  it('one local number under two keys at once: one sale, the other 409 LOCAL_NUMBER_TAKEN', async () => {
    const owner = await signUp(t);
    const made = await t.as(owner).post('products', {
      name: 'Numbered twice',
      price: 3,
      stock: 10,
      sku: `ON-${Math.random().toString(36).slice(2, 8)}`,
    });
    const productId = made.json().data._id as string;
    const body = {
      items: [{ productId, quantity: 1 }],
      paymentMethod: 'Cash',
      offline: {
        createdAt: new Date().toISOString(),
        deviceId: randomUUID(),
        localNumber: 'CC02-1',
      },
    };
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.as(owner).post('transactions', body, { headers: { 'idempotency-key': randomUUID() } }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json().code).toBe('LOCAL_NUMBER_TAKEN');
    }
    expect((await t.as(owner).get(`products/${productId}`)).json().data.stock).toBe(9);
  });
});
