import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiCall, signUp, unique } from './helpers';

const PASSWORD = 'ledger lantern 2026';

async function freshOrganization(page: Page) {
  await signUp(page, unique('Plan Shop'), 'Paula Plan', `${unique('plan')}@shop.test`, PASSWORD);
}

/** The value shown next to a label in the subscription details. */
const field = (page: Page, label: string) =>
  page
    .getByRole('tabpanel')
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

const planCard = (page: Page, name: string) => page.getByRole('article', { name });

/** Green or red as the eye sees it: the text colour's dominant channel. */
async function hue(locator: Locator): Promise<'green' | 'red' | 'other'> {
  const color = await locator.evaluate((el) => getComputedStyle(el).color);
  const [r = 0, g = 0] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  if (g > r + 40) return 'green';
  if (r > g + 40) return 'red';
  return 'other';
}

test('subscription: trial, a declined then a paid upgrade, its payment, a new card, cancel', async ({
  page,
}) => {
  await freshOrganization(page);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await page.getByRole('tab', { name: 'Subscription' }).click();
  await expect(page).toHaveURL(/\/settings\?tab=subscription$/);

  // A new organization is on the 30-day trial with its credits.
  await expect(field(page, 'Current Plan')).toHaveText('Trial');
  const status = field(page, 'Status');
  await expect(status).toHaveText('Active');
  expect(await hue(status.getByText('Active'))).toBe('green');
  await expect(page.getByTestId('credits')).toHaveText('500 / 500');
  await expect(page.getByRole('progressbar', { name: 'Credits remaining' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expect(field(page, 'Payment Method')).toHaveText('—');
  await expect(planCard(page, 'Trial')).toContainText('Current Plan');
  await expect(planCard(page, 'Trial')).toContainText('Free (30 days)');
  await expect(planCard(page, 'Basic')).toContainText('$19/month');
  await expect(planCard(page, 'Pro')).toContainText('$49/month');
  await expect(planCard(page, 'Enterprise')).toContainText('Custom (Contact Sales)');
  // Nothing to cancel and no card on a trial.
  await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Update Card' })).toHaveCount(0);

  // Enterprise is sold by people: an answer, and no checkout.
  await expect(page.getByRole('button', { name: 'Upgrade to Enterprise' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Contact Sales' }).click();
  await expect(page.getByRole('tabpanel').getByRole('alert')).toHaveText(
    'For Enterprise plans, please contact sales directly.',
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The bank declines the first payment: the reason shows and the plan stays.
  await page.getByRole('button', { name: 'Upgrade to Basic' }).click();
  const checkout = page.getByRole('dialog', { name: 'Sandbox checkout' });
  await expect(checkout).toContainText('Upgrade to Basic');
  await expect(checkout).toContainText('$19');
  await expect(checkout).toContainText(/order_sbx_[0-9a-f]+/);
  await expect(checkout).toContainText('Test payment');
  await checkout.getByRole('button', { name: 'Fail payment' }).click();
  await expect(checkout).toBeHidden();
  await expect(page.getByRole('tabpanel').getByRole('alert')).toHaveText(
    'Upgrade payment failed: Your card was declined by the bank (sandbox).',
  );
  await expect(field(page, 'Current Plan')).toHaveText('Trial');

  // The second attempt is paid: Basic with its allowance, billed to the sandbox's test card.
  await page.getByRole('button', { name: 'Upgrade to Basic' }).click();
  await checkout.getByRole('button', { name: 'Pay $19' }).click();
  await expect(checkout).toBeHidden();
  await expect(page.getByText('Subscription upgraded successfully!')).toBeVisible();
  await expect(field(page, 'Current Plan')).toHaveText('Basic');
  await expect(page.getByTestId('credits')).toHaveText('5,000 / 5,000');
  await expect(field(page, 'Payment Method')).toHaveText('Visa ending in 4242');
  await expect(field(page, 'Next Billing Amount')).toHaveText('$19');
  await expect(field(page, 'Billing Frequency')).toHaveText('Monthly');
  await expect(page.getByRole('tabpanel').getByRole('alert')).toHaveCount(0);
  await expect(planCard(page, 'Basic')).toContainText('Current Plan');
  await expect(page.getByRole('button', { name: 'Upgrade to Basic' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Upgrade to Pro' })).toBeVisible();
  // The profile was refreshed: the trial banner is gone without a reload.
  await expect(page.getByText('You are currently on a trial period')).toHaveCount(0);

  // The payment, listed under this subscription.
  const { data: sub } = await apiCall<{ data: { _id: string } }>(
    page,
    'GET',
    '/subscription/current',
  );
  const { data: payments } = await apiCall<{ data: { paymentId: string }[] }>(
    page,
    'GET',
    '/subscription-transactions',
  );
  const paymentId = payments[0]?.paymentId ?? '';
  await page.getByRole('link', { name: 'View Subscription Transactions' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/subscription-transactions\\?subscriptionId=${sub._id}$`),
  );
  await expect(page.getByRole('heading', { name: 'Subscription Transactions' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Subscription ID' })).toHaveValue(sub._id);
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2); // the header and the one payment; the declined try paid nothing
  const payment = rows.nth(1);
  await expect(payment).toContainText('Basic');
  await expect(payment).toContainText('$19 USD');
  await expect(payment).toContainText('Card');
  await expect(payment.getByText('Success', { exact: true })).toBeVisible();
  await expect(payment.getByText(`...${paymentId.slice(-8)}`)).toHaveAttribute('title', paymentId);
  // Another subscription's id narrows the list to nothing.
  await page.getByRole('textbox', { name: 'Subscription ID' }).fill('another-subscription');
  await expect(
    page.getByText('No subscription transactions found matching your criteria.'),
  ).toBeVisible();

  // A new card on the sandbox's card page, then back on the tab.
  await page.goto('/settings?tab=subscription');
  await page.getByRole('button', { name: 'Update Card' }).click();
  await expect(page).toHaveURL(/\/sandbox-checkout\/card$/);
  await expect(page.getByRole('heading', { name: 'Update Card' })).toBeVisible();
  await expect(page.getByText('Current card: Visa ending in 4242')).toBeVisible();
  await page.getByRole('button', { name: 'Save Card' }).click();
  await expect(page.getByText('Enter a card number of 12 to 19 digits.')).toBeVisible();
  await expect(page.getByText('Enter the expiry as MM/YY.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Card number' }).fill('5555555555554444');
  await expect(page.getByRole('textbox', { name: 'Card number' })).toHaveValue(
    '5555 5555 5555 4444',
  );
  await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).pressSequentially('0829');
  await expect(page.getByRole('textbox', { name: 'Expiry (MM/YY)' })).toHaveValue('08/29');
  await page.getByRole('button', { name: 'Save Card' }).click();
  await expect(page).toHaveURL(/\/settings\?tab=subscription$/);
  await expect(page.getByText('Card updated successfully!')).toBeVisible();
  await expect(field(page, 'Payment Method')).toHaveText('Card ending in 4444, expires 08/29');

  // Cancel asks first; then the status is red and there is nothing left to cancel.
  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel subscription' });
  await expect(confirm).toContainText('It stays active until');
  await confirm.getByRole('button', { name: 'Keep Subscription' }).click();
  await expect(confirm).toBeHidden();
  await expect(field(page, 'Status')).toHaveText('Active');
  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  await confirm.getByRole('button', { name: 'Cancel Subscription' }).click();
  await expect(page.getByText('Subscription cancelled successfully.')).toBeVisible();
  await expect(field(page, 'Status')).toHaveText('Cancelled');
  expect(await hue(field(page, 'Status').getByText('Cancelled'))).toBe('red');
  await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
  await expect(field(page, 'Renew On')).toHaveText('—');
  await expect(field(page, 'Next Billing Amount')).toHaveText('—');
  await expect(field(page, 'Current Plan')).toHaveText('Basic');
});

test('an expired subscription: a red banner on every page, and the way to renew', async ({
  page,
}) => {
  await freshOrganization(page);
  // The test server cannot move its clock a month on: the signed-in user's profile is read as
  // the API sends it once the period has ended; everything else is the real server's.
  await page.route('**/api/v1/profile', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.user.subscription = { ...body.user.subscription, status: 'expired' };
    await route.fulfill({ response, json: body });
  });
  await page.goto('/customers');
  const banner = page.getByRole('region', { name: 'Subscription expired' });
  await expect(banner).toContainText(
    'Your subscription has expired. Changes are blocked until it is renewed.',
  );
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', {
      name: 'Dashboard',
    })
    .click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(banner).toBeVisible();
  await banner.getByRole('link', { name: 'Upgrade' }).click();
  await expect(page).toHaveURL(/\/settings\?tab=subscription$/);
  await expect(page.getByRole('tab', { name: 'Subscription' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(field(page, 'Current Plan')).toHaveText('Trial');
});
