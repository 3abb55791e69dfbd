/**
 * The benchmark suite's short mode on the server side: every measure runs against its bare baseline and answers
 * figures (timings here are noise, so no target is judged). The client side's short mode runs with the browser
 * tests (tests/e2e/bench.e2e.ts); the full suite is `npm run bench`.
 */
import { benchServer, SHORT_SERVER } from '../../scripts/bench/server';
import { DATABASES } from '../server/harness';

describe.each(DATABASES)('benchmark suite, short mode (%s)', (kind) => {
  it('measures every server call against the bare handler, with no errors', { timeout: 600_000 }, async () => {
    const rows = await benchServer(kind, SHORT_SERVER);
    expect(rows.map((row) => row.name.replace(/, \d+ (connections|sessions at once)$/, ''))).toEqual([
      'paged list (bill rules, 20 of 120+)',
      'tree list (asset categories, ~100)',
      'one record (bill rule)',
      'create (bill rule)',
      'CurrentUser (staff)',
      'CurrentUser in-process (staff, one at a time)',
      'paged list',
    ]);
    for (const row of rows) {
      expect(row.where).toBe(kind);
      expect(row.ratio, row.name).not.toMatch(/–|NaN|Infinity/);
      expect(row.ours, row.name).not.toMatch(/[1-9]\d* errors|NaN/);
    }
  });
});
