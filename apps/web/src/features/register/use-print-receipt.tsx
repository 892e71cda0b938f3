import { Alert, Anchor } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/api-error';
import { printPdf } from '../../lib/print-pdf';
import { RECEIPT_URL_LIFETIME_MS } from './api';

type Notice = { kind: 'failed'; message: string } | { kind: 'blocked'; url: string } | null;

/**
 * Printing a receipt at the register (a sale's, a return's): the PDF is fetched with the token,
 * printed from a hidden frame, else opened in a tab; its object URL is released after
 * RECEIPT_URL_LIFETIME_MS. `notice` is what the cashier is told when that fails or the tab is
 * blocked (then a link, until the URL is released).
 */
export function usePrintReceipt(fetchReceipt: () => Promise<Blob>): {
  print: () => Promise<void>;
  printing: boolean;
  notice: ReactNode;
} {
  const { t } = useTranslation('register');
  const [printing, setPrinting] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  const print = async () => {
    setNotice(null);
    setPrinting(true);
    try {
      const url = URL.createObjectURL(await fetchReceipt());
      setTimeout(() => {
        URL.revokeObjectURL(url);
        setNotice((n) => (n?.kind === 'blocked' && n.url === url ? null : n));
      }, RECEIPT_URL_LIFETIME_MS);
      // The print dialog at once; where the page cannot print a PDF, the receipt in a tab (a
      // slow answer may have outlived the click's permission to open one: then a link).
      if (!(await printPdf(url)) && !window.open(url, '_blank')) {
        setNotice({ kind: 'blocked', url });
      }
    } catch (error) {
      console.error('Receipt failed', error);
      setNotice({
        kind: 'failed',
        message: t('The receipt could not be printed: {{reason}}', {
          reason: errorMessage(error, t('unknown error')),
        }),
      });
    } finally {
      setPrinting(false);
    }
  };

  return { print, printing, notice: <ReceiptNotice notice={notice} /> };
}

function ReceiptNotice({ notice }: { notice: Notice }) {
  const { t } = useTranslation('register');
  if (notice?.kind === 'failed') {
    return (
      <Alert color="red" variant="light" role="alert">
        {notice.message}
      </Alert>
    );
  }
  if (notice?.kind === 'blocked') {
    return (
      <Alert color="yellow" variant="light">
        {t('The browser blocked the new tab.')}{' '}
        <Anchor href={notice.url} target="_blank" rel="noopener">
          {t('Open the receipt')}
        </Anchor>
      </Alert>
    );
  }
  return null;
}
