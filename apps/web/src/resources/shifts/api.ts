import type { ZShiftsQuery } from '@pos/contracts/shifts';
import { type ListQuery, resourceApi } from '../../components/resource-list/types';

/** GET /shifts: shifts are opened and closed at the register; the list is read only. */
export const shiftsApi = resourceApi('/shifts', 'shifts');

export type ShiftsQuery = ListQuery<typeof ZShiftsQuery>;

export const shiftDetailsPath = (id: string) => `/shifts/${encodeURIComponent(id)}`;
