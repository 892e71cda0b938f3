import { expect, type Page, test } from '@playwright/test';
import { signUp, unique } from './helpers';
import { verifyLinkCount, verifyLinkFor } from './mail-links';

/** A 16 × 16 PNG, checked by the API by its content. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAIElEQVR4nGO4Y3Pijo0G8SQDSarv2JxgGLVh1IYhYwMACvuQEGe8ZrwAAAAASUVORK5CYII=',
  'base64',
);

/** A fresh organization's owner, on Account Settings reached from the profile menu. */
async function openProfile(page: Page) {
  const email = `${unique('pat')}@profile.test`;
  const org = unique('Profile Shop');
  await signUp(page, org, 'Pat Profile', email, 'profile 2026 pw');
  await page.getByRole('button', { name: 'Open profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Your Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Account Settings', level: 1 })).toBeVisible();
  return { email, org };
}

const card = (page: Page) => page.getByRole('region', { name: 'Profile' });
const form = (page: Page) => page.getByRole('region', { name: 'Edit profile' });

test('the profile card shows who is signed in; name, phone and photo are saved', async ({
  page,
}) => {
  const { email, org } = await openProfile(page);
  await expect(card(page).getByRole('heading', { name: 'Pat Profile' })).toBeVisible();
  await expect(card(page).getByText(email)).toBeVisible();
  await expect(card(page).getByText('Not verified')).toBeVisible();
  await expect(card(page).getByText(org)).toBeVisible();
  await expect(card(page).getByText('Owner')).toBeVisible();
  await expect(form(page).getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await expect(form(page).getByRole('textbox', { name: 'Email' })).not.toBeEditable();

  // Name and username are required; letters are no phone number.
  const name = form(page).getByRole('textbox', { name: 'Name', exact: true });
  await name.fill('  ');
  await form(page).getByRole('textbox', { name: 'Phone number' }).fill('call me');
  await form(page).getByRole('button', { name: 'Save' }).click();
  await expect(form(page).getByText('Name is required.')).toBeVisible();
  await expect(form(page).getByText('Please enter a valid phone number.')).toBeVisible();

  await name.fill('Patricia Jones');
  await form(page).getByRole('combobox', { name: 'Country code' }).click();
  await page.getByRole('option', { name: 'GB +44' }).click();
  await form(page).getByRole('textbox', { name: 'Phone number' }).fill('20 7946 0000');
  const chooser = page.waitForEvent('filechooser');
  await form(page).getByRole('button', { name: 'Upload photo' }).click();
  await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(form(page).getByRole('img', { name: 'Profile photo preview' })).toHaveAttribute(
    'src',
    /^data:image\/png;base64,/,
  );
  await form(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  // The header's name changes at once, without a reload.
  await expect(page.getByRole('button', { name: 'Open profile menu' })).toContainText(
    'Patricia Jones',
  );
  await expect(card(page).getByRole('heading', { name: 'Patricia Jones' })).toBeVisible();

  await page.reload();
  await expect(card(page).getByText('+442079460000')).toBeVisible();
  await expect(form(page).getByRole('combobox', { name: 'Country code' })).toHaveValue('GB +44');
  await expect(form(page).getByRole('textbox', { name: 'Phone number' })).toHaveValue('2079460000');
  await expect(page.getByRole('button', { name: 'Open profile menu' })).toContainText(
    'Patricia Jones',
  );
  const photo = card(page).getByRole('img', { name: 'Photo of Patricia Jones' });
  await expect(photo).toHaveAttribute('src', /^\/uploads\//);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(16);
});

test('refused input: a photo of the wrong type, a username already taken', async ({ page }) => {
  await openProfile(page);
  // The demo owner's username; usernames are unique across the platform.
  await form(page).getByRole('textbox', { name: 'Username' }).fill('owner');
  await form(page).getByRole('button', { name: 'Save' }).click();
  await expect(form(page).getByText('This username is already taken.')).toBeVisible();
  await expect(page.getByText('Profile updated successfully!')).toHaveCount(0);

  const chooser = page.waitForEvent('filechooser');
  await form(page).getByRole('button', { name: 'Upload photo' }).click();
  await (await chooser).setFiles({
    name: 'me.gif',
    mimeType: 'image/gif',
    buffer: Buffer.from('GIF89a'),
  });
  await expect(form(page).getByText('The photo must be a PNG or JPEG image.')).toBeVisible();
  await expect(form(page).getByRole('img', { name: 'Profile photo preview' })).toHaveCount(0);
});

test('resending the verification e-mail, then its link verifies the address once', async ({
  page,
}) => {
  const { email } = await openProfile(page);
  await expect(card(page).getByText('Not verified')).toBeVisible();
  const before = verifyLinkCount(email);
  await card(page).getByRole('button', { name: 'Resend verification email' }).click();
  await expect(
    page.getByText('A verification link has been sent to your email address.'),
  ).toBeVisible();

  const link = await verifyLinkFor(email, before);
  await page.goto(link);
  await expect(page.getByText('Your email address has been verified.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/profile');
  await expect(card(page).getByText('Verified', { exact: true })).toBeVisible();
  await expect(card(page).getByText('Not verified')).toHaveCount(0);
  await expect(card(page).getByRole('button', { name: 'Resend verification email' })).toHaveCount(
    0,
  );

  // The link works once.
  await page.goto(link);
  await expect(page.getByText('This verification link is invalid or has expired.')).toBeVisible();
});

test('a verification link opened signed out: an invalid one says so and offers the sign-in', async ({
  page,
}) => {
  await page.goto(`/verify-email/${'x'.repeat(43)}`);
  await expect(page.getByText('This verification link is invalid or has expired.')).toBeVisible();
  await page.getByRole('link', { name: 'Proceed to Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
