import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type Finding,
  type KeyUse,
  namespaceOfFile,
  readCatalogs,
  scanSource,
  webSources,
} from './i18n-extraction';

const SRC = path.resolve(import.meta.dirname, '..');
const LOCALES = path.resolve(import.meta.dirname, '../../../../packages/contracts/locales');
const catalogs = readCatalogs(LOCALES);
const english = catalogs.en ?? {};

const scanned = webSources(SRC)
  .filter((file) => !file.endsWith('i18n-extraction.ts'))
  .map((file) => {
    const source = readFileSync(file, 'utf8');
    const rel = path.relative(SRC, file);
    return {
      rel,
      ...scanSource(rel, source, namespaceOfFile(rel)),
    };
  });

const has = (use: KeyUse) =>
  [use.namespace, 'common'].some((ns) => {
    const catalog = english[ns] ?? {};
    return use.plural ? `${use.key}_other` in catalog : use.key in catalog;
  });

describe('the web app speaks from its catalogs', () => {
  it('shows no hard-coded text in any file', () => {
    const found: Finding[] = scanned.flatMap((f) => f.findings);
    expect(found.map((f) => `${f.file}:${f.line} ${f.text}`)).toEqual([]);
  });

  it('asks only for keys the English catalog has, in the namespace of the file', () => {
    const missing = scanned.flatMap((f) => f.keys).filter((use) => !has(use));
    expect(missing.map((u) => `${u.file}:${u.line} [${u.namespace}] ${u.key}`)).toEqual([]);
  });
});
