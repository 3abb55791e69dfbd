/**
 * Dictionary option sources ask the data provider for the type's entries (issue 9 §7: the dictionary's URL and
 * answer shape are the provider's business, not the runtime's), by the source's value key.
 */
import { loadOptions } from '../../../runtime/react/options';
import { createMemoryProvider } from './support/memory-provider';

const form = { t: (key: string) => key, context: {}, values: {} };

describe('dictionary options', () => {
  it('offers the entries the provider gives for the type, by code unless the source asks for ids', async () => {
    const data = createMemoryProvider();
    data.dictionaries.set('sex', [
      { id: 'd1', enCode: '1', fullName: '男' },
      { id: 'd2', enCode: '2', fullName: '女' },
    ]);
    expect(await loadOptions({ kind: 'dictionary', typeCode: 'sex' }, data, form)).toEqual([
      { value: '1', label: '男' },
      { value: '2', label: '女' },
    ]);
    expect(await loadOptions({ kind: 'dictionary', typeCode: 'sex', valueKey: 'id' }, data, form)).toEqual([
      { value: 'd1', label: '男' },
      { value: 'd2', label: '女' },
    ]);
    expect(data.calls.filter((call) => call.op === 'request')).toEqual([]);
    expect(data.calls.filter((call) => call.op === 'dictionary').map((call) => call.api)).toEqual(['sex', 'sex']);
  });

  it('offers nothing for a type the provider does not know', async () => {
    expect(await loadOptions({ kind: 'dictionary', typeCode: 'missing' }, createMemoryProvider(), form)).toEqual([]);
  });
});
