/**
 * Reads ESC/POS bytes back as a printer would (Epson's command reference): the lines of text
 * through the code page selected (ESC t) and the user-defined characters (ESC & / ESC %), the
 * barcodes, the raster images, the cuts and the drawer pulses — so a test asserts what comes out
 * of the printer, not what the encoder was asked. Written from the command set, independently of
 * the encoder; a byte it cannot place is a failure (an unknown command) or U+FFFD (a character).
 */

/** The upper halves the tests meet, from the code pages' published charts, by ESC t number. */
const CODE_PAGES: Record<number, { name: string; chars: Record<number, string> }> = {
  0: { name: 'PC437', chars: { 156: '£', 130: 'é' } },
  2: { name: 'PC850', chars: { 156: '£', 158: '×', 130: 'é' } },
  13: { name: 'PC857', chars: { 156: '£', 213: '€', 232: '×', 130: 'é' } },
  16: { name: 'WPC1252', chars: { 128: '€', 163: '£', 215: '×', 233: 'é' } },
  19: { name: 'PC858', chars: { 156: '£', 158: '×', 213: '€', 130: 'é' } },
};

export interface DecodedReceipt {
  /** Each printed line, as text (a user-defined character as `userChars` names it). */
  lines: string[];
  /** Each text run's code page, in order: `PC858 €` for a run of one character. */
  codePages: string[];
  barcodes: { symbology: number; data: string }[];
  /** Each raster image: its size, its dots printed (ink) and the lines printed before it. */
  images: { width: number; height: number; ink: number; after: number }[];
  cuts: number;
  pulses: { pin: number; on: number; off: number }[];
  /** The user-defined characters defined, as dot rows ("#" on) by their code. */
  userChars: Map<number, string[]>;
  /** Lines printed bold (any part) and double height, by index in `lines`. */
  bold: Set<number>;
  tall: Set<number>;
}

export function decodeEscPos(bytes: Uint8Array, names: Record<number, string> = {}) {
  const out: DecodedReceipt = {
    lines: [],
    codePages: [],
    barcodes: [],
    images: [],
    cuts: 0,
    pulses: [],
    userChars: new Map(),
    bold: new Set(),
    tall: new Set(),
  };
  let i = 0;
  let page = 0;
  let userSet = false;
  let bold = false;
  let tall = false;
  let line = '';
  // What a line printed with: bold or double height in any part of it.
  let lineBold = false;
  let lineTall = false;
  const at = (k: number) => {
    const b = bytes[i + k];
    if (b === undefined) throw new Error(`truncated command at byte ${i}`);
    return b;
  };
  const endLine = () => {
    if (lineBold) out.bold.add(out.lines.length);
    if (lineTall) out.tall.add(out.lines.length);
    out.lines.push(line);
    line = '';
    lineBold = false;
    lineTall = false;
  };
  while (i < bytes.length) {
    const b = at(0);
    if (b === 0x0a) {
      endLine();
      i += 1;
    } else if (b === 0x0d) {
      i += 1;
    } else if (b === 0x1b) {
      const fn = String.fromCharCode(at(1));
      if (fn === '@') {
        page = 0;
        bold = false;
        tall = false;
        userSet = false;
        out.userChars.clear();
        i += 2;
      } else if ('tEaMd!J-'.includes(fn)) {
        if (fn === 't') page = at(2);
        if (fn === 'E') bold = at(2) === 1;
        i += 3;
      } else if (fn === '%') {
        userSet = (at(2) & 1) === 1;
        i += 3;
      } else if (fn === '&') {
        const y = at(2);
        const [c1, c2] = [at(3), at(4)];
        i += 5;
        for (let c = c1; c <= c2; c += 1) {
          const x = at(0);
          const rows = Array.from({ length: y * 8 }, () => '');
          for (let col = 0; col < x; col += 1) {
            for (let byte = 0; byte < y; byte += 1) {
              const v = at(1 + col * y + byte);
              for (let bit = 0; bit < 8; bit += 1) {
                rows[byte * 8 + bit] += v & (0x80 >> bit) ? '#' : ' ';
              }
            }
          }
          out.userChars.set(c, rows);
          i += 1 + x * y;
        }
      } else if (fn === 'p') {
        out.pulses.push({ pin: at(2), on: at(3), off: at(4) });
        i += 5;
      } else {
        throw new Error(`unknown command ESC ${fn} at byte ${i}`);
      }
    } else if (b === 0x1c) {
      if (String.fromCharCode(at(1)) !== '.') throw new Error(`unknown command FS at byte ${i}`);
      i += 2;
    } else if (b === 0x1d) {
      const fn = String.fromCharCode(at(1));
      if (fn === '!') {
        tall = (at(2) & 0x0f) > 0;
        i += 3;
      } else if ('hwHf'.includes(fn)) {
        i += 3;
      } else if (fn === 'k') {
        const m = at(2);
        if (m < 65) throw new Error('NUL-terminated barcodes are not read here');
        const n = at(3);
        const data = String.fromCharCode(...bytes.slice(i + 4, i + 4 + n));
        out.barcodes.push({ symbology: m, data });
        i += 4 + n;
      } else if (fn === 'V') {
        out.cuts += 1;
        i += at(2) >= 65 ? 4 : 3;
      } else if (fn === 'v' && at(2) === 0x30) {
        const width = (at(4) + at(5) * 256) * 8;
        const height = at(6) + at(7) * 256;
        const dots = bytes.slice(i + 8, i + 8 + (width / 8) * height);
        let ink = 0;
        for (const byte of dots) for (let v = byte; v; v &= v - 1) ink += 1;
        out.images.push({ width, height, ink, after: out.lines.length });
        i += 8 + (width / 8) * height;
      } else {
        throw new Error(`unknown command GS ${fn} at byte ${i}`);
      }
    } else if (b < 0x20) {
      throw new Error(`unknown control byte ${b} at byte ${i}`);
    } else {
      // A run of text in the current code page (or the user-defined set).
      let run = '';
      while (i < bytes.length && (bytes[i] ?? 0) >= 0x20) {
        const c = bytes[i] ?? 0;
        run +=
          userSet && out.userChars.has(c)
            ? (names[c] ?? `[user ${c}]`)
            : c < 0x80
              ? String.fromCharCode(c)
              : (CODE_PAGES[page]?.chars[c] ?? '\uFFFD');
        i += 1;
      }
      const nonAscii = [...run].filter((ch) => ch > '\u007f');
      if (nonAscii.length) {
        out.codePages.push(
          `${userSet ? 'user' : (CODE_PAGES[page]?.name ?? `page ${page}`)} ${nonAscii.join('')}`,
        );
      }
      line += run;
      lineBold ||= bold && run.trim() !== '';
      lineTall ||= tall && run.trim() !== '';
    }
  }
  if (line) endLine();
  return out;
}
