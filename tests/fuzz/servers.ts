/**
 * The fuzz suite's own servers: the production build (`node server.js`) on the embedded database in a
 * temporary data folder, or on a fresh PostgreSQL database created for the run and dropped afterwards.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";

export type Backend = "pglite" | "postgres";

/** The PostgreSQL server also serves `{slug}.{PLATFORM_DOMAIN}`. */
export const PLATFORM_DOMAIN = "dealers.example.com.au";

export const ADMIN_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export type FuzzServer = {
  backend: Backend;
  port: number;
  dataDir: string;
  /** The PostgreSQL database's URL (postgres backend only). */
  databaseUrl?: string;
  /** True while the process runs: a crash is a finding of its own. */
  alive(): boolean;
  /** The tail of the server's output (error log lines, stderr), to find a failure's cause. */
  output(): string;
  /** Stops the process (SIGTERM) and waits for it. */
  stop(): Promise<void>;
  /** Starts the process again on the same data, on a new port. */
  restart(): Promise<void>;
  /** Stops it and removes its data folder and database. */
  dispose(): Promise<void>;
};

/**
 * The embedded server runs as `node server.js` does for anyone: no NODE_ENV, no proxy. The PostgreSQL one
 * runs as a deployment might: NODE_ENV=production, behind one trusted proxy hop, with a platform domain.
 * Errors must look the same either way, and forwarded headers must not move the tenant.
 */
function serverEnv(dataDir: string, databaseUrl: string | undefined): NodeJS.ProcessEnv {
  const { NODE_ENV: _testRunners, ...inherited } = process.env;
  return {
    ...inherited,
    ...(databaseUrl ? { NODE_ENV: "production", TRUST_PROXY: "1", PLATFORM_DOMAIN } : {}),
    HOST: "127.0.0.1",
    PORT: "0",
    DATA_DIR: dataDir,
    SEED_DEMO: "true",
    LOG_LEVEL: "error",
    SMS_PROVIDER: "inbox",
    SMS_DEV_INBOX: "true",
    SESSION_SECRET: "fuzz-only-session-secret-0123456789abcdef",
    FINANCE_DATA_KEY: "ZnV6ei1vbmx5LWZpbmFuY2UtZGF0YS1rZXktMzJieXQ=",
    // Every fuzz request comes from 127.0.0.1; the limits themselves are tested elsewhere.
    LEAD_RATE_LIMIT: "100000",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
}

function launch(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; port: number; output: () => string }> {
  const child = spawn(process.execPath, ["server.js"], { env, stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let output = "";
  const keep = (c: Buffer) => (output = (output + c.toString()).slice(-50_000));
  child.stdout!.on("data", (c: Buffer) => ((stdout = (stdout + c.toString()).slice(-50_000)), keep(c)));
  child.stderr!.on("data", keep);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`fuzz server did not start within 240 s:\n${output}`)), 240_000);
    const onData = () => {
      const port = /Dealer platform ready \(\w+\) on port (\d+)/.exec(stdout)?.[1];
      if (!port) return;
      clearTimeout(timer);
      child.stdout!.off("data", onData);
      resolve({ child, port: Number(port), output: () => output });
    };
    child.stdout!.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`fuzz server exited with ${code} before it was ready:\n${output}`));
    });
  });
}

export async function startFuzzServer(backend: Backend): Promise<FuzzServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `dealer-fuzz-${backend}-`));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (backend === "postgres") {
    const name = `fuzz_${process.pid}_${Date.now()}`;
    const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 1 });
    };
  }
  const env = serverEnv(dataDir, databaseUrl);
  let running = await launch(env);
  const stop = async () => {
    const { child } = running;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    const forced = setTimeout(() => child.kill("SIGKILL"), 20_000);
    await exited;
    clearTimeout(forced);
  };
  const server: FuzzServer = {
    backend,
    port: running.port,
    dataDir,
    databaseUrl,
    alive: () => running.child.exitCode === null && running.child.signalCode === null,
    output: () => running.output(),
    stop,
    async restart() {
      await stop();
      running = await launch(env);
      server.port = running.port;
    },
    async dispose() {
      await stop();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}
