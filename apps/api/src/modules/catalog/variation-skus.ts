import type { ZProductBody } from '@pos/contracts/products';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import * as repo from './products.repository.js';

type Body = z.output<typeof ZProductBody>;

/**
 * The SKU rule of the contracts (`products.ts`) allows 64 characters: a stem keeps 4 for the
 * "-2"… that makes it unique.
 */
const MAX_STEM = 60;

/**
 * Text as SKU characters: accents dropped, uppercase, spaces and slashes as "-", anything else
 * the SKU rule refuses left out ("Crème brûlée / Large" → "CREME-BRULEE-LARGE").
 */
export function skuSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[\s/]+/g, '-')
    .replace(/[^A-Z0-9._-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '');
}

/**
 * What a variation saved without a SKU is given (docs/guide/labels.md): the product's SKU —
 * its name when it has none — and the variation's values, slugged: "TEE-RED-L". A variation
 * whose values leave no SKU characters ("红") is "V" and its place in the product.
 */
export function variationSkuStem(body: Pick<Body, 'sku' | 'name'>, values: string[], i: number) {
  const base = skuSlug(body.sku ?? '') || skuSlug(body.name);
  const option = values.map(skuSlug).filter(Boolean).join('-') || `V${i + 1}`;
  return [base, option]
    .filter(Boolean)
    .join('-')
    .slice(0, MAX_STEM)
    .replace(/[-.]+$/, '');
}

/**
 * The SKU each variation of the body is saved with: its own, or one generated from its stem,
 * made unique in the organization (any letter case) with "-2", "-3"… Runs under the SKU lock
 * (`checkSkus`), so two saves cannot pick the same one.
 */
export async function variationSkus(ex: Executor, organizationId: string, body: Body) {
  const missing = body.variations.flatMap((v, i) =>
    v.sku ? [] : [{ i, id: v._id, stem: variationSkuStem(body, v.attributeCombination, i) }],
  );
  const skus = body.variations.map((v) => v.sku || null);
  if (missing.length === 0) return skus;
  const stored = await repo.skusFromStems(
    ex,
    organizationId,
    missing.map((m) => m.stem),
  );
  // The body's own SKUs are taken; so is every stored one but the variation's current SKU,
  // which it may keep (or take back after clearing it).
  const given = new Set(
    [body.sku, ...skus].filter((s): s is string => Boolean(s)).map((s) => s.toLowerCase()),
  );
  for (const m of missing) {
    const taken = (sku: string) =>
      given.has(sku.toLowerCase()) ||
      stored.some((s) => s.sku === sku.toLowerCase() && s.variation_id !== m.id);
    let sku = m.stem;
    for (let n = 2; taken(sku); n++) sku = `${m.stem}-${n}`;
    skus[m.i] = sku;
    given.add(sku.toLowerCase());
  }
  return skus;
}
