/**
 * The benchmark suite's short mode for the import (scripts/bench/import.ts): the users' import of a few rows through
 * the real app and the bare insert of the same rows both run and answer figures, on each database. Nothing is judged
 * (timings here are noise); the full measure, 1,000 and 10,000 rows, is `npm run bench`.
 */
import { benchImport, SHORT_IMPORT } from '../../scripts/bench/import';
import { DATABASES } from '../server/harness';

describe.each(DATABASES)('benchmark suite, short mode: import (%s)', (kind) => {
  it('imports every row through the app and inserts the same rows bare, answering a ratio for each size', { timeout: 300_000 }, async () => {
    const rows = await benchImport(kind, SHORT_IMPORT);
    expect(rows.map((row) => row.name)).toEqual(SHORT_IMPORT.sizes.map((size) => `import ${size.toLocaleString('en')} users (names of organisation, position, role, dictionary)`));
    for (const row of rows) {
      expect(row.where).toBe(kind);
      expect(row.ours, row.name).toMatch(/^\d+\.\d\d s$/);
      expect(row.ratio, row.name).toMatch(/^\d+\.\d×$/);
    }
  });
});
