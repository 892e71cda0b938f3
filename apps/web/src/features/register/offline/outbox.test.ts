import 'fake-indexeddb/auto';
import type { TExchangeBody, TExchangeDetail } from '@pos/contracts/exchanges';
import type { TSaleReturn, TTransaction } from '@pos/contracts/sales';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { nextLocalNumber, prefixOf, thisDevice } from './device';
import { failedCsv } from './failed-export';
import { findKnownSale, KEEP_KNOWN_SALE_MS, keepSale, withReturn } from './known-sales';
import {
  enqueueCustomer,
  enqueueExchange,
  enqueueSale,
  retryEntry,
  SALE_NOT_SYNCED,
  sendOutbox,
  type Transport,
} from './outbox';
import { type OutboxSale, RegisterDb } from './register-db';

let n = 0;
let db: RegisterDb;
afterEach(async () => {
  await db?.delete();
});

const sale = (id: string, userId = 'u1') =>
  enqueueSale(db, {
    id,
    userId,
    createdAt: '2026-11-26T09:00:00.000Z',
    body: { items: [{ productId: 'p', quantity: 1, price: 5 }], paymentMethod: 'Cash' },
    localNumber: `ABCD-${id}`,
    sale: { totalAmount: 5 } as TTransaction,
    shiftId: null,
    cashCents: 500,
  });

/** The sale a server answers: its id, number and lines (two), with no returns. */
const serverSale = (id: string) =>
  ({
    _id: id,
    documentNumber: '000001',
    items: [{ _id: `${id}-line-a` }, { _id: `${id}-line-b` }],
    returns: [],
  }) as unknown as TTransaction;

/** A server that records what it was sent, answering or failing as told per entry id. */
function serverThat(fail: Record<string, unknown> = {}) {
  const sent: string[] = [];
  const exchanges: { saleId: string; body: TExchangeBody }[] = [];
  const transport: Transport = {
    sale: async (e) => {
      sent.push(e.id);
      if (fail[e.id]) throw fail[e.id];
      return serverSale(`srv-${e.id}`);
    },
    customer: async (e) => {
      sent.push(e.id);
      if (fail[e.id]) throw fail[e.id];
    },
    exchange: async (e, saleId, body) => {
      sent.push(e.id);
      if (fail[e.id]) throw fail[e.id];
      exchanges.push({ saleId, body });
      return {
        exchange: { _id: `srv-${e.id}`, documentNumber: 'E000001' },
        sale: serverSale(`srv-sale-${e.id}`),
      } as unknown as TExchangeDetail;
    },
  };
  return { sent, exchanges, transport };
}

/** An exchange taken offline of `saleId` (the server's, or an offline sale's key). */
const exchange = (id: string, saleId: string, fromOutbox: boolean, userId = 'u1') =>
  enqueueExchange(db, {
    id,
    userId,
    createdAt: '2026-11-26T10:00:00.000Z',
    saleId,
    fromOutbox,
    body: {
      returnItems: [{ itemId: fromOutbox ? `${saleId}-1` : 'line-x', quantity: 1 }],
      items: [{ productId: 'p', quantity: 1, price: 5 }],
    },
    localNumber: `ABCD-${id}`,
    made: { exchange: { net: -2.5 } } as TExchangeDetail,
    shiftId: null,
    cashCents: -250,
  });

