import {
  type PromotionKind,
  resolvePromotionBody,
  type TPromotionBody,
  type TPromotionRow,
  ZPromotionBody,
} from '@pos/contracts/promotions';
import { isoToZonedWallTime, zonedWallTimeToIso } from '../../lib/dates';
import { typedNumber } from '../../lib/typed-number';

/** A number box's value: a number, or what is typed ('' when empty). */
type NumberText = number | string;

/** The form's values: every kind's fields are kept, so switching kinds back loses nothing. */
export interface PromotionDraft {
  name: string;
  kind: PromotionKind;
  percent: NumberText;
  amount: NumberText;
  buyQuantity: NumberText;
  getQuantity: NumberText;
  /** Empty: 100, the "get" units are free. */
  getPercent: NumberText;
  bundleQuantity: NumberText;
  bundlePrice: NumberText;
  productIds: string[];
  categoryIds: string[];
  storeIds: string[];
  couponCode: string;
  /** `datetime-local` values on the shop's clocks; '' for none. */
  startsAt: string;
  endsAt: string;
  isActive: boolean;
}

/** The draft's number boxes. */
export type NumberField =
  | 'percent'
  | 'amount'
  | 'buyQuantity'
  | 'getQuantity'
  | 'getPercent'
  | 'bundleQuantity'
  | 'bundlePrice';

const text = (n: number | null) => n ?? '';

/** A new promotion: percent off, on everything, at every store, at any time, active. */
export const draftOf = (item: TPromotionRow | null, timeZone: string): PromotionDraft => ({
  name: item?.name ?? '',
  kind: item?.kind ?? 'percent_off',
  percent: text(item?.percent ?? null),
  amount: text(item?.amount ?? null),
  buyQuantity: text(item?.buyQuantity ?? null),
  getQuantity: text(item?.getQuantity ?? null),
  getPercent: text(item?.getPercent ?? null),
  bundleQuantity: text(item?.bundleQuantity ?? null),
  bundlePrice: text(item?.bundlePrice ?? null),
  productIds: item?.productIds ?? [],
  categoryIds: item?.categoryIds ?? [],
  storeIds: item?.storeIds ?? [],
  couponCode: item?.couponCode ?? '',
  startsAt: isoToZonedWallTime(item?.startsAt ?? null, timeZone),
  endsAt: isoToZonedWallTime(item?.endsAt ?? null, timeZone),
  isActive: item?.isActive ?? true,
});

/** A moment on the shop's clocks; what is no date and time is sent as typed, for the contract to refuse. */
const momentOf = (value: string, timeZone: string) =>
  value.trim() === '' ? null : (zonedWallTimeToIso(value, timeZone) ?? value);

/** The figures of the chosen kind (another kind's are refused by the API: left out). */
function kindFieldsOf(d: PromotionDraft) {
  const of = (kind: PromotionKind, value: NumberText) =>
    d.kind === kind ? typedNumber(value) : undefined;
  return {
    percent: of('percent_off', d.percent),
    amount: of('amount_off', d.amount),
    buyQuantity: of('buy_x_get_y', d.buyQuantity),
    getQuantity: of('buy_x_get_y', d.getQuantity),
    getPercent: of('buy_x_get_y', d.getPercent),
    bundleQuantity: of('multibuy', d.bundleQuantity),
    bundlePrice: of('multibuy', d.bundlePrice),
  };
}

/** What the API takes. */
export function bodyOf(d: PromotionDraft, timeZone: string): Record<keyof TPromotionBody, unknown> {
  return {
    name: d.name,
    kind: d.kind,
    productIds: d.productIds,
    categoryIds: d.categoryIds,
    ...kindFieldsOf(d),
    couponCode: d.couponCode.trim() || null,
    startsAt: momentOf(d.startsAt, timeZone),
    endsAt: momentOf(d.endsAt, timeZone),
    storeIds: d.storeIds,
    isActive: d.isActive,
  };
}

/** The kind and its figures as the API would keep them, once they hold; else null. */
export function offerOf(d: PromotionDraft) {
  const parsed = ZPromotionBody.safeParse({ name: 'Offer', kind: d.kind, ...kindFieldsOf(d) });
  return parsed.success ? resolvePromotionBody(parsed.data) : null;
}
