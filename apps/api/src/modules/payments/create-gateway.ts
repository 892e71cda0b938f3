import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { PaymentGateway } from './gateway.js';
import { createRazorpayGateway } from './razorpay-gateway.js';
import { createSandboxGateway, type SandboxGateway } from './sandbox-gateway.js';

/** `db` holds the sandbox's own books (the orders and payments it issued). */
export function createPaymentGateway(config: Config, db: Db): PaymentGateway {
  const p = config.payments;
  return p.gateway === 'razorpay'
    ? createRazorpayGateway(p)
    : createSandboxGateway(p.sandboxSecret, config.appUrl, db);
}

/** The sandbox's own checkout routes exist only while the sandbox is the gateway. */
export const sandboxOf = (g: PaymentGateway): SandboxGateway | null =>
  g.kind === 'sandbox' ? (g as SandboxGateway) : null;
