import { describe, expect, it } from 'vitest';
import { expectBalancesAddUp, expectStockAddsUp } from '../../test/invariants.js';
import { onPostgres, signUp, usePostgresApp } from '../../test/test-app.js';

/**
 * One balance spent from many places at once (docs/DESIGN.md, "Stored value"): the database
 * queues the writers on the account's row, and the CHECK refuses each one the balance no longer
 * covers — never below zero, the ledger adding up. PGlite has one connection, so this runs on
 * PostgreSQL only.
 */
const t = usePostgresApp();

describe.skipIf(!onPostgres)('store credit taken from many registers at once', () => {
  it('20 removals of 10.00 from 100.00: exactly 10 go through, the rest are refused 409', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    const customer = (await t.as(owner).post('customers', { name: 'Busy Customer' })).json().data;
    const path = `customers/${customer._id}/store-credit`;
    const opened = await t.as(owner).post(path, {
      direction: 'add',
      amount: 100,
      reason: 'Opening balance',
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.as(owner).post(path, { direction: 'remove', amount: 10, reason: `Spend ${i}` }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(10);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json().code).toBe('INSUFFICIENT_BALANCE');
    }
    const balances = await t.as(owner).get(`customers/${customer._id}/balances`);
    expect(balances.json().data.accounts[0].balance).toBe(0);
    await expectBalancesAddUp(t, org);
  });

  it('100 removals at once across 10 customers holding 50.00 each: none below zero, each ledger its balance', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    const paths: string[] = [];
    for (let i = 0; i < 10; i++) {
      const c = (await t.as(owner).post('customers', { name: `Holder ${i}` })).json().data;
      const path = `customers/${c._id}/store-credit`;
      const given = await t.as(owner).post(path, { direction: 'add', amount: 50, reason: 'Open' });
      expect(given.statusCode, given.body).toBe(201);
      paths.push(path);
    }
    // Each customer is asked 10 × 7.00 = 70.00: seven of each go through (49.00), three are refused.
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        t.as(owner).post(paths[i % 10] as string, {
          direction: 'remove',
          amount: 7,
          reason: `Spend ${i}`,
        }),
      ),
    );
    const by = (code: number) => answers.filter((a) => a.statusCode === code).length;
    expect([by(201), by(409)]).toEqual([70, 30]);
    for (const path of paths) {
      const id = path.split('/')[1];
      const balances = await t.as(owner).get(`customers/${id}/balances`);
      expect(balances.json().data.accounts[0].balance).toBe(1);
    }
    await expectBalancesAddUp(t, org);
  });

  it("a customer's first credit given twice at once makes one account", async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    const customer = (await t.as(owner).post('customers', { name: 'New Customer' })).json().data;
    const path = `customers/${customer._id}/store-credit`;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.as(owner).post(path, { direction: 'add', amount: 2.5, reason: 'Welcome' }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(201));
    const balances = await t.as(owner).get(`customers/${customer._id}/balances`);
    expect(balances.json().data.accounts).toHaveLength(1);
    expect(balances.json().data.accounts[0].balance).toBe(20);
    await expectBalancesAddUp(t, org);
  });

  it('registers paying from the same credit at once: the sales it covers go through, the rest roll back whole', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    const mug = (
      await t.as(owner).post('products', { name: 'Mug', price: 10, stock: 100, sku: 'CC-MUG' })
    ).json().data;
    const customer = (await t.as(owner).post('customers', { name: 'Shared Credit' })).json().data;
    const given = await t.as(owner).post(`customers/${customer._id}/store-credit`, {
      direction: 'add',
      amount: 55,
      reason: 'Opening balance',
    });
    expect(given.statusCode, given.body).toBe(201);
    // 12 sales of 10.00 from 55.00: five go through, seven are refused — and sell nothing.
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.as(owner).post('transactions', {
          items: [{ productId: mug._id, quantity: 1 }],
          customerId: customer._id,
          payments: [{ method: 'StoreCredit', amount: 10 }],
        }),
      ),
    );
    const by = (code: number) => answers.filter((a) => a.statusCode === code);
    expect([by(201).length, by(409).length]).toEqual([5, 7]);
    for (const refused of by(409)) expect(refused.json().code).toBe('INSUFFICIENT_BALANCE');
    const balances = await t.as(owner).get(`customers/${customer._id}/balances`);
    expect(balances.json().data.accounts[0].balance).toBe(5);
    expect((await t.as(owner).get(`products/${mug._id}`)).json().data.stock).toBe(95);
    await expectBalancesAddUp(t, org);
    await expectStockAddsUp(t, org);
  });

  it('100 registers redeeming from 10 gift cards at once: every balance ≥ 0, each ledger its sum', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    const mug = (
      await t.as(owner).post('products', { name: 'Mug', price: 7, stock: 1000, sku: 'GC-MUG' })
    ).json().data;
    const codes: string[] = [];
    for (let i = 0; i < 10; i++) {
      const card = await t.as(owner).post('gift-cards', { amount: 50 });
      expect(card.statusCode, card.body).toBe(201);
      codes.push(card.json().data.code);
    }
    // Each card is asked 10 × 7.00 = 70.00 of its 50.00: seven sales each go through, three are refused.
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        t.as(owner).post('transactions', {
          items: [{ productId: mug._id, quantity: 1 }],
          payments: [{ method: 'GiftCard', amount: 7, code: codes[i % 10] }],
        }),
      ),
    );
    const by = (code: number) => answers.filter((a) => a.statusCode === code).length;
    expect([by(201), by(409)]).toEqual([70, 30]);
    for (const code of codes) {
      const card = await t.as(owner).get(`gift-cards/${code}`);
      expect(card.json().data.balance).toBe(1);
    }
    expect((await t.as(owner).get(`products/${mug._id}`)).json().data.stock).toBe(930);
    await expectBalancesAddUp(t, org);
    await expectStockAddsUp(t, org);
  });
});

