/**
 * The console suites' server (console-server.ts: a fresh data folder with each console suite's own dealer), started once,
 * the first time a console suite asks for it: a run without such a suite never pays for it. A suite asks the local
 * address `consoleServerBroker` (any request); every asker gets the same server's port and dealers.
 */
import { execSync } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { TestProject } from "vitest/node";
import { CONSOLE_SUITE_DEALERS, startConsoleServer, type ConsoleServer } from "./console-server";

declare module "vitest" {
  export interface ProvidedContext {
    consoleServerBroker: number;
  }
}

export default async function setup(project: TestProject) {
  execSync("node scripts/ensure-build.mjs", { stdio: "inherit" });
  let consoleServer: Promise<ConsoleServer> | undefined;
  const broker = http.createServer((_req, res) => {
    consoleServer ??= startConsoleServer(CONSOLE_SUITE_DEALERS);
    consoleServer.then(
      ({ port, dataDir, sites }) =>
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ port, dataDir, sites })),
      (error: unknown) => res.writeHead(500).end(error instanceof Error ? (error.stack ?? error.message) : String(error)),
    );
  });
  await new Promise<void>((resolve) => broker.listen(0, "127.0.0.1", resolve));
  project.provide("consoleServerBroker", (broker.address() as AddressInfo).port);

  return async () => {
    broker.closeAllConnections();
    await new Promise((resolve) => broker.close(resolve));
    await consoleServer?.then((server) => server.stop()).catch(() => {});
  };
}
