/** Small pieces every form route shares: the page title and revalidation after a lead POST. */
import type { ShouldRevalidateFunction } from "react-router";

type Matches = ReadonlyArray<{ loaderData?: unknown } | undefined>;

export function siteNameOf(matches: Matches): string {
  return (matches[0]?.loaderData as { site: { name: string } | null } | undefined)?.site?.name ?? "";
}

/** A page's title and meta description (every page has one: search engines show it under the title). */
export function formPageMeta(title: string, matches: Matches, options: { noindex?: boolean; description?: string } = {}) {
  const name = siteNameOf(matches);
  const description = options.description ?? `${title} at ${name || "our dealership"}: talk to our team online, by phone or in person.`;
  return [
    { title: name ? `${title} | ${name}` : title },
    { name: "description", content: description },
    ...(options.noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}

/** The first sentences of a text for a meta description: markup and runs of white space removed, at most `max` characters. */
export function descriptionOf(text: string, max = 155): string {
  const plain = text
    .replace(/<[^>]*>/g, " ")
    .replace(/[#*_>`[\]]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2))}…`;
}

/** A lead POST changes nothing a form page shows, so its loaders need not run again. */
export const skipRevalidateAfterPost: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod && formMethod.toUpperCase() === "POST" ? false : defaultShouldRevalidate;
