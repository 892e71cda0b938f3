import type { TProfileUser } from '@pos/contracts/auth';
import type { TListQueryBase, TOption } from '@pos/contracts/list';
import type { ScreenKey } from '@pos/contracts/permissions';
import type { ComponentType, ReactNode } from 'react';
import type { z } from 'zod';
import type { Query } from '../../api/client';
import type { ResourceRoot } from '../../api/query-keys';
import type { Removal } from '../confirm-delete';

/** Every row of a list has an id; the rest is the resource's own shape. */
export interface RowBase {
  _id: string;
}

/** What the per-row callbacks may look at besides the row. */
export interface RowContext {
  user: TProfileUser;
}

export interface ColumnDef<Row, SortKey extends string = string> {
  key: string;
  header: string;
  render: (row: Row) => ReactNode;
  /** The API's sort key; a column without one cannot be sorted. */
  sortKey?: SortKey;
  /** Keeps short values (ids, dates) on one line. */
  nowrap?: boolean;
}

/** Where a select filter (or a form select) loads its `{_id, name}` options from. */
export interface OptionsSource {
  endpoint: string;
  /** The query-key root of that resource, so its mutations refresh the options too. */
  queryKeyRoot: ResourceRoot;
  query?: Query;
  label?: (option: TOption) => string;
}

export type StaticOptions = readonly { value: string; label: string }[];

/** Options loaded from several sources, in groups (a location: the stores, then the warehouses). */
export interface GroupedOptionsSources {
  groups: readonly { group: string; source: OptionsSource }[];
}

export type SelectOptions = StaticOptions | OptionsSource | GroupedOptionsSources;

export const isOptionsSource = (options: SelectOptions): options is OptionsSource =>
  !Array.isArray(options) && 'endpoint' in options;

/** Where a select's options load from, each with its group (null: ungrouped); none if static. */
export const sourcesOf = (
  options: SelectOptions,
): readonly { group: string | null; source: OptionsSource }[] => {
  if (isOptionsSource(options)) return [{ group: null, source: options }];
  return 'groups' in options ? options.groups : [];
};

/** Options that come from the API, whose values are unknown until they load. */
export const isLoadedOptions = (
  options: SelectOptions,
): options is OptionsSource | GroupedOptionsSources => !Array.isArray(options);

interface FilterBase {
  label: string;
  placeholder?: string;
}

/** A filter of a list screen; `Param` is a parameter of the list's query contract. */
export type FilterDef<Param extends string = string> =
  /** Free text, applied after the same 500 ms pause as the search box. */
  | (FilterBase & { kind: 'text'; param: Param })
  | (FilterBase & {
      kind: 'select';
      param: Param;
      options: SelectOptions;
      /** Fixed options listed before the loaded ones ("Top level" next to every category). */
      extraOptions?: StaticOptions;
      /** Loaded options are unknown while the URL is read; this drops values of the wrong shape. */
      isValid?: (value: string) => boolean;
    })
  /** A number (prices, quantities), applied after the same pause as text; invalid values are dropped. */
  | (FilterBase & { kind: 'number'; param: Param; min?: number; step?: number; integer?: boolean })
  /**
   * One day, kept and sent as yyyy-MM-dd: the API takes it as that day in the organization's
   * time zone (a "to" day includes the whole day).
   */
  | (FilterBase & { kind: 'date'; param: Param })
  /** Two URL parameters filled by one range picker: `from` (start of day) and `to` (end of day). */
  | (FilterBase & { kind: 'dateRange'; fromParam: Param; toParam: Param });

/** A reference to a resource's API, handed to its form so the form can save through it. */
export interface ResourceApi {
  endpoint: string;
  queryKeyRoot: ResourceRoot;
  /** Other resources whose lists show this one's data (a renamed role shows in the users list). */
  alsoInvalidates?: readonly ResourceRoot[];
  /**
   * The id of a row the API answers without one (a report's row, keyed by what it is about):
   * the list gives each row this `_id`.
   */
  rowId?: (row: never) => string;
}

/** A resource's API: its endpoint, its query-key root, and the roots its changes also touch. */
export const resourceApi = (
  endpoint: string,
  queryKeyRoot: ResourceRoot,
  alsoInvalidates?: readonly ResourceRoot[],
): ResourceApi => ({ endpoint, queryKeyRoot, ...(alsoInvalidates ? { alsoInvalidates } : {}) });

