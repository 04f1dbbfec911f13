/**
 * The one lead rate limiter of this process, shared by every lead form (the vehicle page's dialogs and
 * the form pages), so a shopper's limit counts all their submissions to a site, whichever page sent them.
 * In memory: with N processes a client gets up to N times the limit (see docs/decisions/020-lead-pipeline.md).
 */
import { parseEnv } from "~/server/env";
import { createMemoryRateLimiter } from "~/server/leads/rate-limit";

export const leadLimiter = createMemoryRateLimiter({ limit: parseEnv().LEAD_RATE_LIMIT });
