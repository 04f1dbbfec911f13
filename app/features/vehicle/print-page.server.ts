import { data, type RouterContextProvider } from "react-router";
import { isSlug } from "~/domain/routing/slug";
import { requireSite, runtimeContext } from "~/server/http/router-context";
import { isReportId } from "~/domain/vehicle/reports";
import { vehiclePageSeo } from "~/domain/vehicle/seo";
import { loadCarPage } from "./car-page.server";
import { loadReportDetails } from "./reports.server";

/** /print?car_id={slug}[&report=autogauge|analysis|ppsr]: the car on one printable page; the reports its page offers (reports.server.ts). */
export async function loadPrintPage(request: Request, context: Readonly<RouterContextProvider>) {
  const site = requireSite(context);
  const runtime = context.get(runtimeContext);
  const url = new URL(request.url);
  const slug = url.searchParams.get("car_id") ?? "";
  const reportParam = url.searchParams.get("report");
  const report = isReportId(reportParam) ? reportParam : null;
  if ((reportParam && !report) || !isSlug(slug)) throw data("Not found", { status: 404 });
  const result = await loadCarPage(runtime, site, slug);
  if (result.kind === "not-found") throw data("Not found", { status: 404 });
  if (result.kind === "gone") throw data("Gone", { status: 410 });
  const details = report ? await loadReportDetails(runtime, site, result.data, report) : null;
  const seo = vehiclePageSeo(result.data, { name: site.name, noPriceText: site.settings.labels.noPriceText }, url.origin);
  return { page: result.data, seo: { title: seo.title, canonical: seo.canonical }, report, details, printedAt: new Date().toISOString() };
}
