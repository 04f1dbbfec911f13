import { TeamPage } from "~/app/features/console/team-pages";
import { loadTeam } from "~/app/features/console/team.server";
import type { Route } from "./+types/console.content.team._index";

export const loader = ({ context }: Route.LoaderArgs) => loadTeam(context);

export function meta() {
  return [{ title: "Team members | Console" }, { name: "robots", content: "noindex" }];
}

export default function ConsoleTeam({ loaderData }: Route.ComponentProps) {
  return <TeamPage data={loaderData} />;
}
