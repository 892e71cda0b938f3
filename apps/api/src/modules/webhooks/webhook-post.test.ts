import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer as createTlsServer, type Server as TlsServer } from 'node:tls';
import { afterEach, describe, expect, it } from 'vitest';
import type { ResolvedAddress } from './ssrf-guard.js';
import { delivered, postWebhook, RESPONSE_SNIPPET_BYTES } from './webhook-post.js';

interface Received {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingMessage['headers'];
  body: string;
}

/** How to stop what a test started. */
const stops: (() => Promise<unknown>)[] = [];
const stop = (server: Server | TlsServer) => () => new Promise((resolve) => server.close(resolve));
const loopback: ResolvedAddress[] = [{ address: '127.0.0.1', family: 4 }];

/** A receiver on 127.0.0.1 answering with `handle`, and what it received. */
async function receiver(handle: (req: IncomingMessage, res: ServerResponse) => void) {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    req.on('end', () => {
      received.push({ method: req.method, url: req.url, headers: req.headers, body });
      handle(req, res);
    });
  });
  stops.push(() => {
    server.closeAllConnections();
    return stop(server)();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { port, received };
}

afterEach(async () => {
  for (const close of stops.splice(0)) await close();
});

const post = (port: number, extra: { host?: string; timeoutMs?: number } = {}) =>
  postWebhook({
    url: new URL(`http://${extra.host ?? '127.0.0.1'}:${port}/hook`),
    body: '{"id":"evt_1"}',
    headers: { 'X-POS-Signature': 't=1,v1=ab' },
    addresses: loopback,
    ...(extra.timeoutMs === undefined ? {} : { timeoutMs: extra.timeoutMs }),
  });

describe('postWebhook', () => {
  it('POSTs the body and headers and reports a 2xx as delivered', async () => {
    const { port, received } = await receiver((_req, res) => res.end('thanks'));
    const result = await post(port);
    expect(result).toMatchObject({ status: 200, error: null, responseSnippet: 'thanks' });
    expect(result.durationMs).toBeGreaterThanOrEqual(0);
    expect(delivered(result)).toBe(true);
    expect(received).toEqual([
      expect.objectContaining({ method: 'POST', url: '/hook', body: '{"id":"evt_1"}' }),
    ]);
    expect(received[0]?.headers).toMatchObject({
      'x-pos-signature': 't=1,v1=ab',
      'content-type': 'application/json',
      'content-length': '14',
    });
  });

  it('reports a 500 with the start of its answer, not delivered', async () => {
    const { port } = await receiver((_req, res) => {
      res.statusCode = 500;
      res.end('x'.repeat(10_000));
    });
    const result = await post(port);
    expect(result).toMatchObject({ status: 500, error: null });
    expect(result.responseSnippet).toHaveLength(RESPONSE_SNIPPET_BYTES);
    expect(delivered(result)).toBe(false);
  });

  it('gives up on a receiver that never answers, at the timeout', async () => {
    const { port, received } = await receiver(() => {});
    const result = await post(port, { timeoutMs: 300 });
    expect(result).toMatchObject({ status: null, error: 'timeout', responseSnippet: '' });
    expect(result.durationMs).toBeGreaterThanOrEqual(250);
    expect(result.durationMs).toBeLessThan(5_000);
    expect(received).toHaveLength(1);
    expect(delivered(result)).toBe(false);
  });

  it('does not follow a redirect, which is not delivered', async () => {
    const { port, received } = await receiver((req, res) => {
      if (req.url === '/hook') res.writeHead(302, { location: '/elsewhere' }).end();
      else res.end('followed');
    });
    const result = await post(port);
    expect(result).toMatchObject({ status: 302, error: null });
    expect(delivered(result)).toBe(false);
    expect(received.map((r) => r.url)).toEqual(['/hook']);
  });

  it('connects to the pinned address, keeping the URL host name in Host', async () => {
    const { port, received } = await receiver((_req, res) => res.end('ok'));
    const result = await post(port, { host: 'hooks.example.test' });
    expect(result).toMatchObject({ status: 200, error: null });
    expect(received[0]?.headers.host).toBe(`hooks.example.test:${port}`);
  });

  it('over https, names the URL host in SNI while connecting to the pinned address', async () => {
    // The handshake is refused at the SNI callback, so no certificate is needed to see the name.
    const names: string[] = [];
    const tls = createTlsServer({
      SNICallback: (name, done) => {
        names.push(name);
        done(new Error('no certificate here'));
      },
    });
    stops.push(stop(tls));
    await new Promise<void>((resolve) => tls.listen(0, '127.0.0.1', resolve));
    const { port } = tls.address() as AddressInfo;
    const result = await postWebhook({
      url: new URL(`https://hooks.example.test:${port}/hook`),
      body: '{}',
      headers: {},
      addresses: loopback,
    });
    expect(names).toEqual(['hooks.example.test']);
    expect(result.status).toBeNull();
    expect(result.error).toMatch(/TLS|socket/);
  });

  it('reports a refused connection without throwing', async () => {
    const { port } = await receiver(() => {});
    await stops.pop()?.();
    const result = await post(port);
    expect(result.status).toBeNull();
    expect(result.error).toMatch(/ECONNREFUSED/);
  });

  it('reports a header it cannot send without throwing', async () => {
    const result = await postWebhook({
      url: new URL('http://hooks.example.test/'),
      body: '{}',
      headers: { 'X-Bad': 'a\r\nInjected: 1' },
      addresses: loopback,
    });
    expect(result.status).toBeNull();
    expect(result.error).toMatch(/header/i);
  });
});
