import { DATE_FILTER_PATTERN } from '@pos/contracts/list';
import { UNSAFE_TEXT_MESSAGE } from '@pos/contracts/text';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp, useTestApp } from './test/test-app.js';

const t = useTestApp();
let owner: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  owner = await signUp(t);
});

async function rowCount(table: string) {
  const res = (await t.db.execute(
    sql.raw(`select count(*)::int as n from ${table}`),
  )) as unknown as {
    rows: { n: number }[];
  };
  return res.rows[0]?.n;
}

describe('one rule for text in every request', () => {
  it('refuses NUL and other control characters with a 400 naming the field, writing nothing', async () => {
    const before = {
      warehouses: await rowCount('warehouses'),
      attributes: await rowCount('attributes'),
      manufacturers: await rowCount('manufacturers'),
    };
    for (const [url, body, field] of [
      ['warehouses', { name: 'a\u0000b' }, 'name'],
      ['attributes', { name: 'Size\u0001', values: ['S'] }, 'name'],
      ['attributes', { name: 'Size', values: ['S', 'M\u001b'] }, 'values.1'],
      ['productAdditionalInfo/manufactures', { name: '\u007fAcme' }, 'name'],
    ] as const) {
      const res = await t.as(owner).post(url, body);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({
        message: `${field}: ${UNSAFE_TEXT_MESSAGE}`,
        code: 'VALIDATION_ERROR',
        details: { [field]: UNSAFE_TEXT_MESSAGE },
      });
    }
    expect({
      warehouses: await rowCount('warehouses'),
      attributes: await rowCount('attributes'),
      manufacturers: await rowCount('manufacturers'),
    }).toEqual(before);
  });

  it('refuses them before sign-in too, and in list filters and paths', async () => {
    const login = await t
      .as(null)
      .post('auth/login', { username: 'a\u0000b', password: 'whatever pass' });
    expect(login.statusCode).toBe(400);
    expect(login.json().details).toEqual({ username: UNSAFE_TEXT_MESSAGE });

    const search = await t.as(owner).get('customers?search=%00');
    expect(search.statusCode).toBe(400);
    expect(search.json().details).toEqual({ search: UNSAFE_TEXT_MESSAGE });

    const path = await t.as(owner).get('customers/ab%00cd');
    expect(path.statusCode).toBe(400);
    expect(path.json().code).toBe('VALIDATION_ERROR');
  });

  it('refuses a lone surrogate, which has no UTF-8 form, keeps tabs, new lines and emoji', async () => {
    const broken = await t.as(owner).post('customers', '{"name":"x\\ud800y"}', {
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().details).toEqual({ name: UNSAFE_TEXT_MESSAGE });

    const fine = await t.as(owner).post('customers', { name: 'Zoë 🙂\tLine 1\r\nLine 2' });
    expect(fine.statusCode).toBe(201);
    expect(fine.json().data).toMatchObject({ name: 'Zoë 🙂\tLine 1\r\nLine 2' });
  });
});

describe('empty updates', () => {
  it('answers every PUT and PATCH with an empty object the same 400, changing nothing', async () => {
    const profile = await t.as(owner).get('profile');
    const customer = (await t.as(owner).post('customers', { name: 'Kept' })).json().data;
    for (const [method, url] of [
      ['PATCH', 'profile'],
      ['PUT', `customers/${customer._id}`],
      ['PUT', 'settings/general'],
    ] as const) {
      const res = await t.as(owner).request(method, url, {});
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({
        code: 'EMPTY_UPDATE',
        message: 'Nothing to change: send at least one field.',
      });
    }
    expect((await t.as(owner).get('profile')).json()).toEqual(profile.json());
    expect((await t.as(owner).get(`customers/${customer._id}`)).json().data.name).toBe('Kept');
  });
});

describe('dates', () => {
  it('refuses days that do not exist and year 0', async () => {
    for (const d of ['2024-02-30', '2023-02-29', '0000-01-01', '2024-13-01', '2024-01-01T24:00']) {
      const res = await t.as(owner).get(`transactions?fromDate=${d}`);
      expect(res.statusCode, d).toBe(400);
      expect(res.json().details, d).toEqual({ fromDate: 'Not a valid date.' });
    }
    for (const d of ['2024-02-29', '2023-12-31T23:59:59Z', '9999-12-31']) {
      expect((await t.as(owner).get(`transactions?fromDate=${d}`)).statusCode, d).toBe(200);
    }
    // Offsets past ±15:59 and endless fractions of a second: PostgreSQL reads neither (a 500 once).
    for (const d of ['2024-01-15T12:00+20:00', `2024-01-15T12:00:00.${'1'.repeat(300)}Z`]) {
      const res = await t.as(owner).get(`customers?createdFrom=${encodeURIComponent(d)}`);
      expect(res.statusCode, d).toBe(400);
    }
  });

  it('admits only date filters the database reads', async () => {
    await fc.assert(
      fc.asyncProperty(fc.stringMatching(new RegExp(DATE_FILTER_PATTERN)), async (d) => {
        const res = await t.as(owner).get(`customers?createdFrom=${encodeURIComponent(d)}`);
        expect(res.statusCode, `${d}: ${res.body}`).toBe(200);
      }),
      { numRuns: 150, seed: 37 },
    );
  });
});

describe('the text rule in uploaded files', () => {
  it('refuses a bulk-upload row with a NUL cell, naming the line and column', async () => {
    const boundary = '----rules-boundary';
    const csv = 'sku,name,price\nOK-1,Fine,2\nBAD-1,a\u0000b,3';
    const body = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="productFile"; filename="p.csv"',
      'Content-Type: text/csv',
      '',
      csv,
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const res = await t.as(owner).post('products/bulk-upsert-csv', body, {
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      created: 1,
      updated: 0,
      errors: [{ sku: 'BAD-1', line: 3, message: `name: ${UNSAFE_TEXT_MESSAGE}` }],
    });
  });
});
