/** The client's permission filter (spec 01 §6, spec 02 §5-§6, spec 03 §6). */
import { fc, test } from '@fast-check/vitest';
import {
  createCan,
  DEFAULT_BUTTON_CODES,
  filterButtons,
  filterColumns,
  grantedOrAll,
  hiddenFormFields,
  subTableFieldCode,
  type PermissionEntry,
  type PermissionKind,
} from '../../../../runtime/core/permission/filter';

const MODULES = ['m1', 'm2', 'm3'];
const CODES = ['btn_add', 'btn_edit', 'btn_remove', 'btn_export', 'fullName', 'enCode', 'table-price'];

const items = fc.subarray(CODES).map((codes) => codes.map((enCode) => ({ id: `id-${enCode}`, fullName: enCode, enCode })));
const entry: fc.Arbitrary<PermissionEntry> = fc.record({ modelId: fc.constantFrom(...MODULES), button: items, column: items, form: items });
const permissionList = fc.array(entry, { maxLength: 5 });
const kind = fc.constantFrom<PermissionKind>('button', 'column', 'form');
const codeList = fc.array(fc.constantFrom(...CODES), { maxLength: 10 });

/** The reference: is the code listed under this kind in any entry of this module? */
function listed(list: readonly PermissionEntry[], modelId: string, kindName: PermissionKind, code: string): boolean {
  return list.some((item) => item.modelId === modelId && (item[kindName] ?? []).some((granted) => granted.enCode === code));
}

function isSubsequence<T>(part: readonly T[], whole: readonly T[]): boolean {
  let cursor = 0;
  for (const value of whole) if (cursor < part.length && part[cursor] === value) cursor += 1;
  return cursor === part.length;
}

describe('createCan', () => {
  const list: PermissionEntry[] = [
    { modelId: 'pos', button: [{ enCode: 'btn_add' }, { enCode: 'btn_edit' }], column: [{ enCode: 'fullname' }], form: [{ enCode: 'fullname' }] },
    { modelId: 'cat', button: [{ enCode: 'btn_remove' }], column: [], form: [] },
  ];

  it('allows a code listed for the module and says why it refuses the rest', () => {
    const can = createCan(list);
    expect(can({ modelId: 'pos', kind: 'button', code: 'btn_add' })).toEqual({ can: true });
    expect(can({ modelId: 'pos', kind: 'button', code: 'btn_remove' })).toEqual({ can: false, reason: 'codeNotGranted' });
    expect(can({ modelId: 'pos', kind: 'column', code: 'btn_add' })).toEqual({ can: false, reason: 'codeNotGranted' });
    expect(can({ modelId: 'unknown', kind: 'button', code: 'btn_add' })).toEqual({ can: false, reason: 'moduleNotGranted' });
  });

  it('allows everything when permission judgement is off', () => {
    const can = createCan([], { enabled: false });
    expect(can({ modelId: 'anything', kind: 'form', code: 'whatever' })).toEqual({ can: true });
  });

  it('merges several entries of one module and tolerates missing lists', () => {
    const can = createCan([{ modelId: 'pos', button: [{ enCode: 'btn_add' }] }, { modelId: 'pos', button: [{ enCode: 'btn_edit' }] }]);
    expect(filterButtons(can, 'pos')).toEqual(['btn_add', 'btn_edit']);
    expect(can({ modelId: 'pos', kind: 'column', code: 'x' }).can).toBe(false);
  });

  test.prop([permissionList, fc.constantFrom(...MODULES), kind, fc.constantFrom(...CODES)])(
    'says yes exactly when the module’s entry lists the code under that kind',
    (list, modelId, kindName, code) => {
      expect(createCan(list)({ modelId, kind: kindName, code }).can).toBe(listed(list, modelId, kindName, code));
    },
  );

  test.prop([permissionList, fc.constantFrom(...MODULES), entry, kind, fc.constantFrom(...CODES)])(
    'grants of other modules never leak',
    (list, target, other, kindName, code) => {
      fc.pre(other.modelId !== target);
      const before = createCan(list)({ modelId: target, kind: kindName, code });
      expect(createCan([...list, other])({ modelId: target, kind: kindName, code })).toEqual(before);
      expect(createCan([other])({ modelId: target, kind: kindName, code })).toEqual({ can: false, reason: 'moduleNotGranted' });
    },
  );
});

