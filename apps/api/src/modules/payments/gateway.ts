import { createHmac, timingSafeEqual } from 'node:crypto';

/** A payment the gateway took, as far as verification needs it. */
export interface GatewayPayment {
  id: string;
  orderId: string;
  amount: number;
  currency: string;
  method: string | null;
  card: { type: string | null; last4: string; expiry: string | null } | null;
  upiId: string | null;
}

export interface OrderInput {
  amount: number;
  currency: string;
  /** Our reference, shown in the gateway's dashboard. */
  receipt: string;
  notes: Record<string, string>;
}

/**
 * What the app needs from a payment provider (DESIGN §2, §8). `sandbox` is our own checkout
 * for development and tests; `razorpay` talks to Razorpay's API. Both sign payments the same
 * way, so the verification code is the same real code in tests and in production.
 */
export interface PaymentGateway {
  kind: 'sandbox' | 'razorpay';
  /** The public key the checkout opens with (`sandbox_…` for the sandbox). */
  keyId: string;
  createOrder(input: OrderInput): Promise<{ id: string; amount: number; currency: string }>;
  /**
   * The payment as the gateway recorded it (its order, amount and currency are the gateway's,
   * never ours), or null when the gateway never issued that payment id. `order` is what we
   * stored for the order the payment claims to pay.
   */
  fetchPayment(
    paymentId: string,
    order: { orderId: string; amount: number; currency: string },
  ): Promise<GatewayPayment | null>;
  /** HMAC_SHA256(order_id|payment_id, key secret), compared in constant time. */
  paymentSignatureValid(orderId: string, paymentId: string, signature: string): boolean;
  /** The webhook's X-Razorpay-Signature over the raw body. */
  webhookSignatureValid(rawBody: Buffer, signature: string): boolean;
  /** Where the customer updates the card of a recurring subscription. */
  cardUpdateUrl(gatewaySubscriptionId: string | null): Promise<string | null>;
  cancelSubscription(gatewaySubscriptionId: string): Promise<void>;
}

export const hmacHex = (secret: string, data: string | Buffer) =>
  createHmac('sha256', secret).update(data).digest('hex');

/** Constant-time comparison of two hex signatures (a different length is simply unequal). */
export function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

export const paymentSignature = (secret: string, orderId: string, paymentId: string) =>
  hmacHex(secret, `${orderId}|${paymentId}`);
