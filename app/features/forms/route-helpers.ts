/** Small pieces every form route shares: the page title and revalidation after a lead POST. */
import type { ShouldRevalidateFunction } from "react-router";

type Matches = ReadonlyArray<{ loaderData?: unknown } | undefined>;

export function siteNameOf(matches: Matches): string {
  return (matches[0]?.loaderData as { site: { name: string } | null } | undefined)?.site?.name ?? "";
}

export function formPageMeta(title: string, matches: Matches, options: { noindex?: boolean } = {}) {
  const name = siteNameOf(matches);
  return [{ title: name ? `${title} | ${name}` : title }, ...(options.noindex ? [{ name: "robots", content: "noindex" }] : [])];
}

/** A lead POST changes nothing a form page shows, so its loaders need not run again. */
export const skipRevalidateAfterPost: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod && formMethod.toUpperCase() === "POST" ? false : defaultShouldRevalidate;
