/** Column choices: defaults, merging with the schema's columns, moving, applying, storing. */
import { fc, test } from '@fast-check/vitest';
import type { ListColumn } from '../../../../runtime/core/schema/types';
import {
  applyColumnSettings,
  columnSettingsKey,
  defaultColumnSettings,
  loadColumnSettings,
  mergeColumnSettings,
  moveColumn,
  saveColumnSettings,
} from '../../../../runtime/react/table/column-settings';

const columns: ListColumn[] = [{ field: 'a' }, { field: 'b', fixed: 'left' }, { field: 'c' }];

function memoryStore() {
  const map = new Map<string, string>();
  return { map, get: (key: string) => map.get(key) ?? null, set: (key: string, value: string) => void map.set(key, value) };
}

describe('column settings', () => {
  it('keys choices per module and screen under the klx_ prefix', () => {
    expect(columnSettingsKey('menu1', 'billRule')).toBe('klx_columns_menu1_billRule');
  });

  it('shows every column in schema order by default, keeping schema pins', () => {
    expect(defaultColumnSettings(columns)).toEqual([
      { prop: 'a', visible: true, fixed: '' },
      { prop: 'b', visible: true, fixed: 'left' },
      { prop: 'c', visible: true, fixed: '' },
    ]);
  });

  it('keeps the stored order, drops columns the schema no longer has and appends new ones', () => {
    const merged = mergeColumnSettings(columns, [
      { prop: 'c', visible: false, fixed: 'right' },
      { prop: 'gone', visible: true, fixed: '' },
      { prop: 'a', visible: true, fixed: '' },
    ]);
    expect(merged.map((setting) => setting.prop)).toEqual(['c', 'a', 'b']);
    expect(merged[0]).toEqual({ prop: 'c', visible: false, fixed: 'right' });
  });

  it('applies choices: hidden columns go, order and pins follow', () => {
    const applied = applyColumnSettings(columns, [
      { prop: 'c', visible: true, fixed: 'left' },
      { prop: 'a', visible: false, fixed: '' },
      { prop: 'b', visible: true, fixed: '' },
    ]);
    expect(applied).toEqual([{ field: 'c', fixed: 'left' }, { field: 'b' }]);
  });

  it('stores and restores, and treats unreadable stored text as nothing stored', () => {
    const store = memoryStore();
    const settings = moveColumn(defaultColumnSettings(columns), 2, 0);
    saveColumnSettings(store, 'k', settings);
    expect(loadColumnSettings(store, 'k', columns)).toEqual(settings);
    store.map.set('k', '{not json');
    expect(loadColumnSettings(store, 'k', columns)).toEqual(defaultColumnSettings(columns));
  });

  test.prop([fc.integer({ min: 0, max: 2 }), fc.integer({ min: -1, max: 3 })])('moving keeps every column exactly once', (from, to) => {
    const moved = moveColumn(defaultColumnSettings(columns), from, to);
    expect(moved.map((setting) => setting.prop).sort()).toEqual(['a', 'b', 'c']);
    if (to >= 0 && to <= 2) expect(moved[to]!.prop).toBe(columns[from]!.field);
  });
});
