import { TeamMemberPage } from "~/app/features/console/team-pages";
import { loadTeamMember, teamMemberAction } from "~/app/features/console/team.server";
import type { Route } from "./+types/console.content.team.$memberId";

/** /console/content/team/new or /console/content/team/<id>: another dealer's member is a 404. */
export const loader = ({ context, params, request }: Route.LoaderArgs) =>
  loadTeamMember(context, params.memberId, new URL(request.url).searchParams);

/** Save (add) or remove the member (owners and managers). */
export const action = ({ request, context, params }: Route.ActionArgs) => teamMemberAction(request, context, params.memberId);

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.values.name || "New team member"} | Console` }, { name: "robots", content: "noindex" }];
}

export default function ConsoleTeamMember({ loaderData, actionData }: Route.ComponentProps) {
  return <TeamMemberPage data={loaderData} answer={actionData} />;
}
