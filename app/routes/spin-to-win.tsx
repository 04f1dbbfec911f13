import { SpinPage } from "~/app/features/spin/spin-page";
import { loadSpinPage, spinAction } from "~/app/features/spin/spin-page.server";
import type { Route } from "./+types/spin-to-win";

/** /spin-to-win: the dealer's spin to win campaign, one server-decided spin per shopper (gated by default; ADR 032). */
export const loader = (args: Route.LoaderArgs) => loadSpinPage(args);
export const action = (args: Route.ActionArgs) => spinAction(args);

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export function meta({ data: d }: Route.MetaArgs) {
  return [{ title: d ? `${d.campaign.name} | ${d.siteName}` : "Spin to win" }, { name: "robots", content: "noindex" }];
}

export default function SpinToWin({ loaderData, actionData }: Route.ComponentProps) {
  return <SpinPage data={loaderData} action={actionData} />;
}