describe('the outbox', () => {
  it('sends oldest first, customers before the sales made after them, each once', async () => {
    db = new RegisterDb(`outbox-${++n}`);
    await sale('0193-b');
    // Quick-added after the sale's key was made (the key is the attempt's): still sent first.
    await enqueueCustomer(db, { id: '0193-d', userId: 'u1', body: { name: 'Ann' } });
    await sale('0193-c');
    const { sent, transport } = serverThat();
    expect(await sendOutbox(db, 'org', 'u1', transport)).toEqual({
      sent: 3,
      failed: 0,
      stopped: null,
    });
    expect(sent).toEqual(['0193-d', '0193-b', '0193-c']);
    const synced = (await db.outbox.get('0193-b')) as OutboxSale;
    expect(synced).toMatchObject({
      status: 'synced',
      serverId: 'srv-0193-b',
      documentNumber: '000001',
    });
    // A second round (another tab that waited for the lock) sends nothing again.
    const again = serverThat();
    expect(await sendOutbox(db, 'org', 'u1', again.transport)).toEqual({
      sent: 0,
      failed: 0,
      stopped: null,
    });
    expect(again.sent).toEqual([]);
  });

  it('stops without the network and keeps the entry waiting, to send it again later', async () => {
    db = new RegisterDb(`outbox-${++n}`);
    await sale('1');
    await sale('2');
    const down = serverThat({ '1': new ApiError('Network', 0, null) });
    expect(await sendOutbox(db, 'org', 'u1', down.transport)).toMatchObject({
      sent: 0,
      stopped: 'offline',
    });
    expect(down.sent).toEqual(['1']);
    expect(await db.outbox.get('1')).toMatchObject({ status: 'waiting', attempts: 1 });
    const up = serverThat();
    await sendOutbox(db, 'org', 'u1', up.transport);
    expect(up.sent).toEqual(['1', '2']);
  });

  it('a refusal that cannot change marks the entry failed, with the message, and the next goes', async () => {
    db = new RegisterDb(`outbox-${++n}`);
    await sale('1');
    await sale('2');
    const refused = new ApiError('Product not found', 404, {}, 'NOT_FOUND');
    const { sent, transport } = serverThat({ '1': refused });
    expect(await sendOutbox(db, 'org', 'u1', transport)).toEqual({
      sent: 1,
      failed: 1,
      stopped: null,
    });
    expect(sent).toEqual(['1', '2']);
    const failed = await db.outbox.get('1');
    expect(failed).toMatchObject({
      status: 'failed',
      error: { message: 'Product not found', code: 'NOT_FOUND', status: 404 },
    });
    const csv = failedCsv(failed ? [failed] : []);
    expect(csv.split('\r\n')[1]).toContain(
      'sale,ABCD-1,2026-11-26T09:00:00.000Z,5.00,failed,NOT_FOUND,Product not found,1,',
    );
    // Tried again after the cause is fixed.
    await retryEntry(db, '1');
    const later = serverThat();
    await sendOutbox(db, 'org', 'u1', later.transport);
    expect(later.sent).toEqual(['1']);
  });

  it('a session that ended or a server in trouble stops the round; the entry waits', async () => {
    db = new RegisterDb(`outbox-${++n}`);
    await sale('1');
    for (const [error, stop] of [
      [new ApiError('Expired', 401, {}), 'signed-out'],
      [new ApiError('Busy', 503, {}), 'later'],
      [new ApiError('Slow down', 429, {}), 'later'],
      [new DOMException('timed out', 'TimeoutError'), 'offline'],
    ] as const) {
      const { transport } = serverThat({ '1': error });
      expect((await sendOutbox(db, 'org', 'u1', transport)).stopped).toBe(stop);
      expect((await db.outbox.get('1'))?.status).toBe('waiting');
    }
  });

  it("sends only the signed-in user's entries", async () => {
    db = new RegisterDb(`outbox-${++n}`);
    await sale('1', 'u1');
    await sale('2', 'u2');
    const { sent, transport } = serverThat();
    await sendOutbox(db, 'org', 'u2', transport);
    expect(sent).toEqual(['2']);
  });
});

