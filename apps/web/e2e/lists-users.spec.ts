import { expect, type Page, test } from '@playwright/test';
import { apiCall, roleIdByName, signUp, unique } from './helpers';

/** Picks an option of a Mantine Select by the select's label. */
async function choose(
  page: Page,
  scope: ReturnType<Page['getByRole']> | Page,
  label: string,
  option: string,
) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('the owner adds, finds, edits, filters, pages through and deletes users', async ({ page }) => {
  // An organization of its own, so the counts here are this test's alone.
  const email = `${unique('owner')}@shop.test`;
  await signUp(page, 'Users Unlimited', 'Uma Users', email, 'tidal wave 2026');

  // Ten cashiers through the API, so that with the Owner and the new user there are 2 pages of 10.
  const cashierRole = await roleIdByName(page, 'cashier');
  const crew = unique('crew');
  for (let i = 1; i <= 10; i++) {
    await apiCall(page, 'POST', '/users', {
      name: `Crew ${i}`,
      username: `${crew}-${i}`,
      email: `${crew}-${i}@shop.test`,
      password: 'crew password 2026',
      role: cashierRole,
      permissions: [],
    });
  }

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Users' })
    .click();
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();

  // Add: the form's own checks first, then a real user.
  await page.getByRole('button', { name: 'Add New User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New User' });
  await dialog.getByRole('button', { name: 'Add User' }).click();
  await expect(dialog.getByText('Name is required.', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Password is required for new users.')).toBeVisible();
  await expect(dialog.getByText('Role is required.', { exact: true })).toBeVisible();

  const username = unique('sam');
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Sam Seller');
  await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(`${username}@shop.test`);
  await dialog.getByLabel(/^Password/).fill('sam password 2026');
  await choose(page, dialog, 'Role', 'organization manager');
  await dialog.getByRole('checkbox', { name: 'manage_settings' }).check();
  await dialog.getByRole('button', { name: 'Add User' }).click();
  await expect(page.getByText('User created successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();

  // A taken username: the API's 409 shows under the field.
  await page.getByRole('button', { name: 'Add New User' }).click();
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Sam Again');
  await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await dialog.getByLabel(/^Password/).fill('sam password 2026');
  await choose(page, dialog, 'Role', 'cashier');
  await dialog.getByRole('button', { name: 'Add User' }).click();
  await expect(dialog.getByText('This username is already taken.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // Search (applied after the pause in typing), kept in the URL.
  await page.getByRole('textbox', { name: 'Search' }).fill(username);
  await expect(page).toHaveURL(new RegExp(`search=${username}`));
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2); // header + the one match
  await expect(rows.nth(1)).toContainText(username);
  await expect(rows.nth(1)).toContainText('organization manager');

  // Edit: the password may stay blank.
  await page.getByRole('button', { name: `Edit ${username}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  await expect(edit.getByText('Leave blank to keep the current password.')).toBeVisible();
  await expect(edit.getByRole('textbox', { name: 'Username', exact: true })).toHaveValue(username);
  await expect(edit.getByRole('checkbox', { name: 'manage_settings' })).toBeChecked();
  await edit.getByRole('textbox', { name: 'Email', exact: true }).fill(`${username}@new.shop.test`);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('User updated successfully!')).toBeVisible();
  await expect(rows.nth(1)).toContainText(`${username}@new.shop.test`);

  // A search that matches nothing: the filtered empty state.
  await page.getByRole('textbox', { name: 'Search' }).fill('nobody-by-this-name');
  await expect(page.getByText('No users found matching your criteria.')).toBeVisible();

  // Filter by role: only the organization manager remains.
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue('');
  await choose(page, page, 'Role', 'organization manager');
  await expect(page).toHaveURL(/role=/);
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(username);

  // Paging: 12 users at 10 a page.
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(rows).toHaveCount(11);
  await expect(page.getByText('Showing 1–10 of 12')).toBeVisible();
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText('Showing 11–12 of 12')).toBeVisible();
  await expect(rows).toHaveCount(3);
  // The list state survives a reload.
  await page.reload();
  await expect(page.getByText('Showing 11–12 of 12')).toBeVisible();
  await page.getByRole('button', { name: 'Page 1' }).click();
  await expect(page.getByText('Showing 1–10 of 12')).toBeVisible();

  // Sorting by a header toggles and says so.
  const usernameHeader = page.getByRole('columnheader', { name: 'Username' });
  await usernameHeader.getByRole('button').click();
  await expect(usernameHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).toHaveURL(/sort=username/);
  await usernameHeader.getByRole('button').click();
  await expect(usernameHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(rows.nth(1)).toContainText(username); // "sam-…" sorts after "crew-…" and the owner

  // Nobody deletes their own account here.
  const self = email.split('@')[0] as string;
  await page.getByRole('textbox', { name: 'Search' }).fill(self);
  await expect(page.getByRole('button', { name: `Edit ${self}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Delete ${self}` })).toHaveCount(0);

  // Delete, with the confirmation.
  await page.getByRole('textbox', { name: 'Search' }).fill(username);
  await page.getByRole('button', { name: `Delete ${username}` }).click();
  await expect(
    page.getByText(`Are you sure you want to delete ${username}? This action cannot be undone.`),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText(`${username} deleted successfully!`)).toBeVisible();
  await expect(page.getByText('No users found matching your criteria.')).toBeVisible();
});

test('a junk list URL still opens the list', async ({ page }) => {
  await signUp(page, 'Junk Links', 'Jo Junk', `${unique('junk')}@shop.test`, 'tidal wave 2026');
  await page.goto('/users?page=abc&sort=password&role=not-a-role&activeSince=2026-02-30');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  // Every junk value is ignored: the first page of all users, in the default order.
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  await expect(page.getByText('Error:')).toHaveCount(0);
  await expect(page.getByText('No users found matching your criteria.')).toHaveCount(0);
});
