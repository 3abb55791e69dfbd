// @vitest-environment jsdom
/**
 * Pictures placed in rich text (spec 02 "Rich-text editor": images through the upload): a picture is checked in the
 * browser (images only, 10 MB), sent through the single upload of the `editor` type, and its public address is what
 * the HTML keeps; a refused picture is never sent.
 */
import { editorImageUploader } from '../../widgets/EditorWidget';
import { createMemoryProvider } from '../runtime/react/support/memory-provider';

const t = (key: string, params?: Record<string, string | number>) => (params && Object.keys(params).length ? `${key} ${JSON.stringify(params)}` : key);

/** A provider whose uploads answer as the server's single upload does. */
function uploadingProvider() {
  const data = createMemoryProvider();
  data.upload = async (url, file) => {
    data.calls.push({ op: 'upload', api: url, values: { name: file instanceof File ? file.name : '' } });
    return { msg: '', data: { name: 'chart.png', fileId: '20261124abcdef.png', url: '/api/file/Download/editor/20261124abcdef.png' } };
  };
  return data;
}

describe('pictures in the rich-text editor', () => {
  it('uploads a picture and answers the address the HTML keeps', async () => {
    const data = uploadingProvider();
    const errors: string[] = [];
    const url = await editorImageUploader(data, (text) => errors.push(text), t)(new File([new Uint8Array(10)], 'chart.png', { type: 'image/png' }));
    const call = data.calls.find((entry) => entry.op === 'upload');
    expect(call?.api).toBe('/api/file/Uploader/editor');
    expect(url).toBe('/api/file/Image/editor/20261124abcdef.png');
    expect(errors).toEqual([]);
  });

  it('refuses what is not a picture, or is over 10 MB, without sending it', async () => {
    const data = uploadingProvider();
    const errors: string[] = [];
    const upload = editorImageUploader(data, (text) => errors.push(text), t);
    await expect(upload(new File(['x'], 'notes.txt'))).rejects.toThrow();
    await expect(upload(new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.png'))).rejects.toThrow();
    expect(errors).toEqual(['file.notImage', expect.stringMatching(/^file\.imageTooLarge/)]);
    expect(data.calls.some((entry) => entry.op === 'upload')).toBe(false);
  });
});
