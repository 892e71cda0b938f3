import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { type Query, requestFile } from '../../api/client';
import { saveBlob } from '../../lib/save-file';
import type { CsvExportDef } from './types';

/** Rows in a CSV answer: X-Total-Count when the API sends it, else the lines after the header. */
async function rowCountOf(blob: Blob, headers: Headers): Promise<number> {
  const header = headers.get('X-Total-Count');
  if (header !== null && /^\d+$/.test(header.trim())) return Number(header);
  const lines = (await blob.text()).split(/\r?\n/).filter((line) => line.trim() !== '');
  return Math.max(0, lines.length - 1);
}

/** Downloads the list, with the screen's current search, filters and sort, as a CSV file. */
export function CsvExportButton({ csv, query }: { csv: CsvExportDef; query: Query }) {
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const { blob, headers } = await requestFile(csv.endpoint, query, { accept: 'text/csv' });
      if ((await rowCountOf(blob, headers)) === 0) {
        notifications.show({ color: 'yellow', message: csv.emptyText });
        return;
      }
      saveBlob(blob, csv.fileName());
    } catch (error) {
      console.error('CSV export failed', error);
      notifications.show({ color: 'red', message: csv.failureText });
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
      {csv.buttonLabel ?? 'Download CSV'}
    </Button>
  );
}
