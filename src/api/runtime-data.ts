/**
 * The runtime's DataProvider over the app's http client: GET and DELETE payloads go as query parameters, others as
 * JSON; writes go through `send` so the server's message (新建成功, 更新成功…) is what the success toast shows; a
 * quiet call (`{ quiet: true }`, e.g. autocomplete's suggestions) shows no error toast when it fails.
 */
import { createRequestDataProvider, type UploadFn } from '../../runtime/react/data-provider';
import type { CallOptions, DataProvider } from '../../runtime/react/host';
import type { HttpClient } from './http';

/** Builds the provider over a client; `upload` sends files. */
export function createHttpDataProvider(client: HttpClient, upload?: UploadFn): DataProvider {
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>, options?: CallOptions) =>
    method === 'GET' || method === 'DELETE' ? client.send(method, url, { params: payload, quiet: options?.quiet }) : client.send(method, url, { data: payload ?? {}, quiet: options?.quiet });
  return createRequestDataProvider(async (method, url, payload, options) => (await send(method, url, payload, options)).data, send, upload);
}
