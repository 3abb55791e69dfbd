/**
 * Network addresses for people (issue 14: the home page showed "::1" as the last sign-in address).
 *
 * Without a geo database only two kinds of place can be named: this computer (the loopback addresses 127.0.0.0/8
 * and ::1, also as IPv4-mapped IPv6) and the local network (10/8, 172.16/12, 192.168/16, 169.254/16, and IPv6
 * unique-local fc00::/7 and link-local fe80::/10). A local address reads as its place alone; a private one keeps
 * the address and names the network; any other address is shown as it is.
 */

/** Where an address is, as far as it can be told without a geo database. */
export type AddressPlace = 'local' | 'intranet' | 'elsewhere';

/** The message key that names each nameable place. */
export const ADDRESS_PLACE_KEYS = { local: 'common.localMachine', intranet: 'common.intranet' } as const;

/** A message key naming a place. */
export type AddressPlaceKey = (typeof ADDRESS_PLACE_KEYS)[keyof typeof ADDRESS_PLACE_KEYS];

function ipv4Octets(text: string): number[] | undefined {
  const parts = text.split('.');
  if (parts.length !== 4 || parts.some((part) => !/^\d{1,3}$/.test(part))) return undefined;
  const octets = parts.map(Number);
  return octets.every((octet) => octet <= 255) ? octets : undefined;
}

/** The place of an address (IPv4, IPv6, or IPv4-mapped IPv6); anything unreadable is "elsewhere". */
export function addressPlace(address: string): AddressPlace {
  const ip = address.trim().toLowerCase();
  const v4 = ipv4Octets(ip.replace(/^::ffff:/, ''));
  if (v4) {
    const [a, b] = v4 as [number, number, number, number];
    if (a === 127) return 'local';
    if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254)) return 'intranet';
    return 'elsewhere';
  }
  if (!ip.includes(':')) return 'elsewhere';
  if (ip === '::1' || ip === '0:0:0:0:0:0:0:1') return 'local';
  // The first group has all four digits here: "fc:" is 0x00fc, outside both ranges.
  if (/^f[cd][0-9a-f]{2}:/.test(ip) || /^fe[89ab][0-9a-f]:/.test(ip)) return 'intranet';
  return 'elsewhere';
}

/** The name of an address's place ('' when it has none), in the language of `say`. */
export function addressPlaceName(address: string, say: (key: AddressPlaceKey) => string): string {
  const place = addressPlace(address);
  return place === 'elsewhere' ? '' : say(ADDRESS_PLACE_KEYS[place]);
}

/** An address as a person reads it: "本机" for a local one, "10.0.0.7 (内网)" for a private one, others as they are. */
export function describeAddress(address: string, say: (key: AddressPlaceKey) => string): string {
  const place = addressPlace(address);
  if (place === 'local') return say(ADDRESS_PLACE_KEYS.local);
  if (place === 'intranet') return `${address} (${say(ADDRESS_PLACE_KEYS.intranet)})`;
  return address;
}
