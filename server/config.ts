/**
 * The one configuration: every variable the server reads, in one schema composed of each service's part, parsed
 * once at boot (server/main.ts, server/dev.ts) into a frozen object that createRuntime hands to the factories.
 * A bad value of any variable stops the boot with a message naming it. The README's table lists exactly these
 * variables (config-readme.test.ts checks).
 */
import { z } from "zod";
import { authVariables, checkAuthVariables } from "./auth/config";
import { booleanFlag, type ConfigIssue } from "./config-part";
import { checkFinanceDataVariables, financeDataVariables } from "./finance/config";
import { checkFinanceQuoteVariables, financeQuoteVariables } from "./services/finance-quote/config";
import { checkGeocodeVariables, geocodeVariables } from "./services/geocode/config";
import { checkReviewsSourceVariables, reviewsSourceVariables } from "./services/reviews-source/config";
import { checkMapsVariables, mapsVariables } from "./services/maps/config";
import { leadDeliveryVariables } from "./services/lead-delivery/config";
import { checkPriceComparisonVariables, priceComparisonVariables } from "./services/price-comparison/config";
import { checkSmsVariables, smsVariables } from "./services/sms/config";
import { checkPaymentsVariables, paymentsVariables } from "./services/payments/config";
import { checkValuationVariables, valuationVariables } from "./services/valuation/config";

/** The server's own variables: where it listens, its database and data folder, proxies, limits. */
export const serverVariables = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  /** PostgreSQL connection string; when absent the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default(".data"),
  /** The database migrations (a built server run from elsewhere points here at its copy). */
  MIGRATIONS_DIR: z.string().default("server/db/migrations"),
  /** Sites are also served at `{slug}.{PLATFORM_DOMAIN}`, e.g. dealers.example.com.au. */
  PLATFORM_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+$/, "must be a bare host name like dealers.example.com.au")
    .optional(),
  /** Seeds the demo dealers into an empty database. */
  SEED_DEMO: booleanFlag.default(true),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /**
   * How many proxies (load balancer, CDN) stand between the internet and this process, or their addresses.
   * Only those hops of X-Forwarded-For are believed for the client's address; Host is never taken from a
   * forwarded header (ADR 023). `true` (believe every hop, i.e. whatever the client writes) is refused.
   */
  TRUST_PROXY: z
    .string()
    .default("false")
    .refine(
      (v) => v !== "true",
      "true would believe any X-Forwarded-For a client sends: set the number of proxies in front (e.g. 1) or their addresses",
    )
    .refine(
      (v) => /^(false|\d{1,2})$/.test(v) || /^[\w.:/%-]+(\s*,\s*[\w.:/%-]+)*$/.test(v),
      "must be false, a number of proxy hops, or a comma-separated list of proxy addresses/subnets",
    )
    .transform((v): false | number | string[] =>
      v === "false" || v === "0" ? false : /^\d+$/.test(v) ? Number(v) : v.split(",").map((s) => s.trim()),
    ),
  /** Served over HTTPS (behind TLS termination): turns on HSTS and upgrade-insecure-requests. */
  HTTPS: booleanFlag.default(false),
  /** Lead form posts allowed per client address and site in 10 minutes (counted in the database). */
  LEAD_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Minutes between fetches of each dealer's stock feed address (saved with its mapping); 0 turns fetching off. */
  FEED_POLL_INTERVAL: z.coerce.number().int().min(0).max(10_080).default(60),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  /** Worker processes serving one port (node:cluster); above 1 needs PostgreSQL (ADR 027). */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
});

/** Every variable, one part per service; a variable belongs to exactly one part. */
export const configVariables = z.object({
  ...serverVariables.shape,
  ...authVariables.shape,
  ...smsVariables.shape,
  ...paymentsVariables.shape,
  ...leadDeliveryVariables.shape,
  ...geocodeVariables.shape,
  ...mapsVariables.shape,
  ...financeQuoteVariables.shape,
  ...financeDataVariables.shape,
  ...priceComparisonVariables.shape,
  ...valuationVariables.shape,
  ...reviewsSourceVariables.shape,
});

export type Config = Readonly<z.output<typeof configVariables>>;

const checks = [
  checkAuthVariables,
  checkSmsVariables,
  checkPaymentsVariables,
  checkGeocodeVariables,
  checkMapsVariables,
  checkFinanceQuoteVariables,
  checkFinanceDataVariables,
  checkPriceComparisonVariables,
  checkValuationVariables,
  checkReviewsSourceVariables,
];

/** The embedded database lives in one process: several workers need PostgreSQL. */
function checkServerVariables(config: z.output<typeof configVariables>, issue: ConfigIssue): void {
  if (config.WEB_CONCURRENCY > 1 && !config.DATABASE_URL) {
    issue(
      "WEB_CONCURRENCY",
      "the embedded database serves one process: set DATABASE_URL (PostgreSQL) to run several workers, or leave it at 1",
    );
  }
}

const configSchema = configVariables.superRefine((config, ctx) => {
  const issue: ConfigIssue = (variable, message) => ctx.addIssue({ code: "custom", path: [variable], message });
  checkServerVariables(config, issue);
  for (const check of checks) check(config, issue);
});

/** The configuration from `source` (the process's environment at boot); throws naming every bad variable. */
export function parseConfig(source: Record<string, string | undefined> = process.env): Config {
  const result = configSchema.safeParse(source);
  if (result.success) return Object.freeze(result.data);
  const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
  throw new Error(`Invalid environment:\n${lines.join("\n")}`);
}
