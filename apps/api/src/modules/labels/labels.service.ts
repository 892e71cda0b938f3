import type { ZLabelRequest } from '@pos/contracts/labels';
import { toCents } from '@pos/contracts/sale-totals';
import type { TScaleBarcodeRule } from '@pos/contracts/scale-barcodes';
import { scaleLabelCode, scaleLabelRule } from '@pos/contracts/scale-labels';
import type { z } from 'zod';
import { barcodePng as renderBarcode } from '../../lib/barcode.js';
import { badRequest, notFound } from '../../lib/errors.js';
import type { AppDeps, Caller } from '../../plugins/types.js';
import { getGeneralSettings } from '../settings/settings.service.js';
import { itemsBySku } from './labels.repository.js';
import { type Label, labelsPdf } from './labels-pdf.js';

type Request = z.output<typeof ZLabelRequest>;

const BWIP_ID = { code128: 'code128', ean13: 'ean13', upc: 'upca' } as const;
const SYMBOLOGY_NAME = { code128: 'Code 128', ean13: 'EAN-13', upc: 'UPC-A' } as const;
const MAX_LABELS = 2000;
const SKU_PATTERN = /^[A-Za-z0-9._\-/]{1,64}$/;

async function barcodePng(symbology: Request['symbology'], sku: string) {
  try {
    return await renderBarcode(BWIP_ID[symbology], sku);
  } catch (err) {
    const reason = String((err as Error).message ?? err).replace(/^[\w.]+#\d+:\s*/, '');
    throw badRequest(`SKU "${sku}" cannot be encoded as ${SYMBOLOGY_NAME[symbology]}: ${reason}`, {
      sku,
    });
  }
}

/**
 * A scale code's bars without their digits: the label prints the digits under them as text
 * (`labels-pdf.ts`), which a person and a PDF's text both read.
 */
const scaleBarsPng = (rule: TScaleBarcodeRule, code: string): Promise<Buffer> =>
  renderBarcode(rule.symbology, code, { withText: false });

/**
 * The item numbers a weighed label of each SKU would print when padded with zeros ("1234" →
 * "01234" under 5 item digits): another item with that SKU is what the register would find.
 */
function paddedItems(req: Request, rules: readonly TScaleBarcodeRule[]) {
  const rule = scaleLabelRule(rules);
  if (!rule) return [];
  return req.products
    .filter((p) => p.weight !== undefined && /^\d+$/.test(p.sku) && p.sku.length < rule.itemDigits)
    .map((p) => p.sku.padStart(rule.itemDigits, '0'));
}

/**
 * A PDF of labels on a roll (one page per label) or on sheets (`LABEL_LAYOUTS`), each with the
 * product's name and price from the catalogue, and a scannable barcode of the SKU in the chosen
 * symbology. An entry with a `weight` is a weighed package's label (docs/guide/labels.md,
 * "Weighed packages (scale labels)"): the weight, the price per unit and the package's price,
 * and the scale code of the organization's rules in the rule's symbology — 400 when the item is
 * sold each, the organization has no rule, or the code cannot carry the SKU or the package.
 */
export async function generateLabels(deps: AppDeps, caller: Caller, req: Request): Promise<Buffer> {
  const total = req.products.reduce((n, p) => n + p.copies, 0);
  if (total > MAX_LABELS)
    throw badRequest(`At most ${MAX_LABELS} labels per PDF; ${total} were asked for.`);
  for (const p of req.products) {
    if (!SKU_PATTERN.test(p.sku))
      throw badRequest(`SKU "${p.sku}" is not a valid SKU.`, { sku: p.sku });
  }
  const org = caller.organizationId;
  const settings = await getGeneralSettings(deps, caller);
  const found = await itemsBySku(deps.db, org, [
    ...req.products.map((p) => p.sku),
    ...paddedItems(req, settings.scaleBarcodes),
  ]);
  const bySku = new Map(found.map((f) => [f.sku.toLowerCase(), f]));

  let logo: Buffer | null = null;
  if (req.logoUrl) {
    if (!deps.files.owns(org, req.logoUrl) || !/\.(png|jpg)$/.test(req.logoUrl)) {
      throw badRequest('The logo must be a PNG or JPEG image uploaded to this organization.');
    }
    logo = await deps.files.read(org, req.logoUrl).catch(() => null);
  }

  const labels: Label[] = [];
  for (const p of req.products) {
    const item = bySku.get(p.sku.toLowerCase());
    if (!item) throw notFound(`No product or variation has the SKU "${p.sku}".`, 'SKU_UNKNOWN');
    const price = Number(item.price);
    let label: Label;
    if (p.weight === undefined) {
      label = { name: item.name, price, barcode: await barcodePng(req.symbology, item.sku) };
    } else {
      const scale = scaleLabelCode(settings.scaleBarcodes, {
        sku: item.sku,
        name: item.name,
        unit: item.unit,
        priceCents: toCents(price),
        weight: p.weight,
      });
      if (!scale.ok) throw badRequest(scale.message, { sku: p.sku, problem: scale.problem });
      const other = scale.item === item.sku ? undefined : bySku.get(scale.item);
      if (other) {
        throw badRequest(
          `SKU "${item.sku}" prints as item number ${scale.item} on a scale label, which is the SKU of "${other.name}": the register would sell that item.`,
          { sku: p.sku },
        );
      }
      label = {
        name: item.name,
        price,
        barcode: await scaleBarsPng(scale.rule, scale.code),
        scale: {
          weight: p.weight,
          unit: item.unit,
          grossCents: scale.grossCents,
          code: scale.code,
        },
      };
    }
    for (let i = 0; i < p.copies; i++) labels.push(label);
  }
  return labelsPdf({
    labels,
    size: req.labelSize,
    startPosition: req.startPosition,
    logo,
    locale: req.locale,
    settings,
  });
}
