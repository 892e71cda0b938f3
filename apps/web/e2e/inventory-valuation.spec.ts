import { expect, type Page, test } from '@playwright/test';
import { apiCall, downloadCsv, shopIsoDate, signUp, unique } from './helpers';

/** Picks an option of a Mantine Select by the select's label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const card = (page: Page, title: string) => page.getByRole('region', { name: title });

/**
 * The inventory valuation in the browser (docs/guide/suppliers-and-purchase-orders.md): the owner
 * opens the inventory valuation, reads the totals of the whole stock, narrows it to a warehouse,
 * and downloads the CSV of what is left.
 */
test('the owner values the stock, per location, and downloads it as CSV', async ({ page }) => {
  await signUp(
    page,
    unique('Valued Shop'),
    'Vera Valuer',
    `${unique('owner')}@shop.test`,
    'valuation 2026 pw',
  );
  const sku = unique('LAMP').toUpperCase();
  const { data: lamp } = await apiCall<{ data: { _id: string } }>(page, 'POST', '/products', {
    name: 'Brass Lamp',
    price: 80,
    costPrice: 32.5,
    stock: 4,
    sku,
  });
  await apiCall(page, 'POST', '/products', { name: 'Gift Card Sleeve', price: 2, stock: 10 });
  const { data: depot } = await apiCall<{ data: { _id: string } }>(page, 'POST', '/warehouses', {
    name: 'North Depot',
  });
  await apiCall(page, 'POST', '/inventory-items', {
    productId: lamp._id,
    quantity: 6,
    warehouseId: depot._id,
  });

  await page.goto('/inventory-valuation');
  await expect(page.getByRole('heading', { name: 'Inventory Valuation' })).toBeVisible();
  // 10 lamps × $32.50; the sleeves have no cost. At retail: 10 × $80 + 10 × $2.
  await expect(card(page, 'Value at Cost')).toContainText('$325.00');
  await expect(card(page, 'Value at Retail')).toContainText('$820.00');
  await expect(card(page, 'Units on Hand')).toContainText('20');
  await expect(card(page, 'Items Without Cost')).toContainText('1');
  const rows = page.getByRole('row');
  await expect(rows).toHaveCount(4);
  await expect(page.getByText('No cost', { exact: true }).first()).toBeVisible();

  await choose(page, 'Location', 'North Depot');
  await expect(page).toHaveURL(/[?&]locationId=/);
  await expect(rows).toHaveCount(2);
  await expect(card(page, 'Value at Cost')).toContainText('$195.00');
  await expect(card(page, 'Value at Retail')).toContainText('$480.00');
  await expect(card(page, 'Units on Hand')).toContainText('6');
  await expect(rows.nth(1).getByRole('cell', { name: 'North Depot', exact: true })).toBeVisible();

  const csv = await downloadCsv(page, 'Download CSV');
  expect(csv.name).toBe(`inventory-valuation-${shopIsoDate()}.csv`);
  expect(csv.lines).toEqual([
    '"Product","Variation","SKU","Category","Location","On Hand","Cost Price","Value at Cost","Retail Price","Value at Retail"',
    `"Brass Lamp","","${sku}","","North Depot","6","32.5000","195.00","80.00","480.00"`,
  ]);
});

/**
 * A moving-average cost has up to 4 decimals: the row shows all of them, so on hand × the cost
 * shown, rounded to the cent, is the value shown beside it, and the totals add up the rows
 * (docs/guide/stock-and-reports.md, "Inventory valuation"). At both screen sizes.
 */
for (const viewport of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`a cost with 4 decimals reads true at ${viewport.width}×${viewport.height}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signUp(
      page,
      unique('Precise Shop'),
      'Paula Precise',
      `${unique('owner')}@shop.test`,
      'valuation 2026 pw',
    );
    await apiCall(page, 'POST', '/products', {
      name: 'Brass Screw',
      price: 0.1,
      costPrice: 0.0125,
      stock: 1000,
    });
    await apiCall(page, 'POST', '/products', {
      name: 'Copper Nail',
      price: 2,
      costPrice: 1.2345,
      stock: 3,
    });
    await page.goto('/inventory-valuation');
    // A table on a desktop, one card per row on a phone.
    const row = (name: string) =>
      page.getByRole(viewport.width < 768 ? 'listitem' : 'row').filter({ hasText: name });
    // 1,000 × $0.0125 = $12.50 (a cost shown as $0.01 would make it $10.00).
    await expect(row('Brass Screw')).toContainText('$0.0125', { timeout: 30_000 });
    await expect(row('Brass Screw')).toContainText('$12.50');
    // 3 × $1.2345 = $3.7035 → $3.70.
    await expect(row('Copper Nail')).toContainText('$1.2345');
    await expect(row('Copper Nail')).toContainText('$3.70');
    await expect(card(page, 'Value at Cost')).toContainText('$16.20');
    await expect(
      page.getByText('on hand × its price, rounded to the cent; the totals add up the rows'),
    ).toBeVisible();
  });
}
