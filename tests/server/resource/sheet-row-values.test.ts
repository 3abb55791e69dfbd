/** The import's row validation by the screen's schema (resource/spreadsheet.ts rowValues), over many rows. */
import { fc, test } from '@fast-check/vitest';
import { loadScreens } from '../../../server/schemas/loader';
import path from 'node:path';
import { importColumns } from '../../../runtime/core/lowcode/sheet-cells';
import { rowValues } from '../../../server/modules/resource/spreadsheet';

const registry = loadScreens([path.resolve('tests/fixtures/sheet-schemas')]);
const screen = registry.byId.get('sheetUnit')!;
const columns = importColumns(screen.schema, 'zh-CN');

describe('import row values', () => {
  test.prop([fc.string({ maxLength: 30 }), fc.string({ maxLength: 12 }), fc.oneof(fc.integer(), fc.string({ maxLength: 6 }), fc.double())])(
    'takes text cells as typed, integers only for integer fields, and reports the first bad cell by its header',
    (fullName, symbol, sortCode) => {
      const answer = rowValues(screen.schema, columns, { fullName, symbol, sortCode: sortCode as never }, 'zh-CN');
      const trimmed = String(sortCode).trim();
      const text = trimmed.replace(/,/g, '');
      // An empty cell is no value; separators alone ("," ",,") are no number.
      const sortOk = trimmed === '' || (text.trim() !== '' && Number.isFinite(Number(text)) && Number.isInteger(Number(text)));
      if (!sortOk || (typeof sortCode === 'number' && !Number.isFinite(sortCode))) {
        expect(answer.ok).toBe(false);
        if (!answer.ok) expect(answer.reason).toContain('排序');
        return;
      }
      expect(answer.ok).toBe(true);
      if (!answer.ok) return;
      expect(answer.values.fullName).toBe(fullName.trim() === '' ? undefined : fullName.trim());
      expect(answer.values.symbol).toBe(symbol.trim() === '' ? undefined : symbol.trim());
      expect(answer.values.sortCode).toBe(trimmed === '' ? undefined : Number(text));
      expect(Object.keys(answer.values).every((key) => ['fullName', 'symbol', 'sortCode'].includes(key))).toBe(true);
    },
  );
});
