import { formatAud, groupDigits } from "~/domain/stock/format";
import { useState } from "react";
import { useActionData, useFetcher } from "react-router";
import {
  calculateRepayments,
  calculatorRanges,
  calculatorTerms,
  clampToSlider,
  initialCalculatorValues,
  normaliseCalculatorValues,
  type CalculatorSettings,
  type CalculatorValues,
  type SliderRange,
} from "~/domain/finance/calculator";
import { dealerTerms, headlineTerms, type FinanceSummaryState } from "~/domain/finance/estimate";
import { formatRatePercent, whyDifferent } from "~/domain/finance/figures";
import { FUEL_DEFAULTS, fuelCost, type FuelPeriod } from "~/domain/vehicle/fuel";
import { INVALID_POSTCODE_FORMAT, POSTCODE_MAX_LENGTH, POSTCODE_PATTERN, validatePostcode } from "~/domain/vehicle/postcode";
import type { DeliveryQuote } from "~/domain/vehicle/delivery";

function Slider({
  id,
  label,
  range,
  value,
  onChange,
  format,
}: {
  id: string;
  label: string;
  range: SliderRange;
  value: number;
  onChange: (v: number) => void;
  format: (v: number) => string;
}) {
  return (
    <div className="slider">
      <div>
        <label htmlFor={id}>{label}</label>
        <output htmlFor={id} data-testid={`${id}-value`}>
          {format(value)}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={range.min}
        max={range.max}
        step={range.step}
        value={value}
        onChange={(e) => onChange(clampToSlider(e.currentTarget.value, range))}
      />
    </div>
  );
}

/**
 * The finance calculator. It starts from the page's headline estimate (the advertised price as it is, the
 * estimate's deposit, term and final payment, and the quote's rate, else the dealer's), and says in words
 * why its figure differs from that estimate when it does.
 */