describe('exchanges in the outbox', () => {
  it('go in their turn among the sales; one of an offline sale names its server sale and line once that is synced', async () => {
    db = new RegisterDb(`outbox-${++n}`);
    await sale('0193-a');
    await exchange('0193-b', '0193-a', true);
    await exchange('0193-c', 'srv-known', false);
    // The register's copy of the offline sale, as it made it.
    await keepSale(db, {
      ...serverSale('0193-a'),
      offline: { localNumber: 'ABCD-0193-a' },
    } as TTransaction);
    const { sent, exchanges, transport } = serverThat();
    expect(await sendOutbox(db, 'org', 'u1', transport)).toMatchObject({ sent: 3, failed: 0 });
    expect(sent).toEqual(['0193-a', '0193-b', '0193-c']);
    // Its second local line ("<key>-1") is the server's second line.
    expect(exchanges[0]).toMatchObject({
      saleId: 'srv-0193-a',
      body: { returnItems: [{ itemId: 'srv-0193-a-line-b', quantity: 1 }] },
    });
    expect(exchanges[1]).toMatchObject({
      saleId: 'srv-known',
      body: { returnItems: [{ itemId: 'line-x' }] },
    });
    expect(await db.outbox.get('0193-b')).toMatchObject({
      status: 'synced',
      serverId: 'srv-0193-b',
      documentNumber: 'E000001',
      serverSaleId: 'srv-sale-0193-b',
      serverItemIds: ['srv-sale-0193-b-line-a', 'srv-sale-0193-b-line-b'],
    });
    // The copies: the synced sale is the server's now, found by its number; so is the new sale.
    expect(await db.sales.get('0193-a')).toBeUndefined();
    expect((await findKnownSale(db, '1'))?._id).toMatch(/^srv-/);
    expect(await db.sales.get('srv-sale-0193-b')).toBeDefined();
  });

  it("waits for another cashier's offline sale; fails, saying why, when that sale was refused", async () => {
    db = new RegisterDb(`outbox-${++n}`);
    await sale('0193-a', 'u2');
    await exchange('0193-b', '0193-a', true);
    const first = serverThat();
    expect(await sendOutbox(db, 'org', 'u1', first.transport)).toMatchObject({
      sent: 0,
      failed: 0,
    });
    expect(first.sent).toEqual([]);
    expect((await db.outbox.get('0193-b'))?.status).toBe('waiting');
    // The other cashier signs in; their sale is refused for good.
    const refused = serverThat({
      '0193-a': new ApiError('Product not found', 404, {}, 'NOT_FOUND'),
    });
    await sendOutbox(db, 'org', 'u2', refused.transport);
    expect(await sendOutbox(db, 'org', 'u1', refused.transport)).toMatchObject({ failed: 1 });
    const failed = await db.outbox.get('0193-b');
    expect(failed).toMatchObject({
      status: 'failed',
      error: { code: 'SALE_NOT_SYNCED', message: SALE_NOT_SYNCED },
    });
    // The manager's export names it as an exchange, with its number and the difference.
    expect(failedCsv(failed ? [failed] : []).split('\r\n')[1]).toContain(
      'exchange,ABCD-0193-b,2026-11-26T10:00:00.000Z,-2.50,failed,SALE_NOT_SYNCED',
    );
  });
});

describe('the known sales', () => {
  it('are found by their number or local number; a return counts what came back', async () => {
    db = new RegisterDb(`outbox-${++n}`);
    const sale = {
      ...serverSale('s1'),
      documentNumber: '000042',
      status: 'Completed',
      refundedTotal: 0,
      items: [
        { _id: 'a', quantity: 2 },
        { _id: 'b', quantity: 1 },
      ],
      offline: { localNumber: 'ABCD-7' },
    } as unknown as TTransaction;
    await keepSale(db, sale);
    expect((await findKnownSale(db, '42'))?._id).toBe('s1');
    expect((await findKnownSale(db, ' abcd-7 '))?._id).toBe('s1');
    expect(await findKnownSale(db, '43')).toBeNull();
    const back = { items: [{ itemId: 'a', quantity: 1 }], total: 10.05 } as TSaleReturn;
    const once = withReturn(sale, back);
    expect(once).toMatchObject({ status: 'Partially Refunded', refundedTotal: 10.05 });
    const all = withReturn(once, {
      items: [
        { itemId: 'a', quantity: 1 },
        { itemId: 'b', quantity: 1 },
      ],
      total: 20,
    } as TSaleReturn);
    expect(all).toMatchObject({ status: 'Refunded', refundedTotal: 30.05 });
    // Kept a month after last seen.
    await keepSale(
      db,
      { ...sale, _id: 's2', documentNumber: '000043' },
      new Date(Date.now() + KEEP_KNOWN_SALE_MS + 1),
    );
    expect(await db.sales.get('s1')).toBeUndefined();
  });
});

describe('the device', () => {
  it('keeps one id and gives each receipt number once, even to calls at the same time', async () => {
    const a = await thisDevice();
    const b = await thisDevice();
    expect(a).toEqual(b);
    expect(a.prefix).toMatch(/^[A-Z2-9]{4}$/);
    const numbers = await Promise.all(Array.from({ length: 20 }, () => nextLocalNumber(a)));
    expect(new Set(numbers).size).toBe(20);
    for (const number of numbers) expect(number).toMatch(/^[A-Z0-9]{2,8}-\d{1,9}$/);
  });

  it('makes the prefix from the id: the same id, the same prefix', () => {
    expect(prefixOf('0193a2b4-5c6d-7e8f-9a0b-1c2d3e4f5a6b')).toBe(
      prefixOf('0193a2b4-5c6d-7e8f-9a0b-1c2d3e4f5a6b'),
    );
    expect(prefixOf('0193a2b4-5c6d-7e8f-9a0b-1c2d3e4f5a6b')).not.toBe(
      prefixOf('0193a2b4-5c6d-7e8f-9a0b-1c2d3e4f5a6c'),
    );
  });
});
