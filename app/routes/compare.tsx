import { ComparePage } from "~/app/features/compare/compare-page";
import { loadComparePage } from "~/app/features/compare/compare-page.server";
import type { Route } from "./+types/compare";

export const loader = ({ request, context }: Route.LoaderArgs) => loadComparePage(request, context);

export function meta({ data: d }: Route.MetaArgs) {
  const names = d?.cars.map((c) => c.name).join(" vs ") ?? "";
  return [
    { title: `${names ? `Compare ${names}` : "Compare cars"}${d ? ` | ${d.siteName}` : ""}` },
    {
      name: "description",
      content: names ? `${names} side by side: price, kilometres, engine and features.` : "Compare cars side by side.",
    },
    { name: "robots", content: "noindex" },
  ];
}

export default function Compare({ loaderData }: Route.ComponentProps) {
  return <ComparePage data={loaderData} />;
}
