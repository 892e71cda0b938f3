import { QUANTITY_MESSAGES } from '@pos/contracts/units';
import { describe, expect, it } from 'vitest';
import { expectStockAddsUp } from '../../test/invariants.js';
import { signUp, useTestApp } from '../../test/test-app.js';

const t = useTestApp();

/** A multipart body with one file field, as a browser sends it. */
function multipart(field: string, filename: string, content: string, type = 'text/csv') {
  const boundary = '----pos-test-boundary';
  const body = [
    `--${boundary}`,
    `Content-Disposition: form-data; name="${field}"; filename="${filename}"`,
    `Content-Type: ${type}`,
    '',
    content,
    `--${boundary}--`,
    '',
  ].join('\r\n');
  return {
    payload: body,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (token: string, m: ReturnType<typeof multipart>) =>
  t.as({ token }).post('products/bulk-upsert-csv', m.payload, { headers: m.headers });

describe('bulk upload', () => {
  it('writes one audit event per product created and per price change', async () => {
    const owner = await signUp(t);
    const first = ['SKU,Name,Price', 'AU-1,Cup,4', 'AU-2,Saucer,3'].join('\r\n');
    expect((await upload(owner.token, multipart('productFile', 'p.csv', first))).statusCode).toBe(
      200,
    );
    const second = ['SKU,Price', 'AU-1,4.50', 'AU-2,3'].join('\r\n');
    expect((await upload(owner.token, multipart('productFile', 'p.csv', second))).statusCode).toBe(
      200,
    );
    const events = (await t.as(owner).get('audit-events?entityType=Product')).json().data as {
      action: string;
      changes: Record<string, unknown>;
    }[];
    expect(events.filter((e) => e.action === 'create')).toHaveLength(2);
    expect(events.filter((e) => e.action === 'update').map((e) => e.changes)).toEqual([
      { price: { before: 4, after: 4.5 } },
    ]);
  });

  it('creates and updates by SKU, reports bad rows and keeps the good ones', async () => {
    const owner = await signUp(t);
    const csv = [
      'SKU,Name,Price,Stock,Category,Supplier,Ignored',
      'BU-1,Blue mug,7.50,12,Kitchen,Acme,x',
      '"BU-2","Red mug, large",8,0,kitchen,ACME,',
      'BU-3,,5,1,,,',
      'BU-4,Bad price,-2,1,,,',
      ',No sku,1,1,,,',
      'BU-5,Bad stock,3,1.5,,,',
    ].join('\r\n');
    const res = await upload(owner.token, multipart('productFile', 'products.csv', csv));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.data.created).toBe(2);
    expect(body.data.updated).toBe(0);
    expect(body.data.errors).toEqual([
      { sku: 'BU-3', line: 4, message: 'A new product needs a name and a price.' },
      { sku: 'BU-4', line: 5, message: 'Price must be a positive number.' },
      { sku: null, line: 6, message: 'SKU is required.' },
      { sku: 'BU-5', line: 7, message: 'Stock must be a non-negative integer.' },
    ]);
    expect(body.message).toBe('Processed 6 rows: 2 created, 0 updated, 4 with errors.');
    const list = (await t.as(owner).get('products?sort=name')).json();
    expect(list.totalCount).toBe(2);
    expect(
      list.data.map((p: { name: string; categoryName: string; totalStock: number }) => [
        p.name,
        p.categoryName,
        p.totalStock,
      ]),
    ).toEqual([
      ['Blue mug', 'Kitchen', 12],
      ['Red mug, large', 'Kitchen', 0],
    ]);
    // One category and one supplier, though spelled two ways.
    expect((await t.as(owner).get('categories')).json().totalCount).toBe(1);
    expect((await t.as(owner).get('productAdditionalInfo/suppliers')).json().totalCount).toBe(1);

    const again = await upload(
      owner.token,
      multipart('productFile', 'p.csv', 'sku,price,stock\nbu-1,9.99,3\nBU-2,8,\nBU-2,9,1'),
    );
    expect(again.json().data).toEqual({
      created: 0,
      updated: 2,
      errors: [{ sku: 'BU-2', line: 4, message: 'This SKU already appears on line 3.' }],
    });
    const mug = (await t.as(owner).get('products?search=BU-1')).json().data[0];
    expect(mug).toMatchObject({ name: 'Blue mug', price: 9.99, totalStock: 3 });

    // Without a stock column, updates leave stock alone (no stock moves at all).
    const pricesOnly = await upload(
      owner.token,
      multipart('productFile', 'p.csv', 'sku,price\nBU-1,10.50\nBU-2,8.25'),
    );
    expect(pricesOnly.statusCode, pricesOnly.body).toBe(200);
    expect(pricesOnly.json().data).toEqual({ created: 0, updated: 2, errors: [] });
    const after = (await t.as(owner).get('products?sort=name')).json();
    expect(
      after.data.map((p: { price: number; totalStock: number }) => [p.price, p.totalStock]),
    ).toEqual([
      [10.5, 3],
      [8.25, 0],
    ]);
    expect(after.totalCount).toBe(2);
    await expectStockAddsUp(t, owner.user.organizationId);
  });

  it('refuses a missing file, another file type and a file without a sku column', async () => {
    const owner = await signUp(t);
    const none = await t.as(owner).post('products/bulk-upsert-csv', {});
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Please select a CSV file to upload.');
    const wrongField = await upload(owner.token, multipart('file', 'p.csv', 'sku\nA'));
    expect(wrongField.json().message).toBe('Please select a CSV file to upload.');
    const xlsx = await upload(
      owner.token,
      multipart(
        'productFile',
        'p.xlsx',
        'PK...',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ),
    );
    expect(xlsx.statusCode).toBe(400);
    expect(xlsx.json().message).toBe('The file must be a .csv file.');
    const noSku = await upload(owner.token, multipart('productFile', 'p.csv', 'name,price\nA,1'));
    expect(noSku.statusCode).toBe(400);
    expect(noSku.json().message).toBe(
      'The file has no "sku" column. See the template for the columns.',
    );
    const broken = await upload(
      owner.token,
      multipart('productFile', 'p.csv', 'sku,name\n"A,unterminated'),
    );
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toMatch(/^The file is not valid CSV/);
  });

  it('answers 400 INVALID_MULTIPART to a malformed body (fuzz) and writes nothing', async () => {
    const owner = await signUp(t);
    const boundary = '----pos-test-boundary';
    const part = (csv: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="productFile"; filename="p.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}`;
    const rows = (n: number) =>
      ['sku,name,price,description']
        .concat(Array.from({ length: n }, (_, i) => `MP-${i},Mug ${i},5,${'x'.repeat(200)}`))
        .join('\n');
    const withBoundary = `multipart/form-data; boundary=${boundary}`;
    const cases: [string, string, string | Buffer, string][] = [
      [
        'no boundary',
        'multipart/form-data',
        `${part(rows(2))}\r\n--${boundary}--\r\n`,
        'INVALID_MULTIPART',
      ],
      [
        'cut off in the part headers',
        withBoundary,
        `--${boundary}\r\nContent-Disposition: form-da`,
        'INVALID_MULTIPART',
      ],
      ['cut off mid-file', withBoundary, part(`${rows(3)}\nMP-X,Half`), 'INVALID_MULTIPART'],
      // Larger than the stream buffers: the cut is found while the rows are being read.
      ['cut off mid-file, 180 KB in', withBoundary, part(rows(900)), 'INVALID_MULTIPART'],
      // More rows than one write chunk (1,000) before the cut: still nothing is written.
      ['cut off after 2,500 rows', withBoundary, part(rows(2500)), 'INVALID_MULTIPART'],
      ['no closing boundary', withBoundary, `${part(rows(2))}\r\n`, 'INVALID_MULTIPART'],
      [
        'garbage',
        withBoundary,
        Buffer.from([0, 1, 2, 0xff, 0xfe, 13, 10, 45, 45]),
        'INVALID_MULTIPART',
      ],
      [
        'another boundary',
        'multipart/form-data; boundary=other',
        `${part(rows(2))}\r\n--${boundary}--\r\n`,
        'INVALID_MULTIPART',
      ],
      ['an empty body', withBoundary, '', 'BAD_REQUEST'],
    ];
    for (const [name, contentType, payload, code] of cases) {
      const res = await t
        .as(owner)
        .post('products/bulk-upsert-csv', payload, { headers: { 'content-type': contentType } });
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      expect(res.json().code, name).toBe(code);
      expect(res.json().message, name).toBeTruthy();
    }
    const list = await t.as(owner).get('products');
    expect(list.json().totalCount).toBe(0);
  });

  it('refuses a file over the 20 MB limit with 413 instead of reading the part that fits', async () => {
    const owner = await signUp(t);
    // The parser alone would cut the file at the limit and hand over what came before.
    const csv = `sku,name,price\nBIG-1,Mug,5\nBIG-2,"${'x'.repeat(20 * 1024 * 1024)}",5`;
    const res = await upload(owner.token, multipart('productFile', 'p.csv', csv));
    expect(res.statusCode, res.body.slice(0, 200)).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The file is larger than 20 MB.',
    });
    const list = await t.as(owner).get('products');
    expect(list.json().totalCount).toBe(0);
  });

  it('sets the cost price from a cost column; an empty cell keeps it', async () => {
    const owner = await signUp(t);
    const first = upload(
      owner.token,
      multipart(
        'productFile',
        'p.csv',
        'sku,name,price,cost\r\nC-1,Cup,5,2.125\r\nC-2,Jug,9,\r\nC-3,Pot,9,-1\r\n',
      ),
    );
    const answer = (await first).json();
    expect(answer.data).toMatchObject({ created: 2, updated: 0 });
    expect(answer.data.errors).toEqual([
      { sku: 'C-3', line: 4, message: 'Cost must be a number ≥ 0 with at most 4 decimals.' },
    ]);
    await upload(owner.token, multipart('productFile', 'p.csv', 'sku,cost\r\nC-1,\r\nC-2,3.5\r\n'));
    const costs = (await t.as(owner).get('products?sort=name'))
      .json()
      .data.map((p: { sku: string; costPrice: number | null }) => [p.sku, p.costPrice]);
    expect(costs).toEqual([
      ['C-1', 2.125],
      ['C-2', 3.5],
    ]);
  });

  it('sets the tax class from a "Tax Class" column by name; the default class by name is none', async () => {
    const owner = await signUp(t);
    const reduced = await t.as(owner).post('tax-classes', {
      name: 'Reduced',
      taxes: [{ name: 'VAT', rate: 5 }],
    });
    expect(reduced.statusCode, reduced.body).toBe(201);
    const csv = [
      'SKU,Name,Price,Tax Class',
      'T-1,Tea,5,reduced',
      'T-2,Cake,9,',
      'T-3,Pie,9,Luxury',
      'T-4,Jam,4,Standard',
    ].join('\r\n');
    const answer = (await upload(owner.token, multipart('productFile', 'p.csv', csv))).json();
    expect(answer.data).toMatchObject({ created: 3, updated: 0 });
    expect(answer.data.errors).toEqual([
      {
        sku: 'T-3',
        line: 4,
        message: 'Unknown tax class "Luxury": add it on the Tax Classes screen first.',
      },
    ]);
    const classes = async () =>
      (await t.as(owner).get('products?sort=name'))
        .json()
        .data.map((p: { sku: string; taxClassName: string | null }) => [p.sku, p.taxClassName]);
    expect(await classes()).toEqual([
      ['T-2', null],
      ['T-4', null],
      ['T-1', 'Reduced'],
    ]);
    // An empty cell keeps the class; the default's name moves the product back to the default.
    await upload(
      owner.token,
      multipart('productFile', 'p.csv', 'sku,taxClass\r\nT-1,\r\nT-2,Reduced\r\n'),
    );
    await upload(
      owner.token,
      multipart('productFile', 'p.csv', 'sku,taxClass\r\nT-1,Standard\r\n'),
    );
    expect(await classes()).toEqual([
      ['T-2', 'Reduced'],
      ['T-4', null],
      ['T-1', null],
    ]);
    const exported = (await t.as(owner).get('products/export.csv?sort=name')).body.split('\r\n');
    expect(exported.filter((l) => l.endsWith(',"Reduced","each"'))).toHaveLength(1);
  });

  it('sets what a product is sold by from a "unit" column; a measure takes stock in thousandths', async () => {
    const owner = await signUp(t);
    const csv = [
      'sku,name,price,stock,unit',
      'W-1,Gouda,12.99,10.5,kg',
      'W-2,Mug,5,2.5,',
      'W-3,Oats,3,1.2345,kg',
      'W-4,Rice,2,1,litres',
      'W-5,Milk,1.2,4.25,L',
    ].join('\r\n');
    const answer = (await upload(owner.token, multipart('productFile', 'p.csv', csv))).json();
    expect(answer.data).toMatchObject({ created: 2, updated: 0 });
    expect(answer.data.errors).toEqual([
      { sku: 'W-2', line: 3, message: 'Stock must be a non-negative integer.' },
      { sku: 'W-3', line: 4, message: 'Stock must be a non-negative integer.' },
      { sku: 'W-4', line: 5, message: QUANTITY_MESSAGES.unit },
    ]);
    // An update keeps the unit; a measure does not become each in bulk.
    const again = await upload(
      owner.token,
      multipart('productFile', 'p.csv', 'sku,stock,unit\r\nW-1,9.875,\r\nW-5,4,each\r\n'),
    );
    expect(again.json().data.errors).toEqual([
      {
        sku: 'W-5',
        line: 3,
        message: 'A product sold by a measure becomes each on its form, once its stock is whole.',
      },
    ]);
    const rows = (await t.as(owner).get('products?sort=name')).json().data;
    expect(
      rows.map((p: { sku: string; unit: string; stock: number }) => [p.sku, p.unit, p.stock]),
    ).toEqual([
      ['W-1', 'kg', 9.875],
      ['W-5', 'l', 4.25],
    ]);
    await expectStockAddsUp(t, owner.user.organizationId);
  });
});
