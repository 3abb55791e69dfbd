/**
 * The operator's way back in, with no session needed (issue 8): `npm run account -- unlock <account>` clears a
 * sign-in lock; `npm run account -- reset-password <account>` sets a new password (KLX_NEW_PASSWORD, or a random
 * one printed once), unlocks the account and ends its sessions. Works on the embedded database in DATA_DIR (while
 * no server holds it: stop the server first) and on DATABASE_URL.
 */
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { readConfig } from '../server/config';
import { md5Hex } from '../server/auth/md5';
import { hashPassword } from '../server/auth/password';
import { createSessionService } from '../server/auth/session-service';
import { openDatabase } from '../server/db/client';
import { lockDataDir } from '../server/db/data-dir-lock';
import { users } from '../server/db/schema';

const USAGE = 'usage: npm run account -- unlock <account> | reset-password <account>   (new password: KLX_NEW_PASSWORD, else a random one)';

/** A random password that meets the default policy (upper, lower, digit, symbol). */
function randomPassword(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `Kx${Buffer.from(bytes).toString('base64url').slice(0, 12)}@${bytes[0]! % 10}`;
}

async function main(argv: string[]): Promise<number> {
  const [command, account] = argv;
  if ((command !== 'unlock' && command !== 'reset-password') || !account) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const config = readConfig(process.env);
  const lock = config.databaseUrl ? undefined : lockDataDir(config.dataDir, 'account command');
  const database = await openDatabase(config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dir: path.join(config.dataDir, 'db') });
  try {
    const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.account, account));
    if (!user) {
      process.stderr.write(`no account "${account}"\n`);
      return 1;
    }
    if (command === 'unlock') {
      await database.db.update(users).set({ lockMark: 0, failedLogins: 0, lockedUntil: null }).where(eq(users.id, user.id));
      process.stdout.write(`unlocked ${account}\n`);
      return 0;
    }
    const password = process.env.KLX_NEW_PASSWORD || randomPassword();
    const passwordHash = await hashPassword(md5Hex(password), config.passwordIterations);
    await database.db
      .update(users)
      .set({ passwordHash, lockMark: 0, failedLogins: 0, lockedUntil: null, changePasswordDate: null })
      .where(eq(users.id, user.id));
    await createSessionService(database.db).revokeAllOf(user.id, 'passwordChanged');
    process.stdout.write(process.env.KLX_NEW_PASSWORD ? `password of ${account} reset and unlocked\n` : `password of ${account} reset and unlocked; new password: ${password}\n`);
    return 0;
  } finally {
    await database.close();
    lock?.release();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
