import type { TUpgradeOrder } from '@pos/contracts/subscription';
import type { CheckoutDetails, CheckoutOutcome } from './checkout-outcome';
import { openRazorpayCheckout } from './razorpay-checkout';
import { openSandboxCheckout } from './sandbox-checkout-modal';

/** The API's sandbox gateway (DESIGN §8) hands out `sandbox_…` keys; any other key is Razorpay's. */
export const isSandboxKey = (keyId: string) => keyId.startsWith('sandbox_');

/**
 * The one place that knows which gateway runs: the sandbox is paid through our own checkout,
 * anything else through Razorpay's. Both settle with the same outcome, so the subscription tab
 * never looks at the gateway.
 */
export function openCheckout(
  order: TUpgradeOrder,
  details: CheckoutDetails,
): Promise<CheckoutOutcome> {
  return isSandboxKey(order.razorpay_key_id)
    ? openSandboxCheckout(order, details)
    : openRazorpayCheckout(order, details);
}
