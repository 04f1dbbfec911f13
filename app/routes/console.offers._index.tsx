import { OffersPage } from "~/app/features/console/offers-pages";
import { loadOffers } from "~/app/features/console/offers.server";
import type { Route } from "./+types/console.offers._index";

export const loader = ({ context }: Route.LoaderArgs) => loadOffers(context);

export function meta() {
  return [{ title: "Offers | Console" }, { name: "robots", content: "noindex" }];
}

export default function ConsoleOffers({ loaderData }: Route.ComponentProps) {
  return <OffersPage data={loaderData} />;
}
