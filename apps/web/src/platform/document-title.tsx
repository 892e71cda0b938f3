import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { useSession } from '../auth/session-context';
import { useSiteName } from './site-name';

/** What a route of router.tsx tells the browser tab, in its `handle`. */
interface RouteTitle {
  title: string;
}

/**
 * A route's part of the tab title: `{ path, element, ...titled(msg('Sign in')) }` — a `common`
 * key (a screen's label in SCREENS is one too), shown in the language the app speaks.
 */
export const titled = (title: string): { handle: RouteTitle } => ({ handle: { title } });

/** "Products · POS Back Office": the page, then the platform's site name. */
const documentTitle = (page: string | undefined, siteName: string) =>
  page ? `${page} · ${siteName}` : siteName;

/**
 * The browser tab and history read the page's title, the innermost one of the matched routes,
 * and the platform's site name. Rendered by the router's root route.
 */
export function DocumentTitle() {
  // Signing out empties the query cache, which would leave this long-lived component on a
  // query the cache no longer holds (a save of the name would not reach it); following the
  // session re-renders it then, which attaches it to the cache's new query.
  useSession();
  const { t } = useTranslation('common');
  const name = useSiteName();
  const page = useMatches()
    .map((match) => (match.handle as RouteTitle | undefined)?.title)
    .findLast((title) => title !== undefined);
  useEffect(() => {
    document.title = documentTitle(page === undefined ? undefined : t(page), name);
  }, [page, name, t]);
  return null;
}
