import type { RasterLine, ThermalLogo } from './thermal-receipt';

/*
 * A receipt line the printer's code pages cannot print (a Hindi receipt's Devanagari) drawn as
 * dots on a canvas, in the device's own fonts: every system that runs the register has a
 * Devanagari face (Windows' Nirmala UI, Android's and Linux's Noto or Lohit, Apple's Kohinoor),
 * and Chromium falls back to it character by character.
 */

const FACES =
  '"Nirmala UI", "Noto Sans Devanagari", "Lohit Devanagari", "Kohinoor Devanagari", sans-serif';

/**
 * Heights in dots (whole bytes: multiples of 8), with room above and below the letters for
 * Devanagari's vowel signs; the text's size in pixels, which are dots here.
 */
const NORMAL = { height: 32, size: 22 };
const TALL = { height: 56, size: 40 };
const GAP = 12;

/** The line as a white image with black letters, shrunk to fit the width when it must. */
export function rasterizeLine(line: RasterLine): ThermalLogo | null {
  if (typeof OffscreenCanvas !== 'function') return null;
  const { height, size } = line.tall ? TALL : NORMAL;
  const width = line.widthDots;
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  const fontOf = (px: number) => `${line.bold ? 'bold ' : ''}${px}px ${FACES}`;
  const needed = () =>
    ctx.measureText(line.left).width +
    (line.right === undefined ? 0 : GAP + ctx.measureText(line.right).width);
  let px = size;
  ctx.font = fontOf(px);
  while (px > 12 && needed() > width) {
    px -= 1;
    ctx.font = fontOf(px);
  }
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#000';
  ctx.textBaseline = 'middle';
  const y = height / 2;
  if (line.right !== undefined) {
    ctx.textAlign = 'left';
    ctx.fillText(line.left, 0, y);
    ctx.textAlign = 'right';
    ctx.fillText(line.right, width, y);
  } else {
    ctx.textAlign = line.align;
    ctx.fillText(line.left, line.align === 'center' ? width / 2 : 0, y);
  }
  return { image: ctx.getImageData(0, 0, width, height), width, height };
}
