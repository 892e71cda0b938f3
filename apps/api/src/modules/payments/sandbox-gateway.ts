import { randomBytes } from 'node:crypto';
import { hmacHex, type PaymentGateway, paymentSignature, sameSignature } from './gateway.js';

const randomId = (prefix: string) => `${prefix}${randomBytes(10).toString('hex')}`;

/**
 * The gateway when none is configured: orders are ours, the checkout is a page of the app that
 * lets the user pay or fail (`/payment/sandbox/...`), and payments are signed with
 * SANDBOX_PAYMENT_SECRET exactly as Razorpay signs them.
 */
export function createSandboxGateway(secret: string, appUrl: string) {
  const gateway: PaymentGateway & {
    signPayment(orderId: string): { paymentId: string; signature: string };
  } = {
    kind: 'sandbox',
    keyId: `sandbox_${hmacHex(secret, 'key-id').slice(0, 14)}`,
    async createOrder(input) {
      return { id: randomId('order_sbx_'), amount: input.amount, currency: input.currency };
    },
    async fetchPayment(paymentId, order) {
      // A sandbox payment always pays its order in full, by a test card.
      return {
        id: paymentId,
        orderId: order.orderId,
        amount: order.amount,
        currency: order.currency,
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
    signPayment(orderId) {
      const paymentId = randomId('pay_sbx_');
      return { paymentId, signature: paymentSignature(secret, orderId, paymentId) };
    },
  };
  return gateway;
}
export type SandboxGateway = ReturnType<typeof createSandboxGateway>;
