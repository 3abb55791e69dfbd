/** The /workFlowDetail link of spec 01 §2.1: config = encodeURIComponent(Base64(UTF-8(JSON))). */
import { fc, test } from '@fast-check/vitest';
import { buildFlowDetailUrl, decodeFlowConfig, encodeFlowConfig } from '../../../../runtime/core/workflow/detail-link';

/** Base64 of a text's UTF-8 bytes, written independently of the module under test. */
function base64OfUtf8(text: string): string {
  return btoa(Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join(''));
}

const body = fc.dictionary(fc.string({ unit: 'binary' }), fc.jsonValue({ stringUnit: 'binary', maxDepth: 3 }));

describe('encodeFlowConfig', () => {
  it('is the URL-encoded Base64 of the UTF-8 JSON, Chinese included', () => {
    const request = { id: '1', flowId: 'f-9', opType: 1, taskName: '资产领用审批' };
    const encoded = encodeFlowConfig(request);
    expect(encoded).toBe(encodeURIComponent(base64OfUtf8(JSON.stringify(request))));
    expect(encoded).not.toMatch(/[+/=]/);
    expect(decodeFlowConfig(encoded)).toEqual(request);
  });

  test.prop([body])('round-trips any JSON object', (value) => {
    expect(decodeFlowConfig(encodeFlowConfig(value))).toEqual(JSON.parse(JSON.stringify(value)));
  });

  test.prop([body])('decodes the value the router already URL-decoded, and a + turned into a space', (value) => {
    const routed = decodeURIComponent(encodeFlowConfig(value));
    expect(decodeFlowConfig(routed)).toEqual(JSON.parse(JSON.stringify(value)));
    expect(decodeFlowConfig(routed.replace(/\+/g, ' '))).toEqual(JSON.parse(JSON.stringify(value)));
  });

  it('round-trips a large body without overflowing the call stack', () => {
    const large = { note: '审批意见'.repeat(50_000), list: Array.from({ length: 2000 }, (_, index) => ({ index })) };
    expect(decodeFlowConfig(encodeFlowConfig(large))).toEqual(large);
  });
});

describe('decodeFlowConfig', () => {
  it.each([
    ['nothing', undefined],
    ['null', null],
    ['an empty value', ''],
    ['text that is no Base64', 'not base64!!'],
    ['a broken percent escape', '%E0%A4%A'],
    ['Base64 of text that is no JSON', base64OfUtf8('hello')],
    ['Base64 of a JSON array', base64OfUtf8('[1,2]')],
    ['Base64 of JSON null', base64OfUtf8('null')],
    ['Base64 of a JSON number', base64OfUtf8('42')],
    ['Base64 of bytes that are no UTF-8', btoa('\u00ff\u00fe{}')],
    ['Base64 of a JSON object holding bytes that are no UTF-8', btoa('{"a":"\u00ff"}')],
  ])('gives undefined for %s', (_label, param) => {
    expect(decodeFlowConfig(param)).toBeUndefined();
  });
});

describe('buildFlowDetailUrl', () => {
  test.prop([body, fc.string({ unit: 'binary' })])('builds /workFlowDetail with config and token that read back', (value, token) => {
    const url = new URL(buildFlowDetailUrl(value, token), 'http://localhost');
    expect(url.pathname).toBe('/workFlowDetail');
    expect([...url.searchParams.keys()]).toEqual(['config', 'token']);
    expect(url.searchParams.get('token')).toBe(token);
    expect(decodeFlowConfig(url.searchParams.get('config'))).toEqual(JSON.parse(JSON.stringify(value)));
  });
});
