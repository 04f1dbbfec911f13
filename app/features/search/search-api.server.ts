/** The search call (000 §7): GET with a query string or POST with a JSON body; the tenant is the host. */
import { data, type RouterContextProvider } from "react-router";
import { requireSite, runtimeContext } from "~/server/http/router-context";
import { readJsonBody } from "~/server/http/body-readers";
import { parseSearchApiInput, SearchApiInputError, searchApiSourceFromUrl } from "~/server/search/search-api-input";

type Context = Readonly<RouterContextProvider>;

function answer(context: Context, read: () => unknown) {
  const site = requireSite(context);
  const { stock } = context.get(runtimeContext);
  let input;
  try {
    input = parseSearchApiInput(read());
  } catch (error) {
    if (error instanceof SearchApiInputError) return data({ error: error.message }, { status: 400 });
    throw error;
  }
  const result = stock.search(site, input);
  return data(
    { hits: result.hits, count: result.count, facets: result.facets, pages: result.pages, ms: Math.round(result.ms * 1000) / 1000 },
    { headers: { "Cache-Control": "public, max-age=10" } },
  );
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
