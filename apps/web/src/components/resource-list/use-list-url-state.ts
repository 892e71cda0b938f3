import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  applyChange,
  type ListChange,
  type ListConfig,
  type ListState,
  parseListState,
  toSearchParams,
  withForeignParams,
} from './list-url-state';

/**
 * The list state read from and written to the URL. Typing in the search box replaces the history
 * entry (one entry per search, not per pause); pages, sorts and filters push one, so Back works.
 * Parameters the list does not own (a page's `?tab=`) are left as they are.
 */
export function useListUrlState(
  config: ListConfig,
): [ListState, (change: ListChange, opts?: { replace?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseListState(params, config), [params, config]);
  const update = useCallback(
    (change: ListChange, opts?: { replace?: boolean }) => {
      setParams(
        (prev) =>
          withForeignParams(
            prev,
            toSearchParams(applyChange(parseListState(prev, config), change)),
            config,
          ),
        { replace: opts?.replace ?? false },
      );
    },
    [setParams, config],
  );
  return [state, update];
}
