/** Filling print templates: values escaped, sub-table rows repeated, unfilled placeholders stripped. */
import { fc, test } from '@fast-check/vitest';
import { escapeHtml, renderPrintTemplate, templatePlaceholders } from '../../../../runtime/core/print/template';

describe('print templates', () => {
  it('fills fields and repeats the row that names a sub-table, once per row', () => {
    const template =
      '<p>单号：{{billNo}} 申请人：{{ applicant }}</p><table><tr><th>物品</th><th>数量</th></tr><tr><td>{{items-name}}</td><td>{{items-qty}}</td></tr></table><p>合计：{{total}}</p>';
    const html = renderPrintTemplate(template, {
      billNo: 'LY-0001',
      applicant: '张三',
      items: [
        { name: '笔记本电脑', qty: 2 },
        { name: '显示器', qty: 1 },
      ],
      total: '3',
    });
    expect(html).toBe(
      '<p>单号：LY-0001 申请人：张三</p><table><tr><th>物品</th><th>数量</th></tr><tr><td>笔记本电脑</td><td>2</td></tr><tr><td>显示器</td><td>1</td></tr></table><p>合计：3</p>',
    );
  });

  it('drops a sub-table row when the table has no rows, and strips placeholders with no value', () => {
    const html = renderPrintTemplate('<p>{{missing}}x</p><table><tr><td>{{items-name}}</td></tr></table>', { items: [] });
    expect(html).toBe('<p>x</p><table></table>');
  });

  it('escapes values, so a record cannot add markup or a placeholder', () => {
    const html = renderPrintTemplate('<p>{{a}}|{{b}}</p>', { a: '<img src=x onerror=alert(1)>', b: '{{a}}' });
    expect(html).toBe('<p>&lt;img src=x onerror=alert(1)&gt;|&#123;&#123;a&#125;&#125;</p>');
  });

  it('lists the placeholders a template names, each once', () => {
    expect(templatePlaceholders('{{a}} {{ b-c }} {{a}} {x} {{1bad}}')).toEqual(['a', 'b-c']);
  });

  const key = fc.stringMatching(/^[a-z][a-z0-9_]{0,6}$/);
  const anyText = fc.string({ unit: fc.constantFrom('a', '<', '>', '&', '"', "'", '{', '}', '中', ' ', 'x') , maxLength: 20 });

  test.prop([fc.dictionary(key, anyText, { maxKeys: 6 }), fc.array(key, { maxLength: 8 })])(
    'leaves no placeholder and no markup from a value, whatever the values',
    (data, keys) => {
      const template = keys.map((name) => `<span>{{${name}}}</span>`).join('');
      const html = renderPrintTemplate(template, data);
      expect(html).not.toMatch(/\{\{/);
      // The only tags are the template's own.
      expect(html.match(/<[^>]*>/g) ?? []).toEqual(keys.flatMap(() => ['<span>', '</span>']));
      expect(html).toBe(keys.map((name) => `<span>${escapeHtml(data[name] ?? '')}</span>`).join(''));
    },
  );

  test.prop([fc.array(fc.record({ name: anyText, qty: fc.integer({ min: 0, max: 99 }) }), { maxLength: 12 })])(
    'repeats a sub-table row exactly as often as the table has rows',
    (rows) => {
      const html = renderPrintTemplate('<table><tr><td>{{items-name}}</td><td>{{items-qty}}</td></tr></table>', { items: rows });
      expect((html.match(/<tr>/g) ?? []).length).toBe(rows.length);
      expect(html).toBe(`<table>${rows.map((row) => `<tr><td>${escapeHtml(row.name)}</td><td>${row.qty}</td></tr>`).join('')}</table>`);
    },
  );
});
