import { formatPrice, priceTypeLabel } from "~/domain/stock/format";
import { imageUrl } from "~/domain/images/image-url";
import { carSpecRows, type SpecKey } from "~/domain/vehicle/specifications";
import type { ClientSite } from "~/server/tenancy/client-site";
import type { VehiclePageData } from "~/app/features/vehicle/car-page.server";
import { Button } from "~/app/ui/button";
import { vehicleNoun } from "~/domain/stock/labels";
import { type ReportId, reportLabel } from "~/domain/vehicle/reports";
import { ReportBody } from "./reports";
import type { ReportDetails } from "./reports.server";

const KEY_INFORMATION: readonly SpecKey[] = [
  "year",
  "km",
  "body",
  "transmission",
  "fuel",
  "drive",
  "engine",
  "colour",
  "stocknum",
  "vin",
  "rego",
];

/** A print-friendly page: no navigation, every detail expanded, black on white. */
export function PrintView({
  data,
  report,
  details,
  printedAt,
  site,
  canonical,
}: {
  data: VehiclePageData;
  /** The car's canonical address, printed at the foot. */
  canonical: string;
  report: ReportId | null;
  details: ReportDetails | null;
  printedAt: string;
  site: ClientSite;
}) {
  const { car, location } = data;
  const s = site.settings;
  const hero = car.images[0]?.url ?? "/media/not-found.svg";
  return (
    <article className="mx-auto max-w-3xl bg-white px-4 py-6 text-black" data-testid="print-view">
      <div className="flex items-start justify-between gap-4" data-print-hide>
        <a href={car.path} className="underline">
          Back to the {vehicleNoun(car.vehicleKind)}
        </a>
        <Button size="sm" onClick={() => window.print()}>
          Print
        </Button>
      </div>
      <p className="mt-4 text-sm">
        {site.name} · {location.name}
        {location.phone ? ` · ${location.phone}` : ""}
      </p>
      {report && <p className="mt-2 text-sm font-semibold uppercase">{reportLabel(report, car.vehicleKind)}</p>}
      <h1 className="mt-1 text-2xl font-bold">{car.name}</h1>
      <p className="text-2xl font-extrabold">
        {formatPrice(car.price, s.labels.noPriceText)}{" "}
        {car.price ? <span className="text-base font-semibold">{priceTypeLabel(car.priceType)}</span> : null}
      </p>
      {car.status === "sold" && <p className="font-bold text-red-700">SOLD</p>}
      <img src={imageUrl(hero, { w: 960 })} alt={car.name} width={960} height={720} className="mt-4 aspect-[4/3] w-full object-cover" />
      <h2 className="mt-6 text-lg font-bold">Key information</h2>
      <table className="mt-2 w-full text-sm">
        <tbody>
          {carSpecRows(car, KEY_INFORMATION)
            .filter((row) => row.value !== null)
            .map((row) => (
              <tr key={row.key} className="border-b border-black/20">
                <th scope="row" className="py-1 pr-4 text-left font-normal">
                  {row.label}
                </th>
                <td className="py-1 font-semibold">{row.value}</td>
              </tr>
            ))}
        </tbody>
      </table>
      {details && <ReportBody details={details} siteName={site.name} vehicleKind={car.vehicleKind} />}
      {car.dealerComments && (
        <section className="mt-6">
          <h2 className="text-lg font-bold">Dealer comments</h2>
          <p className="mt-1 whitespace-pre-line">{car.dealerComments}</p>
        </section>
      )}
      {car.specs.length > 0 && (
        <section className="mt-6">
          <h2 className="text-lg font-bold">Specifications</h2>
          <table className="mt-2 w-full text-sm">
            <tbody>
              {car.specs.map((r) => (
                <tr key={`${r.group}-${r.name}`} className="border-b border-black/20">
                  <th scope="row" className="py-1 pr-4 text-left font-normal">
                    {r.name}
                  </th>
                  <td className="py-1">{r.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {car.standardEquipment.length > 0 && (
        <section className="mt-6">
          <h2 className="text-lg font-bold">Standard equipment</h2>
          <ul className="mt-1 columns-2 text-sm">
            {car.standardEquipment.map((e) => (
              <li key={e}>• {e}</li>
            ))}
          </ul>
        </section>
      )}
      <p className="mt-8 text-xs">
        Printed {new Date(printedAt).toLocaleDateString("en-AU", { timeZone: "Australia/Sydney" })} from {canonical}. Details and prices may
        change; please confirm with us.
      </p>
    </article>
  );
}
