import { useEffect } from "react";
import { isRouteErrorResponse, type ShouldRevalidateFunction } from "react-router";
import { SearchPage } from "~/app/features/search/search-page";
import { loadSearchPage, type SearchPageData } from "~/app/features/search/search-page.server";
import type { Route } from "./+types/search.$segment";

export const loader = ({ request, context, params }: Route.LoaderArgs) => loadSearchPage(request, context, params.segment);

/**
 * With JavaScript, a failed search (network failure or server error) keeps the previous results on screen (hasError)
 * instead of an error page (000 §4), from the first filter change on: the page the server rendered counts as previous.
 * Only a search with no results before it (or a page that does not exist) shows the error page.
 */
let lastGood: SearchPageData | undefined;
function rememberGoodResults(data: SearchPageData) {
  lastGood = data;
}
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  try {
    lastGood = await serverLoader();
    return { ...lastGood, hasError: false };
  } catch (error) {
    // A redirect is an answer, not a failure: the phrases the search box read become filters at their own address.
    if (isRedirect(error) || !lastGood || (isRouteErrorResponse(error) && error.status === 404)) throw error;
    return { ...lastGood, hasError: true };
  }
}

function isRedirect(error: unknown): boolean {
  return error instanceof Response && error.status >= 300 && error.status < 400;
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
  useEffect(() => {
    if (!("hasError" in loaderData && loaderData.hasError)) rememberGoodResults(loaderData);
  }, [loaderData]);
  return <SearchPage data={loaderData} />;
}
