import {
  isLanguage,
  LANGUAGES,
  languageOfAccepted,
  type TLanguage,
} from '@pos/contracts/languages';
import { type Catalog, translateMessage } from '@pos/contracts/message-catalog';
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * The app in the user's language (docs/DESIGN.md, "Languages"). The catalogs live in
 * `packages/contracts/locales/<language>/<namespace>.json` — one namespace per feature folder,
 * `common` for the shared components — keyed by the English text, so a screen reads as it is
 * written and an untranslated key still shows English. English's `common` and `auth` are in the bundle; the rest, and Spanish and
 * Hindi are fetched (and kept by the service worker) when first chosen.
 */
const catalogs = import.meta.glob<{ default: ResourceKey }>(
  '../../../../packages/contracts/locales/*/*.json',
);
// Only what the first screens need is in the main bundle (the sign-in page's JavaScript is
// budgeted, docs/benchmarks/cold-load.md); every other namespace, English too, is fetched.
const english = import.meta.glob<ResourceKey>(
  [
    '../../../../packages/contracts/locales/en/common.json',
    '../../../../packages/contracts/locales/en/auth.json',
  ],
  { eager: true, import: 'default' },
);

const catalogPath = (language: string, namespace: string) =>
  `../../../../packages/contracts/locales/${language}/${namespace}.json`;

/** Namespaces are the catalogs' file names. */
const namespaceOf = (path: string) => path.slice(path.lastIndexOf('/') + 1, -'.json'.length);

const lazyCatalogs: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, done) {
    const load = catalogs[catalogPath(language, namespace)];
    if (!load) {
      done(null, {});
      return;
    }
    load().then(
      (m) => done(null, m.default),
      (err: Error) => done(err, null),
    );
  },
};

/** The browser's language, as the sign-in page speaks it. */
export const browserLanguage = (): TLanguage =>
  languageOfAccepted(typeof navigator === 'undefined' ? [] : navigator.languages);

export const i18n = i18next.createInstance();
void i18n
  .use(lazyCatalogs)
  .use(initReactI18next)
  .init({
    lng: browserLanguage(),
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    resources: {
      en: Object.fromEntries(Object.entries(english).map(([p, r]) => [namespaceOf(p), r])),
    },
    // English comes with the bundle; other languages' namespaces through the backend.
    partialBundledLanguages: true,
    ns: ['common'],
    defaultNS: 'common',
    // A feature's screen finds the shared words (Save, Cancel…) in `common`.
    fallbackNS: 'common',
    // Keys are English sentences: their dots and colons are text, not paths.
    keySeparator: false,
    nsSeparator: false,
    returnEmptyString: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: true },
  });

/**
 * The API's and the contracts' sentences (`server*.json`, one dictionary per language): what
 * the web shows of them — a contract's message, a zod check's text, an answer from before the
 * language changed — goes through `serverText`.
 */
const serverCatalogs = new Map<TLanguage, Catalog>();

async function loadServerCatalog(language: TLanguage) {
  if (language === 'en' || serverCatalogs.has(language)) return;
  const files = Object.keys(catalogs).filter((p) =>
    new RegExp(`/locales/${language}/server(-[\\w-]+)?\\.json$`).test(p),
  );
  const parts = await Promise.all(files.map((p) => catalogs[p]?.()));
  serverCatalogs.set(language, Object.assign({}, ...parts.map((m) => m?.default ?? {})));
}

/** An API or contract sentence in the language the app speaks (English as it is). */
export function serverText(message: string): string {
  const language = currentLanguage();
  return language === 'en' ? message : translateMessage(serverCatalogs.get(language), message);
}

/** Switches the app to `language` (the user's, else the browser's), the page's `lang` with it. */
export function applyLanguage(language: string | null | undefined) {
  const next = isLanguage(language) ? language : browserLanguage();
  if (typeof document !== 'undefined') document.documentElement.lang = next;
  // The sentences first, so that the screens redrawn in the new language find them.
  void loadServerCatalog(next).then(() => {
    if (i18n.language !== next) void i18n.changeLanguage(next);
  });
}

/** The language the app speaks now. */
export const currentLanguage = (): TLanguage => (isLanguage(i18n.language) ? i18n.language : 'en');

/**
 * The locale dates are written in (docs/DESIGN.md, "Languages"): the browser's where it speaks
 * the app's language (its region's order and clock), else the app's language — a Hindi screen
 * never names an English month.
 */
export function displayLocale(): string {
  const language = currentLanguage();
  const browser = typeof navigator === 'undefined' ? '' : navigator.language;
  if (browser.split('-')[0] === language) return browser;
  return language === 'hi' ? 'hi-IN' : language;
}

/**
 * Marks a text as a catalog key where it is defined outside a component (a column's header, an
 * option's label); the component that shows it translates it with `t(text)`. The extraction
 * check finds the key and makes sure every catalog has it.
 */
export const msg = <T extends string>(text: T): T => text;

/** Every namespace the catalogs have (the English files' names). */
export const NAMESPACES = Object.keys(catalogs)
  .filter((p) => p.includes('/locales/en/'))
  .map(namespaceOf);
