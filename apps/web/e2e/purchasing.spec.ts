import { expect, type Page, test } from '@playwright/test';
import { apiCall, scan, signUp, unique } from './helpers';
import { mailsTo } from './mail-links';

/** Picks an option of a Mantine Select by the select's label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * Suppliers and purchase orders in the browser (docs/guide/suppliers-and-purchase-orders.md): a
 * supplier is added on its screen; a purchase order is made by scanning (lines at the items'
 * costs), ordered and e-mailed to the supplier (its PDF in the outbox), received in two deliveries
 * by scanning; stock, the moving average cost and the ledger's receipt rows follow.
 */
test('a supplier, a purchase order scanned together, ordered and received in two deliveries', async ({
  page,
}) => {
  await signUp(
    page,
    unique('Buying Shop'),
    'Paula Purchaser',
    `${unique('owner')}@shop.test`,
    'purchasing 2026 pw',
  );
  const sku = unique('MUG').toUpperCase();
  const { data: mug } = await apiCall<{ data: { _id: string } }>(page, 'POST', '/products', {
    name: 'Stoneware Mug',
    price: 14,
    stock: 10,
    sku,
    costPrice: 5,
  });

  // The supplier, on its screen.
  await page.goto('/suppliers');
  await page.getByRole('button', { name: 'Add New Supplier' }).first().click();
  const form = page.getByRole('dialog');
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Clay & Kiln Ltd');
  const supplierEmail = `${unique('orders')}@claykiln.test`;
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(supplierEmail);
  await form.getByRole('textbox', { name: 'Lead time (days)' }).fill('5');
  await form.getByRole('button', { name: 'Add Supplier' }).click();
  await expect(page.getByText('Supplier created successfully!')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Clay & Kiln Ltd', exact: true })).toBeVisible();

  // A purchase order: three scans make one line of 3 at the mug's cost.
  await page.goto('/purchase-orders');
  await page.getByRole('button', { name: 'Add New Purchase Order' }).first().click();
  const order = page.getByRole('dialog');
  await choose(page, 'Supplier', 'Clay & Kiln Ltd');
  await expect(order.getByRole('combobox', { name: 'Deliver to' })).toHaveValue(
    'Main Store (default)',
  );
  for (let i = 0; i < 3; i++) await scan(page, 'Scan to add', sku.toLowerCase());
  await scan(page, 'Scan to add', 'NO-SUCH-SKU');
  await expect(order.getByText('No product or variation has the SKU "NO-SUCH-SKU".')).toBeVisible();
  await expect(order.getByRole('textbox', { name: 'Quantity of line 1' })).toHaveValue('3');
  await expect(order.getByRole('textbox', { name: 'Unit cost of line 1' })).toHaveValue('5');
  // This delivery costs more: 6.50 a mug.
  await order.getByRole('textbox', { name: 'Unit cost of line 1' }).fill('6.5');
  await order.getByRole('textbox', { name: 'Quantity of line 1' }).fill('10');
  await expect(order.getByText('Total $65.00')).toBeVisible();
  await order.getByRole('button', { name: 'Add Purchase Order' }).click();
  await expect(page.getByText('Purchase order created successfully!')).toBeVisible();

  const row = page.getByRole('row', { name: /PO-000001/ });
  await expect(row.getByText('Draft')).toBeVisible();
  await expect(row.getByText('0 of 10')).toBeVisible();
  await row.getByText('PO-000001').click();
  await expect(page.getByRole('heading', { name: 'Purchase Order PO-000001' })).toBeVisible();
  // Ordered, and the order's PDF mailed to the supplier.
  await page.getByRole('button', { name: 'Order and e-mail supplier' }).click();
  await expect(
    page.getByText('Purchase order marked as ordered and e-mailed to the supplier.'),
  ).toBeVisible();
  await expect.poll(() => mailsTo(supplierEmail).length).toBe(1);
  expect(mailsTo(supplierEmail)[0]).toContain('PO-000001.pdf');
  const status = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Status' }) });
  await expect(status).toHaveText(/Ordered$/);

  // First delivery: four mugs scanned.
  await page.getByRole('button', { name: 'Receive stock' }).click();
  for (let i = 0; i < 4; i++) await scan(page, 'Scan items', sku);
  await expect(page.getByRole('textbox', { name: 'Receiving now of Stoneware Mug' })).toHaveValue(
    '4',
  );
  await page.getByRole('button', { name: 'Receive', exact: true }).click();
  await expect(page.getByText('Stock received successfully!')).toBeVisible();
  await expect(status).toHaveText(/Partially Received$/);
  // The rest, as due.
  await page.getByRole('button', { name: 'Receive stock' }).click();
  await expect(page.getByRole('textbox', { name: 'Receiving now of Stoneware Mug' })).toHaveValue(
    '6',
  );
  await page.getByRole('button', { name: 'Receive', exact: true }).click();
  await expect(status).toHaveText(/Status\s*Received$/);
  await expect(page.getByRole('button', { name: 'Receive stock' })).toHaveCount(0);

  // 20 mugs; their cost: 10 at 5.00, then 4 and 6 at 6.50 → 5.75.
  const { data: after } = await apiCall<{ data: { totalStock: number; costPrice: number } }>(
    page,
    'GET',
    `/products/${mug._id}`,
  );
  expect(after).toMatchObject({ totalStock: 20, costPrice: 5.75 });
  // The ledger shows both receipts at their cost.
  await page.goto(`/stock-history?productId=${mug._id}&type=STOCK_IN`);
  const receipts = page.getByRole('row').filter({ hasText: 'Received on PO-000001' });
  await expect(receipts).toHaveCount(2);
  await expect(receipts.first().getByText('$6.50')).toBeVisible();
});
