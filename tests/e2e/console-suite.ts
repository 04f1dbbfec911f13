/**
 * A console browser suite's server, browser and sign-in. A suite named in CONSOLE_SUITE_DEALERS (console-server.ts) uses
 * the console server the e2e global setup starts once for all of them, on a fresh data folder where each has a dealer and
 * owner of its own (so the suite's edits touch no other suite's data); a suite not named there, or with `prepare`,
 * starts a server of its own on a data folder prepared the same way before it starts. `useConsoleSuite` registers the
 * suite's beforeAll and afterAll; read its fields inside tests.
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import type { Db } from "~/server/db/client";
import type { LeadSite } from "~/server/db/test-factories";
import { launchBrowser } from "./harness";
import { CONSOLE_SUITE_DEALERS, consoleDealer, startConsoleServer, type ConsoleServer } from "./console-server";

export type ConsoleSuite = {
  readonly slug: string;
  readonly email: string;
  readonly password: string;
  readonly port: number;
  readonly browser: Browser;
  readonly dataDir: string;
  /** The dealer as inserted (its website and location ids). */
  readonly site: LeadSite;
  /** An address on the dealer's host. */
  url(p: string): string;
  /** A new page in `context`, signed in to the console as the owner. */
  signIn(context: BrowserContext): Promise<Page>;
};

/** The global setup's console server (started by the first suite that asks). */
async function sharedConsoleServer(): Promise<Omit<ConsoleServer, "stop">> {
  const res = await fetch(`http://127.0.0.1:${inject("consoleServerBroker")}/`);
  if (!res.ok) throw new Error(`the console suites' server did not start: ${await res.text()}`);
  return (await res.json()) as Omit<ConsoleServer, "stop">;
}

export function useConsoleSuite(name: string, options: { prepare?: (db: Db, site: LeadSite) => Promise<void> } = {}): ConsoleSuite {
  const { slug, email, password } = consoleDealer(name);
  let ownServer: ConsoleServer | undefined;
  const state = {} as { port: number; browser: Browser; dataDir: string; site: LeadSite };

  beforeAll(async () => {
    const shared = !options.prepare && (CONSOLE_SUITE_DEALERS as readonly string[]).includes(name);
    const server = shared ? await sharedConsoleServer() : (ownServer = await startConsoleServer([name], options.prepare));
    state.port = server.port;
    state.dataDir = server.dataDir;
    state.site = server.sites[name];
    state.browser = await launchBrowser();
  }, 180_000);

  afterAll(async () => {
    await state.browser?.close();
    await ownServer?.stop();
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
