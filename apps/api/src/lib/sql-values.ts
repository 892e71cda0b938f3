/** Raw-SQL values as JSON wants them: both drivers give Date for timestamptz, strings for numeric. */
export const iso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString();

export const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));

export const strOrNull = (v: unknown) => (v === null || v === undefined ? null : String(v));
