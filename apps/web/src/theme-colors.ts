import {
  type CSSVariablesResolver,
  darken,
  getPrimaryShade,
  luminance,
  type MantineTheme,
} from '@mantine/core';

/** The CSS variable of the edge of a control (theme.module.css), derived below. */
export const CONTROL_BORDER = '--app-color-control-border';

/** WCAG 2.2 AA (1.4.3): normal-size text needs 4.5:1 against what is behind it. */
export const AA_TEXT = 4.5;
/**
 * WCAG 2.2 AA (1.4.11): what shows where a control is (a field's border, a checkbox, a switch's
 * track) needs 3:1 against what is next to it.
 */
export const AA_NON_TEXT = 3;

/** The WCAG contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The colour itself when it reads on every background given, else the same hue darkened just
 * enough: the look stays, the contrast comes up to AA (text by default; `AA_NON_TEXT` for the
 * edges of controls).
 */
export function readableOn(
  color: string,
  backgrounds: readonly string[],
  minRatio: number = AA_TEXT,
): string {
  for (let amount = 0; amount < 1; amount += 0.02) {
    const candidate = amount === 0 ? color : darken(color, amount);
    if (backgrounds.every((bg) => contrastRatio(candidate, bg) >= minRatio)) return candidate;
  }
  return '#000000';
}

/**
 * Mantine's default palette puts text below 4.5:1 in many places (dimmed grey, placeholders,
 * shade 6 buttons, badge and alert text of the light variant, links on tinted alerts). The
 * variables the components read are derived here from the palette so that every colour passes,
 * wherever it is used; the palette itself (charts, icons, card borders) is unchanged.
 */
export const accessibleColors: CSSVariablesResolver = (theme: MantineTheme) => {
  const { colors, white } = theme;
  const gray = colors.gray;
  // The app's surfaces: cards and inputs (white), the page and striped rows (gray 0), hovered
  // rows (gray 1).
  const surfaces = [white, gray[0], gray[1]];
  const primaryShade = getPrimaryShade(theme, 'light');
  // Links also sit on the light alerts (the trial banner); `dark` is no alert colour.
  const tints = Object.entries(colors)
    .filter(([name]) => name !== 'dark')
    .map(([, shades]) => shades[1]);

  const perColor: Record<string, string> = {};
  for (const [name, shades] of Object.entries(colors)) {
    // White text on it, and it as text on the surfaces (outline variant, `c="red"`).
    const filled = readableOn(shades[primaryShade], surfaces);
    perColor[`--mantine-color-${name}-filled`] = filled;
    perColor[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.1);
    perColor[`--mantine-color-${name}-outline`] = filled;
    // The light variant's text (badges, alerts) on its background, at rest and hovered.
    perColor[`--mantine-color-${name}-light-color`] = readableOn(shades[9], [
      shades[1],
      shades[2],
      ...surfaces,
    ]);
  }

  const dimmed = readableOn(gray[6], surfaces);
  return {
    variables: {},
    light: {
      ...perColor,
      '--mantine-color-dimmed': dimmed,
      // A hint in an empty field is text too (1.4.3 has no exception for placeholders).
      '--mantine-color-placeholder': dimmed,
      '--mantine-color-anchor': readableOn((colors[theme.primaryColor] ?? gray)[primaryShade], [
        ...surfaces,
        ...tints,
      ]),
      '--mantine-color-error': readableOn(colors.red[6], surfaces),
      '--mantine-color-success': readableOn(colors.teal[8], surfaces),
      // Mantine draws field and checkbox borders and the off switch's track in gray 4 or 3
      // (1.5:1 on white): theme.module.css gives them this one instead.
      [CONTROL_BORDER]: readableOn(gray[4], surfaces, AA_NON_TEXT),
    },
    dark: {},
  };
};
