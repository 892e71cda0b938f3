// Adds the API's new sentences to the English server catalogs (docs/CODE_STYLE.md, "Words on
// screen"): each to the file of the part of the code it is in; the translators then add them
// to es/ and hi/ (the catalogs' test lists what they lack). Run: npx tsx scripts/server-messages.mts
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { allSentences } from '../apps/api/src/lib/i18n-messages.ts';

const root = path.resolve(import.meta.dirname, '..');
const EN = path.join(root, 'packages/contracts/locales/en');
const fileOf = (source: string) =>
  source.includes('audit-words')
    ? 'server-audit'
    : source.startsWith('packages/contracts/src/') && /\/[a-o][^/]*$/.test(source)
      ? 'server-contracts-a'
      : source.startsWith('packages/contracts/')
        ? 'server-contracts-b'
        : 'server-api';
const catalogs = new Map<string, Record<string, string>>();
for (const f of readdirSync(EN).filter((f) => /^server(-[\w-]+)?\.json$/.test(f)))
  catalogs.set(f.slice(0, -5), JSON.parse(readFileSync(path.join(EN, f), 'utf8')));
const known = new Set([...catalogs.values()].flatMap((c) => Object.keys(c)));
let added = 0;
for (const s of allSentences(root)) {
  if (known.has(s.key)) continue;
  const name = fileOf(s.file);
  const catalog = catalogs.get(name) ?? {};
  catalog[s.key] = s.key;
  catalogs.set(name, catalog);
  known.add(s.key);
  added += 1;
}
for (const [name, catalog] of catalogs)
  writeFileSync(path.join(EN, `${name}.json`), `${JSON.stringify(catalog, null, 2)}\n`);
console.log(`${added} sentences added`);
