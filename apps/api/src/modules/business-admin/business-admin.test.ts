import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMember, signInOperator, signUp, useTestApp } from '../../test/test-app.js';
import { lastMonths } from './business-admin.service.js';

const t = useTestApp();
type Session = { token: string };
const get = async (s: Session, url: string) => {
  const res = await t.as(s).get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

async function buy(owner: Session, plan: string) {
  const order = (await t.as(owner).post('subscription/upgrade', { newPlan: plan })).json().data;
  const paid = (
    await t.as(owner).post(`payment/sandbox/orders/${order.order_id}/pay`, {
      outcome: 'success',
    })
  ).json();
  const res = await t.as(owner).post('payment/verify-upgrade-payment', {
    ...paid,
    newPlan: plan,
  });
  expect(res.statusCode).toBe(200);
}

let operator: Session;
let a: Awaited<ReturnType<typeof signUp>>;
let b: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  operator = await signInOperator(t);
  // Two organizations: Alpha (Owner + cashier, on Basic) and Beta (Owner, on Pro, then lapsed).
  a = await signUp(t, { organizationName: 'Alpha Stores', name: 'Alice Alpha' });
  await addMember(t, a.user.organizationId, 'cashier');
  b = await signUp(t, { organizationName: 'Beta Bazaar', name: 'Bob Beta' });
  await buy(a, 'basic');
  await buy(b, 'pro');
  // A declined payment is on record but earns nothing.
  const order = (await t.as(a).post('subscription/upgrade', { newPlan: 'pro' })).json().data;
  await t.as(a).post(`payment/sandbox/orders/${order.order_id}/pay`, { outcome: 'failure' });
  await t.db.execute(sql`insert into subscription_transactions
    (organization_id, id, subscription_id, payment_id, customer_id, plan, method, amount, currency, status)
    select organization_id, gen_random_uuid(), id::text, 'pay_declined_1', ${a.user._id}, 'pro', 'card', 4900, 'USD', 'failed'
    from subscriptions where organization_id = ${a.user.organizationId}`);
});

describe('business admin access', () => {
  const routes = [
    ['GET', 'business-admin/analytics'],
    ['GET', 'business-admin/users'],
    ['GET', 'business-admin/subscription-transactions'],
    ['GET', 'business-admin/subscriptions'],
    ['GET', 'business-admin/platform-settings'],
    ['PUT', 'business-admin/platform-settings'],
    ['POST', 'business-admin/platform-settings/upload/android'],
    ['POST', 'business-admin/platform-settings/upload/windows'],
  ] as const;

  it('answers 401 without a token and 403 to an organization Owner on every route', async () => {
    for (const [method, url] of routes) {
      expect(
        (await t.as(null).request(method, url, method === 'GET' ? undefined : {})).statusCode,
      ).toBe(401);
      const owner = await t.as(a).request(method, url, method === 'GET' ? undefined : {});
      expect(owner.statusCode, `${method} ${url}`).toBe(403);
      expect(owner.json().message).toBe('Only platform operators may do this.');
    }
  });

  it('lets a business_admin in as well as a super_admin', async () => {
    const businessAdmin = await signInOperator(t, 'business_admin');
    expect((await t.as(businessAdmin).get('business-admin/analytics')).statusCode).toBe(200);
  });
});

describe('analytics', () => {
  it('equals the sums of the data of both organizations, in the platform currency', async () => {
    const users = await t.db.execute(sql`select count(*)::int as n from users u
      join organizations o on o.id = u.organization_id where o.kind = 'tenant'`);
    const tenantUsers = (users as unknown as { rows: { n: number }[] }).rows[0]?.n;
    expect(tenantUsers).toBe(3);

    // The plans are priced in the platform currency (USD by default): the payments sum in it.
    const first = (await get(operator, 'business-admin/analytics')).data;
    const { months } = lastMonths();
    expect(first).toMatchObject({
      totalUsers: 3,
      organizations: 2,
      totalTransactions: 2,
      totalRevenue: 19 + 49,
      currency: 'USD',
      otherRevenue: [],
      activeSubscriptions: 2,
      expiredSubscriptions: 0,
    });
    expect(first.monthlyRevenue).toHaveLength(12);
    expect(first.monthlyRevenue.map((m: { month: string }) => m.month)).toEqual(months);
    expect(first.userGrowth.at(-1)).toEqual({ month: months.at(-1), count: 3 });

    await t.sql(
      sql`update subscriptions set valid_until = now() - interval '1 day' where organization_id = ${b.user.organizationId}`,
    );
    const lapsed = (await get(operator, 'business-admin/analytics')).data;
    expect(lapsed).toMatchObject({
      totalRevenue: 19 + 49,
      currency: 'USD',
      otherRevenue: [],
      activeSubscriptions: 1,
      expiredSubscriptions: 1,
    });
    expect(lapsed.monthlyRevenue.at(-1)).toEqual({ month: months.at(-1), amount: 68 });
    expect(
      lapsed.monthlyRevenue.slice(0, 11).every((m: { amount: number }) => m.amount === 0),
    ).toBe(true);
    await t.sql(
      sql`update subscriptions set valid_until = now() + interval '30 days' where organization_id = ${b.user.organizationId}`,
    );
  });
});

