/**
 * Tree lists are ordered by SQL like flat lists: for any generated tree, the tree assembled from the store's rows
 * has every set of siblings in the flat list's order (the sort field, missing values first; then newest first; then
 * id), and a keyword keeps the matching records with all their ancestors, nothing else.
 */
import { fc } from '@fast-check/vitest';
import { eq } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../../../server/db/client';
import { records } from '../../../server/db/schema';
import { listOrdered, listPage } from '../../../server/modules/resource/store';
import { buildTree, type TreeNode } from '../../../server/modules/resource/tree';
import { DATABASES, createPostgresDatabase } from '../harness';

const SCREEN = 'treeOrderFixture';
const ORDER = [{ field: 'sortCode', direction: 'asc' as const }];

/** A generated record: its parent is an earlier record or the root (''), so the records form a forest. */
interface Node {
  id: string;
  parentId: string;
  sortCode: number | undefined;
  fullName: string;
  createdAt: Date;
}

const forest = fc.integer({ min: 1, max: 24 }).chain((size) =>
  fc
    .tuple(
      fc.uniqueArray(fc.stringMatching(/^[0-9a-f]{8}$/), { minLength: size, maxLength: size }),
      fc.array(fc.tuple(fc.nat(), fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }), fc.stringMatching(/^[abc]{1,3}$/), fc.integer({ min: 0, max: 3 })), {
        minLength: size,
        maxLength: size,
      }),
    )
    .map(([ids, shapes]) =>
      shapes.map(([parent, sortCode, fullName, minute], index): Node => ({
        id: ids[index]!,
        // Roughly one in three records is a root; the others hang under an earlier record.
        parentId: index === 0 || parent % 3 === 0 ? '' : ids[parent % index]!,
        sortCode,
        fullName,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, minute)),
      })),
    ),
);

/** The flat list's order, written out: sortCode ascending (missing first), then newest first, then id. */
function compare(a: Node, b: Node): number {
  if (a.sortCode !== b.sortCode) return a.sortCode === undefined ? -1 : b.sortCode === undefined ? 1 : a.sortCode - b.sortCode;
  if (a.createdAt.getTime() !== b.createdAt.getTime()) return b.createdAt.getTime() - a.createdAt.getTime();
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The expected tree of the kept nodes, as nested ids. */
function expectedTree(nodes: Node[], parentId = ''): unknown[] {
  return nodes
    .filter((node) => node.parentId === parentId)
    .sort(compare)
    .map((node) => ({ id: node.id, children: expectedTree(nodes, node.id) }));
}

const shape = (tree: TreeNode<{ id: string }>[]): unknown[] => tree.map((node) => ({ id: node.id, children: shape(node.children) }));

/** The nodes that match the keyword and all their ancestors. */
function withAncestors(nodes: Node[], keyword: string): Node[] {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const kept = new Set<string>();
  for (const node of nodes.filter((candidate) => candidate.fullName.includes(keyword))) {
    for (let current: Node | undefined = node; current && !kept.has(current.id); current = byId.get(current.parentId)) kept.add(current.id);
  }
  return nodes.filter((node) => kept.has(node.id));
}

describe.each(DATABASES)('tree lists ordered in SQL on %s', (kind) => {
  let database: DatabaseHandle;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const pg = kind === 'postgres' ? await createPostgresDatabase() : undefined;
    drop = pg?.drop;
    database = await openDatabase(pg ? { kind: 'postgres', url: pg.url } : { kind: 'memory' });
  }, 120_000);
  afterAll(async () => {
    await database.close();
    await drop?.();
  });

  const store = async (nodes: Node[]) => {
    await database.db.delete(records).where(eq(records.screen, SCREEN));
    await database.db.insert(records).values(
      nodes.map((node) => ({
        id: node.id,
        screen: SCREEN,
        parentId: node.parentId,
        data: { fullName: node.fullName, ...(node.sortCode === undefined ? {} : { sortCode: node.sortCode }) },
        createdAt: node.createdAt,
      })),
    );
  };
  const filter = (keyword: string) => ({ keywordFields: ['fullName'], keyword, order: ORDER, withAncestors: true });

  it('orders siblings of any tree as the flat list orders records', async () => {
    await fc.assert(
      fc.asyncProperty(forest, async (nodes) => {
        await store(nodes);
        const rows = await listOrdered(database.db, SCREEN, undefined, filter(''));
        expect(shape(buildTree(rows))).toEqual(expectedTree(nodes));
        // The same records as a flat page come in the same order as the tree's rows.
        const page = await listPage(database.db, SCREEN, undefined, { ...filter(''), offset: 0, limit: 100 });
        expect(page.rows.map((row) => row.id)).toEqual(rows.map((row) => row.id));
      }),
      { numRuns: 40 },
    );
  }, 120_000);

  it('keeps the keyword matches with their ancestors, in the same order', async () => {
    await fc.assert(
      fc.asyncProperty(forest, fc.constantFrom('a', 'b', 'c', 'ab'), async (nodes, keyword) => {
        await store(nodes);
        const rows = await listOrdered(database.db, SCREEN, undefined, filter(keyword));
        expect(shape(buildTree(rows))).toEqual(expectedTree(withAncestors(nodes, keyword)));
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
