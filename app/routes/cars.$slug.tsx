import { data, redirect, type ShouldRevalidateFunction } from "react-router";
import { requireSite, runtimeContext } from "~/app/context";
import { useNonce } from "~/app/nonce";
import { useSite } from "~/app/site-context";
import { successLocation } from "~/app/features/forms/lead-answer";
import { GonePage } from "~/app/features/vehicle/gone-page";
import { VehiclePage } from "~/app/features/vehicle/vehicle-page";
import { isSlug } from "~/domain/routing/slug";
import { jsonLdScript } from "~/domain/vehicle/seo";
import { clientIp } from "~/server/auth/client-ip";
import { geocoder } from "~/server/services/geocode";
import { deliveryAction, leadAction, readCarPost } from "~/server/vehicle/car-actions";
import { loadCarPage } from "~/app/features/vehicle/car-page.server";
import type { Route } from "./+types/cars.$slug";

function originOf(request: Request, https: boolean): string {
  const url = new URL(request.url);
  return `${https ? "https:" : url.protocol}//${url.host}`;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const site = requireSite(context);
  const runtime = context.get(runtimeContext);
  if (!isSlug(params.slug)) throw data("Not found", { status: 404 });
  const result = await loadCarPage(runtime, site, params.slug, originOf(request, runtime.env.HTTPS));
  if (result.kind === "not-found") throw data("Not found", { status: 404 });
  if (result.kind === "gone") return data({ page: result }, { status: 410, headers: { "Cache-Control": "no-cache" } });
  return { page: result };
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const site = requireSite(context);
  const runtime = context.get(runtimeContext);
  if (!isSlug(params.slug)) throw data("Not found", { status: 404 });
  const post = await readCarPost(request);
  if (!post.ok) throw data(post.message, { status: post.status });
  const found = await loadCarPage(runtime, site, params.slug, originOf(request, runtime.env.HTTPS));
  if (found.kind !== "car") throw data("Not found", { status: found.kind === "gone" ? 410 : 404 });
  const { location } = found.data;
  if (post.intent === "delivery") {
    return deliveryAction(geocoder(), site, { lat: location.lat, lng: location.lng, name: location.name }, post.values.postcode, runtime.log);
  }
  const answer = await leadAction(request, post.values, runtime.db, site, post.intent, { ip: clientIp(request, context, runtime.env.TRUST_PROXY), log: runtime.log, limiter: runtime.leadLimiter });
  if (answer.redirectTo && answer.eventId !== null) throw redirect(successLocation(answer.redirectTo, post.intent, answer.eventId, { car_id: params.slug }));
  return data(answer.body, { status: answer.status });
}

/** Delivery estimates and lead posts change nothing the page shows. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod && formMethod.toUpperCase() === "POST" ? false : defaultShouldRevalidate;

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  const siteName = (matches[0]?.loaderData as { site: { name: string } | null } | undefined)?.site?.name ?? "";
  const page = loaderData?.page;
  if (!page || page.kind !== "car") return [{ title: `No longer available | ${siteName}` }, { name: "robots", content: "noindex" }];
  const seo = page.data.seo;
  return [
    { title: seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: seo.canonical },
    { property: "og:type", content: "product" },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: seo.canonical },
    { property: "og:site_name", content: siteName },
    ...(seo.image ? [{ property: "og:image", content: seo.image }, { name: "twitter:card", content: "summary_large_image" }] : []),
  ];
}

export default function CarRoute({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  const nonce = useNonce();
  const page = loaderData.page;
  if (page.kind === "gone") {
    return <GonePage similar={page.similar} searchHref={page.searchHref} labels={site.settings.labels} showViews={site.settings.features.viewsOnCards} showSave={site.settings.features.garage} />;
  }
  return (
    <>
      <script type="application/ld+json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: jsonLdScript(page.data.seo.jsonLd) }} />
      <VehiclePage data={page.data} site={site} />
    </>
  );
}
