/** What the command-line scripts share: failing with a message, and opening the platform's database. */
import { existsSync } from "node:fs";
import path from "node:path";
import { openDatabase, type Database } from "~/server/db/client";

export function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

/**
 * DATABASE_URL's PostgreSQL, else the embedded database in DATA_DIR (default .data). PGlite allows one process at a
 * time and marks an open folder with postmaster.pid (removed on a clean close): refused while a server has it, unless
 * `force` (a crash left the mark). `whileInUse` says what else the dealer can do then.
 */
export async function openCliDatabase({ force, whileInUse = "" }: { force: boolean; whileInUse?: string }): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (url) return openDatabase({ url });
  const dataDir = path.resolve(process.env.DATA_DIR ?? ".data");
  const pgliteDir = path.join(dataDir, "pglite");
  if (!existsSync(path.join(pgliteDir, "PG_VERSION"))) {
    fail(`No database in ${pgliteDir}. Start the server once to create it, or set DATABASE_URL / DATA_DIR.`);
  }
  if (existsSync(path.join(pgliteDir, "postmaster.pid")) && !force) {
    fail(
      [
        `The embedded database in ${pgliteDir} is in use by a running server.`,
        `PGlite allows one process at a time: stop the server and run this again${whileInUse}.`,
        "(If no server is running, a crash left the folder marked: add --force.)",
      ].join("\n"),
      2,
    );
  }
  return openDatabase({ dataDir });
}
