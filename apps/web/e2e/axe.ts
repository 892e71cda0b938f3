import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 level AA, and the levels below it (axe-core's tags). */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Settles what moves: a contrast measured half-way through a fade would be a wrong reading. */
async function settled(page: Page) {
  await expect(page.locator('.mantine-Loader-root:visible')).toHaveCount(0);
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running'),
  );
}

/**
 * Runs axe on the page as it is and fails softly (the test goes on to the next screen) with one
 * line per offending element: where, which rule, and axe's reason.
 */
export async function expectAccessible(page: Page, where: string) {
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  const lines = violations.flatMap((v) =>
    v.nodes.map((n) => {
      const reason = n.failureSummary?.split('\n').slice(1).join(' ').trim() ?? '';
      return `  ${v.id} (${v.impact}) ${n.target.join(' ')}: ${reason}`;
    }),
  );
  expect.soft(lines.length, `${where}: accessibility violations\n${lines.join('\n')}`).toBe(0);
}
