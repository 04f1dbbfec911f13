import { data, type RouterContextProvider } from "react-router";
import { isSlug } from "~/domain/routing/slug";
import { requireSite, runtimeContext } from "~/server/http/router-context";
import { isReportId } from "~/domain/vehicle/reports";
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
  const result = await loadCarPage(runtime, site, slug, url.origin);
  if (result.kind === "not-found") throw data("Not found", { status: 404 });
  if (result.kind === "gone") throw data("Gone", { status: 410 });
  const details = report ? await loadReportDetails(runtime, site, result.data, report) : null;
  return { page: result.data, report, details, printedAt: new Date().toISOString() };
}
