/**
 * The QR code's dynamic (DFD) payload (spec 02 §3): JSON with exactly t = DFD, id, mid, mt, fid, pid, ftid, opt, in
 * that order; none for a record without an id or a model.
 */
import fc from 'fast-check';
import { definitionToScreen, recordApiOf, screenIdOf } from '../../../../runtime/core/lowcode/adapter';
import type { Definition } from '../../../../runtime/core/lowcode/definition';
import { dfdPayload } from '../../../../runtime/core/format/dfd-payload';

describe('the DFD payload', () => {
  it('names the record and its model with the spec\'s keys, in order', () => {
    expect(dfdPayload({ id: 'r1', modelId: 'm1' })).toBe('{"t":"DFD","id":"r1","mid":"m1","mt":2,"fid":"","pid":"","ftid":"","opt":"-1"}');
    expect(Object.keys(JSON.parse(dfdPayload({ id: 'r1', modelId: 'm1', modelType: 1, opType: '0' })!))).toEqual(['t', 'id', 'mid', 'mt', 'fid', 'pid', 'ftid', 'opt']);
  });

  it('has none without a record id or a model id', () => {
    expect(dfdPayload({ modelId: 'm1' })).toBeUndefined();
    expect(dfdPayload({ id: 'r1' })).toBeUndefined();
    expect(dfdPayload({ id: '', modelId: 'm1' })).toBeUndefined();
  });

  it('round-trips any ids exactly (property)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (id, modelId) => {
        expect(JSON.parse(dfdPayload({ id, modelId })!)).toEqual({ t: 'DFD', id, mid: modelId, mt: 2, fid: '', pid: '', ftid: '', opt: '-1' });
      }),
    );
  });

  it('gives a form-type QR field of a released model its model id', () => {
    const definition = {
      formData: { fields: [{ __config__: { klxKey: 'qrcode', label: '二维码' }, __vModel__: 'qr', dataType: 'form' }] },
      columnData: {},
    } as unknown as Definition;
    const schema = definitionToScreen(definition, { id: screenIdOf('m-1'), route: 'x', api: recordApiOf('m-1'), title: { 'zh-CN': '表单' } });
    expect(schema.form.fields.find((field) => field.name === 'qr')?.props).toMatchObject({ dataType: 'form', modelId: 'm-1' });
  });
});
