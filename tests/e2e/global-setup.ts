/**
 * Builds the app, then starts the real server (production build, embedded database seeded with the demo
 * dealers) once for the browser suites. Data lives in .data-e2e so that a second run skips seeding.
 * The console suites (project e2e-console) have a server of their own: console-global-setup.ts.
 */
import { execSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    port: number;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

let child: ChildProcess | undefined;

/**
 * A data folder kept from an earlier run keeps that run's sign-in codes, which the send limits count for an hour (30 a
 * network across every site: domain/auth/code-rules.ts): a second run within the hour would be refused codes. They go.
 */
async function forgetSignInCodes(dataDir: string) {
  if (!existsSync(path.join(dataDir, "pglite"))) return;
  const [{ openDatabase }, { signInCodes }] = await Promise.all([import("~/server/db/client"), import("~/server/db/schema")]);
  const database = await openDatabase({ dataDir });
  try {
    await database.db.delete(signInCodes);
  } finally {
    await database.close();
  }
}

export default async function setup(project: TestProject) {
  execSync("node scripts/ensure-build.mjs", { stdio: "inherit" });
  const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? ".data-e2e");
  await forgetSignInCodes(dataDir);
  const port = await freePort();
  child = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      SMS_DEV_INBOX: "true",
      SESSION_SECRET: "e2e-only-session-secret-0123456789abcdef",
      // Every browser suite posts from 127.0.0.1; the limit itself is tested in server/leads and app/features/forms.
      LEAD_RATE_LIMIT: "1000",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("server did not start within 180 s")), 180_000);
    let output = "";
    child!.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Dealer platform ready")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child!.once("exit", (code) => reject(new Error(`server exited early with ${code}:\n${output}`)));
  });
  project.provide("port", port);

  return async () => {
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child!.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  };
}
