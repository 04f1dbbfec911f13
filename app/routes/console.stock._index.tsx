import { StockListPage } from "~/app/features/console/stock-pages";
import { loadStockList, stockListAction } from "~/app/features/console/stock.server";
import type { Route } from "./+types/console.stock._index";

export const loader = ({ request, context }: Route.LoaderArgs) => loadStockList(request, context);

/** Bulk status or visibility of the selected cars: one transaction, each car's change in the audit log. */
export const action = ({ request, context }: Route.ActionArgs) => stockListAction(request, context);

export function meta() {
  return [{ title: "Stock | Console" }, { name: "robots", content: "noindex" }];
}

export default function ConsoleStock({ loaderData, actionData }: Route.ComponentProps) {
  return <StockListPage data={loaderData} actionData={actionData} />;
}
