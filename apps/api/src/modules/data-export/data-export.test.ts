import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DATA_EXPORT_MESSAGES as M } from '@pos/contracts/data-export';
import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { addMember, okAs, signUp, useTestApp } from '../../test/test-app.js';
import { dataExportsSettled, removeExpiredDataExports } from './data-export.service.js';

const t = useTestApp();
const ok = okAs(t);

type Session = Awaited<ReturnType<typeof signUp>>;

const PNG = `data:image/png;base64,${Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex').toString('base64')}AAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==`;

/** A shop with something of everything: products (one with an image), customers, sales… */
async function shopWithData() {
  const owner = await signUp(t);
  const a = (
    await ok(owner, 'POST', 'products', {
      name: 'Scarf',
      price: 10,
      stock: 20,
      sku: `SC-${owner.user.organizationId.slice(0, 8)}`,
      images: [{ url: PNG, name: 'front.png' }],
    })
  ).data;
  const b = (await ok(owner, 'POST', 'products', { name: 'Hat', price: 5, stock: 10 })).data;
  const customer = (await ok(owner, 'POST', 'customers', { name: 'Ada' }))._id ?? null;
  await ok(owner, 'POST', 'customers', { name: 'Grace' });
  const sale = (
    await ok(owner, 'POST', 'transactions', {
      items: [
        { productId: a._id, quantity: 2 },
        { productId: b._id, quantity: 1 },
      ],
      payments: [
        { method: 'Card', amount: 10 },
        { method: 'Cash', amount: 20 },
      ],
    })
  ).data;
  await ok(owner, 'POST', 'transactions', {
    items: [{ productId: b._id, quantity: 1 }],
    paymentMethod: 'Cash',
  });
  await ok(owner, 'POST', `transactions/${sale._id}/returns`, {
    items: [{ itemId: sale.items[0]._id, quantity: 1 }],
  });
  await ok(owner, 'POST', 'gift-cards', { amount: 50 });
  return { owner, customer };
}

async function start(s: Session) {
  const res = await t.as(s).post('organization/export');
  expect(res.statusCode, res.body).toBe(202);
  const body = res.json();
  expect(body.message).toBe(M.started);
  expect(body.data.status).toBe('queued');
  await dataExportsSettled();
  // Who took the data out is in the audit log.
  const audit = await t
    .as(s)
    .get('audit-events', { query: { entityType: 'Organization', action: 'export' } });
  expect(audit.json().data[0]).toBeDefined();
  const got = await t.as(s).get(`organization/exports/${body.data._id}`);
  expect(got.statusCode, got.body).toBe(200);
  return got.json().data as {
    _id: string;
    status: string;
    downloadUrl?: string;
    expiresAt?: string;
    error?: string;
  };
}

/** The link of the newest export mail to `email` (a text mail: its quoted-printable undone). */
function mailedLink(email: string) {
  const mail = t
    .outbox()
    .filter((m) => m.includes(email) && /^Subject: Your data export/m.test(m))
    .at(-1)
    ?.replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
  expect(mail, 'the export mail').toBeDefined();
  const m = mail?.match(/(\/api\/v1\/organization\/exports\/[0-9a-f-]+\/download\?token=[\w%-]+)/);
  expect(m?.[1]).toBeDefined();
  return m?.[1] as string;
}

const dataRows = (csv: string) => csv.split('\r\n').filter((l) => l.length > 0).length - 1;

