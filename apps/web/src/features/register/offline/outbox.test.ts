import 'fake-indexeddb/auto';
import type { TTransaction } from '@pos/contracts/sales';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { nextLocalNumber, prefixOf, thisDevice } from './device';
import { failedCsv } from './failed-export';
import { enqueueCustomer, enqueueSale, retryEntry, sendOutbox, type Transport } from './outbox';
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

/** A server that records what it was sent, answering or failing as told per entry id. */
function serverThat(fail: Record<string, unknown> = {}) {
  const sent: string[] = [];
  const transport: Transport = {
    sale: async (e) => {
      sent.push(e.id);
      if (fail[e.id]) throw fail[e.id];
      return { _id: `srv-${e.id}`, documentNumber: '000001' };
    },
    customer: async (e) => {
      sent.push(e.id);
      if (fail[e.id]) throw fail[e.id];
    },
  };
  return { sent, transport };
}

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
