import { Button, Group, Skeleton, Stack } from '@mantine/core';
import { ZId } from '@pos/contracts/list';
import { SCREENS } from '@pos/contracts/permissions';
import { SHIFT_MESSAGES } from '@pos/contracts/shifts';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../api/api-error';
import { isShiftNotFound, shiftDetailQuery } from '../../api/shifts';
import { ErrorAlert } from '../../components/error-alert';
import { PageFrame } from '../../components/page-frame';
import { ShiftDetails, TITLE } from './shift-details';

/** Issue 20 §1: one shift (/shifts/:id), its figures live while it is open. */
export default function ShiftDetailsPage() {
  const { id = '' } = useParams();
  const validId = ZId.safeParse(id).success;
  const detail = useQuery({ ...shiftDetailQuery(id), enabled: validId });

  const back = (
    <Button
      component={Link}
      to={SCREENS.shifts.path}
      variant="default"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
    >
      Back to Shifts
    </Button>
  );

  if (!validId || (detail.isError && isShiftNotFound(detail.error))) {
    return (
      <PageFrame title={TITLE} actions={back}>
        <ErrorAlert message={SHIFT_MESSAGES.notFound} />
      </PageFrame>
    );
  }
  if (detail.isError) {
    return (
      <PageFrame title={TITLE} actions={back}>
        <Stack gap="sm">
          <ErrorAlert message={errorMessage(detail.error, SHIFT_MESSAGES.detailFailed)} />
          <Group>
            <Button variant="default" onClick={() => detail.refetch()} loading={detail.isFetching}>
              Try again
            </Button>
          </Group>
        </Stack>
      </PageFrame>
    );
  }
  if (!detail.data) {
    return (
      <PageFrame title={TITLE} actions={back}>
        <Skeleton height={320} radius="md" />
      </PageFrame>
    );
  }
  return <ShiftDetails shift={detail.data} back={back} />;
}
