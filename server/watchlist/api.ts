/**
 * POST /api/watchlist/save-car and /api/watchlist/remove-car. The contract: a JSON body with phone_number
 * and car_id, answered with { success }. The signed-in session decides whose list changes:
 * no session 401, a phone that isn't the session's 403, a car unknown on this site 404, a malformed body 400.
 * A plain HTML form (no JavaScript) may post car_id and redirect instead, and is answered with a redirect.
 * Both are refused from another site's page (403), and read within 16 KB by the one JSON or form reader.
 */
import { z } from "zod";
import { signInPath } from "~/domain/auth/gates";
import { normaliseAuMobile } from "~/domain/auth/phone";
import { safePath } from "~/domain/auth/safe-path";
import type { Db } from "~/server/db/client";
import { isFormType, mediaTypeOf, readFormBody, readJsonBody } from "~/server/http/body-readers";
import { CROSS_SITE_MESSAGE, isSameOrigin } from "~/server/http/same-origin";
import type { SessionUser } from "~/server/auth/sessions";
import { removeCar, saveCar } from "./watchlist";
import { isRecordId } from "~/domain/routing/record-id";

export type WatchlistOperation = "save" | "remove";

const MAX_BODY_BYTES = 16 * 1024;

const carId = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^\d{1,10}$/)
      .transform(Number),
  ])
  .refine(isRecordId);

const jsonBody = z.object({ phone_number: z.string().min(1).max(40), car_id: carId });
const formBody = z.object({ phone_number: z.string().max(40).optional(), car_id: carId, redirect: z.string().optional() });

const json = (status: number, body: { success: boolean; error?: string }) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

const seeOther = (location: string) => new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store" } });

export async function handleWatchlistCall(
  operation: WatchlistOperation,
  request: Request,
  ctx: { db: Db; websiteId: number; user: SessionUser | null },
): Promise<Response> {
  if (request.method !== "POST") return json(405, { success: false, error: "Use POST." });
  if (!isSameOrigin(request)) return json(403, { success: false, error: CROSS_SITE_MESSAGE });

  if (isFormType(mediaTypeOf(request))) return handleForm(operation, request, ctx);

  if (!ctx.user) return json(401, { success: false, error: "Sign in to save cars." });
  const body = await readJsonBody(request, { limit: MAX_BODY_BYTES });
  if (!body.ok) return json(body.status, { success: false, error: body.message });
  const parsed = jsonBody.safeParse(body.value);
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
  const body = await readFormBody(request, { limit: MAX_BODY_BYTES });
  if (!body.ok) return json(body.status, { success: false, error: body.message });
  const parsed = formBody.safeParse(body.values);
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
