/**
 * Ids in URL paths (issue 15): every value either survives the round trip through URL parsing or is refused —
 * never silently turned into another address (a module id "." made /view/. become /view/).
 */
import { fc, test } from '@fast-check/vitest';
import { DotSegmentError, isDotSegment, isStablePath, pathSegment } from '../../../../runtime/core/routing/path-segment';

/** Strings rich in dots, slashes, percent signs and backslashes, where URL normalisation bites. */
const tricky = fc.oneof(
  fc.string(),
  fc.string({ unit: fc.constantFrom('.', '/', '\\', '%', '2', 'e', 'E', 'a', ' ', '?', '#', '\t') }),
  fc.constantFrom('.', '..', '%2e', '%2E%2e', '.%2e', '...', 'a.'),
);

describe('pathSegment', () => {
  it.each(['.', '..'])('refuses the dot segment %j with a message naming it', (value) => {
    expect(() => pathSegment(value)).toThrow(DotSegmentError);
    expect(() => pathSegment(value)).toThrow(`"${value}" cannot be a URL path segment`);
  });

  it.each([['%2e', '%252e'], ['...', '...'], ['a/b', 'a%2Fb'], ['a b', 'a%20b']])('encodes %j as %j', (value, encoded) => {
    expect(pathSegment(value)).toBe(encoded);
  });

  test.prop([tricky])('every other value comes back unchanged after URL parsing, as one segment', (value) => {
    if (isDotSegment(value)) {
      expect(() => pathSegment(value)).toThrow(DotSegmentError);
      return;
    }
    const url = new URL(`https://h.example/api/x/${pathSegment(value)}/Info?t=1`);
    const segments = url.pathname.split('/');
    expect(segments).toHaveLength(5);
    expect(decodeURIComponent(segments[3]!)).toBe(value);
  });
});

describe('isStablePath', () => {
  test.prop([tricky])('a path it accepts is not changed by URL parsing', (raw) => {
    const path = `/${raw.replace(/[?#%]/g, '')}`;
    if (isStablePath(path)) expect(decodeURI(new URL(`${path}?q`, 'https://h.example').pathname).replace(/\\/g, '/')).toBe(path.replace(/\\/g, '/'));
  });

  it.each(['/a/./b', '/a/../b', '/..', '/a\\..\\b', '/a/%2E%2e/b', '/.', '//evil.example/x', '/\\evil.example'])('refuses %j', (path) => {
    expect(isStablePath(path)).toBe(false);
  });
});
