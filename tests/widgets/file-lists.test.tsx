// @vitest-environment jsdom
/**
 * The file list (`uploadFz`) and image list (`uploadImg`) controls against the real app in-process (issue 11):
 * a chosen file goes through the resumable upload (or the single upload for images) into the server's store and
 * the field's value; download asks a signed link; delete and download-all; the field's limits refuse a file before
 * anything is sent (spec 02 §5); and the record saves through the resource engine with the value the widget made.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import path from 'node:path';
import { useState } from 'react';
import equipmentDoc from '../fixtures/widget-schemas/equipmentDoc.json';
import { screenTranslator } from '../../runtime/core/schema/messages';
import type { ScreenSchema } from '../../runtime/core/schema/types';
import { SchemaForm } from '../../runtime/react/form/SchemaForm';
import type { DataProvider, Row } from '../../runtime/react/host';
import { DEFAULT_SCHEMA_DIR } from '../../server/schemas/loader';
import { ADMIN, createTestServer, type TestServer } from '../server/harness';
import { fieldCell } from '../runtime/react/support/form-queries';
import { signInProvider, type ServerSession } from '../runtime/react/support/server-provider';
import { createTestHost, renderWithHost, type TestHost } from '../runtime/react/support/test-host';

const schema = equipmentDoc as unknown as ScreenSchema;

let server: TestServer;
let session: ServerSession;
beforeAll(async () => {
  server = await createTestServer('pglite', { schemaDirs: [DEFAULT_SCHEMA_DIR, path.resolve('tests/fixtures/widget-schemas')] });
  session = await signInProvider(server, ADMIN.account, ADMIN.password);
}, 240_000);
afterAll(async () => {
  cleanup();
  await server.close();
});
afterEach(() => cleanup());

/** A multipart body built by hand: the environment's FormData is jsdom's, which the server's Request cannot send. */
async function multipart(fields: Record<string, string>, file: Blob, name: string) {
  const boundary = `----klx${Math.random().toString(36).slice(2)}`;
  const text = new TextEncoder();
  const head = Object.entries(fields).map(([key, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`).join('');
  const parts = [text.encode(`${head}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`), new Uint8Array(await file.arrayBuffer()), text.encode(`\r\n--${boundary}--\r\n`)];
  const body = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let at = 0;
  for (const part of parts) {
    body.set(part, at);
    at += part.length;
  }
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

/** The signed-in provider with uploads sent as multipart, as the app's http client sends them; counts uploads. */
function provider(): { data: DataProvider; uploads: string[] } {
  const uploads: string[] = [];
  const data: DataProvider = {
    ...session.data,
    async upload(url, file, fields = {}, name = 'file') {
      uploads.push(url);
      const { body, type } = await multipart(fields, file, name);
      const response = await server.app.request(url, { method: 'POST', headers: { authorization: session.token, 'content-type': type }, body });
      const envelope = (await response.json()) as { code: number; msg: string; data?: unknown };
      if (envelope.code !== 200) throw Object.assign(new Error(envelope.msg), { final: true, code: envelope.code });
      return { msg: envelope.msg, data: envelope.data };
    },
  };
  return { data, uploads };
}

function renderForm(initial: Row = {}) {
  const { data, uploads } = provider();
  const host: TestHost = createTestHost({ data });
  const seen: Row[] = [];
  function Harness() {
    const [values, setValues] = useState<Row>(initial);
    return (
      <SchemaForm
        schema={schema}
        t={screenTranslator(schema, 'zh-CN')}
        values={values}
        mode="add"
        onChange={(next) => {
          seen.push(next);
          setValues(next);
        }}
      />
    );
  }
  renderWithHost(<Harness />, host);
  return { host, seen, uploads, latest: () => seen.at(-1) ?? initial };
}

const choose = (field: string, ...files: File[]) => fireEvent.change(fieldCell(field).querySelector('input[type="file"]')!, { target: { files } });
const bytes = (size: number) => new Uint8Array(size).map((_, index) => index % 251);

describe('the file list control', () => {
  it('uploads a chosen file into the store and the value, downloads it by a signed link, and deletes it', async () => {
    const { host, latest } = renderForm();
    choose('manuals', new File([bytes(300)], 'guide#1.pdf'));
    await waitFor(() => expect((latest().manuals as unknown[] | undefined)?.length).toBe(1), { timeout: 60_000 });
    const [stored] = latest().manuals as { name: string; fileId: string; url: string }[];
    const row = await within(fieldCell('manuals').querySelector<HTMLElement>('.klx-upload-list')!).findByText('guide1.pdf');
    // The upload panel empties once the file is in the list.
    expect(fieldCell('manuals').querySelector('.klx-upload-panel')).toBeNull();
    expect(stored).toMatchObject({ name: 'guide1.pdf', url: `/api/file/Download/annex/${stored!.fileId}`, fileSize: 300 });
    // The server holds it: its download call answers a signed link, and the link serves the bytes.
    const link = await session.data.request<{ url: string }>('GET', stored!.url);
    expect((await server.app.request(link.url)).status).toBe(200);

    fireEvent.click(within(row.closest('li')!).getByText('下载').closest('button')!);
    await waitFor(() => expect(host.downloads.at(-1)).toMatch(/^\/api\/file\/Download\?encryption=/));
    fireEvent.click(within(fieldCell('manuals')).getByText('全部下载').closest('button')!);
    await waitFor(() => expect(host.downloads).toHaveLength(2));

    fireEvent.click(within(row.closest('li')!).getByText('删除').closest('button')!);
    await waitFor(() => expect(latest().manuals).toBeUndefined());
    expect(within(fieldCell('manuals')).queryByText('guide1.pdf')).toBeNull();
    fireEvent.click(within(fieldCell('manuals')).getByText('全部下载').closest('button')!);
    await waitFor(() => expect(host.toasts).toContainEqual({ kind: 'error', text: '未发现文件' }));
  }, 180_000);

  it('refuses before sending a file over the size, of a type not accepted, or beyond the limit', async () => {
    const { host, uploads, latest } = renderForm();
    choose('manuals', new File([bytes(2048)], 'big.pdf'));
    choose('manuals', new File([bytes(10)], 'photo.png'));
    await waitFor(() => expect(host.toasts.map((toast) => toast.text)).toEqual(['文件大小超过1KB', '请选择.pdf,.txt类型的文件']));
    expect(uploads).toEqual([]);
    // Different contents: two uploads of one content at once share their chunks' identifier.
    choose('manuals', new File([bytes(10)], 'a.txt'), new File([bytes(20)], 'b.txt'), new File([bytes(30)], 'c.txt'));
    await waitFor(() => expect(host.toasts.at(-1)?.text).toBe('当前限制最多可以上传2个文件'));
    await waitFor(() => expect((latest().manuals as unknown[] | undefined)?.length).toBe(2), { timeout: 60_000 });
    // One chunk each for the two accepted files; the third was never sent.
    expect(uploads).toEqual(['/api/file/chunk', '/api/file/chunk']);
    // The record saves with the value the widget made.
    const created = await session.data.create({ resource: schema.resource }, { fullName: '泵', manuals: latest().manuals });
    expect(created.msg).toBe('新建成功');
  }, 180_000);
});

describe('the image list control', () => {
  it('uploads an image whole, shows it through a signed link, stops at its limit, and removes it', async () => {
    const { host, uploads, latest } = renderForm();
    choose('photos', new File([bytes(10)], 'notes.txt'));
    await waitFor(() => expect(host.toasts.at(-1)?.text).toBe('请上传图片'));
    choose('photos', new File([bytes(64)], 'front.png', { type: 'image/png' }));
    await waitFor(() => expect((latest().photos as unknown[] | undefined)?.length).toBe(1), { timeout: 60_000 });
    expect(uploads).toEqual(['/api/file/Uploader/annexpic']);
    const [image] = latest().photos as { fileId: string }[];
    await waitFor(() => expect(fieldCell('photos').querySelector('img')?.getAttribute('src')).toMatch(/^\/api\/file\/Download\?encryption=/));
    // The limit is 1: the add card is gone.
    expect(within(fieldCell('photos')).queryByText('上传图片')).toBeNull();
    expect(image!.fileId).toMatch(/\.png$/);

    fireEvent.click(fieldCell('photos').querySelector('button[title], .anticon-delete')!.closest('button') ?? fieldCell('photos').querySelector('.anticon-delete')!);
    await waitFor(() => expect(latest().photos).toBeUndefined());
    expect(await within(fieldCell('photos')).findByText('上传图片')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  }, 180_000);
});
