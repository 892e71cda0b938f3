import type { TTaxClassBody, TTaxClassRow } from '@pos/contracts/tax-classes';

/**
 * A tax row as the form holds it: `key` tells the rows apart, `id` is the stored tax's (a new
 * one has none: the API makes it), and NumberInput gives '' while the rate is being typed.
 */
export interface TaxDraft {
  key: string;
  id?: string;
  name: string;
  rate: number | string;
}

export interface TaxClassDraft {
  name: string;
  taxes: TaxDraft[];
  /** Checked: this class becomes the default (the default stays one: the box is locked). */
  isDefault: boolean;
}

let added = 0;
const newKey = () => `new-${++added}`;

export const emptyTax = (): TaxDraft => ({ key: newKey(), name: '', rate: '' });

/** A new class starts with one tax to fill in (a class with none, "Exempt", removes it). */
export const draftOf = (item: TTaxClassRow | null): TaxClassDraft => ({
  name: item?.name ?? '',
  taxes: item ? item.taxes.map((t) => ({ key: t.id, ...t })) : [emptyTax()],
  isDefault: item?.isDefault ?? false,
});

/** '' (an emptied NumberInput) is no number at all, so the schema says "must be a number". */
const numberOf = (value: number | string): number | undefined => {
  if (typeof value === 'number') return value;
  if (!value.trim()) return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
};

/** What the API takes; `isDefault` only to make the class the default (never to stop being it). */
export const bodyOf = (draft: TaxClassDraft): Record<keyof TTaxClassBody, unknown> => ({
  name: draft.name,
  taxes: draft.taxes.map((t) => ({ id: t.id, name: t.name, rate: numberOf(t.rate) })),
  isDefault: draft.isDefault || undefined,
});

/** The rates typed so far, added up to the cent of a percent (0.1 + 0.2 is 0.3). */
export const totalRateOf = (taxes: readonly TaxDraft[]): number =>
  Math.round(taxes.reduce((sum, t) => sum + (numberOf(t.rate) ?? 0), 0) * 100) / 100;

/** The messages the form shows under its fields ("taxes.1.rate"); the API's others go on top. */
export const isShownField = (key: string) =>
  key === 'name' || key === 'taxes' || /^taxes\.\d+\.(name|rate)$/.test(key);
