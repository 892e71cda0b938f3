import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  isLanguage,
  LANGUAGES,
  languageOfAccepted,
  type TLanguage,
} from '@pos/contracts/languages';
import { type Catalog, translateMessage } from '@pos/contracts/message-catalog';

/**
 * The API in the caller's language (docs/DESIGN.md, "Languages"). Its messages are English
 * sentences in the code; the `server` catalogs (`packages/contracts/locales/<language>/server*.json`,
 * one file per part of the API, read as one) key their translations by that English text.
 * Read once, at the first use.
 */
const LOCALES = path.resolve(import.meta.dirname, '../../../../packages/contracts/locales');

let serverCatalogs: Map<TLanguage, Catalog> | null = null;

function readServerCatalog(language: TLanguage): Catalog {
  const dir = path.join(LOCALES, language);
  const merged: Record<string, unknown> = {};
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((f) => /^server(-[\w-]+)?\.json$/.test(f));
  } catch {
    return merged;
  }
  for (const file of files.sort())
    Object.assign(merged, JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
  return merged;
}

function catalogOf(language: TLanguage): Catalog {
  serverCatalogs ??= new Map(LANGUAGES.map((l) => [l, readServerCatalog(l)]));
  return serverCatalogs.get(language) ?? {};
}

/** An API message in `language` (English as it is). */
export function inLanguage(language: TLanguage, message: string): string {
  return language === 'en' ? message : translateMessage(catalogOf(language), message);
}

/**
 * The language of a request's answer: the signed-in caller's (theirs, else their
 * organization's), else the browser's `Accept-Language`, else English.
 */
export function languageOfRequest(request: {
  caller?: { language?: string } | null;
  headers: Record<string, string | string[] | undefined>;
}): TLanguage {
  const own = request.caller?.language;
  if (isLanguage(own)) return own;
  const accepted = request.headers['accept-language'];
  return languageOfAccepted(Array.isArray(accepted) ? accepted.join(',') : accepted);
}

/** An answer's `message` and its `details`' messages, in `language`. */
export function answerInLanguage<T>(language: TLanguage, payload: T): T {
  if (language === 'en' || typeof payload !== 'object' || payload === null) return payload;
  const body = payload as { message?: unknown; details?: unknown };
  if (typeof body.message !== 'string') return payload;
  const out: Record<string, unknown> = { ...body, message: inLanguage(language, body.message) };
  if (body.details && typeof body.details === 'object' && !Array.isArray(body.details)) {
    out.details = Object.fromEntries(
      Object.entries(body.details).map(([k, v]) => [
        k,
        typeof v === 'string' ? inLanguage(language, v) : v,
      ]),
    );
  }
  return out as T;
}
