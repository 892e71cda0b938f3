import { formatMoney } from '@pos/contracts/money';
import {
  exchangeReceipt,
  returnReceipt,
  saleReceipt,
  type TReceiptModel,
  type TReceiptShop,
} from '@pos/contracts/receipt-model';
import { loadLogo } from '../../lib/pdf/pdf-text.js';
import type { AppDeps, Caller } from '../../plugins/types.js';
import { letterheadOf } from '../organization/organization.service.js';
import { generalSettingsOf, timeZoneOf } from '../settings/settings.service.js';
import { renderExchangeReceiptPdf } from './documents/exchange-receipt-pdf.js';
import { renderInvoicePdf } from './documents/invoice-pdf.js';
import { receiptFormat } from './documents/receipt-blocks.js';
import { renderReceiptPdf } from './documents/receipt-pdf.js';
import { renderReturnReceiptPdf } from './documents/return-receipt-pdf.js';
import { printedNumber, type SaleDocument } from './documents/sale-document.js';
import { loadExchange } from './exchanges.service.js';
import { loadReturn } from './returns.service.js';
import { loadTransaction } from './sales.service.js';

/**
 * How a viewer reads dates and amounts: a time zone (absent: the organization's) and a language
 * tag.
 */
export interface Viewer {
  timeZone?: string | undefined;
  locale: string;
}

/**
 * What an invoice or a receipt shows: the sale, the organization, its settings, dated and
 * formatted as the viewer reads them.
 */
async function saleDocument(
  deps: AppDeps,
  caller: Caller,
  id: string,
  viewer: Viewer,
): Promise<SaleDocument> {
  const org = caller.organizationId;
  const [sale, organization, settings, timeZone] = await Promise.all([
    loadTransaction(deps.db, org, id),
    letterheadOf(deps, org),
    generalSettingsOf(deps.db, org),
    viewer.timeZone ?? timeZoneOf(deps, org),
  ]);
  return {
    sale,
    organization,
    settings,
    locale: viewer.locale,
    timeZone,
    language: caller.language,
  };
}

/** A return's receipt, with the sale it gave back from; its number names the file. */
export async function returnReceiptPdf(
  deps: AppDeps,
  caller: Caller,
  returnId: string,
  viewer: Viewer,
) {
  const saleReturn = await loadReturn(deps.db, caller.organizationId, returnId);
  const document = await saleDocument(deps, caller, saleReturn.transactionId, viewer);
  const pdf = await renderReturnReceiptPdf({ ...document, saleReturn });
  return { pdf, number: saleReturn.documentNumber };
}

/** An exchange's receipt: its return, its new sale and the sale given back from; its number names the file. */
export async function exchangeReceiptPdf(
  deps: AppDeps,
  caller: Caller,
  exchangeId: string,
  viewer: Viewer,
) {
  const org = caller.organizationId;
  const x = await loadExchange(deps.db, org, exchangeId);
  const [document, returnedFrom] = await Promise.all([
    saleDocument(deps, caller, x.sale._id, viewer),
    loadTransaction(deps.db, org, x.exchange.transactionId),
  ]);
  const pdf = await renderExchangeReceiptPdf({
    ...document,
    exchange: x.exchange,
    saleReturn: x.return,
    returnedFrom: printedNumber(returnedFrom),
  });
  return { pdf, number: x.exchange.documentNumber };
}

/** A return's receipt as receipt-model blocks, for the register's thermal printer. */
export async function returnReceiptModel(
  deps: AppDeps,
  caller: Caller,
  returnId: string,
  viewer: Viewer,
): Promise<TReceiptModel> {
  const saleReturn = await loadReturn(deps.db, caller.organizationId, returnId);
  const d = await saleDocument(deps, caller, saleReturn.transactionId, viewer);
  const blocks = returnReceipt(
    saleReturn,
    d.sale,
    d.organization,
    d.settings,
    modelFormat(d),
    printedNumber(d.sale),
  );
  return { blocks, logo: await logoData(d) };
}

/** An exchange's receipt as receipt-model blocks, for the register's thermal printer. */
export async function exchangeReceiptModel(
  deps: AppDeps,
  caller: Caller,
  exchangeId: string,
  viewer: Viewer,
): Promise<TReceiptModel> {
  const org = caller.organizationId;
  const x = await loadExchange(deps.db, org, exchangeId);
  const [d, returnedFrom] = await Promise.all([
    saleDocument(deps, caller, x.sale._id, viewer),
    loadTransaction(deps.db, org, x.exchange.transactionId),
  ]);
  const blocks = exchangeReceipt(
    x.exchange,
    x.return,
    d.sale,
    d.organization,
    d.settings,
    modelFormat(d),
    {
      returnedFrom: printedNumber(returnedFrom),
      newSale: printedNumber(d.sale),
    },
  );
  return { blocks, logo: await logoData(d) };
}

export async function invoicePdf(deps: AppDeps, caller: Caller, id: string, viewer: Viewer) {
  return renderInvoicePdf(await saleDocument(deps, caller, id, viewer));
}

/** The receipt with what it shows (an e-mailed receipt names the shop and the number). */
export async function receiptOf(deps: AppDeps, caller: Caller, id: string, viewer: Viewer) {
  const document = await saleDocument(deps, caller, id, viewer);
  return { pdf: await renderReceiptPdf(document), document };
}

export async function receiptPdf(deps: AppDeps, caller: Caller, id: string, viewer: Viewer) {
  return (await receiptOf(deps, caller, id, viewer)).pdf;
}

/**
 * The receipt model for the register's thermal printer (docs/DESIGN.md, "Documents share one
 * receipt model"): the blocks the PDF lays out, dated and formatted as the viewer reads them,
 * amounts with the shop's currency symbol (the printer's code pages or glyphs print it), and
 * the logo as a data URL when the receipt prints one.
 */
export async function receiptModel(
  deps: AppDeps,
  caller: Caller,
  id: string,
  viewer: Viewer,
): Promise<TReceiptModel> {
  const d = await saleDocument(deps, caller, id, viewer);
  const blocks = saleReceipt(
    d.sale,
    d.organization,
    d.settings,
    modelFormat(d),
    printedNumber(d.sale),
  );
  return { blocks, logo: await logoData(d) };
}

/** A model's texts as the viewer reads them, amounts with the shop's currency symbol. */
const modelFormat = (d: SaleDocument) =>
  receiptFormat((n) => formatMoney(n, d.settings.currencySymbol, d.locale), d);

/** The logo the receipt prints, as a data URL; null when it prints none. */
async function logoData(d: Pick<SaleDocument, 'organization' | 'settings'>) {
  const logo = d.settings.receiptShowLogo ? await loadLogo(d.organization.logo) : null;
  const type = logo?.[0] === 0x89 ? 'image/png' : 'image/jpeg';
  return logo ? `data:${type};base64,${logo.toString('base64')}` : null;
}

/**
 * Who the receipts are from, for a register's offline receipts: the name, the address and phone
 * where the receipts print them, the logo where they print it.
 */
export async function receiptShop(deps: AppDeps, caller: Caller): Promise<TReceiptShop> {
  const org = caller.organizationId;
  const [organization, settings] = await Promise.all([
    letterheadOf(deps, org),
    generalSettingsOf(deps.db, org),
  ]);
  const shown = (text: string | null | undefined) =>
    settings.receiptShowAddress && text?.trim() ? text.trim() : null;
  return {
    name: organization.name,
    address: shown(organization.address),
    phone: shown(organization.phone),
    logo: await logoData({ organization, settings }),
  };
}
