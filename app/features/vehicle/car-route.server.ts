/** The vehicle page route's loader and action: the car page for a slug, and the delivery and lead posts made on it. */
import { data, redirect, type RouterContextProvider } from "react-router";
import { requireSite, runtimeContext } from "~/server/http/router-context";
import { successLocation } from "~/app/features/forms/lead-answer";
import { isSlug } from "~/domain/routing/slug";
import { clientIp } from "~/server/auth/client-ip";
import { deliveryAction, leadAction, readCarPost } from "~/server/vehicle/car-actions";
import { loadCarPage } from "./car-page.server";

type CarRouteArgs = { request: Request; context: Readonly<RouterContextProvider>; params: { slug: string } };

export async function carRouteLoader({ context, params }: CarRouteArgs) {
  const site = requireSite(context);
  const runtime = context.get(runtimeContext);
  if (!isSlug(params.slug)) throw data("Not found", { status: 404 });
  const result = await loadCarPage(runtime, site, params.slug);
  if (result.kind === "not-found") throw data("Not found", { status: 404 });
  if (result.kind === "gone") return data({ page: result }, { status: 410, headers: { "Cache-Control": "no-cache" } });
  return { page: result };
}

export async function carRouteAction({ request, context, params }: CarRouteArgs) {
  const site = requireSite(context);
  const runtime = context.get(runtimeContext);
  if (!isSlug(params.slug)) throw data("Not found", { status: 404 });
  const post = await readCarPost(request);
  if (!post.ok) throw data(post.message, { status: post.status });
  const found = await loadCarPage(runtime, site, params.slug);
  if (found.kind !== "car") throw data("Not found", { status: found.kind === "gone" ? 410 : 404 });
  const { location } = found.data;
  if (post.intent === "delivery") {
    return deliveryAction(
      runtime.geocoder,
      site,
      { lat: location.lat, lng: location.lng, name: location.name },
      post.values.postcode,
      runtime.log,
    );
  }
  const answer = await leadAction(request, post.values, runtime.db, site, post.intent, {
    ip: clientIp(context),
    log: runtime.log,
    limiter: runtime.leadLimiter,
  });
  if (answer.redirectTo && answer.eventId !== null)
    throw redirect(successLocation(answer.redirectTo, post.intent, answer.eventId, { car_id: params.slug }));
  return data(answer.body, { status: answer.status });
}
