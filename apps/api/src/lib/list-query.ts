import { Readable } from 'node:stream';
import type { TListQueryBase, TListResponse } from '@pos/contracts/list';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows, queryRowsPrepared } from '../db/client.js';
import { CSV_BOM, csvRow } from './csv.js';
import { badRequest, validationError } from './errors.js';

/** More rows than this in one `noPagination` answer is refused: the CSV export streams instead. */
export const NO_PAGINATION_MAX = 50_000;
const EXPORT_BATCH = 1000;

/**
 * A list described once: where its rows come from, what search and filters mean in SQL, what
 * may be sorted. `runList` and `streamList` turn it into the page query, the count and the CSV.
 */
export interface ListSpec<Q extends TListQueryBase, Row, Totals = never> {
  /** `FROM …` with the main table (and joins the filters need). */
  from: SQL;
  /** The main table's organization_id and id columns. */
  org: SQL;
  id: SQL;
  /** The select list; evaluated only for the rows returned. */
  select: SQL;
  /** Columns matched with ILIKE '%search%' (trigram-indexed). */
  search?: SQL[];
  /**
   * Instead of `search`: conditions on the list's rows for an ILIKE pattern, each served by an
   * index alone (a trigram index, or ids found in another table's). A search runs one query per
   * condition and joins them by UNION, where one OR over them would defeat the indexes.
   */
  searchBranches?: (pattern: string, organizationId: string) => SQL[];
  /** What every row of the list meets, whatever the query (products: not archived). */
  where?: SQL;
  /** Each active filter of the query → a condition (the organization id for subqueries). */
  filters?: (q: Q, organizationId: string) => (SQL | undefined)[];
  /** A column for every sort key of the query's contract (`sortParam`), no more, no less. */
  sorts: Record<SortKeyOf<Q>, SQL>;
  defaultSort: NonNullable<Q['sort']>;
  /**
   * Lists of tables that grow without bound (the ledger, sales) count at most this many matches:
   * an exact count of a million rows costs more than the page. The answer says when it stopped.
   */
  countCap?: number;
  /**
   * How many rows meet `where` alone, read from a counter kept with the rows (a trigger): the
   * total of a query without search or filters, exact however many rows there are, without
   * counting them.
   */
  total?: (organizationId: string) => SQL;
  map: (raw: Record<string, unknown>) => Row;
  /**
   * Figures over every matching row, not the page (a report's totals): aggregates over `from`'s
   * rows, computed by the count in the same pass, and their mapping. Such a count is exact, so
   * a list with totals has no `countCap` and no `total` counter.
   */
  totals?: { select: SQL; map: (raw: Record<string, unknown>) => Totals };
}

/** A list spec with or without totals, for what does not read them. */
export type AnyListSpec<Q extends TListQueryBase, Row> = ListSpec<Q, Row, unknown>;

/** A list answer, with its totals when the list has them (`ListSpec.totals`). */
export type ListAnswer<Row, Totals> = TListResponse<Row> &
  ([Totals] extends [never] ? unknown : { totals: Totals });

/** The sort keys of a list query: its `sort` values without the `-` of descending. */
export type SortKeyOf<Q extends TListQueryBase> = Exclude<NonNullable<Q['sort']>, `-${string}`>;

/** ILIKE pattern matching `term` anywhere, with its own % and _ taken literally. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Whose rows a list shows: one organization's, or — for the platform operators' lists only —
 * every organization's (`EVERY_ORGANIZATION`).
 */
export const EVERY_ORGANIZATION = null;
type Scope = string | typeof EVERY_ORGANIZATION;

// Every organization's rows: a condition on the column rather than the constant true, which
// Citus refuses beside an outer join on PostgreSQL 15 and 16 ("pseudoconstant quals").
const scopeOf = (org: SQL, organizationId: Scope) =>
  organizationId === EVERY_ORGANIZATION ? sql`${org} is not null` : sql`${org} = ${organizationId}`;

/**
 * When a search has at most this many matches, the page is sorted from the matches (found
 * first, from the trigram indexes) instead of walking the sort order's index: see whereOf.
 * Sorting 10,000 matches costs a few milliseconds; a walk that meets them late reads the whole
 * table (120 ms and more at a million products), while more matches than this are met early.
 */
const FEW_MATCHES = 10_000;

