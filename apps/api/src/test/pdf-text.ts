import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The text a reader sees in a PDF, laid out as on the page (poppler's pdftotext, which
 * scripts/ensure-tools.mjs installs).
 */
export const pdfText = (pdf: Buffer): string => poppler('pdftotext', pdf, '-layout');

/** A poppler tool's output for a PDF (`pdffonts`, `pdfinfo`, `pdftotext`), its file last. */
export function poppler(tool: string, pdf: Buffer, ...args: string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'pdf-text-'));
  try {
    writeFileSync(path.join(dir, 'doc.pdf'), pdf);
    const file = path.join(dir, 'doc.pdf');
    return execFileSync(
      tool,
      tool === 'pdftotext' ? [...args, file, '-'] : [...args, file],
    ).toString();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
