import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp, useTestApp } from '../../test/test-app.js';

const t = useTestApp();
let owner: Awaited<ReturnType<typeof signUp>>;
const NAMES = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo'];
beforeAll(async () => {
  owner = await signUp(t);
  for (const [i, name] of NAMES.entries()) {
    const res = await t.as(owner).post('products', {
      name: `${name} wholegrain crackers family pack`,
      price: 1234.5 + i,
      stock: 1,
      sku: `SHEET-${name.toUpperCase()}`,
    });
    expect(res.statusCode).toBe(201);
  }
});

const MM = 72 / 25.4;
const IN = 72;

/**
 * The label stock as its maker measures it, in PDF points from the page's top left — written
 * out here, not read from the contracts, so a wrong number there fails.
 */
const STOCK = {
  // Avery 3474: 3 × 8 of 70 × 37 mm, edge to edge, 0.5 mm above.
  'a4-3x8': {
    page: [210 * MM, 297 * MM],
    cols: 3,
    rows: 8,
    w: 70 * MM,
    h: 37 * MM,
    top: 0.5 * MM,
    left: 0,
    gapX: 0,
  },
  // Zweckform 3657: 4 × 10 of 48.5 × 25.4 mm, 8 mm at the sides, 21.5 mm above.
  'a4-4x10': {
    page: [210 * MM, 297 * MM],
    cols: 4,
    rows: 10,
    w: 48.5 * MM,
    h: 25.4 * MM,
    top: 21.5 * MM,
    left: 8 * MM,
    gapX: 0,
  },
  // Avery 5160: 3 × 10 of 2 5/8 × 1 in, 1/2 in above, 3/16 in at the sides, 1/8 in between.
  'letter-3x10': {
    page: [8.5 * IN, 11 * IN],
    cols: 3,
    rows: 10,
    w: 2.625 * IN,
    h: 1 * IN,
    top: 0.5 * IN,
    left: 0.1875 * IN,
    gapX: 0.125 * IN,
  },
} as const;
type Sheet = keyof typeof STOCK;

/** Labels keep 6 pt clear inside their edges (LABEL_INSET in the contracts). */
const INSET = 6;

function cell(sheet: Sheet, position: number) {
  const s = STOCK[sheet];
  const [col, row] = [position % s.cols, Math.floor(position / s.cols)];
  const x = s.left + col * (s.w + s.gapX);
  const y = s.top + row * s.h;
  return { x, y, right: x + s.w, bottom: y + s.h };
}

interface Box {
  x: number;
  y: number;
  right: number;
  bottom: number;
}

/**
 * Where pdfkit drew each image, page by page, from the content streams: `w 0 0 -h x y+h cm` and
 * `/I… Do` in its top-left coordinates (the page starts with `1 0 0 -1 0 H cm`).
 */
function imageBoxes(pdf: Buffer): Box[][] {
  const pages: Box[][] = [];
  const raw = pdf.toString('latin1');
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = (m.index ?? 0) + m[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    if (!content.startsWith('1 0 0 -1 0 ')) continue;
    pages.push(
      [...content.matchAll(/([\d.]+) 0 0 -([\d.]+) ([\d.]+) ([\d.]+) cm\n\/I\d+ Do/g)].map((d) => {
        const [w, h, x, yh] = d.slice(1).map(Number) as [number, number, number, number];
        return { x, y: yh - h, right: x + w, bottom: yh };
      }),
    );
  }
  return pages;
}

