import { Anchor } from '@mantine/core';
import { SHIFT_MESSAGES, SHIFT_STATUSES, type TShiftRow } from '@pos/contracts/shifts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ALL_STORES } from '../../api/options';
import { column, isId } from '../../components/resource-list/columns';
import { defineResource } from '../../components/resource-list/types';
import { formatDateTime } from '../../lib/dates';
import { i18n, msg } from '../../lib/i18n';
import { type ShiftsQuery, shiftPath, shiftsApi } from './api';
import { AmountText, DifferenceText, ShiftStatusBadge } from './shift-cells';

/**
 * When the shift opened, as a link to its details: the row is clickable with the mouse, and this
 * link is the keyboard's way in.
 */
function OpenedLink({ shift }: { shift: TShiftRow }) {
  const { t } = useTranslation('shifts');
  return (
    <Anchor
      component={Link}
      to={shiftPath(shift._id)}
      size="sm"
      aria-label={t('Open the shift of {{name}} opened {{date}}', {
        name: shift.userName,
        date: formatDateTime(shift.openedAt),
      })}
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
  title: msg('Shifts'),
  itemTitle: msg('Shift'),
  screen: 'shifts',
  namespace: 'shifts',
  columns: [
    column('opened', msg('Opened'), (s) => <OpenedLink shift={s} />, {
      sortKey: 'openedAt',
      nowrap: true,
    }),
    column('cashier', msg('Cashier'), (s) => s.userName),
    column('store', msg('Store'), (s) => s.storeName),
    column('status', msg('Status'), (s) => <ShiftStatusBadge status={s.status} />, {
      nowrap: true,
    }),
    column('float', msg('Opening float'), (s) => <AmountText amount={s.openingFloat} />, {
      nowrap: true,
    }),
    column('expected', msg('Expected'), (s) => <AmountText amount={s.expectedCash} />, {
      nowrap: true,
    }),
    column('counted', msg('Counted'), (s) => <AmountText amount={s.countedCash} />, {
      nowrap: true,
    }),
    column('difference', msg('Difference'), (s) => <DifferenceText difference={s.difference} />, {
      nowrap: true,
    }),
  ],
  filters: [
    {
      kind: 'select',
      param: 'status',
      label: msg('Status'),
      placeholder: msg('Open and closed'),
      options: SHIFT_STATUSES.map((s) => ({
        value: s,
        label: s === 'open' ? msg('Open') : msg('Closed'),
      })),
    },
    {
      kind: 'select',
      param: 'storeId',
      label: msg('Store'),
      placeholder: msg('All stores'),
      options: ALL_STORES,
      isValid: isId,
    },
    { kind: 'date', param: 'fromDate', label: msg('Opened From') },
    { kind: 'date', param: 'toDate', label: msg('Opened To') },
  ],
  searchPlaceholder: msg('Search cashier or store'),
  defaultSort: '-openedAt',
  itemName: (s) =>
    i18n.t('Shift of {{name}}, {{date}}', {
      ns: 'shifts',
      name: s.userName,
      date: formatDateTime(s.openedAt),
    }),
  hideRowActions: true,
  deletable: false,
  rowHref: (s) => shiftPath(s._id),
  csvExport: {
    endpoint: '/shifts/export.csv',
    emptyText: SHIFT_MESSAGES.csvEmpty,
    failureText: SHIFT_MESSAGES.csvFailed,
  },
});
