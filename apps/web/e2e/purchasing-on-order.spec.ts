import { expect as baseExpect, type Page, test } from '@playwright/test';
import { apiCall, signUp, unique } from './helpers';

type Saved = { data: { _id: string } };

// Each screen's code loads on first visit: on a machine shared with other runs that can take
// longer than the default 10 s (seen: 25 s).
const expect = baseExpect.configure({ timeout: 45_000 });

const SIZES = {
  desktop: { width: 1366, height: 768 },
  phone: { width: 390, height: 844 },
} as const;

/**
 * An inventory item's "On Order" figure: its cell in the table (desktop), its line on its card
 * (phone, where the list is cards).
 */
async function onOrderOf(page: Page, product: string, phone: boolean) {
  if (phone) {
    const card = page.getByRole('listitem').filter({ hasText: product });
    return card
      .locator('div')
      .filter({ has: page.getByText('On Order', { exact: true }) })
      .last();
  }
  await expect(page.getByRole('columnheader', { name: 'On Order' })).toBeVisible();
  const headers = await page.getByRole('columnheader').allInnerTexts();
  const column = headers.findIndex((h) => h.trim() === 'On Order');
  expect(column, 'the list has an On Order column').toBeGreaterThan(0);
  return page.getByRole('row').filter({ hasText: product }).getByRole('cell').nth(column);
}

