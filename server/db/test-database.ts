/**
 * Test databases: a fresh in-memory PGlite, and a fresh PostgreSQL database when a server is reachable
 * (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres). Integration suites run once per kind.
 *
 * Each call gives an empty database with every migration applied, but the migrations run once per migrations folder,
 * not once per call: the first call migrates a database of each kind, and later calls (in any process) copy it.
 * - PostgreSQL: a template database `test_template_<key>` on the server, made once under an advisory lock and kept for
 *   later runs; each call is `create database t_… template test_template_<key>`.
 * - PGlite: a tarball of a migrated data folder (`dumpDataDir`) in the temp folder; each call loads it (`loadDataDir`).
 * The key is a hash of the migrations folder's files and the versions of drizzle-orm and PGlite, so a changed or
 * added migration makes a new copy. Every opened database still runs drizzle's migrator, which finds nothing to apply.
 * `openTestDatabase(kind, { migrate: true })` runs every migration on a fresh database instead: for the suites that
 * test the migrations themselves.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import { openDatabase, openPglite, type Database } from "./client";

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
/** The folder openDatabase migrates from by default (server/db/client.ts). */
const MIGRATIONS_DIR = path.resolve("server/db/migrations");

let postgresReachable: Promise<boolean> | undefined;

export function isPostgresReachable(): Promise<boolean> {
  postgresReachable ??= (async () => {
    const sql = postgres(ADMIN_URL, { max: 1, connect_timeout: 2, onnotice: () => {} });
    try {
      await sql`select 1`;
      return true;
    } catch {
      return false;
    } finally {
      await sql.end({ timeout: 1 });
    }
  })();
  return postgresReachable;
}

/** `url`: the PostgreSQL database's address, for a test that opens a second connection (a second process's). */
export type TestDatabase = Database & { url?: string; drop(): Promise<void> };

