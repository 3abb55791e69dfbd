/** Addresses are recorded and shown the way people read them. */
import { fc, test } from '@fast-check/vitest';
import { normaliseAddress } from '../../../server/http/client-address';

describe('normaliseAddress', () => {
  it.each([
    ['::ffff:127.0.0.1', '127.0.0.1'],
    ['::FFFF:10.1.2.3', '10.1.2.3'],
    ['127.0.0.1', '127.0.0.1'],
    ['::1', '::1'],
    ['2001:db8::1', '2001:db8::1'],
    ['unknown', 'unknown'],
  ])('%s is written %s', (address, expected) => {
    expect(normaliseAddress(address)).toBe(expected);
  });

  test.prop([fc.ipV4()])('any IPv4-mapped address becomes its IPv4 address', (ip) => {
    expect(normaliseAddress(`::ffff:${ip}`)).toBe(ip);
    expect(normaliseAddress(ip)).toBe(ip);
  });
});
