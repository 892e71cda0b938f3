import {
  PROMOTION_MESSAGES as M,
  PROMOTION_KIND_LABELS,
  PROMOTIONS_CSV_COLUMNS,
  promotionAppliesToText,
  promotionOfferText,
  resolvePromotionBody,
  type TPromotion,
  type TPromotionRow,
  ZPromotion,
  type ZPromotionBody,
  ZPromotionsQuery,
} from '@pos/contracts/promotions';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { AppError, isUniqueViolation, notFound, taken } from '../../lib/errors.js';
import { csvExport, findListRow, runList } from '../../lib/list-query.js';
import type { AppDeps, Caller } from '../../plugins/types.js';
import { diffOf, recordAudit, recordUpdate } from '../audit/audit.service.js';
import { timeZoneOf } from '../settings/settings.service.js';
import { promotionsList, type TPromotionsQuery } from './promotions.list.js';
import * as repo from './promotions.repository.js';

type PromotionBody = z.output<typeof ZPromotionBody>;

export const listPromotions = (deps: AppDeps, caller: Caller, q: TPromotionsQuery) =>
  runList(deps.db, promotionsList, caller.organizationId, q);

const csvCells = (p: TPromotionRow) => [
  p._id,
  p.name,
  PROMOTION_KIND_LABELS[p.kind],
  promotionOfferText(p),
  promotionAppliesToText(p),
  p.productIds.join('; '),
  p.categoryNames.join('; '),
  p.storeIds.length === 0 ? 'All stores' : p.storeNames.join('; '),
  p.couponCode,
  p.startsAt === null ? null : new Date(p.startsAt),
  p.endsAt === null ? null : new Date(p.endsAt),
  p.isActive ? 'Yes' : 'No',
  new Date(p.createdAt),
];

export async function exportPromotions(deps: AppDeps, caller: Caller, q: TPromotionsQuery) {
  const org = caller.organizationId;
  const zone = await timeZoneOf(deps, org);
  return csvExport(
    await deps.reads.current(),
    promotionsList,
    org,
    q,
    PROMOTIONS_CSV_COLUMNS,
    csvCells,
    zone,
  );
}

/** The promotion as the API answers it (the list's row less the names it shows beside it). */
async function load(ex: Executor, organizationId: string, id: string): Promise<TPromotion> {
  const row = await findListRow(ex, promotionsList, organizationId, id);
  if (!row) throw notFound(M.notFound);
  return ZPromotion.parse(row);
}

export const getPromotion = (deps: AppDeps, caller: Caller, id: string) =>
  load(deps.db, caller.organizationId, id);

/**
 * `GET /register/promotions`: every active promotion, whatever its window and stores (the
 * register's engine checks them at each sale, as the server's does), by name.
 */
export async function activePromotions(deps: AppDeps, caller: Caller): Promise<TPromotion[]> {
  const q = ZPromotionsQuery.parse({ isActive: 'true', noPagination: 'true' });
  const page = await runList(deps.db, promotionsList, caller.organizationId, q);
  return page.data.map((row) => ZPromotion.parse(row));
}

const distinct = (ids: readonly string[]) => [...new Set(ids)];
const numeric = (n: number | null) => (n === null ? null : String(n));
const moment = (s: string | null) => (s === null ? null : new Date(s));

/** A body as it is stored: the contract's defaults (resolvePromotionBody), each id once. */
function valuesOf(body: PromotionBody): repo.PromotionValues {
  const p = resolvePromotionBody(body);
  return {
    ...p,
    productIds: distinct(p.productIds),
    categoryIds: distinct(p.categoryIds),
    storeIds: distinct(p.storeIds),
    percent: numeric(p.percent),
    amount: numeric(p.amount),
    getPercent: numeric(p.getPercent),
    bundlePrice: numeric(p.bundlePrice),
    startsAt: moment(p.startsAt),
    endsAt: moment(p.endsAt),
  };
}

const NOT_FOUND_MESSAGES = {
  productIds: M.productNotFound,
  categoryIds: M.categoryNotFound,
  storeIds: M.storeNotFound,
} as const;

/**
 * Every product, category and store a promotion names is the organization's (DESIGN §12:
 * else 404), named in `details` by its place in the body ("productIds.2").
 */
async function checkRefs(ex: Executor, organizationId: string, values: repo.PromotionValues) {
  const [unknown] = await repo.unknownRefs(ex, organizationId, values);
  if (!unknown) return;
  const message = NOT_FOUND_MESSAGES[unknown.field];
  const index = values[unknown.field].indexOf(unknown.id);
  throw new AppError('NOT_FOUND', message, { [`${unknown.field}.${index}`]: message });
}

async function uniqueCoupon<T>(work: () => Promise<T>) {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err, 'promotions_org_coupon_uq')) {
      throw taken('COUPON_TAKEN', 'couponCode', M.couponTaken);
    }
    throw err;
  }
}

/** A promotion's fields the audit log follows (DESIGN §13): all of them. */
const FIELDS = [
  'name',
  'kind',
  'productIds',
  'categoryIds',
  'percent',
  'amount',
  'buyQuantity',
  'getQuantity',
  'getPercent',
  'bundleQuantity',
  'bundlePrice',
  'couponCode',
  'startsAt',
  'endsAt',
  'storeIds',
  'isActive',
] as const satisfies readonly (keyof TPromotion)[];

export async function createPromotion(deps: AppDeps, caller: Caller, body: PromotionBody) {
  const org = caller.organizationId;
  const values = valuesOf(body);
  const data = await uniqueCoupon(() =>
    deps.db.transaction(async (tx) => {
      await checkRefs(tx, org, values);
      const id = await repo.insertPromotion(tx, org, values);
      const created = await load(tx, org, id);
      await recordAudit(tx, caller, {
        entityType: 'Promotion',
        entityId: id,
        action: 'create',
        changes: diffOf<TPromotion>(null, created, FIELDS),
      });
      return created;
    }),
  );
  return { data, message: M.created };
}

export async function updatePromotion(
  deps: AppDeps,
  caller: Caller,
  id: string,
  body: PromotionBody,
) {
  const org = caller.organizationId;
  const values = valuesOf(body);
  const data = await uniqueCoupon(() =>
    deps.db.transaction(async (tx) => {
      const current = await load(tx, org, id);
      await checkRefs(tx, org, values);
      await repo.updatePromotion(tx, org, id, values);
      const after = await load(tx, org, id);
      const changes = diffOf<TPromotion>(current, after, FIELDS);
      await recordUpdate(tx, caller, { entityType: 'Promotion', entityId: id }, changes);
      return after;
    }),
  );
  return { data, message: M.updated };
}

export async function deletePromotion(deps: AppDeps, caller: Caller, id: string) {
  const org = caller.organizationId;
  await deps.db.transaction(async (tx) => {
    const current = await load(tx, org, id);
    await repo.deletePromotion(tx, org, id);
    await recordAudit(tx, caller, {
      entityType: 'Promotion',
      entityId: id,
      action: 'delete',
      changes: diffOf<TPromotion>(current, null, FIELDS),
    });
  });
  return { message: M.deleted };
}
