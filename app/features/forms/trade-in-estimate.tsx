/**
 * The instant estimate step of the trade-in pages: what the shopper trades in (a car, motorcycle or caravan), its
 * rego and state, or make, model, year and badge, kilometres (not of a caravan: it has no odometer) and condition, posted to the page's action (intent=estimate), and what comes back: a range
 * with how it was made and its confidence, the FAQ's words for a car over 7 years or 100,000 km, or an honest
 * "we need to see it". With JavaScript the answer arrives in place; without, the server renders the page with it.
 */
import { siteDefaultState } from "~/domain/locations/australian-state";
import { useSite } from "~/app/site-context";
import { useEffect, useRef, type ReactNode, type RefObject } from "react";
import type { FetcherWithComponents } from "react-router";
import type { FieldErrors } from "~/domain/forms";
import { ERROR_SUMMARY_TITLE } from "~/domain/forms/summary";
import { NO_ONLINE_ESTIMATE_TEXT, ONLINE_ESTIMATE_MAX_AGE_YEARS } from "~/domain/valuation/eligibility";
import { CONDITIONS, CONDITION_LABELS, type Valuation } from "~/domain/valuation/model";
import {
  TRADE_IN_KINDS,
  TRADE_IN_KIND_LABELS,
  VALUATION_MESSAGES,
  type TradeInKind,
  type ValuationOutcome,
  vehicleTitle,
} from "~/domain/valuation/vehicle";
import { formatAud, groupDigits } from "~/domain/stock/format";
import { Button } from "~/app/ui/button";
import { AUSTRALIAN_STATES, REGO_MAX_LENGTH } from "./field-options";
import { ChoiceGroup, SelectField, TextField } from "./fields";
import { FormStateContext } from "./form-state";
import type { FormValues } from "./form-values";

export type EstimateAnswer =
  | { form: "estimate"; ok: true; outcome: ValuationOutcome; values: FormValues }
  | { form: "estimate"; ok: false; fieldErrors: FieldErrors; summary: string[]; values: FormValues };

export function isEstimateAnswer(value: unknown): value is EstimateAnswer {
  return !!value && typeof value === "object" && (value as { form?: unknown }).form === "estimate";
}

const CONDITION_HINTS: Record<(typeof CONDITIONS)[number], string> = {
  excellent: "Like new, full service history",
  good: "Normal wear for its age",
  fair: "Some dents, scratches or wear",
  poor: "Needs mechanical or body work",
};

type FormProps = {
  Form: FetcherWithComponents<EstimateAnswer>["Form"];
  answer: EstimateAnswer | undefined;
  busy: boolean;
  /** What the form starts at: the first kind the dealer sells. */
  defaultKind: TradeInKind;
};

/** The vehicle's details and "Get my estimate". A caravan has no odometer: its kilometres are not asked. */
export function EstimateForm({ Form, answer, busy, defaultKind }: FormProps) {
  const values: FormValues = {
    regoState: siteDefaultState(useSite().settings),
    condition: "good",
    tradeKind: defaultKind,
    ...answer?.values,
  };
  const errors = answer && !answer.ok ? answer.fieldErrors : undefined;
  const regoNotFound = answer?.ok && answer.outcome.kind === "rego-not-found";
  const describe = regoNotFound || !!(values.make || values.model || values.year) || !!(errors?.make || errors?.model || errors?.year);
  const summaryRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (errors || regoNotFound) summaryRef.current?.focus();
  }, [errors, regoNotFound]);
  return (
    <FormStateContext.Provider value={{ idPrefix: "trade-in-estimate", errors, values }}>
      <Form method="post" noValidate className="flex flex-col gap-5" data-testid="trade-in-estimate-form" aria-busy={busy || undefined}>
        <input type="hidden" name="intent" value="estimate" />
        {errors && <Summary summaryRef={summaryRef} errors={errors} />}
        {regoNotFound && (
          <div
            ref={summaryRef}
            tabIndex={-1}
            role="alert"
            className="rounded-brand border border-amber-600 bg-amber-50 p-3 text-sm text-amber-950"
          >
            {VALUATION_MESSAGES.regoNotFound}
          </div>
        )}
        <ChoiceGroup
          name="tradeKind"
          legend="What are you trading in?"
          type="radio"
          options={TRADE_IN_KINDS.map((k) => ({ value: k, label: TRADE_IN_KIND_LABELS[k] }))}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="rego" label="Rego" autoComplete="off" maxLength={REGO_MAX_LENGTH + 2} />
          <SelectField name="regoState" label="Rego state" options={AUSTRALIAN_STATES.map((s) => ({ value: s, label: s }))} />
        </div>
        <details open={describe || undefined} className="rounded-brand border border-black/10 p-4 [&[open]>summary]:mb-4">
          <summary className="cursor-pointer text-sm font-semibold">No rego handy? Describe the vehicle instead</summary>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField name="make" label="Make" autoComplete="off" hint="e.g. Toyota" />
            <TextField name="model" label="Model" autoComplete="off" hint="e.g. Corolla" />
            <TextField name="year" label="Year" inputMode="numeric" maxLength={4} autoComplete="off" />
            <TextField name="badge" label="Badge or variant" autoComplete="off" hint="e.g. Ascent Sport" optional />
          </div>
        </details>
        {/* Hidden by app.css while Caravan is chosen (no odometer), before and without JavaScript; the server ignores it then. */}
        <div data-odometer>
          <TextField name="kms" label="Kilometres" inputMode="numeric" autoComplete="off" hint="As shown on the odometer, e.g. 85,000" />
        </div>
        <ChoiceGroup
          name="condition"
          legend="Condition"
          type="radio"
          options={CONDITIONS.map((c) => ({ value: c, label: `${CONDITION_LABELS[c]}: ${CONDITION_HINTS[c]}` }))}
        />
        <Button type="submit" disabled={busy} className="w-full text-base disabled:cursor-wait disabled:opacity-60 sm:w-auto sm:self-start">
          {busy ? "Working it out…" : "Get my estimate"}
        </Button>
      </Form>
    </FormStateContext.Provider>
  );
}

