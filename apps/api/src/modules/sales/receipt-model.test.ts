import bwipjs from 'bwip-js';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text.js';
import { SHOP_SETTINGS } from '../../test/shop-settings.js';
import { okAs, signUp, useTestApp } from '../../test/test-app.js';

/*
 * The receipt as its blocks (docs/DESIGN.md, "Documents share one receipt model"): what the
 * register's thermal printer prints is what the PDF prints, line for line.
 */

const t = useTestApp();
const ok = okAs(t);

describe("a sale's receipt model", () => {
  it('holds the very lines the receipt PDF prints, and the logo the receipt prints', async () => {
    const owner = await signUp(t, { organizationName: 'Corner Bakery' });
    await ok(owner, 'PUT', 'settings/general', {
      ...SHOP_SETTINGS,
      receiptFooterMessage: 'Come again!',
    });
    const logo = await bwipjs.toBuffer({ bcid: 'qrcode', text: 'logo', scale: 2 });
    await ok(owner, 'PUT', `organization/${owner.user.organizationId}`, {
      name: 'Corner Bakery',
      code: 'CORNER-1',
      address: '1 High Street',
      logo: `data:image/png;base64,${logo.toString('base64')}`,
    });
    const bread = (
      await ok(owner, 'POST', 'products', { name: 'Sourdough loaf', price: 4.5, stock: 9 })
    ).data as { _id: string };
    const sale = (
      await ok(owner, 'POST', 'transactions', {
        items: [{ productId: bread._id, quantity: 2 }],
        payments: [{ method: 'Cash', amount: 10 }],
      })
    ).data;

    const res = await t.as(owner).get(`transactions/${sale._id}/receipt?tz=UTC&locale=en-GB`);
    expect(res.statusCode, res.body).toBe(200);
    const { blocks, logo: printedLogo } = res.json().data;
    expect(printedLogo).toBe(`data:image/png;base64,${logo.toString('base64')}`);
    expect(blocks[0]).toEqual({ kind: 'logo' });
    expect(blocks).toContainEqual({
      kind: 'text',
      text: 'Corner Bakery',
      bold: true,
      size: 'title',
      align: 'center',
    });
    const pairs = blocks.filter((b: { kind: string }) => b.kind === 'pair') as {
      label: string;
      value: string;
    }[];
    expect(pairs.map((p) => p.label)).toEqual(
      expect.arrayContaining(['Date', 'Receipt no.', 'Subtotal', 'TOTAL', 'Payment', 'Change']),
    );
    expect(pairs.find((p) => p.label === 'Receipt no.')?.value).toBe(sale.documentNumber);
    expect(blocks).toContainEqual({ kind: 'barcode', value: sale.documentNumber, gap: 4 });

    // The PDF prints each of them, label and value on one line.
    const pdf = await t.as(owner).get(`transactions/${sale._id}/receipt.pdf?tz=UTC&locale=en-GB`);
    const lines = pdfText(pdf.rawPayload)
      .split('\n')
      .map((l) => l.trim().replace(/\s+/g, ' '));
    for (const p of pairs) expect(lines).toContain(`${p.label.trim()} ${p.value}`);
    expect(lines).toContain('Come again!');

    // Who the receipts are from, kept by the register for its offline receipts: as they print it.
    const shop = await ok(owner, 'GET', 'register/receipt-shop');
    expect(shop.data).toEqual({
      name: 'Corner Bakery',
      address: '1 High Street',
      phone: null,
      logo: printedLogo,
    });
    await ok(owner, 'PUT', 'settings/general', {
      ...SHOP_SETTINGS,
      receiptShowLogo: false,
      receiptShowAddress: false,
    });
    expect((await ok(owner, 'GET', 'register/receipt-shop')).data).toEqual({
      name: 'Corner Bakery',
      address: null,
      phone: null,
      logo: null,
    });
  });

  it("is another organization's sale: 404", async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const bread = (await ok(owner, 'POST', 'products', { name: 'Loaf', price: 4.5, stock: 9 }))
      .data as { _id: string };
    const sale = (
      await ok(owner, 'POST', 'transactions', {
        items: [{ productId: bread._id, quantity: 1 }],
        paymentMethod: 'Card',
      })
    ).data;
    expect((await t.as(other).get(`transactions/${sale._id}/receipt`)).statusCode).toBe(404);
  });

  it("holds a return's and an exchange's receipt and a shift's report as their PDFs print them", async () => {
    const owner = await signUp(t);
    await ok(owner, 'PUT', 'settings/general', { ...SHOP_SETTINGS, requireOpenShift: false });
    const shift = (await ok(owner, 'POST', 'shifts/open', { openingFloat: 50 })).data;
    const bread = (await ok(owner, 'POST', 'products', { name: 'Rye loaf', price: 3.5, stock: 9 }))
      .data as { _id: string };
    const sale = (
      await ok(owner, 'POST', 'transactions', {
        items: [{ productId: bread._id, quantity: 2 }],
        paymentMethod: 'Cash',
      })
    ).data;
    const back = (
      await ok(owner, 'POST', `transactions/${sale._id}/returns`, {
        items: [{ itemId: sale.items[0]._id, quantity: 1 }],
        reason: 'Stale',
      })
    ).data;
    await ok(owner, 'POST', `shifts/${shift._id}/no-sale`, { reason: 'Coins' });
    const seeded = (
      await ok(owner, 'POST', 'products', { name: 'Seeded loaf', price: 5, stock: 9 })
    ).data as { _id: string };
    const swapped = (
      await ok(owner, 'POST', `transactions/${sale._id}/exchanges`, {
        returnItems: [{ itemId: sale.items[0]._id, quantity: 1 }],
        items: [{ productId: seeded._id, quantity: 1 }],
        paymentMethod: 'Cash',
      })
    ).data;
    const linesOf = async (path: string) =>
      pdfText((await t.as(owner).get(`${path}?tz=UTC&locale=en-GB`)).rawPayload)
        .split('\n')
        .map((l) => l.trim().replace(/\s+/g, ' '));
    for (const [model, pdf, must] of [
      [
        `returns/${back._id}/receipt`,
        `returns/${back._id}/receipt.pdf`,
        ['Return no.', 'REFUND', 'Reason'],
      ],
      [
        `shifts/${shift._id}/report`,
        `shifts/${shift._id}/report.pdf`,
        ['Expected cash', 'No-sale openings'],
      ],
      [
        `exchanges/${swapped.exchange._id}/receipt`,
        `exchanges/${swapped.exchange._id}/receipt.pdf`,
        ['Exchange no.', 'Returned', 'New items', 'TO PAY'],
      ],
    ] as const) {
      const res = await t.as(owner).get(`${model}?tz=UTC&locale=en-GB`);
      expect(res.statusCode, res.body).toBe(200);
      const pairs = (
        res.json().data.blocks as { kind: string; label: string; value: string }[]
      ).filter((b) => b.kind === 'pair' && b.value !== '');
      expect(pairs.map((p) => p.label)).toEqual(expect.arrayContaining([...must]));
      const lines = await linesOf(pdf);
      for (const p of pairs) expect(lines, p.label).toContain(`${p.label.trim()} ${p.value}`);
    }
  });
});
