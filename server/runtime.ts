/** What a request needs from the running process: configuration, logger, database and site directory. */
import type { Logger } from "pino";
import type { Env } from "./env";
import type { Database, Db } from "./db/client";
import type { RateLimiter } from "./leads/rate-limit";
import type { StockIndex } from "./search/stock-index";
import type { SiteDirectory } from "./tenancy/site-directory";

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
