/**
 * The whole server side of a lead form POST, independent of the web framework: same-origin check,
 * per-IP rate limit, the body's refusal (read once by the route, within its limit: `readLeadBody` or
 * the form reader), honeypot, validation, and the transactional store. The route action turns the
 * outcome into its answer (a Conform reply, a redirect to /success, or JSON).
 *
 * `ok: true` is returned only after the lead and its delivery jobs are committed. A database failure
 * is logged and answered with the spec's generic form error, never with success.
 */
import { parsedUrl } from "~/domain/routing/parsed-url";
import { createHash } from "node:crypto";
import {
  type FieldErrors,
  type LeadKind,
  type ErrorSummary,
  HONEYPOT_FIELD,
  IDEMPOTENCY_KEY_FIELD,
  SUBMIT_FAILED_MESSAGE,
  isValidIdempotencyKey,
} from "~/domain/forms";
import type { WebsiteSettings } from "~/domain/settings/schema";
import type { Db } from "~/server/db/client";
import { dbErrorForLog } from "~/server/db/safe-error";
import { RATE_LIMIT_MESSAGE, type RateLimitDecision, type RateLimiter } from "./rate-limit";
import { CROSS_SITE_MESSAGE, isSameOrigin } from "~/server/http/same-origin";
import type { LeadBody } from "./request-guards";
import { type LeadWebsite, submitLead } from "./submit-lead";

export type LeadPostOutcome =
  | { ok: true; status: 200; leadId: string; duplicate: boolean; eventId: number; redirectTo: string | null }
  | { ok: false; status: 422; fieldErrors: FieldErrors; summary: ErrorSummary }
  | { ok: false; status: 400 | 403 | 413 | 415 | 429 | 503; formError: string; retryAfterSeconds?: number };

export type LeadPostDeps = {
  db: Db;
  website: LeadWebsite;
  settings: WebsiteSettings;
  kind: LeadKind;
  limiter: RateLimiter;
  /** The client address as the trusted proxy reports it. */
  ip: string;
  log?: { error(obj: object, msg?: string): void };
  now?: Date;
  /** How the validated lead is stored: `submitLead`, unless the form stores its own way (the trade-in's partial lead). */
  submit?: typeof submitLead;
};

export const SUCCESS_PATH = "/success";

export async function handleLeadPost(request: Request, body: LeadBody, deps: LeadPostDeps): Promise<LeadPostOutcome> {
  if (!isSameOrigin(request)) return { ok: false, status: 403, formError: CROSS_SITE_MESSAGE };

  let limit: RateLimitDecision;
  try {
    limit = await deps.limiter.hit(deps.website.id, deps.ip);
  } catch (err) {
    // The limit lives in the database: if it cannot be counted, the lead could not be stored either.
    deps.log?.error({ err: dbErrorForLog(err), websiteId: deps.website.id, kind: deps.kind }, "lead rate limit unavailable");
    return { ok: false, status: 503, formError: SUBMIT_FAILED_MESSAGE };
  }
  if (!limit.allowed) return { ok: false, status: 429, formError: RATE_LIMIT_MESSAGE, retryAfterSeconds: limit.retryAfterSeconds };

  if (!body.ok) return { ok: false, status: body.status, formError: body.message };

  const now = deps.now ?? new Date();
  const sent = body.values[IDEMPOTENCY_KEY_FIELD];
  const idempotencyKey = isValidIdempotencyKey(sent) ? sent : fallbackIdempotencyKey(deps.kind, body.values, now);

  try {
    const result = await (deps.submit ?? submitLead)(deps.db, {
      website: deps.website,
      settings: deps.settings,
      kind: deps.kind,
      values: body.values,
      idempotencyKey,
      sourceUrl: sourceUrlOf(request),
      ip: deps.ip,
      now,
    });
    if (result.ok) {
      return {
        ok: true,
        status: 200,
        leadId: result.leadId,
        duplicate: result.duplicate,
        eventId: result.eventId,
        redirectTo: deps.settings.forms.successMode === "page" ? SUCCESS_PATH : null,
      };
    }
    if (result.reason === "invalid") return { ok: false, status: 422, fieldErrors: result.fieldErrors, summary: result.summary };
    // A filled honeypot: refuse plainly. A person whose browser filled it sees an error, not a lost lead.
    return { ok: false, status: 400, formError: SUBMIT_FAILED_MESSAGE };
  } catch (err) {
    deps.log?.error({ err: dbErrorForLog(err), websiteId: deps.website.id, kind: deps.kind }, "lead submission failed");
    return { ok: false, status: 503, formError: SUBMIT_FAILED_MESSAGE };
  }
}

const FALLBACK_WINDOW_MS = 10 * 60_000;

/**
 * For a form posted without a key (JavaScript off and the page's key missing): the same values in the
 * same ten-minute window make the same key, so a double click still makes one lead.
 */
export function fallbackIdempotencyKey(kind: LeadKind, values: Record<string, unknown>, now: Date): string {
  const entries = Object.entries(values)
    .filter(([k]) => k !== IDEMPOTENCY_KEY_FIELD && k !== HONEYPOT_FIELD)
    .sort(([a], [b]) => a.localeCompare(b));
  const bucket = Math.floor(now.getTime() / FALLBACK_WINDOW_MS);
  const digest = createHash("sha256")
    .update(JSON.stringify([kind, bucket, entries]))
    .digest("hex");
  return `auto-${digest.slice(0, 40)}`;
}

/** The page the form was on: the Referer when it is this site's own, else the URL posted to. */
function sourceUrlOf(request: Request): string {
  const referer = request.headers.get("referer");
  if (referer && parsedUrl(referer)?.host === new URL(request.url).host) return referer.slice(0, 2000);
  return request.url.slice(0, 2000);
}
