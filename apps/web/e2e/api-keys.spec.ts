import { expect, test } from '@playwright/test';
import { API_KEY_SECRET_PATTERN } from '@pos/contracts/api-keys';
import { expectAccessible } from './axe';
import { signUp, unique } from './helpers';

/**
 * API keys (docs/guide/api-keys-and-webhooks.md): the owner makes one from Settings, copies its
 * secret (shown once), another system reads the products with it; the list shows its last use;
 * revoked, the next request is refused.
 */
test('an API key: made from Settings with its permissions, its secret shown once, used, revoked', async ({
  page,
}) => {
  await signUp(
    page,
    unique('Key Shop'),
    'Kim Keys',
    `${unique('keys')}@shop.test`,
    'api keys 2026',
  );
  await page.getByRole('button', { name: 'Open profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await page.getByRole('link', { name: 'API Keys' }).click();
  await expect(page.getByRole('heading', { name: 'API Keys', level: 1 })).toBeVisible();
  await expect(page.getByText('No API keys yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Add New API Key' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add New API Key' });
  // Nothing chosen: refused under the field, nothing made.
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Web shop');
  await dialog.getByRole('button', { name: 'Create API key' }).click();
  await expect(dialog.getByText('Choose at least one permission.')).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'manage_products' }).check();
  await expect(dialog.getByRole('textbox', { name: 'Requests a minute' })).toHaveValue('600');
  await expectAccessible(page, 'a new API key');
  await dialog.getByRole('button', { name: 'Create API key' }).click();

  const secret = (await dialog.getByTestId('api-key-secret').textContent()) ?? '';
  expect(secret).toMatch(API_KEY_SECRET_PATTERN);
  await expect(dialog.getByText('it is not shown again')).toBeVisible();
  await dialog.screenshot({ path: test.info().outputPath('api-key-secret.png') });
  await dialog.getByRole('button', { name: 'Done' }).click();

  const row = page.getByRole('row', { name: /Web shop/ });
  await expect(row).toContainText(`${secret.slice(0, 15)}…`);
  await expect(row).toContainText('manage_products');
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Kim Keys');
  await expect(row).toContainText('Never');
  // The secret is nowhere on the page any more.
  await expect(page.getByText(secret)).toHaveCount(0);

  // Another system calls the API with it.
  const call = (path: string) =>
    page.request.get(`/api/v1/${path}`, { headers: { Authorization: `Bearer ${secret}` } });
  expect((await call('products')).status()).toBe(200);
  expect((await call('customers')).status()).toBe(403);
  await page.reload();
  await expect(page.getByRole('row', { name: /Web shop/ })).not.toContainText('Never');
  await expectAccessible(page, '/settings/api-keys');
  await page.screenshot({ path: test.info().outputPath('api-keys.png') });

  // Revoked: asked first, then refused at once.
  await page.getByRole('button', { name: 'Revoke API key "Web shop"' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke API key' });
  await expect(confirm).toContainText(
    'Every system that uses it is refused from its next request.',
  );
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('API key "Web shop" revoked.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Web shop/ })).toContainText('Revoked');
  await expect(page.getByRole('button', { name: 'Revoke API key "Web shop"' })).toHaveCount(0);
  expect((await call('products')).status()).toBe(401);

  // On a phone the list is cards, the key still named.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText('Web shop', { exact: true })).toBeVisible();
  await expectAccessible(page, '/settings/api-keys (phone)');
  await page.screenshot({ path: test.info().outputPath('api-keys-phone.png'), fullPage: true });
});
