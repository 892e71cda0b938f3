import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addMember, createTestApp, signUp, useTestApp } from './test/test-app.js';

const t = useTestApp();

describe('app', () => {
  it('answers /healthz', async () => {
    const res = await t.as(null).get('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.as(null).get('/api/v1/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it("answers what Node's HTTP parser refuses with the contract's body too", async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const raw = (text: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1', () => socket.end(text));
        let answer = '';
        socket.on('data', (chunk) => {
          answer += chunk.toString('utf8');
        });
        socket.on('close', () => resolve(answer));
        socket.on('error', reject);
      });
    const garbage = await raw('NOT HTTP AT ALL\r\n\r\n');
    expect(garbage).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(JSON.parse(garbage.split('\r\n\r\n')[1] ?? '')).toEqual({
      message: 'The request is not valid HTTP.',
      code: 'BAD_REQUEST',
    });
    const big = await raw(
      `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(big).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(JSON.parse(big.split('\r\n\r\n')[1] ?? '')).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('sends security headers, also on 401 and 403 answers', async () => {
    const owner = await signUp(t);
    const cashier = await addMember(t, owner.user.organizationId, 'cashier');
    const answers = {
      ok: await t.as(null).get('/healthz'),
      unauthorized: await t.as(null).get('customers'),
      forbidden: await t.as(cashier).get('roles'),
    };
    expect(answers.unauthorized.statusCode).toBe(401);
    expect(answers.forbidden.statusCode).toBe(403);
    for (const [name, res] of Object.entries(answers)) {
      expect(res.headers['x-content-type-options'], name).toBe('nosniff');
      expect(res.headers['content-security-policy'], name).toContain("default-src 'self'");
      // The older header says what the CSP's frame-ancestors 'none' says.
      expect(res.headers['content-security-policy'], name).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], name).toBe('DENY');
    }
  });

  it("admits Razorpay's checkout script only when Razorpay is the gateway", async () => {
    const sandboxCsp = String(
      (await t.as(null).get('/healthz')).headers['content-security-policy'],
    );
    expect(sandboxCsp).not.toContain('razorpay');
    const live = await createTestApp({
      env: { RAZORPAY_KEY_ID: 'rzp_test_k', RAZORPAY_KEY_SECRET: 'secret-secret' },
    });
    try {
      const csp = String((await live.as(null).get('/healthz')).headers['content-security-policy']);
      expect(csp).toMatch(/script-src 'self' https:\/\/checkout\.razorpay\.com/);
      expect(csp).toContain('https://api.razorpay.com');
    } finally {
      await live.close();
    }
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.as(null).get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/v1/auth/login');
  });

  it('refuses to start with an /api/v1 route that declares no access rule', async () => {
    await expect(
      createTestApp({ beforeReady: (app) => app.get('/api/v1/undeclared', async () => ({})) }),
    ).rejects.toThrow(/declares no access rule/);
  });

  it('answers 403 naming the permission the caller lacks, 200 to one who holds it', async () => {
    const other = await createTestApp({
      beforeReady: (app) =>
        app.get(
          '/api/v1/guarded',
          {
            config: { access: { kind: 'permission', anyOf: ['manage_users'] } },
            schema: {
              operationId: 'guardedProbe',
              errors: [403],
              response: { 200: z.object({ ok: z.boolean() }) },
            },
          },
          async () => ({ ok: true }),
        ),
    });
    try {
      const owner = await signUp(other);
      const cashier = await addMember(other, owner.user.organizationId, 'cashier');
      const denied = await other.as(cashier).get('guarded');
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toMatchObject({
        code: 'FORBIDDEN',
        details: { permission: 'manage_users' },
      });
      const allowed = await other.as(owner).get('guarded');
      expect(allowed.json()).toEqual({ ok: true });
    } finally {
      await other.close();
    }
  });

  it('serves the built web app, with index.html for client routes and cached assets', async () => {
    const web = mkdtempSync(path.join(tmpdir(), 'pos-web-'));
    mkdirSync(path.join(web, 'assets'));
    writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>POS</title>');
    writeFileSync(path.join(web, 'assets', 'app-1234.js'), 'console.log(1)');
    const sw = `self.addEventListener("fetch", () => {});${' '.repeat(2000)}`;
    writeFileSync(path.join(web, 'sw.js'), sw);
    // As the build writes it (apps/web/build/precompress.ts): sent to a browser that accepts it.
    writeFileSync(path.join(web, 'sw.js.br'), brotliCompressSync(sw));
    const other = await createTestApp({ env: { WEB_DIST: web } });
    try {
      for (const url of ['/login', '/dashboard', '/reset-password/abc', '/']) {
        const res = await other.as(null).get(url);
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toContain('<title>POS</title>');
      }
      const asset = await other.as(null).get('/assets/app-1234.js');
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toContain('immutable');
      expect((await other.as(null).get('/assets/missing.js')).statusCode).toBe(404);
      // The service worker and the page are checked with the server at every update check.
      for (const url of ['/sw.js', '/index.html', '/pos']) {
        for (const encoding of ['br', 'identity']) {
          const res = await other.as(null).get(url, { headers: { 'accept-encoding': encoding } });
          expect(res.statusCode, url).toBe(200);
          expect(res.headers['cache-control'], `${url} ${encoding}`).toBe('no-cache');
        }
      }
      const compressed = await other.as(null).get('/sw.js', {
        headers: { 'accept-encoding': 'br' },
      });
      expect(compressed.headers['content-encoding']).toBe('br');
      // The app's fallback is for its own routes: the API, uploads and health paths 404 for real.
      for (const url of [
        '/api/v1/nothing-here',
        '/api',
        '/api/v2/x',
        '/uploads/none',
        '/uploads/a/b',
        '/healthz/x',
      ]) {
        const res = await other.as(null).get(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json(), url).toMatchObject({ code: 'NOT_FOUND' });
      }
    } finally {
      await other.close();
      rmSync(web, { recursive: true, force: true });
    }
  });
});
