import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const publicDir = path.resolve(import.meta.dirname, '../public');
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

describe('the icons made from favicon.svg (build/icons.mjs)', () => {
  it('are what the script makes of the SVG now', () => {
    // Exits non-zero, naming the stale files, when the SVG changed without them.
    execFileSync(process.execPath, [path.join(import.meta.dirname, 'icons.mjs'), '--check']);
  });

  it('favicon.ico holds 16, 32 and 48 pixel images', () => {
    const ico = readFileSync(path.join(publicDir, 'favicon.ico'));
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
    const images = Array.from({ length: ico.readUInt16LE(4) }, (_, i) => {
      const entry = 6 + 16 * i;
      const start = ico.readUInt32LE(entry + 12);
      const png = ico.subarray(start, start + ico.readUInt32LE(entry + 8));
      expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
      expect(pngSize(png)).toEqual([ico[entry], ico[entry + 1]]);
      return ico[entry];
    });
    expect(images).toEqual([16, 32, 48]);
  });

  it('apple-touch-icon.png is a 180 × 180 PNG', () => {
    const png = readFileSync(path.join(publicDir, 'apple-touch-icon.png'));
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(pngSize(png)).toEqual([180, 180]);
  });

  it("the installed app's icons are PNGs of 192 and 512 pixels", () => {
    for (const [name, size] of [
      ['icon-192.png', 192],
      ['icon-512.png', 512],
      ['icon-maskable-512.png', 512],
    ] as const) {
      const png = readFileSync(path.join(publicDir, name));
      expect(png.subarray(0, 8).equals(PNG_SIGNATURE), name).toBe(true);
      expect(pngSize(png), name).toEqual([size, size]);
    }
  });
});
