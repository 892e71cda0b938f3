import { Button, type ButtonProps } from '@mantine/core';
import { SHIFT_MESSAGES, type TShift } from '@pos/contracts/shifts';
import { IconPrinter, IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { fetchShiftReportModel } from '../../api/receipt-models';
import { usePrintModel } from '../../components/print-queue';
import { usePdfOpener } from '../../components/use-pdf-opener';
import { shiftReportPath } from './api';

/** Opens the shift's report: the X report (figures so far) while open, the Z report once closed. */
export function ShiftReportButton({
  shift,
  ...props
}: { shift: Pick<TShift, '_id' | 'status'> } & ButtonProps) {
  const { t } = useTranslation('shifts');
  const pdf = usePdfOpener(shiftReportPath(shift._id), SHIFT_MESSAGES.reportFailed);
  const open = shift.status === 'open';
  const label = open ? t('X report') : t('Z report');
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
          {open ? t('Print X report') : t('Print Z report')}
        </Button>
      ) : null}
      <Button
        variant="default"
        leftSection={<IconReceipt size={16} aria-hidden />}
        onClick={pdf.open}
        disabled={pdf.busy}
        {...props}
      >
        {pdf.busy ? t('Generating...') : label}
      </Button>
    </>
  );
}
