/**
 * A message in another language (docs/DESIGN.md, "Languages"): the API's and the contracts'
 * messages are English sentences, and the `server` catalog keys them by that English text. A
 * message built with values ("Only 3 left in stock.") is found by the key it was built from
 * ("Only {{count}} left in stock."): the key's words around its placeholders must match, and
 * the values are put into the translation in their places.
 */
export type Catalog = Readonly<Record<string, unknown>>;

interface Pattern {
  match: RegExp;
  names: string[];
  text: string;
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;
const patternsOf = new WeakMap<Catalog, Pattern[]>();

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function patterns(catalog: Catalog): Pattern[] {
  let found = patternsOf.get(catalog);
  if (found) return found;
  found = [];
  for (const [key, text] of Object.entries(catalog)) {
    if (typeof text !== 'string' || !key.includes('{{')) continue;
    const names: string[] = [];
    const parts = key.split(PLACEHOLDER);
    // split with a capture group alternates text and placeholder names.
    const source = parts
      .map((part, i) => {
        if (i % 2 === 0) return escapeRegExp(part);
        names.push(part);
        return '(.*?)';
      })
      .join('');
    found.push({ match: new RegExp(`^${source}$`, 's'), names, text });
  }
  // The most specific first: more fixed words win over fewer.
  found.sort((a, b) => b.match.source.length - a.match.source.length);
  patternsOf.set(catalog, found);
  return found;
}

/** `text` in the catalog's language, else `text` as it is. */
export function translateMessage(catalog: Catalog | undefined, text: string): string {
  if (!catalog || !text) return text;
  const exact = catalog[text];
  if (typeof exact === 'string') return exact;
  for (const p of patterns(catalog)) {
    const m = p.match.exec(text);
    if (!m) continue;
    // A value that is itself a word of the catalog ("Gift card" in "{{label}} balance") is said
    // in the language too; only whole words, so a name or a number passes as it is.
    const said = (value: string) => {
      const word = catalog[value];
      return typeof word === 'string' ? word : value;
    };
    const values = Object.fromEntries(p.names.map((n, i) => [n, said(m[i + 1] ?? '')]));
    return p.text.replace(PLACEHOLDER, (_, name: string) => values[name] ?? '');
  }
  return text;
}

/**
 * Marks a word a document or screen shows that is not a sentence (a label: "Subtotal",
 * "Cash"): the extraction check (`apps/api/src/lib/i18n-messages.ts`) puts it in the server
 * catalogs, and whoever shows it translates it (`ReceiptFormat.say`, `serverText`).
 */
export const word = <T extends string>(text: T): T => text;
