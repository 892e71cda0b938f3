import type { TUpgradeOrder } from '@pos/contracts/subscription';

/** What a checkout hands back on success: the gateway's signed payment, verified by the API. */
export interface PaymentSuccess {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export type CheckoutOutcome =
  | { status: 'paid'; payment: PaymentSuccess }
  /** The gateway refused the payment; `reason` follows "Upgrade payment failed: ". */
  | { status: 'failed'; reason: string }
  /** The checkout could not run at all (SDK missing, network down); shown as it is. */
  | { status: 'unavailable'; message: string }
  /** The user closed the checkout without paying. */
  | { status: 'dismissed' };

export interface CheckoutDetails {
  /** "Basic": what is being bought, for the checkout's title and description. */
  planLabel: string;
  /** Who is paid, as the checkout names it: the platform's site name. */
  merchant: string;
  customer: { name: string; email: string | null };
}

/** Every gateway's checkout: opens over the page, settles once. */
export type OpenCheckout = (
  order: TUpgradeOrder,
  details: CheckoutDetails,
) => Promise<CheckoutOutcome>;
