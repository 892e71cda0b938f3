import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  brotliCompressSync,
  brotliDecompressSync,
  createBrotliDecompress,
  createGunzip,
  gunzipSync,
  gzipSync,
} from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, seedDemo } from '../seeds/demo.js';
import { customers } from './modules/customers/customers.tables.js';
import { createTestApp, signUp, type TestApp } from './test/test-app.js';

/** What a browser sends, and what a gzip-only client sends (a client without either sends none). */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };
const GZIP = { 'accept-encoding': 'gzip' };

function decoded(res: LightMyRequestResponse): Buffer {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload);
  if (encoding === 'gzip') return gunzipSync(res.rawPayload);
  return res.rawPayload;
}

/**
 * The answer of `url` as a browser gets it (brotli), as a gzip-only client gets it and as a
 * client that asks for no encoding gets it: the first two compressed, the last not, all three
 * the same content.
 */
async function expectCompressed(t: TestApp, caller: { token: string } | null, url: string) {
  const plain = await t.as(caller).get(url);
  expect(plain.statusCode, `${url}: ${plain.body.slice(0, 200)}`).toBe(200);
  expect(plain.headers['content-encoding'], url).toBeUndefined();
  for (const [headers, encoding] of [
    [BROWSER, 'br'],
    [GZIP, 'gzip'],
  ] as const) {
    const res = await t.as(caller).get(url, { headers });
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-encoding'], url).toBe(encoding);
    expect(String(res.headers.vary), url).toMatch(/accept-encoding/i);
    expect(res.headers['content-type'], url).toBe(plain.headers['content-type']);
    expect(res.rawPayload.length, url).toBeLessThan(plain.rawPayload.length);
    expect(decoded(res).equals(plain.rawPayload), url).toBe(true);
    // Compression comes after the security headers, not instead of them.
    expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
  }
  return plain;
}

let t: TestApp;
/** The demo organization's Owner: every export has rows of each kind to compress. */
let owner: { token: string };
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.deps, pino({ level: 'silent' }), true);
  const [account] = DEMO_ACCOUNTS;
  const res = await t.as(null).post('auth/login', {
    username: account?.email,
    password: account?.password,
  });
  owner = res.json();
  // The demo has no shifts: a closed one and an open one, so their export has rows too.
  const first = await t.as(owner).post('shifts/open', { openingFloat: 100 });
  expect(first.statusCode, first.body).toBe(201);
  await t.as(owner).post(`shifts/${first.json().data._id}/cash-movements`, {
    type: 'pay_out',
    amount: 12.5,
    reason: 'Window cleaner',
  });
  await t.as(owner).post(`shifts/${first.json().data._id}/close`, { countedCash: 87.5 });
  expect((await t.as(owner).post('shifts/open', { openingFloat: 150 })).statusCode).toBe(201);
});
afterAll(() => t.close());

