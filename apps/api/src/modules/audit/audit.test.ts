import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { auditRetentionJob } from '../../jobs/jobs.js';
import { addMember, signUp, useTestApp } from '../../test/test-app.js';

const t = useTestApp();

type Session = Awaited<ReturnType<typeof signUp>>;

const eventsOf = async (owner: Session, query = '') =>
  (await t.as(owner).get(`audit-events${query}`)).json() as {
    data: {
      _id: string;
      action: string;
      entityType: string;
      entityId: string | null;
      userId: string | null;
      userName: string | null;
      ip: string | null;
      changes: Record<string, { before: unknown; after: unknown }>;
    }[];
    totalCount: number;
  };

async function product(owner: Session, body: Record<string, unknown> = {}) {
  const res = await t.as(owner).post('products', {
    name: 'Teapot',
    price: 10,
    costPrice: 4,
    stock: 0,
    sku: `TP-${Math.random().toString(36).slice(2, 8)}`,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Record<string, unknown> & { _id: string };
}

const edit = (p: Record<string, unknown>, patch: Record<string, unknown>) => {
  const {
    _id,
    totalStock: _t,
    totalValue: _v,
    createdAt: _c,
    categoryName: _n,
    taxClassName: _x,
    primaryImageId: _p,
    ...rest
  } = p;
  return { ...rest, images: [], variations: [], ...patch };
};

describe('audit log', () => {
  it('a price and cost change writes exactly one event with the old and new values', async () => {
    const owner = await signUp(t);
    const p = await product(owner);
    const res = await t.as(owner).put(`products/${p._id}`, edit(p, { price: 12.5, costPrice: 5 }));
    expect(res.statusCode, res.body).toBe(200);

    const updates = await eventsOf(owner, `?entityId=${p._id}&action=update`);
    expect(updates.totalCount).toBe(1);
    expect(updates.data[0]).toMatchObject({
      entityType: 'Product',
      entityId: p._id,
      action: 'update',
      userId: owner.user._id,
      changes: { price: { before: 10, after: 12.5 }, costPrice: { before: 4, after: 5 } },
    });
    expect(Object.keys(updates.data[0]?.changes ?? {}).sort()).toEqual(['costPrice', 'price']);
    expect(updates.data[0]?.ip).toBeTruthy();
    // Creating it wrote one event too; saving without a change writes none.
    await t.as(owner).put(`products/${p._id}`, edit(p, { price: 12.5, costPrice: 5 }));
    expect((await eventsOf(owner, `?entityId=${p._id}`)).totalCount).toBe(2);
  });

  it('a rolled-back change writes no event', async () => {
    const owner = await signUp(t);
    const p = await product(owner);
    const other = await product(owner);
    // The SKU check runs inside the transaction, after the product was loaded.
    const res = await t
      .as(owner)
      .put(`products/${p._id}`, edit(p, { price: 99, sku: other.sku as string }));
    expect(res.statusCode).toBe(409);
    expect((await eventsOf(owner, `?entityId=${p._id}&action=update`)).totalCount).toBe(0);
  });

  it('deleting a product without history writes one delete event, with history one archive', async () => {
    const owner = await signUp(t);
    const gone = await product(owner);
    expect((await t.as(owner).delete(`products/${gone._id}`)).statusCode).toBe(200);
    const deleted = await eventsOf(owner, `?entityId=${gone._id}&action=delete`);
    expect(deleted.totalCount).toBe(1);
    expect(deleted.data[0]?.changes.price).toEqual({ before: 10, after: null });

    const kept = await product(owner, { stock: 2 });
    await t.as(owner).put(`products/${kept._id}`, edit(kept, { stock: 0 }));
    expect((await t.as(owner).delete(`products/${kept._id}`)).statusCode).toBe(200);
    expect((await eventsOf(owner, `?entityId=${kept._id}&action=archive`)).totalCount).toBe(1);
  });

  it('lists by filter, exports CSV, and is read only for whoever lacks view_audit_log', async () => {
    const owner = await signUp(t);
    const p = await product(owner, { name: 'Kettle' });
    await t.as(owner).put(`products/${p._id}`, edit(p, { price: 11 }));
    expect((await eventsOf(owner, '?entityType=Product')).totalCount).toBe(2);
    expect((await eventsOf(owner, `?userId=${owner.user._id}&action=create`)).totalCount).toBe(1);
    expect((await eventsOf(owner, '?from=2000-01-01&to=2000-01-02')).totalCount).toBe(0);

    const csv = await t.as(owner).get('audit-events/export.csv?entityType=Product');
    expect(csv.statusCode).toBe(200);
    // The changes by the form's labels; the entity type and action as their codes.
    expect(csv.body).toContain('"Product updated"');
    expect(csv.body).toContain(`"Product","${p._id}","update","Price: 10 → 11"`);

    const cashier = await addMember(t, owner.user.organizationId, 'cashier');
    expect((await t.as(cashier).get('audit-events')).statusCode).toBe(403);
    const manager = await addMember(t, owner.user.organizationId, 'organization_manager');
    expect((await t.as(manager).get('audit-events')).statusCode).toBe(403);
    const admin = await addMember(t, owner.user.organizationId, 'organization_admin');
    expect((await t.as(admin).get('audit-events')).statusCode).toBe(200);

    // Another organization sees none of them.
    const other = await signUp(t);
    expect((await eventsOf(other, `?entityId=${p._id}`)).totalCount).toBe(0);
  });

  it('the retention job removes only events older than auditRetentionDays', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    const p = await product(owner);
    const saved = await t.as(owner).get('settings/general');
    expect(saved.json().data.auditRetentionDays).toBe(365);
    const put = await t
      .as(owner)
      .put('settings/general', { ...saved.json().data, auditRetentionDays: 30 });
    expect(put.statusCode, put.body).toBe(200);

    const count = async () =>
      (
        await queryRows<{ n: number }>(
          t.db,
          sql`select count(*)::int as n from audit_events where organization_id = ${org}`,
        )
      )[0]?.n;
    const before = await count();
    const in29Days = new Date(Date.now() + 29 * 86_400_000);
    await auditRetentionJob.run(t.deps, in29Days);
    expect(await count()).toBe(before);
    await auditRetentionJob.run(t.deps, new Date(Date.now() + 31 * 86_400_000));
    expect(await count()).toBe(0);
    expect((await eventsOf(owner, `?entityId=${p._id}`)).totalCount).toBe(0);
  });

  it('refuses UPDATE and DELETE on audit_events (the trigger; PGlite and PostgreSQL)', async () => {
    const owner = await signUp(t);
    await product(owner);
    const org = owner.user.organizationId;
    await expect(
      t.db.execute(sql`update audit_events set action = 'x' where organization_id = ${org}`),
    ).rejects.toThrow();
    await expect(
      t.db.execute(sql`delete from audit_events where organization_id = ${org}`),
    ).rejects.toThrow();
    // The setting opens DELETE only, and only inside its own transaction.
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('audit.retention', 'on', true)`);
        await tx.execute(sql`update audit_events set action = 'x' where organization_id = ${org}`);
      }),
    ).rejects.toThrow();
    await expect(
      t.db.execute(sql`delete from audit_events where organization_id = ${org}`),
    ).rejects.toThrow();
  });
});
