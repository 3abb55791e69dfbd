// @vitest-environment jsdom
/**
 * Quiet calls (issue 11 item 4, spec 02 §4 "Autocomplete failures are silent"): the runtime's DataProvider over the
 * app's http client lets a caller ask that a failure not be announced. A failing autocomplete suggestion call shows
 * no error toast and the field keeps taking text; any other failing call still shows its message, and a quiet call
 * whose session has ended still goes to sign-in.
 */
import { cleanup, fireEvent, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { screenTranslator } from '../../../runtime/core/schema/messages';
import type { ScreenSchema } from '../../../runtime/core/schema/types';
import { SchemaForm } from '../../../runtime/react/form/SchemaForm';
import type { Row } from '../../../runtime/react/host';
import { createHttpClient, type HttpEnv } from '../../../src/api/http';
import { createHttpDataProvider } from '../../../src/api/runtime-data';
import { fieldCell } from '../../runtime/react/support/form-queries';
import { createTestHost, renderWithHost } from '../../runtime/react/support/test-host';

vi.setConfig({ testTimeout: 60_000 });

afterEach(() => cleanup());

/** A client whose server refuses every call with `code` and records what the host was asked to show. */
function failingClient(code: number) {
  const effects = { errors: [] as string[], resets: 0, urls: [] as string[] };
  const env: HttpEnv = {
    getToken: () => 'tok',
    getLanguage: () => 'zh-CN',
    notifyError: (message) => effects.errors.push(message),
    onSessionInvalid: () => (effects.resets += 1),
    defaultErrorMessage: () => '请求出错，请重试',
    fetch: (async (url: string) => {
      effects.urls.push(url);
      return new Response(JSON.stringify({ code, msg: '接口调用失败' }), { headers: { 'content-type': 'application/json' } });
    }) as unknown as typeof fetch,
  };
  return { data: createHttpDataProvider(createHttpClient(env)), effects };
}

const SCHEMA: ScreenSchema = {
  id: 'quietForm',
  title: 'common.edit',
  route: 'test/quiet',
  messages: { 'zh-CN': {}, 'zh-TW': {}, en: {} },
  model: { type: 'object', properties: { model: { type: 'string', title: 'common.description' } } },
  resource: { api: '/api/test', keyword: [], paged: false },
  form: { dialog: { kind: 'modal', width: 600, title: { add: 'common.create', edit: 'common.edit' }, successMs: 1000 }, fields: [{ name: 'model', widget: 'autoComplete', props: { interfaceId: 'di2', relationField: 'name' } }] },
  list: { layout: 'table', columns: [{ field: 'model' }], keywordSearch: false, toolbar: [], rowActions: [] },
};

describe('quiet calls', () => {
  it('a failing suggestion call shows no error message, and the autocomplete still takes text', async () => {
    const { data, effects } = failingClient(400);
    const seen: Row[] = [];
    function Harness() {
      const [values, setValues] = useState<Row>({});
      return (
        <SchemaForm
          schema={SCHEMA}
          t={screenTranslator(SCHEMA, 'zh-CN')}
          values={values}
          onChange={(next) => {
            seen.push(next);
            setValues(next);
          }}
          mode="add"
        />
      );
    }
    const host = createTestHost({ data });
    renderWithHost(<Harness />, host);
    const input = fieldCell('model').querySelector('input')!;
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '水泵' } });
    await waitFor(() => expect(effects.urls.some((url) => url.startsWith('/api/system/DataInterface/di2/Action/List'))).toBe(true));
    // Let the rejection settle before looking for a message.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(effects.errors).toEqual([]);
    expect(host.toasts).toEqual([]);
    expect(document.body.textContent).not.toContain('接口调用失败');
    expect(document.querySelectorAll('.ant-select-item-option')).toHaveLength(0);
    fireEvent.change(input, { target: { value: '水泵房' } });
    await waitFor(() => expect(seen.at(-1)).toEqual({ model: '水泵房' }));
    expect(effects.errors).toEqual([]);
  });

  it('announces the failure of a call that is not quiet, and rejects a quiet one all the same', async () => {
    const { data, effects } = failingClient(400);
    await expect(data.request('POST', '/api/system/DataInterface/di2/Action/List', {})).rejects.toThrow('接口调用失败');
    expect(effects.errors).toEqual(['接口调用失败']);
    await expect(data.request('GET', '/api/x', { a: 1 }, { quiet: true })).rejects.toThrow('接口调用失败');
    expect(effects.errors).toEqual(['接口调用失败']);
    expect(effects.urls.at(-1)).toMatch(/^\/api\/x\?a=1&n=\d+$/);
  });

  it('still ends a session that the server says has ended, without a toast', async () => {
    const { data, effects } = failingClient(600);
    await expect(data.request('POST', '/api/system/DataInterface/di2/Action/List', {}, { quiet: true })).rejects.toThrow();
    expect(effects.resets).toBe(1);
    expect(effects.errors).toEqual([]);
  });
});
