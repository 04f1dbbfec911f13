import { data, type RouterContextProvider } from "react-router";
import { isSlug } from "~/domain/routing/slug";
import { requireSite, runtimeContext } from "~/server/http/router-context";
import { loadCarPage } from "./car-page.server";

const REPORTS = { autogauge: "autogauge", analysis: "carAnalysis", ppsr: "ppsrReport" } as const;
type ReportId = keyof typeof REPORTS;

/** /print?car_id={slug}[&report=autogauge|analysis|ppsr]: the car on one printable page; reports where the dealer's plugins allow. */
export async function loadPrintPage(request: Request, context: Readonly<RouterContextProvider>) {
  const site = requireSite(context);
  const runtime = context.get(runtimeContext);
  const url = new URL(request.url);
  const slug = url.searchParams.get("car_id") ?? "";
  const reportParam = url.searchParams.get("report");
  const report =
    reportParam && reportParam in REPORTS && site.settings.features.reportPlugins[REPORTS[reportParam as ReportId]]
      ? (reportParam as ReportId)
      : null;
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
