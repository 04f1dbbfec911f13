import { ReservationsPage } from "~/app/features/console/reservations-page";
import { loadReservations, reservationAction } from "~/app/features/console/reservations.server";
import type { Route } from "./+types/console.reservations";

export const loader = ({ context }: Route.LoaderArgs) => loadReservations(context);
export const action = ({ request, context }: Route.ActionArgs) => reservationAction(request, context);

export function meta() {
  return [{ title: "Reservations | Console" }, { name: "robots", content: "noindex" }];
}

export default function ConsoleReservations({ loaderData, actionData }: Route.ComponentProps) {
  return <ReservationsPage data={loaderData} answer={actionData} />;
}
