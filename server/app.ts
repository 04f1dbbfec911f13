/**
 * The HTTP server: one process serving every dealer site. Built by Vite together with the React Router
 * app (see vite.config.ts), so the server, the loaders and the database share one module graph.
 */
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pino from "pino";
import { RouterContextProvider } from "react-router";
import { clientBuildDirContext, nonceContext, runtimeContext } from "~/app/context";
import { seedDemo } from "~/demo/seed";
import { clientIpContext } from "./auth/client-ip";
import { sessionSecret } from "./auth/config";
import { openDatabase } from "./db/client";
import { applyEmbeddedDefaults } from "./embedded-defaults";
import { createDeliveryWorker } from "./leads/delivery-worker";
import { createDbRateLimiter } from "./leads/rate-limit";
import { createLeadDeliverer } from "./services/lead-delivery";
import { parseLeadDeliveryConfig } from "./services/lead-delivery/config";
import { parseSmsConfig } from "./services/sms/config";
import { parseEnv, type Env } from "./env";
import { requestLog } from "./http/request-log";
import { createPageCache } from "./http/page-cache";
import { cspNonce, securityHeaders } from "./http/security-headers";
import { SESSION_COOKIE_NAME } from "./auth/sessions";
import { createImageHandler } from "./images/image-endpoint";
import type { Runtime } from "./runtime";
import { createStockIndex } from "./search/stock-index";
import { createSiteDirectory } from "./tenancy/site-directory";

const clientDir = fileURLToPath(new URL("../client", import.meta.url));

export function createHttpApp(runtime: Runtime): express.Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", runtime.env.TRUST_PROXY);
  // First: a cached anonymous page is answered before logging, compression or file lookups.
  const pageCache = createPageCache({ sessionCookieName: SESSION_COOKIE_NAME });
  runtime.stock.onChange((websiteIds) => websiteIds.forEach((id) => pageCache.invalidateSite(id)));
  runtime.sites.onInvalidate(() => pageCache.clear());
  app.use(pageCache.serveHits);
  app.use(requestLog(runtime.log));
  app.use(compression());
  app.use(pageCache.storeMisses);

  app.get("/healthz", async (_req, res) => {
    try {
      await runtime.database.ping();
      res.set("Cache-Control", "no-store").json({ status: "ok", database: runtime.database.kind });
    } catch {
      res.status(503).set("Cache-Control", "no-store").json({ status: "unavailable", database: runtime.database.kind });
    }
  });

  app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }));
  app.use(express.static(clientDir, { maxAge: "1h", index: false }));
  app.use(
    "/media",
    createImageHandler({
      mediaDir: runtime.mediaDir,
      cacheDir: path.join(runtime.dataDir, "image-cache"),
      notFoundPath: path.join(runtime.mediaDir, "not-found.svg"),
      onError: (err, info) => runtime.log.warn({ err, ...info }, "image endpoint problem"),
    }),
  );

  app.use(cspNonce, securityHeaders({ production: runtime.env.NODE_ENV === "production" && runtime.env.HTTPS }));
  app.all(
    "/{*path}",
    createRequestHandler({
      build: () => import("virtual:react-router/server-build"),
      mode: runtime.env.NODE_ENV === "production" ? "production" : "development",
      getLoadContext(req, res) {
        const context = new RouterContextProvider();
        context.set(runtimeContext, runtime);
        context.set(nonceContext, res.locals.cspNonce as string);
        if (runtime.env.NODE_ENV === "production") context.set(clientBuildDirContext, clientDir);
        context.set(clientIpContext, req.ip ?? "");
        return context;
      },
    }),
  );
  return app;
}

export async function createRuntime(env: Env): Promise<Runtime> {
  const log = pino({ level: env.LOG_LEVEL, base: undefined });
  const dataDir = path.resolve(env.DATA_DIR);
  applyEmbeddedDefaults(env, dataDir);
  // Every service's configuration is checked now, so a bad value stops the boot, not a shopper's request.
  sessionSecret();
  parseSmsConfig();
  const deliver = createLeadDeliverer({ ...parseLeadDeliveryConfig(), dataDir });
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir });
  const mediaDir = path.join(dataDir, "media");
  if (env.SEED_DEMO) {
    const started = Date.now();
    const seeded = await seedDemo(database.db, { mediaDir });
    if (seeded.cars > 0) log.info({ ...seeded, ms: Date.now() - started }, "seeded demo dealers");
  }
  const sites = createSiteDirectory(database.db, { platformDomain: env.PLATFORM_DOMAIN });
  const stock = await createStockIndex(database.db, log);
  stock.start();
  const leadWorker = createDeliveryWorker({ db: database.db, deliver, log });
  leadWorker.start();
  const close = async () => {
    stock.stop();
    await leadWorker.stop();
    deliver.close();
    await database.close();
  };
  const leadLimiter = createDbRateLimiter(database.db, { limit: env.LEAD_RATE_LIMIT });
  return { env, log, database, db: database.db, sites, stock, leadLimiter, dataDir, mediaDir, close };
}

/** Boots everything, listens, prints each demo site's URL and shuts down cleanly on SIGTERM / SIGINT. */
export async function start(): Promise<void> {
  let runtime: Runtime;
  try {
    runtime = await createRuntime(parseEnv());
  } catch (error) {
    const { message, stack } = error as Error;
    // Configuration problems are the operator's to fix: the message names the variable; anything else gets its stack.
    process.stderr.write(`${/^(Invalid|SESSION_SECRET)/.test(message) ? message : stack}\n`);
    process.exit(1);
  }
  const env = runtime.env;
  const app = createHttpApp(runtime);
  const server = app.listen(env.PORT, env.HOST);
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  const sites = await runtime.sites.listSites();
  const lines = sites.map((s) => `  ${s.name.padEnd(34)} http://${s.slug}.localhost:${port}/`);
  process.stdout.write(
    `\nDealer platform ready (${runtime.database.kind}) on port ${port}\n  Directory                          http://localhost:${port}/\n${lines.join("\n")}\n\n`,
  );

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    runtime.log.info({ signal }, "shutting down");
    const force = setTimeout(() => server.closeAllConnections(), env.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    server.close(async () => {
      clearTimeout(force);
      await runtime.close();
      runtime.log.info("stopped");
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}
