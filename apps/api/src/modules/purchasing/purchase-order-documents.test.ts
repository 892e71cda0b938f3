import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PURCHASE_ORDER_MESSAGES as M } from '@pos/contracts/purchase-orders';
import { DEFAULT_GENERAL_SETTINGS } from '@pos/contracts/settings-defaults';
import bwipjs from 'bwip-js';
import { afterAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../plugins/types.js';
import { addMember, okAs, parseMail, signUp, useTestApp } from '../../test/test-app.js';
import { orderPurchaseOrder } from './purchase-orders.service.js';

const t = useTestApp();
const dir = mkdtempSync(path.join(tmpdir(), 'po-pdf-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Session = Awaited<ReturnType<typeof signUp>>;
type Order = { _id: string; number: string; status: string; orderedAt: string | null };

let n = 0;
/** Runs a poppler tool (scripts/ensure-tools.mjs installs them) on the PDF, as a file. */
function poppler(tool: string, pdf: Buffer, ...args: string[]): string {
  const file = path.join(dir, `po-${++n}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])]).toString();
}
/** The text a reader sees, laid out as on the page; pages are separated by form feeds. */
const textOf = (pdf: Buffer) => poppler('pdftotext', pdf, '-layout');
/** Each line of the text with its runs of spaces made one. */
const rows = (text: string) => text.split('\n').map((l) => l.trim().replace(/\s+/g, ' '));
const imagesOf = (pdf: Buffer) =>
  poppler('pdfimages', pdf, '-list')
    .split('\n')
    .filter((row) => /^\s*\d+\s+\d+\s+image\b/.test(row)).length;

const ok = okAs(t);

const SUPPLIER = {
  name: 'Nordic Wool Co',
  contactName: 'Ingrid Berg',
  email: 'orders@nordicwool.example',
  phone: '+46 8 123 456',
  address: 'Wollgatan 3, Stockholm',
};

/** A shop in euros with a supplier, a warehouse and a draft of two lines (one a variation's). */
async function shop(supplier: Record<string, unknown> = SUPPLIER) {
  const owner = await signUp(t, { organizationName: 'Kaffeehaus' });
  await ok(owner, 'PUT', 'settings/general', {
    ...DEFAULT_GENERAL_SETTINGS,
    currencySymbol: '€',
    currencyCode: 'EUR',
  });
  const s = (await ok(owner, 'POST', 'suppliers', supplier)).data;
  const warehouse = (await ok(owner, 'POST', 'warehouses', { name: 'Back room' })).data;
  const scarf = (
    await ok(owner, 'POST', 'products', { name: 'Wool scarf', price: 30, stock: 0, sku: 'SCARF-1' })
  ).data;
  const hat = (
    await ok(owner, 'POST', 'products', { name: 'Hat', price: 20, stock: 0, sku: 'HAT' })
  ).data;
  const order = (
    await ok(owner, 'POST', 'purchase-orders', {
      supplierId: s._id,
      warehouseId: warehouse._id,
      expectedDate: '2026-12-10',
      notes: 'Deliver to the back door',
      lines: [
        { productId: scarf._id, quantity: 1200, unitCost: 15 },
        { productId: hat._id, quantity: 5, unitCost: 8.5 },
      ],
    })
  ).data as Order;
  return { owner, supplier: s, order };
}

const pdfOf = (s: { token: string }, id: string) => t.as(s).get(`purchase-orders/${id}/pdf`);
const statusOf = async (s: Session, id: string) =>
  (await ok(s, 'GET', `purchase-orders/${id}`)).data.status as string;

describe('purchase order PDF', () => {
  it('prints the order, the supplier, the lines and the total in the currency', async () => {
    const s = await shop();
    const res = await pdfOf(s.owner, s.order._id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('inline; filename="PO-000001.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = rows(textOf(res.rawPayload));
    const has = (s: string) =>
      expect(
        text.some((row) => row.includes(s)),
        s,
      ).toBe(true);
    for (const line of [
      'Kaffeehaus',
      'PURCHASE ORDER',
      'PO no. PO-000001',
      'Status Draft',
      'Expected 10 Dec 2026',
      'Nordic Wool Co',
      'Contact: Ingrid Berg',
      'E-mail: orders@nordicwool.example',
      'Phone: +46 8 123 456',
      'Wollgatan 3, Stockholm',
      'Back room',
      'Wool scarf 1200 €15.00 €18,000.00',
      'SCARF-1',
      'Hat 5 €8.50 €42.50',
      'Total €18,042.50',
      'Deliver to the back door',
      'Purchase order PO-000001 Page 1 of 1',
    ]) {
      has(line);
    }
    // A draft was never ordered: no date of ordering, and no Received column yet.
    expect(text.some((row) => row.startsWith('Ordered'))).toBe(false);
    expect(text.some((row) => row.includes('Received'))).toBe(false);
  });

  it("says where to deliver: the store's or warehouse's name, address and contact, empty lines left out", async () => {
    const s = await shop();
    const order = (await ok(s.owner, 'GET', `purchase-orders/${s.order._id}`)).data;
    // A warehouse: its name and address; it has no contact, so no line says one.
    await ok(s.owner, 'PUT', `warehouses/${order.warehouseId}`, {
      name: 'Back room',
      location: 'Unit 4, Mill Lane, Leeds LS1 2AB',
    });
    const warehouse = rows(textOf((await pdfOf(s.owner, s.order._id)).rawPayload));
    const at = warehouse.findIndex((row) => row.endsWith('DELIVER TO'));
    expect(warehouse[at + 1]).toMatch(/Back room$/);
    expect(warehouse[at + 2]).toMatch(/Unit 4, Mill Lane, Leeds LS1 2AB$/);
    expect(warehouse.some((row) => /Contact: (null|undefined)?$|Phone: $/.test(row))).toBe(false);

    // A store: its address, contact person and phone.
    const [store] = (await ok(s.owner, 'GET', 'stores')).data;
    await ok(s.owner, 'PUT', `stores/${store._id}`, {
      name: 'Main Store',
      location: '12 High Street, York YO1 7HU',
      contactPerson: 'Sam Shelf',
      contactPhone: '+44 1904 555 010',
      isDefault: true,
    });
    await ok(s.owner, 'PUT', `purchase-orders/${s.order._id}`, {
      supplierId: s.supplier._id,
      storeId: store._id,
      lines: order.lines.map((l: { productId: string; quantity: number; unitCost: number }) => ({
        productId: l.productId,
        quantity: l.quantity,
        unitCost: l.unitCost,
      })),
    });
    const answer = (await ok(s.owner, 'GET', `purchase-orders/${s.order._id}`)).data;
    expect(answer).toMatchObject({
      locationName: 'Main Store',
      locationAddress: '12 High Street, York YO1 7HU',
      locationContactPerson: 'Sam Shelf',
      locationContactPhone: '+44 1904 555 010',
    });
    const text = rows(textOf((await pdfOf(s.owner, s.order._id)).rawPayload));
    const heading = text.findIndex((row) => row.endsWith('DELIVER TO'));
    for (const line of [
      'Main Store',
      '12 High Street, York YO1 7HU',
      'Contact: Sam Shelf',
      'Phone: +44 1904 555 010',
    ]) {
      expect(
        text.slice(heading + 1, heading + 6).some((row) => row.endsWith(line)),
        line,
      ).toBe(true);
    }
    // Two PDFs read back: slower than the default budget on a loaded machine.
  }, 90_000);

  it('prints what was cancelled once closed short', async () => {
    const s = await shop();
    const order = (await ok(s.owner, 'GET', `purchase-orders/${s.order._id}`)).data;
    await ok(s.owner, 'POST', `purchase-orders/${s.order._id}/order`);
    await ok(s.owner, 'POST', `purchase-orders/${s.order._id}/receive`, {
      lines: [{ lineId: order.lines[0]._id, quantity: 1000 }],
    });
    await ok(s.owner, 'POST', `purchase-orders/${s.order._id}/close-short`);
    const text = rows(textOf((await pdfOf(s.owner, s.order._id)).rawPayload));
    expect(text).toContain('Status Closed');
    expect(text.some((row) => row.startsWith('Closed '))).toBe(true);
    // Qty, Received, Cancelled, unit cost, line total.
    expect(text.some((row) => row.includes('Wool scarf 1200 1000 200 €15.00 €18,000.00'))).toBe(
      true,
    );
    expect(text.some((row) => row.includes('Hat 5 0 5 €8.50 €42.50'))).toBe(true);
  });

  it("prints the organization's uploaded logo", async () => {
    const s = await shop();
    const before = imagesOf((await pdfOf(s.owner, s.order._id)).rawPayload);
    const png = await bwipjs.toBuffer({ bcid: 'qrcode', text: 'logo', scale: 2 });
    await ok(s.owner, 'PUT', `organization/${s.owner.user.organizationId}`, {
      name: 'Kaffeehaus',
      code: `KAFFEE-${Date.now()}`,
      address: 'Hauptstraße 1, Berlin',
      logo: `data:image/png;base64,${png.toString('base64')}`,
    });
    const pdf = (await pdfOf(s.owner, s.order._id)).rawPayload;
    expect(imagesOf(pdf)).toBe(before + 1);
    expect(textOf(pdf)).toContain('Hauptstraße 1, Berlin');
  });

  it('is 404 for another organization and 403 without purchasing or inventory', async () => {
    const s = await shop();
    const other = await signUp(t);
    const foreign = await pdfOf(other, s.order._id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('NOT_FOUND');
    const cashier = await addMember(t, s.owner.user.organizationId, 'cashier');
    const refused = await pdfOf(cashier, s.order._id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    expect((await t.as(null).get(`purchase-orders/${s.order._id}/pdf`)).statusCode).toBe(401);
  });
});

describe('ordering with e-mail', () => {
  it('marks the order Ordered and mails its PDF to the supplier', async () => {
    const s = await shop();
    await ok(s.owner, 'PUT', `organization/${s.owner.user.organizationId}`, {
      name: 'Kaffeehaus',
      code: `KAFFEE-${Date.now()}`,
      email: 'einkauf@kaffeehaus.example',
    });
    const before = t.outbox().length;
    const res = await t.as(s.owner).post(`purchase-orders/${s.order._id}/order`, { email: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.orderedAndMailed);
    expect(res.json().message).toBe(
      'Purchase order marked as ordered and e-mailed to the supplier.',
    );
    expect(res.json().data.status).toBe('Ordered');
    expect(await statusOf(s.owner, s.order._id)).toBe('Ordered');

    const mails = t.outbox();
    expect(mails).toHaveLength(before + 1);
    const mail = parseMail(mails.at(-1) ?? '');
    expect(mail.to).toBe('orders@nordicwool.example');
    expect(mail.subject).toBe('Purchase order PO-000001 from Kaffeehaus');
    expect(mail.replyTo).toBe('einkauf@kaffeehaus.example');
    expect(mail.text).toContain('Hello Ingrid Berg,');
    expect(mail.text).toContain(
      'our purchase order PO-000001 as a PDF (lines: 2, units: 1205), to be delivered to Back room by 10 Dec 2026.',
    );
    expect(mail.attachments).toHaveLength(1);
    const [pdf] = mail.attachments;
    expect(pdf?.filename).toBe('PO-000001.pdf');
    expect(pdf?.contentType).toBe('application/pdf');
    const text = rows(textOf(pdf?.content ?? Buffer.alloc(0)));
    expect(text).toContain('Status Ordered');
    expect(text.some((row) => row.startsWith('Ordered '))).toBe(true);
    expect(text.some((row) => row.includes('Total €18,042.50'))).toBe(true);

    // Ordered already: a second try is refused and mails nothing.
    const again = await t.as(s.owner).post(`purchase-orders/${s.order._id}/order`, { email: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PURCHASE_ORDER_STATUS');
    expect(t.outbox()).toHaveLength(before + 1);
  });

  it('refuses a supplier without an e-mail address and leaves the order a draft', async () => {
    const s = await shop({ name: 'Silent Supplies' });
    const before = t.outbox().length;
    const res = await t.as(s.owner).post(`purchase-orders/${s.order._id}/order`, { email: true });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'SUPPLIER_NO_EMAIL',
      message: 'The supplier has no e-mail address.',
      details: { supplierId: s.supplier._id },
    });
    const order = (await ok(s.owner, 'GET', `purchase-orders/${s.order._id}`)).data as Order;
    expect(order).toMatchObject({ status: 'Draft', orderedAt: null });
    expect(t.outbox()).toHaveLength(before);
  });

  it('orders without mailing with no body, an empty body or email: false', async () => {
    for (const body of [undefined, {}, { email: false }]) {
      const s = await shop();
      const before = t.outbox().length;
      const res = await t.as(s.owner).post(`purchase-orders/${s.order._id}/order`, body);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(M.ordered);
      expect(await statusOf(s.owner, s.order._id)).toBe('Ordered');
      expect(t.outbox()).toHaveLength(before);
    }
  });

  it('refuses an unknown field or a non-boolean email, changing nothing', async () => {
    const s = await shop();
    for (const body of [{ email: 'yes' }, { email: true, cc: 'x@y.z' }]) {
      const res = await t.as(s.owner).post(`purchase-orders/${s.order._id}/order`, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    expect(await statusOf(s.owner, s.order._id)).toBe('Draft');
  });

  // Through the service, as the receipt mail's test does: a failed mail is an unexpected
  // failure (500), which no operation of the OpenAPI document declares.
  it('puts the order back to Draft when the mail cannot be sent', async () => {
    const s = await shop();
    const caller: Caller = {
      userId: s.owner.user._id,
      organizationId: s.owner.user.organizationId,
      organizationKind: 'tenant',
      role: 'Owner',
      permissions: ['manage_purchasing'],
      subscriptionExpired: false,
      language: 'en' as const,
    };
    const send = t.deps.mailer.send;
    t.deps.mailer.send = () => Promise.reject(new Error('SMTP is down'));
    try {
      await expect(
        orderPurchaseOrder(t.deps, caller, s.order._id, { email: true }),
      ).rejects.toThrow('SMTP is down');
    } finally {
      t.deps.mailer.send = send;
    }
    const order = (await ok(s.owner, 'GET', `purchase-orders/${s.order._id}`)).data as Order;
    expect(order).toMatchObject({ status: 'Draft', orderedAt: null });
    // Ordering again retries the mail.
    const retry = await t.as(s.owner).post(`purchase-orders/${s.order._id}/order`, { email: true });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().message).toBe(M.orderedAndMailed);
  });
});
