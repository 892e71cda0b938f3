// The slowest ten tests of the last `npm test`, per suite, from the JSON reports the runners
// write into test-results/ (vitest.config.ts, apps/web/playwright.config.ts): where to look first
// when the run grows (docs/CODE_STYLE.md, "Tests").
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'test-results');
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(8);

/** [name, milliseconds] of every test in vitest's JSON report. */
function unitTests(report) {
  return report.testResults.flatMap((file) =>
    file.assertionResults.map((t) => [
      `${path.relative(root, file.name)} › ${t.fullName ?? t.title}`,
      t.duration ?? 0,
    ]),
  );
}

/** [name, milliseconds] of every test in Playwright's JSON report (suites nest). */
function e2eTests(report) {
  const out = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      const ms = spec.tests.flatMap((t) => t.results).reduce((sum, r) => sum + r.duration, 0);
      out.push([`${file ?? suite.file} › ${spec.title}`, ms]);
    }
    for (const child of suite.suites ?? []) walk(child, file ?? suite.file);
  };
  for (const suite of report.suites) walk(suite);
  return out;
}

for (const [title, file, read] of [
  ['unit and API tests', 'unit.json', unitTests],
  ['browser tests', 'e2e.json', e2eTests],
]) {
  const at = path.join(reports, file);
  if (!existsSync(at)) continue;
  const tests = read(JSON.parse(readFileSync(at, 'utf8')));
  const total = tests.reduce((sum, [, ms]) => sum + ms, 0);
  console.log(`\nThe slowest ten ${title} (of ${tests.length}, ${seconds(total).trim()} in all):`);
  for (const [name, ms] of tests.sort((a, b) => b[1] - a[1]).slice(0, 10)) {
    console.log(`${seconds(ms)}  ${name}`);
  }
}
