import { z } from 'zod';

/**
 * The languages the app speaks (docs/DESIGN.md, "Languages"): one key set in
 * `packages/contracts/locales/<language>/<namespace>.json`, English text as the key.
 */
export const LANGUAGES = ['en', 'es', 'hi'] as const;
export type TLanguage = (typeof LANGUAGES)[number];

/** Each language in its own words, as the pickers list it. */
export const LANGUAGE_NAMES: Record<TLanguage, string> = {
  en: 'English',
  es: 'Español',
  hi: 'हिन्दी',
};

export const ZLanguage = z.enum(LANGUAGES, { error: 'Language must be one of en, es, hi.' });

export const isLanguage = (value: unknown): value is TLanguage =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The first of a browser's languages (`Accept-Language` or `navigator.languages`, best first)
 * the app speaks, by its primary subtag ("es-MX" → es); none: English.
 */
export function languageOfAccepted(accepted: readonly string[] | string | undefined): TLanguage {
  const list =
    typeof accepted === 'string'
      ? accepted
          .split(',')
          .map((part) => {
            const [tag = '', ...params] = part.trim().split(';');
            const q = params.find((p) => p.trim().startsWith('q='));
            return { tag, q: q ? Number(q.trim().slice(2)) : 1 };
          })
          .filter((x) => x.tag && Number.isFinite(x.q) && x.q > 0)
          .sort((a, b) => b.q - a.q)
          .map((x) => x.tag)
      : (accepted ?? []);
  for (const tag of list) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}
