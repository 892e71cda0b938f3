import { expect, test } from '@playwright/test';
import { apiCall, DEMO, generateLabelsPdf, pdfTextOf, signIn, unique } from './helpers';

const SIZES = [
  { name: 'desktop', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844 },
];

for (const size of SIZES) {
  test(`${size.name}: a variation saved without a SKU shows its generated one and prints on an A4 sheet from a start position`, async ({
    page,
  }) => {
    // Two screens, two saves and a PDF read back: longer than one screen's minute.
    test.setTimeout(150_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    await signIn(page, DEMO.owner.email, DEMO.owner.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    const sku = unique('JAR').toUpperCase();
    const name = `Honey jar ${sku}`;
    await apiCall(page, 'POST', '/products', {
      name,
      sku,
      price: 6.5,
      stock: 0,
      configurableAttributes: [{ name: 'Size', values: ['Small', 'Big one'] }],
      variations: [
        { attributeCombination: ['Small'], price: 6.5, stock: 2 },
        { attributeCombination: ['Big one'], price: 9.25, stock: 1 },
      ],
    });

    // The product form shows the SKUs the variations were given.
    await page.goto('/products');
    await page.getByRole('textbox', { name: 'Search' }).fill(name);
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Product' });
    await expect(edit.getByRole('textbox', { name: 'SKU of Small' })).toHaveValue(`${sku}-SMALL`);
    await expect(edit.getByRole('textbox', { name: 'SKU of Big one' })).toHaveValue(
      `${sku}-BIG-ONE`,
    );
    // Cleared on the form and saved: given again.
    await edit.getByRole('textbox', { name: 'SKU of Big one' }).fill('');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Product updated successfully!')).toBeVisible();
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    await expect(edit.getByRole('textbox', { name: 'SKU of Big one' })).toHaveValue(
      `${sku}-BIG-ONE`,
    );
    await page.screenshot({
      path: test.info().outputPath(`labels-variation-sku-${size.name}.png`),
    });
    await edit.getByRole('button', { name: 'Cancel' }).click();

    // Labels: both variations listed with their SKUs; 3 of the small one on an A4 3 × 8 sheet,
    // starting at position 23 of a partly used sheet.
    await page.goto('/labels/generate');
    await page.getByLabel('Search products').fill(sku);
    await expect(page.getByText(`${sku}-BIG-ONE`)).toBeVisible();
    await page.getByLabel(`Select ${name} – Small`).check();
    await page.getByLabel(`Copies of ${name} – Small`).fill('3');
    await page.getByRole('combobox', { name: 'Label size' }).click();
    await page.getByRole('option', { name: 'A4 sheet, 3 × 8 (70 × 37 mm)' }).click();
    await page.getByRole('textbox', { name: 'Start at position' }).fill('23');
    await page.getByRole('button', { name: 'Preview', exact: true }).click();

    const first = page.getByRole('list', { name: 'Sheet 1 of 2' });
    const second = page.getByRole('list', { name: 'Sheet 2 of 2' });
    await expect(first.getByRole('listitem')).toHaveCount(24);
    await expect(first.getByRole('listitem').filter({ hasText: 'Used' })).toHaveCount(22);
    const printed = first.getByRole('listitem').filter({ hasText: `${sku}-SMALL` });
    await expect(printed).toHaveCount(2);
    await expect(printed.first()).toContainText('$6.50');
    await expect(second.getByRole('listitem')).toHaveCount(1);
    // The sheet is drawn to scale: A4's sides, and the last label in the bottom right corner.
    const sheetBox = await first.boundingBox();
    expect(sheetBox).not.toBeNull();
    expect((sheetBox?.height ?? 0) / (sheetBox?.width ?? 1)).toBeCloseTo(297 / 210, 2);
    const last = await printed.last().boundingBox();
    expect(last?.x).toBeCloseTo((sheetBox?.x ?? 0) + ((sheetBox?.width ?? 0) * 140) / 210, 0);
    await first.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: test.info().outputPath(`labels-sheet-${size.name}.png`),
      fullPage: true,
    });

    // The PDF: two A4 pages, the labels on them, as the API was asked.
    const { body, pdf } = await generateLabelsPdf(page);
    expect(body).toMatchObject({ labelSize: 'a4-3x8', startPosition: 23 });
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(2);
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.27\d* 841\.88\d*\]/);
    const text = pdfTextOf(pdf);
    expect(text.match(/\$6\.50/g)).toHaveLength(3);
  });
}
