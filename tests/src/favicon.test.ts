/** Issue 14 §11: the page names a favicon that exists, so a load does not end in a 404 for /favicon.ico. */
import fs from 'node:fs';

describe('favicon', () => {
  it('index.html links an SVG icon that the public folder (copied into the build) holds', () => {
    const html = fs.readFileSync('index.html', 'utf8');
    const href = /<link rel="icon" type="image\/svg\+xml" href="\/([^"]+)"/.exec(html)?.[1];
    expect(href).toBe('favicon.svg');
    expect(fs.readFileSync(`public/${href}`, 'utf8')).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });
});
