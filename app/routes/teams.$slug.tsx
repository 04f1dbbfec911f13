import { siteNameOf } from "~/app/features/forms/route-helpers";
import { TeamsPage } from "~/app/features/teams/teams-page";
import { loadTeamsPage } from "~/app/features/teams/teams-page.server";
import type { Route } from "./+types/teams.$slug";

export const loader = ({ context, params }: Route.LoaderArgs) => loadTeamsPage(context, params.slug);

export const meta: Route.MetaFunction = ({ data, matches }) => {
  if (!data) return [{ title: "Not found" }];
  const site = siteNameOf(matches);
  return [
    { title: `Our team at ${data.location.name} | ${site}` },
    {
      name: "description",
      content: `Meet the ${data.sections.map((s) => s.department.toLowerCase()).join(", ")} team at ${site} ${data.location.name}: call or email them directly.`,
    },
  ];
};

export default function Teams({ loaderData }: Route.ComponentProps) {
  return <TeamsPage data={loaderData} />;
}
