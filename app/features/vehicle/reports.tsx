/**
 * The body of a report download on the printable page: the price report (market range from the price
 * comparison), the car analysis (worked out from the listing), or the PPSR report (the dealer's recorded search:
 * when, certificate number, VIN searched, what it found). Each says where its figures come from.
 */
import { formatAud } from "~/domain/stock/format";
import { vehicleNoun } from "~/domain/stock/labels";
import { reportLabel } from "~/domain/vehicle/reports";
import type { ReportDetails } from "./reports.server";

export function ReportBody({ details, siteName, vehicleKind }: { details: ReportDetails; siteName: string; vehicleKind: string }) {
  const noun = vehicleNoun(vehicleKind);
  return (
    <section className="mt-6" data-testid={`report-body-${details.kind}`} aria-labelledby="report-title">
      <h2 id="report-title" className="text-lg font-bold">
        {reportLabel(details.kind, vehicleKind)}
      </h2>
      {details.kind === "ppsr" ? (
        <PpsrReport details={details} siteName={siteName} />
      ) : details.kind === "autogauge" ? (
        <PriceReport comparison={details.comparison} noun={noun} />
      ) : (
        <>
          <dl className="mt-2">
            {details.lines.map((line) => (
              <div key={line.heading} className="border-b border-black/20 py-2">
                <dt className="font-semibold">{line.heading}</dt>
                <dd>{line.text}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-2 text-xs">
            Worked out from this listing&apos;s details and the {noun}s listed for sale on our platform. It is not a mechanical inspection,
            a valuation or a vehicle history report.
          </p>
        </>
      )}
    </section>
  );
}

function PriceReport({ comparison, noun }: { comparison: Extract<ReportDetails, { kind: "autogauge" }>["comparison"]; noun: string }) {
  if (!comparison) {
    return (
      <p className="mt-1">
        Not enough comparable {noun}s are listed at the moment for a market comparison of this {noun}.
      </p>
    );
  }
  return (
    <>
      <table className="mt-2 w-full text-sm">
        <tbody>
          <tr className="border-b border-black/20">
            <th scope="row" className="py-1 pr-4 text-left font-normal">
              Our price
            </th>
            <td className="py-1 font-semibold">{formatAud(comparison.listing_price)}</td>
          </tr>
          <tr className="border-b border-black/20">
            <th scope="row" className="py-1 pr-4 text-left font-normal">
              Market range
            </th>
            <td className="py-1 font-semibold">
              {formatAud(comparison.market_range_min)} to {formatAud(comparison.market_range_max)}
            </td>
          </tr>
          <tr className="border-b border-black/20">
            <th scope="row" className="py-1 pr-4 text-left font-normal">
              Confidence
            </th>
            <td className="py-1 font-semibold">{Math.round(comparison.confidence * 100)}%</td>
          </tr>
        </tbody>
      </table>
      {comparison.description && <p className="mt-2">{comparison.description}</p>}
      <p className="mt-2 text-xs">
        The market range is the middle of the asking prices of comparable {noun}s listed for sale (same make and model, within 2 years and
        40,000 km), adjusted for year and kilometres. Confidence falls when there are few comparable {noun}s or their prices vary widely.
      </p>
    </>
  );
}

function PpsrReport({ details, siteName }: { details: Extract<ReportDetails, { kind: "ppsr" }>; siteName: string }) {
  const { check } = details;
  return (
    <>
      <table className="mt-2 w-full text-sm">
        <tbody>
          {[
            ["Searched", details.searchedOn],
            ["Certificate number", check.certificateNumber],
            ["VIN searched", check.vin],
            ...details.findings.map((f) => [f.question, f.answer] as const),
          ].map(([label, value]) => (
            <tr key={label} className="border-b border-black/20">
              <th scope="row" className="py-1 pr-4 text-left font-normal">
                {label}
              </th>
              <td className="py-1 font-semibold">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-xs">
        A search of the Personal Property Securities Register made by {siteName} on the date above, for the VIN shown. It tells what the
        register held that day; ask us for the certificate, or search again at ppsr.gov.au before you buy.
      </p>
    </>
  );
}
