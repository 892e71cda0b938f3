import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import type { Query } from '../../api/client';
import { saveBlob } from '../../lib/save-file';
import { useSharedT } from '../shared-text';
import { fetchCsv } from './resource-queries';
import type { CsvExportDef } from './types';

/** Downloads the list, with the screen's current search, filters and sort, as a CSV file. */
export function CsvExportButton({ csv, query }: { csv: CsvExportDef; query: Query }) {
  const t = useSharedT();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const { blob, rows, fileName } = await fetchCsv(csv.endpoint, query);
      if (rows === 0) {
        notifications.show({ color: 'yellow', message: t(csv.emptyText) });
        return;
      }
      saveBlob(blob, fileName);
    } catch (error) {
      console.error('CSV export failed', error);
      notifications.show({ color: 'red', message: t(csv.failureText) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      onClick={download}
      loading={busy}
    >
      {csv.buttonLabel ? t(csv.buttonLabel) : t('Download CSV')}
    </Button>
  );
}
