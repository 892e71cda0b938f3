import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  apiCall,
  downloadCsv,
  roleIdByName,
  shopIsoDate,
  signIn,
  signOut,
  signUp,
  unique,
} from './helpers';

const HISTORY_CSV_HEADER =
  '"Date","Product","Change Type","Qty Changed","Stock Before","Stock After","User","Notes","Unit Cost"';

/** The theme's green and red text (readable on the table's rows): stock going in and out. */
const GREEN = 'rgb(39, 125, 54)';
const RED = 'rgb(206, 53, 53)';

/** Picks an option of a Mantine Select by the select's label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** One ledger row's cells: Date, Product, Change Type, Qty, Before, After, Unit Cost, Location, User, Notes. */
const cellsOf = (row: Locator) => row.getByRole('cell');

interface Setup {
  owner: string;
  product: { _id: string; name: string; sku: string };
  store: { _id: string; name: string };
}

/**
 * A fresh organization with one product (opening stock 10 at Main Store) and a second store:
 * a purchase of 5 there, a damage of 2 at Main Store, and 3 moved from the new store to Main.
 */
async function setUp(page: Page): Promise<Setup> {
  const owner = 'Olive Owner';
  await signUp(
    page,
    unique('Ledger Shop'),
    owner,
    `${unique('owner')}@shop.test`,
    'ledger 2026 pw',
  );
  const sku = unique('SKU').toUpperCase();
  const { data: product } = await apiCall<{ data: Setup['product'] }>(page, 'POST', '/products', {
    name: unique('Oolong Tea'),
    price: 12.5,
    stock: 10,
    sku,
  });
  const { data: store } = await apiCall<{ data: Setup['store'] }>(page, 'POST', '/stores', {
    name: unique('Uptown'),
    location: '12 High Street',
  });
  const { data: stores } = await apiCall<{ data: { _id: string; name: string }[] }>(
    page,
    'GET',
    '/stores?isActive=true&limit=1000',
  );
  const main = stores.find((s) => s.name === 'Main Store');
  expect(main, 'the default store').toBeTruthy();

  await apiCall(page, 'POST', '/inventory-log/add-by-barcode', {
    barcode: sku,
    quantity: 5,
    type: 'purchase',
    storeId: store._id,
    remarks: 'Delivery from the tea supplier',
  });
  await apiCall(page, 'POST', '/inventory-log/add-by-barcode', {
    barcode: sku,
    quantity: 2,
    type: 'damage',
  });
  await apiCall(page, 'POST', '/inventory-log/transfer', {
    productId: product._id,
    quantity: 3,
    fromStoreId: store._id,
    toStoreId: main?._id,
  });
  return { owner, product: { ...product, sku }, store };
}

