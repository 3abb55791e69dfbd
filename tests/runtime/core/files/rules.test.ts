/** The upload rules shared by the browser and the server (spec 02 §5, §9). */
import { fc, test } from '@fast-check/vitest';
import { acceptsName, extensionOf, limitBytes, refuseFile, sanitizeFileName } from '../../../../runtime/core/files/rules';
import { translate } from '../../../../runtime/core/i18n/messages';

describe('upload rules', () => {
  test.prop([fc.string()])('a sanitised name never holds #, and keeps everything else', (name) => {
    const clean = sanitizeFileName(name);
    expect(clean).not.toContain('#');
    expect(clean).toBe([...name].filter((char) => char !== '#').join(''));
  });

  it('sizes are powers of 1024', () => {
    expect(limitBytes({ size: 500, unit: 'KB' })).toBe(512_000);
    expect(limitBytes({ size: 10, unit: 'MB' })).toBe(10 * 1024 * 1024);
    expect(limitBytes({ size: 1, unit: 'GB' })).toBe(1024 ** 3);
  });

  it.each([
    ['.pdf,.docx', 'a.PDF', true],
    ['.pdf,.docx', 'a.doc', false],
    ['image/*', 'a.webp', true],
    ['image/*', 'a.svg', false],
    ['', 'anything.bin', true],
    ['xls', 'a.xls', true],
    ['.pdf', 'pdf', false],
  ])('accept %s takes %s: %s', (accept, name, expected) => {
    expect(acceptsName(accept, name)).toBe(expected);
  });

  it('answers the spec\'s messages', () => {
    const message = (refusal: ReturnType<typeof refuseFile>) => (refusal ? translate('zh-CN', refusal.key, refusal.params) : '');
    expect(message(refuseFile({ limit: 3 }, { name: 'a.txt', size: 1 }, 3))).toBe('当前限制最多可以上传3个文件');
    expect(message(refuseFile({ image: true, limit: 2 }, { name: 'a.png', size: 1 }, 2))).toBe('当前限制最多可以上传2张图片');
    expect(message(refuseFile({ sizeLimit: { size: 5, unit: 'MB' } }, { name: 'a.txt', size: 5 * 1024 * 1024 + 1 }))).toBe('文件大小超过5MB');
    expect(refuseFile({ sizeLimit: { size: 5, unit: 'MB' } }, { name: 'a.txt', size: 5 * 1024 * 1024 })).toBeUndefined();
    expect(message(refuseFile({ image: true, sizeLimit: { size: 200, unit: 'KB' } }, { name: 'a.png', size: 300 * 1024 }))).toBe('图片大小超过200KB');
    expect(message(refuseFile({ accept: '.pdf' }, { name: 'a.txt', size: 1 }))).toBe('请选择.pdf类型的文件');
    expect(message(refuseFile({ image: true }, { name: 'a.txt', size: 1 }))).toBe('请上传图片');
  });

  it('reads extensions without the dot, lower case', () => {
    expect(extensionOf('report.final.XLSX')).toBe('xlsx');
    expect(extensionOf('.bashrc')).toBe('');
    expect(extensionOf('dir.d/name')).toBe('');
  });
});
