import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, expect, type Locator, type Page } from '@playwright/test';
import { DEFAULT_PLATFORM_SETTINGS } from '@pos/contracts/platform-settings';
import { baseURL } from '../playwright.config';
import { mailsTo } from './mail-links';

/** The e2e server's outbox (scripts/e2e-server.mjs). */

export const DEMO = {
  owner: { email: 'owner@demo.test', password: 'DemoOwner!2026' },
  cashier: { email: 'cashier@demo.test', password: 'DemoCashier!2026' },
  admin: { email: 'admin@demo.test', password: 'PlatformAdmin!2026' },
};

/**
 * The details of a test that changes or counts what every other test shares (the demo
 * organization's figures, the served service worker): it runs after the others, alone
 * (playwright.config.ts, `projects`).
 */
export const SHARED_STATE = { tag: '@shared-state' };

export const unique = (stem: string) =>
  `${stem}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * Signs in through the sign-in form, as a user does: the page ends where the app sends this
 * user (or on the form with its message, when refused). The tests of signing in use it; the
 * others sign in through the API (`signIn`).
 */
export async function signInWithForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The token of each page's session started through the API, for `apiCall` before a page loads. */
const tokenOf = new WeakMap<Page, string>();

/**
 * Starts a session on `page` as the sign-in form would leave it: the app's token and user go into
 * its storage before the page's next document runs, once (a later sign-out stays signed out).
 */
async function startSession(page: Page, auth: { token: string; user: unknown }) {
  tokenOf.set(page, auth.token);
  const session = {
    origin: new URL(baseURL).origin,
    marker: `e2e-session-${randomUUID()}`,
    token: auth.token,
    user: JSON.stringify(auth.user),
  };
  const store = ({ origin, marker, token, user }: typeof session) => {
    if (window.location.origin !== origin || window.sessionStorage.getItem(marker)) return;
    window.sessionStorage.setItem(marker, '1');
    window.localStorage.setItem('token', token);
    window.localStorage.setItem('user', user);
  };
  await page.addInitScript(store, session);
  // A page already at the app keeps it for its next load too.
  if (page.url().startsWith(baseURL)) await page.evaluate(store, session);
}

/** The answer of a sign-in or sign-up through the API, which must succeed. */
async function authAnswer(page: Page, path: string, body: unknown) {
  const res = await page.request.post(`/api/v1${path}`, { data: body });
  expect(res.ok(), `POST ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as { token: string; user: unknown };
}

/**
 * Signs in through the API and opens the app, which takes the user where it takes every user
 * after signing in (an Owner to the dashboard, a cashier to the register, an operator to the
 * organizations). The sign-in form has tests of its own (`signInWithForm`); elsewhere it adds
 * seconds and nothing else.
 */
export async function signIn(page: Page, email: string, password: string) {
  await startSession(page, await authAnswer(page, '/auth/login', { username: email, password }));
  await page.goto('/login');
}

/**
 * Signs up a new organization through the API, in the platform's default time zone (the shops
 * of these tests count their days there: `shopIsoDate`); its owner is signed in on `page` and the
 * page opens the dashboard, as after the sign-up form. The form has tests of its own
 * (`signUpWithForm`); elsewhere it adds seconds and nothing else.
 *
 * A new organization sells only in an open shift (requireOpenShift, on by default: DESIGN §7).
 * The shops of tests that are not about shifts turn it off here, through the API as the owner
 * would in General Settings, so each seller need not open a shift first; a test of shifts, or of
 * what sign-up gives, passes `{ requireOpenShift: true }` and keeps sign-up's own setting.
 */
export async function signUp(
  page: Page,
  org: string,
  name: string,
  email: string,
  password: string,
  opts: { requireOpenShift?: boolean } = {},
) {
  await signUpThroughApi(page, org, name, email, password, opts);
  await page.goto('/dashboard');
}

/** `signUp` without opening the app: for an owner who only calls the API (`setUpShop`). */
async function signUpThroughApi(
  page: Page,
  org: string,
  name: string,
  email: string,
  password: string,
  opts: { requireOpenShift?: boolean },
) {
  const auth = await authAnswer(page, '/auth/signup', {
    organizationName: org,
    name,
    email,
    password,
    timeZone: DEFAULT_PLATFORM_SETTINGS.defaultTimezone,
  });
  await startSession(page, auth);
  if (!opts.requireOpenShift) await saveGeneralSettings(page, { requireOpenShift: false });
}

/**
 * Signs up through the sign-up form, as a new owner does, in the platform's default time zone
 * (the form starts in the browser's, this machine's; the owner picks it): the page ends on the
 * dashboard. The tests of signing up use it; the others sign up through the API (`signUp`).
 */
