import { Skeleton } from '@mantine/core';
import { SCREENS } from '@pos/contracts/permissions';
import { SHIFT_MESSAGES } from '@pos/contracts/shifts';
import { useTranslation } from 'react-i18next';
import { RecordPage } from '../../components/record-page';
import { shiftDetailQuery } from './api';
import { ShiftDetails, TITLE } from './shift-details';

/** One shift (/shifts/:id), its figures live while it is open. */
export default function ShiftDetailsPage() {
  const { t } = useTranslation('shifts');
  return (
    <RecordPage
      title={t(TITLE)}
      back={{ to: SCREENS.shifts.path, label: t('Back to Shifts') }}
      query={shiftDetailQuery}
      messages={{ notFound: SHIFT_MESSAGES.notFound, failed: SHIFT_MESSAGES.detailFailed }}
      loading={<Skeleton height={320} radius="md" />}
    >
      {(shift, back) => <ShiftDetails shift={shift} back={back} />}
    </RecordPage>
  );
}
