/**
 * A console browser suite's own server: a data folder with one dealer (insertLeadSite) and its owner, prepared before
 * the server starts (so the suite's edits touch no other suite's data), the server, a browser, and signing the owner in.
 * `useConsoleSuite` registers the suite's beforeAll and afterAll; read its fields inside tests.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { ensureStaffWithPassword } from "~/server/console/staff-accounts";
import { openDatabase, type Db } from "~/server/db/client";
import { insertLeadSite } from "~/server/db/test-factories";
import { launchBrowser } from "./harness";
import { startServerProcess, type ServerProcess } from "./server-process";

type Site = Awaited<ReturnType<typeof insertLeadSite>>;

export type ConsoleSuite = {
  readonly slug: string;
  readonly email: string;
  readonly password: string;
  readonly port: number;
  readonly browser: Browser;
  readonly dataDir: string;
  /** The dealer as inserted (its website and location ids). */
  readonly site: Site;
  /** An address on the dealer's host. */
  url(p: string): string;
  /** A new page in `context`, signed in to the console as the owner. */
  signIn(context: BrowserContext): Promise<Page>;
};

export function useConsoleSuite(name: string, options: { prepare?: (db: Db, site: Site) => Promise<void> } = {}): ConsoleSuite {
  const slug = `${name}-e2e`;
  const email = `owner@${slug}.example`;
  const password = `${name} e2e password`;
  let server: ServerProcess | undefined;
  const state = {} as { port: number; browser: Browser; dataDir: string; site: Site };

  beforeAll(async () => {
    state.dataDir = mkdtempSync(path.join(tmpdir(), `${slug}-`));
    const database = await openDatabase({ dataDir: state.dataDir });
    try {
      state.site = await insertLeadSite(database.db, slug);
      await ensureStaffWithPassword(database.db, { websiteId: state.site.website.id, email, name: "E2E Owner", password, role: "owner" });
      await options.prepare?.(database.db, state.site);
    } finally {
      await database.close();
    }
    server = startServerProcess({ DATA_DIR: state.dataDir, SESSION_SECRET: `${slug}-session-secret-0123456789abcdef` });
    state.port = await server.ready;
    state.browser = await launchBrowser();
  }, 180_000);

  afterAll(async () => {
    await state.browser?.close();
    if (server?.child.exitCode === null) {
      server.child.kill("SIGTERM");
      await server.exited;
    }
    if (state.dataDir) rmSync(state.dataDir, { recursive: true, force: true });
  });

  const url = (p: string) => `http://${slug}.localhost:${state.port}${p}`;
  return {
    slug,
    email,
    password,
    get port() {
      return state.port;
    },
    get browser() {
      return state.browser;
    },
    get dataDir() {
      return state.dataDir;
    },
    get site() {
      return state.site;
    },
    url,
    async signIn(context) {
      const page = await context.newPage();
      await page.goto(url("/console/sign-in"));
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill(password);
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await page.waitForURL(/\/console(\/[a-z]+)?$/);
      return page;
    },
  };
}
