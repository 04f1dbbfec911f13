import { HomePage } from "~/app/features/home/home-page";
import { loadHomePage } from "~/app/features/home/home-page.server";
import type { Route } from "./+types/_index";

export const loader = ({ context }: Route.LoaderArgs) => loadHomePage(context);

export function meta({ data, matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as { site: { name: string; tagline: string } | null } | undefined;
  if (data?.kind === "directory" || !root?.site) return [{ title: "Demo dealer sites" }];
  return [
    { title: `${root.site.name} | New, used and demo vehicles` },
    { name: "description", content: root.site.tagline || `Browse stock, finance and offers at ${root.site.name}.` },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage data={loaderData} />;
}