/** `migrate`: run every migration on this database rather than copy a migrated one. */
export async function openTestDatabase(kind: "pglite" | "postgres", options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  if (kind === "pglite") {
    const database = options.migrate ? await openDatabase({ dataDir: null }) : await openPgliteCopy();
    return { ...database, drop: database.close };
  }
  const name = `t_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  try {
    if (options.migrate) await admin.unsafe(`create database ${name}`);
    else await createFromTemplate(admin, name);
  } catch (error) {
    await admin.end({ timeout: 1 });
    throw error;
  }
  const url = urlOf(name);
  const database = await openDatabase({ url });
  return {
    ...database,
    url,
    async drop() {
      await database.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 1 });
    },
  };
}

/** The database kinds an integration suite runs on here: PGlite always, PostgreSQL when reachable. */
export async function databaseKinds(): Promise<Array<"pglite" | "postgres">> {
  return (await isPostgresReachable()) ? ["pglite", "postgres"] : ["pglite"];
}

function urlOf(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * 16 hex digits of a hash of the migrations folder (every file, by path) and of the installed drizzle-orm and PGlite
 * (their migrations table and data folder formats).
 */
function migrationsKey(): string {
  const hash = createHash("sha256");
  for (const name of ["drizzle-orm", "@electric-sql/pglite"]) {
    const { version } = JSON.parse(readFileSync(path.resolve("node_modules", name, "package.json"), "utf8")) as { version: string };
    hash.update(`${name}@${version}\0`);
  }
  for (const entry of readdirSync(MIGRATIONS_DIR, { recursive: true, withFileTypes: true })
    .filter((dirent) => dirent.isFile())
    .map((dirent) => path.relative(MIGRATIONS_DIR, path.join(dirent.parentPath, dirent.name)))
    .sort()) {
    const content = readFileSync(path.join(MIGRATIONS_DIR, entry));
    hash.update(`${entry}\0${content.length}\0`).update(content);
  }
  return hash.digest("hex").slice(0, 16);
}

/** Refuses a copy made while the migrations folder changed under it (a migration being written). */
function assertUnchanged(key: string): void {
  if (migrationsKey() !== key) throw new Error(`${MIGRATIONS_DIR} changed while its migrations ran for the tests; run them again`);
}

/** Any fixed key: shared while cloning the template, exclusive while making or dropping one. */
const TEMPLATE_LOCK = 726_002;
const TEMPLATE_PREFIX = "test_template_";

/**
 * `create database <name> template test_template_<key>`, making the template first when the server has none for this
 * migrations folder. A finished template does not accept connections (that is how a finished one is told from one
 * whose making was cut short), so nothing holds it open when it is copied.
 */
async function createFromTemplate(admin: postgres.Sql, name: string): Promise<void> {
  const key = migrationsKey();
  const template = `${TEMPLATE_PREFIX}${key}`;
  for (let attempt = 0; ; attempt++) {
    await admin`select pg_advisory_lock_shared(${TEMPLATE_LOCK})`;
    try {
      const [row] = await admin<Array<{ ready: boolean }>>`select not datallowconn as ready from pg_database where datname = ${template}`;
      if (row?.ready) {
        await admin.unsafe(`create database ${name} template ${template}`);
        return;
      }
    } finally {
      await admin`select pg_advisory_unlock_shared(${TEMPLATE_LOCK})`;
    }
    if (attempt > 0) throw new Error(`test database template ${template} is missing after it was made`);
    await admin`select pg_advisory_lock(${TEMPLATE_LOCK})`;
    try {
      await makeTemplate(admin, template, key);
    } finally {
      await admin`select pg_advisory_unlock(${TEMPLATE_LOCK})`;
    }
  }
}

/** Under the exclusive lock: migrates `template` unless another process just did, and drops other folders' templates. */
async function makeTemplate(admin: postgres.Sql, template: string, key: string): Promise<void> {
  const [row] = await admin<Array<{ ready: boolean }>>`select not datallowconn as ready from pg_database where datname = ${template}`;
  if (row?.ready) return;
  // One left half-made by a process that stopped (the lock ended with its connection).
  await admin.unsafe(`drop database if exists ${template} with (force)`);
  await admin.unsafe(`create database ${template}`);
  const database = await openDatabase({ url: urlOf(template) });
  await database.close();
  assertUnchanged(key);
  await admin.unsafe(`alter database ${template} allow_connections false`);
  await admin.unsafe(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${template}'`);
  // Templates of earlier migrations folders; a process still on one makes it again when it finds it gone.
  const stale = await admin<Array<{ datname: string }>>`
    select datname from pg_database where datname like ${`${TEMPLATE_PREFIX}%`} and datname <> ${template}`;
  for (const { datname } of stale) await admin.unsafe(`drop database if exists ${datname} with (force)`);
}

/** The migrated PGlite data folder as a tarball, made once per migrations folder and kept in the temp folder. */
async function migratedPgliteTarball(): Promise<Blob> {
  const key = migrationsKey();
  const folder = path.join(tmpdir(), "dealer-platform-test-databases");
  const file = path.join(folder, `pglite-${key}.tar`);
  try {
    return new Blob([readFileSync(file)]);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const migrated = await openDatabase({ dataDir: null });
  const client = (migrated.db as unknown as { $client: { dumpDataDir(compression: "none"): Promise<Blob> } }).$client;
  const tarball = await client.dumpDataDir("none");
  await migrated.close();
  assertUnchanged(key);
  mkdirSync(folder, { recursive: true });
  // Written beside it, then renamed: a process reading the file never sees half of it.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()));
  renameSync(partial, file);
  for (const other of readdirSync(folder)) {
    if (other.startsWith("pglite-") && path.join(folder, other) !== file && !other.endsWith(".partial")) {
      rmSync(path.join(folder, other), { force: true });
    }
  }
  return tarball;
}

/** An in-memory PGlite loaded from the migrated tarball; drizzle's migrator then finds nothing to apply. */
async function openPgliteCopy(): Promise<Database> {
  return openPglite({ loadDataDir: await migratedPgliteTarball(), migrationsFolder: MIGRATIONS_DIR });
}
