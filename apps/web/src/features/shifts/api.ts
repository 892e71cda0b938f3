import type {
  TShift,
  ZCashMovementBody,
  ZNoSaleBody,
  ZShiftCloseBody,
  ZShiftOpenBody,
  ZShiftsQuery,
} from '@pos/contracts/shifts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { isRecordNotFound } from '../../api/api-error';
import { api } from '../../api/client';
import { resourceKeys } from '../../api/query-keys';
import { type ListQuery, resourceApi } from '../../components/resource-list/types';

/**
 * Shifts: the list, one shift with its figures and report, and the writes of the register's shift
 * bar (open, pay in and out, close). The caller's open shift at a store is the register's own
 * read (`currentShiftQuery` in features/register/api.ts); a write here refreshes it, as its key
 * is under the shifts root of the key factory.
 */

type ShiftAnswer = { data: TShift; message: string };

/** A shift: `GET /shifts/:id` in the API, and its details page in the app (router.tsx). */
export const shiftPath = (id: string) => `/shifts/${encodeURIComponent(id)}`;
/** The X report while the shift is open, the Z report once it is closed. */
export const shiftReportPath = (id: string) => `${shiftPath(id)}/report.pdf`;

/** GET /shifts/:id: the shift with its figures (live while open) and cash movements. */
export const shiftDetailQuery = (id: string) =>
  queryOptions({
    queryKey: resourceKeys('shifts').detail(id),
    queryFn: ({ signal }) => api.get<{ data: TShift }>(shiftPath(id), undefined, { signal }),
    select: (r) => r.data,
    retry: (count, error) => !isRecordNotFound(error) && count < 2,
  });

/** A shift's write: its answer is the shift as it is now; every shift view reloads. */
function useShiftWrite<B>(send: (body: B) => Promise<ShiftAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) =>
      queryClient.setQueryData(resourceKeys('shifts').detail(answer.data._id), {
        data: answer.data,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: resourceKeys('shifts').all }),
  });
}

/** The bodies the forms send: what the contracts parse them to. */
type Body<S extends z.ZodType> = z.output<S>;

/** POST /shifts/open at the register's store. */
export const useOpenShift = () =>
  useShiftWrite((body: Body<typeof ZShiftOpenBody>) => api.post<ShiftAnswer>('/shifts/open', body));

/** POST /shifts/:id/cash-movements: a pay-in or pay-out with its reason. */
export const useCashMovement = (shiftId: string) =>
  useShiftWrite((body: Body<typeof ZCashMovementBody>) =>
    api.post<ShiftAnswer>(`${shiftPath(shiftId)}/cash-movements`, body),
  );

/** POST /shifts/:id/no-sale: the drawer opened without a sale, and why (open_drawer). */
export const useNoSale = (shiftId: string) =>
  useShiftWrite((body: Body<typeof ZNoSaleBody>) =>
    api.post<ShiftAnswer>(`${shiftPath(shiftId)}/no-sale`, body),
  );

/** POST /shifts/:id/close with the counted cash: final. */
export const useCloseShift = (shiftId: string) =>
  useShiftWrite((body: Body<typeof ZShiftCloseBody>) =>
    api.post<ShiftAnswer>(`${shiftPath(shiftId)}/close`, body),
  );

/** GET /shifts: shifts are opened and closed at the register; the list is read only. */
export const shiftsApi = resourceApi('/shifts', 'shifts');

export type ShiftsQuery = ListQuery<typeof ZShiftsQuery>;
