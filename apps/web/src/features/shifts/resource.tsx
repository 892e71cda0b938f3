// i18n-pending — words still written here, not yet from the catalogs
import { Anchor } from '@mantine/core';
import { SHIFT_MESSAGES, SHIFT_STATUSES, type TShiftRow } from '@pos/contracts/shifts';
import { Link } from 'react-router';
import { ALL_STORES } from '../../api/options';
import { column, isId } from '../../components/resource-list/columns';
import { defineResource } from '../../components/resource-list/types';
import { formatDateTime } from '../../lib/dates';
import { type ShiftsQuery, shiftPath, shiftsApi } from './api';
import { AmountText, DifferenceText, ShiftStatusBadge } from './shift-cells';

/**
 * When the shift opened, as a link to its details: the row is clickable with the mouse, and this
 * link is the keyboard's way in.
 */
function OpenedLink({ shift }: { shift: TShiftRow }) {
  return (
    <Anchor
      component={Link}
      to={shiftPath(shift._id)}
      size="sm"
      aria-label={`Open the shift of ${shift.userName} opened ${formatDateTime(shift.openedAt)}`}
    >
      {formatDateTime(shift.openedAt)}
    </Anchor>
  );
}

/**
 * Shifts: read only (shifts are opened and closed at the register), each row opening
 * its details. A cashier sees their own shifts; manage_shifts, everyone's (the API decides).
 * Expected, counted and the difference are known once the shift is closed.
 */
export const shiftsResource = defineResource<TShiftRow, ShiftsQuery>({
  ...shiftsApi,
  title: 'Shifts',
  itemTitle: 'Shift',
  screen: 'shifts',
  columns: [
    column('opened', 'Opened', (s) => <OpenedLink shift={s} />, {
      sortKey: 'openedAt',
      nowrap: true,
    }),
    column('cashier', 'Cashier', (s) => s.userName),
    column('store', 'Store', (s) => s.storeName),
    column('status', 'Status', (s) => <ShiftStatusBadge status={s.status} />, { nowrap: true }),
    column('float', 'Opening float', (s) => <AmountText amount={s.openingFloat} />, {
      nowrap: true,
    }),
    column('expected', 'Expected', (s) => <AmountText amount={s.expectedCash} />, {
      nowrap: true,
    }),
    column('counted', 'Counted', (s) => <AmountText amount={s.countedCash} />, { nowrap: true }),
    column('difference', 'Difference', (s) => <DifferenceText difference={s.difference} />, {
      nowrap: true,
    }),
  ],
  filters: [
    {
      kind: 'select',
      param: 'status',
      label: 'Status',
      placeholder: 'Open and closed',
      options: SHIFT_STATUSES.map((s) => ({ value: s, label: s === 'open' ? 'Open' : 'Closed' })),
    },
    {
      kind: 'select',
      param: 'storeId',
      label: 'Store',
      placeholder: 'All stores',
      options: ALL_STORES,
      isValid: isId,
    },
    { kind: 'date', param: 'fromDate', label: 'Opened From' },
    { kind: 'date', param: 'toDate', label: 'Opened To' },
  ],
  searchPlaceholder: 'Search cashier or store',
  defaultSort: '-openedAt',
  itemName: (s) => `Shift of ${s.userName}, ${formatDateTime(s.openedAt)}`,
  hideRowActions: true,
  deletable: false,
  rowHref: (s) => shiftPath(s._id),
  csvExport: {
    endpoint: '/shifts/export.csv',
    emptyText: SHIFT_MESSAGES.csvEmpty,
    failureText: SHIFT_MESSAGES.csvFailed,
  },
});
