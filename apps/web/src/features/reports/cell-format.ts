import { useCallback } from 'react';
import { useGeneralSettings } from '../../auth/use-general-settings';
import type { CellKind, CellValue } from './report-kit';

const count = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat(undefined, {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const rate = new Intl.NumberFormat(undefined, { maximumFractionDigits: 3 });

/** Writes a report's cell: money in the organization's currency, counts, percents, tax rates. */
export function useCellFormat() {
  const { formatMoney } = useGeneralSettings();
  return useCallback(
    (value: CellValue, kind: CellKind, empty = '—'): string => {
      if (value === null || value === '') return empty;
      if (typeof value === 'string') return value;
      switch (kind) {
        case 'money':
          return formatMoney(value);
        case 'count':
          return count.format(value);
        case 'percent':
          return `${oneDecimal.format(value)}%`;
        case 'rate':
          return `${rate.format(value)}%`;
        case 'text':
          return String(value);
      }
    },
    [formatMoney],
  );
}
