import { AppError } from '../../lib/errors.js';
import { hmacHex, type PaymentGateway, paymentSignature, sameSignature } from './gateway.js';

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** https://api.razorpay.com; tests point it at a stand-in on loopback. */
  apiBase: string;
}

const unavailable = (what: string) =>
  new AppError(
    'PAYMENT_GATEWAY_ERROR',
    `The payment provider could not ${what}. Please try again.`,
  );

/** Razorpay's REST API (orders, payments, subscriptions) with basic auth. */
export function createRazorpayGateway(cfg: RazorpayConfig): PaymentGateway {
  const auth = `Basic ${Buffer.from(`${cfg.keyId}:${cfg.keySecret}`).toString('base64')}`;
  async function request(
    method: string,
    path: string,
    what: string,
    body?: unknown,
  ): Promise<Response> {
    try {
      return await fetch(`${cfg.apiBase.replace(/\/+$/, '')}${path}`, {
        method,
        headers: { authorization: auth, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
    } catch {
      throw unavailable(what);
    }
  }
  async function json<T>(res: Response, what: string): Promise<T> {
    if (!res.ok) throw unavailable(what);
    try {
      return (await res.json()) as T;
    } catch {
      throw unavailable(what);
    }
  }
  const call = async <T>(method: string, path: string, what: string, body?: unknown) =>
    json<T>(await request(method, path, what, body), what);

  return {
    kind: 'razorpay',
    keyId: cfg.keyId,
    async createOrder(input) {
      const o = await call<{ id: string; amount: number; currency: string }>(
        'POST',
        '/v1/orders',
        'create the order',
        input,
      );
      return { id: o.id, amount: o.amount, currency: o.currency };
    },
    async fetchPayment(paymentId) {
      const what = 'confirm the payment';
      const res = await request('GET', `/v1/payments/${encodeURIComponent(paymentId)}`, what);
      // Razorpay answers 400 (BAD_REQUEST_ERROR, "The id provided does not exist") for a payment
      // id it never issued; 404 is treated alike. Any other error is the gateway's trouble.
      if (res.status === 400 || res.status === 404) return null;
      const p = await json<{
        id: string;
        order_id: string;
        amount: number;
        currency: string;
        status: string;
        method: string | null;
        vpa?: string | null;
        card?: {
          network?: string;
          last4: string;
          expiry_month?: number;
          expiry_year?: number;
        } | null;
      }>(res, what);
      const card = p.card
        ? {
            type: p.card.network ?? null,
            last4: p.card.last4,
            expiry:
              p.card.expiry_month && p.card.expiry_year
                ? `${String(p.card.expiry_month).padStart(2, '0')}/${String(p.card.expiry_year).slice(-2)}`
                : null,
          }
        : null;
      // Only a captured or authorized payment counts.
      const paid = p.status === 'captured' || p.status === 'authorized';
      return {
        id: p.id,
        orderId: p.order_id,
        amount: paid ? p.amount : 0,
        currency: p.currency,
        method: p.method,
        card,
        upiId: p.vpa ?? null,
      };
    },
    paymentSignatureValid: (orderId, paymentId, signature) =>
      sameSignature(paymentSignature(cfg.keySecret, orderId, paymentId), signature),
    webhookSignatureValid: (rawBody, signature) =>
      cfg.webhookSecret !== '' && sameSignature(hmacHex(cfg.webhookSecret, rawBody), signature),
    async cardUpdateUrl(subscriptionId) {
      if (!subscriptionId) return null;
      const s = await call<{ short_url?: string }>(
        'GET',
        `/v1/subscriptions/${encodeURIComponent(subscriptionId)}`,
        'open the card update',
      );
      return s.short_url ?? null;
    },
    async cancelSubscription(subscriptionId) {
      await call(
        'POST',
        `/v1/subscriptions/${encodeURIComponent(subscriptionId)}/cancel`,
        'cancel the subscription',
        { cancel_at_cycle_end: 0 },
      );
    },
  };
}
