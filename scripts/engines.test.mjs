// `npm install` prints EBADENGINE when an installed package does not run on a Node version the
// project says it runs on (package.json "engines"): every package of the lock file must accept
// every version of that range.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const read = (file) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

it('installs no package that refuses a Node version of package.json "engines"', () => {
  const ours = read('package.json').engines.node;
  const refusing = Object.entries(read('package-lock.json').packages)
    .filter(([, p]) => typeof p.engines?.node === 'string')
    .filter(([, p]) => !semver.subset(ours, p.engines.node))
    .map(([name, p]) => `${name.replace(/^.*node_modules\//, '')}@${p.version}: ${p.engines.node}`);
  expect(refusing).toEqual([]);
});

it('runs on the Node version it says it runs on', () => {
  expect(semver.satisfies(process.versions.node, read('package.json').engines.node)).toBe(true);
});
