/**
 * The one rule for text anywhere in a request (DESIGN §12): no control characters other than tab,
 * line feed and carriage return (C0, DEL and C1 — NUL above all, which PostgreSQL cannot store),
 * and no lone UTF-16 surrogate (it has no UTF-8 form, so a database refuses it inside JSON).
 * The API applies it to every string of every body, query and path before the route's own schema.
 */
const UNSAFE_TEXT =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSAFE_TEXT_MESSAGE =
  'Text may not contain control characters (such as NUL) or broken characters.';

export const isSafeText = (s: string) => !UNSAFE_TEXT.test(s);

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

/** `yyyy-MM-dd` naming a day that exists, years 0001–9999 (no 2024-02-30, no year 0). */
export function isCalendarDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][mo - 1];
  return y >= 1 && days !== undefined && d >= 1 && d <= days;
}