/** The words poppler finds on each page, with their boxes in points from the top left. */
function wordsOf(pdf: Buffer): { text: string; box: Box }[][] {
  const dir = mkdtempSync(path.join(tmpdir(), 'sheets-'));
  try {
    writeFileSync(path.join(dir, 'l.pdf'), pdf);
    execFileSync('pdftotext', ['-bbox', path.join(dir, 'l.pdf'), path.join(dir, 'l.html')]);
    const html = readFileSync(path.join(dir, 'l.html'), 'utf8');
    return html
      .split('<page ')
      .slice(1)
      .map((page) =>
        [
          ...page.matchAll(
            /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
          ),
        ].map((w) => ({
          text: w[5] ?? '',
          box: { x: Number(w[1]), y: Number(w[2]), right: Number(w[3]), bottom: Number(w[4]) },
        })),
      );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Every barcode a page holds, read from a 200 dpi rendering as a scanner would. */
function scanPages(pdf: Buffer): string[][] {
  const dir = mkdtempSync(path.join(tmpdir(), 'sheets-'));
  try {
    writeFileSync(path.join(dir, 'l.pdf'), pdf);
    execFileSync('pdftoppm', ['-gray', '-r', '200', path.join(dir, 'l.pdf'), path.join(dir, 'p')]);
    const pages = readdirSync(dir).filter((f) => f.endsWith('.pgm'));
    return pages.sort().map((f) =>
      execFileSync('zbarimg', ['-q', path.join(dir, f)], { stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim()
        .split('\n')
        .sort(),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.01 &&
  inner.y >= outer.y - 0.01 &&
  inner.right <= outer.right + 0.01 &&
  inner.bottom <= outer.bottom + 0.01;

describe('label sheets', () => {
  for (const sheet of Object.keys(STOCK) as Sheet[]) {
    it(`${sheet}: labels sit in the stock's cells from the start position on, then a new sheet`, async () => {
      const s = STOCK[sheet];
      const perSheet = s.cols * s.rows;
      // Start two before the end of the sheet: two labels there, three on the next sheet.
      const start = perSheet - 1;
      const res = await t.as(owner).post('labels/generate', {
        products: NAMES.map((n) => ({ sku: `SHEET-${n.toUpperCase()}`, copies: 1 })),
        labelSize: sheet,
        startPosition: start,
      });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      const pdf = res.rawPayload;
      const [pw, ph] = s.page;
      const media = pdf.toString('latin1').match(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/);
      expect(Number(media?.[1])).toBeCloseTo(pw, 1);
      expect(Number(media?.[2])).toBeCloseTo(ph, 1);

      // Label i is at position start - 1 + i, across then down, sheet after sheet.
      const placed = NAMES.map((name, i) => {
        const slot = start - 1 + i;
        return { name, page: Math.floor(slot / perSheet), cell: cell(sheet, slot % perSheet) };
      });
      const images = imageBoxes(pdf);
      const words = wordsOf(pdf);
      expect(images.map((p) => p.length)).toEqual([2, 3]);
      expect(words).toHaveLength(2);
      const onPage = [0, 0];
      for (const p of placed) {
        const index = onPage[p.page] ?? 0;
        onPage[p.page] = index + 1;
        const barcode = images[p.page]?.[index];
        // The barcode: inside the label with the inset kept, centred across it.
        const clear = {
          x: p.cell.x + INSET,
          y: p.cell.y + INSET,
          right: p.cell.right - INSET,
          bottom: p.cell.bottom - INSET,
        };
        expect(barcode && inside(barcode, clear), `${p.name}'s barcode in its cell`).toBe(true);
        expect((barcode?.x ?? 0) + (barcode?.right ?? 0)).toBeCloseTo(p.cell.x + p.cell.right, 0);
        // The name starts at the label's top left corner, inset; the name and price stay inside.
        const name = words[p.page]?.find((w) => w.text === p.name);
        expect(name, `${p.name} on page ${p.page + 1}`).toBeDefined();
        expect(Math.abs((name?.box.x ?? 0) - clear.x)).toBeLessThan(1);
        expect(Math.abs((name?.box.y ?? 0) - clear.y)).toBeLessThan(2);
        const own = words[p.page]?.filter((w) => inside(w.box, p.cell)) ?? [];
        expect(own.map((w) => w.text)).toEqual(
          expect.arrayContaining([
            p.name,
            'wholegrain',
            `$${(1234.5 + NAMES.indexOf(p.name)).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
          ]),
        );
      }
      // Nothing else is drawn: every word of a page is inside one of its labels.
      for (const [page, list] of words.entries()) {
        const cells = placed.filter((p) => p.page === page).map((p) => p.cell);
        expect(list.filter((w) => !cells.some((c) => inside(w.box, c)))).toEqual([]);
      }
      // And each barcode scans at its printed size.
      expect(scanPages(pdf)).toEqual([
        ['CODE-128:SHEET-ALPHA', 'CODE-128:SHEET-BRAVO'],
        ['CODE-128:SHEET-CHARLIE', 'CODE-128:SHEET-DELTA', 'CODE-128:SHEET-ECHO'],
      ]);
    }, 60_000);
  }

  it('refuses a start position outside the first sheet, and any but 1 on a roll', async () => {
    const products = [{ sku: 'SHEET-ALPHA', copies: 1 }];
    for (const [labelSize, startPosition] of [
      ['a4-3x8', 25],
      ['letter-3x10', 31],
      ['a4-4x10', 0],
      ['small', 2],
    ] as const) {
      const res = await t.as(owner).post('labels/generate', { products, labelSize, startPosition });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    const last = await t
      .as(owner)
      .post('labels/generate', { products, labelSize: 'a4-4x10', startPosition: 40 });
    expect(last.statusCode).toBe(200);
    expect(imageBoxes(last.rawPayload).map((p) => p.length)).toEqual([1]);
  });
});
