import type { ZLabelRequest } from '@pos/contracts/labels';
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
 * A PDF of labels on a roll (one page per label) or on sheets (`LABEL_LAYOUTS`), each with the
 * product's name and price from the catalogue, and a scannable barcode of the SKU in the chosen
 * symbology.
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
  const found = await itemsBySku(
    deps.db,
    org,
    req.products.map((p) => p.sku),
  );
  const bySku = new Map(found.map((f) => [f.sku.toLowerCase(), f]));
  const settings = await getGeneralSettings(deps, caller);

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
    const barcode = await barcodePng(req.symbology, item.sku);
    for (let i = 0; i < p.copies; i++) {
      labels.push({ name: item.name, price: Number(item.price), barcode });
    }
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
