import { expect, type Page, test } from '@playwright/test';
import { decodeEscPos } from '../src/test/escpos-decoder';
import { expectAccessible } from './axe';
import { apiCall, openRegister, openShift, setUpShop, signIn, tillShop } from './helpers';

/*
 * The register's thermal printer over WebUSB (docs/guide/register.md, "Receipt printer"), with a
 * USB printer injected where Chromium's navigator.usb is: it records the bytes each transfer
 * carries, and can be unplugged. The bytes are read back as the printer would print them.
 */

type UsbSpy = Window & { __printed: number[][]; __plugged: boolean };

async function withFakeUsbPrinter(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as UsbSpy;
    w.__printed = [];
    w.__plugged = true;
    const iface = {
      interfaceNumber: 0,
      claimed: false,
      alternate: {
        interfaceClass: 7,
        endpoints: [{ endpointNumber: 1, direction: 'out', type: 'bulk' }],
      },
    };
    const device = {
      productName: 'TM-T20III (test)',
      opened: false,
      configuration: null as null | { interfaces: (typeof iface)[] },
      async open() {
        this.opened = true;
      },
      async selectConfiguration() {
        this.configuration = { interfaces: [iface] };
      },
      async claimInterface() {
        iface.claimed = true;
      },
      async transferOut(_endpoint: number, data: Uint8Array) {
        if (!w.__plugged) throw new DOMException('The device was disconnected.', 'NetworkError');
        w.__printed.push([...data]);
        return { status: 'ok', bytesWritten: data.byteLength };
      },
    };
    Object.defineProperty(navigator, 'usb', {
      value: { getDevices: async () => [device], requestDevice: async () => device },
    });
  });
}

/** The fake printer, already chosen in this register's printer settings (USB, this paper). */
async function withSavedUsbPrinter(page: Page, paper: 58 | 80) {
  await withFakeUsbPrinter(page);
  await page.addInitScript(
    (p) => localStorage.setItem('pos.printer', JSON.stringify({ connection: 'usb', paper: p })),
    paper,
  );
}

const printed = (page: Page) => page.evaluate(() => (window as unknown as UsbSpy).__printed);

async function sellOneMug(page: Page, sku: string) {
  const barcode = page.getByRole('textbox', { name: 'Barcode' });
  await barcode.fill(sku);
  await barcode.press('Enter');
  const checkout = page.getByRole('region', { name: 'Checkout' });
  await checkout.getByRole('button', { name: 'Complete Sale' }).click();
  const done = page.getByRole('region', { name: 'Sale completed' });
  await expect(done).toContainText('Sale completed successfully!');
  return done;
}

