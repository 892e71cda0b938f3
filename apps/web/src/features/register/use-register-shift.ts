import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { generalSettingsQuery } from '../../api/session';
import { useGeneralSettings } from '../../auth/use-general-settings';
import { currentShiftQuery } from './api';
import type { LocalRegister } from './offline/use-local-register';

/**
 * The register's shift: the caller's open shift at this store as the server has it (or, while
 * the server cannot be reached, as last read), whether the organization sells only in one, and
 * whether a sale can be rung up now.
 */
export function useRegisterShift(storeId: string | undefined, local?: LocalRegister) {
  const { settings } = useGeneralSettings();
  const fresh = useQuery({ ...generalSettingsQuery(), staleTime: 60_000 });
  const required = fresh.data?.requireOpenShift ?? settings.requireOpenShift;
  const current = useQuery(currentShiftQuery(storeId));
  const keepShift = local?.keepShift;
  useEffect(() => {
    if (current.isSuccess) void keepShift?.(current.data);
  }, [current.isSuccess, current.data, keepShift]);
  // Back online: the shift is read again at once, not when someone clicks Try again.
  const online = local?.online ?? true;
  const { refetch, isError, isPending } = current;
  useEffect(() => {
    if (online && isError) void refetch();
  }, [online, isError, refetch]);
  // Offline, or read again after a failure: the shift as last read; its actions need the server.
  const stale = Boolean(local && !current.isSuccess && (!local.online || current.isError));
  const shift = stale ? (local?.shift ?? null) : (current.data ?? null);
  const known = current.isSuccess || stale;
  const blocked = required && known && !shift && online;
  // One object while nothing changed: the shift bar renders again only when the shift does.
  return useMemo(
    () => ({
      /** The first read of the shift is on its way. */
      loading: isPending,
      /** The shift could not be read; `retry` reads it again. */
      failed: isError,
      retry: refetch,
      shift,
      required,
      /** The shift shown is the one last read: pay-ins and closing wait for the server. */
      stale,
      /** The server says there is no open shift and the organization sells only in one. */
      blocked,
    }),
    [isPending, isError, refetch, shift, required, stale, blocked],
  );
}

export type RegisterShift = ReturnType<typeof useRegisterShift>;
