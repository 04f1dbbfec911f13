import { isRouteErrorResponse, type ShouldRevalidateFunction } from "react-router";
import { SearchPage } from "~/app/features/search/search-page";
import { loadSearchPage, type SearchPageData } from "~/app/features/search/search-page.server";
import type { Route } from "./+types/search.$segment";

export const loader = ({ request, context, params }: Route.LoaderArgs) => loadSearchPage(request, context, params.segment);

/**
 * With JavaScript, a failed search keeps the previous results on screen (hasError) instead of an error page.
 */
let lastGood: SearchPageData | undefined;
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  try {
    lastGood = await serverLoader();
    return { ...lastGood, hasError: false };
  } catch (error) {
    if (!lastGood || isRouteErrorResponse(error)) throw error;
    return { ...lastGood, hasError: true };
  }
}

export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.href !== nextUrl.href || defaultShouldRevalidate;

export function meta({ data, matches }: Route.MetaArgs) {
  const siteName = (matches[0]?.loaderData as { site: { name: string } | null } | undefined)?.site?.name ?? "";
  const subject = data?.preset
    ? `${data.preset.label} ${data.carNoun.toLowerCase()}s`
    : `New, used and demo ${data?.carNoun.toLowerCase() ?? "car"}s`;
  return [
    { title: `${subject} for sale | ${siteName}` },
    { name: "description", content: `${data?.count ?? 0} ${subject.toLowerCase()} for sale at ${siteName}.` },
  ];
}

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  return <SearchPage data={loaderData} />;
}