for (const [size, viewport] of Object.entries(SIZES)) {
  const phone = size === 'phone';
  /**
   * The purchasing week of a shop, at one screen size: Reorder shows what is on order and no
   * longer suggests what its drafts cover; a draft is edited (lines, expected date, notes) from
   * its page, sent, shows as "On Order" on the inventory items, is partly received and closed
   * short — the page says what was cancelled, and nothing is on order any more.
   */
  test(`on order, editing a draft and closing short (${size})`, async ({ page }, testInfo) => {
    test.setTimeout(420_000);
    await page.setViewportSize(viewport);
    await signUp(
      page,
      unique('Yarn Shop'),
      'Olga Order',
      `${unique('owner')}@shop.test`,
      'on order 2026 pw',
    );
    const { data: stores } = await apiCall<{ data: { _id: string; name: string }[] }>(
      page,
      'GET',
      '/stores',
    );
    const store = stores[0];
    await apiCall(page, 'PUT', `/stores/${store?._id}`, {
      name: 'Main Store',
      location: '12 High Street, York',
      contactPerson: 'Sam Shelf',
      isDefault: true,
    });
    const { data: supplier } = await apiCall<Saved>(page, 'POST', '/suppliers', {
      name: 'Wool Works',
    });
    const product = (body: Record<string, unknown>) =>
      apiCall<Saved>(page, 'POST', '/products', {
        price: 10,
        costPrice: 4,
        supplier: supplier._id,
        ...body,
      });
    const { data: scarf } = await product({
      name: 'Wool Scarf',
      stock: 4,
      reorderLevel: 10,
      reorderQuantity: 24,
    });
    await product({ name: 'Wool Hat', stock: 2, reorderLevel: 5 });

    // Reorder: the hat only 1 for now, so it stays on the list with what its draft brings.
    await page.goto('/reorder');
    const group = page.getByRole('region', { name: 'Wool Works' });
    await expect(group.getByRole('columnheader', { name: 'On order' })).toBeVisible();
    await group.getByRole('checkbox', { name: 'Select every item of Wool Works' }).check();
    await group
      .getByRole('textbox', { name: 'Order quantity of Wool Hat at Main Store' })
      .fill('1');
    await page.getByRole('button', { name: 'Create purchase orders (2)' }).click();
    await expect(page.getByText('1 purchase order created')).toBeVisible();
    // The scarf is covered (4 + 24 > 10): gone. The hat: 2 + 1 of 5, 7 more suggested.
    await expect(group.getByText('Wool Scarf')).toHaveCount(0);
    await expect(group.getByText('+1 in drafts')).toBeVisible();
    await expect(
      group.getByRole('textbox', { name: 'Order quantity of Wool Hat at Main Store' }),
    ).toHaveValue('7');
    // Creating again orders nothing twice: only the hat's 7 can be picked.
    await expect(page.getByRole('checkbox', { name: /^Select Wool Scarf/ })).toHaveCount(0);

    await page.getByRole('link', { name: /Wool Works → Main Store/ }).click();
    await expect(page.getByRole('heading', { name: 'Purchase Order PO-000001' })).toBeVisible();
    const figure = (label: string) =>
      page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label }) });
    await expect(figure('Deliver to')).toContainText('Main Store');
    await expect(figure('Deliver to')).toContainText('12 High Street, York');
    await expect(figure('Deliver to')).toContainText('Sam Shelf');

    // The draft edited from its page: the hat line removed, the scarf's quantity and cost
    // changed, an expected date and notes.
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const form = page.getByRole('dialog', { name: 'Edit Purchase Order' });
    await expect(form.getByRole('textbox', { name: 'Quantity of line 1' })).toHaveValue('1');
    await expect(form.getByRole('textbox', { name: 'Quantity of line 2' })).toHaveValue('24');
    await form.getByRole('button', { name: 'Remove line 1' }).click();
    await form.getByRole('textbox', { name: 'Quantity of line 1' }).fill('30');
    await form.getByRole('textbox', { name: 'Unit cost of line 1' }).fill('4.5');
    await form.getByLabel('Expected date').fill('2027-01-15');
    await form.getByRole('textbox', { name: 'Notes' }).fill('Ring the back bell');
    await expect(form.getByText('Total $135.00')).toBeVisible();
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Purchase order updated successfully!')).toBeVisible();
    await expect(form).toHaveCount(0);
    await expect(figure('Expected')).toContainText('2027-01-15');
    await expect(figure('Notes')).toContainText('Ring the back bell');
    const lines = page.getByRole('table', { name: 'Lines' });
    await expect(lines.getByRole('row')).toHaveCount(3);
    await expect(lines.getByRole('row', { name: /Wool Scarf/ })).toContainText('30');

    // Sent: no more editing; 30 scarves on order at the store.
    await page.getByRole('button', { name: 'Mark as ordered' }).click();
    await expect(figure('Status')).toHaveText(/Ordered$/);
    await expect(page.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
    const orderPage = page.url();
    await page.goto(`/inventory?productId=${scarf._id}`);
    await expect(await onOrderOf(page, 'Wool Scarf', phone)).toHaveText(/30$/);

    // 12 arrive; the rest will not: closed short.
    await page.goto(orderPage);
    await page.getByRole('button', { name: 'Receive stock' }).click();
    await page.getByRole('textbox', { name: 'Receiving now of Wool Scarf' }).fill('12');
    await page.getByRole('button', { name: 'Receive', exact: true }).click();
    await expect(figure('Status')).toHaveText(/Partially Received$/);
    await page.getByRole('button', { name: 'Close short' }).click();
    const confirm = page.getByRole('dialog', { name: 'Close PO-000001 short?' });
    await expect(confirm).toContainText('18 units still due will be cancelled');
    await confirm.getByRole('textbox', { name: 'Reason (optional)' }).fill('Colour discontinued');
    await confirm.getByRole('button', { name: 'Cancel 18 units and close' }).click();
    await expect(page.getByText('Purchase order closed short. 18 units cancelled.')).toBeVisible();
    await expect(figure('Status')).toHaveText(/Closed$/);
    await expect(figure('Reason')).toContainText('Colour discontinued');
    await expect(lines.getByRole('columnheader', { name: 'Cancelled' })).toBeVisible();
    const scarfLine = lines.getByRole('row', { name: /Wool Scarf/ }).getByRole('cell');
    // Item, ordered, received, cancelled.
    await expect(scarfLine.nth(1)).toHaveText('30');
    await expect(scarfLine.nth(2)).toHaveText('12');
    await expect(scarfLine.nth(3)).toHaveText('18');
    await expect(page.getByRole('button', { name: 'Close short' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Receive stock' })).toHaveCount(0);
    await page.screenshot({
      path: testInfo.outputPath(`po-closed-short-${size}.png`),
      fullPage: true,
    });

    // Nothing on order any more.
    await page.goto(`/inventory?productId=${scarf._id}`);
    await expect(await onOrderOf(page, 'Wool Scarf', phone)).toHaveText(/0$/);
    await page.screenshot({
      path: testInfo.outputPath(`inventory-on-order-${size}.png`),
      fullPage: true,
    });
    // The scarf has 16 (above 10); the hat left the draft, so it is suggested in full again.
    await page.goto('/reorder');
    await expect(
      group.getByRole('textbox', { name: 'Order quantity of Wool Hat at Main Store' }),
    ).toHaveValue('8');
    await expect(group.getByText('in drafts')).toHaveCount(0);
    await expect(group.getByText('Wool Scarf')).toHaveCount(0);
    await page.screenshot({
      path: testInfo.outputPath(`reorder-on-order-${size}.png`),
      fullPage: true,
    });
  });
}
