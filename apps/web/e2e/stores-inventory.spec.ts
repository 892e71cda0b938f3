import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiCall, signUp, unique } from './helpers';

const PASSWORD = 'tidal wave 2026';

async function freshOrganization(page: Page, stem: string) {
  await signUp(page, unique(stem), 'Stella Stock', `${unique('stock')}@shop.test`, PASSWORD);
}

/** Opens a Mantine select by its label and picks an option. */
async function choose(scope: Page | Locator, page: Page, label: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}

/** The table row of an inventory item: its product and its location. */
const itemRow = (page: Page, product: string, location: string) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ hasText: product })
    .filter({ hasText: location });

/** The quantity cell of an inventory row (Product, SKU, Location, Quantity, ...). */
const quantityOf = (row: Locator) => row.getByRole('cell').nth(3);

test('stores and warehouses: add, validate, filter by status, the tab kept in the URL', async ({
  page,
}) => {
  await freshOrganization(page, 'Corner Shops');
  const store = unique('Harbour Store');
  const closed = unique('Old Depot Store');
  const warehouse = unique('North Warehouse');

  await page.goto('/stores');
  await expect(page.getByRole('heading', { name: 'Stores', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Stores' })).toHaveAttribute('aria-selected', 'true');
  // Every organization starts with its default store.
  const main = page.getByRole('row', { name: /Main Store/ });
  await expect(main.getByText('Default', { exact: true })).toBeVisible();
  await expect(main.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete Main Store' })).toHaveCount(0);

  // Keyboard only: the name has focus, Enter saves, Tab moves on. The name is required.
  await page.getByRole('button', { name: 'Add New Store' }).first().click();
  const add = page.getByRole('dialog', { name: 'Add New Store' });
  await expect(add.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(add.getByText('Store name is required.')).toBeVisible();
  await expect(add.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await page.keyboard.type(store);
  await page.keyboard.press('Tab');
  await page.keyboard.type('12 Quay Street');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Quinn Quay');
  await page.keyboard.press('Tab');
  await page.keyboard.type('+1 555 0100');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Store created successfully!')).toBeVisible();
  await expect(add).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(store) });
  await expect(row.getByRole('cell').nth(1)).toHaveText('12 Quay Street');
  await expect(row.getByRole('cell').nth(2)).toHaveText('Quinn Quay');
  await expect(row.getByRole('cell').nth(3)).toHaveText('+1 555 0100');
  await expect(row.getByText('Active', { exact: true })).toBeVisible();

  // An inactive one.
  await page.getByRole('button', { name: 'Add New Store' }).first().click();
  const second = page.getByRole('dialog', { name: 'Add New Store' });
  await second.getByRole('textbox', { name: 'Name' }).fill(closed);
  await second.getByRole('switch', { name: 'Active' }).uncheck({ force: true });
  await second.getByRole('button', { name: 'Add Store' }).click();
  await expect(page.getByText('Store created successfully!').first()).toBeVisible();
  await expect(second).toBeHidden();
  await expect(
    page.getByRole('row', { name: new RegExp(closed) }).getByText('Inactive'),
  ).toBeVisible();

  // Status filter: Inactive shows only the closed store, Active the others.
  await choose(page, page, 'Status', 'Inactive');
  await expect(page).toHaveURL(/isActive=false/);
  await expect(page.getByRole('row', { name: new RegExp(closed) })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(store) })).toHaveCount(0);
  await expect(page.getByRole('row', { name: /Main Store/ })).toHaveCount(0);
  await choose(page, page, 'Status', 'Active');
  await expect(page).toHaveURL(/isActive=true/);
  await expect(page.getByRole('row', { name: new RegExp(store) })).toBeVisible();
  await expect(page.getByRole('row', { name: /Main Store/ })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(closed) })).toHaveCount(0);

  // Editing: the new location shows in the list.
  await page.getByRole('button', { name: `Edit ${store}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Store' });
  await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveValue(store);
  await edit.getByRole('textbox', { name: 'Location' }).fill('14 Quay Street');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Store updated successfully!')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(row.getByRole('cell').nth(1)).toHaveText('14 Quay Street');

  // The Warehouses tab, kept in the URL next to the list's own filters.
  await page.getByRole('tab', { name: 'Warehouses' }).click();
  await expect(page).toHaveURL(/\/stores\?tab=warehouses$/);
  await expect(page.getByText('No warehouses yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add New Warehouse' }).first().click();
  const addWarehouse = page.getByRole('dialog', { name: 'Add New Warehouse' });
  await addWarehouse.getByRole('button', { name: 'Add Warehouse' }).click();
  await expect(addWarehouse.getByText('Warehouse name is required.')).toBeVisible();
  await addWarehouse.getByRole('textbox', { name: 'Name' }).fill(warehouse);
  await addWarehouse.getByRole('textbox', { name: 'Location' }).fill('Ring Road 5');
  await addWarehouse.getByRole('button', { name: 'Add Warehouse' }).click();
  await expect(page.getByText('Warehouse created successfully!')).toBeVisible();
  await expect(addWarehouse).toBeHidden();
  const whRow = page.getByRole('row', { name: new RegExp(warehouse) });
  await expect(whRow.getByRole('cell').nth(1)).toHaveText('Ring Road 5');
  await expect(whRow.getByText('Active', { exact: true })).toBeVisible();

  await page.getByRole('textbox', { name: 'Name' }).fill(warehouse.slice(0, 10));
  await expect(page).toHaveURL(/tab=warehouses&name=/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Warehouses' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(warehouse.slice(0, 10));
  await expect(whRow).toBeVisible();

  // A warehouse that never held stock can go.
  await whRow.getByRole('button', { name: `Delete ${warehouse}` }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText(`${warehouse} deleted successfully!`)).toBeVisible();
  await expect(whRow).toHaveCount(0);

  // Back to the stores tab: its own list, without the warehouse filter.
  await page.getByRole('tab', { name: 'Stores' }).click();
  await expect(page).toHaveURL(/\/stores$/);
  await expect(page.getByRole('row', { name: new RegExp(closed) })).toBeVisible();
});

test('stock by barcode, insufficient stock, a transfer, an edited quantity, low stock', async ({
  page,
}) => {
  // Five screens and a dozen stock moves: 30 s on a quiet machine, past 60 s on a busy one.
  test.setTimeout(120_000);
  await freshOrganization(page, 'Scan Mart');
  const store = unique('Dock Store');
  const sku = unique('SKU').toUpperCase();
  const product = unique('Lantern');
  const plenty = unique('Candle');
  await apiCall(page, 'POST', '/stores', { name: store });
  await apiCall(page, 'POST', '/products', { name: product, price: 12.5, stock: 0, sku });
  // 30 units at the default store: above the reorder level, so never low.
  await apiCall(page, 'POST', '/products', {
    name: plenty,
    price: 3,
    stock: 30,
    sku: unique('C').toUpperCase(),
  });

  await page.goto('/inventory');
  await expect(page.getByRole('heading', { name: 'Stock', level: 1, exact: true })).toBeVisible();
  await expect(quantityOf(itemRow(page, plenty, 'Main Store'))).toHaveText('30');

  await page.getByRole('button', { name: 'Stock Movement' }).click();
  const movement = page.getByRole('dialog', { name: 'Stock Movement' });
  const barcode = movement.getByRole('textbox', { name: 'Barcode' });
  const quantity = movement.getByRole('textbox', { name: 'Quantity' });

  // Nothing filled: the spec's messages, and nothing booked.
  await movement.getByRole('button', { name: 'Save Movement' }).click();
  await expect(movement.getByText('Barcode is required.')).toBeVisible();
  await expect(movement.getByText('Quantity is required.')).toBeVisible();
  await expect(movement.getByText('Type is required.')).toBeVisible();
  await expect(barcode).toBeFocused();
  await quantity.fill('ten');
  await movement.getByRole('button', { name: 'Save Movement' }).click();
  await expect(movement.getByText('Quantity must be a number.')).toBeVisible();
  await quantity.fill('0');
  await movement.getByRole('button', { name: 'Save Movement' }).click();
  await expect(movement.getByText('Quantity cannot be zero.')).toBeVisible();
  await quantity.fill('');

  // A scanner types the code and presses Enter: focus moves on to the quantity.
  await barcode.focus();
  await page.keyboard.type(sku);
  await page.keyboard.press('Enter');
  await expect(quantity).toBeFocused();
  await page.keyboard.type('13');
  await choose(movement, page, 'Type', 'Purchase (stock in)');
  await choose(movement, page, 'Location', store);
  await movement.getByRole('button', { name: 'Save Movement' }).click();
  await expect(movement.getByText('Stock updated successfully!')).toBeVisible();
  await expect(movement.getByText(`Stock at ${store}: 13`)).toBeVisible();
  // Ready for the next scan: code and quantity cleared, type and location kept.
  await expect(barcode).toHaveValue('');
  await expect(barcode).toBeFocused();
  await expect(quantity).toHaveValue('');
  await expect(movement.getByRole('combobox', { name: 'Type' })).toHaveValue('Purchase (stock in)');
  await expect(movement.getByRole('combobox', { name: 'Location' })).toHaveValue(store);

  // The next item, by keyboard alone: scan, Enter, quantity, Enter.
  await page.keyboard.type(sku);
  await page.keyboard.press('Enter');
  await page.keyboard.type('2');
  await page.keyboard.press('Enter');
  await expect(movement.getByText(`Stock at ${store}: 15`)).toBeVisible();

  // An empty scan never submits.
  await page.keyboard.press('Enter');
  await expect(movement.getByText('Barcode is required.')).toBeVisible();
  await expect(movement.getByText(`Stock at ${store}: 15`)).toBeVisible();

  // Taking out more than there is: refused, and nothing changes.
  await choose(movement, page, 'Type', 'Adjustment out');
  await barcode.focus();
  await page.keyboard.type(sku);
  await page.keyboard.press('Enter');
  await page.keyboard.type('100');
  await page.keyboard.press('Enter');
  await expect(
    movement.getByText('Insufficient stock: 15 available, 100 requested.'),
  ).toBeVisible();
  await expect(barcode).toHaveValue(sku);
  await expect(barcode).toBeFocused();

  // An unknown code is named under the barcode.
  await barcode.fill(`${sku}-NOPE`);
  await quantity.fill('1');
  await page.keyboard.press('Enter');
  await expect(movement.getByText('No product or variation has this barcode.')).toBeVisible();
  await movement.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(movement).toBeHidden();

  const atStore = itemRow(page, product, store);
  await expect(quantityOf(atStore)).toHaveText('15');
  await expect(atStore.getByRole('cell').nth(1)).toHaveText(sku);

  // Transfer 5 units to the default store.
  await page.getByRole('button', { name: 'Transfer Stock' }).click();
  const transfer = page.getByRole('dialog', { name: 'Transfer Stock' });
  await choose(transfer, page, 'Product', new RegExp(product));
  await choose(transfer, page, 'From', store);
  await expect(transfer.getByText('Available here: 15')).toBeVisible();
  await choose(transfer, page, 'To', 'Main Store (default)');
  await transfer.getByRole('textbox', { name: 'Quantity' }).fill('50');
  await transfer.getByRole('button', { name: 'Transfer Stock' }).click();
  await expect(transfer.getByText('Insufficient stock: 15 available, 50 requested.')).toBeVisible();
  await transfer.getByRole('textbox', { name: 'Quantity' }).fill('5');
  await transfer.getByRole('button', { name: 'Transfer Stock' }).click();
  await expect(page.getByText('Stock transferred successfully!')).toBeVisible();
  await expect(transfer).toBeHidden();
  await expect(quantityOf(atStore)).toHaveText('10');
  await expect(quantityOf(itemRow(page, product, 'Main Store'))).toHaveText('5');

  // The scans and the transfer are in the stock history, and the store report shows the result.
  await page.goto('/stock-history');
  const ledger = page.getByRole('row').filter({ hasText: sku });
  await expect(ledger).toHaveCount(4);
  await expect(ledger.filter({ hasText: 'Stock in' }).filter({ hasText: '+13' })).toHaveCount(1);
  await expect(ledger.filter({ hasText: 'Stock in' }).filter({ hasText: '+2' })).toHaveCount(1);
  await expect(ledger.filter({ hasText: 'Transfer out' }).getByRole('cell').nth(3)).toHaveText(
    '-5',
  );
  await expect(ledger.filter({ hasText: 'Transfer in' }).getByRole('cell').nth(5)).toHaveText('5');
  await page.goto('/inventory/by-store');
  const inStore = page
    .getByRole('region', { name: store })
    .getByRole('row')
    .filter({ hasText: sku });
  await expect(inStore.getByRole('cell')).toHaveText([product, sku, '$12.50', '10']);
  const inMain = page
    .getByRole('region', { name: 'Main Store' })
    .getByRole('row')
    .filter({ hasText: sku });
  await expect(inMain.getByRole('cell')).toHaveText([product, sku, '$12.50', '5']);
  await page.goto('/inventory');

  // Setting a quantity through the form: product and location are shown, not editable.
  await atStore.getByRole('button', { name: `Edit ${product} at ${store}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Inventory Item' });
  await expect(edit.getByRole('textbox', { name: 'Product' })).toHaveValue(product);
  await expect(edit.getByRole('textbox', { name: 'Product' })).not.toBeEditable();
  await expect(edit.getByRole('textbox', { name: 'Location' })).toHaveValue(store);
  await edit.getByRole('textbox', { name: 'Quantity' }).fill('');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByText('Quantity is required.')).toBeVisible();
  await edit.getByRole('textbox', { name: 'Quantity' }).fill('7');
  await edit.getByRole('textbox', { name: 'Remarks' }).fill('Counted on the shelf');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Inventory item updated successfully!')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(quantityOf(atStore)).toHaveText('7');
  await expect(atStore.getByRole('cell').nth(5)).toHaveText('Counted on the shelf');

  // Low stock: the lantern (7 and 5 units) is low, the 30 candles are not.
  await choose(page, page, 'Stock Level', 'Low Stock');
  await expect(page).toHaveURL(/lowStock=true/);
  await expect(quantityOf(atStore)).toHaveText('7');
  await expect(quantityOf(itemRow(page, product, 'Main Store'))).toHaveText('5');
  await expect(itemRow(page, plenty, 'Main Store')).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(quantityOf(itemRow(page, plenty, 'Main Store'))).toHaveText('30');

  // The reorder level is the product's: at 40, the 30 candles are low too.
  await page.goto(`/products?search=${encodeURIComponent(plenty)}`);
  await page.getByRole('button', { name: `Edit ${plenty}` }).click();
  const productForm = page.getByRole('dialog', { name: 'Edit Product' });
  await expect(productForm.getByRole('textbox', { name: 'Reorder level' })).toHaveValue('20');
  await productForm.getByRole('textbox', { name: 'Reorder level' }).fill('40');
  await productForm.getByRole('button', { name: 'Save Changes' }).click();
  await expect(productForm).toBeHidden();
  await page.goto('/inventory?lowStock=true');
  await expect(quantityOf(itemRow(page, plenty, 'Main Store'))).toHaveText('30');

  // A store that holds stock cannot be deleted: the API's reason is shown.
  await page.goto('/stores');
  await page.getByRole('button', { name: `Delete ${store}` }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(
    page.getByText(
      'This location still holds stock. Move or adjust its stock first, or deactivate it instead.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(store) })).toBeVisible();
});

test('a new inventory item at a warehouse, through the form', async ({ page }) => {
  await freshOrganization(page, 'Depot Goods');
  const warehouse = unique('East Depot');
  const product = unique('Kettle');
  await apiCall(page, 'POST', '/warehouses', { name: warehouse });
  await apiCall(page, 'POST', '/products', {
    name: product,
    price: 20,
    stock: 0,
    sku: unique('K').toUpperCase(),
  });

  await page.goto('/inventory');
  await page.getByRole('button', { name: 'Add New Inventory Item' }).first().click();
  const add = page.getByRole('dialog', { name: 'Add New Inventory Item' });
  // The default store is preselected.
  await expect(add.getByRole('combobox', { name: 'Location' })).toHaveValue('Main Store (default)');
  await add.getByRole('button', { name: 'Add Inventory Item' }).click();
  await expect(add.getByText('Product is required.')).toBeVisible();
  await expect(add.getByText('Quantity is required.')).toBeVisible();
  await choose(add, page, 'Product', new RegExp(product));
  await choose(add, page, 'Location', warehouse);
  await add.getByRole('textbox', { name: 'Quantity' }).fill('4x');
  await add.getByRole('button', { name: 'Add Inventory Item' }).click();
  await expect(add.getByText('Quantity must be a number.')).toBeVisible();
  await add.getByRole('textbox', { name: 'Quantity' }).fill('40');
  await add.getByRole('button', { name: 'Add Inventory Item' }).click();
  await expect(page.getByText('Inventory item saved successfully!')).toBeVisible();
  await expect(add).toBeHidden();
  await expect(quantityOf(itemRow(page, product, warehouse))).toHaveText('40');

  // The warehouse filter lists what it holds.
  await choose(page, page, 'Warehouse', warehouse);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  await expect(quantityOf(itemRow(page, product, warehouse))).toHaveText('40');

  // On a phone the rows are cards, each naming its location and quantity.
  await page.setViewportSize({ width: 390, height: 844 });
  const card = page
    .getByRole('list', { name: 'Stock', exact: true })
    .getByRole('listitem')
    .filter({ hasText: product });
  await expect(card).toHaveCount(1);
  await expect(card.getByText(warehouse)).toBeVisible();
  await expect(card.getByText('40', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: `Edit ${product} at ${warehouse}` })).toBeVisible();
});
