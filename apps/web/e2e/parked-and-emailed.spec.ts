import { expect, test } from '@playwright/test';
import { apiCall, pdfTextOf, roleIdByName, signIn, signUp, unique } from './helpers';
import { mailsTo } from './mail-links';

/** The PDF attached to a raw .eml (base64 between its part's headers and the next boundary). */
function attachedPdf(eml: string): { filename: string; bytes: Buffer } {
  const part = eml.match(
    /Content-Type: application\/pdf;\s*name="?([^"\r\n]+)"?\r\n(?:[^\r\n]+\r\n)*\r\n([A-Za-z0-9+/=\r\n]+?)\r\n--/,
  );
  expect(part, 'a PDF attachment').toBeTruthy();
  const [, filename = '', base64 = ''] = part as RegExpMatchArray;
  return { filename, bytes: Buffer.from(base64.replace(/\s+/g, ''), 'base64') };
}

test('a cashier parks a cart, resumes it, sells it and e-mails the receipt', async ({
  page,
  browser,
}) => {
  // A sign-up, a shop's set-up and a whole sale with a park, a resume and a mail.
  test.setTimeout(120_000);
  // The owner sets up a shop with two products, a customer with an e-mail and a cashier.
  const context = await browser.newContext();
  const owner = await context.newPage();
  const shop = unique('Parking Lot Shop');
  await signUp(owner, shop, 'Olive Owner', `${unique('owner')}@shop.test`, 'tidal wave 2026');
  const make = async (name: string, price: number) => {
    const sku = unique(name.split(' ')[0] ?? 'SKU').toUpperCase();
    const { data } = await apiCall<{ data: { _id: string } }>(owner, 'POST', '/products', {
      name,
      price,
      stock: 10,
      sku,
    });
    return { _id: data._id, name, sku };
  };
  const mug = await make('Mug Classic', 12);
  const tea = await make('Tea Sampler', 4.5);
  const customerEmail = `${unique('pat')}@mail.test`;
  const customerName = unique('Pat Parker');
  await apiCall(owner, 'POST', '/customers', { name: customerName, email: customerEmail });
  const cashier = { email: `${unique('cashier')}@shop.test`, password: 'cashier password 2026' };
  await apiCall(owner, 'POST', '/users', {
    name: 'Casey Cashier',
    username: unique('casey'),
    email: cashier.email,
    password: cashier.password,
    role: await roleIdByName(owner, 'cashier'),
    permissions: [],
  });

  await signIn(page, cashier.email, cashier.password);
  await expect(page).toHaveURL(/\/pos$/);
  await page.goto('/pos');
  const barcode = page.getByRole('textbox', { name: 'Barcode' });
  const cart = page.getByRole('list', { name: 'Cart' });
  const checkout = page.getByRole('region', { name: 'Checkout' });
  await expect(page.getByRole('button', { name: 'Parked (0)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Park sale' })).toBeDisabled();

  // Two mugs and a tea, for a customer picked from the list.
  for (const sku of [mug.sku, mug.sku, tea.sku]) {
    await barcode.pressSequentially(sku, { delay: 5 });
    await barcode.press('Enter');
  }
  await expect(page.getByRole('textbox', { name: `Quantity of ${mug.name}` })).toHaveValue('2');
  await expect(cart.getByRole('listitem')).toHaveCount(2);
  await checkout.getByText('Existing', { exact: true }).click();
  await checkout.getByRole('combobox', { name: 'Find a customer' }).fill(customerName);
  await page.getByRole('option', { name: new RegExp(customerName) }).click();
  await expect(page.getByTestId('register-total')).toHaveText('$28.50');

  // Park it with a note: the register is empty again, and the store has one parked sale.
  await page.getByRole('button', { name: 'Park sale' }).click();
  const parkDialog = page.getByRole('dialog', { name: 'Park sale' });
  await parkDialog.getByRole('textbox', { name: 'Note (optional)' }).fill('Fetching her wallet');
  await parkDialog.getByRole('button', { name: 'Park sale' }).click();
  await expect(parkDialog).toBeHidden();
  await expect(page.getByText('Sale parked.')).toBeVisible();
  await expect(page.getByText('The cart is empty.', { exact: false })).toBeVisible();
  await expect(checkout.getByRole('radio', { name: 'Walk-in' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Parked (1)' })).toBeVisible();
  // Stock is not reserved.
  const stock = async () =>
    (await apiCall<{ data: { stock: number } }>(owner, 'GET', `/products/${mug._id}`)).data.stock;
  expect(await stock()).toBe(10);

  // The list: who, the note, the customer, the lines and the total at current prices.
  await page.getByRole('button', { name: 'Parked (1)' }).click();
  const listDialog = page.getByRole('dialog', { name: 'Parked sales (1)' });
  const parked = listDialog.getByRole('listitem', { name: /^Parked by Casey Cashier at / });
  await expect(parked).toContainText('Fetching her wallet');
  await expect(parked).toContainText(customerName);
  await expect(parked).toContainText(`2 × ${mug.name}`);
  await expect(parked).toContainText(`1 × ${tea.name}`);
  await expect(parked.getByLabel('Total at current prices')).toHaveText('$28.50');
  await page.screenshot({ path: test.info().outputPath('parked-list.png'), fullPage: true });

  // Resume: the cart and the customer come back, and the parked sale is gone.
  await parked.getByRole('button', { name: 'Resume' }).click();
  await expect(listDialog).toBeHidden();
  await expect(page.getByText('Sale resumed.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: `Quantity of ${mug.name}` })).toHaveValue('2');
  await expect(page.getByRole('textbox', { name: `Quantity of ${tea.name}` })).toHaveValue('1');
  await expect(checkout.getByRole('radio', { name: 'Existing' })).toBeChecked();
  await expect(checkout.getByRole('combobox', { name: 'Find a customer' })).toHaveValue(
    new RegExp(`^${customerName}`),
  );
  await expect(page.getByRole('button', { name: 'Parked (0)' })).toBeVisible();
  await expect(page.getByTestId('register-total')).toHaveText('$28.50');

  // Sell it, then e-mail the receipt to the customer's address, which is filled in.
  await checkout.getByRole('button', { name: 'Complete Sale' }).click();
  const done = page.getByRole('region', { name: 'Sale completed' });
  await expect(done).toContainText('Sale completed successfully!');
  await expect(done).toContainText(customerName);
  expect(await stock()).toBe(8);
  const emailForm = done.getByRole('form', { name: 'Email receipt' });
  await expect(emailForm.getByRole('textbox', { name: 'Customer e-mail' })).toHaveValue(
    customerEmail,
  );
  await emailForm.getByRole('button', { name: 'Email receipt' }).click();
  await expect(emailForm.getByRole('status')).toHaveText(`Receipt sent to ${customerEmail}.`);
  await page.screenshot({ path: test.info().outputPath('receipt-emailed.png'), fullPage: true });

  // The mail names the shop and the receipt's number, and carries the receipt as a PDF.
  const { data: sales } = await apiCall<{ data: { _id: string }[] }>(owner, 'GET', '/transactions');
  const { data: sale } = await apiCall<{ data: { documentNumber: string } }>(
    owner,
    'GET',
    `/transactions/${sales[0]?._id}`,
  );
  await expect.poll(() => mailsTo(customerEmail).length).toBe(1);
  const mail = mailsTo(customerEmail)[0] ?? '';
  expect(mail).toContain(`Subject: Your receipt ${sale.documentNumber} from ${shop}`);
  const pdf = attachedPdf(mail);
  expect(pdf.filename).toBe(`receipt-${sale.documentNumber}.pdf`);
  const text = pdfTextOf(pdf.bytes);
  expect(text).toMatch(new RegExp(`Receipt no\\.\\s+${sale.documentNumber}\\n`));
  expect(text).toContain(mug.name);
  expect(text).toContain('$28.50');

  // A wrong address is the field's message, and nothing is sent.
  await emailForm.getByRole('textbox', { name: 'Customer e-mail' }).fill('not an address');
  await emailForm.getByRole('button', { name: 'Email receipt' }).click();
  await expect(emailForm.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(emailForm.getByRole('status')).toHaveCount(0);
  await context.close();
});