async function countOf(table: string, org: string) {
  const [row] = await queryRows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from ${sql.identifier(table)} where organization_id = ${org}`,
  );
  return Number(row?.n);
}

describe('export all data', () => {
  it('zips every list, the tables behind them and the files, mailed as a link that works without a session', async () => {
    const { owner } = await shopWithData();
    const other = await shopWithData();
    const org = owner.user.organizationId;
    const done = await start(owner);
    expect(done.error).toBeUndefined();
    expect(done.status).toBe('done');
    expect(done.downloadUrl).toContain(
      `/api/v1/organization/exports/${done._id}/download?token=sig.`,
    );
    expect(new Date(done.expiresAt ?? 0).getTime()).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);

    const link = mailedLink(owner.email);
    const res = await t.as(null).get(link);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const text = (name: string) => {
      const f = files[name];
      expect(f, name).toBeDefined();
      return strFromU8(f as Uint8Array).replace(/^\uFEFF/, '');
    };

    // Each table, row for row.
    for (const table of [
      'products',
      'product_images',
      'customers',
      'transactions',
      'transaction_items',
      'transaction_payments',
      'sale_returns',
      'return_items',
      'inventory_log',
      'stored_value_accounts',
      'stored_value_entries',
      'shifts',
      'purchase_orders',
      'purchase_order_lines',
      'audit_events',
    ]) {
      const n = await countOf(table, org);
      expect(dataRows(text(`tables/${table}.csv`)), table).toBe(n);
    }
    expect(await countOf('transaction_payments', org)).toBeGreaterThanOrEqual(3);
    expect(await countOf('sale_returns', org)).toBe(1);
    expect(await countOf('stored_value_accounts', org)).toBe(1);
    // The lists, through their own exporters.
    expect(dataRows(text('lists/customers.csv'))).toBe(await countOf('customers', org));
    expect(dataRows(text('lists/transactions.csv'))).toBe(2);
    expect(dataRows(text('lists/gift-cards.csv'))).toBe(1);
    expect(text('lists/products.csv')).toContain('Scarf');
    // The uploaded image.
    const uploaded = Object.keys(files).filter((f) => f.startsWith('files/'));
    expect(uploaded.length).toBeGreaterThanOrEqual(1);
    // The README names every file.
    const readme = text('README.txt');
    for (const name of Object.keys(files)) {
      if (name.startsWith('files/') || name === 'README.txt') continue;
      expect(readme, name).toContain(name);
    }
    expect(readme).toContain('files/');
    // Nothing of the other shop.
    const everything = Object.keys(files)
      .filter((f) => f.endsWith('.csv'))
      .map(text)
      .join('\n');
    expect(everything).not.toContain(other.owner.user.organizationId);
    expect(everything).not.toContain(other.owner.email);
    expect(everything).toContain(org);
    // No secret's hash leaves: a gift card's code is its value.
    expect(text('tables/stored_value_accounts.csv').split('\r\n')[0]).not.toContain('code_hash');

    // The status answer's signed link works too, without a session.
    expect(
      (await t.as(null).get(done.downloadUrl?.replace(/^https?:\/\/[^/]+/, '') ?? '')).statusCode,
    ).toBe(200);
  });

  it('refuses a wrong, missing or expired token, and another export id, with the same 404', async () => {
    const owner = await signUp(t);
    const done = await start(owner);
    expect(done.status).toBe('done');
    const link = mailedLink(owner.email);
    const wrong = link.replace(/token=.*/, 'token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    for (const url of [
      wrong,
      link.replace(/\?token=.*/, ''),
      link.replace(done._id, '00000000-0000-7000-8000-000000000000'),
    ]) {
      const res = await t.as(null).get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe(M.linkInvalid);
    }
    const forged =
      done.downloadUrl?.replace(/sig\.(\d+)\./, (_, n) => `sig.${Number(n) + 1}.`) ?? '';
    expect((await t.as(null).get(forged.replace(/^https?:\/\/[^/]+/, ''))).statusCode).toBe(404);
    // Seven days later the link is over.
    await t.sql(
      sql`update data_exports set expires_at = now() - interval '1 second' where id = ${done._id}`,
    );
    expect((await t.as(null).get(link)).statusCode).toBe(404);
    const after = await t.as(owner).get(`organization/exports/${done._id}`);
    expect(after.json().data.downloadUrl).toBeUndefined();
  });

  it('works once the subscription has expired; a cashier is refused', async () => {
    const { owner } = await shopWithData();
    const org = owner.user.organizationId;
    await t.sql(
      sql`update subscriptions set valid_until = now() - interval '1 minute' where organization_id = ${org}`,
    );
    // Writes are closed (402) while the export stays open.
    expect((await t.as(owner).post('customers', { name: 'Late' })).statusCode).toBe(402);
    const done = await start(owner);
    expect(done.status).toBe('done');
    const res = await t.as(null).get(mailedLink(owner.email));
    expect(res.statusCode).toBe(200);

    const cashier = await addMember(t, org, 'cashier');
    const refused = await t.as(cashier).post('organization/export');
    expect(refused.statusCode).toBe(403);
    expect((await t.as(cashier).get(`organization/exports/${done._id}`)).statusCode).toBe(403);
  });

  it("shows the newest export, and another organization's export is not found", async () => {
    const owner = await signUp(t);
    const none = await t.as(owner).get('organization/export');
    expect(none.json().data).toBeNull();
    const done = await start(owner);
    const latest = await t.as(owner).get('organization/export');
    expect(latest.json().data._id).toBe(done._id);
    const stranger = await signUp(t);
    expect((await t.as(stranger).get(`organization/exports/${done._id}`)).statusCode).toBe(404);
  });

  it('builds one at a time; the daily clean-up removes expired zips and fails interrupted jobs', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    const first = (await t.as(owner).post('organization/export')).json();
    const again = (await t.as(owner).post('organization/export')).json();
    expect(again.data._id).toBe(first.data._id);
    expect(again.message).toBe(M.alreadyRunning);
    await dataExportsSettled();
    const link = mailedLink(owner.email);
    expect((await t.as(null).get(link)).statusCode).toBe(200);
    // A job a stopped server left running, and the zip whose link has expired.
    await t.sql(
      sql`insert into data_exports (organization_id, id, requested_by, status, created_at)
          values (${org}, '01900000-0000-7000-8000-000000000001', ${owner.user._id}, 'running',
                  now() - interval '1 day')`,
    );
    await t.sql(
      sql`update data_exports set expires_at = now() - interval '1 second' where id = ${first.data._id}`,
    );
    const zip = path.join(t.deps.config.dataDir, 'exports', org, `${first.data._id}.zip`);
    expect(existsSync(zip)).toBe(true);
    // (The earlier tests' expired exports go too: the database is the file's.)
    expect((await removeExpiredDataExports(t.deps, new Date())).removed).toBeGreaterThanOrEqual(1);
    expect(existsSync(zip)).toBe(false);
    expect((await t.as(null).get(link)).statusCode).toBe(404);
    const [row] = await queryRows<{ token_hash: string | null }>(
      t.db,
      sql`select token_hash from data_exports where id = ${first.data._id}`,
    );
    expect(row?.token_hash).toBeNull();
    const stopped = await t
      .as(owner)
      .get('organization/exports/01900000-0000-7000-8000-000000000001');
    expect(stopped.json().data).toMatchObject({ status: 'failed' });
    expect(stopped.json().data.error).toMatch(/server stopped/);
    // A new one can be asked for.
    const next = (await t.as(owner).post('organization/export')).json();
    expect(next.data._id).not.toBe(first.data._id);
    await dataExportsSettled();
  });

  it('records a failure with its error on the job, never a 5xx', async () => {
    const owner = await signUp(t);
    // The organization's exports folder cannot be made: a file is in its way.
    const dir = path.join(t.deps.config.dataDir, 'exports');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, owner.user.organizationId), 'in the way');
    const res = await t.as(owner).post('organization/export');
    expect(res.statusCode).toBe(202);
    await dataExportsSettled();
    const got = await t.as(owner).get(`organization/exports/${res.json().data._id}`);
    expect(got.statusCode).toBe(200);
    expect(got.json().data).toMatchObject({ status: 'failed' });
    expect(got.json().data.error).toBeTruthy();
    expect(got.json().data.downloadUrl).toBeUndefined();
    expect(got.json().data.finishedAt).toBeTruthy();
  });
});
