import { expect, test } from '@playwright/test';
import { apiCall, pdfTextOf, setUpShop, signIn } from './helpers';

/**
 * The app in the user's language (docs/guide/settings-and-subscription.md, "Languages"): a
 * cashier picks Spanish in Account Settings and sells at the register in Spanish; the receipt
 * the register prints is in Spanish.
 */
test('a cashier switches to Spanish and completes a sale; the receipt is in Spanish', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { products, staff } = await setUpShop(browser, {
    organization: 'Tienda Sol',
    owner: 'Olga Owner',
    password: 'tidal wave 2026',
    products: { coffee: { name: 'Pan dulce', price: 3.5, stock: 10 } },
    staff: { cashier: { name: 'Carla Cajera', role: 'cashier' } },
  });
  // Printing records what it would print instead of opening the browser's dialog.
  await page.addInitScript(() => {
    window.print = () => {};
  });

  await signIn(page, staff.cashier.email, staff.cashier.password);
  await expect(page.getByRole('heading', { name: 'Register', level: 1 })).toBeVisible();

  // Account Settings → Language → Español: the whole app switches at once.
  await page.goto('/profile');
  const form = page.getByRole('region', { name: 'Edit profile' });
  await form.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Español' }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Configuración de la cuenta' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Editar perfil' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Caja' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const me = await apiCall<{ user: { language: string; effectiveLanguage: string } }>(
    page,
    'GET',
    '/profile',
  );
  expect(me.user).toMatchObject({ language: 'es', effectiveLanguage: 'es' });

  // The register in Spanish: scan, see the totals, pay in cash, complete.
  await page.goto('/pos');
  await expect(page.getByRole('heading', { name: 'Caja', level: 1 })).toBeVisible();
  const barcode = page.getByRole('textbox', { name: 'Código de barras' });
  await barcode.fill(products.coffee.sku);
  await barcode.press('Enter');
  const cart = page.getByRole('list', { name: 'Carrito' });
  await expect(cart.getByRole('listitem', { name: products.coffee.name })).toBeVisible();
  await expect(page.getByTestId('register-total')).toHaveText('$3.50');
  const checkout = page.getByRole('region', { name: 'Cobro' });
  await checkout.getByRole('radio', { name: 'Efectivo', exact: true }).check();
  await checkout.getByRole('button', { name: 'Completar venta' }).click();
  const done = page.getByRole('region', { name: 'Venta completada' });
  await expect(done).toContainText('¡Venta completada correctamente!');
  await page.screenshot({
    path: test.info().outputPath('register-in-spanish.png'),
    fullPage: true,
  });

  // The receipt the register prints (the PDF it asks for, as this cashier): its words in
  // Spanish, the product as it is named.
  const printed = page.waitForResponse((r) => /\/transactions\/[^/]+\/receipt\.pdf/.test(r.url()));
  await done.getByRole('button', { name: 'Imprimir recibo' }).click();
  const receiptUrl = new URL((await printed).url());
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const receipt = await page.request.get(receiptUrl.pathname + receiptUrl.search, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(receipt.status()).toBe(200);
  const text = pdfTextOf(Buffer.from(await receipt.body())).replace(/[ \t]+/g, ' ');
  for (const word of ['Fecha', 'N.º de recibo', 'Cajero', 'TOTAL $3.50', 'Pago Efectivo'])
    expect(text).toContain(word);
  expect(text).toContain(products.coffee.name);
  expect(text).not.toContain('Cashier');
  expect(text).not.toContain('Receipt no.');

  // A message from the API in Spanish too; its code stays the same
  const missing = await page.evaluate(async () => {
    const res = await fetch('/api/v1/products/0190a0b0-0000-7000-8000-000000000000', {
      headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
    });
    return res.json();
  });
  // (a cashier may not manage products: refused, in Spanish, with the same code as ever).
  expect(missing).toMatchObject({
    code: 'FORBIDDEN',
    message: 'No tienes el permiso necesario: "manage_products".',
  });
});