/** The search term of a list query, when the list can search (else a `search` is ignored). */
const searchOf = <Q extends TListQueryBase, Row>(spec: AnyListSpec<Q, Row>, q: Q) =>
  q.search && (spec.search?.length || spec.searchBranches) ? q.search : undefined;

/** What a list query asks of its rows besides the search: organization, `where`, filters. */
function conditionsOf<Q extends TListQueryBase, Row>(
  spec: AnyListSpec<Q, Row>,
  organizationId: Scope,
  q: Q,
) {
  const conditions: SQL[] = [scopeOf(spec.org, organizationId)];
  if (spec.where) conditions.push(spec.where);
  for (const c of spec.filters?.(q, organizationId ?? '') ?? []) if (c) conditions.push(c);
  return conditions;
}

/** `select` from the rows meeting `conditions` and one search branch, a query per branch, UNION. */
const branchesOf = <Q extends TListQueryBase, Row>(
  spec: AnyListSpec<Q, Row>,
  organizationId: Scope,
  pattern: string,
  select: SQL,
  conditions: SQL[],
) =>
  sql.join(
    (spec.searchBranches?.(pattern, organizationId ?? '') ?? []).map(
      (branch) =>
        sql`select ${select} from ${spec.from} where ${sql.join([...conditions, branch], sql` and `)}`,
    ),
    sql` union `,
  );

function whereOf<Q extends TListQueryBase, Row>(
  spec: AnyListSpec<Q, Row>,
  organizationId: Scope,
  q: Q,
  /** The search has few matches (counted): find them first. */
  fewMatches = false,
) {
  const conditions = conditionsOf(spec, organizationId, q);
  const search = searchOf(spec, q);
  if (search) {
    const pattern = likePattern(search);
    const scope = scopeOf(spec.org, organizationId);
    const matches = sql`(${sql.join(
      (spec.search ?? []).map((c) => sql`${c} ilike ${pattern}`),
      sql` or `,
    )})`;
    const ids = spec.searchBranches
      ? branchesOf(spec, organizationId, pattern, spec.id, [scope])
      : sql`select ${spec.id} from ${spec.from} where ${scope} and ${matches}`;
    // Left to itself, the planner may answer a page by walking the sort order's index and
    // testing every row until ten match, betting on its estimate of how many rows match. When
    // the matches are few and sit together (names numbered in the order they were created) it
    // reads most of the table: 9 ms at 50,000 products for "jacket 31" (105 matches) against
    // 1.5 ms when the matches are found first. So a search counted to few matches makes its
    // page from them: the array of ids is computed once, from the trigram indexes, before the
    // rest is planned. Many matches are found soon by the walk, and are left to it.
    conditions.splice(
      1,
      0,
      fewMatches
        ? sql`${spec.id} = any(array(${ids}))`
        : spec.searchBranches
          ? sql`${spec.id} in (${ids})`
          : matches,
    );
  }
  return sql.join(conditions, sql` and `);
}

/** The counter that gives this query's total (`total`): no search, no filter, one organization. */
const totalOf = <Q extends TListQueryBase, Row>(
  spec: AnyListSpec<Q, Row>,
  organizationId: Scope,
  q: Q,
) =>
  spec.total &&
  organizationId !== EVERY_ORGANIZATION &&
  !searchOf(spec, q) &&
  (spec.filters?.(q, organizationId) ?? []).every((c) => c === undefined)
    ? spec.total(organizationId)
    : undefined;

function sortOf<Q extends TListQueryBase, Row>(
  spec: AnyListSpec<Q, Row>,
  sort: string | undefined,
) {
  const key = sort ?? spec.defaultSort;
  const desc = key.startsWith('-');
  const column = (spec.sorts as Record<string, SQL | undefined>)[desc ? key.slice(1) : key];
  if (!column) {
    throw validationError(
      `Unknown sort "${key}". Sort by one of: ${Object.keys(spec.sorts).join(', ')}.`,
      {
        sort: 'Unknown sort column.',
      },
    );
  }
  return { column, direction: desc ? sql`desc` : sql`asc` };
}

/**
 * The order of a list's rows. The id breaks ties, so pages never repeat or skip a row. Plain
 * asc/desc (no NULLS clause) so that an index on (organization_id, column, id) serves the order
 * in either direction.
 */
