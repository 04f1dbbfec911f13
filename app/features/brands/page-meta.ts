/** Title and description of a dealer page (the root route adds the canonical link). */
type Matches = ReadonlyArray<{ loaderData?: unknown } | undefined>;

export function sitePageMeta(matches: Matches, title: string, description: string) {
  const name = (matches[0]?.loaderData as { site: { name: string } | null } | undefined)?.site?.name ?? "";
  return [{ title: name ? `${title} | ${name}` : title }, { name: "description", content: description }];
}
