/** Server configuration, read once from the environment (README lists every variable). */
import path from 'node:path';

/** Everything the server needs to start. */
export interface ServerConfig {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  adminPassword: string;
  staffPassword: string;
  /** PBKDF2 iterations for new password hashes (stored with each hash, so it can change later). */
  passwordIterations: number;
  /** Directory of the built client served at `/`. */
  clientDir: string;
  logRequests: boolean;
  /** Believe X-Forwarded-For (set KLX_TRUST_PROXY=1 only behind a trusted proxy). */
  trustProxy: boolean;
  /** Directories of screen schemas served besides ./schemas (KLX_SCHEMA_DIRS, separated by the path delimiter). */
  extraSchemaDirs: string[];
}

/** Default passwords of the seeded accounts (named in the README; change them with the variables below). */
export const DEFAULT_ADMIN_PASSWORD = 'Klx@2026';
export const DEFAULT_STAFF_PASSWORD = 'Staff@2026';

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return parsed;
}

/** Reads the configuration from an environment object (process.env in production). */
export function readConfig(env: Record<string, string | undefined>): ServerConfig {
  return {
    port: positiveInt(env.PORT, 3000, 'PORT'),
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    adminPassword: env.KLX_ADMIN_PASSWORD || DEFAULT_ADMIN_PASSWORD,
    staffPassword: env.KLX_STAFF_PASSWORD || DEFAULT_STAFF_PASSWORD,
    passwordIterations: positiveInt(env.KLX_PASSWORD_ITERATIONS, 210_000, 'KLX_PASSWORD_ITERATIONS'),
    clientDir: path.resolve(env.KLX_CLIENT_DIR || './dist'),
    logRequests: env.KLX_LOG_REQUESTS !== '0',
    trustProxy: env.KLX_TRUST_PROXY === '1',
    extraSchemaDirs: (env.KLX_SCHEMA_DIRS ?? '')
      .split(path.delimiter)
      .filter((dir) => dir.trim() !== '')
      .map((dir) => path.resolve(dir)),
  };
}
