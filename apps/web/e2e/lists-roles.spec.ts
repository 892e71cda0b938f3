import { expect, test } from '@playwright/test';
import { signIn, signOut, signUp, unique } from './helpers';

test('a role grants its permissions to its users, and a change applies at the next sign-in', async ({
  page,
}) => {
  // Five sign-ins (each a deliberate password hash) make this the long one.
  test.setTimeout(120_000);
  const ownerEmail = `${unique('owner')}@shop.test`;
  const ownerPassword = 'tidal wave 2026';
  await signUp(page, 'Role Play Records', 'Rita Roles', ownerEmail, ownerPassword);

  // A role with two permissions.
  await page.goto('/roles');
  await expect(page.getByRole('heading', { name: 'Roles', level: 1 })).toBeVisible();
  // Built-in roles stay: no delete button for them.
  await expect(page.getByRole('button', { name: 'Edit cashier' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete cashier' })).toHaveCount(0);

  const roleName = unique('floor');
  await page.getByRole('button', { name: 'Add New Role' }).click();
  const add = page.getByRole('dialog', { name: 'Add New Role' });
  await add.getByRole('button', { name: 'Add Role' }).click();
  await expect(add.getByText('Role name is required.', { exact: true })).toBeVisible();
  await add.getByRole('textbox', { name: 'Name', exact: true }).fill(roleName);
  await add
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('Customers and the catalogue');
  await add.getByRole('checkbox', { name: 'manage_customers' }).check();
  await add.getByRole('checkbox', { name: 'manage_categories' }).check();
  await add.getByRole('button', { name: 'Add Role' }).click();
  await expect(page.getByText('Role created successfully!')).toBeVisible();

  await page.getByRole('textbox', { name: 'Search' }).fill(roleName);
  const row = page.getByRole('row', { name: new RegExp(roleName) });
  await expect(row).toContainText('Customers and the catalogue');
  await expect(row.getByRole('cell').nth(3)).toHaveText('2');

  // The Owner role's permissions are fixed.
  await page.goto('/roles?search=Owner');
  await page.getByRole('button', { name: 'Edit Owner' }).click();
  const owner = page.getByRole('dialog', { name: 'Edit Role' });
  await expect(owner.getByText('The Owner role always holds every permission.')).toBeVisible();
  await expect(owner.getByRole('checkbox', { name: 'manage_users' })).toBeChecked();
  await expect(owner.getByRole('checkbox', { name: 'manage_users' })).toBeDisabled();
  await expect(owner.getByRole('textbox', { name: 'Name', exact: true })).toBeDisabled();
  await owner.getByRole('button', { name: 'Cancel' }).click();

  // A user with that role.
  const staffEmail = `${unique('stella')}@shop.test`;
  const staffPassword = 'stella password 2026';
  await page.goto('/users');
  await page.getByRole('button', { name: 'Add New User' }).click();
  const user = page.getByRole('dialog', { name: 'Add New User' });
  await user.getByRole('textbox', { name: 'Name', exact: true }).fill('Stella Staff');
  await user
    .getByRole('textbox', { name: 'Username', exact: true })
    .fill(staffEmail.split('@')[0] as string);
  await user.getByRole('textbox', { name: 'Email', exact: true }).fill(staffEmail);
  await user.getByLabel(/^Password/).fill(staffPassword);
  await user.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: roleName, exact: true }).click();
  await user.getByRole('button', { name: 'Add User' }).click();
  await expect(page.getByText('User created successfully!')).toBeVisible();

  // Their menu: what the role grants, nothing more.
  await signOut(page);
  await signIn(page, staffEmail, staffPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Customers' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Categories' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Users' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Roles' })).toHaveCount(0);

  // The owner adds manage_users to the role.
  await signOut(page);
  await signIn(page, ownerEmail, ownerPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/roles?search=${roleName}`);
  await page.getByRole('button', { name: `Edit ${roleName}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Role' });
  await expect(edit.getByRole('checkbox', { name: 'manage_customers' })).toBeChecked();
  await edit.getByRole('checkbox', { name: 'manage_users' }).check();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Role updated successfully!')).toBeVisible();
  await expect(
    page
      .getByRole('row', { name: new RegExp(roleName) })
      .getByRole('cell')
      .nth(3),
  ).toHaveText('3');

  // After signing in again the user has Users too.
  await signOut(page);
  await signIn(page, staffEmail, staffPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(nav.getByRole('link', { name: 'Users' })).toBeVisible();
  await nav.getByRole('link', { name: 'Users' }).click();
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add New User' })).toBeVisible();

  // A role still in use cannot be deleted.
  await signOut(page);
  await signIn(page, ownerEmail, ownerPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/roles?search=${roleName}`);
  await page.getByRole('button', { name: `Delete ${roleName}` }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(
    page.getByText('This role is still assigned to 1 user.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(roleName) })).toBeVisible();
});

test('permissions: add, edit and delete a custom one; built-in ones stay', async ({ page }) => {
  await signUp(
    page,
    'Permit Parlour',
    'Pat Permit',
    `${unique('owner')}@shop.test`,
    'tidal wave 2026',
  );
  await page.goto('/permissions');
  await expect(page.getByRole('heading', { name: 'Permissions', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete manage_users' })).toHaveCount(0);

  const name = `view_reports_${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Add New Permission' }).click();
  const add = page.getByRole('dialog', { name: 'Add New Permission' });
  await add.getByRole('textbox', { name: 'Permission name', exact: true }).fill('Not Valid!');
  await add.getByRole('button', { name: 'Add Permission' }).click();
  await expect(add.getByText(/Use lowercase letters, digits and underscores/)).toBeVisible();
  await add.getByRole('textbox', { name: 'Permission name', exact: true }).fill(name);
  await add.getByRole('textbox', { name: 'Description', exact: true }).fill('See the reports');
  await add.getByRole('button', { name: 'Add Permission' }).click();
  await expect(page.getByText('Permission created successfully!')).toBeVisible();

  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await expect(page).toHaveURL(new RegExp(`name=${name}`));
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Permission' });
  await edit.getByRole('textbox', { name: 'Description', exact: true }).fill('See every report');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Permission updated successfully!')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('See every report');

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText(`${name} deleted successfully!`)).toBeVisible();
  await expect(page.getByText('No permissions found matching your criteria.')).toBeVisible();
});
