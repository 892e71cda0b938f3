import { expect, test } from '@playwright/test';
import { setUpShop, signIn } from './helpers';

// The approval dialog at the register (DESIGN §13): a manager who has no register PIN yet is
// told so, and where to set one, instead of "the PIN is not right"; once the PIN is set, the
// same approval goes through.

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`a manager without a register PIN is told where to set one (${viewport.width}×${viewport.height})`, async ({
    page,
    browser,
    request,
  }) => {
    // The first test of a run also waits for the server to warm up.
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    const { products, staff } = await setUpShop(browser, {
      organization: 'Pin Shop',
      owner: 'Pia Owner',
      password: 'pin shop 2026 pw',
      products: { lamp: { name: 'Lamp', price: 50, stock: 10 } },
      staff: {
        manager: { name: 'Nico Manager', role: 'organization_manager' },
        cashier: { name: 'Cora Cashier', role: 'cashier' },
      },
    });
    const { manager, cashier } = staff;

    // A cashier's discount needs a manager's approval at Complete Sale.
    await signIn(page, cashier.email, cashier.password);
    await expect(page).toHaveURL(/\/pos$/);
    await page.goto('/pos');
    const barcode = page.getByRole('textbox', { name: 'Barcode' });
    await barcode.fill(products.lamp.sku);
    await barcode.press('Enter');
    const cart = page.getByRole('region', { name: 'Cart' });
    await cart.getByRole('button', { name: 'Discounts' }).click();
    await cart.getByRole('textbox', { name: 'Discount on Lamp' }).fill('5');
    await expect(page.getByTestId('register-total')).toHaveText('$45.00');
    // On a phone the payment (with Complete Sale) opens from Pay at the bottom.
    if (viewport.width < 992) await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByRole('button', { name: 'Complete Sale' }).click();

    const approval = page.getByRole('dialog', { name: 'Manager approval' });
    await expect(approval).toContainText('Discount: a manager approves');
    await approval.getByRole('textbox', { name: 'Manager e-mail' }).fill(manager.email);
    await approval.getByLabel('Register PIN').fill('2468');
    await approval.getByRole('button', { name: 'Approve' }).click();
    const noPin = approval.getByRole('alert');
    await expect(noPin).toHaveText(
      'Nico Manager has no register PIN yet. A manager sets one in Profile → Register PIN.',
    );
    await expect(approval).not.toContainText('The e-mail or register PIN is not right.');
    // The typed PIN is cleared; the e-mail stays for the next try.
    await expect(approval.getByLabel('Register PIN')).toHaveValue('');
    await expect(approval.getByRole('textbox', { name: 'Manager e-mail' })).toHaveValue(
      manager.email,
    );
    const box = await approval.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
    await page.screenshot({
      path: test.info().outputPath(`no-register-pin-${viewport.width}.png`),
    });

    // The manager sets a PIN (the Profile card has its own test, register-day.spec.ts); the
    // same approval then goes through.
    const signedIn = await request.post('/api/v1/auth/login', {
      data: { username: manager.email, password: manager.password },
    });
    const { token } = (await signedIn.json()) as { token: string };
    const pin = await request.patch('/api/v1/profile', {
      data: { registerPin: '2468' },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(pin.ok()).toBe(true);
    await approval.getByLabel('Register PIN').fill('2468');
    await approval.getByRole('button', { name: 'Approve' }).click();
    const done = page.getByRole('region', { name: 'Sale completed' });
    await expect(done.getByTestId('sale-total')).toHaveText('$45.00');
    await expect(done).toContainText('approved by Nico Manager');
  });
}
