/**
 * What a request needs from the running process, built once at boot: configuration, logger, database and every
 * service. This is the one place services are made; routes reach them through the runtime (runtimeContext).
 */
import path from "node:path";
import pino, { type Logger } from "pino";
import { sessionKeys, type SessionKeys } from "./auth/config";
import { financeDataCipher, type FinanceDataCipher } from "./finance/crypto";
import type { Config } from "./config";
import { openDatabase, type Database, type Db } from "./db/client";
import { dbErrorForLog } from "./db/safe-error";
import { withEmbeddedDefaults } from "./embedded-defaults";
import { startFeedPolling } from "./feeds/feed-poll";
import { createFeedRunWorker, type FeedRunWorker } from "./feeds/feed-runs";
import { createDeliveryWorker } from "./leads/delivery-worker";
import { createDbRateLimiter, type RateLimiter } from "./leads/rate-limit";
import { createStockIndex, type StockIndex } from "./search/stock-index";
import { createFinanceQuoteService, type FinanceQuoteService } from "./services/finance-quote";
import { createGeocoder, type Geocoder } from "./services/geocode";
import { createReviewSource, type ReviewSource } from "./services/reviews-source";
import { createMaps, type MapRenderer } from "./services/maps";
import { createLeadDeliverer } from "./services/lead-delivery";
import { createMarketData, createPriceComparisonService, type PriceComparisonService } from "./services/price-comparison";
import { createSmsSender, type SmsSender } from "./services/sms";
import { createPayments, type PaymentsProvider } from "./services/payments";
import { createSmtpSender } from "./services/lead-delivery/smtp";
import { createCheckoutJob } from "./checkout/checkout-job";
import { createMediaJobWorker, type MediaJobWorker } from "./console/media-jobs";
import { createStaffMailer, type StaffMailer } from "./console/staff-mail";
import { SIGN_IN_ATTEMPTS_PER_WINDOW, SIGN_IN_WINDOW_MS } from "~/domain/console/staff-rules";
import { createValuationProvider, createValuationService, type ValuationService } from "./services/valuation";
import { createSiteDirectory, type SiteDirectory } from "./tenancy/site-directory";

export type Runtime = {
  /** The configuration parsed at boot (server/config.ts), with the embedded defaults filled in. */
  /** The configuration parsed at boot (server/config.ts), with the embedded defaults filled in. */
  config: Config;
  log: Logger;
  database: Database;
  db: Db;
  sites: SiteDirectory;
  stock: StockIndex;
  /** Bulk photo uploads processed in the background (server/console/media-jobs.ts); `kick` after queueing one. */
  mediaJobs: MediaJobWorker;
  feedRuns: FeedRunWorker;
  /** The lead forms' per-IP limit, shared by every page and process (ADR 020). */
  leadLimiter: RateLimiter;
  /** The session secret and cookie flag of sign-in. */
  sessionKeys: SessionKeys;
  /** Dealer console sign-in attempts per client address and dealer (the same module as leadLimiter; ADR 036). */
  staffLimiter: RateLimiter;
  /** The console's emails (sign-in links, resets, invitations): SMTP or the dealer's mail folder. */
  staffMail: StaffMailer;
  sms: SmsSender;
  /** Card payments: the embedded test provider or Stripe (PAYMENTS_PROVIDER). */
  payments: PaymentsProvider;
  geocoder: Geocoder;
  /** The console's "Import from Google" of reviews: none by default, Google Business Profile when configured. */
  reviewSource: ReviewSource;
  /** The dealer locator's map: offline SVG by default, a static map image when MAPS=google. */
  maps: MapRenderer;
  financeQuote: FinanceQuoteService;
  /** Encrypts finance applications at rest (FINANCE_DATA_KEY, ADR 035). */
  financeData: FinanceDataCipher;
  priceComparison: PriceComparisonService;
  /** The trade-in pages' instant estimate (server/services/valuation). */
  valuation: ValuationService;
  dataDir: string;
  mediaDir: string;
  /** With SEED_DEMO: draws the demo's per-model pictures on their first request instead of at seed time. */
  drawMedia?: MediaDrawer;
  /** Stops background work and closes the database. */
  close(): Promise<void>;
};

/** Builds every service from `parsed` (parseConfig's answer; a bad value has already stopped the boot there). */
/** Fills an empty database with demo dealers (the entry passes `seedDemo`; the runtime knows nothing of the demo). */
export type Seeder = (db: Db, options: { mediaDir: string; embedded: boolean }) => Promise<{ websites: number; cars: number }>;

/** Draws a demo picture not on disk yet by its path under the media folder, or null (the entry passes `drawDemoMedia`). */
export type MediaDrawer = (relPath: string) => string | null;

