import { GaragePage } from "~/app/features/watchlist/garage-page";
import { loadGaragePage } from "~/app/features/watchlist/garage-page.server";
import { GarageReservations } from "~/app/features/checkout/garage-reservations";
import { loadGarageReservations } from "~/app/features/checkout/checkout.server";
import type { Route } from "./+types/my-garage";

/** The watchlist ("my garage"): saved cars with their current price and status. Gated by default (access.gates.myGarage). */
export const loader = async ({ request, context }: Route.LoaderArgs) => ({
  ...(await loadGaragePage(context)),
  reservations: await loadGarageReservations(request, context),
});

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export function meta({ data: d }: Route.MetaArgs) {
  return [
    { title: d ? `My garage | ${d.siteName}` : "My garage" },
    { name: "description", content: "The cars you saved, in one place." },
    { name: "robots", content: "noindex" },
  ];
}

export default function MyGarage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <GarageReservations reservations={loaderData.reservations} />
      <GaragePage data={loaderData} />
    </>
  );
}