const orderBy = (by: { column: SQL; direction: SQL }, id: SQL) =>
  sql`${by.column} ${by.direction}, ${id} ${by.direction}`;

/**
 * The rows matching a search as (id, sort_key). Search branches each give their rows' sort key
 * with their ids: ids alone, looked up again to sort them, cost 9 ms of a typing search's 14 at
 * a million products (1,112 matches, one index probe each).
 */
function matchesOf<Q extends TListQueryBase, Row>(
  spec: AnyListSpec<Q, Row>,
  organizationId: Scope,
  q: Q,
  where: SQL,
  sortColumn: SQL,
) {
  const select = sql`${spec.id} as id, ${sortColumn} as sort_key`;
  const search = searchOf(spec, q);
  if (!spec.searchBranches || search === undefined)
    return sql`select ${select} from ${spec.from} where ${where}`;
  const branches = branchesOf(
    spec,
    organizationId,
    likePattern(search),
    select,
    conditionsOf(spec, organizationId, q),
  );
  return sql`select * from (${branches}) branches`;
}

/**
 * How far a list answer counts: every match for `noPagination` up to its limit; nowhere for a
 * total read from a counter (exact at no cost); else the spec's cap.
 */
const countCapOf = <Q extends TListQueryBase, Row>(
  spec: AnyListSpec<Q, Row>,
  organizationId: Scope,
  q: Q,
) =>
  q.noPagination ? NO_PAGINATION_MAX : totalOf(spec, organizationId, q) ? undefined : spec.countCap;

/**
 * The statements of a list answer. The page is chosen on ids alone (index-only work), and the
 * select list — which may hold per-row subqueries — runs only for the rows returned. The count
 * stops one past its cap, if it has one.
 */
export function listQueries<Q extends TListQueryBase, Row>(
  spec: AnyListSpec<Q, Row>,
  organizationId: Scope,
  q: Q,
  /** null: count every match. */
  cap: number | null = countCapOf(spec, organizationId, q) ?? null,
  /** How many matches the count found, when it ran first. */
  matched?: number,
) {
  const where = whereOf(spec, organizationId, q);
  const pageWhere =
    matched !== undefined && matched <= FEW_MATCHES
      ? whereOf(spec, organizationId, q, true)
      : where;
  const sort = sortOf(spec, q.sort);
  const order = orderBy(sort, spec.id);
  const paging = q.noPagination ? sql`` : sql` limit ${q.limit} offset ${(q.page - 1) * q.limit}`;
  const count = spec.totals
    ? sql`select count(*)::int as n, ${spec.totals.select} from ${spec.from} where ${where}`
    : (totalOf(spec, organizationId, q) ??
      (cap === null
        ? sql`select count(*)::int as n from ${spec.from} where ${where}`
        : sql`select count(*)::int as n from (select 1 from ${spec.from} where ${where} limit ${cap + 1}) matches`));
  /** The ids of one page of the rows matching `w`, in the list's order. */
  const pageIdsWhere = (w: SQL) =>
    sql`select ${spec.id} from ${spec.from} where ${w} order by ${order}${paging}`;
  /** The page's rows, chosen on ids alone; `pageIds` selects them in order, paged. */
  const pageOf = (pageIds: SQL, position: SQL = sql``) =>
    sql`select ${spec.select}${position} from ${spec.from}
      where ${scopeOf(spec.org, organizationId)} and ${spec.id} in (${pageIds})`;
  /**
   * The count (`__matched`) and the page's rows in order (`__position`) in one statement, one
   * round trip; one row with only `__matched` when the page is empty. The totals, if the list
   * has them, come along as one JSON value (`__totals`): their names cannot meet the row's.
   */
  const countAndPage = (counted: SQL, pageIds: SQL) =>
    sql`select counted.n as __matched${spec.totals ? sql`, to_json(counted) as __totals` : sql``}, page.*
      from (${counted}) counted
      left join (${pageOf(pageIds, sql`, row_number() over (order by ${order}) as __position`)}) page on true
      order by page.__position`;
  return {
    count,
    page: sql`${pageOf(pageIdsWhere(pageWhere))}
      order by ${order}`,
    /**
     * The count and the page together (`countedOnce`). A search counted to at most
     * `FEW_MATCHES` finds its matches (up to one past the cap) once — the trigram work is most
     * of the answer — and sorts the page from them; a list without a search counts and walks
     * its sort order's index for the page, as `count` and `page` do.
     */
    counted: searchOf(spec, q)
      ? sql`with matches as materialized (
          ${matchesOf(spec, organizationId, q, where, sort.column)}
          limit ${(cap ?? FEW_MATCHES) + 1})
        ${countAndPage(
          sql`select count(*)::int as n from matches`,
          sql`select id from matches order by ${orderBy({ column: sql`sort_key`, direction: sort.direction }, sql`id`)}${paging}`,
        )}`
      : countAndPage(count, pageIdsWhere(where)),
  };
}

