import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { addMember, signInOperator, signUp, useTestApp } from '../../test/test-app.js';

const t = useTestApp();
let operator: Awaited<ReturnType<typeof signInOperator>>;
let alpha: Awaited<ReturnType<typeof signUp>>;
let beta: Awaited<ReturnType<typeof signUp>>;
let alphaCashier: Awaited<ReturnType<typeof addMember>>;

beforeAll(async () => {
  operator = await signInOperator(t);
  alpha = await signUp(t, { organizationName: 'Alpha Stores', email: 'alice@alpha.test' });
  alphaCashier = await addMember(t, alpha.user.organizationId, 'cashier');
  beta = await signUp(t, { organizationName: 'Beta Bazaar' });
  // Alpha sells once: its last sale is that sale's date.
  const tea = (await t.as(alpha).post('products', { name: 'Tea', price: 3.5, stock: 5 })).json()
    .data;
  const sale = await t.as(alpha).post('transactions', {
    items: [{ productId: tea._id, quantity: 1 }],
    paymentMethod: 'Cash',
  });
  expect(sale.statusCode, sale.body).toBe(201);
});

const list = async (query = '') => {
  const res = await t.as(operator).get(`business-admin/organizations${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Record<string, unknown>[]; totalCount: number };
};

const platformId = async () =>
  (
    await queryRows<{ id: string }>(t.db, sql`select id from organizations where kind = 'platform'`)
  )[0]?.id ?? '';

const auditOf = (id: string) =>
  queryRows<{ organization_id: string; user_id: string; action: string; changes: unknown }>(
    t.db,
    sql`select organization_id, user_id, action, changes from audit_events
        where entity_type = 'Organization' and entity_id = ${id} order by occurred_at, id`,
  );

describe('the organizations list', () => {
  it('lists customer organizations with plan, status, users and last sale; never the platform', async () => {
    const { data, totalCount } = await list('?sort=name');
    expect(totalCount).toBe(2);
    const [a, b] = data;
    expect(a).toMatchObject({
      name: 'Alpha Stores',
      ownerEmail: 'alice@alpha.test',
      plan: 'trail',
      subscriptionStatus: 'active',
      status: 'active',
      disabledReason: null,
      users: 2,
    });
    const lastSale = (await t.as(alpha).get('transactions')).json().data[0].transactionDate;
    expect(a?.lastSaleAt).toBe(lastSale);
    expect(b).toMatchObject({ name: 'Beta Bazaar', users: 1, lastSaleAt: null });
    expect(data.map((o) => o._id)).not.toContain(await platformId());
  });

  it("searches by name, code and the owner's e-mail", async () => {
    expect((await list('?search=bazaar')).data.map((o) => o.name)).toEqual(['Beta Bazaar']);
    expect((await list('?search=alice@alpha')).data.map((o) => o.name)).toEqual(['Alpha Stores']);
    const code = (await list('?search=alpha')).data[0]?.code as string;
    expect((await list(`?search=${code}`)).data.map((o) => o.name)).toEqual(['Alpha Stores']);
    expect((await list('?search=nothing-like-this')).totalCount).toBe(0);
  });

  it('is for operators only', async () => {
    for (const s of [alpha, alphaCashier]) {
      expect((await t.as(s).get('business-admin/organizations')).statusCode).toBe(403);
      const res = await t
        .as(s)
        .post(`business-admin/organizations/${beta.user.organizationId}/disable`, {
          reason: 'x',
        });
      expect(res.statusCode).toBe(403);
    }
    expect((await t.as(null).get('business-admin/organizations')).statusCode).toBe(401);
  });
});

describe('disabling and enabling an organization', () => {
  it('needs a reason, and writes nothing without one', async () => {
    for (const body of [{}, { reason: '' }, { reason: '   ' }]) {
      const res = await t
        .as(operator)
        .post(`business-admin/organizations/${alpha.user.organizationId}/disable`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(res.json().details.reason).toBe('Give a reason: it goes into the audit log.');
    }
    expect((await list('?search=alpha')).data[0]?.status).toBe('active');
    expect(await auditOf(alpha.user.organizationId)).toEqual([]);
  });

  it("refuses the organization's users at once, audited with the operator and the reason", async () => {
    // The cashier's caller is read (and cached) just before.
    expect((await t.as(alphaCashier).get('customers')).statusCode).toBe(200);
    const res = await t
      .as(operator)
      .post(`business-admin/organizations/${alpha.user.organizationId}/disable`, {
        reason: 'Chargeback fraud under review',
      });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Organization disabled.',
      data: {
        name: 'Alpha Stores',
        status: 'disabled',
        disabledReason: 'Chargeback fraud under review',
      },
    });
    for (const s of [alphaCashier, alpha]) {
      const refused = await t.as(s).get('customers');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'ORGANIZATION_DISABLED',
        message: 'This organization has been disabled. Please contact support.',
      });
    }
    const login = await t
      .as(null)
      .post('auth/login', { username: alphaCashier.email, password: alphaCashier.password });
    expect(login.statusCode).toBe(403);
    expect(login.json().code).toBe('ORGANIZATION_DISABLED');
    // Another organization sells on.
    expect((await t.as(beta).get('products')).statusCode).toBe(200);
    expect((await list('?status=disabled')).data.map((o) => o.name)).toEqual(['Alpha Stores']);
    expect(await auditOf(alpha.user.organizationId)).toEqual([
      {
        organization_id: await platformId(),
        user_id: operator.user._id,
        action: 'disable',
        changes: {
          status: { before: 'active', after: 'disabled' },
          reason: { before: null, after: 'Chargeback fraud under review' },
        },
      },
    ]);
    // Twice is a conflict, and writes no second event.
    const again = await t
      .as(operator)
      .post(`business-admin/organizations/${alpha.user.organizationId}/disable`, { reason: 'x' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This organization is already disabled.');
    expect(await auditOf(alpha.user.organizationId)).toHaveLength(1);
  });

  it('lets them back in when enabled', async () => {
    const res = await t
      .as(operator)
      .post(`business-admin/organizations/${alpha.user.organizationId}/enable`, {
        reason: 'Review cleared',
      });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'active',
      disabledReason: null,
      disabledAt: null,
    });
    expect((await t.as(alphaCashier).get('customers')).statusCode).toBe(200);
    const events = await auditOf(alpha.user.organizationId);
    expect(events.map((e) => [e.action, e.changes])).toEqual([
      ['disable', expect.anything()],
      [
        'enable',
        {
          status: { before: 'disabled', after: 'active' },
          reason: { before: null, after: 'Review cleared' },
        },
      ],
    ]);
  });

  it('never disables the platform organization; an unknown one is a 404', async () => {
    const platform = await platformId();
    const res = await t
      .as(operator)
      .post(`business-admin/organizations/${platform}/disable`, { reason: 'oops' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The platform organization cannot be disabled.');
    expect((await t.as(operator).get('business-admin/analytics')).statusCode).toBe(200);
    const unknown = await t
      .as(operator)
      .post('business-admin/organizations/00000000-0000-7000-8000-000000000000/disable', {
        reason: 'x',
      });
    expect(unknown.statusCode).toBe(404);
    expect(await auditOf(platform)).toEqual([]);
  });
});
