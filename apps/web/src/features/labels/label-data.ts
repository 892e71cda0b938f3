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

export type Symbology = (typeof LABEL_SYMBOLOGIES)[number];

export const SYMBOLOGY_OPTIONS: { value: Symbology; label: string }[] = [
  { value: 'code128', label: 'Code 128' },
  { value: 'ean13', label: 'EAN-13' },
  { value: 'upc', label: 'UPC-A' },
];

/** Roll sizes, then the sheets for office printers (`LABEL_LAYOUTS`). */
export const SIZE_OPTIONS = [
  { group: 'Label printer (roll)', sheets: false },
  { group: 'Office printer (sheet)', sheets: true },
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
  price: number;
  /** Set on a variation's line: the attribute values, e.g. "M / Red". */
  variant?: string;
}

type Loose = Record<string, unknown>;
const isRecord = (v: unknown): v is Loose => typeof v === 'object' && v !== null;
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const num = (v: unknown) => {
  const n = typeof v === 'string' ? Number(v.trim()) : Number(v);
  return Number.isFinite(n) ? n : 0;
};

/** Spec 2 §3: a product may come as id or _id, sku or SKU, name or title, price as text. */
function toItems(raw: unknown, index: number): LabelItem[] {
  if (!isRecord(raw)) return [];
  const key = text(raw._id) || text(raw.id) || `row-${index}`;
  const name = text(raw.name) || text(raw.title) || '(unnamed)';
  const category = isRecord(raw.category) ? text(raw.category.name) : text(raw.category);
  const categoryName = text(raw.categoryName) || category;
  const product: LabelItem = {
    key,
    name,
    sku: text(raw.sku) || text(raw.SKU) || null,
    categoryName,
    price: num(raw.price),
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
}

export interface SelectedLabel {
  item: LabelItem & { sku: string };
  copies: number;
}

/** The selected lines that can be printed, in list order, with their copies. */
export function selectedLabels(items: readonly LabelItem[], s: Selection): SelectedLabel[] {
  return items.flatMap((item) =>
    s.selected.has(item.key) && item.sku
      ? [{ item: { ...item, sku: item.sku }, copies: normalizeCopies(s.copies[item.key] ?? 1) }]
      : [],
  );
}

export const totalLabels = (labels: readonly SelectedLabel[]) =>
  labels.reduce((n, l) => n + l.copies, 0);

export interface PreviewTile {
  key: string;
  name: string;
  sku: string;
  price: number;
}

/** Spec 2 §4: each selected product repeated by its copies, at most `limit` tiles drawn. */
export function previewTiles(labels: readonly SelectedLabel[], limit: number): PreviewTile[] {
  const tiles: PreviewTile[] = [];
  for (const { item, copies } of labels) {
    for (let i = 0; i < copies && tiles.length < limit; i++) {
      tiles.push({
        key: `${item.key}#${i}`,
        name: itemTitle(item),
        sku: item.sku,
        price: item.price,
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
    products: labels.map(({ item, copies }) => ({
      sku: item.sku,
      name: itemTitle(item).slice(0, 200),
      price: item.price,
      copies,
    })),
    symbology: options.symbology,
    labelSize: options.labelSize,
    startPosition: isSheet(options.labelSize) ? options.startPosition : 1,
    logoUrl: options.logoUrl,
    locale: options.locale,
  };
}
