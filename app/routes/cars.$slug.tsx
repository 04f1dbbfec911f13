import type { ShouldRevalidateFunction } from "react-router";
import { CarPage } from "~/app/features/vehicle/car-page";
import { carRouteAction, carRouteLoader } from "~/app/features/vehicle/car-route.server";
import { OWN_CANONICAL } from "~/app/features/seo/canonical-link";
import { carMetaTags, vehiclePageSeo } from "~/domain/vehicle/seo";
import type { RootLoaderData } from "~/app/site-context";
import type { Route } from "./+types/cars.$slug";

export const loader = (args: Route.LoaderArgs) => carRouteLoader(args);
export const action = (args: Route.ActionArgs) => carRouteAction(args);

/** The car's canonical address comes from its meta (carMetaTags), not the root's CanonicalLink. */
export const handle = OWN_CANONICAL;

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/** Delivery estimates and lead posts change nothing the page shows. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod && formMethod.toUpperCase() === "POST" ? false : defaultShouldRevalidate;

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as RootLoaderData | undefined;
  const siteName = root?.site?.name ?? "";
  const page = loaderData?.page;
  if (!page || page.kind !== "car") return [{ title: `No longer available | ${siteName}` }, { name: "robots", content: "noindex" }];
  // Worked out from the page's data (domain/vehicle/seo.ts), as the page's JSON-LD is: not sent twice.
  const noPriceText = root?.site?.settings.labels.noPriceText ?? "";
  return carMetaTags(vehiclePageSeo(page.data, { name: siteName, noPriceText }, root?.origin ?? ""), siteName);
}

export default function CarRoute({ loaderData }: Route.ComponentProps) {
  return <CarPage page={loaderData.page} />;
}