function Summary({ errors, summaryRef }: { errors: FieldErrors; summaryRef: RefObject<HTMLDivElement | null> }) {
  const messages = [...new Set(Object.values(errors).flat())];
  return (
    <div
      ref={summaryRef}
      tabIndex={-1}
      role="alert"
      className="rounded-brand border border-red-700 bg-red-50 p-4 text-sm text-red-900"
      data-testid="estimate-error-summary"
    >
      <p className="font-semibold">{ERROR_SUMMARY_TITLE}</p>
      <ul className="mt-1 list-disc pl-5">
        {messages.map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
    </div>
  );
}

const CONFIDENCE_TEXT = { high: "High confidence", medium: "Medium confidence", low: "Low confidence" } as const;
const CONFIDENCE_TONE = { high: "bg-emerald-700", medium: "bg-amber-500", low: "bg-red-700" } as const;

/** What the estimate step found, above the appraisal request. */
export function EstimateResult({ outcome }: { outcome: ValuationOutcome }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, [outcome]);
  if (outcome.kind === "rego-not-found") return null;
  const noun = outcome.tradeKind;
  const km = outcome.km === null ? "" : `, ${groupDigits(outcome.km)} km`;
  const car = outcome.vehicle
    ? `${vehicleTitle(outcome.vehicle)}${km}, ${CONDITION_LABELS[outcome.condition].toLowerCase()} condition`
    : null;
  const heading = (text: string) => (
    <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold outline-none">
      {text}
    </h2>
  );
  return (
    <section
      className="rounded-brand border border-black/10 bg-surface-alt p-5"
      aria-live="polite"
      data-testid="trade-in-estimate"
      data-kind={outcome.kind}
    >
      {outcome.kind === "estimate" ? (
        <EstimateFigures heading={heading("Your instant estimate")} car={car} valuation={outcome.valuation} noun={noun} />
      ) : (
        <>
          {heading(outcome.kind === "no-online-estimate" ? `This ${noun} needs an appraisal` : `We need to see this ${noun}`)}
          {car && <p className="mt-1 text-sm text-muted">{car}</p>}
          <p className="mt-3">
            {outcome.kind === "no-online-estimate"
              ? `${NO_ONLINE_ESTIMATE_TEXT} ${
                  outcome.reason === "age"
                    ? `Yours is more than ${ONLINE_ESTIMATE_MAX_AGE_YEARS} years old.`
                    : "Yours has done more than 100,000 km."
                }`
              : outcome.kind === "no-comparables"
                ? `There are not enough ${noun}s like yours listed with our dealers right now to estimate it online.`
                : "We couldn't work out an estimate just now."}{" "}
            Send us your details below and our team will arrange an appraisal and give you a firm offer.
          </p>
        </>
      )}
    </section>
  );
}

function EstimateFigures({
  heading,
  car,
  valuation,
  noun,
}: {
  heading: ReactNode;
  car: string | null;
  valuation: Valuation;
  noun: string;
}) {
  const label = valuation.confidenceLabel;
  return (
    <>
      {heading}
      {car && <p className="mt-1 text-sm text-muted">{car}</p>}
      <p className="mt-3 text-3xl font-bold" data-testid="estimate-range">
        {formatAud(valuation.low)} – {formatAud(valuation.high)}
      </p>
      <p className="mt-1 text-sm">Most likely around {formatAud(valuation.estimate)}</p>
      <div className="mt-4 flex items-center gap-3">
        <span className="text-sm font-semibold" data-testid="estimate-confidence">
          {CONFIDENCE_TEXT[label]}
        </span>
        <span className="h-2 w-32 overflow-hidden rounded-full bg-black/10" aria-hidden="true">
          <span className={`block h-full ${CONFIDENCE_TONE[label]}`} style={{ width: `${Math.round(valuation.confidence * 100)}%` }} />
        </span>
      </div>
      <h3 className="mt-4 text-sm font-bold">How we worked it out</h3>
      <p className="mt-1 text-sm" data-testid="estimate-method">
        {valuation.method}
      </p>
      <p className="mt-3 text-xs text-muted">
        An estimate from market data, not an offer. The dealer confirms the price once they have seen the {noun}; a trade-in offer allows
        for reconditioning.
      </p>
    </>
  );
}