describe('filterButtons', () => {
  it('defaults to the add, edit and remove codes', () => {
    expect(DEFAULT_BUTTON_CODES).toEqual(['btn_add', 'btn_edit', 'btn_remove']);
    const can = createCan([{ modelId: 'pos', button: [{ enCode: 'btn_remove' }, { enCode: 'btn_add' }] }]);
    expect(filterButtons(can, 'pos')).toEqual(['btn_add', 'btn_remove']);
    expect(filterButtons(createCan([], { enabled: false }), 'pos')).toEqual(['btn_add', 'btn_edit', 'btn_remove']);
  });

  test.prop([permissionList, fc.constantFrom(...MODULES), codeList])('keeps a code iff the module lists it, in order, idempotently', (list, modelId, codes) => {
    const can = createCan(list);
    const kept = filterButtons(can, modelId, codes);
    expect(kept).toEqual(codes.filter((code) => listed(list, modelId, 'button', code)));
    expect(isSubsequence(kept, codes)).toBe(true);
    expect(filterButtons(can, modelId, kept)).toEqual(kept);
  });
});

describe('filterColumns', () => {
  it('keeps the granted columns by their key', () => {
    const can = createCan([{ modelId: 'pos', column: [{ enCode: 'encode' }, { enCode: 'fullname' }] }]);
    const columns = [{ prop: 'fullname' }, { prop: 'encode' }, { prop: 'sortcode' }];
    expect(filterColumns(can, 'pos', columns, (column) => column.prop)).toEqual([{ prop: 'fullname' }, { prop: 'encode' }]);
  });

  test.prop([permissionList, fc.constantFrom(...MODULES), codeList])('keeps a column iff granted, in order, idempotently', (list, modelId, props) => {
    const can = createCan(list);
    const columns = props.map((prop, index) => ({ prop, index }));
    const kept = filterColumns(can, modelId, columns, (column) => column.prop);
    expect(kept).toEqual(columns.filter((column) => listed(list, modelId, 'column', column.prop)));
    expect(isSubsequence(kept, columns)).toBe(true);
    expect(filterColumns(can, modelId, kept, (column) => column.prop)).toEqual(kept);
  });
});

describe('hiddenFormFields', () => {
  it('hides the fields not granted, sub-table fields keyed table-field', () => {
    const can = createCan([{ modelId: 'form', form: [{ enCode: 'fullName' }, { enCode: 'table-price' }] }]);
    const fields = ['fullName', 'secret', subTableFieldCode('table', 'price'), subTableFieldCode('table', 'cost')];
    expect(subTableFieldCode('table', 'price')).toBe('table-price');
    expect(hiddenFormFields(can, 'form', fields)).toEqual(['secret', 'table-cost']);
    expect(hiddenFormFields(can, 'other', ['fullName'])).toEqual(['fullName']);
    expect(hiddenFormFields(createCan([], { enabled: false }), 'form', fields)).toEqual([]);
  });

  test.prop([permissionList, fc.constantFrom(...MODULES), codeList])('hidden and granted fields split the form exactly', (list, modelId, fields) => {
    const can = createCan(list);
    const hidden = hiddenFormFields(can, modelId, fields);
    expect(hidden).toEqual(fields.filter((code) => !listed(list, modelId, 'form', code)));
    expect(hiddenFormFields(can, modelId, hidden)).toEqual(hidden);
  });
});

describe('grantedOrAll', () => {
  it('keeps the granted names, or all of them when none is granted (the kind is not in use)', () => {
    expect(grantedOrAll(['fullName', 'enCode', 'sortCode'], (name) => name === 'enCode')).toEqual(['enCode']);
    expect(grantedOrAll(['fullName', 'enCode'], () => false)).toEqual(['fullName', 'enCode']);
  });

  test.prop([codeList, fc.subarray(CODES)])('answers the granted names in order, or every name when none of them is granted', (names, granted) => {
    const kept = grantedOrAll(names, (name) => granted.includes(name));
    const expected = names.filter((name) => granted.includes(name));
    expect(kept).toEqual(expected.length ? expected : names);
    expect(isSubsequence(kept, names)).toBe(true);
  });
});
