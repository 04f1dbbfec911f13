/** A car's calls (000 §7, 001 §7): its view count, its price comparison, a finance quote, its viewer media and similar cars. */
import { data, type RouterContextProvider } from "react-router";
import { requireSite, runtimeContext } from "~/server/http/router-context";
import { clientIp } from "~/server/auth/client-ip";
import { readJsonBody } from "~/server/http/body-readers";
import { autogaugeCall, quoteCall, similarCarsCall, viewCall, viewerMediaCall } from "~/server/vehicle/api";
import { similarCars } from "./car-page.server";

type Context = Readonly<RouterContextProvider>;

/** GET → fill, listing_price, market_range_min, market_range_max, confidence, description (000 §3, §7). */
export async function carAutogaugeCall(context: Context, slug: string) {
  const site = requireSite(context);
  const runtime = context.get(runtimeContext);
  const answer = await autogaugeCall(runtime.db, site, slug, runtime.priceComparison, runtime.log);
  return data(answer.body, { status: answer.status, headers: answer.headers });
}

/** GET ?photos_count&updated_at&website_id → { views, car_fields }; counts one view per visitor per day (000 §7). */
export async function carViewCall(request: Request, context: Context, slug: string) {
  const site = requireSite(context);
  const runtime = context.get(runtimeContext);
  const visitor = { ip: clientIp(context), userAgent: request.headers.get("user-agent") ?? "" };
  const answer = await viewCall(runtime.db, site, slug, new URL(request.url).searchParams, visitor);
  return data(answer.body, { status: answer.status, headers: answer.headers });
}

/**
 * POST { selfAssessedCreditScore, purchasePrice, loanTerm, year, vin, nvic, whoIsHelping } → the quote (001 §7).
 * A quote stores nothing, so there is no same-origin guard; requiring a JSON body means another site's page
 * cannot send one from a shopper's browser without a CORS preflight, which is never granted.
 */
export async function financeQuoteCall(request: Request, context: Context) {
  const site = requireSite(context);
  if (request.method !== "POST") return data({ error: "Use POST" }, { status: 405 });
  const body = await readJsonBody(request, { limit: 16 * 1024 });
  if (!body.ok) return data({ error: body.message }, { status: body.status });
  const runtime = context.get(runtimeContext);
  const answer = await quoteCall(body.value, site, runtime.financeQuote, runtime.log);
  return data(answer.body, { status: answer.status, headers: answer.headers });
}

/** GET → spinImages, hotspots, interiorImages: what the viewer's spin and interior modes show, asked for when picked. */
export async function carViewerCall(context: Context, slug: string) {
  const site = requireSite(context);
  const answer = await viewerMediaCall(context.get(runtimeContext).db, site, slug);
  return data(answer.body, { status: answer.status, headers: answer.headers });
}

/** GET → { cars }: the similar cars' cards (000 §7's "similar ids"), asked for when the shopper scrolls near them. */
export async function carSimilarCall(context: Context, slug: string) {
  const site = requireSite(context);
  const runtime = context.get(runtimeContext);
  const answer = await similarCarsCall(runtime.db, site, slug, (car) => similarCars(runtime, site, car));
  return data(answer.body, { status: answer.status, headers: answer.headers });
}
