/**
 * The trade-in page, shared by /trade-in, /cars/trade-in?car_id={id} and /sell-my-car: first the instant estimate
 * (the shopper's car → a range with how it was made and its confidence, or the FAQ's words and an appraisal),
 * then the appraisal request (the trade-in lead form) carrying the car and the estimate step's answer.
 */
import { useActionData, useFetcher } from "react-router";
import type { FormContext } from "~/domain/forms/context";
import type { ValuationOutcome } from "~/domain/valuation/vehicle";
import { CarNote, FormPage } from "./form-page";
import type { FormCar } from "./form-page.server";
import type { FormValues } from "./form-values";
import { LeadForm } from "./lead-form";
import type { LeadFormAnswer } from "./lead-answer";
import { EstimateForm, EstimateResult, type EstimateAnswer, isEstimateAnswer } from "./trade-in-estimate";
import { TradeInFaq } from "./trade-in-faq";
import { usePartialTradeIn } from "./use-partial-trade-in";

/** The car fields the appraisal request carries from the estimate step (hidden inputs). */
const CAR_FIELDS = ["tradeKind", "rego", "regoState", "make", "model", "year", "badge", "kms", "condition"] as const;

/** The car as the estimate step described it, with what the valuation service identified (a rego's make and model). */
export function carHiddenValues(values: FormValues, outcome?: ValuationOutcome): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of CAR_FIELDS) {
    const v = values[field];
    if (typeof v === "string" && v.trim() !== "") out[field] = v.trim();
  }
  const vehicle = outcome && "vehicle" in outcome ? outcome.vehicle : undefined;
  if (vehicle) {
    out.make = vehicle.make;
    out.model = vehicle.model;
    out.year = String(vehicle.year);
    if (vehicle.badge) out.badge = vehicle.badge;
    else delete out.badge;
  }
  return out;
}

function failedLead(answer: unknown): (LeadFormAnswer & { ok: false }) | undefined {
  const a = answer as LeadFormAnswer | undefined;
  return a && a.form === "trade-in" && a.ok === false ? a : undefined;
}

export function TradeInPage({
  title,
  intro,
  ctx,
  siteName,
  car,
  noun,
}: {
  title: string;
  intro: string;
  ctx: FormContext;
  siteName: string;
  car: FormCar | null;
  /** What the site calls its vehicles: "car", or "vehicle" on a site of several kinds. */
  noun: string;
}) {
  const fetcher = useFetcher<EstimateAnswer>();
  const actionData = useActionData();
  const answer = fetcher.data ?? (isEstimateAnswer(actionData) ? actionData : undefined);
  const outcome = answer?.ok ? answer.outcome : undefined;
  // A page re-rendered after an appraisal request the server refused (no JavaScript) keeps the car it carried.
  const refused = fetcher.data === undefined ? failedLead(actionData) : undefined;
  const carValues = outcome ? carHiddenValues(answer!.values, outcome) : refused?.values ? carHiddenValues(refused.values) : undefined;
  const showAppraisal = carValues !== undefined && outcome?.kind !== "rego-not-found";
  const onInput = usePartialTradeIn();
  return (
    <FormPage title={title} intro={intro} aside={<TradeInFaq />}>
      {car && <CarNote car={car} label="Trading in towards" />}
      <div className="flex flex-col gap-8">
        <section aria-labelledby="trade-in-car">
          <h2 id="trade-in-car" className="mb-4 text-lg font-bold">
            Your {noun}
          </h2>
          <EstimateForm Form={fetcher.Form} answer={answer} busy={fetcher.state !== "idle"} defaultKind={ctx.defaultTradeKind ?? "car"} />
        </section>
        {outcome && <EstimateResult outcome={outcome} />}
        {showAppraisal && (
          <section aria-labelledby="trade-in-appraisal" data-testid="trade-in-appraisal" onInput={onInput} onChange={onInput}>
            <h2 id="trade-in-appraisal" className="text-lg font-bold">
              Request a dealer appraisal
            </h2>
            <p className="mt-1 mb-4 text-sm text-muted">
              Our team looks at the {noun}, confirms its value and makes you an offer{car ? ` towards the ${car.name}` : ""}. No obligation.
            </p>
            <LeadForm
              kind="trade-in"
              ctx={ctx}
              siteName={siteName}
              fixed={car ? { car_id: car.id } : {}}
              hidden={carValues}
              submitLabel="Request my appraisal"
            />
          </section>
        )}
      </div>
    </FormPage>
  );
}