export async function createRuntime(parsed: Config, options: { seed?: Seeder; drawMedia?: MediaDrawer } = {}): Promise<Runtime> {
  const env = withEmbeddedDefaults(parsed);
  const log = pino({ level: env.LOG_LEVEL, base: undefined });
  const dataDir = path.resolve(env.DATA_DIR);
  const keys = sessionKeys(env);
  const sms = createSmsSender({ config: env, dataDir, log });
  const geocoder = createGeocoder(env);
  const reviewSource = createReviewSource(env);
  const maps = createMaps(env);
  const financeQuote = createFinanceQuoteService(env);
  const financeData = financeDataCipher(env);
  const deliver = createLeadDeliverer({ ...env, dataDir });
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir, migrationsDir: env.MIGRATIONS_DIR });
  const mediaDir = path.join(dataDir, "media");
  if (env.SEED_DEMO && options.seed) {
    const started = Date.now();
    const seeded = await options.seed(database.db, { mediaDir, embedded: database.kind === "pglite" });
    if (seeded.cars > 0) log.info({ ...seeded, ms: Date.now() - started }, "seeded demo dealers");
  }
  await database.updatePlannerStatistics();
  // The embedded database's statistics again every hour, as its stock changes (a no-op on PostgreSQL: autovacuum).
  const statistics = setInterval(() => {
    database.updatePlannerStatistics().catch((error: unknown) => log.warn({ err: dbErrorForLog(error) }, "planner statistics not updated"));
  }, 3_600_000);
  statistics.unref();
  const sites = createSiteDirectory(database.db, { platformDomain: env.PLATFORM_DOMAIN });
  // A dealer's settings or theme saved in any process reach this one within the interval (ADR 040).
  sites.start(2000, (error) => log.error({ err: dbErrorForLog(error) }, "site directory refresh failed"));
  const stock = await createStockIndex(database.db, log);
  stock.start();
  const leadWorker = createDeliveryWorker({ db: database.db, deliver, log });
  leadWorker.start();
  // Stock feed imports of any process (console uploads, scheduled fetches), claimed once each (server/feeds/feed-runs.ts).
  const feedRuns = createFeedRunWorker({ db: database.db, dataDir, mediaDir, log, refreshCars: (ids) => stock.refreshCars(ids) });
  feedRuns.start();
  // Dealers' stock feed addresses, queued every FEED_POLL_INTERVAL minutes (server/feeds/feed-poll.ts).
  const feedPolling = startFeedPolling({
    db: database.db,
    log,
    intervalMinutes: env.FEED_POLL_INTERVAL,
    kick: () => feedRuns.kick(),
  });
  // Bulk photo uploads of any process, claimed once each (server/console/media-jobs.ts).
  const mediaJobs = createMediaJobWorker({ db: database.db, dataDir, mediaDir, log, refreshCars: (ids) => stock.refreshCars(ids) });
  mediaJobs.start();
  const close = async () => {
    clearInterval(statistics);
    sites.stop();
    stock.stop();
    await mediaJobs.stop();
    await feedRuns.stop();
    await leadWorker.stop();
    await feedPolling.stop();
    await checkoutJob.stop();
    checkoutSmtp?.close();
    staffMail.close();
    deliver.close();
    await database.close();
  };
  const leadLimiter = createDbRateLimiter(database.db, { limit: env.LEAD_RATE_LIMIT });
  const staffLimiter = createDbRateLimiter(database.db, { limit: SIGN_IN_ATTEMPTS_PER_WINDOW, windowMs: SIGN_IN_WINDOW_MS });
  const staffMail = createStaffMailer({ dataDir, from: env.LEAD_MAIL_FROM, smtpUrl: env.SMTP_URL });
  const payments = createPayments({ config: env, db: database.db });
  const checkoutSmtp = env.SMTP_URL ? createSmtpSender(env.SMTP_URL) : undefined;
  const checkoutJob = createCheckoutJob({
    db: database.db,
    payments,
    refreshCars: (ids) => stock.refreshCars(ids),
    log,
    dataDir,
    from: env.LEAD_MAIL_FROM,
    smtp: checkoutSmtp,
    sms,
  });
  checkoutJob.start();
  const priceComparison = createPriceComparisonService(database.db, createMarketData(database.db, env));
  const valuation = createValuationService(createValuationProvider(database.db, env), { log });
  return {
    config: env,
    log,
    database,
    db: database.db,
    sites,
    stock,
    mediaJobs,
    feedRuns,
    leadLimiter,
    staffLimiter,
    staffMail,
    sessionKeys: keys,
    sms,
    payments,
    geocoder,
    reviewSource,
    maps,
    financeQuote,
    financeData,
    priceComparison,
    valuation,
    dataDir,
    mediaDir,
    drawMedia: env.SEED_DEMO ? options.drawMedia : undefined,
    close,
  };
}
