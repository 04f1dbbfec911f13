import type { ShouldRevalidateFunction } from "react-router";
import { CarPage } from "~/app/features/vehicle/car-page";
import { carRouteAction, carRouteLoader } from "~/app/features/vehicle/car-route.server";
import type { Route } from "./+types/cars.$slug";

export const loader = (args: Route.LoaderArgs) => carRouteLoader(args);
export const action = (args: Route.ActionArgs) => carRouteAction(args);

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
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
    ...(seo.image
      ? [
          { property: "og:image", content: seo.image },
          { name: "twitter:card", content: "summary_large_image" },
        ]
      : []),
  ];
}

export default function CarRoute({ loaderData }: Route.ComponentProps) {
  return <CarPage page={loaderData.page} />;
}
