import { useSite } from "~/app/site-context";
import { PrintView } from "~/app/features/vehicle/print-view";
import { loadPrintPage } from "~/app/features/vehicle/print-page.server";
import type { Route } from "./+types/print";

/** /print?car_id={slug}[&report=autogauge|analysis|ppsr]: the car on one printable page (see loadPrintPage). */
export const loader = ({ request, context }: Route.LoaderArgs) => loadPrintPage(request, context);

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `Print: ${loaderData.seo.title}` : "Print" },
    { name: "description", content: loaderData ? `A printable page for ${loaderData.seo.title}.` : "A printable vehicle page." },
    { name: "robots", content: "noindex" },
  ];
}

export default function PrintRoute({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  return (
    <PrintView
      data={loaderData.page}
      canonical={loaderData.seo.canonical}
      report={loaderData.report}
      details={loaderData.details}
      printedAt={loaderData.printedAt}
      site={site}
    />
  );
}
