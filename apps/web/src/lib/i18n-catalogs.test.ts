import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@pos/contracts/languages';
import { describe, expect, it } from 'vitest';

/**
 * The catalogs (docs/DESIGN.md, "Languages"): every language has every namespace and every key
 * English has, each a non-empty text with the same `{{placeholders}}`. Plural keys count as
 * their base: a language has the plural forms its own rules need (`_one`, `_many`, `_other`).
 */
const LOCALES = path.resolve(import.meta.dirname, '../../../../packages/contracts/locales');
const PLURAL = /_(zero|one|two|few|many|other)$/;

const read = (language: string) =>
  Object.fromEntries(
    readdirSync(path.join(LOCALES, language))
      .filter((f) => f.endsWith('.json'))
      .map((f) => [
        f.slice(0, -5),
        JSON.parse(readFileSync(path.join(LOCALES, language, f), 'utf8')) as Record<
          string,
          unknown
        >,
      ]),
  );
const catalogs = Object.fromEntries(LANGUAGES.map((l) => [l, read(l)]));
const english = catalogs.en ?? {};
const baseKeys = (catalog: Record<string, unknown>) =>
  [...new Set(Object.keys(catalog).map((k) => k.replace(PLURAL, '')))].sort();
const placeholders = (text: string) => [...new Set(text.match(/\{\{[^}]+\}\}/g) ?? [])].sort();

describe('the catalogs', () => {
  it('have every namespace in every language', () => {
    for (const language of LANGUAGES)
      expect(Object.keys(catalogs[language] ?? {}).sort(), language).toEqual(
        Object.keys(english).sort(),
      );
  });

  it('have every key English has, and no other', () => {
    for (const [ns, catalog] of Object.entries(english))
      for (const language of LANGUAGES)
        expect(baseKeys(catalogs[language]?.[ns] ?? {}), `${language}/${ns}`).toEqual(
          baseKeys(catalog),
        );
  });

  it('have the plural forms each language needs', () => {
    for (const language of LANGUAGES) {
      const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      for (const [ns, catalog] of Object.entries(catalogs[language] ?? {})) {
        const plurals = new Set(
          Object.keys(catalog)
            .filter((k) => PLURAL.test(k))
            .map((k) => k.replace(PLURAL, '')),
        );
        for (const base of plurals)
          for (const form of forms)
            expect(catalog, `${language}/${ns}: ${base}_${form}`).toHaveProperty([
              `${base}_${form}`,
            ]);
      }
    }
  });

  it('translate every key into text with the same placeholders', () => {
    for (const language of LANGUAGES)
      for (const [ns, catalog] of Object.entries(catalogs[language] ?? {}))
        for (const [key, text] of Object.entries(catalog)) {
          expect(typeof text === 'string' && text.trim() !== '', `${language}/${ns}: ${key}`).toBe(
            true,
          );
          expect(placeholders(String(text)), `${language}/${ns}: ${key}`).toEqual(
            placeholders(
              String(
                english[ns]?.[key] ?? english[ns]?.[`${key.replace(PLURAL, '')}_other`] ?? key,
              ),
            ),
          );
        }
  });
});
