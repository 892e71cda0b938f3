import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The text a reader sees in a PDF, laid out as on the page (poppler's pdftotext, which
 * scripts/ensure-tools.mjs installs).
 */
export function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'pdf-text-'));
  try {
    writeFileSync(path.join(dir, 'doc.pdf'), pdf);
    return execFileSync('pdftotext', ['-layout', path.join(dir, 'doc.pdf'), '-']).toString();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
