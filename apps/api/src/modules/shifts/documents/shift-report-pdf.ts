import type { TGeneralSettings } from '@pos/contracts/settings';
import { reportKind, shiftReport } from '@pos/contracts/shift-report-model';
import type { TShift } from '@pos/contracts/shifts';
import { drawBlocks, receiptFormat } from '../../sales/documents/receipt-blocks.js';
import { M, renderTillRoll } from '../../sales/documents/till-roll.js';

/** Everything a shift report prints, gathered by the caller: the renderer queries nothing. */
export interface ShiftReport {
  shift: TShift;
  organizationName: string;
  settings: TGeneralSettings;
  /** IANA zone the times print in. */
  timeZone: string;
  /** Language tag whose digit grouping the amounts print with. */
  locale: string;
  /** When the report is printed (an X report's figures are those of this moment). */
  printedAt: Date;
}

/** The shift's X or Z report on the 80 mm roll of the receipt. */
export function renderShiftReportPdf(r: ShiftReport): Promise<Buffer> {
  const kind = reportKind(r.shift) === 'x' ? 'X report' : 'Z report';
  return renderTillRoll(
    {
      title: `${kind} ${r.shift.store.name} ${r.shift.openedAt.slice(0, 10)}`,
      author: r.organizationName,
      settings: r.settings,
      locale: r.locale,
    },
    (c) => {
      const blocks = shiftReport(
        r.shift,
        r.organizationName,
        receiptFormat(c.money, r),
        r.printedAt.toISOString(),
      );
      return drawBlocks(c, blocks, { logo: null, barcode: null }, M) + M;
    },
  );
}
