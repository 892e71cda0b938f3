import { expect, test } from '@playwright/test';
import { EXAMPLE_SCALE_RULES, type TScaleBarcodeRule } from '@pos/contracts/scale-barcodes';
import { scaleLabelCode } from '@pos/contracts/scale-labels';
import { expectAccessible } from './axe';
import {
  apiCall,
  generateLabelsPdf,
  pdfTextOf,
  saveGeneralSettings,
  signUp,
  unique,
} from './helpers';

/*
 * Weighed packages (docs/guide/labels.md, "Weighed packages (scale labels)"): a shop whose scales
 * print EAN-13 price labels at 21 prints, from the labels screen, the label of 0.375 kg of a
 * cheese at 12.99/kg — $4.87, with the scale code the register sells exactly that package by.
 */
const PRICE_RULE: TScaleBarcodeRule = EXAMPLE_SCALE_RULES.price;

test('a weighed package of a cheese sold by the kg prints at $4.87 with its scale code', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUp(
    page,
    unique('Scale Deli'),
    'Sal Owner',
    `${unique('owner')}@shop.test`,
    'scale deli 2026',
  );
  await apiCall(page, 'POST', '/products', {
    name: 'Gouda Wheel',
    sku: '1234',
    price: 12.99,
    stock: 5,
    unit: 'kg',
  });
  await apiCall(page, 'POST', '/products', { name: 'Mug Plain', sku: '4321', price: 8, stock: 3 });

  // No scale rule yet: the weight's place says where to add one.
  await page.goto('/labels/generate');
  const cheese = page.getByRole('row', { name: /Gouda Wheel/ });
  await expect(cheese).toContainText('Weighed labels need a scale barcode rule in Settings.');
  await expect(cheese.getByRole('link', { name: 'Settings' })).toHaveAttribute(
    'href',
    '/settings?tab=general',
  );

  await saveGeneralSettings(page, { scaleBarcodes: [PRICE_RULE] });
  await page.reload();
  const weight = cheese.getByRole('textbox', { name: 'Weight (kg) of Gouda Wheel' });
  await weight.fill('0.375');
  await expect(cheese).toContainText('Package $4.87');
  // A mug is sold each: no weight to type.
  await expect(
    page.getByRole('row', { name: /Mug Plain/ }).getByRole('textbox', { name: /Weight/ }),
  ).toHaveCount(0);

  // 21 01234 00487 and its check digit, as the register reads it.
  const code = '2101234004876';
  expect(
    scaleLabelCode([PRICE_RULE], { sku: '1234', unit: 'kg', priceCents: 1299, weight: 0.375 }),
  ).toMatchObject({ ok: true, code });

  await page.getByLabel('Select Gouda Wheel').check();
  await page.getByLabel('Copies of Gouda Wheel').fill('2');
  await page.getByLabel('Select Mug Plain').check();
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  const tiles = page.getByRole('list', { name: 'Label preview' }).getByRole('listitem');
  await expect(tiles).toHaveCount(3);
  const packages = tiles.filter({ hasText: 'Gouda Wheel' });
  await expect(packages).toHaveCount(2);
  for (const tile of await packages.all()) {
    await expect(tile).toContainText('0.375 kg × $12.99/kg');
    await expect(tile).toContainText('$4.87');
    await expect(tile).toContainText(code);
    await expect(tile).toContainText('EAN-13');
  }
  const mug = tiles.filter({ hasText: 'Mug Plain' });
  await expect(mug).toContainText('$8.00');
  await expect(mug).toContainText('4321');
  await expect(mug).toContainText('Code 128');
  await expectAccessible(page, 'the labels screen with a weighed package');
  await page.screenshot({ path: test.info().outputPath('weighed-labels.png'), fullPage: true });

  // The PDF: the weight, the price per kg, the package's price and the code's digits.
  const sent = await generateLabelsPdf<{ products?: unknown[] }>(page);
  expect(sent.body?.products).toHaveLength(2);
  expect(sent.body?.products).toEqual(
    expect.arrayContaining([
      { sku: '1234', name: 'Gouda Wheel', price: 12.99, copies: 2, weight: 0.375 },
      { sku: '4321', name: 'Mug Plain', price: 8, copies: 1 },
    ]),
  );
  const text = pdfTextOf(sent.pdf);
  expect(text.match(/0\.375 kg × \$12\.99\/kg/g)).toHaveLength(2);
  expect(text.match(/\$4\.87/g)).toHaveLength(2);
  expect(text.match(new RegExp(code, 'g'))).toHaveLength(2);
  expect(text).toContain('$8.00');

  // A weight whose package the code cannot hold says so in place of the package's price.
  await weight.fill('80');
  await expect(cheese).toContainText(
    "The package's price 1039.20 does not fit the scale label's 5 digits (at most 999.99).",
  );
  // On a phone the weight is in the product's card, labelled.
  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.getByRole('listitem').filter({ hasText: 'Gouda Wheel' }).first();
  await expect(card.getByText('Weight (kg)', { exact: true })).toBeVisible();
  await expect(card.getByRole('textbox', { name: 'Weight (kg) of Gouda Wheel' })).toHaveValue('80');
  await page.screenshot({
    path: test.info().outputPath('weighed-labels-phone.png'),
    fullPage: true,
  });
});
