import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_MESSAGES } from '@pos/contracts/webhooks';
import { expectAccessible } from './axe';
import { apiCall, signUp, unique } from './helpers';

/** A POST the receiver got: its headers and its body as sent (the signature covers those bytes). */
interface Received {
  headers: IncomingHttpHeaders;
  rawBody: string;
  payload: { id: string; type: string; createdAt: string; organizationId: string };
}

/**
 * The system on the other end: an HTTP server on 127.0.0.1 (the e2e server lets webhooks reach
 * it: WEBHOOKS_ALLOW_PRIVATE) that keeps every POST and answers with the status it is told.
 */
async function startReceiver() {
  const received: Received[] = [];
  let status = 200;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method === 'POST') {
        const rawBody = Buffer.concat(chunks).toString('utf8');
        let payload: Received['payload'];
        try {
          payload = JSON.parse(rawBody);
        } catch {
          payload = { id: '', type: '(not JSON)', createdAt: '', organizationId: '' };
        }
        received.push({ headers: req.headers, rawBody, payload });
      }
      res.writeHead(status, { 'Content-Type': 'text/plain' }).end(status < 300 ? 'ok' : 'down');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    answerWith: (code: number) => {
      status = code;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The deliveries of one event the receiver got. */
const postsOf = (received: Received[], eventId: string) =>
  received.filter((r) => r.payload.id === eventId);

/**
 * X-POS-Signature as docs/guide/api-keys-and-webhooks.md has it: `t=<unix seconds>,v1=<hex>`,
 * v1 the HMAC-SHA256 of `t.body` with the endpoint's secret; t within five minutes of now.
 */
function expectSigned(post: Received, secret: string) {
  const header = post.headers['x-pos-signature'];
  expect(typeof header, 'X-POS-Signature header').toBe('string');
  const parts: Record<string, string> = Object.fromEntries(
    String(header)
      .split(',')
      .map((part) => part.trim().split('=', 2) as [string, string]),
  );
  const t = parts.t ?? '';
  const v1 = parts.v1 ?? '';
  expect(t, `t in ${header}`).toMatch(/^\d+$/);
  expect(v1, `v1 in ${header}`).toMatch(/^[0-9a-f]{64}$/);
  expect(Math.abs(Date.now() / 1000 - Number(t))).toBeLessThan(300);
  const expected = createHmac('sha256', secret).update(`${t}.${post.rawBody}`).digest();
  expect(timingSafeEqual(expected, Buffer.from(v1, 'hex')), 'signature matches').toBe(true);
}

/** The one POST of a new `product.created` event (not one of `seen`), once the worker sent it. */
async function nextProductCreated(received: Received[], seen: readonly string[]) {
  let post: Received | undefined;
  await expect
    .poll(
      () => {
        post = received.find(
          (r) => r.payload.type === 'product.created' && !seen.includes(r.payload.id),
        );
        return post?.payload.id;
      },
      { timeout: 20_000, message: 'a product.created event reaches the receiver' },
    )
    .toBeTruthy();
  return post as Received;
}

const createProduct = (page: Page, name: string) =>
  apiCall(page, 'POST', '/products', { name, price: 4.5, stock: 3, sku: unique('SKU') });

/** A delivery's row in the endpoint's log, by its event's short id (as the list shows ids). */
const deliveryRows = (page: Page, eventId: string) =>
  page.getByRole('row').filter({ hasText: `...${eventId.slice(-8)}` });

/**
 * Webhooks (docs/guide/api-keys-and-webhooks.md, "Webhooks"): the owner adds an endpoint from
 * Settings for product.created, copies its signing secret (shown once); a product made through
 * the API reaches the receiver, signed; the endpoint's page logs it delivered; an event the
 * receiver refuses is logged as retrying, and Redeliver sends it again, delivered.
 */
test('webhooks: an endpoint added from Settings receives signed events; its log shows them and sends one again', async ({
  page,
}) => {
  // Three waits for the worker (every couple of seconds) and the page's refresh.
  test.setTimeout(120_000);
  const receiver = await startReceiver();
  try {
    await signUp(
      page,
      unique('Hook Shop'),
      'Hana Hooks',
      `${unique('hooks')}@shop.test`,
      'web hooks 2026',
    );
    await page.getByRole('button', { name: 'Open profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await page.getByRole('link', { name: 'Webhooks' }).click();
    await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();
    await expect(page.getByText('No webhook endpoints yet.')).toBeVisible();
    await expectAccessible(page, '/settings/webhooks (empty)');

    // The form: nothing filled is refused under the fields.
    await page.getByRole('button', { name: 'Add New Webhook Endpoint' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add New Webhook Endpoint' });
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(dialog.getByText(WEBHOOK_MESSAGES.urlRequired)).toBeVisible();
    await expect(dialog.getByText(WEBHOOK_MESSAGES.eventsRequired)).toBeVisible();
    // Select all ticks every event, Clear all none.
    await dialog.getByRole('button', { name: 'Select all' }).click();
    await expect(dialog.getByText('10 of 10 chosen')).toBeVisible();
    await dialog.getByRole('button', { name: 'Clear all' }).click();
    await expect(dialog.getByText('0 of 10 chosen')).toBeVisible();

    // Not a full address: refused before it is sent.
    await dialog.getByRole('textbox', { name: 'URL' }).fill('example.com/hook');
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(dialog.getByText(WEBHOOK_MESSAGES.urlInvalid)).toBeVisible();
    await dialog.getByRole('textbox', { name: 'URL' }).fill(receiver.url);
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Test receiver');
    await dialog
      .getByRole('checkbox', { name: WEBHOOK_EVENT_LABELS['product.created'], exact: true })
      .check();
    await expect(dialog.getByRole('switch', { name: 'Active' })).toBeChecked();
    await expectAccessible(page, 'a new webhook endpoint');
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();

    const secretBox = dialog.getByTestId('webhook-secret');
    await expect(secretBox).toBeVisible();
    const secret = ((await secretBox.textContent()) ?? '').trim();
    expect(secret.length).toBeGreaterThanOrEqual(32);
    await expect(dialog.getByText('it is not shown again')).toBeVisible();
    await expect(dialog.getByText('X-POS-Signature')).toBeVisible();
    await expectAccessible(page, 'a new webhook endpoint: its secret');
    await dialog.screenshot({ path: test.info().outputPath('webhook-secret.png') });
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();

    const row = page.getByRole('row', { name: new RegExp(receiver.url.replaceAll('.', '\\.')) });
    await expect(row).toContainText('Test receiver');
    await expect(row).toContainText('product.created');
    await expect(row).toContainText('Active');
    await expect(row).toContainText('Hana Hooks');
    // The secret is nowhere on the page any more.
    await expect(page.getByText(secret)).toHaveCount(0);
    await expectAccessible(page, '/settings/webhooks');
    await page.screenshot({ path: test.info().outputPath('webhooks.png') });

    // A product made through the API reaches the receiver, signed with the secret.
    await createProduct(page, 'Hooked Lamp');
    const first = await nextProductCreated(receiver.received, []);
    expect(first.headers['content-type']).toContain('application/json');
    expect(first.headers['x-pos-event-id']).toBe(first.payload.id);
    expect(first.headers['x-pos-event-type']).toBe('product.created');
    expect(first.payload.organizationId).toBeTruthy();
    expectSigned(first, secret);

    // The endpoint's page: its fields, and the delivery in its log.
    await row.getByText('Test receiver').click();
    await expect(page).toHaveURL(/\/settings\/webhooks\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'Webhook Endpoint', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Endpoint' })).toContainText(receiver.url);
    await expect(page.getByRole('region', { name: 'Events (1)' })).toContainText('product.created');
    const firstRow = deliveryRows(page, first.payload.id);
    await expect(firstRow).toContainText('Delivered', { timeout: 20_000 });
    await expect(firstRow).toContainText('200');
    await expectAccessible(page, '/settings/webhooks/:id');

    // The receiver fails the next event: logged as retrying, with its answer.
    receiver.answerWith(500);
    await createProduct(page, 'Refused Lamp');
    const second = await nextProductCreated(receiver.received, [first.payload.id]);
    expectSigned(second, secret);
    const secondRows = deliveryRows(page, second.payload.id);
    await expect(secondRows.first()).toContainText('Retrying', { timeout: 20_000 });
    await expect(secondRows.first()).toContainText('500');
    // Only the failed ones, by the status filter.
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Retrying' }).click();
    await expect(deliveryRows(page, first.payload.id)).toHaveCount(0);
    await expect(secondRows.first()).toBeVisible();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(deliveryRows(page, first.payload.id)).toHaveCount(1);
    await page.screenshot({ path: test.info().outputPath('webhook-page.png'), fullPage: true });

    // Back up, the event is sent again: a new delivery, delivered.
    receiver.answerWith(200);
    await secondRows
      .first()
      .getByRole('button', { name: /^Redeliver/ })
      .click();
    await expect(page.getByText(WEBHOOK_MESSAGES.redelivered)).toBeVisible();
    await expect(secondRows.filter({ hasText: 'Delivered' }).first()).toBeVisible({
      timeout: 20_000,
    });
    const resent = postsOf(receiver.received, second.payload.id);
    expect(resent.length).toBeGreaterThanOrEqual(2);
    for (const post of resent) expectSigned(post, secret);

    // Edited (PUT): the same form, no secret.
    await page.getByRole('button', { name: 'Edit endpoint' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Webhook Endpoint' });
    await edit.getByRole('textbox', { name: 'Description' }).fill('Stock receiver');
    await edit
      .getByRole('checkbox', { name: WEBHOOK_EVENT_LABELS['stock.changed'], exact: true })
      .check();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText(WEBHOOK_MESSAGES.updated)).toBeVisible();
    await expect(edit).toBeHidden();
    await expect(page.getByRole('region', { name: 'Events (2)' })).toContainText('stock.changed');
    await expect(page.getByRole('region', { name: 'Endpoint' })).toContainText('Stock receiver');
    await expect(page.getByTestId('webhook-secret')).toHaveCount(0);

    // On a phone: the page fits the screen, the log is cards, Redeliver still at hand.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('list', { name: 'Deliveries' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Redeliver/ }).first()).toBeVisible();
    // Once the layout has followed the new width.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), {
        message: 'no sideways scrolling',
      })
      .toBe(true);
    await expectAccessible(page, '/settings/webhooks/:id (phone)');
    await page.screenshot({
      path: test.info().outputPath('webhook-page-phone.png'),
      fullPage: true,
    });

    // Deleted from its page, asked first: back to the list, empty.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Delete endpoint' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm deletion' });
    await expect(confirm).toContainText(receiver.url);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(WEBHOOK_MESSAGES.deleted)).toBeVisible();
    await expect(page).toHaveURL(/\/settings\/webhooks$/);
    await expect(page.getByText('No webhook endpoints yet.')).toBeVisible();
  } finally {
    await receiver.close();
  }
});
