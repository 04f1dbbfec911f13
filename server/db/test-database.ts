/**
 * Test databases: a fresh in-memory PGlite, and a fresh PostgreSQL database when a server is reachable
 * (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres). Integration suites run once per kind.
 */
import postgres from "postgres";
import { openDatabase, type Database } from "./client";

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

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

export async function openTestDatabase(kind: "pglite" | "postgres"): Promise<TestDatabase> {
  if (kind === "pglite") {
    const database = await openDatabase({ dataDir: null });
    return { ...database, drop: database.close };
  }
  const name = `t_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    ...database,
    url: url.toString(),
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
