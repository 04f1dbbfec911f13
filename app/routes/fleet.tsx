import { FleetPage } from "~/app/features/fleet/fleet-page";
import { loadFleetPage } from "~/app/features/fleet/fleet-page.server";
import { leadFormAction } from "~/app/features/forms/lead-action.server";
import { leadClientAction } from "~/app/features/forms/lead-client-action";
import { siteNameOf, skipRevalidateAfterPost } from "~/app/features/forms/route-helpers";
import type { Route } from "./+types/fleet";

export const loader = ({ context }: Route.LoaderArgs) => loadFleetPage(context);
export const action = (args: Route.ActionArgs) => leadFormAction(args, "fleet");
export const clientAction = leadClientAction("fleet");
export const shouldRevalidate = skipRevalidateAfterPost;
export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = siteNameOf(matches);
  return [
    { title: `${loaderData?.text.heading ?? "Fleet and business sales"} | ${site}` },
    { name: "description", content: loaderData?.text.description ?? "" },
  ];
};

export default function Fleet({ loaderData }: Route.ComponentProps) {
  return <FleetPage data={loaderData} />;
}