export interface ResourceFormProps<Row> {
  /** The row being edited, or null when adding. */
  item: Row | null;
  resource: ResourceApi;
  onClose: () => void;
}

export interface CsvExportDef {
  endpoint: string;
  emptyText: string;
  failureText: string;
  buttonLabel?: string;
}

/**
 * A list screen. `Param` and `SortKey` are the filter parameters and sort keys its query contract
 * takes (see `defineResource`); any string for the generic list components.
 */
export interface ResourceDefinition<
  Row extends RowBase,
  Param extends string = string,
  SortKey extends string = string,
> extends ResourceApi {
  /**
   * The catalog namespace of the definition's texts (its feature's folder name: 'stores'). Every
   * text of the definition — title, itemTitle, emptyNoun, column headers, filter labels,
   * placeholders and options, searchPlaceholder, removal, csvExport — is marked with `msg('…')`
   * and shown translated in this namespace, then `common` (`components/shared-text.tsx`).
   * Unset: the namespace of the route the list is on (router.tsx), which is the feature's own.
   */
  namespace?: string;
  /** Plural, as in the menu: "Users". */
  title: string;
  /** Singular, as in "Add New User". */
  itemTitle: string;
  /** What the empty states call the rows ("No stock history yet."); the title lower-cased if unset. */
  emptyNoun?: string;
  screen: ScreenKey;
  columns: readonly ColumnDef<Row, SortKey>[];
  filters?: readonly FilterDef<Param>[];
  searchPlaceholder?: string;
  /** What the API sorts by when the URL names no (valid) sort, e.g. "-createdAt". */
  defaultSort?: SortKey | `-${SortKey}`;
  form?: ComponentType<ResourceFormProps<Row>>;
  /** Modal width of the form; "md" unless the form is wide (permission checklists). */
  formSize?: 'sm' | 'md' | 'lg' | 'xl';
  /** The name that delete texts and the row buttons' labels use. */
  itemName: (row: Row) => string;
  hideRowActions?: boolean;
  /** Whether the user may add rows (the screen may be open to readers who cannot): yes if unset. */
  canCreate?: (ctx: RowContext) => boolean;
  canEdit?: (row: Row, ctx: RowContext) => boolean;
  canDelete?: (row: Row, ctx: RowContext) => boolean;
  /** False when the API deletes no row of this kind (inventory items): no delete buttons at all. */
  deletable?: boolean;
  /** What the delete button does when it is not a delete (an API key is revoked). */
  removal?: Removal;
  /** A detail page a row opens (the whole row is clickable, its buttons excepted). */
  rowHref?: (row: Row) => string;
  csvExport?: CsvExportDef;
  /** More buttons in the page header, before Download CSV and Add (links to related pages). */
  extraActions?: ReactNode;
  /**
   * Above the rows: the list's figures over every match (`totals` of its answer; undefined while
   * the first answer loads), for the lists that have them (reports).
   */
  summary?: (totals: unknown) => ReactNode;
}

/**
 * A list query as its contract has it (`z.input` of the schema): its own parameters, and a
 * `sort` that is the contract's enum of sort keys (`sortParam`), `-key` for descending.
 */
export type ListQuery<Schema extends z.ZodType> = z.input<Schema>;

/** The filter parameters of a list query: its own, not search, page, limit or sort. */
export type FilterParamOf<Q> = Exclude<Extract<keyof Q, string>, keyof TListQueryBase>;

/** The sort keys of a list query; none when its `sort` is not narrowed (any string would pass). */
export type SortKeyOf<Q> = Q extends { sort?: infer S }
  ? string extends NonNullable<S>
    ? never
    : Exclude<NonNullable<S>, `-${string}`>
  : never;

/**
 * A list screen checked against its query contract: a filter's `param` must be a parameter of
 * `Query`, a column's `sortKey` (and `defaultSort`) one of its sort keys; a typo does not compile.
 */
export const defineResource = <Row extends RowBase, Query>(
  definition: ResourceDefinition<Row, FilterParamOf<Query>, SortKeyOf<Query>>,
) => definition;
