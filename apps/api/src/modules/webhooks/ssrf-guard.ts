import { promises as dns, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Whether a webhook URL may be called (docs/DESIGN.md, "Integrations, languages and
 * switching", step 2, SSRF): the URL is an organization's input, and the server calling it
 * from inside its network must not become a way to reach that network. The host is resolved
 * once, every address checked, and the request connects to those addresses (pinnedLookup).
 */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export type HostLookup = (host: string) => Promise<ResolvedAddress[]>;

export type UrlCheck =
  | { ok: true; url: URL; addresses: ResolvedAddress[] }
  | {
      ok: false;
      reason: 'invalid' | 'scheme' | 'credentials' | 'unresolvable' | 'private';
      message: string;
    };

/** IPv4 ranges no webhook may reach, with why. */
const IPV4_BLOCKED: [network: string, prefix: number][] = [
  ['0.0.0.0', 8], // "this network"; Linux connects 0.0.0.0 to the host itself
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT, the provider's side
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, with the cloud metadata service 169.254.169.254
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, with the broadcast 255.255.255.255
];

const IPV6_BLOCKED: [network: string, prefix: number][] = [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b:1::', 48], // NAT64 for local use
  ['100::', 64], // discard-only
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // the former site-local
  ['ff00::', 8], // multicast
];

const hexGroups = (v4: string) => {
  const [a = 0, b = 0, c = 0, d = 0] = v4.split('.').map(Number);
  return `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
};

/**
 * IPv4-mapped IPv6 (::ffff:127.0.0.1) is checked against the IPv4 rules by BlockList itself;
 * the translation prefixes that embed an IPv4 address, NAT64 (64:ff9b::/96) and 6to4
 * (2002::/16), get each IPv4 range added in their form.
 */
const BLOCKED = (() => {
  const list = new BlockList();
  for (const [network, prefix] of IPV4_BLOCKED) {
    list.addSubnet(network, prefix, 'ipv4');
    list.addSubnet(`64:ff9b::${network}`, 96 + prefix, 'ipv6');
    list.addSubnet(`2002:${hexGroups(network)}::`, 16 + prefix, 'ipv6');
  }
  for (const [network, prefix] of IPV6_BLOCKED) list.addSubnet(network, prefix, 'ipv6');
  return list;
})();

/** Names that reach the cloud provider's metadata service without a private-looking address. */
const METADATA_NAMES = new Set(['metadata', 'metadata.google.internal']);

/** The family comes from the address itself; what is no address at all is refused too. */
export function isForbiddenAddress({ address }: ResolvedAddress): boolean {
  const family = isIP(address);
  return family === 0 || BLOCKED.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

const systemLookup: HostLookup = async (host) =>
  (await dns.lookup(host, { all: true, verbatim: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

async function resolve(host: string, lookup: HostLookup): Promise<ResolvedAddress[]> {
  // Numeric hosts in any spelling (2130706433, 0x7f.1, 0177.0.0.1) are already dotted quads
  // here: the WHATWG URL parser normalizes them, so the literal is what gets checked.
  const family = isIP(host);
  if (family !== 0) return [{ address: host, family: family === 6 ? 6 : 4 }];
  try {
    return await lookup(host);
  } catch {
    return [];
  }
}

/**
 * Plain http is allowed beside https: receivers on a private network (and the tests' servers)
 * speak http, and the body is signed either way; the admin sees the scheme they typed.
 * `allowPrivate` (WEBHOOKS_ALLOW_PRIVATE=1, for tests) skips only the address rules.
 */
export async function checkWebhookUrl(
  raw: string,
  opts: { allowPrivate: boolean; lookup?: HostLookup },
): Promise<UrlCheck> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'invalid', message: 'The URL is not a valid URL' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { ok: false, reason: 'scheme', message: 'The URL must start with https:// or http://' };
  }
  if (url.username || url.password) {
    return {
      ok: false,
      reason: 'credentials',
      message: 'The URL must not contain a user name or password',
    };
  }
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const privateHost = {
    ok: false,
    reason: 'private',
    message: 'The URL points to a private or reserved address',
  } as const;
  if (!opts.allowPrivate && METADATA_NAMES.has(host.replace(/\.$/, ''))) return privateHost;
  const addresses = await resolve(host, opts.lookup ?? systemLookup);
  if (addresses.length === 0) {
    return { ok: false, reason: 'unresolvable', message: `The host ${host} could not be resolved` };
  }
  // Any forbidden address refuses the URL: the connection may use any of them.
  if (!opts.allowPrivate && addresses.some(isForbiddenAddress)) return privateHost;
  return { ok: true, url, addresses };
}

/**
 * A `lookup` for http.request / tls.connect (and undici's `connect`) that answers the checked
 * addresses whatever the name, so DNS cannot answer differently between the check and the
 * connection (rebinding). It serves one request to the checked URL only.
 */
export function pinnedLookup(addresses: readonly ResolvedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family;
    const answers: LookupAddress[] = addresses.filter((a) => !family || a.family === family);
    const first = answers[0];
    // Asynchronous like dns.lookup: the socket's callers expect the answer after they return.
    process.nextTick(() => {
      if (!first) {
        const error: NodeJS.ErrnoException = new Error('No checked address of that family');
        error.code = 'ENOTFOUND';
        callback(error, '');
      } else if (options.all) {
        callback(null, answers);
      } else {
        callback(null, first.address, first.family);
      }
    });
  };
}
