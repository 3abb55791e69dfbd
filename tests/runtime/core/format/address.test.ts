/** Network addresses for people: local ones by name, private ones with the network named (issue 14). */
import { fc, test } from '@fast-check/vitest';
import { addressPlace, addressPlaceName, describeAddress } from '../../../../runtime/core/format/address';

const say = (key: string) => ({ 'common.localMachine': '本机', 'common.intranet': '内网' })[key] ?? key;
const octet = fc.integer({ min: 0, max: 255 });
const ipv4 = (first: fc.Arbitrary<number>, second: fc.Arbitrary<number> = octet) => fc.tuple(first, second, octet, octet).map((parts) => parts.join('.'));
const publicFirst = octet.filter((a) => a !== 10 && a !== 127 && a !== 172 && a !== 192 && a !== 169);

describe('addressPlace', () => {
  it.each([
    ['::1', 'local'],
    ['0:0:0:0:0:0:0:1', 'local'],
    ['127.0.0.1', 'local'],
    ['::ffff:127.0.0.1', 'local'],
    ['10.0.0.1', 'intranet'],
    ['172.16.5.4', 'intranet'],
    ['172.32.5.4', 'elsewhere'],
    ['192.168.1.20', 'intranet'],
    ['::ffff:192.168.1.20', 'intranet'],
    ['fd12:3456::1', 'intranet'],
    ['fe80::1', 'intranet'],
    ['fc::1', 'elsewhere'],
    ['8.8.8.8', 'elsewhere'],
    ['2001:db8::1', 'elsewhere'],
    ['', 'elsewhere'],
    ['999.1.1.1', 'elsewhere'],
  ])('%s is %s', (address, place) => {
    expect(addressPlace(address)).toBe(place);
  });

  test.prop([ipv4(fc.constant(127))])('every loopback IPv4 is local, also when IPv4-mapped', (ip) => {
    expect(addressPlace(ip)).toBe('local');
    expect(addressPlace(`::ffff:${ip}`)).toBe('local');
  });

  test.prop([fc.oneof(ipv4(fc.constant(10)), ipv4(fc.constant(172), fc.integer({ min: 16, max: 31 })), ipv4(fc.constant(192), fc.constant(168)))])(
    'every private IPv4 is on the local network',
    (ip) => {
      expect(addressPlace(ip)).toBe('intranet');
    },
  );

  test.prop([ipv4(publicFirst)])('a public IPv4 is elsewhere, mapped or not', (ip) => {
    expect(addressPlace(ip)).toBe('elsewhere');
    expect(addressPlace(`::ffff:${ip}`)).toBe('elsewhere');
  });
});

describe('describeAddress', () => {
  test.prop([fc.oneof(ipv4(fc.constant(127)), fc.constant('::1'))])('names a local address without showing it', (ip) => {
    expect(describeAddress(ip, say)).toBe('本机');
    expect(addressPlaceName(ip, say)).toBe('本机');
  });

  test.prop([ipv4(fc.constant(10))])('keeps a private address and names its network', (ip) => {
    expect(describeAddress(ip, say)).toBe(`${ip} (内网)`);
  });

  test.prop([ipv4(publicFirst)])('shows any other address as it is, with no place name', (ip) => {
    expect(describeAddress(ip, say)).toBe(ip);
    expect(addressPlaceName(ip, say)).toBe('');
  });
});
