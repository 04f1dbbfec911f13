/** The search call (000 §7): GET with a query string or POST with a JSON body; the tenant is the host. */
import { data, type RouterContextProvider } from "react-router";
import { requireSite, runtimeContext } from "~/server/http/router-context";
import { readJsonBody } from "~/server/http/body-readers";
import { searchApiAnswer } from "~/server/search/search-api-answer";
import { searchApiSourceFromUrl } from "~/server/search/search-api-input";

type Context = Readonly<RouterContextProvider>;

/** A plain GET with no session cookie is answered before React Router (server/http/search-api-direct.ts); the same answer. */
function answer(context: Context, read: () => unknown) {
  const site = requireSite(context);
  const result = searchApiAnswer(context.get(runtimeContext).stock, site, read);
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (result.cacheControl) headers["Cache-Control"] = result.cacheControl;
  return new Response(result.json, { status: result.status, headers });
}

export async function searchGetCall(request: Request, context: Context) {
  return answer(context, () => searchApiSourceFromUrl(new URL(request.url)));
}

/**
 * A search POST reads and changes nothing stored, and its answer is public (the same as the GET's), so it
 * has no same-origin guard: another site may search a dealer's stock. A JSON body is required.
 */
export async function searchPostCall(request: Request, context: Context) {
  if (request.method !== "POST") return data({ error: "Use GET or POST" }, { status: 405 });
  const body = await readJsonBody(request, { limit: 64 * 1024, empty: {} });
  if (!body.ok) return data({ error: body.message }, { status: body.status });
  return answer(context, () => body.value);
}
