import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { translateMessage } from '@pos/contracts/message-catalog';
import { describe, expect, it } from 'vitest';
import { allSentences } from './i18n-messages.js';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const EN = path.join(ROOT, 'packages/contracts/locales/en');
const english: Record<string, string> = Object.assign(
  {},
  ...readdirSync(EN)
    .filter((f) => /^server(-[\w-]+)?\.json$/.test(f))
    .map((f) => JSON.parse(readFileSync(path.join(EN, f), 'utf8'))),
);

describe("the API's words", () => {
  it('are every one a key of the server catalogs', () => {
    const missing = allSentences(ROOT).filter((s) => !(s.key in english));
    expect(missing.map((s) => `${s.file}:${s.line} ${s.key}`)).toEqual([]);
  });

  it('are found again when built with values', () => {
    // Each key with placeholders, filled with sample values, finds itself back.
    for (const key of Object.keys(english).filter((k) => k.includes('{{'))) {
      const filled = key.replace(/\{\{\s*([\w.]+)\s*\}\}/g, 'x1');
      expect(translateMessage(english, filled), key).toBe(filled);
    }
  });
});
