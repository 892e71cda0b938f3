import {
  isSheet,
  LABEL_LAYOUTS,
  LABEL_SIZE_IDS,
  LABEL_SYMBOLOGIES,
  type LabelSize,
  labelsPerPage,
  normalizeCopies,
  type TLabelRequest,
} from '@pos/contracts/labels';
import { toCents } from '@pos/contracts/sale-totals';
import type { TScaleBarcodeRule } from '@pos/contracts/scale-barcodes';
import { scaleLabelCode } from '@pos/contracts/scale-labels';
import { isWhole, UNITS, type Unit } from '@pos/contracts/units';
import { i18n, msg } from '../../lib/i18n';

export type Symbology = (typeof LABEL_SYMBOLOGIES)[number];

export const SYMBOLOGY_OPTIONS: { value: Symbology; label: string }[] = [
  // The symbologies' own names, the same in every language.
  { value: 'code128', label: 'Code 128' }, // i18n-ignore
  { value: 'ean13', label: 'EAN-13' }, // i18n-ignore
  { value: 'upc', label: 'UPC-A' }, // i18n-ignore
];

/**
 * Roll sizes, then the sheets for office printers (`LABEL_LAYOUTS`); the screen translates the
 * groups (`t`) and the layouts' names (the contracts', `serverText`).
 */
export const SIZE_OPTIONS = [
  { group: msg('Label printer (roll)'), sheets: false },
  { group: msg('Office printer (sheet)'), sheets: true },
].map(({ group, sheets }) => ({
  group,
  items: LABEL_SIZE_IDS.filter((id) => isSheet(id) === sheets).map((value) => ({
    value,
    label: LABEL_LAYOUTS[value].name,
  })),
}));

export const isSymbology = (v: unknown): v is Symbology =>
  (LABEL_SYMBOLOGIES as readonly unknown[]).includes(v);
export const isLabelSize = (v: unknown): v is LabelSize =>
  typeof v === 'string' && Object.hasOwn(LABEL_LAYOUTS, v);

/** One line of the list: a product, or one of its variations (labels print those too). */
export interface LabelItem {
  /** Unique in the list: the product's id, or `productId:variationId`. */
  key: string;
  name: string;
  /** Null when the product has none: no barcode can be printed for it. */
  sku: string | null;
  categoryName: string;
  /** Its price per unit. */
  price: number;
  /** What it is sold by (a variation's is its product's): a measure may print weighed labels. */
  unit: Unit;
  /** Set on a variation's line: the attribute values, e.g. "M / Red". */
  variant?: string;
}

type Loose = Record<string, unknown>;
const isRecord = (v: unknown): v is Loose => typeof v === 'object' && v !== null;
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const unitOf = (v: unknown): Unit =>
  (UNITS as readonly unknown[]).includes(v) ? (v as Unit) : 'each';
const num = (v: unknown) => {
  const n = typeof v === 'string' ? Number(v.trim()) : Number(v);
  return Number.isFinite(n) ? n : 0;
};

/** Spec 2 §3: a product may come as id or _id, sku or SKU, name or title, price as text. */
function toItems(raw: unknown, index: number): LabelItem[] {
  if (!isRecord(raw)) return [];
  const key = text(raw._id) || text(raw.id) || `row-${index}`;
  const name = text(raw.name) || text(raw.title) || i18n.t('(unnamed)', { ns: 'labels' });
  const category = isRecord(raw.category) ? text(raw.category.name) : text(raw.category);
  const categoryName = text(raw.categoryName) || category;
  const product: LabelItem = {
    key,
    name,
    sku: text(raw.sku) || text(raw.SKU) || null,
    categoryName,
    price: num(raw.price),
    unit: unitOf(raw.unit),
  };
  const variations = Array.isArray(raw.variations) ? raw.variations : [];
  // A variation without a SKU stays listed ("No SKU"), so none drops off unnoticed: saving its
  // product gives it one (docs/guide/labels.md).
  const variants = variations.flatMap((v, i): LabelItem[] => {
    if (!isRecord(v) || v.isActive === false) return [];
    const combo = Array.isArray(v.attributeCombination)
      ? v.attributeCombination.map(text).filter(Boolean).join(' / ')
      : '';
    return [
      {
        key: `${key}:${text(v._id) || i}`,
        name,
        variant: combo || text(v.sku),
        sku: text(v.sku) || null,
        categoryName,
        price: num(v.price),
        unit: product.unit,
      },
    ];
  });
  return [product, ...variants];
}

/** The products answer: `{data}`, `{products}` or a bare array (spec 2 §7). */
export function toLabelItems(answer: unknown): LabelItem[] {
  const list = Array.isArray(answer)
    ? answer
    : isRecord(answer) && Array.isArray(answer.data)
      ? answer.data
      : isRecord(answer) && Array.isArray(answer.products)
        ? answer.products
        : [];
  return list.flatMap(toItems);
}

export const itemTitle = (item: LabelItem) =>
  item.variant ? `${item.name} – ${item.variant}` : item.name;

/** Case-insensitive match on name, variant, SKU and category. */
export function filterItems(items: readonly LabelItem[], search: string): LabelItem[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...items];
  return items.filter((item) =>
    [item.name, item.variant, item.sku, item.categoryName].some((field) =>
      field?.toLowerCase().includes(needle),
    ),
  );
}