export function FinanceCalculator({
  price,
  settings,
  headline = { state: "none" },
  title = "Finance calculator",
  example = false,
}: {
  price: number | null;
  settings: CalculatorSettings;
  headline?: FinanceSummaryState;
  title?: string;
  /** The price is an example (a page about no car in particular), not a car's advertised price; its value names the
   *  site's vehicle ("car", "vehicle" on a caravan and motorcycle site). */
  example?: false | string;
}) {
  const ranges = calculatorRanges(price ?? 0, settings);
  const startRate = headline.state === "ready" ? headline.advertisedRate : null;
  const start = initialCalculatorValues(price, settings, startRate);
  // Untouched, the calculator follows its starting point (the quote's rate arrives after the first paint).
  const [moved, setMoved] = useState<CalculatorValues | null>(null);
  const values = moved ?? start;
  const set = (key: keyof CalculatorValues) => (v: number) =>
    // Once moved, every slider snaps to its step (price to $1,000), as the spec's sliders do.
    setMoved((old) => normaliseCalculatorValues({ ...(old ?? start), [key]: v }, ranges));
  const r = calculateRepayments(values, settings);
  const reference = headlineTerms(headline, settings) ?? (price ? dealerTerms(price, settings) : null);
  const reasons = reference ? whyDifferent(reference, calculatorTerms(values, r)) : [];
  const rateSource =
    startRate !== null && startRate !== undefined
      ? "the estimate's rate"
      : headline.state === "loading"
        ? "the dealer's rate until the estimate arrives"
        : "the dealer's rate";
  return (
    <section aria-labelledby="finance-calculator" className="calc" data-testid="finance-calculator">
      <h2 id="finance-calculator" className="text-xl font-bold">
        {title}
      </h2>
      {price ? (
        <p className="mt-1 text-sm text-muted" data-testid="fc-start">
          {`Starts at ${example ? `an example ${formatAud(price)} ${example}` : "the advertised price"}, a ${settings.estimateDepositPercent}% deposit, ${settings.estimateTermYears} years, a ${settings.estimateBalloonPercent}% final payment and ${formatRatePercent(start.interestRate)}, ${rateSource}.`}
        </p>
      ) : null}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-3">
          <Slider id="fc-price" label="Price" range={ranges.price} value={values.price} onChange={set("price")} format={formatAud} />
          <Slider
            id="fc-deposit"
            label="Deposit"
            range={{ ...ranges.deposit, max: values.price }}
            value={values.deposit}
            onChange={set("deposit")}
            format={formatAud}
          />
          <Slider
            id="fc-term"
            label="Term"
            range={ranges.termYears}
            value={values.termYears}
            onChange={set("termYears")}
            format={(v) => `${v} ${v === 1 ? "year" : "years"}`}
          />
          <Slider
            id="fc-balloon"
            label="Final payment (balloon)"
            range={ranges.balloonPercent}
            value={values.balloonPercent}
            onChange={set("balloonPercent")}
            format={(v) => `${v}%`}
          />
          <Slider
            id="fc-rate"
            label="Interest rate"
            range={ranges.interestRate}
            value={values.interestRate}
            onChange={set("interestRate")}
            format={(v) => `${Number(v.toFixed(2))}% p.a.`}
          />
        </div>
        <dl className="fc-results" aria-live="polite">
          <div>
            <dt>Weekly repayment</dt>
            <dd className="text-2xl font-bold" data-testid="fc-weekly">
              {formatAud(r.weekly)}
            </dd>
          </div>
          <div>
            <dt>Monthly repayment</dt>
            <dd className="text-xl font-bold" data-testid="fc-monthly">
              {formatAud(r.monthly)}
            </dd>
          </div>
          <div>
            <dt>Amount financed</dt>
            <dd className="font-semibold">{formatAud(r.amountFinanced)}</dd>
          </div>
          <div>
            <dt>Final payment</dt>
            <dd className="font-semibold">{formatAud(r.balloon)}</dd>
          </div>
          <div>
            <dt>Total payable</dt>
            <dd className="font-semibold" data-testid="fc-total">
              {formatAud(r.totalPayable)}
            </dd>
          </div>
        </dl>
      </div>
      {reference && (
        <p className="mt-3 text-sm" data-testid="fc-compare" aria-live="polite">
          {reasons.length === 0
            ? `Same as the ${formatAud(reference.weekly)}/week ${headline.state === "ready" ? "estimate" : "dealer estimate"}.`
            : `Differs from the ${formatAud(reference.weekly)}/week ${headline.state === "ready" ? "estimate" : "dealer estimate"}: ${reasons.join("; ")}.`}
        </p>
      )}
      <p className="mt-3 text-xs text-muted">A guide only, not a quote or an offer of credit. Fees and charges are not included.</p>
    </section>
  );
}

export function FuelCalculator({ litresPer100km }: { litresPer100km: number | null }) {
  const kmRange = { min: 1000, max: 60_000, step: 1000 };
  const [km, setKm] = useState<number>(FUEL_DEFAULTS.kmPerYear);
  const [price, setPrice] = useState<number>(FUEL_DEFAULTS.pricePerLitre);
  const [period, setPeriod] = useState<FuelPeriod>("week");
  if (!litresPer100km) return null;
  const cost = fuelCost({ litresPer100km, km, period: "year", pricePerLitre: price });
  return (
    <section aria-labelledby="fuel-calculator" className="calc" data-testid="fuel-calculator">
      <h2 id="fuel-calculator" className="text-xl font-bold">
        Fuel calculator
      </h2>
      <p className="text-sm text-muted">{`Based on ${litresPer100km} L/100 km combined.`}</p>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <Slider id="fuel-km" label="Kilometres a year" range={kmRange} value={km} onChange={setKm} format={(v) => `${groupDigits(v)} km`} />
        <div className="flex flex-col gap-1">
          <label htmlFor="fuel-price" className="text-sm font-semibold">
            Fuel price ($ per litre)
          </label>
          <input
            id="fuel-price"
            type="number"
            inputMode="decimal"
            min={0.5}
            max={5}
            step={0.01}
            value={price}
            onChange={(e) => setPrice(clampToSlider(e.currentTarget.value, { min: 0.5, max: 5, step: 0.01 }))}
            className="rounded-brand border border-black/30 px-3 py-2"
          />
        </div>
      </div>
      <fieldset className="mt-3 flex gap-4">
        <legend className="text-sm font-semibold">Show cost per</legend>
        {(["week", "year"] as const).map((p) => (
          <label key={p} className="flex items-center gap-1">
            <input type="radio" name="fuel-period" value={p} checked={period === p} onChange={() => setPeriod(p)} />
            {` ${p}`}
          </label>
        ))}
      </fieldset>
      <p className="mt-3 text-lg" aria-live="polite">
        About <strong data-testid="fuel-cost">{cost ? formatAud(period === "week" ? cost.perWeek : cost.perYear) : "-"}</strong>
        {` per ${period} in fuel.`}
      </p>
    </section>
  );
}

