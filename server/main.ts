/** The production entry (server.js): boots the runtime, listens, prints each demo site's URL, shuts down cleanly. */
import { inspect } from "node:util";
import { BootError } from "./boot-error";
import { isWorker, reportReady, runPrimary } from "./cluster";
import { parseConfig, type Config } from "./config";
import { createDrainingServer } from "./http/draining-server";
import { createHttpApp } from "./http/http-app";
import { listen, readyBanner } from "./http/listen";
import { openDatabase } from "./db/client";
import { drawDemoMedia, seedDemo } from "./db/seed-demo";
import { createRuntime, type Runtime } from "./runtime";

/** Boots everything, listens, prints each demo site's URL and shuts down cleanly on SIGTERM / SIGINT. */
export async function start(): Promise<void> {
  let runtime: Runtime;
  try {
    const config = parseConfig();
    if (config.WEB_CONCURRENCY > 1 && !isWorker()) return startPrimary(config);
    runtime = await createRuntime(config, { seed: seedDemo, drawMedia: drawDemoMedia });
  } catch (error) {
    exitOnBootError(error);
  }
  const env = runtime.config;
  const { server, drain } = createDrainingServer(createHttpApp(runtime));
  const port = await listen(server, env);
  const banner = await readyBanner(runtime, port);
  if (isWorker()) reportReady(banner);
  else process.stdout.write(`${banner}\n`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    runtime.log.info({ signal }, "shutting down");
    await drain(env.SHUTDOWN_TIMEOUT_MS);
    await runtime.close();
    runtime.log.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

/** Configuration problems are the operator's to fix: the message names the variable and the cause; anything else gets its stack. */
function exitOnBootError(error: unknown): never {
  const known = error instanceof BootError || /^Invalid environment:/.test((error as Error).message);
  process.stderr.write(`${known ? (error as Error).message : inspect(error)}\n`);
  process.exit(1);
}

/**
 * The primary of N workers opens the database once first: a database that cannot be used stops the boot here with
 * its cause, instead of workers dying and being replaced forever; and the workers find it migrated. It serves nothing.
 */
async function startPrimary(config: Config): Promise<void> {
  try {
    const database = await openDatabase({ url: config.DATABASE_URL, migrationsDir: config.MIGRATIONS_DIR });
    await database.close();
  } catch (error) {
    exitOnBootError(error);
  }
  runPrimary(config.WEB_CONCURRENCY, (line) => process.stdout.write(line));
}
