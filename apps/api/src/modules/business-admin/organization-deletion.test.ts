import { existsSync } from 'node:fs';
import path from 'node:path';
import { ORGANIZATION_DELETION_MESSAGES as M } from '@pos/contracts/business-admin';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { startS3 } from '../../test/s3-server.js';
import { createTestApp, okAs, signInOperator, signUp, type TestApp } from '../../test/test-app.js';
import { dataExportsSettled } from '../data-export/data-export.service.js';

const PNG = `data:image/png;base64,${Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f1a3d10000000049454e44ae426082',
  'hex',
).toString('base64')}`;

/** Every row of every table of the database, by table; and by organization where it has one. */
async function census(t: TestApp) {
  const tables = await queryRows<{ table: string; tenant: boolean }>(
    t.db,
    sql`select t.table_name as "table", exists (select 1 from information_schema.columns c
          where c.table_schema = 'public' and c.table_name = t.table_name
            and c.column_name = 'organization_id') as tenant
        from information_schema.tables t
        where t.table_schema = 'public' and t.table_type = 'BASE TABLE' order by 1`,
  );
  const total: Record<string, number> = {};
  const byOrganization: Record<string, Record<string, number>> = {};
  for (const { table, tenant } of tables) {
    const [all] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    );
    total[table] = Number(all?.n);
    const rows = await queryRows<{ org: string; n: number }>(
      t.db,
      table === 'organizations'
        ? sql`select id as org, 1 as n from organizations`
        : tenant
          ? sql`select organization_id as org, count(*)::int as n from ${sql.identifier(table)} group by 1`
          : sql`select null as org, 0 as n where false`,
    );
    for (const r of rows) {
      byOrganization[r.org] ??= {};
      (byOrganization[r.org] as Record<string, number>)[table] = Number(r.n);
    }
  }
  return { total, byOrganization };
}

/** A shop with something in most tables: images, sales, a return, a gift card, a webhook, an export. */
async function shopWithData(t: TestApp) {
  const ok = okAs(t);
  const owner = await signUp(t);
  const scarf = (
    await ok(owner, 'POST', 'products', {
      name: 'Scarf',
      price: 10,
      stock: 20,
      images: [{ url: PNG, name: 'front.png' }],
    })
  ).data;
  const hat = (await ok(owner, 'POST', 'products', { name: 'Hat', price: 5, stock: 10 })).data;
  await ok(owner, 'POST', 'customers', { name: 'Ada' });
  const sale = (
    await ok(owner, 'POST', 'transactions', {
      items: [
        { productId: scarf._id, quantity: 2 },
        { productId: hat._id, quantity: 1 },
      ],
      payments: [{ method: 'Card', amount: 25 }],
    })
  ).data;
  await ok(owner, 'POST', `transactions/${sale._id}/returns`, {
    items: [{ itemId: sale.items[0]._id, quantity: 1 }],
  });
  await ok(owner, 'POST', 'gift-cards', { amount: 50 });
  await ok(owner, 'POST', 'webhooks', {
    url: 'http://127.0.0.1:9/hook',
    events: ['sale.completed'],
  });
  await ok(owner, 'POST', 'api-keys', { name: 'books', permissions: ['manage_products'] });
  await ok(owner, 'POST', 'organization/export');
  await dataExportsSettled();
  return owner;
}

describe.each([
  ['on disk', false],
  ['with the S3 file store', true],
])('deleting an organization, files %s', (_, onS3) => {
  let s3: Awaited<ReturnType<typeof startS3>> | undefined;
  let t: TestApp;
  beforeAll(async () => {
    s3 = onS3 ? await startS3() : undefined;
    t = await createTestApp({ env: { WEBHOOKS_ALLOW_PRIVATE: '1', ...s3?.env } });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('takes every row and file of it and nothing of another', async () => {
    const operator = await signInOperator(t);
    const gone = await shopWithData(t);
    const kept = await shopWithData(t);
    const id = gone.user.organizationId;
    const other = kept.user.organizationId;
    const del = (body: unknown, which = id) =>
      t.as(operator).post(`business-admin/organizations/${which}/delete`, body);
    const { name } = (await t.as(gone).get('organization')).json().data;

    // Refusals write nothing.
    const active = await del({ reason: 'closed', name });
    expect(active.statusCode, active.body).toBe(409);
    expect(active.json().message).toBe(M.stillActive);
    await okAs(t)(operator, 'POST', `business-admin/organizations/${id}/disable`, {
      reason: 'closed down',
    });
    const before = await census(t);
    const filesBefore = await t.deps.files.list(id);
    const otherFiles = await t.deps.files.list(other);
    expect(filesBefore.length).toBeGreaterThanOrEqual(1);
    const exportsDir = path.join(t.deps.config.dataDir, 'exports', id);
    expect(existsSync(exportsDir)).toBe(true);
    const wrongName = await del({ reason: 'closed', name: `${name} x` });
    expect(wrongName.statusCode).toBe(400);
    expect(wrongName.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: M.nameMismatch });
    const byOwner = await t.as(gone).post(`business-admin/organizations/${id}/delete`, {
      reason: 'closed',
      name,
    });
    expect(byOwner.statusCode).toBe(403);
    const [{ id: platform } = { id: '' }] = await queryRows<{ id: string }>(
      t.db,
      sql`select id from organizations where kind = 'platform'`,
    );
    const own = await del({ reason: 'closed', name: 'Platform' }, platform);
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe(M.platformKept);
    expect((await census(t)).total).toEqual(before.total);

    const res = await del({ reason: 'closed down, export sent', name });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.message).toBe(M.deleted);
    expect(answer.data).toMatchObject({ _id: id, name, files: filesBefore.length });
    expect(answer.data.rows).toEqual(before.byOrganization[id]);

    // Every table: the organization's rows gone, nobody else's.
    const after = await census(t);
    expect(after.byOrganization[id]).toBeUndefined();
    expect(after.byOrganization[other]).toEqual(before.byOrganization[other]);
    for (const [table, n] of Object.entries(before.total)) {
      const audit = table === 'audit_events' ? 1 : 0; // the deletion's own event, the platform's
      expect(after.total[table], table).toBe(n - (before.byOrganization[id]?.[table] ?? 0) + audit);
    }
    expect(before.byOrganization[id]?.transactions).toBe(1);
    expect(before.byOrganization[id]?.stored_value_entries).toBeGreaterThanOrEqual(1);
    expect(before.byOrganization[id]?.audit_events).toBeGreaterThanOrEqual(1);
    // Its files and export zips too, nobody else's.
    expect(await t.deps.files.list(id)).toEqual([]);
    expect(await t.deps.files.list(other)).toEqual(otherFiles);
    expect(existsSync(exportsDir)).toBe(false);
    // Its users are out; the deletion is in the platform's audit log, with the reason.
    expect((await t.as(gone).get('products')).statusCode).toBe(401);
    const [event] = await queryRows<{ organization_id: string; changes: { reason: unknown } }>(
      t.db,
      sql`select organization_id, changes from audit_events
          where entity_id = ${id} and action = 'delete'`,
    );
    expect(event?.organization_id).toBe(platform);
    expect(event?.changes.reason).toEqual({ before: null, after: 'closed down, export sent' });
    // The other shop works on.
    expect((await t.as(kept).get('products')).json().data).toHaveLength(2);
    expect((await del({ reason: 'again', name })).statusCode).toBe(404);
  });
});
