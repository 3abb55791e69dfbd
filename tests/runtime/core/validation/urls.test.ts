/** Stored URL fields hold only http(s) addresses or same-origin paths (issue 8 §13). */
import { fc, test } from '@fast-check/vitest';
import { isSafeUrl } from '../../../../runtime/core/validation/urls';

describe('isSafeUrl', () => {
  it('accepts http(s) addresses, same-origin paths and nothing', () => {
    for (const url of ['', 'https://cdn.example.com/a.png', 'http://10.0.0.1/x', '/api/file/Image/userAvatar/a.png']) expect(isSafeUrl(url), url).toBe(true);
  });
  it('refuses script, data and protocol-relative addresses', () => {
    for (const url of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<script>', '//evil.example/x', '/\\evil.example', 'vbscript:x', 'java\nscript:alert(1)']) {
      expect(isSafeUrl(url), url).toBe(false);
    }
  });
  test.prop([fc.webUrl()])('every web URL is accepted', (url) => {
    expect(isSafeUrl(url)).toBe(true);
  });
  test.prop([fc.stringMatching(/^[a-z][a-z0-9+.-]{0,10}$/).filter((scheme) => scheme !== 'http' && scheme !== 'https'), fc.string()])(
    'no other scheme is accepted',
    (scheme, rest) => {
      expect(isSafeUrl(`${scheme}:${rest}`)).toBe(false);
    },
  );
});
