// i18n-pending — words still written here, not yet from the catalogs
import { Button, type ButtonProps } from '@mantine/core';
import { SHIFT_MESSAGES, type TShift } from '@pos/contracts/shifts';
import { IconPrinter, IconReceipt } from '@tabler/icons-react';
import { fetchShiftReportModel } from '../../api/receipt-models';
import { usePrintModel } from '../../components/print-queue';
import { usePdfOpener } from '../../components/use-pdf-opener';
import { shiftReportPath } from './api';

/** Opens the shift's report: the X report (figures so far) while open, the Z report once closed. */
export function ShiftReportButton({
  shift,
  ...props
}: { shift: Pick<TShift, '_id' | 'status'> } & ButtonProps) {
  const pdf = usePdfOpener(shiftReportPath(shift._id), SHIFT_MESSAGES.reportFailed);
  const label = shift.status === 'open' ? 'X report' : 'Z report';
  // With a receipt printer: printed on it, through its queue; the PDF beside it.
  const printModel = usePrintModel();
  return (
    <>
      {printModel ? (
        <Button
          variant="default"
          leftSection={<IconPrinter size={16} aria-hidden />}
          onClick={() => printModel(label, () => fetchShiftReportModel(shift._id))}
          {...props}
        >
          {`Print ${label}`}
        </Button>
      ) : null}
      <Button
        variant="default"
        leftSection={<IconReceipt size={16} aria-hidden />}
        onClick={pdf.open}
        disabled={pdf.busy}
        {...props}
      >
        {pdf.busy ? 'Generating...' : label}
      </Button>
    </>
  );
}
