import type { LookupAddress, LookupOptions } from 'node:dns';
import { describe, expect, it, vi } from 'vitest';
import {
  checkWebhookUrl,
  type HostLookup,
  pinnedLookup,
  type ResolvedAddress,
} from './ssrf-guard.js';

const answering =
  (...addresses: string[]): HostLookup =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

const check = (
  url: string,
  lookup: HostLookup = answering('93.184.216.34'),
  allowPrivate = false,
) => checkWebhookUrl(url, { allowPrivate, lookup });

describe('checkWebhookUrl', () => {
  it('accepts a public host, with the addresses it resolved to', async () => {
    const result = await check('https://hooks.example.com/pos?x=1');
    expect(result).toMatchObject({
      ok: true,
      addresses: [{ address: '93.184.216.34', family: 4 }],
    });
    expect(result.ok && result.url.href).toBe('https://hooks.example.com/pos?x=1');
    expect((await check('http://hooks.example.com/', answering('2606:2800:220:1::1'))).ok).toBe(
      true,
    );
  });

  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '0.0.0.0',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '100.127.255.254',
    '224.0.0.1',
    '239.255.255.250',
    '240.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'febf::1',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '64:ff9b::127.0.0.1',
    '64:ff9b::a9fe:a9fe',
    '2002:7f00:1::1',
    '2002:c0a8:101::1',
  ])('refuses a host resolving to %s', async (address) => {
    expect(await check('https://hooks.example.com/', answering(address))).toMatchObject({
      ok: false,
      reason: 'private',
    });
  });

  it('refuses when any one of the addresses is forbidden', async () => {
    const result = await check('https://a.example/', answering('93.184.216.34', '10.0.0.5'));
    expect(result).toMatchObject({ ok: false, reason: 'private' });
  });

  it.each([
    '100.63.255.255',
    '100.128.0.1',
    '172.15.255.255',
    '172.32.0.1',
    '192.169.0.1',
    '169.253.0.1',
    '11.0.0.1',
    '223.255.255.254',
    '::ffff:93.184.216.34',
    '64:ff9b::5db8:d822',
    '2002:5db8:d822::1',
  ])('accepts the public address %s', async (address) => {
    expect((await check('https://hooks.example.com/', answering(address))).ok).toBe(true);
  });

  it.each([
    ['http://127.0.0.1:8080/hook'],
    ['http://2130706433/'],
    ['http://0x7f.1/'],
    ['http://0x7f000001/'],
    ['http://0177.0.0.1/'],
    ['http://127.1/'],
    ['http://0/'],
    ['http://[::1]/'],
    ['http://[::ffff:127.0.0.1]/'],
    ['http://[0:0:0:0:0:ffff:a9fe:a9fe]/'],
    ['http://169.254.169.254/latest/meta-data/'],
    ['http://0xa9.0xfe.0xa9.0xfe/'],
  ])('refuses the literal %s without asking DNS', async (url) => {
    const lookup = vi.fn(answering('93.184.216.34'));
    expect(await check(url, lookup)).toMatchObject({ ok: false, reason: 'private' });
    expect(lookup).not.toHaveBeenCalled();
  });

  it.each([
    'http://metadata.google.internal/computeMetadata/v1/',
    'http://METADATA.Google.Internal./',
    'http://metadata/',
  ])('refuses the metadata name %s whatever it resolves to', async (url) => {
    expect(await check(url)).toMatchObject({ ok: false, reason: 'private' });
  });

  it('lets private addresses through when allowed, still over http(s) only', async () => {
    const local = await check('http://127.0.0.1:4000/hook', undefined, true);
    expect(local).toMatchObject({ ok: true, addresses: [{ address: '127.0.0.1', family: 4 }] });
    const named = await check('http://receiver.test/', answering('10.0.0.7'), true);
    expect(named).toMatchObject({ ok: true, addresses: [{ address: '10.0.0.7', family: 4 }] });
    expect(await check('ftp://127.0.0.1/', undefined, true)).toMatchObject({ reason: 'scheme' });
  });

  it.each(['ftp://hooks.example.com/', 'file:///etc/passwd', 'gopher://x/', 'javascript:alert(1)'])(
    'refuses the scheme of %s',
    async (url) => {
      expect(await check(url)).toMatchObject({ ok: false, reason: 'scheme' });
    },
  );

  it.each([
    'https://user:pass@hooks.example.com/',
    'https://user@hooks.example.com/',
    'https://:p@h.example/',
  ])('refuses the credentials in %s', async (url) => {
    expect(await check(url)).toMatchObject({ ok: false, reason: 'credentials' });
  });

  it('refuses a host that does not resolve, and what is no URL', async () => {
    const failing: HostLookup = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    expect(await check('https://nowhere.invalid/', failing)).toMatchObject({
      reason: 'unresolvable',
    });
    expect(await check('https://empty.example/', answering())).toMatchObject({
      reason: 'unresolvable',
    });
    expect(await check('not a url')).toMatchObject({ ok: false, reason: 'invalid' });
  });

  it('refuses an answer that is no address', async () => {
    expect(await check('https://odd.example/', answering('not-an-ip'))).toMatchObject({
      reason: 'private',
    });
  });
});

describe('pinnedLookup', () => {
  const addresses: ResolvedAddress[] = [
    { address: '93.184.216.34', family: 4 },
    { address: '2606:2800:220:1::1', family: 6 },
  ];
  const ask = (options: LookupOptions) =>
    new Promise<{
      err: NodeJS.ErrnoException | null;
      address: string | LookupAddress[];
      family?: number;
    }>((resolve) =>
      pinnedLookup(addresses)('anything.example', options, (err, address, family) =>
        resolve({ err, address, family }),
      ),
    );

  it('answers the checked addresses whatever the name', async () => {
    expect(await ask({})).toEqual({ err: null, address: '93.184.216.34', family: 4 });
    expect(await ask({ all: true })).toEqual({ err: null, address: addresses, family: undefined });
  });

  it('keeps to the family asked for', async () => {
    expect(await ask({ family: 6 })).toEqual({
      err: null,
      address: '2606:2800:220:1::1',
      family: 6,
    });
    expect(await ask({ family: 'IPv4', all: true })).toMatchObject({ address: [addresses[0]] });
  });

  it('fails like DNS when no checked address has the family', async () => {
    const only4 = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      pinnedLookup([{ address: '93.184.216.34', family: 4 }])('x', { family: 6 }, (err) =>
        resolve(err),
      ),
    );
    expect(only4?.code).toBe('ENOTFOUND');
  });
});