/** The exact number of matches (exports report it). */
export async function countList<Q extends TListQueryBase, Row>(
  ex: Executor,
  spec: AnyListSpec<Q, Row>,
  organizationId: string,
  q: Q,
) {
  const [row] = await queryRows<{ n: number }>(
    ex,
    listQueries(spec, organizationId, q, null).count,
  );
  return row?.n ?? 0;
}

/**
 * Whether a list answer is one statement (`counted`): a page (not `noPagination`, which may be
 * refused after counting) of a list without a search, or of a search in a list whose count
 * stops at `FEW_MATCHES` or before. A search counted exactly needs its count first, to choose
 * how to make its page (`whereOf`).
 */
export const countedOnce = <Q extends TListQueryBase, Row>(spec: AnyListSpec<Q, Row>, q: Q) => {
  if (q.noPagination) return false;
  if (!searchOf(spec, q)) return true;
  // A search's one statement counts its matches alone, without the totals' aggregates.
  if (spec.totals) return false;
  return spec.countCap !== undefined && spec.countCap <= FEW_MATCHES;
};

/** One page (or, with noPagination, every match), the total count, and the list's totals. */
export async function runList<Q extends TListQueryBase, Row, T = never>(
  ex: Executor,
  spec: ListSpec<Q, Row, T>,
  organizationId: Scope,
  q: Q,
): Promise<ListAnswer<Row, T>> {
  const { answer, counted } = await pageAndCount(ex, spec, organizationId, q);
  const totals = spec.totals && counted && { totals: spec.totals.map(counted) };
  return { ...answer, ...totals } as ListAnswer<Row, T>;
}

/** The answer without its totals, and the count's row that holds them. */
async function pageAndCount<Q extends TListQueryBase, Row>(
  ex: Executor,
  spec: AnyListSpec<Q, Row>,
  organizationId: Scope,
  q: Q,
): Promise<{ answer: TListResponse<Row>; counted: Record<string, unknown> | undefined }> {
  const cap = countCapOf(spec, organizationId, q) ?? null;
  let matched: number;
  let counted: Record<string, unknown> | undefined;
  if (countedOnce(spec, q)) {
    // Without a search the statement's parameters are ids, limits and filter values: planned
    // once per connection (planning took 1.4 ms of a products page executing in 0.7 ms). A
    // search pattern wants its own plan each time.
    const searching = searchOf(spec, q) !== undefined;
    const run = searching ? queryRows : queryRowsPrepared;
    const rows = await run<Record<string, unknown>>(
      ex,
      listQueries(spec, organizationId, q, cap).counted,
    );
    matched = Number(rows[0]?.__matched ?? 0);
    counted = rows[0]?.__totals as Record<string, unknown> | undefined;
    const page = rows.filter((r) => r.__position !== null && r.__position !== undefined);
    if (!searching) {
      const capped = cap !== null && matched > cap;
      const answer = {
        data: page.map(spec.map),
        totalCount: capped ? cap : matched,
        ...(capped && { totalCountCapped: true }),
      };
      return { answer, counted };
    }
    if (cap === null || matched <= cap) {
      return { answer: { data: page.map(spec.map), totalCount: matched }, counted };
    }
    // A search with more matches than the cap: its page comes from all of them (below), not
    // from the first ones found.
  } else {
    [counted] = await queryRows<Record<string, unknown>>(
      ex,
      listQueries(spec, organizationId, q, cap).count,
    );
    matched = Number(counted?.n ?? 0);
  }
  const queries = listQueries(spec, organizationId, q, cap, matched);
  const capped = cap !== null && matched > cap;
  if (q.noPagination && capped) {
    throw badRequest(
      `More than ${NO_PAGINATION_MAX} rows match, too many for one answer. Narrow the filters or download the CSV export.`,
      undefined,
      'TOO_MANY_ROWS',
    );
  }
  const totalCount = capped ? cap : matched;
  const beyondEnd = !q.noPagination && !capped && (q.page - 1) * q.limit >= totalCount;
  const rows = beyondEnd ? [] : await queryRows<Record<string, unknown>>(ex, queries.page);
  const answer = {
    data: rows.map(spec.map),
    totalCount,
    ...(capped && { totalCountCapped: true }),
  };
  return { answer, counted };
}

