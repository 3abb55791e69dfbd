/**
 * Message-template rendering (issue 12 item 4) as properties: every declared parameter is substituted, text
 * outside placeholders is unchanged, and no parameter value is ever evaluated as a template — with the syntax's
 * cases as examples beside them.
 */
import { fc, test } from '@fast-check/vitest';
import { isParameterName, placeholdersOf, renderTemplate, undeclaredPlaceholders } from '../../../../runtime/core/messaging/template';

const name = fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,11}$/);
/** Literal text that cannot form a placeholder (no braces). */
const literal = fc.string({ maxLength: 12 }).map((text) => text.replace(/[{}]/g, ''));
/** Any value, including ones that look like placeholders of declared names. */
const value = fc.oneof(fc.string({ maxLength: 12 }), name.map((n) => `{${n}}`), fc.integer());

/** A template as alternating literal parts and parameter names. */
const template = fc
  .array(fc.tuple(literal, name), { maxLength: 6 })
  .chain((pairs) => fc.tuple(fc.constant(pairs), literal));

describe('message template rendering', () => {
  test.prop([template, fc.dictionary(name, value)])('substitutes every parameter it has a value for and keeps the text between them', ([pairs, tail], values) => {
    const text = pairs.map(([before, n]) => `${before}{${n}}`).join('') + tail;
    const expected = pairs.map(([before, n]) => before + (Object.prototype.hasOwnProperty.call(values, n) ? String(values[n]) : `{${n}}`)).join('') + tail;
    expect(renderTemplate(text, values)).toBe(expected);
  });

  test.prop([template, fc.dictionary(name, value)])('never evaluates a value: rendering twice with placeholder-like values is not rendering once', ([pairs, tail], values) => {
    const text = pairs.map(([before, n]) => `${before}{${n}}`).join('') + tail;
    // Each value appears verbatim, even when it is itself "{someDeclaredName}".
    const rendered = renderTemplate(text, values);
    let position = 0;
    for (const [before, n] of pairs) {
      expect(rendered.startsWith(before, position)).toBe(true);
      position += before.length;
      const inserted = Object.prototype.hasOwnProperty.call(values, n) ? String(values[n]) : `{${n}}`;
      expect(rendered.startsWith(inserted, position)).toBe(true);
      position += inserted.length;
    }
    expect(rendered.slice(position)).toBe(tail);
  });

  test.prop([fc.string({ maxLength: 40 }), fc.dictionary(name, value)])('leaves a text without placeholders exactly as it is', (text, values) => {
    fc.pre(placeholdersOf(text).length === 0);
    expect(renderTemplate(text, values)).toBe(text);
  });

  test.prop([template])('a template declaring what it uses has nothing undeclared, and dropping a used name reports it', ([pairs, tail]) => {
    const text = pairs.map(([before, n]) => `${before}{${n}}`).join('') + tail;
    const used = placeholdersOf(text);
    expect(undeclaredPlaceholders([text], used)).toEqual([]);
    if (used.length) expect(undeclaredPlaceholders([text], used.slice(1))).toEqual([used[0]]);
  });

  it.each([
    ['会议：{title}，开始于 {startTime}', { title: '周会', startTime: '2026-03-07 10:00' }, '会议：周会，开始于 2026-03-07 10:00'],
    ['{title}{title}', { title: 'x' }, 'xx'],
    ['{ title } {1} {} {a-b} {{title}}', { title: 'T' }, '{ title } {1} {} {a-b} {T}'],
    ['{toString} {constructor} {__proto__}', {}, '{toString} {constructor} {__proto__}'],
    ['{title}', { title: '{startTime}', startTime: 'never' }, '{startTime}'],
    ['{title}', { title: '$& $1 $$' }, '$& $1 $$'],
  ])('renders %s', (text, values, expected) => {
    expect(renderTemplate(text, values)).toBe(expected);
  });

  it('names the parameters in order of first use, once each', () => {
    expect(placeholdersOf('{b} {a} {b} {_c1}')).toEqual(['b', 'a', '_c1']);
    expect(isParameterName('startTime')).toBe(true);
    expect(isParameterName('1st')).toBe(false);
    expect(undeclaredPlaceholders(['{title} {x}', '{y} {title}'], ['title'])).toEqual(['x', 'y']);
  });
});
