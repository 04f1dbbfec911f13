/** What a request needs from the running process, built once at boot: configuration, logger, database, services. */
import path from "node:path";
import pino, { type Logger } from "pino";
import { seedDemo } from "~/demo/seed";
import { sessionSecret } from "./auth/config";
import { openDatabase, type Database, type Db } from "./db/client";
import { applyEmbeddedDefaults } from "./embedded-defaults";
import type { Env } from "./env";
import { createDeliveryWorker } from "./leads/delivery-worker";
import { createDbRateLimiter, type RateLimiter } from "./leads/rate-limit";
import { createStockIndex, type StockIndex } from "./search/stock-index";
import { createLeadDeliverer } from "./services/lead-delivery";
import { parseLeadDeliveryConfig } from "./services/lead-delivery/config";
import { parseSmsConfig } from "./services/sms/config";
import { createSiteDirectory, type SiteDirectory } from "./tenancy/site-directory";

export type Runtime = {
  env: Env;
  log: Logger;
  database: Database;
  db: Db;
  sites: SiteDirectory;
  stock: StockIndex;
  /** The lead forms' per-IP limit, shared by every page and process (ADR 020). */
  leadLimiter: RateLimiter;
  dataDir: string;
  mediaDir: string;
  /** Stops background work and closes the database. */
  close(): Promise<void>;
};

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
