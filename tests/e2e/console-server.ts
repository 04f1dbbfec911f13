/**
 * The console suites' server: a data folder with one dealer and its owner per suite, prepared before the server starts,
 * and the server on it. The e2e global setup starts one, the first time a console suite asks for it, for every suite
 * named in CONSOLE_SUITE_DEALERS (each edits only its own dealer); a suite not named there starts one of its own.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Db } from "~/server/db/client";
import type { LeadSite } from "~/server/db/test-factories";
import { startServerProcess } from "./server-process";

/** The console suites that share the global setup's console server, by the name each gives useConsoleSuite. */
export const CONSOLE_SUITE_DEALERS = ["content", "offers-reviews", "promotions", "routing", "settings"] as const;

/** A suite's dealer and owner, by the suite's name. */
export const consoleDealer = (name: string) => {
  const slug = `${name}-e2e`;
  return { slug, email: `owner@${slug}.example`, password: `${name} e2e password` };
};

export type ConsoleServer = {
  port: number;
  dataDir: string;
  /** Each dealer as inserted (its website and location ids), by suite name. */
  sites: Record<string, LeadSite>;
  stop(): Promise<void>;
};

/**
 * Prepares a data folder with a dealer and its owner for each of `names`, then `prepare` (with the last dealer), and
 * starts the server on it. The server modules are imported here, not at the top, so that loading this module costs nothing.
 */
export async function startConsoleServer(
  names: readonly string[],
  prepare?: (db: Db, site: LeadSite) => Promise<void>,
): Promise<ConsoleServer> {
  const [{ openDatabase }, { insertLeadSite }, { ensureStaffWithPassword }] = await Promise.all([
    import("~/server/db/client"),
    import("~/server/db/test-factories"),
    import("~/server/console/staff-accounts"),
  ]);
  const dataDir = mkdtempSync(path.join(tmpdir(), `${names.length === 1 ? names[0] : "console"}-e2e-`));
  const sites: Record<string, LeadSite> = {};
  const database = await openDatabase({ dataDir });
  try {
    for (const name of names) {
      const { slug, email, password } = consoleDealer(name);
      const site = await insertLeadSite(database.db, slug);
      await ensureStaffWithPassword(database.db, { websiteId: site.website.id, email, name: "E2E Owner", password, role: "owner" });
      await prepare?.(database.db, site);
      sites[name] = site;
    }
  } finally {
    await database.close();
  }
  const server = startServerProcess({ DATA_DIR: dataDir, SESSION_SECRET: "console-e2e-suites-session-secret-0123456789abcdef" });
  const stop = async () => {
    if (server.child.exitCode === null) {
      server.child.kill("SIGTERM");
      await server.exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    return { port: await server.ready, dataDir, sites, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
