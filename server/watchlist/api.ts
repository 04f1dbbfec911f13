/**
 * POST /api/watchlist/save-car and /api/watchlist/remove-car. The contract: a JSON body with phone_number
 * and car_id, answered with { success }. The signed-in session decides whose list changes:
 * no session 401, a phone that isn't the session's 403, a car unknown on this site 404, a malformed body 400.
 * A plain HTML form (no JavaScript) may post car_id and redirect instead, and is answered with a redirect.
 */
import { z } from "zod";
import { signInPath } from "~/domain/auth/gates";
import { normaliseAuMobile } from "~/domain/auth/phone";
import { safePath } from "~/domain/auth/safe-path";
import type { Db } from "~/server/db/client";
import type { SessionUser } from "~/server/auth/sessions";
import { removeCar, saveCar } from "./watchlist";

export type WatchlistOperation = "save" | "remove";

const MAX_BODY_BYTES = 16 * 1024;

const carId = z.union([z.number().int().positive().max(2 ** 31 - 1), z.string().regex(/^\d{1,10}$/).transform(Number)]).pipe(z.number().int().positive().max(2 ** 31 - 1));

const jsonBody = z.object({ phone_number: z.string().min(1).max(40), car_id: carId });
const formBody = z.object({ phone_number: z.string().max(40).optional(), car_id: carId, redirect: z.string().optional() });

const json = (status: number, body: { success: boolean; error?: string }) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

const seeOther = (location: string) => new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store" } });

function isForm(request: Request): boolean {
  const type = request.headers.get("content-type") ?? "";
  return type.startsWith("application/x-www-form-urlencoded") || type.startsWith("multipart/form-data");
}

/** A cross-site page may not change a shopper's list (SameSite=Lax already keeps the cookie off; this is belt and braces). */
function crossSite(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (!origin || origin === "null") return origin === "null";
  try {
    return new URL(origin).host !== new URL(request.url).host;
  } catch {
    return true;
  }
}

export async function handleWatchlistCall(
  operation: WatchlistOperation,
  request: Request,
  ctx: { db: Db; websiteId: number; user: SessionUser | null },
): Promise<Response> {
  if (request.method !== "POST") return json(405, { success: false, error: "Use POST." });
  if (crossSite(request)) return json(403, { success: false, error: "Cross-site requests are not allowed." });
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) return json(413, { success: false, error: "Body too large." });

  if (isForm(request)) return handleForm(operation, request, ctx);

  if (!ctx.user) return json(401, { success: false, error: "Sign in to save cars." });
  let raw: unknown;
  try {
    const text = await request.text();
    if (text.length > MAX_BODY_BYTES) return json(413, { success: false, error: "Body too large." });
    raw = JSON.parse(text);
  } catch {
    return json(400, { success: false, error: "The body must be JSON with phone_number and car_id." });
  }
  const parsed = jsonBody.safeParse(raw);
  if (!parsed.success) return json(400, { success: false, error: "The body must be JSON with phone_number and car_id." });
  const phone = normaliseAuMobile(parsed.data.phone_number);
  if (!phone) return json(400, { success: false, error: "phone_number is not an Australian mobile number." });
  if (phone !== ctx.user.phone) return json(403, { success: false, error: "phone_number is not the signed-in shopper's." });
  const change = { websiteId: ctx.websiteId, userId: ctx.user.id, carId: parsed.data.car_id };
  const found = operation === "save" ? await saveCar(ctx.db, change) : await removeCar(ctx.db, change);
  return found ? json(200, { success: true }) : json(404, { success: false, error: "No such car on this site." });
}

async function handleForm(
  operation: WatchlistOperation,
  request: Request,
  ctx: { db: Db; websiteId: number; user: SessionUser | null },
): Promise<Response> {
  let fields: Record<string, unknown>;
  try {
    fields = Object.fromEntries(await request.formData());
  } catch {
    return json(400, { success: false, error: "Malformed form." });
  }
  const parsed = formBody.safeParse(fields);
  if (!parsed.success) return json(400, { success: false, error: "car_id is missing or malformed." });
  const back = safePath(parsed.data.redirect);
  if (!ctx.user) {
    const extra: Record<string, string> = operation === "save" ? { car_id: String(parsed.data.car_id) } : {};
    return seeOther(signInPath("watchlist", back, back, extra));
  }
  if (parsed.data.phone_number && normaliseAuMobile(parsed.data.phone_number) !== ctx.user.phone) {
    return json(403, { success: false, error: "phone_number is not the signed-in shopper's." });
  }
  const change = { websiteId: ctx.websiteId, userId: ctx.user.id, carId: parsed.data.car_id };
  const found = operation === "save" ? await saveCar(ctx.db, change) : await removeCar(ctx.db, change);
  return found ? seeOther(back) : json(404, { success: false, error: "No such car on this site." });
}
