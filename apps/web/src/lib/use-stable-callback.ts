import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function that stays the same from render to render and calls the latest `fn`: an event
 * handler that reads the current state (the cart being sold) without making the memoised parts
 * it is handed to render again whenever that state changes. For events only, not for render.
 */
export function useStableCallback<A extends unknown[], R>(
  fn: (...args: A) => R,
): (...args: A) => R {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
