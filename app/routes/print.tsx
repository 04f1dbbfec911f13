import { data } from "react-router";
import { requireSite, runtimeContext } from "~/app/context";
import { useSite } from "~/app/site-context";
import { PrintView } from "~/app/features/vehicle/print-view";
import { isSlug } from "~/domain/routing/slug";
import { loadCarPage } from "~/app/features/vehicle/car-page.server";
import type { Route } from "./+types/print";

const REPORTS = { autogauge: "autogauge", analysis: "carAnalysis", ppsr: "ppsrReport" } as const;
type ReportId = keyof typeof REPORTS;

/** /print?car_id={slug}[&report=autogauge|analysis|ppsr]: the car on one printable page; reports where the dealer's plugins allow. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const site = requireSite(context);
  const runtime = context.get(runtimeContext);
  const url = new URL(request.url);
  const slug = url.searchParams.get("car_id") ?? "";
  const reportParam = url.searchParams.get("report");
  const report = reportParam && reportParam in REPORTS && site.settings.features.reportPlugins[REPORTS[reportParam as ReportId]] ? (reportParam as ReportId) : null;
  if ((reportParam && !report) || !isSlug(slug)) throw data("Not found", { status: 404 });
  const result = await loadCarPage(runtime, site, slug, url.origin);
  if (result.kind === "not-found") throw data("Not found", { status: 404 });
  if (result.kind === "gone") throw data("Gone", { status: 410 });
  const car = result.data.car;
  const comparison =
    report === "autogauge" || report === "analysis"
      ? car.price
        ? await runtime.priceComparison
            .get({ id: car.id, websiteId: car.websiteId, price: car.price, year: car.year, km: car.km, make: car.make, model: car.model })
            .catch(() => null)
        : null
      : null;
  return { page: result.data, report, comparison, printedAt: new Date().toISOString() };
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `Print: ${loaderData.page.seo.title}` : "Print" }, { name: "robots", content: "noindex" }];
}

export default function PrintRoute({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  return <PrintView data={loaderData.page} report={loaderData.report} comparison={loaderData.comparison} printedAt={loaderData.printedAt} site={site} />;
}
