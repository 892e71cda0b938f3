import type { TReceiptModel, TReceiptShop } from '@pos/contracts/receipt-model';
import { viewerQuery } from '../lib/money';
import { api } from './client';

/*
 * Documents as their receipt-model lines (docs/DESIGN.md, "Documents share one receipt model"),
 * for this device's thermal printer: what the PDFs print, formatted as the viewer reads them.
 */

const modelAt = (path: string) =>
  api.get<{ data: TReceiptModel }>(path, viewerQuery()).then((answer) => answer.data);

export const fetchSaleReceiptModel = (saleId: string) =>
  modelAt(`/transactions/${encodeURIComponent(saleId)}/receipt`);

export const fetchReturnReceiptModel = (returnId: string) =>
  modelAt(`/returns/${encodeURIComponent(returnId)}/receipt`);

/** The X report while the shift is open, the Z report once closed. */
export const fetchShiftReportModel = (shiftId: string) =>
  modelAt(`/shifts/${encodeURIComponent(shiftId)}/report`);

export const fetchExchangeReceiptModel = (exchangeId: string) =>
  modelAt(`/exchanges/${encodeURIComponent(exchangeId)}/receipt`);

/** Who the receipts are from, as they print it: kept by the register for its offline receipts. */
export const fetchReceiptShop = () =>
  api.get<{ data: TReceiptShop }>('/register/receipt-shop').then((answer) => answer.data);
