import { expect, test } from '@playwright/test';
import { apiCall, DEMO, downloadCsv, shopIsoDate, signIn, unique } from './helpers';

const CSV_HEADER =
  '"ID","Name","Email","Phone","Total Purchases","Total Amount Spent","Created At"';

test('customers: search, download the CSV, the empty export, delete', async ({ page }) => {
  await signIn(page, DEMO.owner.email, DEMO.owner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const stem = unique('Patron');
  const names = [`${stem} Ada`, `${stem} Bo`];
  for (const [i, name] of names.entries()) {
    await apiCall(page, 'POST', '/customers', {
      name,
      email: `${stem.toLowerCase()}-${i}@shop.test`,
      phone: `+1 555 01${i}`,
    });
  }

  await page.goto('/customers');
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /Add New/ })).toHaveCount(0);
  await page.getByPlaceholder('Search name, email or phone').fill(stem);
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(page.getByRole('row', { name: new RegExp(names[0] as string) })).toBeVisible();

  // The CSV holds what the screen shows: the searched customers, under the spec's header.
  const { name: file, csv, lines } = await downloadCsv(page, 'Download CSV');
  expect(file).toBe(`customers-${shopIsoDate()}.csv`);
  expect(lines[0]).toBe(CSV_HEADER);
  expect(lines).toHaveLength(3);
  expect(csv).toContain(`"${names[0]}"`);
  expect(csv).toContain(`"${names[1]}"`);

  // Nothing matches: the filtered empty state, and the export says so instead of saving.
  await page.getByPlaceholder('Search name, email or phone').fill(`${stem} nobody`);
  await expect(page.getByText('No customers found matching your criteria.')).toBeVisible();
  await page.getByRole('button', { name: 'Download CSV' }).click();
  await expect(page.getByText('No customers found for the selected filters.')).toBeVisible();

  // A date range that ends before today holds none of them either.
  await page.goto(`/customers?search=${stem}&createdTo=2000-01-01`);
  await expect(page.getByText('No customers found matching your criteria.')).toBeVisible();
  await page.goto(
    `/customers?search=${stem}&createdFrom=${shopIsoDate()}&createdTo=${shopIsoDate()}`,
  );
  await expect(rows).toHaveCount(3);

  // Delete one.
  await page.getByRole('button', { name: `Delete ${names[1]}` }).click();
  await expect(
    page.getByText(`Are you sure you want to delete ${names[1]}? This action cannot be undone.`),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText(`${names[1]} deleted successfully!`)).toBeVisible();
  await expect(rows).toHaveCount(2);
});
