import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { importForm } from '../../test/import-form.js';
import { expectBalancesAddUp, expectStockAddsUp } from '../../test/invariants.js';
import { signUp, useTestApp } from '../../test/test-app.js';
import { importsSettled } from './imports.service.js';

const t = useTestApp();
const FIXTURES = path.join(import.meta.dirname, 'fixtures');
type Session = Awaited<ReturnType<typeof signUp>>;

const fixture = (file: string) => readFileSync(path.join(FIXTURES, file), 'utf8');

async function runImport(
  who: Session,
  source: string,
  kind: string,
  file: string,
  extra: Record<string, string> = {},
  content = fixture(file),
) {
  const form = importForm({ source, kind, ...extra }, file, content);
  const res = await t.as(who).post('imports', form.payload, { headers: form.headers });
  expect(res.statusCode, res.body).toBe(202);
  await importsSettled();
  const job = await t.as(who).get(`imports/${res.json().data._id}`);
  expect(job.statusCode, job.body).toBe(200);
  return job.json().data as {
    _id: string;
    status: string;
    rowsDone: number;
    rowsTotal: number;
    created: number;
    updated: number;
    errors: number;
  };
}

const count = async (table: 'products' | 'product_variations' | 'customers', org: string) => {
  const [row] = await queryRows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from ${sql.raw(table)} where organization_id = ${org}`,
  );
  return row?.n ?? 0;
};

describe('import from another POS', () => {
  it.each([
    ['square', 'square-products.csv'],
    ['shopify', 'shopify-products.csv'],
    ['shopify', 'shopify-products-legacy.csv'],
    ['loyverse', 'loyverse-products.csv'],
    ['lightspeed', 'lightspeed-products.csv'],
    ['lightspeed', 'lightspeed-r-products.csv'],
  ])(
    '%s products (%s): products with variations and stock; a second import changes nothing',
    async (source, file) => {
      const owner = await signUp(t);
      const org = owner.user.organizationId;
      const first = await runImport(owner, source, 'products', file);
      expect(first.status).toBe('done');
      expect(first.created).toBeGreaterThan(0);
      expect(first.rowsDone).toBe(first.rowsTotal);
      const products = await count('products', org);
      const variations = await count('product_variations', org);
      // signUp seeds no products: every one is the file's.
      expect(products).toBe(first.created);
      await expectStockAddsUp(t, org, { allowNegative: true });

      const second = await runImport(owner, source, 'products', file);
      expect(second).toMatchObject({ status: 'done', created: 0, updated: 0 });
      expect(await count('products', org)).toBe(products);
      expect(await count('product_variations', org)).toBe(variations);
      await expectStockAddsUp(t, org, { allowNegative: true });
    },
  );

  it('Square: variations grouped, barcodes as SKUs, costs, stock per store (stores made by name)', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    await runImport(owner, 'square', 'products', 'square-products.csv');
    const latte = await queryRows<{ sku: string; price: string; combination: string[] }>(
      t.db,
      sql`select v.sku, v.price::text, v.attribute_combination as combination
          from product_variations v join products p on p.organization_id = v.organization_id
            and p.id = v.product_id
          where p.organization_id = ${org} and p.name = 'Oat Milk Latte' order by v.position`,
    );
    expect(latte).toEqual([
      { sku: 'LAT-OAT-12', price: '4.50', combination: ['Small'] },
      { sku: 'LAT-OAT-16', price: '5.25', combination: ['Large'] },
    ]);
    const [grinder] = await queryRows<{ sku: string; price: string; cost: string }>(
      t.db,
      sql`select sku, price::text, cost_price::text as cost from products
          where organization_id = ${org} and name = 'Burr Coffee Grinder'`,
    );
    expect(grinder).toMatchObject({ sku: 'GRD-BURR-01', price: '1234.50' });
    expect(Number(grinder?.cost)).toBe(702);
    const levels = await queryRows<{ store: string; quantity: string }>(
      t.db,
      sql`select s.name as store, l.quantity::text from stock_levels l
          join stores s on s.organization_id = l.organization_id and s.id = l.store_id
          join products p on p.organization_id = l.organization_id and p.id = l.product_id
          where l.organization_id = ${org} and p.name = 'Burr Coffee Grinder' and l.quantity <> 0
          order by s.name`,
    );
    expect(levels.map((l) => [l.store, Number(l.quantity)])).toEqual([
      ['Harbor Mall', 2],
      ['Main Street', 3],
    ]);
    // Every move is in the ledger, with the import named.
    const [logged] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from inventory_log where organization_id = ${org}
          and remarks = 'Import from Square'`,
    );
    expect(logged?.n).toBeGreaterThan(0);
  });

  it('a changed file updates what changed, and moves stock through the ledger', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    await runImport(owner, 'square', 'products', 'square-products.csv');
    const changed = fixture('square-products.csv').replace('"$1,234.50"', '"$1,199.00"');
    const again = await runImport(owner, 'square', 'products', 'square-products.csv', {}, changed);
    expect(again).toMatchObject({ status: 'done', created: 0, updated: 1 });
    await expectStockAddsUp(t, org, { allowNegative: true });
  });

  it('dryRun writes nothing and says what it would do', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    const stores = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from stores where organization_id = ${org}`,
    );
    const trial = await runImport(owner, 'shopify', 'products', 'shopify-products.csv', {
      dryRun: 'true',
    });
    expect(trial.status).toBe('done');
    expect(trial.created).toBeGreaterThan(0);
    expect(await count('products', org)).toBe(0);
    expect(await count('product_variations', org)).toBe(0);
    const [refs] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from external_refs where organization_id = ${org}`,
    );
    expect(refs?.n).toBe(0);
    expect(
      await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from stores where organization_id = ${org}`,
      ),
    ).toEqual(stores);
  });

  it('customers with opening balances as ledger rows (reason import); a bad row in errors.csv', async () => {
    const owner = await signUp(t);
    const org = owner.user.organizationId;
    const file = `${fixture('lightspeed-customers.csv').trimEnd()}\r\nbad-05,Bad-0005,Bad,Row,,bad@example.nz,,,,,,,,,,,,,,NZ,,,0,0.00,lots,0.00\r\n`;
    const job = await runImport(owner, 'lightspeed', 'customers', 'c.csv', {}, file);
    expect(job.status).toBe('done');
    expect(job.created).toBe(4);
    expect(await count('customers', org)).toBe(4);
    const rows = await queryRows<{ name: string; kind: string; amount: string; reason: string }>(
      t.db,
      sql`select c.name, a.kind, e.amount::text, e.reason from stored_value_entries e
          join stored_value_accounts a on a.organization_id = e.organization_id and a.id = e.account_id
          join customers c on c.organization_id = a.organization_id and c.id = a.customer_id
          where e.organization_id = ${org} order by c.name, a.kind`,
    );
    expect(rows).toContainEqual({
      name: 'Aroha Ngata',
      kind: 'store_credit',
      amount: '25.00',
      reason: 'import',
    });
    expect(rows).toContainEqual({
      name: 'Aroha Ngata',
      kind: 'points',
      amount: '18.40',
      reason: 'import',
    });
    await expectBalancesAddUp(t, org);

    const csv = await t.as(owner).get(`imports/${job._id}/errors.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    // The unreadable balance (row 7), the nameless row 5 and the account paid ahead (row 3).
    expect(csv.body).toMatch(/"7","store_credit_balance"/);
    expect(csv.body).toMatch(/"5","","The customer has no name/);
    expect(csv.body).toMatch(/"3",/);
    // Why, in the reader's language.
    expect(csv.body).toMatch(/"7","store_credit_balance","""lots"" is not an amount\."/);
    await t.as(owner).patch('profile', { language: 'es' });
    const spanish = await t.as(owner).get(`imports/${job._id}/errors.csv`);
    expect(spanish.body).toMatch(/"7","store_credit_balance","""lots"" no es un importe\."/);
    await t.as(owner).patch('profile', { language: null });

    const again = await runImport(owner, 'lightspeed', 'customers', 'c.csv', {}, file);
    expect(again).toMatchObject({ created: 0, updated: 0 });
    const [entries] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from stored_value_entries where organization_id = ${org}`,
    );
    expect(entries?.n).toBe(rows.length);
    await expectBalancesAddUp(t, org);
  });

  it.each([
    ['square', 'square-customers.csv'],
    ['shopify', 'shopify-customers.csv'],
    ['loyverse', 'loyverse-customers.csv'],
  ])('%s customers (%s) import, once', async (source, file) => {
    const owner = await signUp(t);
    const first = await runImport(owner, source, 'customers', file);
    expect(first.status).toBe('done');
    expect(first.created).toBeGreaterThan(0);
    const second = await runImport(owner, source, 'customers', file);
    expect(second).toMatchObject({ created: 0, updated: 0 });
    await expectBalancesAddUp(t, owner.user.organizationId);
  });

  it('previews the layout, the mapping and the first records; a mapping override is applied', async () => {
    const owner = await signUp(t);
    const form = importForm(
      { source: 'square', kind: 'products' },
      'square-products.csv',
      fixture('square-products.csv'),
    );
    const res = await t.as(owner).post('imports/preview', form.payload, { headers: form.headers });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.layout.id).toBe('square-products');
    expect(data.columns).toContainEqual({ header: 'Item Name', field: 'name' });
    expect(data.unknown).toContain('SEO Title');
    expect(data.records[0].name).toBe('Oat Milk Latte');

    const mapped = importForm(
      {
        source: 'square',
        kind: 'products',
        mapping: JSON.stringify({ 'SEO Title': 'description', Description: null }),
      },
      'square-products.csv',
      fixture('square-products.csv'),
    );
    const again = await t
      .as(owner)
      .post('imports/preview', mapped.payload, { headers: mapped.headers });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.columns).toContainEqual({ header: 'SEO Title', field: 'description' });
    expect(again.json().data.unknown).toContain('Description');
  });

  it('previews several files sent at once, more than read at a time, each its own', async () => {
    const owner = await signUp(t);
    const files = [
      ['square', 'products', 'square-products.csv', 'square-products'],
      ['shopify', 'products', 'shopify-products.csv', 'shopify-products'],
      ['loyverse', 'products', 'loyverse-products.csv', 'loyverse-products'],
      ['square', 'customers', 'square-customers.csv', 'square-customers'],
    ] as const;
    // Four at once: more than an instance reads at a time on a machine of two cores (one a core).
    const answers = await Promise.all(
      files.map(([source, kind, file]) => {
        const form = importForm({ source, kind }, file, fixture(file));
        return t.as(owner).post('imports/preview', form.payload, { headers: form.headers });
      }),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(4).fill(200));
    expect(answers.map((a) => a.json().data.layout.id)).toEqual(files.map(([, , , id]) => id));
  });

  it('answers a wrong file, a wrong form and another tenant with 4xx codes', async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const wrong = importForm(
      { source: 'square', kind: 'customers' },
      'p.csv',
      fixture('square-products.csv'),
    );
    const res = await t.as(owner).post('imports', wrong.payload, { headers: wrong.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('IMPORT_LAYOUT_UNKNOWN');
    const badSource = importForm({ source: 'clover', kind: 'products' }, 'p.csv', 'a,b\n1,2');
    const bad = await t
      .as(owner)
      .post('imports', badSource.payload, { headers: badSource.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('BAD_REQUEST');
    const badMap = importForm(
      { source: 'square', kind: 'products', mapping: '{nope' },
      'p.csv',
      fixture('square-products.csv'),
    );
    expect(
      (await t.as(owner).post('imports/preview', badMap.payload, { headers: badMap.headers }))
        .statusCode,
    ).toBe(400);
    const noFile = await t.as(owner).post('imports', {});
    expect(noFile.statusCode).toBe(400);

    const job = await runImport(owner, 'square', 'customers', 'square-customers.csv');
    expect((await t.as(other).get(`imports/${job._id}`)).statusCode).toBe(404);
    expect((await t.as(other).get(`imports/${job._id}/errors.csv`)).statusCode).toBe(404);
    // One audit event for the import.
    const events = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from audit_events where organization_id = ${owner.user.organizationId}
          and action = 'import'`,
    );
    expect(events[0]?.n).toBe(1);
  });
});
