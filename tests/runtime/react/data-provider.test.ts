/** The contract data provider: the URLs and payloads of each operation, and where the success message comes from. */
import dictionaryData from '../../../schemas/dictionaryData.json';
import eamPosition from '../../../schemas/eamPosition.json';
import type { ScreenSchema } from '../../../runtime/core/schema/types';
import { createRequestDataProvider } from '../../../runtime/react/data-provider';
import { fillUrl } from '../../../runtime/react/url';

const positions = (eamPosition as unknown as ScreenSchema).resource;
const entries = (dictionaryData as unknown as ScreenSchema).resource;

function recorder(answer: unknown = {}) {
  const calls: [string, string, Record<string, unknown> | undefined][] = [];
  const request = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) => {
    calls.push([method, url, payload]);
    return answer;
  };
  return { calls, request };
}

describe('createRequestDataProvider', () => {
  it('reads a dictionary type from DictionaryData/All, a tree type\'s entries flattened parents first', async () => {
    const { calls, request } = recorder({
      list: [
        { enCode: 'sex', dictionaryList: [{ id: 'd1', enCode: '1', fullName: '男' }] },
        { enCode: 'place', dictionaryList: [{ id: 'p1', enCode: 'hq', fullName: '总部', children: [{ id: 'p2', enCode: 'hq-1', fullName: '一楼', children: [] }] }] },
      ],
    });
    const provider = createRequestDataProvider(request);
    expect(await provider.dictionary('place')).toEqual([
      { id: 'p1', enCode: 'hq', fullName: '总部' },
      { id: 'p2', enCode: 'hq-1', fullName: '一楼' },
    ]);
    expect(await provider.dictionary('none')).toEqual([]);
    expect(calls).toEqual([
      ['GET', '/api/system/DictionaryData/All', undefined],
      ['GET', '/api/system/DictionaryData/All', undefined],
    ]);
  });

  it('lists at the API with paging and keyword, answering list and pagination', async () => {
    const { calls, request } = recorder({ list: [{ id: 'a' }], pagination: { currentPage: 1, pageSize: 20, total: 1 } });
    const result = await createRequestDataProvider(request).list({ resource: positions }, { currentPage: 1, pageSize: 20, keyword: 'x' });
    expect(calls).toEqual([['GET', '/api/eam/EamPosition', { currentPage: 1, pageSize: 20, keyword: 'x' }]]);
    expect(result).toEqual({ list: [{ id: 'a' }], pagination: { currentPage: 1, pageSize: 20, total: 1 } });
  });

  it('lists a scoped resource under its scope, other context values as parameters', async () => {
    const { calls, request } = recorder({ list: [] });
    await createRequestDataProvider(request).list({ resource: entries, context: { typeId: 't 1', isTree: 1 } }, { keyword: '' });
    expect(calls).toEqual([['GET', '/api/system/DictionaryData/t%201', { isTree: 1, keyword: '' }]]);
  });

  it('gets, updates, removes and toggles at {api}/{id}; a scoped record is read at {api}/{id}/Info', async () => {
    const { calls, request } = recorder();
    const provider = createRequestDataProvider(request);
    await provider.get({ resource: positions }, 'p/1');
    await provider.get({ resource: entries }, 'e1');
    await provider.update({ resource: positions }, 'p1', { fullname: 'a' });
    await provider.remove({ resource: positions }, 'p1');
    await provider.toggleState({ resource: positions }, 'p1');
    expect(calls.map(([method, url]) => `${method} ${url}`)).toEqual([
      'GET /api/eam/EamPosition/p%2F1',
      'GET /api/system/DictionaryData/e1/Info',
      'PUT /api/eam/EamPosition/p1',
      'DELETE /api/eam/EamPosition/p1',
      'PUT /api/eam/EamPosition/p1/Actions/State',
    ]);
    expect(calls[2]![2]).toEqual({ fullname: 'a' });
  });

  it('creates a scoped record with its scope field set from the context', async () => {
    const { calls, request } = recorder();
    await createRequestDataProvider(request).create({ resource: entries, context: { typeId: 'sex', isTree: 0 } }, { fullName: '男' });
    expect(calls).toEqual([['POST', '/api/system/DictionaryData', { fullName: '男', dictionaryTypeId: 'sex' }]]);
  });

  it('reads selectors answered as { list } or as a bare array', async () => {
    expect(await createRequestDataProvider(recorder({ list: [{ id: 'a' }] }).request).selector('/s')).toEqual([{ id: 'a' }]);
    expect(await createRequestDataProvider(recorder([{ id: 'b' }]).request).selector('/s')).toEqual([{ id: 'b' }]);
  });

  it("passes the server's message of a write on when it can see it", async () => {
    const withMessage = vi.fn(async () => ({ data: null, msg: '新建成功' }));
    const plain = createRequestDataProvider(recorder().request);
    const seeing = createRequestDataProvider(recorder().request, withMessage);
    expect(await plain.create({ resource: positions }, {})).toEqual({});
    expect(await seeing.create({ resource: positions }, { fullname: 'a' })).toEqual({ msg: '新建成功' });
    expect(withMessage).toHaveBeenCalledWith('POST', '/api/eam/EamPosition', { fullname: 'a' });
  });

  it('refuses an upload without an upload function, naming the file and the URL', async () => {
    const file = new File(['x'], 'a.bdd');
    await expect(createRequestDataProvider(recorder().request).upload('/api/x/Action/Import', file)).rejects.toThrow(/a\.bdd.*\/api\/x\/Action\/Import/);
  });

  it.each(['.', '..'])('refuses the record id %j instead of calling another address (issue 15)', async (id) => {
    const { calls, request } = recorder();
    const provider = createRequestDataProvider(request);
    await expect(async () => provider.get({ resource: positions }, id)).rejects.toThrow(/cannot be a URL path segment/);
    await expect(async () => provider.remove({ resource: positions }, id)).rejects.toThrow(/cannot be a URL path segment/);
    await expect(async () => provider.update({ resource: positions }, id, {})).rejects.toThrow(/cannot be a URL path segment/);
    expect(calls).toEqual([]);
  });
});

describe('fillUrl', () => {
  it('encodes values in the path and the query, and the id defaults to 0', () => {
    expect(fillUrl('/api/x/Selector/{id}?org={organizeId}', { organizeId: 'a b' })).toBe('/api/x/Selector/0?org=a%20b');
    expect(fillUrl('/api/x/{scope}', { scope: 'a/b' })).toBe('/api/x/a%2Fb');
  });

  it('refuses "." or ".." in the path part, but not in the query (issue 15)', () => {
    expect(() => fillUrl('/api/x/{scope}/Info', { scope: '..' })).toThrow(/cannot be a URL path segment/);
    expect(fillUrl('/api/x?org={organizeId}', { organizeId: '.' })).toBe('/api/x?org=.');
  });
});
