// Keeps the server catalogs in step with the code (docs/CODE_STYLE.md, "Words on screen"): the
// API's new sentences go into the English catalog of the part of the code they are in, and the
// sentences the code no longer says leave every language's catalogs. The translators then add
// the new ones to es/ and hi/ (the catalogs' test lists what they lack).
// Run: npm run i18n:server
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { allSentences } from '../apps/api/src/lib/i18n-messages.ts';

const root = path.resolve(import.meta.dirname, '..');
const LOCALES = path.join(root, 'packages/contracts/locales');
const SERVER_FILE = /^server(-[\w-]+)?\.json$/;
const fileOf = (source: string) =>
  source.includes('audit-words')
    ? 'server-audit'
    : source.startsWith('packages/contracts/src/') && /\/[a-o][^/]*$/.test(source)
      ? 'server-contracts-a'
      : source.startsWith('packages/contracts/')
        ? 'server-contracts-b'
        : 'server-api';

const read = (language: string) =>
  new Map<string, Record<string, string>>(
    readdirSync(path.join(LOCALES, language))
      .filter((f) => SERVER_FILE.test(f))
      .map((f) => [
        f.slice(0, -5),
        JSON.parse(readFileSync(path.join(LOCALES, language, f), 'utf8')),
      ]),
  );
const write = (language: string, name: string, catalog: Record<string, string>) =>
  writeFileSync(
    path.join(LOCALES, language, `${name}.json`),
    `${JSON.stringify(catalog, null, 2)}\n`,
  );

const said = allSentences(root);
const saidKeys = new Set(said.map((s) => s.key));
const english = read('en');
const known = new Set([...english.values()].flatMap((c) => Object.keys(c)));
let added = 0;
for (const s of said) {
  if (known.has(s.key)) continue;
  const name = fileOf(s.file);
  const catalog = english.get(name) ?? {};
  catalog[s.key] = s.key;
  english.set(name, catalog);
  known.add(s.key);
  added += 1;
}
let removed = 0;
for (const [name, catalog] of english) {
  const kept = Object.fromEntries(Object.entries(catalog).filter(([k]) => saidKeys.has(k)));
  removed += Object.keys(catalog).length - Object.keys(kept).length;
  write('en', name, kept);
  english.set(name, kept);
}
// Other languages keep only what English has (plural forms count as their key).
const PLURAL = /_(zero|one|two|few|many|other)$/;
for (const language of readdirSync(LOCALES).filter((l) => l !== 'en')) {
  if (!existsSync(path.join(LOCALES, language))) continue;
  for (const [name, catalog] of read(language)) {
    const base = english.get(name) ?? {};
    write(
      language,
      name,
      Object.fromEntries(
        Object.entries(catalog).filter(([k]) => k in base || k.replace(PLURAL, '') in base),
      ),
    );
  }
}
console.log(`${added} sentences added, ${removed} no longer said removed`);
