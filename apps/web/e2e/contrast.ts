import { expect, type Locator } from '@playwright/test';

/** WCAG 2.2 AA 1.4.11: what identifies a control, and a focus ring, needs 3:1 against what is next to it. */
export const NON_TEXT_MIN = 3;

/** What the browser paints for one control: the colours WCAG 1.4.11 compares, as sRGB hex. */
export interface ControlColors {
  /** The colour of its border (an input, a checkbox), or of its track (a switch). */
  edge: string;
  /** Its own fill, inside the edge. */
  fill: string;
  /** What is painted around it: the nearest ancestor's background, blended down to opaque. */
  around: string;
  /** Its focus ring (outline), when it has one. */
  ring: string | null;
}

/**
 * Reads the computed colours of an element in the page. Colours are resolved by painting them
 * on a canvas, so any CSS colour syntax (rgb, color-mix, oklch) comes back as sRGB; translucent
 * backgrounds are blended over the ones behind them, up to the page's white canvas.
 */
export async function controlColors(
  target: Locator,
  part: 'border' | 'background' = 'border',
): Promise<ControlColors> {
  return target.evaluate((el, which) => {
    const ctx = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
    if (!ctx) throw new Error('no 2d canvas');
    const rgba = (css: string): [number, number, number, number] => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = '#000';
      ctx.fillStyle = css;
      ctx.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data as unknown as number[];
      return [r as number, g as number, b as number, (a as number) / 255];
    };
    const over = (top: [number, number, number, number], under: number[]) =>
      [0, 1, 2].map((i) => (top[i] as number) * top[3] + (under[i] as number) * (1 - top[3]));
    const hex = (c: number[]) =>
      `#${c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
    // The backgrounds from the root down to `from`, each blended over the ones before it.
    const backdrop = (from: Element | null) => {
      const chain: Element[] = [];
      for (let e = from; e; e = e.parentElement) chain.unshift(e);
      return chain.reduce<number[]>(
        (under, e) => over(rgba(getComputedStyle(e).backgroundColor), under),
        [255, 255, 255],
      );
    };
    const style = getComputedStyle(el);
    const around = backdrop(el.parentElement);
    const fill = backdrop(el);
    const edgeCss = which === 'border' ? style.borderTopColor : style.backgroundColor;
    // A border is painted over the element's own background; a track is the background.
    const edge = over(rgba(edgeCss), which === 'border' ? fill : around);
    const hasRing = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    return {
      edge: hex(edge),
      fill: hex(fill),
      around: hex(around),
      ring: hasRing ? hex(over(rgba(style.outlineColor), around)) : null,
    };
  }, part);
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two sRGB hex colours, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * Fails softly (the test goes on) when a control's edge does not stand 3:1 from what is around
 * it and from its own fill: the user could not see where the field or box is.
 */
export async function expectVisibleEdge(
  target: Locator,
  what: string,
  part: 'border' | 'background' = 'border',
) {
  const c = await controlColors(target, part);
  for (const [against, bg] of [
    ['around it', c.around],
    ['its fill', c.fill],
  ] as const) {
    if (part === 'background' && against === 'its fill') continue;
    const ratio = contrast(c.edge, bg);
    expect
      .soft(ratio, `${what}: ${part} ${c.edge} against ${against} ${bg} is ${ratio.toFixed(2)}:1`)
      .toBeGreaterThanOrEqual(NON_TEXT_MIN);
  }
}

/**
 * Fails softly unless `ring` (the focused element, or the box that draws the ring for the input
 * inside it) shows a focus ring that stands 3:1 from what is around it.
 */
export async function expectVisibleRing(ring: Locator, what: string) {
  const c = await controlColors(ring);
  expect.soft(c.ring, `${what}: a focus ring`).not.toBeNull();
  if (!c.ring) return;
  const ratio = contrast(c.ring, c.around);
  expect
    .soft(ratio, `${what}: ring ${c.ring} against ${c.around} is ${ratio.toFixed(2)}:1`)
    .toBeGreaterThanOrEqual(NON_TEXT_MIN);
}
