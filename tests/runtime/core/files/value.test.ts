/**
 * The stored value of file and image list fields (runtime/core/files/value.ts) and the field's upload rules
 * (field-rules.ts): any input reads as a canonical list or is refused, never half of each.
 */
import { fc, test } from '@fast-check/vitest';
import { fieldUploadRules } from '../../../../runtime/core/files/field-rules';
import { limitBytes, refuseFile } from '../../../../runtime/core/files/rules';
import { FILE_ID_PATTERN, readFileList } from '../../../../runtime/core/files/value';

describe('readFileList', () => {
  it('reads the spec shape, rebuilding the url and dropping # from names', () => {
    expect(readFileList([{ name: 'a#b.pdf', fileId: 'x.pdf', url: 'javascript:alert(1)', fileSize: 3, extra: 1 }], 'annex')).toEqual([{ name: 'ab.pdf', fileId: 'x.pdf', url: '/api/file/Download/annex/x.pdf', fileSize: 3 }]);
    expect(readFileList(undefined, 'annex')).toEqual([]);
  });

  it.each([['not a list', 'a.pdf'], ['an entry without fileId', [{ name: 'a' }]], ['a path in the fileId', [{ name: 'a', fileId: '../x' }]], ['a repeated fileId', [{ name: 'a', fileId: 'x' }, { name: 'b', fileId: 'x' }]], ['an empty name', [{ name: ' ', fileId: 'x' }]]])(
    'refuses %s',
    (_title, value) => expect(readFileList(value, 'annex')).toBeUndefined(),
  );

  test.prop([fc.anything()])('answers a list of sound entries or nothing, for any input', (value) => {
    const list = readFileList(value, 'annexpic');
    if (list === undefined) return;
    expect(new Set(list.map((item) => item.fileId)).size).toBe(list.length);
    for (const item of list) {
      expect(FILE_ID_PATTERN.test(item.fileId)).toBe(true);
      expect(item.url).toBe(`/api/file/Download/annexpic/${item.fileId}`);
      expect(item.name).not.toContain('#');
    }
  });
});

describe('fieldUploadRules', () => {
  test.prop([fc.integer({ min: 1, max: 20 }), fc.integer({ min: 0, max: 30 }), fc.constantFrom('KB', 'MB', 'GB'), fc.integer({ min: 1, max: 50 })])(
    'refuses a file exactly when it breaks the limit or the size in powers of 1024',
    (limit, held, unit, size) => {
      const rules = fieldUploadRules('uploadFz', { limit, fileSize: size, sizeUnit: unit });
      const bytes = limitBytes({ size, unit: unit as 'KB' });
      expect(refuseFile(rules, { name: 'a.pdf', size: bytes }, held)?.key).toBe(held >= limit ? 'file.tooMany' : undefined);
      if (held < limit) expect(refuseFile(rules, { name: 'a.pdf', size: bytes + 1 }, held)).toEqual({ key: 'file.tooLarge', params: { size, unit } });
    },
  );

  it('defaults to 10 MB, no limit, any type; images only for the image list', () => {
    expect(fieldUploadRules('uploadFz')).toEqual({ sizeLimit: { size: 10, unit: 'MB' } });
    expect(fieldUploadRules('uploadImg', { limit: 0, accept: ' ' })).toEqual({ image: true, sizeLimit: { size: 10, unit: 'MB' } });
  });
});
