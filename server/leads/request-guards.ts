/**
 * How a lead POST's body is read: a browser form (urlencoded or multipart) or a JSON object from a
 * client of the platform's lead contract, through the one form reader or the one JSON reader, within
 * the lead forms' size limit. (The same-origin check is server/http/same-origin.ts.)
 */
import { isJsonType, mediaTypeOf, readFormBody, readJsonBody, type BodyRefusal } from "~/server/http/body-readers";

export const MAX_LEAD_BODY_BYTES = 32 * 1024;

export type LeadBody = { ok: true; values: Record<string, unknown> } | BodyRefusal;

export async function readLeadBody(request: Request, limit = MAX_LEAD_BODY_BYTES): Promise<LeadBody> {
  if (!isJsonType(mediaTypeOf(request))) return readFormBody(request, { limit });
  const json = await readJsonBody(request, { limit });
  if (!json.ok) return json;
  const value = json.value;
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    return { ok: false, status: 400, message: "The form data must be a JSON object." };
  }
  return { ok: true, values: value as Record<string, unknown> };
}
