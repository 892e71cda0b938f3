import { expect, type Page, test } from '@playwright/test';
import { apiCall, downloadCsv, shopIsoDate, signUp, unique } from './helpers';

/** Picks an option of a Mantine Select by the select's label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const card = (page: Page, title: string) => page.getByRole('region', { name: title });

/**
 * Issue 22 part 6 in the browser: the owner opens the inventory valuation, reads the totals of
 * the whole stock, narrows it to a warehouse, and downloads the CSV of what is left.
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
