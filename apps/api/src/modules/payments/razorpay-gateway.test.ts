import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRazorpayGateway } from './razorpay-gateway.js';

/** A stand-in of Razorpay's REST API on loopback: the requests it saw and canned answers. */
const seen: { method: string; url: string; auth: string; body: unknown }[] = [];
let server: Server;
let base = '';

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c) => {
      data += c;
    });
    req.on('end', () => resolve(data));
  });

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const raw = await readBody(req);
    seen.push({
      method: req.method ?? '',
      url: req.url ?? '',
      auth: req.headers.authorization ?? '',
      body: raw ? JSON.parse(raw) : null,
    });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'POST' && req.url === '/v1/orders') {
      const b = JSON.parse(raw) as { amount: number; currency: string };
      return send(200, {
        id: 'order_RZP123',
        amount: b.amount,
        currency: b.currency,
        status: 'created',
      });
    }
    if (req.url === '/v1/payments/pay_OK') {
      return send(200, {
        id: 'pay_OK',
        order_id: 'order_RZP123',
        amount: 1900,
        currency: 'USD',
        status: 'captured',
        method: 'card',
        card: { network: 'Visa', last4: '1111', expiry_month: 3, expiry_year: 2030 },
      });
    }
    if (req.url === '/v1/payments/pay_FAILED') {
      return send(200, {
        id: 'pay_FAILED',
        order_id: 'order_RZP123',
        amount: 1900,
        currency: 'USD',
        status: 'failed',
        method: 'upi',
        vpa: 'x@upi',
      });
    }
    if (req.url === '/v1/payments/pay_GONE') {
      return send(404, { error: { code: 'NOT_FOUND', description: 'not found' } });
    }
    if (req.url === '/v1/payments/pay_BROKEN') {
      return send(500, { error: { code: 'SERVER_ERROR', description: 'try later' } });
    }
    if (req.url === '/v1/subscriptions/sub_1')
      return send(200, { id: 'sub_1', short_url: 'https://rzp.io/i/abc' });
    if (req.url === '/v1/subscriptions/sub_1/cancel')
      return send(200, { id: 'sub_1', status: 'cancelled' });
    return send(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'unknown' } });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const gateway = () =>
  createRazorpayGateway({
    keyId: 'rzp_test_key',
    keySecret: 'key-secret',
    webhookSecret: 'hook-secret',
    apiBase: base,
  });

describe('razorpay adapter against a stand-in of its API', () => {
  it('creates an order with basic auth and the amount in minor units', async () => {
    const order = await gateway().createOrder({
      amount: 1900,
      currency: 'USD',
      receipt: 'r1',
      notes: { plan: 'basic' },
    });
    expect(order).toEqual({ id: 'order_RZP123', amount: 1900, currency: 'USD' });
    const req = seen.at(-1);
    expect(req?.auth).toBe(`Basic ${Buffer.from('rzp_test_key:key-secret').toString('base64')}`);
    expect(req?.body).toMatchObject({ amount: 1900, currency: 'USD', receipt: 'r1' });
  });

  it('reads a captured payment with its card, and counts a failed one as paying nothing', async () => {
    const order = { orderId: 'order_RZP123', amount: 1900, currency: 'USD' };
    expect(await gateway().fetchPayment('pay_OK', order)).toMatchObject({
      orderId: 'order_RZP123',
      amount: 1900,
      method: 'card',
      card: { type: 'Visa', last4: '1111', expiry: '03/30' },
    });
    expect(await gateway().fetchPayment('pay_FAILED', order)).toMatchObject({
      amount: 0,
      upiId: 'x@upi',
    });
  });

  it("verifies Razorpay's payment and webhook signatures and rejects others", () => {
    const g = gateway();
    const sig = createHmac('sha256', 'key-secret').update('order_RZP123|pay_OK').digest('hex');
    expect(g.paymentSignatureValid('order_RZP123', 'pay_OK', sig)).toBe(true);
    expect(g.paymentSignatureValid('order_RZP123', 'pay_OTHER', sig)).toBe(false);
    expect(g.paymentSignatureValid('order_RZP123', 'pay_OK', sig.slice(1))).toBe(false);
    const body = Buffer.from('{"event":"payment.captured"}');
    const hook = createHmac('sha256', 'hook-secret').update(body).digest('hex');
    expect(g.webhookSignatureValid(body, hook)).toBe(true);
    expect(g.webhookSignatureValid(Buffer.from('{"event":"payment.failed"}'), hook)).toBe(false);
  });

  it('gives the card-update link of a subscription and cancels it', async () => {
    const g = gateway();
    expect(await g.cardUpdateUrl('sub_1')).toBe('https://rzp.io/i/abc');
    expect(await g.cardUpdateUrl(null)).toBeNull();
    await g.cancelSubscription('sub_1');
    expect(seen.at(-1)).toMatchObject({ method: 'POST', url: '/v1/subscriptions/sub_1/cancel' });
  });

  it('answers null for a payment id Razorpay never issued (its 400, or a 404)', async () => {
    const order = { orderId: 'order_RZP123', amount: 1900, currency: 'USD' };
    // The stand-in answers 400 BAD_REQUEST_ERROR for an unknown id, as Razorpay does.
    expect(await gateway().fetchPayment('pay_UNKNOWN', order)).toBeNull();
    expect(seen.at(-1)).toMatchObject({ method: 'GET', url: '/v1/payments/pay_UNKNOWN' });
    expect(await gateway().fetchPayment('pay_GONE', order)).toBeNull();
  });

  it('turns an error answer or an unreachable API into a 502 with a clear message', async () => {
    await expect(
      gateway().fetchPayment('pay_BROKEN', { orderId: 'o', amount: 1, currency: 'USD' }),
    ).rejects.toMatchObject({
      statusCode: 502,
      message: 'The payment provider could not confirm the payment. Please try again.',
    });
    const down = createRazorpayGateway({
      keyId: 'k',
      keySecret: 's',
      webhookSecret: '',
      apiBase: 'http://127.0.0.1:1',
    });
    await expect(
      down.createOrder({ amount: 1, currency: 'USD', receipt: 'r', notes: {} }),
    ).rejects.toMatchObject({
      statusCode: 502,
      message: 'The payment provider could not create the order. Please try again.',
    });
  });
});
