import type { Config } from '../../config.js';
import type { PaymentGateway } from './gateway.js';
import { createRazorpayGateway } from './razorpay-gateway.js';
import { createSandboxGateway, type SandboxGateway } from './sandbox-gateway.js';

export function createPaymentGateway(config: Config): PaymentGateway {
  const p = config.payments;
  return p.gateway === 'razorpay'
    ? createRazorpayGateway(p)
    : createSandboxGateway(p.sandboxSecret, config.appUrl);
}

/** The sandbox's own checkout routes exist only while the sandbox is the gateway. */
export const sandboxOf = (g: PaymentGateway): SandboxGateway | null =>
  g.kind === 'sandbox' ? (g as SandboxGateway) : null;
