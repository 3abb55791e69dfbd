/**
 * The benchmark suite's short mode for the upload (scripts/bench/upload.ts): a file of a few MB goes through the real
 * chunk and merge calls over loopback (the merge checks its size and md5) and through the raw copy, and both answer
 * figures; the temporary folder is gone afterwards. Nothing is judged; the full measure, 100 MB, is `npm run bench`.
 */
import { readdir } from 'node:fs/promises';
import os from 'node:os';
import { benchUpload, SHORT_UPLOAD } from '../../scripts/bench/upload';

describe('benchmark suite, short mode: upload', () => {
  it('sends the file in chunks and as a raw copy, answering a ratio, and leaves no file behind', { timeout: 300_000 }, async () => {
    const before = (await readdir(os.tmpdir())).filter((name) => name.startsWith('klx-bench-upload-'));
    const [row] = await benchUpload(SHORT_UPLOAD);
    expect(row!.name).toMatch(/^chunked upload of a 6 MB file/);
    expect(row!.ours).toMatch(/^\d+\.\d\d s \(\d+ MB\/s\)$/);
    expect(row!.ratio).toMatch(/^\d+\.\d×$/);
    expect((await readdir(os.tmpdir())).filter((name) => name.startsWith('klx-bench-upload-'))).toEqual(before);
  });
});