export interface Selection {
  /** The selected lines' keys. */
  selected: ReadonlySet<string>;
  /** Copies as typed, by key; anything not a whole number ≥ 1 counts as 1. */
  copies: Readonly<Record<string, unknown>>;
  /** A weighed package's weight as typed, by key (items sold by a measure); empty: none. */
  weights: Readonly<Record<string, unknown>>;
}

/**
 * The weight typed for a line of an item sold by a measure, or null for its own label (nothing
 * typed, or an item sold each). A typed number is kept as it is: `scaleLabelCode` says what is
 * wrong with it.
 */
export function weightOf(item: LabelItem, typed: unknown): number | null {
  if (isWhole(item.unit) || typed === undefined || typed === null) return null;
  if (typeof typed === 'string' && !typed.trim()) return null;
  const n = Number(typed);
  return Number.isNaN(n) ? null : n;
}

export interface SelectedLabel {
  item: LabelItem & { sku: string };
  copies: number;
  /** A weighed package's label (docs/guide/labels.md, "Weighed packages (scale labels)"). */
  weight?: number;
}

/** The selected lines that can be printed, in list order, with their copies and weights. */
export function selectedLabels(items: readonly LabelItem[], s: Selection): SelectedLabel[] {
  return items.flatMap((item) => {
    if (!s.selected.has(item.key) || !item.sku) return [];
    const weight = weightOf(item, s.weights[item.key]);
    return [
      {
        item: { ...item, sku: item.sku },
        copies: normalizeCopies(s.copies[item.key] ?? 1),
        ...(weight === null ? {} : { weight }),
      },
    ];
  });
}

/** A weighed package's label as the preview draws it, or why it cannot be printed. */
export type ScaleTile =
  | {
      ok: true;
      weight: number;
      unit: Unit;
      /** The package's price. */
      gross: number;
      /** The scale code's digits. */
      code: string;
      symbologyLabel: string;
    }
  | { ok: false; problem: string };

const SCALE_SYMBOLOGY_LABELS = { ean13: 'EAN-13', upca: 'UPC-A' } as const;

/**
 * The label of a package of `weight` of the item under the organization's scale rules — the
 * same code and price the API prints (contracts `scaleLabelCode`).
 */
export function scaleTile(
  item: LabelItem & { sku: string },
  weight: number,
  rules: readonly TScaleBarcodeRule[],
): ScaleTile {
  const label = scaleLabelCode(rules, {
    sku: item.sku,
    name: itemTitle(item),
    unit: item.unit,
    priceCents: toCents(item.price),
    weight,
  });
  if (!label.ok) return { ok: false, problem: label.message };
  return {
    ok: true,
    weight,
    unit: item.unit,
    gross: label.grossCents / 100,
    code: label.code,
    symbologyLabel: SCALE_SYMBOLOGY_LABELS[label.rule.symbology],
  };
}

export const totalLabels = (labels: readonly SelectedLabel[]) =>
  labels.reduce((n, l) => n + l.copies, 0);

export interface PreviewTile {
  key: string;
  name: string;
  sku: string;
  /** The price per unit. */
  price: number;
  /** Set on a weighed package's label. */
  scale?: ScaleTile;
}

/**
 * Spec 2 §4: each selected product repeated by its copies, at most `limit` tiles drawn; a line
 * with a weight is its package's label under the organization's scale rules.
 */
export function previewTiles(
  labels: readonly SelectedLabel[],
  limit: number,
  rules: readonly TScaleBarcodeRule[],
): PreviewTile[] {
  const tiles: PreviewTile[] = [];
  for (const { item, copies, weight } of labels) {
    const scale = weight === undefined ? undefined : scaleTile(item, weight, rules);
    for (let i = 0; i < copies && tiles.length < limit; i++) {
      tiles.push({
        key: `${item.key}#${i}`,
        name: itemTitle(item),
        sku: item.sku,
        price: item.price,
        ...(scale ? { scale } : {}),
      });
    }
    if (tiles.length >= limit) break;
  }
  return tiles;
}

/**
 * The sheets of a sheet layout as printed: each a list of its positions, `'used'` before the
 * start position on the first sheet, then the tiles in order, `null` where nothing prints.
 */
export function previewSheets(
  tiles: readonly PreviewTile[],
  size: LabelSize,
  startPosition: number,
): (PreviewTile | 'used' | null)[][] {
  const perSheet = labelsPerPage(size);
  const slots: (PreviewTile | 'used' | null)[] = [
    ...Array.from({ length: startPosition - 1 }, () => 'used' as const),
    ...tiles,
  ];
  const sheets: (PreviewTile | 'used' | null)[][] = [];
  for (let i = 0; i < slots.length; i += perSheet) {
    const sheet = slots.slice(i, i + perSheet);
    sheets.push([...sheet, ...Array.from({ length: perSheet - sheet.length }, () => null)]);
  }
  return sheets;
}

export function labelRequest(
  labels: readonly SelectedLabel[],
  options: {
    symbology: Symbology;
    labelSize: LabelSize;
    startPosition: number;
    logoUrl: string | null;
    locale: string;
  },
): TLabelRequest {
  return {
    products: labels.map(({ item, copies, weight }) => ({
      sku: item.sku,
      name: itemTitle(item).slice(0, 200),
      price: item.price,
      copies,
      ...(weight === undefined ? {} : { weight }),
    })),
    symbology: options.symbology,
    labelSize: options.labelSize,
    startPosition: isSheet(options.labelSize) ? options.startPosition : 1,
    logoUrl: options.logoUrl,
    locale: options.locale,
  };
}