/**
 * Every match as a CSV file: how many rows it holds, and its lines fetched in batches by id
 * (keyset), so memory stays flat however many rows there are. Rows come in creation order (ids
 * are UUID v7). The file starts with the UTF-8 byte order mark. Exports read where the reports
 * read — callers pass `deps.reads.current()` (docs/DESIGN.md, "Reports off the primary").
 */
export async function csvExport<Q extends TListQueryBase, Row>(
  ex: Executor,
  spec: AnyListSpec<Q, Row>,
  organizationId: string,
  q: Q,
  header: readonly string[],
  toCells: (row: Row) => unknown[],
  /** Dates (cells that are `Date`s) are written in this zone's local time, and so is its name's. */
  timeZone: string,
): Promise<{ totalCount: number; stream: Readable; timeZone: string }> {
  const totalCount = await countList(ex, spec, organizationId, q);
  const where = whereOf(spec, organizationId, q);
  async function* lines() {
    yield CSV_BOM + csvRow(header);
    let after: string | null = null;
    for (;;) {
      const keyset: SQL = after === null ? sql`` : sql` and ${spec.id} > ${after}`;
      const batch: Record<string, unknown>[] = await queryRows<Record<string, unknown>>(
        ex,
        sql`select ${spec.select}, ${spec.id} as __key from ${spec.from} where ${where}${keyset} order by ${spec.id} limit ${EXPORT_BATCH}`,
      );
      if (batch.length === 0) return;
      yield batch.map((raw) => csvRow(toCells(spec.map(raw)), timeZone)).join('');
      if (batch.length < EXPORT_BATCH) return;
      after = String(batch[batch.length - 1]?.__key);
    }
  }
  return { totalCount, stream: Readable.from(lines()), timeZone };
}

/** One row of the list by id, in the list's shape (for GET /:id and write answers). */
export async function findListRow<Q extends TListQueryBase, Row>(
  ex: Executor,
  spec: AnyListSpec<Q, Row>,
  organizationId: string,
  id: string,
): Promise<Row | null> {
  const [raw] = await queryRows<Record<string, unknown>>(
    ex,
    sql`select ${spec.select} from ${spec.from} where ${spec.org} = ${organizationId} and ${spec.id} = ${id}`,
  );
  return raw ? spec.map(raw) : null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A list query with the time zone its date-only filters name days of (the organization's,
 * DESIGN §13); without one, UTC.
 */
export type InTimeZone<Q> = Q & { timeZone?: string | undefined };

/** Whether a query holds a date-only value (`yyyy-mm-dd`), whose day needs a time zone. */
export const hasDay = (q: object) =>
  Object.values(q).some((v) => typeof v === 'string' && DAY.test(v));

/** The first instant of a calendar day in a time zone (a summer-time day has 23 or 25 hours). */
const dayStart = (day: string, timeZone: string, plus: 0 | 1) =>
  sql`(${day}::date + ${plus}::int)::timestamp at time zone ${timeZone}`;

/**
 * A from/to date filter on a timestamp column. A date-only "from" or "to" is that whole day in
 * `timeZone` (a sale at 23:30 local time belongs to its local day); full timestamps are taken as
 * they are.
 */
export function dateRange(
  column: SQL,
  from: string | undefined,
  to: string | undefined,
  timeZone = 'UTC',
) {
  const lower = !from
    ? undefined
    : DAY.test(from)
      ? sql`${column} >= ${dayStart(from, timeZone, 0)}`
      : sql`${column} >= ${from}::timestamptz`;
  const upper = !to
    ? undefined
    : DAY.test(to)
      ? sql`${column} < ${dayStart(to, timeZone, 1)}`
      : sql`${column} <= ${to}::timestamptz`;
  return [lower, upper];
}
