import { formPageMeta } from "~/app/features/forms/route-helpers";
import type { Route } from "./+types/content-route";
import { ContentPage } from "./content-page";
import { loadContentRoutePage } from "./content-page.server";

/** Serves /about-us, /terms-and-conditions, /privacy-policy and /pages/{slug} (see app/routes.ts). */
export const loader = ({ context, params, request }: Route.LoaderArgs) => loadContentRoutePage(request, context, params.slug);

export const meta: Route.MetaFunction = ({ data, matches }) =>
  formPageMeta(data?.title ?? "Page", matches, data?.description ? { description: data.description } : {});

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ContentPage title={loaderData.title} html={loaderData.html} />;
}