export type DeliveryActionResult =
  | { intent: "delivery"; ok: true; postcode: string; quote: DeliveryQuote; locationName: string }
  | { intent: "delivery"; ok: false; error: string };

export function DeliveryCalculator({ locationName }: { locationName: string }) {
  const fetcher = useFetcher<DeliveryActionResult>({ key: "delivery" });
  const [clientError, setClientError] = useState<string | null>(null);
  const actionData = useActionData() as { intent?: string } | undefined;
  const answer = fetcher.data ?? (actionData?.intent === "delivery" ? (actionData as DeliveryActionResult) : undefined);
  const error = clientError ?? (answer && !answer.ok ? answer.error : null);
  return (
    <section aria-labelledby="delivery-calculator" className="calc" data-testid="delivery-calculator">
      <h2 id="delivery-calculator" className="text-xl font-bold">
        Delivery calculator
      </h2>
      <p className="text-sm text-muted">{`Estimate delivery from ${locationName} to your postcode.`}</p>
      <fetcher.Form
        method="post"
        noValidate
        className="mt-3 flex flex-wrap items-start gap-2"
        onSubmit={(e) => {
          const check = validatePostcode(new FormData(e.currentTarget).get("postcode"));
          if (!check.ok) {
            e.preventDefault();
            setClientError(check.error);
          } else setClientError(null);
        }}
      >
        <input type="hidden" name="intent" value="delivery" />
        <div className="flex flex-col gap-1">
          <label htmlFor="delivery-postcode" className="text-sm font-semibold">
            Your postcode
          </label>
          <input
            id="delivery-postcode"
            name="postcode"
            inputMode="numeric"
            autoComplete="postal-code"
            required
            maxLength={POSTCODE_MAX_LENGTH}
            pattern={POSTCODE_PATTERN}
            title={INVALID_POSTCODE_FORMAT}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "delivery-error" : undefined}
            className="w-32 rounded-brand border border-black/30 px-3 py-2"
          />
        </div>
        <button type="submit" className="accent-button mt-6" disabled={fetcher.state !== "idle"}>
          {fetcher.state !== "idle" ? "Calculating…" : "Calculate"}
        </button>
      </fetcher.Form>
      <div aria-live="polite" className="mt-3 min-h-6">
        {error ? (
          <p id="delivery-error" className="text-red-700" data-testid="delivery-error">
            {error}
          </p>
        ) : answer?.ok ? (
          <p data-testid="delivery-result">
            {answer.quote.kind === "too-far"
              ? `${answer.postcode} is ${groupDigits(answer.quote.distanceKm)} km away. Please contact us for a delivery quote.`
              : answer.quote.kind === "free"
                ? `Free delivery to ${answer.postcode} (${groupDigits(answer.quote.distanceKm)} km).`
                : `Delivery to ${answer.postcode} (${groupDigits(answer.quote.distanceKm)} km): about ${formatAud(answer.quote.cost)}.`}
          </p>
        ) : null}
      </div>
    </section>
  );
}
