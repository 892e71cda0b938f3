/**
 * Characters no ESC/POS code page holds, printed as the printer's user-defined characters
 * (ESC & defines them, ESC % switches to them around each use; ESC/POS Font A, 12 × 24 dots):
 * the rupee sign (₹) for shops in India — code pages carry €, £ and ¥, never ₹.
 */

/** Each glyph drawn in Font A's 12 × 24 dots, "#" a printed dot, and the code it takes over. */
const GLYPHS: Record<string, { code: number; rows: string[] }> = {
  '₹': {
    // '~' (126): a character receipts do not print; the user-defined set is on only around ₹.
    code: 126,
    rows: [
      '            ',
      '            ',
      '            ',
      ' ########## ',
      ' ########## ',
      '      ###   ',
      '       ##   ',
      ' ########## ',
      ' ########## ',
      '       ##   ',
      '      ###   ',
      ' #######    ',
      ' ######     ',
      '   ###      ',
      '    ###     ',
      '     ###    ',
      '      ###   ',
      '       ###  ',
      '        ### ',
      '         ###',
      '            ',
      '            ',
      '            ',
      '            ',
    ],
  },
};

const ESC = 0x1b;

/** The characters printed from the user-defined set. */
export const USER_DEFINED = new Set(Object.keys(GLYPHS));

/** ESC & 3 c c 12 d…: defines `char`'s glyph, column by column, three bytes (24 dots) each. */
export function defineGlyph(char: string): number[] {
  const glyph = GLYPHS[char];
  if (!glyph) return [];
  const width = glyph.rows[0]?.length ?? 0;
  const columns: number[] = [];
  for (let x = 0; x < width; x += 1) {
    for (let band = 0; band < 3; band += 1) {
      let byte = 0;
      for (let bit = 0; bit < 8; bit += 1) {
        if (glyph.rows[band * 8 + bit]?.[x] === '#') byte |= 0x80 >> bit;
      }
      columns.push(byte);
    }
  }
  return [ESC, 0x26, 3, glyph.code, glyph.code, width, ...columns];
}

/** ESC % 1, the glyph's code, ESC % 0: `char` printed from the user-defined set. */
export const printGlyph = (char: string): number[] => {
  const glyph = GLYPHS[char];
  return glyph ? [ESC, 0x25, 1, glyph.code, ESC, 0x25, 0] : [];
};
