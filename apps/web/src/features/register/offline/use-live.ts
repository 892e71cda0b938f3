import { liveQuery } from 'dexie';
import { useEffect, useRef, useState } from 'react';

/**
 * A Dexie query kept current: it runs again whenever what it read changes (in any tab). `key`
 * names what it reads (the database): a new key starts a new query.
 */
export function useLive<T>(query: () => Promise<T>, key: string, initial: T): T {
  const [value, setValue] = useState<T>(initial);
  const latest = useRef(query);
  latest.current = query;
  useEffect(() => {
    const subscription = liveQuery(() => latest.current()).subscribe({
      next: setValue,
      error: (error) => console.error(`Register data (${key}) could not be read`, error),
    });
    return () => subscription.unsubscribe();
  }, [key]);
  return value;
}
