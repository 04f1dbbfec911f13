/**
 * Opens the database: embedded PGlite in a data folder by default, PostgreSQL when a URL is given.
 * Both speak the same dialect and run the same migrations from server/db/migrations.
 */
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import { mkdirSync } from "node:fs";
import path from "node:path";
import postgres from "postgres";
import { BootError } from "../boot-error";
import { describeDatabaseError } from "./connection-error";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  ping(): Promise<void>;
  /**
   * Gathers the planner's statistics of every table where nothing else does. PostgreSQL's autovacuum keeps them;
   * PGlite runs no autovacuum, so its tables were never analysed and the planner guessed from defaults (a third of
   * the rows for any range), so a poll could read a whole table where an index answers (ADR 065).
   */
  updatePlannerStatistics(): Promise<void>;
  close(): Promise<void>;
};

/** The migrations of this checkout; a server takes MIGRATIONS_DIR from its configuration (server/config.ts). */
const MIGRATIONS_DIR = "server/db/migrations";

/**
 * Waits for PostgreSQL's first answer, at most connect_timeout (postgres.js, 30 s unless the URL says otherwise):
 * postgres.js retries a first connection for ever when the far end accepts and hangs up (an HTTP port, say).
 */
async function firstAnswer(client: postgres.Sql): Promise<void> {
  const seconds = client.options.connect_timeout;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(Object.assign(new Error(`no answer within ${seconds} s`), { code: "CONNECT_TIMEOUT" })),
      seconds * 1000,
    );
  });
  try {
    await Promise.race([client`select 1`, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** Any fixed key: every process migrating one database takes the same PostgreSQL advisory lock. */
const MIGRATION_LOCK = 726_001;

/**
 * Migrates PostgreSQL under a session advisory lock on a connection of its own, so processes that start together
 * (N workers, a rolling deploy) migrate one at a time: the first applies, the others then find nothing to do.
 */
async function migratePostgresLocked(url: string, migrationsFolder: string): Promise<void> {
  const client = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await client`select pg_advisory_lock(${MIGRATION_LOCK})`;
    await migratePostgres(drizzlePostgres(client), { migrationsFolder });
  } finally {
    // Ending the connection releases the lock, also when a migration failed.
    await client.end({ timeout: 5 });
  }
}

/** `dataDir` null opens an in-memory PGlite (tests). */
export async function openDatabase(options: { url?: string; dataDir?: string | null; migrationsDir?: string }): Promise<Database> {
  const migrationsFolder = path.resolve(options.migrationsDir ?? MIGRATIONS_DIR);
  if (options.url) {
    const client = postgres(options.url, { max: 10, onnotice: () => {} });
    const db = drizzlePostgres(client, { schema });
    try {
      await firstAnswer(client);
      await migratePostgresLocked(options.url, migrationsFolder);
    } catch (error) {
      await client.end({ timeout: 0 });
      const description = describeDatabaseError(error, options.url);
      throw description ? new BootError(description, { cause: error }) : error;
    }
    return {
      db: db as unknown as Db,
      kind: "postgres",
      ping: async () => void (await client`select 1`),
      updatePlannerStatistics: async () => {},
      close: () => client.end({ timeout: 5 }),
    };
  }
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = path.resolve(options.dataDir, "pglite");
    mkdirSync(dataDir, { recursive: true });
  }
  return openPglite({ dataDir, migrationsFolder });
}

/** PGlite on `dataDir` (in memory without one, from `loadDataDir` when given), migrated. */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob; migrationsFolder: string }): Promise<Database> {
  // Loaded only for the embedded database: PGlite's WebAssembly costs a PostgreSQL process ~45 MB it never uses.
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  const client = await PGlite.create({
    ...(options.dataDir && { dataDir: options.dataDir }),
    ...(options.loadDataDir && { loadDataDir: options.loadDataDir }),
  });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: options.migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    ping: async () => void (await client.query("select 1")),
    updatePlannerStatistics: async () => void (await client.exec("analyze")),
    close: () => client.close(),
  };
}
