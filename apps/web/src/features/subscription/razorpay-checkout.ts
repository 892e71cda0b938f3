import { SUBSCRIPTION_MESSAGES as M } from '@pos/contracts/subscription';
import { i18n } from '../../lib/i18n';
import type { OpenCheckout, PaymentSuccess } from './checkout-outcome';

const SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

/** The part of Razorpay's Checkout (checkout.js) this app uses. */
interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill?: { name?: string; email?: string };
  handler: (response: PaymentSuccess) => void;
  modal: { ondismiss: () => void };
}
interface RazorpayFailure {
  error?: { description?: string; reason?: string };
}
interface RazorpayInstance {
  open(): void;
  close(): void;
  on(event: 'payment.failed', listener: (response: RazorpayFailure) => void): void;
}
type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<boolean> | null = null;

/**
 * Loads checkout.js on the first upgrade only: most visits never pay, and the script is a third
 * party's. A failed load is forgotten, so the next attempt tries again.
 */
function loadRazorpay(): Promise<boolean> {
  if (window.Razorpay) return Promise.resolve(true);
  loading ??= new Promise<boolean>((resolve) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => resolve(Boolean(window.Razorpay));
    script.onerror = () => {
      script.remove();
      loading = null;
      resolve(false);
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** Razorpay's own checkout overlay for an order the API created. */
export const openRazorpayCheckout: OpenCheckout = async (order, details) => {
  const Razorpay = (await loadRazorpay()) ? window.Razorpay : undefined;
  if (!Razorpay) return { status: 'unavailable', message: M.sdkMissing };

  return new Promise((resolve) => {
    let settled = false;
    const settle: typeof resolve = (outcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    const rzp = new Razorpay({
      key: order.razorpay_key_id,
      amount: order.amount,
      currency: order.currency,
      order_id: order.order_id,
      name: details.merchant,
      description: i18n.t('Upgrade to {{name}}', { ns: 'subscription', name: details.planLabel }),
      prefill: { name: details.customer.name, email: details.customer.email ?? undefined },
      handler: (payment) => settle({ status: 'paid', payment }),
      modal: { ondismiss: () => settle({ status: 'dismissed' }) },
    });
    // Razorpay keeps its overlay open to retry after a failure; one attempt is one outcome here,
    // so the reason reaches the page at once instead of after the overlay is closed.
    rzp.on('payment.failed', (response) => {
      settle({
        status: 'failed',
        reason:
          response.error?.description ||
          response.error?.reason ||
          i18n.t('Payment failed.', { ns: 'subscription' }),
      });
      rzp.close();
    });
    rzp.open();
  });
};