test('a cash sale prints its receipt on the USB printer without a dialog and opens the drawer; unplugged, the sale still completes and the receipt waits for Retry', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { staff, products } = await setUpShop(browser, tillShop('Thermal Town', 'Tess Owner'));
  await withFakeUsbPrinter(page);
  await openRegister(page, staff.cashier);

  // The printer is set up on this register: USB, 80 mm, receipts at once, the drawer on cash.
  await page.getByRole('button', { name: 'Receipt printer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Receipt printer' });
  await dialog.getByText('USB', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Choose the USB printer' }).click();
  await expect(dialog).toContainText('Chosen: TM-T20III (test)');
  await expectAccessible(page, 'the printer settings');
  await page.screenshot({ path: test.info().outputPath('printer-settings.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({
    path: test.info().outputPath('printer-settings-390.png'),
    fullPage: true,
  });
  await page.setViewportSize({ width: 1280, height: 720 });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.keyboard.press('Escape');

  // A mug, paid in cash.
  const done = await sellOneMug(page, products.mug.sku);
  await expect.poll(async () => (await printed(page)).length).toBe(1);
  const receipt = decodeEscPos(new Uint8Array((await printed(page))[0] ?? []));
  // 48 characters a line (80 mm): the shop's name centred, each value flush right.
  const row = (label: string, value: string) => `${label.padEnd(48 - value.length)}${value}`;
  expect(receipt.lines[0]?.trim()).toMatch(/^Thermal Town/);
  expect(receipt.lines).toContain('Mug Classic');
  expect(receipt.lines).toContain(row('  1 × $19.99', '$19.99'));
  const total = (await done.getByTestId('sale-total').textContent()) ?? '';
  expect(total).toMatch(/^\$\d+\.\d\d$/);
  expect(receipt.lines).toContain(row('TOTAL', total));
  expect(receipt.lines).toContain(row('Payment', 'Cash'));
  for (const line of receipt.lines) expect([...line].length).toBeLessThanOrEqual(48);
  expect(receipt.cuts).toBe(1);
  // The drawer opens with a cash sale's receipt.
  expect(receipt.pulses).toHaveLength(1);
  // "Print receipt" prints it again, on the printer.
  await done.getByRole('button', { name: 'Print receipt' }).click();
  await expect.poll(async () => (await printed(page)).length).toBe(2);

  // Unplugged: the next sale completes all the same; its receipt fails, visibly.
  await page.evaluate(() => {
    (window as unknown as UsbSpy).__plugged = false;
  });
  await done.getByRole('button', { name: 'New sale' }).click();
  await sellOneMug(page, products.mug.sku);
  await expect(page.getByTestId('print-failures')).toHaveText('1 failed');
  await page.getByRole('button', { name: 'Receipt printer: 1 failed' }).click();
  const job = page.getByRole('dialog', { name: 'Receipt printer' }).getByTestId('print-job').last();
  await expect(job).toContainText(
    'Failed: The USB printer did not print: The device was disconnected.',
  );
  await page.screenshot({ path: test.info().outputPath('printer-failed.png'), fullPage: true });
  // Plugged back in, Retry prints it.
  await page.evaluate(() => {
    (window as unknown as UsbSpy).__plugged = true;
  });
  await job.getByRole('button', { name: 'Retry' }).click();
  await expect(job).toContainText('Printed');
  await expect.poll(async () => (await printed(page)).length).toBe(3);
  await expect(page.getByTestId('print-failures')).toHaveCount(0);
});

test('No sale opens the drawer with a reason, as opening the shift does; the shift counts it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const shop = tillShop('Drawer Town', 'Dana Owner');
  const { owner, staff } = await setUpShop(browser, {
    ...shop,
    staff: { manager: { name: 'Max Manager', role: 'organization_manager' } },
  });
  await withSavedUsbPrinter(page, 58);
  // A manager lands on the dashboard; the register is a click away.
  await signIn(page, staff.manager.email, staff.manager.password);
  await page.goto('/pos');
  const pulses = async () =>
    (await printed(page)).map((job) => decodeEscPos(new Uint8Array(job)).pulses.length);

  // Opening the shift opens the drawer (the float goes in).
  const shiftBar = await openShift(page, '50');
  await expect.poll(pulses).toEqual([1]);
  await shiftBar.getByRole('button', { name: 'No sale' }).click();
  const dialog = page.getByRole('dialog', { name: 'No sale' });
  await dialog.getByRole('button', { name: 'Open the drawer' }).click();
  await expect(dialog).toContainText('Give a reason for opening the drawer.');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Change for a 50');
  await dialog.getByRole('button', { name: 'Open the drawer' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(pulses).toEqual([1, 1]);

  const open = await apiCall<{ data: { _id: string }[] }>(owner, 'GET', '/shifts?status=open');
  const { data: shift } = await apiCall<{
    data: { figures: { noSales: number }; movements: { type: string; reason: string }[] };
  }>(owner, 'GET', `/shifts/${open.data[0]?._id}`);
  expect(shift.figures.noSales).toBe(1);
  expect(shift.movements).toMatchObject([{ type: 'no_sale', reason: 'Change for a 50' }]);

  // The close opens the drawer (the count), and the Z report prints on the 58 mm printer.
  await shiftBar.getByRole('button', { name: 'Close shift' }).click();
  const close = page.getByRole('dialog', { name: 'Close shift' });
  await close.getByRole('textbox', { name: 'Counted cash' }).fill('50');
  await close.getByRole('button', { name: 'Close shift' }).click();
  await expect(close).toContainText('Shift closed.');
  await expect.poll(pulses).toEqual([1, 1, 1]);
  await close.getByRole('button', { name: 'Print Z report' }).click();
  await expect.poll(async () => (await printed(page)).length).toBe(4);
  const z = decodeEscPos(new Uint8Array((await printed(page))[3] ?? []));
  expect(z.lines.map((l) => l.trim())).toEqual(
    expect.arrayContaining(['Z REPORT', 'Change for a 50']),
  );
  // The drawer's log: the opening with its time, its reason below.
  expect(z.lines.some((l) => / No sale\s*$/.test(l))).toBe(true);
  expect(z.lines).toContain(`${'No-sale openings'.padEnd(31)}1`);
  expect(z.lines).toContain(`${'Expected cash'.padEnd(26)}$50.00`);
  for (const line of z.lines) expect([...line].length).toBeLessThanOrEqual(32);
  expect(z.pulses).toEqual([]);
});

test('a Hindi cashier’s receipt prints its Devanagari words as drawn lines, never as "?"', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { staff, products } = await setUpShop(browser, tillShop('Hindi Haat', 'Hari Owner'));
  await withSavedUsbPrinter(page, 80);
  await openRegister(page, staff.cashier);
  await apiCall(page, 'PATCH', '/profile', { language: 'hi' });
  await page.reload();

  // The register in Hindi: scan the mug, complete the sale in cash.
  const barcode = page.getByRole('textbox', { name: 'बारकोड' });
  await barcode.fill(products.mug.sku);
  await barcode.press('Enter');
  await page
    .getByRole('region', { name: 'चेकआउट' })
    .getByRole('button', { name: 'बिक्री पूरी करें' })
    .click();
  await expect(page.getByRole('region', { name: 'बिक्री पूरी हुई' })).toContainText(
    'बिक्री सफलतापूर्वक पूरी हुई!',
  );
  await expect.poll(async () => (await printed(page)).length).toBe(1);
  const receipt = decodeEscPos(new Uint8Array((await printed(page))[0] ?? []));

  // The shop's and the product's names are Latin letters: text, as before.
  expect(receipt.lines[0]?.trim()).toMatch(/^Hindi Haat/);
  expect(receipt.lines).toContain('Mug Classic');
  // The receipt's words (दिनांक, कुल, भुगतान, नकद…) are lines of dots across the 80 mm paper,
  // drawn by the browser's Devanagari font: each has ink.
  const drawn = receipt.images.filter((i) => i.width === 576);
  expect(drawn.length).toBeGreaterThanOrEqual(4);
  for (const line of drawn) expect(line.ink).toBeGreaterThan(100);
  // Nothing the printer would print as "?" or as a wrong character.
  expect(receipt.lines.join('\n')).not.toMatch(/[?\uFFFD]/);
  expect(receipt.cuts).toBe(1);
});