describe('platform-wide lists', () => {
  it('All Users: every organization, filtered by organization and e-mail, paged', async () => {
    const all = await get(operator, 'business-admin/users?limit=100');
    const orgs = new Set(all.data.map((u: { organizationName: string }) => u.organizationName));
    expect(orgs).toEqual(new Set(['Alpha Stores', 'Beta Bazaar', 'Platform']));
    const alpha = await get(operator, 'business-admin/users?organizationName=alpha');
    expect(alpha.totalCount).toBe(2);
    expect(alpha.data.map((u: { role: string }) => u.role).sort()).toEqual(['Owner', 'cashier']);
    expect(alpha.data[0]).toMatchObject({ organizationName: 'Alpha Stores', status: 'active' });
    const byEmail = await get(
      operator,
      `business-admin/users?email=${encodeURIComponent(b.email)}`,
    );
    expect(byEmail.data).toMatchObject([{ name: 'Bob Beta', email: b.email, role: 'Owner' }]);
    const page = await get(operator, 'business-admin/users?limit=1&page=2&sort=name');
    expect(page.data).toHaveLength(1);
    expect((await t.as(operator).get('business-admin/users?sort=password')).statusCode).toBe(400);
  });

  it('All Transactions: the payments of every organization with payer and organization', async () => {
    const all = await get(operator, 'business-admin/subscription-transactions');
    expect(all.totalCount).toBe(3);
    const ok = await get(
      operator,
      'business-admin/subscription-transactions?status=success&sort=amount',
    );
    expect(ok.data).toMatchObject([
      {
        amount: 1900,
        currency: 'USD',
        organizationName: 'Alpha Stores',
        customer_name: 'Alice Alpha',
      },
      { amount: 4900, currency: 'USD', organizationName: 'Beta Bazaar', customer_email: b.email },
    ]);
    const alice = await get(
      operator,
      `business-admin/subscription-transactions?userEmail=${encodeURIComponent(a.email)}`,
    );
    expect(alice.data.map((r: { status: string }) => r.status).sort()).toEqual([
      'failed',
      'success',
    ]);
    expect(alice.data.find((r: { status: string }) => r.status === 'failed').transactionId).toBe(
      'pay_declined_1',
    );
  });

  it('All Subscriptions: one per organization, the Owner as customer, by plan and status', async () => {
    const all = await get(operator, 'business-admin/subscriptions');
    expect(all.totalCount).toBe(2);
    const pro = await get(operator, 'business-admin/subscriptions?subscription_plan=Pro');
    expect(pro.data).toMatchObject([
      {
        customer_name: 'Bob Beta',
        subscription_plan: 'pro',
        status: 'active',
        organizationName: 'Beta Bazaar',
      },
    ]);
    expect(
      (await get(operator, 'business-admin/subscriptions?subscription_plan=gold')).totalCount,
    ).toBe(0);
    await t.sql(
      sql`update subscriptions set valid_until = now() - interval '1 day' where organization_id = ${a.user.organizationId}`,
    );
    const expired = await get(operator, 'business-admin/subscriptions?status=expired');
    expect(expired.data).toMatchObject([{ organizationName: 'Alpha Stores', status: 'expired' }]);
    expect((await get(operator, 'business-admin/subscriptions?status=active')).data).toMatchObject([
      { organizationName: 'Beta Bazaar' },
    ]);
    await t.sql(
      sql`update subscriptions set valid_until = now() + interval '30 days' where organization_id = ${a.user.organizationId}`,
    );
    expect(
      (await t.as(operator).get('business-admin/subscriptions?status=halted')).statusCode,
    ).toBe(400);
    const byEnd = await get(operator, 'business-admin/subscriptions?sort=end_at');
    const ends = byEnd.data.map((r: { end_at: string }) => Date.parse(r.end_at));
    expect(ends).toEqual([...ends].sort((x, y) => x - y));
    expect((await get(operator, 'business-admin/subscriptions?sort=-start_at')).totalCount).toBe(2);
  });
});
