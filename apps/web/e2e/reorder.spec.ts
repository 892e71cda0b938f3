import { expect, test } from '@playwright/test';
import { apiCall, signUp, unique } from './helpers';

type Saved = { data: { _id: string } };

/**
 * Reorder in the browser (docs/guide/purchasing.md): the owner opens Reorder, sees the low items by
 * supplier with what to order (an item without a supplier cannot be picked), picks lines, changes a
 * quantity, creates the purchase orders — one per supplier — and opens one of them from the
 * notification.
 */
test('the reorder screen makes one draft purchase order per supplier from the lines picked', async ({
  page,
}) => {
  await signUp(
    page,
    unique('Reorder Shop'),
    'Rita Restock',
    `${unique('owner')}@shop.test`,
    'reorder 2026 pw',
  );
  const { data: wool } = await apiCall<Saved>(page, 'POST', '/suppliers', { name: 'Wool Works' });
  const { data: clay } = await apiCall<Saved>(page, 'POST', '/suppliers', { name: 'Clay & Kiln' });
  const product = (body: Record<string, unknown>) =>
    apiCall<Saved>(page, 'POST', '/products', { price: 10, costPrice: 4, ...body });
  await product({ name: 'Wool Scarf', stock: 3, reorderLevel: 10, supplier: wool._id });
  await product({
    name: 'Wool Hat',
    stock: 1,
    reorderLevel: 5,
    reorderQuantity: 12,
    supplier: wool._id,
  });
  await product({ name: 'Stoneware Mug', stock: 2, reorderLevel: 6, supplier: clay._id });
  await product({ name: 'Beeswax Candle', stock: 0, reorderLevel: 4 });
  await product({ name: 'Plenty Socks', stock: 90, reorderLevel: 5, supplier: wool._id });

  await page.goto('/reorder');
  await expect(page.getByRole('heading', { name: 'Reorder', level: 1 })).toBeVisible();
  const woolGroup = page.getByRole('region', { name: 'Wool Works' });
  const clayGroup = page.getByRole('region', { name: 'Clay & Kiln' });
  const none = page.getByRole('region', { name: 'No supplier' });
  // Suggested: the hat's reorder quantity (12); the scarf up to twice its level (20 − 3 = 17).
  await expect(
    woolGroup.getByRole('textbox', { name: 'Order quantity of Wool Hat at Main Store' }),
  ).toHaveValue('12');
  await expect(
    woolGroup.getByRole('textbox', { name: 'Order quantity of Wool Scarf at Main Store' }),
  ).toHaveValue('17');
  await expect(woolGroup.getByText('Plenty Socks')).toHaveCount(0);
  await expect(none.getByText('Beeswax Candle')).toBeVisible();
  await expect(
    none.getByText(/cannot be ordered until their product names a supplier/),
  ).toBeVisible();
  await expect(none.getByRole('checkbox')).toHaveCount(0);

  const create = page.getByRole('button', { name: /Create purchase orders/ });
  await expect(create).toBeDisabled();
  await woolGroup.getByRole('checkbox', { name: 'Select every item of Wool Works' }).check();
  await clayGroup.getByRole('checkbox', { name: 'Select Stoneware Mug at Main Store' }).check();
  await clayGroup
    .getByRole('textbox', { name: 'Order quantity of Stoneware Mug at Main Store' })
    .fill('24');
  await expect(create).toHaveText('Create purchase orders (3)');
  await create.click();

  await expect(page.getByText('2 purchase orders created')).toBeVisible();
  const link = page.getByRole('link', { name: /Clay & Kiln → Main Store/ });
  await expect(page.getByRole('link', { name: /Wool Works → Main Store/ })).toBeVisible();
  await link.click();
  await expect(page.getByRole('heading', { name: /^Purchase Order PO-00000\d$/ })).toBeVisible();
  await expect(page.getByText('Draft').first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Stoneware Mug' })).toBeVisible();
  await expect(page.getByRole('cell', { name: '24', exact: true })).toBeVisible();

  // Both orders are drafts on the purchase orders list.
  await page.goto('/purchase-orders');
  await expect(page.getByRole('row', { name: /Wool Works/ })).toContainText('Draft');
  await expect(page.getByRole('row', { name: /Clay & Kiln/ })).toContainText('Draft');
});