describe('compression of API answers', () => {
  it('compresses JSON answers and the OpenAPI document for a client that accepts it', async () => {
    const permissions = await expectCompressed(t, owner, 'permissions?noPagination=true');
    expect(permissions.headers['content-type']).toMatch(/^application\/json/);
    const docs = await expectCompressed(t, null, '/api/docs/json');
    expect(Object.keys(JSON.parse(docs.body).paths)).toContain('/api/v1/auth/login');
  });

  it('leaves a small answer as it is: compressing it would gain nothing', async () => {
    const res = await t.as(null).get('/healthz', { headers: BROWSER });
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('compresses every CSV export and keeps it streamed', async () => {
    const exports = t.app.routeTable.filter(
      (r) => r.method === 'GET' && r.url.endsWith('/export.csv'),
    );
    expect(exports.map((r) => r.url)).toContain('/api/v1/inventory-log/export.csv');
    // A record with rows that has no list of its own: a customer's store-credit account.
    const storeCredit = async () => {
      const customer = await t.as(owner).post('customers', { name: 'Ledger Probe' });
      let accountId = '';
      // Rows enough that compressing them gains something.
      for (let i = 0; i < 12; i++) {
        const credit = await t
          .as(owner)
          .post(`customers/${customer.json().data._id}/store-credit`, {
            direction: 'add',
            amount: 1,
            reason: 'Goodwill for a late delivery',
          });
        accountId = credit.json().data.account._id;
      }
      return accountId;
    };
    // Gift cards, API keys and webhook endpoints enough that their lists compress.
    for (let i = 0; i < 12; i++) {
      expect((await t.as(owner).post('gift-cards', { amount: 10 + i })).statusCode).toBe(201);
      const key = await t
        .as(owner)
        .post('api-keys', { name: `Integration ${i}`, permissions: ['manage_products'] });
      expect(key.statusCode).toBe(201);
      const hook = await t.as(owner).post('webhooks', {
        url: `https://93.184.215.14/pos/${i}`,
        events: ['sale.completed', 'stock.changed'],
      });
      expect(hook.statusCode).toBe(201);
    }
    for (const route of exports) {
      // A record's rows (a stock count's lines) at the demo's newest such record.
      const [, list] = route.url.match(/^\/api\/v1\/([^/]+)\/:id\//) ?? [];
      const id =
        list === 'stored-value'
          ? await storeCredit()
          : list && (await t.as(owner).get(list)).json().data[0]._id;
      const url = list ? route.url.replace(':id', id) : route.url;
      const plain = await expectCompressed(t, owner, url);
      expect(plain.headers['content-type'], url).toBe('text/csv; charset=utf-8');
      for (const headers of [{}, BROWSER]) {
        const res = await t.as(owner).get(url, { headers });
        // Sent as it is read from the database, in chunks: its length is known to nobody.
        expect(res.headers['transfer-encoding'], url).toBe('chunked');
        expect(res.headers['content-length'], url).toBeUndefined();
      }
    }
  });

  it('compresses an export of several batches into the same rows', async () => {
    const shop = await signUp(t);
    const rows = Array.from({ length: 2_500 }, (_, i) => ({
      organizationId: shop.user.organizationId,
      name: `Customer ${i}`,
      email: `customer${i}@mail.test`,
    }));
    await t.db.insert(customers).values(rows);
    const plain = await expectCompressed(t, shop, 'customers/export.csv');
    expect(plain.body.split('\r\n').filter(Boolean)).toHaveLength(2_501);
  });
});

describe('a compressed stream', () => {
  /** Released by the test once the client has the first rows: the stream's end waits on it. */
  let release = () => {};
  let slow: TestApp;
  beforeAll(async () => {
    // An export whose second half comes only when the client has shown it got the first: a
    // compressor that held the stream back until its end would never let it finish.
    slow = await createTestApp({
      beforeReady: (app) =>
        app.get(
          '/api/v1/slow-export.csv',
          { config: { access: { kind: 'public' } } },
          async (_request, reply) => {
            const rest = new Promise<void>((resolve) => {
              release = resolve;
            });
            async function* rows() {
              yield '"first","row"\r\n'.repeat(200);
              await rest;
              yield '"last","row"\r\n';
            }
            return reply
              .header('content-type', 'text/csv; charset=utf-8')
              .send(Readable.from(rows()));
          },
        ),
    });
    await slow.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => slow.close());

  it('reaches the client chunk by chunk, not once it has ended', async () => {
    const { port } = slow.app.server.address() as AddressInfo;
    for (const [encoding, decompressor] of [
      ['br', createBrotliDecompress],
      ['gzip', createGunzip],
    ] as const) {
      // Held back, the first rows would come only after this lets the stream end.
      let heldBack = false;
      const timer = setTimeout(() => {
        heldBack = true;
        release();
      }, 10_000);
      const text = await new Promise<string>((resolve, reject) => {
        const request = http.get(
          {
            port,
            host: '127.0.0.1',
            path: '/api/v1/slow-export.csv',
            headers: { 'accept-encoding': encoding },
          },
          (res) => {
            expect(res.headers['content-encoding']).toBe(encoding);
            let body = '';
            const rows = res.pipe(decompressor()).setEncoding('utf8');
            rows.on('data', (chunk: string) => {
              body += chunk;
              if (body.includes('"first","row"')) release();
            });
            rows.on('end', () => resolve(body));
            rows.on('error', reject);
          },
        );
        request.on('error', reject);
      });
      clearTimeout(timer);
      expect(heldBack, encoding).toBe(false);
      expect(text).toBe(`${'"first","row"\r\n'.repeat(200)}"last","row"\r\n`);
    }
  });
});

describe('compression of the web app and uploads', () => {
  const web = mkdtempSync(path.join(tmpdir(), 'pos-web-'));
  const page = `<!doctype html><title>POS</title>${'<p>sign in</p>'.repeat(200)}`;
  const script = `console.log(${JSON.stringify('a login page '.repeat(300))});`;
  const style = `body{margin:0}${'.x{color:red}'.repeat(200)}`;
  const icon = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(100)}</svg>`;
  // As the build writes them (apps/web/build/precompress.ts): a .br and a .gz beside the file.
  const files: Record<string, string | Buffer> = {
    'index.html': page,
    'index.html.br': brotliCompressSync(page),
    'index.html.gz': gzipSync(page),
    'assets/app-1234.js': script,
    'assets/app-1234.js.br': brotliCompressSync(script),
    'assets/app-1234.js.gz': gzipSync(script),
    // Without precompressed copies (a build of older days): compressed as it is sent.
    'assets/app-1234.css': style,
    'logo.svg': icon,
    'apple-touch-icon.png': Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n'), Buffer.alloc(4096)]),
  };
  mkdirSync(path.join(web, 'assets'));
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(web, name), content);
  let site: TestApp;
  beforeAll(async () => {
    site = await createTestApp({ env: { WEB_DIST: web } });
  });
  afterAll(async () => {
    await site.close();
    rmSync(web, { recursive: true, force: true });
  });

  it('sends the precompressed HTML and JavaScript as the build wrote them', async () => {
    for (const [url, file] of [
      ['/login', 'index.html'],
      ['/no/such/page', 'index.html'],
      ['/assets/app-1234.js', 'assets/app-1234.js'],
    ] as const) {
      await expectCompressed(site, null, url);
      const br = await site.as(null).get(url, { headers: BROWSER });
      expect(br.rawPayload.equals(files[`${file}.br`] as Buffer), url).toBe(true);
      const gz = await site.as(null).get(url, { headers: GZIP });
      expect(gz.rawPayload.equals(files[`${file}.gz`] as Buffer), url).toBe(true);
    }
    expect((await site.as(null).get('/login')).headers['content-type']).toMatch(/^text\/html/);
  });

  it('compresses CSS and SVG without precompressed copies as they are sent', async () => {
    const css = await expectCompressed(site, null, '/assets/app-1234.css');
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    const svg = await expectCompressed(site, null, '/logo.svg');
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('keeps the year-long caching of assets on compressed answers', async () => {
    for (const url of ['/assets/app-1234.js', '/assets/app-1234.css']) {
      const res = await site.as(null).get(url, { headers: BROWSER });
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
    }
  });

  it('sends images and installers as they are', async () => {
    const png = await site.as(null).get('/apple-touch-icon.png', { headers: BROWSER });
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-encoding']).toBeUndefined();

    const setup = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(8192)]);
    const scope = '00000000-0000-4000-8000-00000000000e';
    const url = await site.deps.files.put(scope, setup, 'exe');
    const exe = await site.as(null).get(url, { headers: BROWSER });
    expect(exe.statusCode).toBe(200);
    expect(exe.headers['content-type']).toBe('application/vnd.microsoft.portable-executable');
    expect(exe.headers['content-encoding']).toBeUndefined();
    expect(exe.rawPayload.equals(setup)).toBe(true);
  });
});
