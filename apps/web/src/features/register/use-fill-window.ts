import { useCallback } from 'react';

/** The main area's bottom padding (AppShell's `lg`): the till ends where the page would. */
const BOTTOM = 20;
/** Below this the columns would hold too little to use: the page scrolls instead. */
const LEAST = 360;

/**
 * A ref that sets `--till-height` on its element to the window's height below the element's top
 * (measured at the page's top), again whenever something above it changes size (a banner, the
 * shift bar) or the window does.
 */
export function useFillWindow() {
  return useCallback((el: HTMLElement | null) => {
    if (!el) return;
    const fit = () => {
      const top = el.getBoundingClientRect().top + window.scrollY;
      const height = Math.max(LEAST, Math.floor(window.innerHeight - top - BOTTOM));
      el.style.setProperty('--till-height', `${height}px`);
    };
    fit();
    const watch = new ResizeObserver(fit);
    watch.observe(document.body);
    window.addEventListener('resize', fit);
    return () => {
      watch.disconnect();
      window.removeEventListener('resize', fit);
    };
  }, []);
}