test('stock history: the ledger, its filters and its CSV; the store report', async ({ page }) => {
  const { owner, product, store } = await setUp(page);
  const productCell = new RegExp(`${product.name}\\s*${product.sku}`);

  // Reached from the menu.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Stock History', exact: true })
    .click();
  await expect(page).toHaveURL(/\/stock-history$/);
  await expect(page.getByRole('heading', { name: 'Stock History', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/^Stock History · /);
  // A ledger: nothing to add, edit or delete.
  await expect(page.getByRole('button', { name: /Add New|Edit |Delete / })).toHaveCount(0);

  const table = page.getByRole('table', { name: 'Stock History' });
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(6); // the header and five movements
  const rowOf = (type: string) => rows.filter({ has: page.getByText(type, { exact: true }) });

  const date = /\d/;
  // Each type in words; the API and the CSV keep the codes.
  await expect(cellsOf(rowOf('Damage'))).toHaveText([
    date,
    productCell,
    'Damage',
    '-2',
    '10',
    '8',
    '—',
    'Main Store',
    owner,
    '—',
  ]);
  await expect(cellsOf(rowOf('Transfer out'))).toHaveText([
    date,
    productCell,
    'Transfer out',
    '-3',
    '5',
    '2',
    '—',
    store.name,
    owner,
    /—|.+/,
  ]);
  await expect(cellsOf(rowOf('Transfer in'))).toHaveText([
    date,
    productCell,
    'Transfer in',
    '+3',
    '8',
    '11',
    '—',
    'Main Store',
    owner,
    /—|.+/,
  ]);
  const stockIns = rowOf('Stock in');
  await expect(stockIns).toHaveCount(2);
  const purchase = stockIns.filter({ hasText: store.name });
  await expect(cellsOf(purchase)).toHaveText([
    date,
    productCell,
    'Stock in',
    '+5',
    '0',
    '5',
    '—',
    store.name,
    owner,
    'Delivery from the tea supplier',
  ]);
  const opening = stockIns.filter({ hasText: 'Main Store' });
  await expect(cellsOf(opening).nth(3)).toHaveText('+10');
  await expect(cellsOf(opening).nth(5)).toHaveText('10');

  // Stock in reads green with its plus sign, stock out red.
  await expect(purchase.getByText('+5', { exact: true })).toHaveCSS('color', GREEN);
  await expect(rowOf('Damage').getByText('-2', { exact: true })).toHaveCSS('color', RED);

  // The CSV holds the same five rows under the spec's header.
  const all = await downloadCsv(page, 'Download CSV');
  expect(all.name).toBe(`stock-history-${shopIsoDate()}.csv`);
  expect(all.lines[0]).toBe(HISTORY_CSV_HEADER);
  expect(all.lines).toHaveLength(6);
  const damageLine = all.lines.find((l) => l.includes('"DAMAGE"'));
  // A negative quantity is a number, not a formula: no apostrophe in front of it.
  expect(damageLine).toMatch(
    new RegExp(
      `^"[^"]+","${product.name} \\(${product.sku}\\)","DAMAGE","-2","10","8","${owner}","",""$`,
    ),
  );

  // Filter by change type: the damage alone, in the list and in the CSV.
  await choose(page, 'Change Type', 'Damage');
  await expect(page).toHaveURL(/[?&]type=DAMAGE/);
  await expect(rows).toHaveCount(2);
  await expect(cellsOf(rows.nth(1)).nth(2)).toHaveText('Damage');
  const damaged = await downloadCsv(page, 'Download CSV');
  expect(damaged.lines).toHaveLength(2);

  // Filter by product, from the products the organization has.
  await page.goto('/stock-history');
  await expect(rows).toHaveCount(6);
  await choose(page, 'Product', `${product.name} (${product.sku})`);
  await expect(page).toHaveURL(new RegExp(`productId=${product._id}`));
  await expect(rows).toHaveCount(6);

  // Dates: today holds every row; a range that ends long ago holds none, and the CSV says so.
  await page.goto(`/stock-history?startDate=${shopIsoDate()}&endDate=${shopIsoDate()}`);
  await expect(rows).toHaveCount(6);
  await page.goto('/stock-history?endDate=2000-01-01');
  await expect(page.getByText('No stock history found matching your criteria.')).toBeVisible();
  await page.getByRole('button', { name: 'Download CSV' }).click();
  await expect(page.getByText('No stock history found for selected filters.')).toBeVisible();

  // The store report: every store, with what it holds now.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Stock by Store', exact: true })
    .click();
  await expect(page).toHaveURL(/\/inventory\/by-store$/);
  await expect(page.getByRole('heading', { name: 'Stock by Store', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/^Stock by Store · /);
  const mainSection = page.getByRole('region', { name: 'Main Store' });
  const storeSection = page.getByRole('region', { name: store.name });
  await expect(mainSection.getByRole('row').nth(1).getByRole('cell')).toHaveText([
    product.name,
    product.sku,
    '$12.50',
    '11',
  ]);
  await expect(mainSection.getByText('11 units · 1 item')).toBeVisible();
  await expect(storeSection.getByRole('row').nth(1).getByRole('cell')).toHaveText([
    product.name,
    product.sku,
    '$12.50',
    '2',
  ]);
  await expect(storeSection.getByText('2 units · 1 item')).toBeVisible();
  await expect(storeSection.getByText('12 High Street')).toBeVisible();

  // The stock by store CSV: one column per store.
  const byStore = await downloadCsv(page, 'Download stock by store (CSV)');
  expect(byStore.name).toBe(`store-wise-stock-${shopIsoDate()}.csv`);
  expect(byStore.lines[0]).toBe(
    `"ID","Name","SKU","Price","Main Store","${store.name}","Warehouses","Total Stock"`,
  );
  expect(byStore.lines).toContain(
    `"${product._id}","${product.name}","${product.sku}","12.50","11","2","0","13"`,
  );

  // The store filter narrows the report to one store.
  await choose(page, 'Store', store.name);
  await expect(page).toHaveURL(/storeId=/);
  await expect(storeSection).toBeVisible();
  await expect(mainSection).toHaveCount(0);
  await choose(page, 'Store', 'All Stores');
  await expect(mainSection).toBeVisible();
  await expect(storeSection).toBeVisible();

  // A search that matches nothing: the empty state, and the CSV says there is nothing to save.
  await page.getByRole('textbox', { name: 'Product' }).fill(unique('no-such-product'));
  await expect(page.getByText('No inventory data found', { exact: true })).toBeVisible();
  await expect(mainSection).toHaveCount(0);
  await page.getByRole('button', { name: 'Download stock by store (CSV)' }).click();
  await expect(page.getByText('No products found for the selected filters.')).toBeVisible();
});

test('a manager without settings access filters the store report and reads the ledger', async ({
  page,
}) => {
  const { product, store } = await setUp(page);
  const email = `${unique('manager')}@shop.test`;
  await apiCall(page, 'POST', '/users', {
    name: 'Max Manager',
    username: unique('max'),
    email,
    password: 'manager pw 2026',
    role: await roleIdByName(page, 'organization_manager'),
    permissions: [],
  });
  await signOut(page);
  await signIn(page, email, 'manager pw 2026');
  await expect(page).toHaveURL(/\/dashboard$/);

  // The stores come from the report itself, not from /stores (which needs manage_settings).
  await page.goto('/inventory/by-store');
  await page.getByRole('combobox', { name: 'Store' }).click();
  await expect(page.getByRole('option')).toHaveText(['All Stores', 'Main Store', store.name]);
  await page.getByRole('option', { name: 'Main Store', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Main Store' })).toBeVisible();
  await expect(page.getByRole('region', { name: store.name })).toHaveCount(0);
  await expect(page.getByText('Failed to load stores/warehouses.')).toHaveCount(0);

  // A movement the manager makes is booked under the manager's name.
  await apiCall(page, 'POST', '/inventory-log/add-by-barcode', {
    barcode: product.sku,
    quantity: 1,
    type: 'adjustment_out',
  });
  await page.goto('/stock-history?type=MANUAL_ADJUSTMENT');
  const rows = page.getByRole('table', { name: 'Stock History' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(cellsOf(rows.nth(1))).toHaveText([
    /\d/,
    new RegExp(product.name),
    'Manual adjustment',
    '-1',
    '11',
    '10',
    '—',
    'Main Store',
    'Max Manager',
    '—',
  ]);
});
