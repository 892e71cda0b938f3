import { i18n } from './i18n';

const FRAME_ID = 'print-frame';
const LOAD_TIMEOUT_MS = 5000;

/**
 * The hidden frame a document is printed from, replacing the last one (not yet in the page).
 * Not display:none: a frame that is not rendered does not load a PDF viewer to print from.
 */
export function printFrame(title: string): HTMLIFrameElement {
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
  return frame;
}

/**
 * Opens the browser's print dialog for a PDF (a blob URL of this page), from a hidden frame:
 * the cashier prints without a tab to find and close. Resolves false when the frame cannot
 * print it (a browser without a PDF viewer in frames); the caller then opens it in a tab. The
 * frame stays until the next print, so the dialog keeps its document while it is open.
 */
export function printPdf(url: string): Promise<boolean> {
  const frame = printFrame(i18n.t('Receipt to print'));
  return new Promise((resolve) => {
    // A browser that downloads the PDF instead may never say the frame loaded.
    const giveUp = setTimeout(() => resolve(false), LOAD_TIMEOUT_MS);
    frame.onload = () => {
      clearTimeout(giveUp);
      try {
        frame.contentWindow?.focus();
        frame.contentWindow?.print();
        resolve(Boolean(frame.contentWindow));
      } catch {
        resolve(false);
      }
    };
    frame.src = url;
    document.body.append(frame);
  });
}
