import { useEffect } from 'react';
import { useSession } from '../auth/session-context';
import { useSiteName } from './site-name';

/** The browser tab and history read the platform's site name. */
export function DocumentTitle() {
  // Signing out empties the query cache, which would leave this long-lived component on a
  // query the cache no longer holds (a save of the name would not reach it); following the
  // session re-renders it then, which attaches it to the cache's new query.
  useSession();
  const name = useSiteName();
  useEffect(() => {
    document.title = name;
  }, [name]);
  return null;
}
