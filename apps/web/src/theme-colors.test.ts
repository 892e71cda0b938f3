import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { APP_THEME_COLOR } from '@pos/contracts/web-manifest';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';
import {
  AA_NON_TEXT,
  AA_TEXT,
  accessibleColors,
  CONTROL_BORDER,
  contrastRatio,
  readableOn,
} from './theme-colors';

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const vars = accessibleColors(merged).light;
const { colors, white } = merged;
const surfaces = [white, colors.gray[0], colors.gray[1]];
const v = (name: `--${string}`) => vars[name] as string;

describe('the theme’s text colours meet WCAG AA (4.5:1)', () => {
  it('dimmed text and placeholders on cards, the page and table stripes', () => {
    for (const bg of surfaces) {
      expect(contrastRatio(v('--mantine-color-dimmed'), bg)).toBeGreaterThanOrEqual(AA_TEXT);
      expect(contrastRatio(v('--mantine-color-placeholder'), bg)).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it.each(Object.keys(colors))(
    '%s: white on filled, outline text, light badges and alerts',
    (c) => {
      const shades = colors[c] as readonly string[];
      const filled = v(`--mantine-color-${c}-filled`);
      expect(contrastRatio(filled, white)).toBeGreaterThanOrEqual(AA_TEXT);
      for (const bg of surfaces) expect(contrastRatio(filled, bg)).toBeGreaterThanOrEqual(AA_TEXT);
      const lightText = v(`--mantine-color-${c}-light-color`);
      for (const bg of [shades[1], shades[2]] as string[]) {
        expect(contrastRatio(lightText, bg)).toBeGreaterThanOrEqual(AA_TEXT);
      }
    },
  );

  it('links, also on the tinted background of a light alert (the trial banner)', () => {
    const anchor = v('--mantine-color-anchor');
    for (const bg of [...surfaces, colors.yellow[1], colors.red[1], colors.blue[1]]) {
      expect(contrastRatio(anchor, bg)).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it('keeps a palette shade that already reads, so the look stays', () => {
    expect(v('--mantine-color-violet-filled')).toBe(colors.violet[7]);
    expect(v('--mantine-color-gray-filled')).toBe(colors.gray[7]);
    expect(readableOn(colors.dark[9], surfaces)).toBe(colors.dark[9]);
  });
});

describe('the edges of controls meet WCAG AA non-text contrast (3:1)', () => {
  it('field and checkbox borders and the off switch on cards, the page and table stripes', () => {
    const edge = v(CONTROL_BORDER);
    for (const bg of surfaces) expect(contrastRatio(edge, bg)).toBeGreaterThanOrEqual(AA_NON_TEXT);
    // Just dark enough: the palette's gray 7 would be heavier than needed.
    expect(contrastRatio(edge, white)).toBeLessThan(contrastRatio(colors.gray[7], white));
  });

  it('the focus ring (the primary colour) on the surfaces', () => {
    const ring = v(`--mantine-color-${merged.primaryColor}-filled`);
    for (const bg of surfaces) expect(contrastRatio(ring, bg)).toBeGreaterThanOrEqual(AA_NON_TEXT);
  });
});

describe('the installed app’s colour', () => {
  it('is the icon’s blue, indigo 6 of the theme, in the manifest and in index.html', () => {
    expect(APP_THEME_COLOR).toBe(colors.indigo[6]);
    expect(theme.primaryColor).toBe('indigo');
    const html = readFileSync(path.resolve(import.meta.dirname, '../index.html'), 'utf8');
    expect(html).toContain(`<meta name="theme-color" content="${APP_THEME_COLOR}" />`);
    const icon = readFileSync(path.resolve(import.meta.dirname, '../public/favicon.svg'), 'utf8');
    expect(icon).toContain(`fill="${APP_THEME_COLOR}"`);
  });
});
