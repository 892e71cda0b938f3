import { Anchor, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchPdf, PDF_URL_LIFETIME_MS } from '../api/pdf';

/**
 * Fetches a PDF with the bearer token (a plain link could not send it) and opens it in a new tab;
 * the object URL is released after a minute. `busy` drives the "Generating..." label. `source` is
 * the API's path of the PDF, or a feature's own fetcher (a PDF with a query of its own).
 */
export function usePdfOpener(source: string | (() => Promise<Blob>), failureText: string) {
  const { t } = useTranslation('common');
  const [busy, setBusy] = useState(false);

  const open = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const pdf = typeof source === 'string' ? await fetchPdf(source) : await source();
      const url = URL.createObjectURL(pdf);
      setTimeout(() => URL.revokeObjectURL(url), PDF_URL_LIFETIME_MS);
      // A slow answer may have outlived the click's permission to open a tab: offer a link then.
      if (!window.open(url, '_blank')) {
        notifications.show({
          color: 'yellow',
          autoClose: PDF_URL_LIFETIME_MS,
          message: (
            <Text size="sm">
              {t('The browser blocked the new tab.')}{' '}
              <Anchor href={url} target="_blank" rel="noopener">
                {t('Open the PDF')}
              </Anchor>
            </Text>
          ),
        });
      }
    } catch (error) {
      console.error(`PDF ${typeof source === 'string' ? source : 'download'} failed`, error);
      notifications.show({ color: 'red', message: failureText });
    } finally {
      setBusy(false);
    }
  };

  return { busy, open };
}
