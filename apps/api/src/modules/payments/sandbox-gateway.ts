import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { hmacHex, type PaymentGateway, paymentSignature, sameSignature } from './gateway.js';
import * as repo from './sandbox.repository.js';

const randomId = (prefix: string) => `${prefix}${randomBytes(10).toString('hex')}`;

/**
 * The gateway when none is configured: orders are ours, the checkout is a page of the app that
 * lets the user pay or fail (`/payment/sandbox/...`), and payments are signed with
 * SANDBOX_PAYMENT_SECRET exactly as Razorpay signs them. Like Razorpay, the sandbox keeps its
 * own books (`sandbox_orders`, `sandbox_payments`): it pays only orders it created, and fetching
 * a payment answers what it recorded, or null for a payment it never issued.
 */
export function createSandboxGateway(secret: string, appUrl: string, db: Db) {
  const gateway: PaymentGateway & {
    /** Pays an order the sandbox created, in full; null for an order it does not know. */
    signPayment(orderId: string): Promise<{ paymentId: string; signature: string } | null>;
  } = {
    kind: 'sandbox',
    keyId: `sandbox_${hmacHex(secret, 'key-id').slice(0, 14)}`,
    async createOrder(input) {
      const order = { id: randomId('order_sbx_'), amount: input.amount, currency: input.currency };
      await repo.insertSandboxOrder(db, order);
      return order;
    },
    async fetchPayment(paymentId) {
      const p = await repo.findSandboxPayment(db, paymentId);
      if (!p) return null;
      // A sandbox payment is made by a test card.
      return {
        id: p.id,
        orderId: p.orderId,
        amount: p.amount,
        currency: p.currency,
        method: 'card',
        card: { type: 'Visa', last4: '4242', expiry: null },
        upiId: null,
      };
    },
    paymentSignatureValid: (orderId, paymentId, signature) =>
      sameSignature(paymentSignature(secret, orderId, paymentId), signature),
    webhookSignatureValid: (rawBody, signature) =>
      sameSignature(hmacHex(secret, rawBody), signature),
    async cardUpdateUrl() {
      return `${appUrl}/sandbox-checkout/card`;
    },
    async cancelSubscription() {},
    async signPayment(orderId) {
      const order = await repo.findSandboxOrder(db, orderId);
      if (!order) return null;
      const paymentId = randomId('pay_sbx_');
      await repo.insertSandboxPayment(db, {
        id: paymentId,
        orderId: order.id,
        amount: order.amount,
        currency: order.currency,
      });
      return { paymentId, signature: paymentSignature(secret, order.id, paymentId) };
    },
  };
  return gateway;
}
export type SandboxGateway = ReturnType<typeof createSandboxGateway>;