describe.skipIf(!onPostgres)('a charge account charged from many registers at once', () => {
  it('20 sales of 30.00 on account against a 200.00 limit: 6 go through, the rest are refused; payments meanwhile never double', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    const item = (
      await t.as(owner).post('products', { name: 'Tab item', price: 30, stock: 100, sku: 'TAB-C' })
    ).json().data;
    const customer = (
      await t.as(owner).post('customers', { name: 'Tab Customer', creditLimit: 200 })
    ).json().data;
    // The first charge opens the account; 19 more race for the 170.00 left: 5 fit.
    const first = await t.as(owner).post('transactions', {
      items: [{ productId: item._id, quantity: 1 }],
      customerId: customer._id,
      payments: [{ method: 'Account', amount: 30 }],
    });
    expect(first.statusCode, first.body).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: 19 }, () =>
        t.as(owner).post('transactions', {
          items: [{ productId: item._id, quantity: 1 }],
          customerId: customer._id,
          payments: [{ method: 'Account', amount: 30 }],
        }),
      ),
    );
    const by = (code: number) => answers.filter((a) => a.statusCode === code).length;
    expect([by(201), by(409)]).toEqual([5, 14]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json().code).toBe('INSUFFICIENT_BALANCE');
    }
    // Ten payments of 30.00 at once with one key each pair: 180.00 owed, each key pays once.
    const pays = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t
          .as(owner)
          .post(
            `customers/${customer._id}/account-payments`,
            { amount: 30, method: 'Card' },
            { headers: { 'idempotency-key': `race-pay-${Math.floor(i / 2)}` } },
          ),
      ),
    );
    expect(pays.map((p) => p.statusCode)).toEqual(Array(10).fill(201));
    const balances = (await t.as(owner).get(`customers/${customer._id}/balances`)).json().data;
    expect(balances.accounts[0]).toMatchObject({ kind: 'account', balance: 30 });
    await expectBalancesAddUp(t, org);
    await expectStockAddsUp(t, org);
  });
});

describe.skipIf(!onPostgres)('gift cards taken offline, synced at once', () => {
  it('two tabs send the same outbox while registers spend the card online: one sale each, never below zero', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    const settings = (await t.as(owner).get('settings/general')).json().data;
    const { effectiveTimeZone: _e, platformTimeZone: _p, taxClasses: _c, ...general } = settings;
    const saved = await t.as(owner).put('settings/general', {
      ...general,
      requireOpenShift: false,
      offlineStoredValueLimit: 50,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const item = (
      await t.as(owner).post('products', { name: 'Card item', price: 10, stock: 500, sku: 'OFF-C' })
    ).json().data;
    const issued = await t.as(owner).post('gift-cards', { amount: 100, code: 'RACE-OFFLINE-1' });
    expect(issued.statusCode, issued.body).toBe(201);
    const device = crypto.randomUUID();
    // Five offline sales of 20.00 each, every one sent by two tabs at once, while ten online
    // sales of 10.00 race for the same 100.00.
    const offline = Array.from({ length: 5 }, (_, i) => ({
      key: crypto.randomUUID(),
      body: {
        items: [{ productId: item._id, quantity: 2 }],
        payments: [{ method: 'GiftCard', amount: 20, code: 'RACE-OFFLINE-1' }],
        offline: {
          createdAt: new Date(Date.now() - 60_000).toISOString(),
          deviceId: device,
          localNumber: `RACE-${i}`,
        },
      },
    }));
    const answers = await Promise.all([
      ...offline.flatMap((o) =>
        [0, 1].map(() =>
          t.as(owner).post('transactions', o.body, { headers: { 'idempotency-key': o.key } }),
        ),
      ),
      ...Array.from({ length: 10 }, () =>
        t.as(owner).post('transactions', {
          items: [{ productId: item._id, quantity: 1 }],
          payments: [{ method: 'GiftCard', amount: 10, code: 'RACE-OFFLINE-1' }],
        }),
      ),
    ]);
    const offlineAnswers = answers.slice(0, 10);
    expect(offlineAnswers.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
    // Each pair answers one sale.
    for (let i = 0; i < 5; i++) {
      expect(offlineAnswers[2 * i]?.json().data._id).toBe(
        offlineAnswers[2 * i + 1]?.json().data._id,
      );
    }
    const online = answers.slice(10);
    expect(online.every((a) => a.statusCode === 201 || a.statusCode === 409)).toBe(true);
    const card = (await t.as(owner).get('gift-cards/RACE-OFFLINE-1')).json().data;
    expect(card.balance).toBeGreaterThanOrEqual(0);
    // Each offline sale took from the card once: all it asked, or — flagged balance_short —
    // what was left.
    const ledger = (await t.as(owner).get(`stored-value/${card._id}/ledger?limit=100`)).json();
    const redeemed = ledger.data.filter((e: { kind: string }) => e.kind === 'redeem') as {
      transactionId: string;
      amount: number;
    }[];
    const sales = new Set(offlineAnswers.map((a) => a.json().data._id));
    expect(sales.size).toBe(5);
    for (const answer of offlineAnswers.filter((_, i) => i % 2 === 0)) {
      const sale = answer.json().data;
      const rows = redeemed.filter((e) => e.transactionId === sale._id);
      expect(rows.length).toBeLessThanOrEqual(1);
      if (!sale.reviewReasons.includes('balance_short')) expect(rows[0]?.amount).toBe(-20);
      else expect(-(rows[0]?.amount ?? 0)).toBeLessThan(20);
    }
    await expectBalancesAddUp(t, org);
    await expectStockAddsUp(t, org);
  });
});
