/**
 * How the SQL snapshot (generate.ts) calls each repository function. A function is called with
 * `genericArgument(name)` for each parameter after the executor, unless the `<name>.examples.ts`
 * beside its `<name>.repository.ts` gives its arguments: `examples`, typed against the
 * repository's own signatures (`sqlExamples<typeof repository>({...})`), for functions whose
 * parameters the defaults do not cover (objects, unions whose value changes the SQL), and
 * `notRendered`, the exports that are not rendered, with why (each shows in the module's
 * snapshot as a comment). Several cases render several variants of a function
 * (`{ label, args }`), e.g. with and without a lock. The values are never shown: the snapshot
 * keeps `$1…` placeholders, so they only have to steer the code to its statements.
 *
 * The examples are for the snapshot only: the server's build leaves them out
 * (tsconfig.build.json); the tools' build (tsconfig.tools.json) has them.
 */
import type { Executor } from '../src/db/client.js';
import { atStoreSql } from '../src/modules/inventory/stock.repository.js';

/** The arguments after the executor, optionally named (the name shows in the snapshot). */
export type Case<A extends unknown[]> = A | { label: string; args: A };
/** A repository's examples, by function. */
export type Examples = Record<string, Case<unknown[]>[]>;

type ArgsOf<F> = F extends (ex: Executor, ...args: infer A) => unknown ? A : never;
type CasesOf<R> = {
  [K in keyof R as R[K] extends (ex: Executor, ...args: never[]) => unknown ? K : never]?: Case<
    ArgsOf<R[K]>
  >[];
};
/** A repository's examples, checked against its functions (`R` is `typeof repository`). */
export const sqlExamples = <R>(c: CasesOf<R>) => c as unknown as Examples;
/** A repository's exports that are not rendered, with why. */
export type NotRendered<R> = { [K in keyof R]?: string };

export const ORG = '00000000-0000-4000-8000-000000000001';
export const ID = '00000000-0000-4000-8000-000000000002';
export const OTHER = '00000000-0000-4000-8000-000000000003';
export const AT = new Date('2024-01-01T00:00:00.000Z');

/*
 * Statement parts one module's functions take from another's, shared by their examples here so
 * that no module's examples import a module the module map does not let it use.
 */
export { atStoreSql };
export const item = {
  organizationId: ORG,
  productId: ID,
  variationId: null,
  storeId: ID,
  warehouseId: null,
};
/** A one-line stock move's plan (`moveLevels` and a sale's `recordSale` take it). */
const oneMove = [
  { ...item, delta: 1, type: 'STOCK_IN' as const, userId: ID, remarks: null, reference: null },
];
export const movePlan = (allowNegative: boolean) => ({
  organizationId: ORG,
  ordered: oneMove,
  allowNegative,
});

/**
 * The value a parameter gets by its name when its function has no examples; undefined: none
 * (the run fails and asks for an example).
 */
export function genericArgument(name: string): unknown {
  if (/^(id|candidate|org)$|Id$/.test(name)) return ID;
  if (/^ids$|Ids$/.test(name)) return [ID, OTHER];
  if (/^(keys|skus)$/.test(name)) return ['a', 'b'];
  if (/^(now|since|windowStart)$|At$/.test(name)) return AT;
  if (/^(startDate|endDate)$/.test(name)) return '2024-01-01';
  if (name === 'limit') return 10;
  if (
    /^(key|prefix|tokenHash|ip|login|email|username|name|barcode|currency|passwordHash|tz|event)$/.test(
      name,
    )
  )
    return 'x';
  return undefined;
}

/** Exports of list files that are not rendered, with why (by file, then export). */
export const listsNotRendered: Record<string, string> = {
  'permissions/permissions.list.isBuiltInPermission': 'a name check; runs no SQL',
  'stored-value/gift-cards.list.giftCardOf':
    "a row's mapping, shared with findGiftCard; runs no SQL",
  'stored-value/gift-cards.list.GIFT_CARD_COLUMNS':
    "the list's select list, shared with findGiftCard (rendered in it and in giftCardsList)",
  'stored-value/gift-cards.list.GIFT_CARD_FROM':
    "the list's from clause, shared with findGiftCard (rendered in it and in giftCardsList)",
};

/** List files whose specs serve the platform operators' lists over every organization. */
export const EVERY_ORGANIZATION_LISTS = new Set(['business-admin/business-admin.lists']);
