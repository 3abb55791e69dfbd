/**
 * Import benchmark: the users' spreadsheet import (`POST /api/permission/Users/ImportData`, in-process through the
 * real app: guard, parsing of cells, references by name, every rule of a new user, one transaction) against a bare
 * insert of the same users and relations with the same SQL in one transaction on the same database. Rows name their
 * organisation, position and role by name and gender by its dictionary label, as a filled-in template does. Each
 * size runs once per round, baseline and ours alternating; the figure is the median of the ratios ours ÷ baseline.
 */
import { hashPassword } from '../../server/auth/password';
import { md5Hex } from '../../server/auth/md5';
import { userRelations, users } from '../../server/db/schema';
import { DEFAULT_USER_PASSWORD } from '../../server/modules/users/user-service';
import { ADMIN, call, createTestServer, tokenFor, type TestServer } from '../../tests/server/harness';
import { fixed, median, type BenchRow } from './stats';

/** How many rows and how often. */
export interface ImportBenchOptions {
  /** Rows of each import measured. */
  sizes: number[];
  /** Alternating baseline/ours rounds per size. */
  rounds: number;
}

/** The full suite's settings. */
export const FULL_IMPORT: ImportBenchOptions = { sizes: [1_000, 10_000], rounds: 1 };
/** The short mode's settings: checks the measure runs and answers, judges nothing. */
export const SHORT_IMPORT: ImportBenchOptions = { sizes: [20, 100], rounds: 1 };

/** The seeded organisation, position and role the rows name (server/db/seed/seed.ts). */
const ORGANIZE = { id: 'org_asset', name: '资产管理部' };
const POSITION = { id: 'pos_clerk', name: '资产专员' };
const ROLE = { id: 'role_staff', name: '普通员工' };

/** The import's rows: accounts `${prefix}${i}`, as the preview answers a filled-in template. */
export function importRowsOf(prefix: string, count: number): Record<string, string>[] {
  return Array.from({ length: count }, (_, i) => ({
    account: `${prefix}${i}`,
    realName: `导入${i}`,
    gender: i % 2 ? '女' : '男',
    organizeIdTree: ORGANIZE.name,
    positionId: POSITION.name,
    roleId: ROLE.name,
    mobilePhone: `138${String(i).padStart(8, '0')}`,
  }));
}

/** Imports through the app; answers the milliseconds taken, failing loudly unless every row was stored. */
export async function importThroughApp(server: TestServer, token: string, rows: readonly Record<string, string>[]): Promise<number> {
  const started = performance.now();
  const answer = await call<{ snum: number; fnum: number; failResult: { errorsInfo: string }[] }>(server.app, '/api/permission/Users/ImportData', { token, method: 'POST', body: { list: rows } });
  const ms = performance.now() - started;
  if (answer.code !== 200 || answer.data?.snum !== rows.length) {
    throw new Error(`import answered ${answer.code} ${answer.msg}: ${JSON.stringify(answer.data?.failResult?.slice(0, 3))}`);
  }
  return ms;
}

/** The baseline: the same users and relations inserted with the same SQL, one row at a time, in one transaction. */
export async function bareInsert(server: TestServer, rows: readonly Record<string, string>[], passwordHash: string): Promise<number> {
  const started = performance.now();
  await server.database.db.transaction(async (tx) => {
    const now = new Date();
    for (const [i, row] of rows.entries()) {
      const id = crypto.randomUUID();
      await tx.insert(users).values({
        id,
        account: row.account!,
        realName: row.realName!,
        gender: i % 2 ? '2' : '1',
        organizeId: ORGANIZE.id,
        mobilePhone: row.mobilePhone!,
        passwordHash,
        createdAt: now,
      });
      await tx.insert(userRelations).values([
        { userId: id, objectType: 'Position', objectId: POSITION.id },
        { userId: id, objectType: 'Role', objectId: ROLE.id },
      ]);
    }
  });
  return performance.now() - started;
}

/** Runs the import measures on one database and answers their rows. */
export async function benchImport(kind: 'pglite' | 'postgres', options: ImportBenchOptions, progress: (line: string) => void = () => undefined): Promise<BenchRow[]> {
  const server = await createTestServer(kind);
  try {
    const token = await tokenFor(server.app, ADMIN);
    const passwordHash = await hashPassword(md5Hex(DEFAULT_USER_PASSWORD), 1000);
    // A warm-up: the first import pays for compiling the screen's checks and the statements.
    await importThroughApp(server, token, importRowsOf('warm', 10));
    const rows: BenchRow[] = [];
    for (const size of options.sizes) {
      const ours: number[] = [];
      const bare: number[] = [];
      for (let round = 0; round < options.rounds; round += 1) {
        bare.push(await bareInsert(server, importRowsOf(`b${size}r${round}_`, size), passwordHash));
        ours.push(await importThroughApp(server, token, importRowsOf(`i${size}r${round}_`, size)));
        progress(`import ${size} rows (${kind}) round ${round + 1}: ours ${fixed(ours.at(-1)! / 1000, 2)} s, bare insert ${fixed(bare.at(-1)! / 1000, 2)} s`);
      }
      const ratio = median(ours.map((value, index) => value / bare[index]!));
      rows.push({
        name: `import ${size.toLocaleString('en')} users (names of organisation, position, role, dictionary)`,
        where: kind,
        ours: `${fixed(median(ours) / 1000, 2)} s`,
        baseline: `${fixed(median(bare) / 1000, 2)} s (bare insert, one transaction)`,
        ratio: `${fixed(ratio, 1)}×`,
        target: '',
      });
    }
    return rows;
  } finally {
    await server.close();
  }
}

if (process.argv[1] && import.meta.filename && process.argv[1].endsWith('import.ts')) {
  const sizes = process.argv.slice(2).map(Number).filter((value) => value > 0);
  const kind = process.env.DATABASE_URL ? 'postgres' : 'pglite';
  benchImport(kind, { sizes: sizes.length ? sizes : FULL_IMPORT.sizes, rounds: 1 }, (line) => process.stderr.write(`${line}\n`))
    .then((rows) => {
      process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
      process.exit(0);
    })
    .catch((error: unknown) => {
      process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(1);
    });
}
