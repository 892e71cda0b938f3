import { type SQL, sql } from 'drizzle-orm';

/**
 * When a subscription is expired (DESIGN §8), decided here only: its paid or trial period has
 * ended — whatever status was stored — or the gateway marked it expired. Expired: users can
 * still sign in, read, fix their settings and pay; other writes answer 402.
 *
 * Public to other modules: `isSubscriptionExpired` for a row in hand (the auth hook, the sale,
 * the subscription screen), `subscriptionExpiredSql` for SQL over the `subscriptions` table
 * (the operators' list and dashboard). The two say the same thing and change together.
 */
export function isSubscriptionExpired(sub: { status: string; validUntil: Date }, now = new Date()) {
  return sub.status === 'expired' || sub.validUntil.getTime() <= now.getTime();
}

/** The same rule over a `subscriptions` row in SQL; `s` is the row's alias in the query. */
export const subscriptionExpiredSql = (s: SQL = sql`s`) =>
  sql`(${s}.status = 'expired' or ${s}.valid_until <= now())`;