export async function signUpWithForm(
  page: Page,
  org: string,
  name: string,
  email: string,
  password: string,
) {
  await page.goto('/');
  await page.getByLabel('Organization name').fill(org);
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await pickOption(
    page,
    page.getByRole('combobox', { name: 'Time zone' }),
    DEFAULT_PLATFORM_SETTINGS.defaultTimezone.replaceAll('_', ' '),
  );
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Picks an option of a searchable Select by typing its label and clicking it. */
export async function pickOption(page: Page, select: Locator, label: string) {
  await select.click();
  await select.fill(label);
  await page.getByRole('option', { name: label, exact: true }).click();
  await expect(select).toHaveValue(label);
}

/** Changes some general settings of the signed-in owner's organization, keeping the rest. */
export async function saveGeneralSettings(page: Page, changes: Record<string, unknown>) {
  const { data } = await apiCall<{ data: Record<string, unknown> }>(
    page,
    'GET',
    '/settings/general',
  );
  await apiCall(page, 'PUT', '/settings/general', { ...data, ...changes });
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Open profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** The newest reset link mailed to this address, read from the .eml files in the outbox. */
export async function resetLinkFor(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => {
      const mails = mailsTo(email).map((m) => m.replace(/=\r?\n/g, ''));
      link = mails.at(-1)?.match(/https?:\/\/\S+\/reset-password\/[A-Za-z0-9_-]+/)?.[0];
      return link;
    })
    .toBeTruthy();
  return link as string;
}

/** A call to the API as the signed-in user of `page` (the token the app keeps in localStorage). */
export async function apiCall<T = unknown>(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  // The app's own token once it has loaded (a sign-in through the form, a new profile), the
  // session's until then.
  const token = page.url().startsWith(baseURL)
    ? await page.evaluate(() => window.localStorage.getItem('token'))
    : tokenOf.get(page);
  expect(token, 'signed in before calling the API').toBeTruthy();
  const res = await page.request.fetch(`/api/v1${path}`, {
    method,
    headers: { ...headers, Authorization: `Bearer ${token}` },
    data: body,
  });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** The id of the organization's role with this name. */
export async function roleIdByName(page: Page, name: string): Promise<string> {
  const { data } = await apiCall<{ data: { _id: string; name: string }[] }>(
    page,
    'GET',
    `/roles?limit=1000&name=${encodeURIComponent(name)}`,
  );
  const role = data.find((r) => r.name === name);
  expect(role, `role ${name}`).toBeTruthy();
  return (role as { _id: string })._id;
}

/** A tax of the general settings. */
export interface ShopTax {
  id: string;
  name: string;
  rate: number;
}

export interface ShopProduct {
  _id: string;
  name: string;
  sku: string;
  /** Its opening stock. */
  stock: number;
}

export interface Credentials {
  email: string;
  password: string;
}

/**
 * A fresh organization, set up by its owner (signed up in a context of its own) through the API:
 * its taxes when given, its products and its staff, in that order. A product's SKU is the first
 * word of its name made unique, in capitals; a member of the staff named by `key` signs in as
 * `<key>-…@shop.test` with the password "<key> password 2026". It sells outside shifts unless
 * `requireOpenShift` (see `signUp`).
 */
export async function setUpShop<P extends string, S extends string>(
  browser: Browser,
  shop: {
    /** Made unique, like the owner's e-mail. */
    organization: string;
    owner: string;
    password: string;
    taxes?: readonly ShopTax[];
    /** `unit`: what it is sold by (`each` when left out). */
    products: Record<P, { name: string; price: number; stock: number; unit?: string }>;
    staff: Record<S, { name: string; role: string }>;
    requireOpenShift?: boolean;
  },
) {
  const owner = await (await browser.newContext()).newPage();
  const ownerEmail = `${unique('owner')}@shop.test`;
  await signUpThroughApi(owner, unique(shop.organization), shop.owner, ownerEmail, shop.password, {
    requireOpenShift: shop.requireOpenShift,
  });
  if (shop.taxes) await saveGeneralSettings(owner, { taxes: shop.taxes });
  const products = {} as Record<P, ShopProduct>;
  for (const [key, { name, price, stock, unit }] of entries(shop.products)) {
    const sku = unique(name.split(' ')[0] ?? 'SKU').toUpperCase();
    const { data } = await apiCall<{ data: { _id: string } }>(owner, 'POST', '/products', {
      name,
      price,
      stock,
      sku,
      ...(unit ? { unit } : {}),
    });
    products[key] = { _id: data._id, name, sku, stock };
  }
  const staff = {} as Record<S, Credentials>;
  for (const [key, { name, role }] of entries(shop.staff)) {
    staff[key] = { email: `${unique(key)}@shop.test`, password: `${key} password 2026` };
    await apiCall(owner, 'POST', '/users', {
      name,
      username: unique(key),
      ...staff[key],
      role: await roleIdByName(owner, role),
      permissions: [],
    });
  }
  return { owner, ownerEmail, products, staff };
}

/** Object.entries that keeps the keys' type. */
const entries = <K extends string, V>(record: Record<K, V>) => Object.entries(record) as [K, V][];

/** The browser's calendar day as yyyy-MM-dd (the tests and the browser share the machine's zone). */
export function localIsoDate(date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Today as the date filters mean it: a day in the organization's time zone (DESIGN §13), for the
 * shops of these tests the platform's default.
 */
export function shopIsoDate(date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: DEFAULT_PLATFORM_SETTINGS.defaultTimezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
}

/**
 * Clicks a CSV download button and reads the file. Every export starts with the UTF-8 byte order
 * mark (spreadsheets then read names like "Café" right); it is checked and left out of `lines`.
 */
export async function downloadCsv(page: Page, button: string) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const download = await downloading;
  const text = readFileSync(await download.path(), 'utf8');
  expect(text.startsWith('\uFEFF'), 'the CSV starts with a byte order mark').toBe(true);
  const csv = text.slice(1);
  return { name: download.suggestedFilename(), csv, lines: csv.split(/\r?\n/).filter(Boolean) };
}

/** The text a reader sees in a PDF (poppler's pdftotext, which `npm test` installs). */
export function pdfTextOf(pdf: Buffer): string {
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-pdf-'));
  try {
    const file = path.join(dir, 'document.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-layout', file, '-']).toString();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The register's usual test shop, for `setUpShop`: two taxes (VAT 10 %, a city tax of 2.5 %), a
 * mug at $19.99 (10 in stock), a tea at $4.50 (5 in stock) and a cashier.
 */
export const tillShop = (organization: string, owner: string) => ({
  organization,
  owner,
  password: 'tidal wave 2026',
  taxes: [
    { id: 'vat', name: 'VAT', rate: 10 },
    { id: 'city', name: 'City tax', rate: 2.5 },
  ],
  products: {
    mug: { name: 'Mug Classic', price: 19.99, stock: 10 },
    tea: { name: 'Tea Sampler', price: 4.5, stock: 5 },
  },
  staff: { cashier: { name: 'Casey Cashier', role: 'cashier' } },
});

/** A cashier signed in: the app takes them to the register. */
export async function openRegister(page: Page, cashier: Credentials) {
  await signIn(page, cashier.email, cashier.password);
  await expect(page).toHaveURL(/\/pos$/);
}

/** Opens a shift at the register with this float ("100"); answers the register's Shift bar. */
export async function openShift(page: Page, float: string) {
  const shiftBar = page.getByRole('region', { name: 'Shift' });
  await shiftBar.getByRole('button', { name: 'Open shift' }).click();
  const openDialog = page.getByRole('dialog', { name: 'Open shift' });
  await openDialog.getByRole('textbox', { name: 'Opening float' }).fill(float);
  await openDialog.getByRole('button', { name: 'Open shift' }).click();
  return shiftBar;
}

/** Types a code into a scan field (by its label) and presses Enter, as a scanner does. */
export async function scan(page: Page, field: string, code: string) {
  const box = page.getByRole('textbox', { name: field });
  await box.fill(code);
  await box.press('Enter');
}

/** At the register's Payment section: "Split payment", then `card` by card and `cash` in cash. */
export async function payCardThenCash(page: Page, payment: Locator, card: string, cash: string) {
  await payment.getByRole('button', { name: 'Split payment' }).click();
  await payment.getByRole('combobox', { name: 'Payment 1 method' }).click();
  await page.getByRole('option', { name: 'Card', exact: true }).click();
  await payment.getByRole('textbox', { name: 'Payment 1 amount' }).fill(card);
  await payment.getByRole('combobox', { name: 'Payment 2 method' }).click();
  await page.getByRole('option', { name: 'Cash' }).click();
  await payment.getByRole('textbox', { name: 'Payment 2 amount' }).fill(cash);
}

/**
 * Until the service worker has kept the app's files and controls the page (it does so from the
 * next load): then the app opens without the network. Needs `serviceWorkers: 'allow'`.
 */
export async function waitForAppCached(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
}

/**
 * A register open offline in its own browser context: signed in with the catalogue downloaded,
 * the app cached by its service worker (the spec must `test.use({ serviceWorkers: 'allow' })`),
 * then the network cut and the page reloaded. `status` is the register's Catalogue status; the
 * caller puts the context back online and closes it.
 */
export async function openRegisterOffline(browser: Browser, cashier: Credentials) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openRegister(page, cashier);
  const status = page.getByRole('status').filter({ hasText: 'Catalogue' });
  await expect(status).toContainText('Catalogue updated just now');
  await waitForAppCached(page);
  await context.setOffline(true);
  await page.reload();
  await expect(status).toContainText('Offline — 0 sales waiting to sync');
  return { context, page, status };
}

/**
 * Clicks the labels screen's "Generate PDF" and returns what was sent to the API and the PDF it
 * answered, closing the tab the PDF opens in.
 */
export async function generateLabelsPdf<Body = unknown>(page: Page) {
  const sent: { body?: Body; pdf?: Buffer } = {};
  await page.route('**/api/v1/labels/generate', async (route) => {
    sent.body = route.request().postDataJSON();
    const response = await route.fetch();
    sent.pdf = await response.body();
    await route.fulfill({ response });
  });
  const opening = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Generate PDF' }).click();
  await (await opening).close();
  return { body: sent.body, pdf: sent.pdf ?? Buffer.alloc(0) };
}
