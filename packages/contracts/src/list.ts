import { z } from 'zod';
import { CALENDAR_DATE_SOURCE } from './text.js';

/** The largest page a list answers (spec 2 dropdowns ask 1000). */
export const LIST_LIMIT_MAX = 1000;

/** A true/false query parameter (`true`/`false`/`1`/`0`). */
export const ZBoolQuery = z
  .enum(['true', 'false', '1', '0'], { error: 'Use true or false.' })
  .transform((v) => v === 'true' || v === '1');

/**
 * Query of every list endpoint: `GET /<entity>?search&page&limit&sort&<filters>` (DESIGN §5).
 * `sort` is a column key, `-key` for descending. `noPagination=true` answers every match (exports);
 * `export=csv` is what the spec's screens send along with it and changes nothing.
 */
export const ZListQueryBase = z.object({
  search: z.string().trim().max(200, 'search is at most 200 characters.').optional(),
  page: z.coerce
    .number({ error: 'page must be a number.' })
    .int('page must be a whole number.')
    .min(1, 'page must be at least 1.')
    .max(1_000_000, 'page is too large.')
    .default(1),
  limit: z.coerce
    .number({ error: 'limit must be a number.' })
    .int('limit must be a whole number.')
    .min(1, 'limit must be at least 1.')
    .max(LIST_LIMIT_MAX, `limit must be at most ${LIST_LIMIT_MAX}.`)
    .default(10),
  sort: z
    .string()
    .regex(/^-?[A-Za-z][A-Za-z0-9_]*$/, 'sort is a column name, with - for descending.')
    .optional(),
  noPagination: ZBoolQuery.optional(),
  export: z.enum(['csv']).optional(),
});
export type TListQueryBase = z.infer<typeof ZListQueryBase>;

/** A sort value: a key of the list, `-key` for descending. */
export type SortValue<K extends string> = K | `-${K}`;

/**
 * The `sort` parameter of one list: exactly its keys (and their `-` forms). The API's list spec
 * must map every key to a column and the web's columns may only name these (both typed from
 * the query schema), so a sortable column cannot drift from what the server sorts by.
 */
export function sortParam<const K extends readonly [string, ...string[]]>(keys: K) {
  const values = keys.flatMap((k) => [k, `-${k}`]) as [
    SortValue<K[number]>,
    ...SortValue<K[number]>[],
  ];
  return z
    .enum(values, {
      error: (iss) => `Unknown sort "${String(iss.input)}". Sort by one of: ${keys.join(', ')}.`,
    })
    .optional();
}

export interface TListResponse<T> {
  data: T[];
  totalCount: number;
  /**
   * True when the list stopped counting at a cap (ledgers, sales): there are at least
   * `totalCount` matches ("10,000+"); narrow the filters to page further.
   */
  totalCountCapped?: boolean;
}

export const listResponse = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    totalCount: z.number().int(),
    totalCountCapped: z.boolean().optional(),
  });

/** A list answer with figures over every match, not the page (a report's totals). */
export const listResponseWithTotals = <T extends z.ZodType, Totals extends z.ZodType>(
  item: T,
  totals: Totals,
) => listResponse(item).extend({ totals });

/**
 * A date filter, for the server and the OpenAPI document alike: a day that exists, or one with a
 * time after `T` or a space (hour 00–23; at most 64 digits of a second, which keeps the text within
 * the 128 characters PostgreSQL reads) and an offset of at most ±15:59, the most PostgreSQL reads.
 */
export const DATE_FILTER_PATTERN =
  `^${CALENDAR_DATE_SOURCE}(?:[T ](?:[01]\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:\\.\\d{1,64})?)?` +
  '(?:Z|[+-](?:0\\d|1[0-5]):?[0-5]\\d)?)?$';

/** A date filter: yyyy-MM-dd or a full ISO timestamp (the spec's screens send ISO strings). */
export const ZDateFilter = z
  .string()
  .trim()
  .regex(new RegExp(DATE_FILTER_PATTERN), 'Not a valid date.');

/** A uuid in a path or filter; anything else is a 400, not a database error. */
export const ZId = z.uuid('Not a valid id.');
export const ZIdParams = z.strictObject({ id: ZId });

/**
 * A required id with its own message when it is missing or empty: documented as the uuid it
 * must be (the document shows a pipe's input side only, so the meta says it).
 */
export const requiredId = (message: string) =>
  z
    .string({ error: message })
    .min(1, message)
    .pipe(ZId)
    .meta({ format: 'uuid', pattern: z.regexes.uuid().source });

/** The `{_id, name}` items that filter selects load their options from. */
export const ZOption = z.object({ _id: z.string(), name: z.string() });
export type TOption = z.infer<typeof ZOption>;
