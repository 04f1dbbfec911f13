/** The production entry (server.js): boots the runtime, listens, prints each demo site's URL, shuts down cleanly. */
import { inspect } from "node:util";
import { BootError } from "./boot-error";
import { parseConfig } from "./config";
import { createDrainingServer } from "./http/draining-server";
import { createHttpApp } from "./http/http-app";
import { listen, readyBanner } from "./http/listen";
import { seedDemo } from "./db/seed-demo";
import { createRuntime, type Runtime } from "./runtime";

/** Boots everything, listens, prints each demo site's URL and shuts down cleanly on SIGTERM / SIGINT. */
export async function start(): Promise<void> {
  let runtime: Runtime;
  try {
    runtime = await createRuntime(parseConfig(), { seed: seedDemo });
  } catch (error) {
    // Configuration problems are the operator's to fix: the message names the variable and the cause; anything else
    // gets its stack and causes.
    const known = error instanceof BootError || /^Invalid environment:/.test((error as Error).message);
    process.stderr.write(`${known ? (error as Error).message : inspect(error)}\n`);
    process.exit(1);
  }
  const env = runtime.config;
  const { server, drain } = createDrainingServer(createHttpApp(runtime));
  const port = await listen(server, env);
  process.stdout.write(`${await readyBanner(runtime, port)}\n`);

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
