import { GaragePage } from "~/app/features/watchlist/garage-page";
import { loadGaragePage } from "~/app/features/watchlist/garage-page.server";
import type { Route } from "./+types/my-garage";

/** The watchlist ("my garage"): saved cars with their current price and status. Gated by default (access.gates.myGarage). */
export const loader = ({ context }: Route.LoaderArgs) => loadGaragePage(context);

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export function meta({ data: d }: Route.MetaArgs) {
  return [{ title: d ? `My garage | ${d.siteName}` : "My garage" }, { name: "robots", content: "noindex" }];
}

export default function MyGarage({ loaderData }: Route.ComponentProps) {
  return <GaragePage data={loaderData} />;
}
