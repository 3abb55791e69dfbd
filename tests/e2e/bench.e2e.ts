/**
 * The benchmark suite's short mode on the client side, in Chromium: the benchmark page builds, each form mounts and
 * takes keystrokes, the list scrolls, and the built sign-in page is weighed and timed. Nothing is judged (timings
 * on a shared machine are noise); the full suite is `npm run bench`.
 */
import { benchClient, SHORT_CLIENT } from '../../scripts/bench/client';

describe('benchmark suite, short mode (client)', () => {
  it('measures the forms, the long list and the sign-in page', { timeout: 900_000 }, async () => {
    const rows = await benchClient(SHORT_CLIENT);
    expect(rows.map((row) => row.name)).toEqual([
      '20-field form mounts: schema form vs hand-written antd Form',
      '20-field form mounts: schema form vs plain @rjsf/antd',
      'keystroke to next paint, 20-field schema form',
      'scrolling 300 rows (40 px a frame)',
      'sign-in page JavaScript after gzip',
      'sign-in page CSS after gzip',
      'sign-in page first paint, CPU 4× slower',
      'sign-in form interactive, CPU 4× slower',
    ]);
    for (const row of rows) expect(row.ratio, row.name).not.toMatch(/–|NaN|Infinity/);
    // The sign-in page loads some JavaScript, and the list really shows rows.
    expect(rows[4].ours).toMatch(/^\d+\.\d KB$/);
    expect(rows[3].ours).toMatch(/[1-9]\d* rows in the DOM/);
  });
});
