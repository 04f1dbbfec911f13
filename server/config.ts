/** Configuration from the environment, validated once at boot; a bad value stops the server with a clear message. */
import { z } from "zod";

const booleanFlag = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  /** PostgreSQL connection string; when absent the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default(".data"),
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
    .refine((v) => v !== "true", "true would believe any X-Forwarded-For a client sends: set the number of proxies in front (e.g. 1) or their addresses")
    .refine((v) => /^(false|\d{1,2})$/.test(v) || /^[\w.:/%-]+(\s*,\s*[\w.:/%-]+)*$/.test(v), "must be false, a number of proxy hops, or a comma-separated list of proxy addresses/subnets")
    .transform((v): false | number | string[] => (v === "false" || v === "0" ? false : /^\d+$/.test(v) ? Number(v) : v.split(",").map((s) => s.trim()))),
  /** Served over HTTPS (behind TLS termination): turns on HSTS and upgrade-insecure-requests. */
  HTTPS: booleanFlag.default(false),
  /** Lead form posts allowed per client address and site in 10 minutes (per process). */
  LEAD_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
});

export type Env = z.output<typeof envSchema>;

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
  throw new Error(`Invalid environment:\n${lines.join("\n")}`);
}
