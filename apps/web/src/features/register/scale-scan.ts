import {
  readScaleBarcode,
  SCALE_MESSAGES,
  type ScaleSale,
  scaleItemSkus,
  scaleSaleOf,
  type TScaleBarcodeRule,
} from '@pos/contracts/scale-barcodes';
import type { Unit } from '@pos/contracts/units';
import { lineLabel } from './cart';

interface Found {
  name: string;
  variationName: string | null;
  price: number;
  /** Absent: `each` (a register's copy from before units). */
  unit?: Unit;
}

/** A scale label the register refuses at the scan (a wrong check digit, a label it cannot sell). */
export interface ScanRefusal {
  refused: string;
}

/**
 * A scanned code in the register's own copy, read as the server's lookup reads it
 * (docs/DESIGN.md, "Scale barcodes"): a code the shop's scale rules take is a label — refused
 * at once when its check digit is wrong, else its item (the SKU as printed, then without leading
 * zeros) with the line the label makes (`scale`); any other code is a SKU. `find` answers
 * undefined while the copy is not in memory, null for a code it lacks.
 */
export function findScanned<T extends Found>(
  code: string,
  rules: readonly TScaleBarcodeRule[],
  find: (code: string) => T | null | undefined,
): (T & { scale?: ScaleSale }) | ScanRefusal | null | undefined {
  const label = readScaleBarcode(code, rules);
  if (!label) return find(code);
  if (!label.ok) return { refused: SCALE_MESSAGES.checkDigit };
  for (const sku of scaleItemSkus(label.item)) {
    const item = find(sku);
    if (!item) {
      if (item === undefined) return undefined;
      continue;
    }
    const scale = scaleSaleOf(code, label, {
      unit: item.unit ?? 'each',
      price: item.price,
      name: lineLabel(item),
    });
    return 'problem' in scale ? { refused: scale.problem } : { ...item, scale };
  }
  return null;
}

export const isRefusal = (found: object): found is ScanRefusal => 'refused' in found;
