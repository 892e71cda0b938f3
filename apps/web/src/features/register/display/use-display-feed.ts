import { IDLE_DISPLAY, type TDisplayState } from '@pos/contracts/customer-display';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { queryKeys } from '../../../api/query-keys';
import { thisDevice } from '../offline/device';
import type { Checkout } from '../use-checkout';
import { displaysQuery, sendDisplayState } from './display-api';
import { cartDisplay, doneDisplay } from './display-state';

/** This browser's register device id (the one its offline sales carry), once read. */
export function useDeviceId() {
  const [id, setId] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    thisDevice()
      .then((d) => live && setId(d.id))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);
  return id;
}

/**
 * Sends the register's display state at each change while the register has a display in use
 * (docs/DESIGN.md, "Customer display"): one request at a time, then the latest state — a
 * burst of scans makes two requests, not one each, and they never arrive out of order. A failed
 * send (offline) is retried by the next change; the sale never waits for it. Leaving the
 * register (another page, signing out) leaves its displays on the welcome, not on a cart.
 */
export function useDisplayFeed(deviceId: string | null, state: TDisplayState) {
  const displays = useQuery(displaysQuery(deviceId));
  const inUse = (displays.data?.data.length ?? 0) > 0;
  const queryClient = useQueryClient();
  const feed = useRef<{ sending: boolean; latest: TDisplayState | null; sent: unknown }>({
    sending: false,
    latest: null,
    sent: null,
  });

  // The latest state goes out after the one on its way (`feed` is this register's only sender).
  const push = useCallback(
    (to: string, next: TDisplayState) => {
      const f = feed.current;
      f.latest = next;
      if (f.sending) return;
      f.sending = true;
      void (async () => {
        try {
          while (f.latest && f.latest !== f.sent) {
            const sending = f.latest;
            const answer = await sendDisplayState(to, sending).catch(() => null);
            if (!answer) {
              f.sent = null;
              break;
            }
            f.sent = sending;
            // Its displays are gone (disconnected elsewhere, ended): stop until one is paired.
            if (!answer.data.shown) {
              void queryClient.invalidateQueries({ queryKey: queryKeys.customerDisplays.all });
            }
          }
        } finally {
          f.sending = false;
        }
      })();
    },
    [queryClient],
  );

  useEffect(() => {
    // A display paired since the last send gets the cart as it is now.
    if (!deviceId || !inUse) feed.current.sent = null;
    else push(deviceId, state);
  }, [deviceId, inUse, state, push]);

  useEffect(() => {
    if (!deviceId || !inUse) return;
    return () => push(deviceId, IDLE_DISPLAY);
  }, [deviceId, inUse, push]);
}

/**
 * What this register's customer displays show: the cart being sold (with the change once the
 * cash handed over is typed), the thank-you once the sale is made, a welcome while the register
 * takes a return or an exchange (`selling` false) or has nothing rung up.
 */
export function useCustomerDisplay(deviceId: string | null, checkout: Checkout, selling: boolean) {
  const { cart, totals, giftCards, paid, money, done } = checkout;
  const cartShown = useMemo(
    () =>
      cartDisplay({
        cart,
        figures: totals,
        giftCards,
        taxIncluded: money.pricesIncludeTax,
        paid: paid.ok ? paid : null,
      }),
    [cart, totals, giftCards, money.pricesIncludeTax, paid],
  );
  const state = useMemo(
    () => (!selling ? IDLE_DISPLAY : done ? doneDisplay(cartShown, done.sale) : cartShown),
    [selling, done, cartShown],
  );
  useDisplayFeed(deviceId, state);
}
