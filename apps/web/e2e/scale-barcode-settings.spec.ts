import { expect, test } from '@playwright/test';
import { EXAMPLE_SCALE_RULES, gs1CheckDigit } from '@pos/contracts/scale-barcodes';
import { expectAccessible } from './axe';
import { apiCall, signUp, unique } from './helpers';

const LENGTH_MESSAGE =
  'Prefix, item and value digits and the check digit must make the code’s length (13 for EAN-13, 12 for UPC-A).';

/**
 * Scale barcodes (docs/guide/settings-and-subscription.md, "Scale barcodes"): the owner adds a
 * price rule and a weight rule, each with its layout and a worked example; they are saved and
 * still there after a reload; a rule whose digits do not make the code's length says so
 * instead of an example, and is not saved.
 */
test('scale barcode rules: added with a worked example, saved, kept; digits that do not add up are refused', async ({
  page,
}) => {
  await signUp(
    page,
    unique('Scale Shop'),
    'Sasha Scales',
    `${unique('owner')}@scales.test`,
    'scales 2026 pw',
  );
  await page.getByRole('button', { name: 'Open profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await page.getByRole('tab', { name: 'General Settings' }).click();
  const form = page.getByRole('form', { name: 'General settings' });
  const section = form.getByRole('region', { name: 'Scale barcodes' });
  await expect(section.getByText('No rules: every code scanned is read as a SKU.')).toBeVisible();

  // A first rule: EAN-13, prefix 21, 5 item and 5 value digits, a price in cents.
  await section.getByRole('button', { name: 'Add rule' }).click();
  const first = section.getByRole('group', { name: 'Rule 1' });
  await expect(first.getByRole('combobox', { name: 'Symbology' })).toHaveValue('EAN-13');
  await expect(first.getByRole('textbox', { name: 'Prefix' })).toHaveValue('21');
  await expect(first.getByRole('textbox', { name: 'Item digits' })).toHaveValue('5');
  await expect(first.getByRole('textbox', { name: 'Value digits' })).toHaveValue('5');
  await expect(first.getByRole('combobox', { name: 'Value is' })).toHaveValue('Price');
  await expect(first.getByRole('combobox', { name: 'Decimals' })).toHaveValue('2');
  const firstExample = section.getByTestId('scale-rule-1-example');
  const priceCode = `210123400499${gs1CheckDigit('210123400499')}`;
  await expect(firstExample).toContainText('Layout: 21 · IIIII · VVVVV · C');
  await expect(firstExample).toContainText(`Example: ${priceCode} → item 01234 at 4.99`);

  // A second: prefix 22, a weight in thousandths.
  await section.getByRole('button', { name: 'Add rule' }).click();
  const second = section.getByRole('group', { name: 'Rule 2' });
  await expect(second.getByRole('textbox', { name: 'Prefix' })).toHaveValue('22');
  await expect(second.getByRole('combobox', { name: 'Value is' })).toHaveValue('Weight');
  await expect(second.getByRole('combobox', { name: 'Decimals' })).toHaveValue('3');
  const weightCode = `220123400375${gs1CheckDigit('220123400375')}`;
  await expect(section.getByTestId('scale-rule-2-example')).toContainText(
    `Example: ${weightCode} → item 01234 weighing 0.375`,
  );
  await expectAccessible(page, 'general settings with scale barcode rules');
  await section.screenshot({ path: test.info().outputPath('settings-scale-barcodes.png') });
  // On a phone the fields wrap, two to a line, and nothing is wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(390);
  await section.screenshot({ path: test.info().outputPath('settings-scale-barcodes-phone.png') });
  await page.setViewportSize({ width: 1280, height: 720 });

  await form.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('General settings saved successfully!')).toBeVisible();
  await page.reload();
  await expect(first.getByRole('textbox', { name: 'Prefix' })).toHaveValue('21');
  await expect(first.getByRole('combobox', { name: 'Value is' })).toHaveValue('Price');
  await expect(second.getByRole('textbox', { name: 'Prefix' })).toHaveValue('22');
  await expect(second.getByRole('combobox', { name: 'Value is' })).toHaveValue('Weight');
  await expect(firstExample).toContainText(`Example: ${priceCode} → item 01234 at 4.99`);
  const { data } = await apiCall<{ data: { scaleBarcodes: unknown[] } }>(
    page,
    'GET',
    '/settings/general',
  );
  expect(data.scaleBarcodes).toEqual([EXAMPLE_SCALE_RULES.price, EXAMPLE_SCALE_RULES.weight]);

  // 4 item digits make a 12-digit EAN-13: the contract's message at once, instead of the example.
  await first.getByRole('textbox', { name: 'Item digits' }).fill('4');
  await expect(firstExample).toContainText('Layout: 21 · IIII · VVVVV · C');
  await expect(firstExample.getByText(LENGTH_MESSAGE)).toBeVisible();
  await expect(firstExample).not.toContainText('Example:');
  // A prefix outside 2 and 20–29: its message under the field when saving; nothing is saved.
  await second.getByRole('textbox', { name: 'Prefix' }).fill('31');
  await form.getByRole('button', { name: 'Save Settings' }).click();
  await expect(second.getByText('The prefix is 2, or 20 to 29.')).toBeVisible();
  await expect(first.getByText(LENGTH_MESSAGE)).toHaveCount(1);
  await expectAccessible(page, 'general settings with wrong scale barcode rules');
  await section.screenshot({ path: test.info().outputPath('settings-scale-barcodes-wrong.png') });
  // The digit the item gave up goes to the value: the example again.
  await first.getByRole('textbox', { name: 'Value digits' }).fill('6');
  await expect(firstExample).toContainText('Layout: 21 · IIII · VVVVVV · C');
  const body = '211234000499';
  await expect(firstExample).toContainText(
    `Example: ${body}${gs1CheckDigit(body)} → item 1234 at 4.99`,
  );
  await expect(firstExample.getByText(LENGTH_MESSAGE)).toHaveCount(0);

  // The first rule removed, the second's prefix mended: the weight rule alone is saved.
  await section.getByRole('button', { name: 'Remove rule 1' }).click();
  await section
    .getByRole('group', { name: 'Rule 1' })
    .getByRole('textbox', { name: 'Prefix' })
    .fill('23');
  await form.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('General settings saved successfully!').first()).toBeVisible();
  await page.reload();
  await expect(section.getByRole('group', { name: /^Rule \d+$/ })).toHaveCount(1);
  await expect(first.getByRole('textbox', { name: 'Prefix' })).toHaveValue('23');
  await expect(first.getByRole('combobox', { name: 'Value is' })).toHaveValue('Weight');
});
