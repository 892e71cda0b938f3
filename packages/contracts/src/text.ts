/**
 * The one rule for text anywhere in a request (DESIGN §12): no control characters other than tab,
 * line feed and carriage return (C0, DEL and C1 — NUL above all, which PostgreSQL cannot store),
 * and no lone UTF-16 surrogate (it has no UTF-8 form, so a database refuses it inside JSON).
 * The API applies it to every string of every body, query and path before the route's own schema.
 */
export const SAFE_TEXT_PATTERN =
  '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F\\uD800-\\uDFFF]*$';

// In unicode mode a surrogate pair is one character (an emoji passes) and a lone surrogate is a
// character of its own, in the range the pattern refuses. The OpenAPI document states the rule
// with this same pattern (JSON Schema patterns are unicode regular expressions).
const SAFE_TEXT = new RegExp(SAFE_TEXT_PATTERN, 'u');

export const UNSAFE_TEXT_MESSAGE =
  'Text may not contain control characters (such as NUL) or broken characters.';

export const isSafeText = (s: string) => SAFE_TEXT.test(s);

/**
 * The path (`lines.0.name`) of the first string — value or object key — that breaks the rule,
 * `''` when the value itself is such a string, or null when everything is fine. Depth-first in
 * key order, without recursion: no nesting can exhaust the stack.
 */
export function findUnsafeText(value: unknown, path = ''): string | null {
  const pending: [unknown, string][] = [[value, path]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [v, at] = next;
    if (typeof v === 'string') {
      if (!isSafeText(v)) return at;
      continue;
    }
    if (!v || typeof v !== 'object' || ArrayBuffer.isView(v)) continue;
    const entries = Object.entries(v);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i] as [string, unknown];
      // Keys count too (array indexes always pass): a key is a string at its own path.
      pending.push([child, at ? `${at}.${key}` : key], [key, at ? `${at}.${key}` : key]);
    }
  }
  return null;
}

/**
 * Not blank: a field trimmed and then required. JSON Schema cannot trim, so the document says it
 * with this pattern (a character other than white space) beside the `minLength` of the untrimmed
 * value; the check never fails where the trimmed `min(1)` before it passes.
 */
export const NOT_BLANK = /\S/;

const YEAR = '(?:000[1-9]|00[1-9]\\d|0[1-9]\\d{2}|[1-9]\\d{3})';
/** Years divisible by 4, not by 100 unless by 400 (0000 is no year). */
const LEAP_YEAR = '(?:\\d{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)';

/**
 * `yyyy-MM-dd` naming a day that exists, years 0001–9999 (no 2024-02-30, no year 0), as a
 * regular expression without look-arounds: the OpenAPI document states it as the pattern of
 * every such date, which schema-based generators and validators can read.
 */
export const CALENDAR_DATE_SOURCE =
  `(?:${YEAR}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)` +
  `|02-(?:0[1-9]|1\\d|2[0-8]))|${LEAP_YEAR}-02-29)`;

const CALENDAR_DATE = new RegExp(`^${CALENDAR_DATE_SOURCE}$`);

/** `yyyy-MM-dd` naming a day that exists, years 0001–9999 (no 2024-02-30, no year 0). */
export const isCalendarDate = (s: string) => CALENDAR_DATE.test(s);
