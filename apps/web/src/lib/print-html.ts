import { printFrame } from './print-pdf';

/**
 * Opens the browser's print dialog for a document made here (an offline receipt), from the same
 * hidden frame `printPdf` uses: nothing to fetch, so it works with no network. The frame stays
 * until the next print, so the dialog keeps its document while it is open.
 */
export function printHtml(html: string, title: string): Promise<void> {
  const frame = printFrame(title);
  return new Promise((resolve) => {
    frame.onload = () => {
      try {
        frame.contentWindow?.focus();
        frame.contentWindow?.print();
      } finally {
        resolve();
      }
    };
    frame.srcdoc = html;
    document.body.append(frame);
  });
}
