import { isIP } from 'node:net';

/**
 * Which proxies in front of this server are trusted to say who the client is (X-Forwarded-For),
 * as TRUST_PROXY gives it: nothing, a number of hops, or a list of proxy addresses and CIDRs.
 * "Trust everyone" is never a value: it would let any client name its own address.
 */
export type TrustProxy = false | { hops: number } | { addresses: string[] };

/** proxy-addr's names for address ranges, accepted in the list as Fastify's `trustProxy` accepts them. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One list entry: an address, an address with a prefix length (CIDR), or a range name. */
function validEntry(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  if (rest.length > 0) return false;
  const version = isIP(address!);
  if (version === 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

export class TrustProxyError extends Error {}

/**
 * Reads TRUST_PROXY: unset, `false`, `no` or `0` trusts nothing; `true` or `yes` is one hop (the
 * right-most X-Forwarded-For address, the one the proxy appended); a whole number is that many hops;
 * anything else is a comma-separated list of proxy addresses, CIDRs or range names.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const v = (value ?? '').trim().toLowerCase();
  if (v === '' || v === 'false' || v === 'no' || v === '0') return false;
  if (v === 'true' || v === 'yes') return { hops: 1 };
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    if (hops > 10) throw new TrustProxyError('TRUST_PROXY: at most 10 hops');
    return { hops };
  }
  const addresses = v
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const bad = addresses.filter((e) => !validEntry(e));
  if (addresses.length === 0 || bad.length > 0) {
    throw new TrustProxyError(
      `TRUST_PROXY: ${bad.length ? `"${bad.join('", "')}" is not` : 'expected'} a hop count, true/false, or proxy addresses and CIDRs (10.0.0.1, 10.0.0.0/8, loopback)`,
    );
  }
  return { addresses };
}

/**
 * Fastify's `trustProxy` for a setting. Fastify 5.12 turns a number into "trust nothing", so hops
 * are a function of our own: the socket's peer and the hops before it are proxies, the address
 * they appended is the client's.
 */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false) return false;
  if ('hops' in trust) {
    const { hops } = trust;
    return (_address, hop) => hop < hops;
  }
  return trust.addresses;
}

const LOOPBACK_HOSTS = new Set(['localhost', '::1', '[::1]', '::ffff:127.0.0.1']);

/** A listening address (HOST) or address of a peer on this machine only. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const a = address.trim().toLowerCase();
  return LOOPBACK_HOSTS.has(a) || /^127(\.\d{1,3}){3}$/.test(a) || /^::ffff:127(\.\d{1,3}){3}$/.test(a);
}
