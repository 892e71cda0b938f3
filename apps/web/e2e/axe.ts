import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

/** axe-core itself, put into a page once per document. */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * WCAG 2.0 to 2.2, levels A and AA (axe-core's tags), and axe's best practices: one <main>, one
 * banner, content inside landmarks, headings in order.
 */
const RULES = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Waits for transitions and other finite animations to end: a contrast measured half-way
 * through a fade would be a wrong reading. (A spinner turns for ever; it does not count.) The
 * page must stay calm for several frames in a row: a popover is mounted transparent a frame or
 * two before its fade starts, and a single calm frame there once read a faded menu item in CI.
 */
async function settled(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let calmFrames = 0;
        const tick = () => {
          const busy = document
            .getAnimations()
            .some(
              (a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity,
            );
          calmFrames = busy ? 0 : calmFrames + 1;
          if (calmFrames >= 6) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
}

/**
 * axe in the page itself, as `@axe-core/playwright` does in its legacy mode, but put in once per
 * document (a modal opened on a checked screen is checked without parsing axe again) and without
 * its default mode's second, blank page: each check took two to three times as long that way,
 * with the same rules and the same results. Frames are not entered: the app's only frame is the
 * hidden one that prints a PDF (lib/print-pdf.ts), which axe cannot read.
 */
async function violationsOf(page: Page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }).axe.run(
        document,
        { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'], iframes: false },
      ),
    RULES,
  );
  return results.violations;
}

/**
 * Runs axe on the page as it is and fails softly (the test goes on to the next screen) with one
 * line per offending element: where, which rule, and axe's reason.
 */
export async function expectAccessible(page: Page, where: string) {
  await settled(page);
  const violations = await violationsOf(page);
  const lines = violations.flatMap((v) =>
    v.nodes.map((n) => {
      const reason = n.failureSummary?.split('\n').slice(1).join(' ').trim() ?? '';
      return `  ${v.id} (${v.impact}) ${n.target.join(' ')}: ${reason}`;
    }),
  );
  expect.soft(lines.length, `${where}: accessibility violations\n${lines.join('\n')}`).toBe(0);
}
