import { Button, Group, Stack } from '@mantine/core';
import { ZId } from '@pos/contracts/list';
import { IconArrowLeft } from '@tabler/icons-react';
import {
  type DefaultError,
  type QueryKey,
  type UseQueryOptions,
  useQuery,
} from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessage, isRecordNotFound } from '../api/api-error';
import { ErrorAlert } from './error-alert';
import { PageFrame } from './page-frame';
import { useSharedT } from './shared-text';

/**
 * The page of one record named by the address's `:id` (a sale, a shift): its query, and the same
 * frame around it while it loads, when loading failed (with Try again) and when there is no such
 * record — an id that is not one is never asked for, and it and the API's not-found both show
 * `notFound`. The loaded record is drawn by `children`, which gets the Back button for its header.
 */
export function RecordPage<TAnswer, TRecord, TKey extends QueryKey>({
  title,
  back,
  query,
  messages,
  loading,
  children,
}: {
  /** Texts (title, Back's label, messages): translated by the feature, or `common` keys. */
  title: string;
  /** Where Back goes and what it says ("Back to Shifts"). */
  back: { to: string; label: string };
  query: (id: string) => UseQueryOptions<TAnswer, DefaultError, TRecord, TKey>;
  messages: { notFound: string; failed: string };
  /** The record's shape while it loads. */
  loading: ReactNode;
  children: (record: TRecord, back: ReactNode) => ReactNode;
}) {
  const t = useSharedT();
  const { id = '' } = useParams();
  const validId = ZId.safeParse(id).success;
  const detail = useQuery({ ...query(id), enabled: validId });

  const backButton = (
    <Button
      component={Link}
      to={back.to}
      variant="default"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
    >
      {t(back.label)}
    </Button>
  );

  let body: ReactNode;
  if (!validId || (detail.isError && isRecordNotFound(detail.error))) {
    body = <ErrorAlert message={messages.notFound} />;
  } else if (detail.isError) {
    // A failed refetch too: the page never shows a record it could not reload.
    body = (
      <Stack gap="sm">
        <ErrorAlert message={errorMessage(detail.error, messages.failed)} />
        <Group>
          <Button variant="default" onClick={() => detail.refetch()} loading={detail.isFetching}>
            {t('Try again')}
          </Button>
        </Group>
      </Stack>
    );
  } else if (detail.data === undefined) {
    body = loading;
  } else {
    return children(detail.data, backButton);
  }
  return (
    <PageFrame title={t(title)} actions={backButton}>
      {body}
    </PageFrame>
  );
}
