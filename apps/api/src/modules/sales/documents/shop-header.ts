import { shopHeader } from '@pos/contracts/receipt-model';
import { drawBlocks } from './receipt-blocks.js';
import type { SaleDocument } from './sale-document.js';
import { M, type TillRoll } from './till-roll.js';

/**
 * The top of a sale's till-roll documents (the receipt, a return's receipt): the receipt model's
 * shop header — the logo and the shop's name, address and phone, as the receipt settings say.
 * Returns where it ends.
 */
export const drawShopHeader = (c: TillRoll, d: SaleDocument, logo: Buffer | null): number =>
  drawBlocks(c, shopHeader(d.organization, d.settings), { logo, barcode: null }, M);
