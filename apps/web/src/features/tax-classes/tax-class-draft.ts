import type { TTaxClassBody, TTaxClassRow } from '@pos/contracts/tax-classes';
import type { TaxDraft } from '../../components/taxes-field';
import { typedNumberOrNone } from '../../lib/typed-number';

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
  taxes: item ? item.taxes.map((tax) => ({ key: tax.id, ...tax })) : [emptyTax()],
  isDefault: item?.isDefault ?? false,
});

/** What the API takes; `isDefault` only to make the class the default (never to stop being it). */
export const bodyOf = (draft: TaxClassDraft): Record<keyof TTaxClassBody, unknown> => ({
  name: draft.name,
  taxes: draft.taxes.map((tax) => ({
    id: tax.id,
    name: tax.name,
    rate: typedNumberOrNone(tax.rate),
  })),
  isDefault: draft.isDefault || undefined,
});

/** The messages the form shows under its fields ("taxes.1.rate"); the API's others go on top. */
export const isShownField = (key: string) =>
  key === 'name' || key === 'taxes' || /^taxes\.\d+\.(name|rate)$/.test(key);
