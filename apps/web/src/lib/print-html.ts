const FRAME_ID = 'print-frame';

/**
 * Opens the browser's print dialog for a document made here (an offline receipt), from the same
 * hidden frame `printPdf` uses: nothing to fetch, so it works with no network. The frame stays
 * until the next print, so the dialog keeps its document while it is open.
 */
export function printHtml(html: string, title: string): Promise<void> {
  document.getElementById(FRAME_ID)?.remove();
  const frame = document.createElement('iframe');
  frame.id = FRAME_ID;
  frame.title = title;
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  Object.assign(frame.style, {
    position: 'fixed',
    right: '0',
    bottom: '0',
    width: '1px',
    height: '1px',
    border: '0',
    opacity: '0',
  });
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
    document.body.appendChild(frame);
  });
}
