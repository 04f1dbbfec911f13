/**
 * The finance application's pages: a progress list, one step's fields (plain POST forms, validated on the
 * server, so the flow works without JavaScript), the review, and the confirmation.
 */
import type { ReactNode } from "react";
import { useActionData, useNavigation } from "react-router";
import { Form, Link } from "~/app/ui/router-links";
import {
  APPLICATION_KINDS,
  EMPLOYMENT_STATUSES,
  FREQUENCIES,
  LIVING,
  monthlySummary,
  RESIDENCY,
  STEP_TITLES,
  STEPS,
  type ApplicationAnswers,
  type StepId,
} from "~/domain/finance/application";
import { AUSTRALIAN_STATES } from "~/domain/forms/fields";
import { siteDefaultState } from "~/domain/locations/australian-state";
import { useSite } from "~/app/site-context";
import { ERROR_SUMMARY_TITLE } from "~/domain/forms/summary";
import { formatAud } from "~/domain/stock/format";
import { signInPath } from "~/domain/auth/gates";
import { Field, inputClass } from "~/app/ui/field";
import { Button, ButtonLink } from "~/app/ui/button";
import type { ApplicationActionAnswer } from "./application-page.server";

type PageData =
  | { step: "done"; kind: keyof typeof APPLICATION_KINDS; siteName: string; reference: string; email: string | null; signedIn: boolean }
  | {
      step: StepId | "review";
      kind: keyof typeof APPLICATION_KINDS;
      siteName: string;
      signedIn: boolean;
      financePath: string;
      completed: StepId[];
      reference: string | null;
      car: { id: number; name: string; slug: string; price: number | null; noun: string } | null;
      locations: Array<{ id: number; name: string }>;
      values: Record<string, string> | null;
      review: ApplicationAnswers | null;
    };

const LABELS: Record<string, string> = {
  first_name: "First name",
  last_name: "Last name",
  email: "Email",
  mobile: "Mobile",
  date_of_birth: "Date of birth",
  licence_number: "Driver licence number",
  licence_state: "Licence state",
  street: "Street address",
  suburb: "Suburb",
  state: "State",
  postcode: "Postcode",
  years_at_address: "Years at this address",
  residency: "Residency status",
  living: "Living situation",
  dependants: "Dependants",
  employment_status: "Employment status",
  employer: "Employer",
  occupation: "Occupation",
  years_in_job: "Years in this job",
  months_in_job: "and months",
  income: "Your take-home pay (after tax)",
  income_frequency: "How often",
  other_income_monthly: "Other income a month",
  living_expenses_monthly: "Living expenses a month (food, bills, transport)",
  housing_monthly: "Rent or mortgage a month",
  other_loans_monthly: "Other loan repayments a month",
  credit_card_limits: "Total of your credit card limits",
  vehicle_description: "The vehicle you have in mind",
  loan_amount: "Amount to borrow",
  deposit: "Deposit or trade-in",
  term_years: "Loan term",
  location: "Location",
  consent: "Consent",
};

function useStepErrors(step: string) {
  const answer = useActionData() as ApplicationActionAnswer | undefined;
  return answer && answer.step === step ? answer : null;
}

export function ApplicationPage({ data }: { data: PageData }) {
  const title = APPLICATION_KINDS[data.kind];
  if (data.step === "done") {
    return (
      <section className="mx-auto max-w-xl px-4 py-16 text-center" data-testid="application-done">
        <h1 className="text-3xl font-bold">Application sent</h1>
        <p className="mt-3">
          Thank you. Your {title.toLowerCase()} <strong data-testid="application-reference">{data.reference}</strong> is with the{" "}
          {data.siteName} finance team, who will contact you about it. It is not yet an approval: the lender decides once it has assessed
          your application.
        </p>
        {data.signedIn ? (
          <ButtonLink to="/my-garage" className="mt-6 inline-block">
            See it in my garage
          </ButtonLink>
        ) : (
          <p className="mt-4 text-sm text-muted">Sign in with your mobile to see your applications in your garage.</p>
        )}
      </section>
    );
  }
  const current = data.step;
  const here = data.kind === "pre-approval" ? "/finance-pre-approval" : "/apply-for-finance";
  const query = data.car ? `&car_id=${data.car.id}` : "";
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
      <p className="mt-2 text-muted">
        {data.car ? (
          <>
            For the{" "}
            <Link to={`/cars/${data.car.slug}`} className="font-semibold underline">
              {data.car.name}
            </Link>
            {data.car.price ? ` at ${formatAud(data.car.price)}` : ""}.{" "}
          </>
        ) : null}
        About ten minutes. Each step is saved as you go
        {data.signedIn ? ": come back to it from your garage any time." : "."}
      </p>
      {!data.signedIn && (
        <p className="mt-2 text-sm">
          <Link to={signInPath("finance", `${here}?step=${current}${query}`, here)} className="font-semibold underline">
            Sign in
          </Link>{" "}
          to finish it later on any device.
        </p>
      )}
      <ol className="mt-5 flex flex-wrap gap-2 text-sm" aria-label="Steps">
        {[...STEPS, "review" as const].map((s, i) => {
          const done = s !== "review" && data.completed.includes(s);
          const label = `${i + 1}. ${STEP_TITLES[s]}`;
          return (
            <li key={s}>
              {done && s !== current ? (
                <Link to={`${here}?step=${s}${query}`} className="inline-block rounded-brand bg-surface-alt px-3 py-1 underline">
                  {label} ✓
                </Link>
              ) : (
                <span
                  aria-current={s === current ? "step" : undefined}
                  className={`inline-block rounded-brand px-3 py-1 ${s === current ? "bg-brand font-semibold text-brand-contrast" : "bg-surface-alt text-muted"}`}
                >
                  {label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
      {current === "review" ? <Review data={data} /> : <StepForm data={data} step={current} />}
    </div>
  );
}

function StepForm({ data, step }: { data: Extract<PageData, { step: StepId | "review" }>; step: StepId }) {
  const answer = useStepErrors(step);
  const navigation = useNavigation();
  const values = answer?.input ?? data.values ?? {};
  const errors = answer?.errors ?? {};
  const f = (name: string) => ({ name, values, errors });
  const homeState = siteDefaultState(useSite().settings);
  const summary = Object.entries(errors);
  return (
    <Form method="post" noValidate className="mt-6 flex flex-col gap-4" data-testid={`step-${step}`}>
      <h2 className="text-xl font-bold">{STEP_TITLES[step]}</h2>
      {summary.length > 0 && (
        <div role="alert" className="rounded-brand border-2 border-red-700 p-3 text-sm" data-testid="application-errors">
          <p className="font-semibold">{ERROR_SUMMARY_TITLE}</p>
          <ul className="mt-1 list-disc pl-5">
            {summary.map(([k, v]) => (
              <li key={k}>{k in LABELS ? <a href={`#fa-${k}`}>{`${LABELS[k]}: ${v.join(" ")}`}</a> : v.join(" ")}</li>
            ))}
          </ul>
        </div>
      )}
      <input type="hidden" name="step" value={step} />
      {step === "personal" && (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <Input {...f("first_name")} autoComplete="given-name" />
            <Input {...f("last_name")} autoComplete="family-name" />
            <Input {...f("email")} type="email" autoComplete="email" />
            <Input {...f("mobile")} type="tel" autoComplete="tel" />
            <Input {...f("date_of_birth")} type="date" autoComplete="bday" />
            <Select {...f("residency")} options={RESIDENCY} />
            <Input {...f("licence_number")} autoComplete="off" />
            <Select {...f("licence_state")} options={AUSTRALIAN_STATES} fallback={homeState} />
          </div>
          <Input {...f("street")} autoComplete="street-address" />
          <div className="grid gap-4 sm:grid-cols-3">
            <Input {...f("suburb")} autoComplete="address-level2" />
            <Select {...f("state")} options={AUSTRALIAN_STATES} fallback={homeState} />
            <Input {...f("postcode")} inputMode="numeric" maxLength={4} autoComplete="postal-code" />
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            <Input {...f("years_at_address")} inputMode="numeric" />
            <Select {...f("living")} options={LIVING} />
            <Input {...f("dependants")} inputMode="numeric" />
          </div>
        </>
      )}
      {step === "employment" && (
        <>
          <Select {...f("employment_status")} options={EMPLOYMENT_STATUSES} />
          <div className="grid gap-4 sm:grid-cols-2">
            <Input {...f("employer")} hint="Not needed if you are retired or not employed." />
            <Input {...f("occupation")} />
            <Input {...f("years_in_job")} inputMode="numeric" />
            <Input {...f("months_in_job")} inputMode="numeric" />
          </div>
        </>
      )}
      {step === "finances" && (
        <div className="grid gap-4 sm:grid-cols-2">
          <Input {...f("income")} inputMode="numeric" prefix="$" />
          <Select {...f("income_frequency")} options={FREQUENCIES} />
          <Input {...f("other_income_monthly")} inputMode="numeric" prefix="$" />
          <Input {...f("living_expenses_monthly")} inputMode="numeric" prefix="$" />
          <Input {...f("housing_monthly")} inputMode="numeric" prefix="$" />
          <Input {...f("other_loans_monthly")} inputMode="numeric" prefix="$" />
          <Input {...f("credit_card_limits")} inputMode="numeric" prefix="$" />
        </div>
      )}
      {step === "car" && (
        <>
          {data.car ? (
            <>
              <input type="hidden" name="car_id" value={data.car.id} />
              <p className="rounded-brand bg-surface-alt p-3 text-sm">
                The {data.car.noun}: <strong>{data.car.name}</strong>
                {data.car.price ? ` (${formatAud(data.car.price)})` : ""}
              </p>
            </>
          ) : (
            <Input {...f("vehicle_description")} hint="Make, model and year, or leave blank if you're still looking." />
          )}
          <div className="grid gap-4 sm:grid-cols-3">
            <Input
              {...f("loan_amount")}
              inputMode="numeric"
              prefix="$"
              fallback={data.car?.price ? String(Math.round(data.car.price * 0.9)) : undefined}
            />
            <Input
              {...f("deposit")}
              inputMode="numeric"
              prefix="$"
              fallback={data.car?.price ? String(Math.round(data.car.price * 0.1)) : undefined}
            />
            <Select {...f("term_years")} options={["1", "2", "3", "4", "5", "6", "7"]} optionLabel={(v) => `${v} years`} fallback="5" />
          </div>
          {data.locations.length > 0 && (
            <Select
              {...f("location")}
              options={data.locations.map((l) => String(l.id))}
              optionLabel={(id) => data.locations.find((l) => String(l.id) === id)?.name ?? id}
            />
          )}
          <div>
            <label className="flex items-start gap-2 text-sm">
              <input type="checkbox" name="consent" id="fa-consent" className="mt-1" aria-invalid={errors.consent ? true : undefined} />
              <span>
                My details are true and complete. I agree to {data.siteName} passing them to its finance team and the lenders it works with
                to assess my application.
              </span>
            </label>
            {errors.consent && <p className="text-sm font-medium text-red-700">{errors.consent.join(" ")}</p>}
          </div>
        </>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        {STEPS.indexOf(step) > 0 ? (
          <Link
            to={`?step=${STEPS[STEPS.indexOf(step) - 1]}${data.car ? `&car_id=${data.car.id}` : ""}`}
            className="font-semibold underline"
          >
            Back
          </Link>
        ) : (
          <span />
        )}
        <Button type="submit" name="intent" value="save" disabled={navigation.state === "submitting"} data-testid="application-next">
          Save and continue
        </Button>
      </div>
    </Form>
  );
}

function Input({
  name,
  values,
  errors,
  hint,
  prefix,
  fallback,
  ...rest
}: {
  name: string;
  values: Record<string, string>;
  errors: Record<string, string[]>;
  hint?: string;
  prefix?: string;
  fallback?: string;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, "name" | "prefix">) {
  const id = `fa-${name}`;
  const e = errors[name] ?? [];
  return (
    <Field
      id={id}
      label={`${LABELS[name]}${prefix ? ` (${prefix})` : ""}`}
      hint={hint}
      hintId={`${id}-hint`}
      errorId={`${id}-error`}
      errors={e}
    >
      <input
        id={id}
        name={name}
        defaultValue={values[name] ?? fallback ?? ""}
        aria-invalid={e.length > 0 ? true : undefined}
        aria-describedby={[hint ? `${id}-hint` : "", e.length ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined}
        className={inputClass}
        {...rest}
      />
    </Field>
  );
}

function Select({
  name,
  values,
  errors,
  options,
  optionLabel = (v) => v,
  fallback,
}: {
  name: string;
  values: Record<string, string>;
  errors: Record<string, string[]>;
  options: readonly string[];
  optionLabel?: (v: string) => ReactNode;
  fallback?: string;
}) {
  const id = `fa-${name}`;
  const e = errors[name] ?? [];
  return (
    <Field id={id} label={LABELS[name]} errorId={`${id}-error`} errors={e}>
      <select
        id={id}
        name={name}
        defaultValue={values[name] ?? fallback ?? ""}
        aria-invalid={e.length > 0 ? true : undefined}
        aria-describedby={e.length ? `${id}-error` : undefined}
        className={inputClass}
      >
        <option value="">Select…</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {optionLabel(o)}
          </option>
        ))}
      </select>
    </Field>
  );
}

function Review({ data }: { data: Extract<PageData, { step: StepId | "review" }> }) {
  const answer = useStepErrors("review");
  const navigation = useNavigation();
  const a = data.review ?? {};
  const m = monthlySummary(a);
  const rows: Array<[StepId, Array<[string, string]>]> = [
    [
      "personal",
      a.personal
        ? [
            ["Name", `${a.personal.first_name} ${a.personal.last_name}`],
            ["Contact", `${a.personal.email} · ${a.personal.mobile}`],
            ["Date of birth", a.personal.date_of_birth],
            ["Address", `${a.personal.street}, ${a.personal.suburb} ${a.personal.state} ${a.personal.postcode}`],
            ["Residency", a.personal.residency],
          ]
        : [],
    ],
    [
      "employment",
      a.employment
        ? [
            ["Status", a.employment.employment_status],
            ["Employer", [a.employment.occupation, a.employment.employer].filter(Boolean).join(" at ") || "-"],
            ["Time in job", `${a.employment.years_in_job} years ${a.employment.months_in_job} months`],
          ]
        : [],
    ],
    [
      "finances",
      m
        ? [
            ["Income a month", formatAud(m.income)],
            ["Expenses a month", formatAud(m.expenses)],
            ["Left over a month", formatAud(m.surplus)],
          ]
        : [],
    ],
    [
      "car",
      a.car
        ? [
            ["Vehicle", data.car?.name ?? a.car.vehicle_description ?? "Still looking"],
            ["Borrow", `${formatAud(a.car.loan_amount)} over ${a.car.term_years} years`],
            ["Deposit", formatAud(a.car.deposit)],
          ]
        : [],
    ],
  ];
  return (
    <Form method="post" className="mt-6 flex flex-col gap-4" data-testid="step-review">
      <h2 className="text-xl font-bold">{STEP_TITLES.review}</h2>
      {answer && (
        <div role="alert" className="rounded-brand border-2 border-red-700 p-3 text-sm" data-testid="application-errors">
          {Object.values(answer.errors).flat().join(" ")}
        </div>
      )}
      {rows.map(([step, list]) => (
        <section key={step} className="rounded-brand border border-black/10 p-3">
          <div className="flex items-center justify-between">
            <h3 className="font-semibold">{STEP_TITLES[step]}</h3>
            <Link to={`?step=${step}${data.car ? `&car_id=${data.car.id}` : ""}`} className="text-sm underline">
              Change
            </Link>
          </div>
          <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
            {list.map(([k, v]) => (
              <div key={k} className="contents">
                <dt className="text-muted">{k}</dt>
                <dd className="break-words">{v}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <p className="text-sm text-muted">
        Your application {data.reference} is stored encrypted. Submitting sends it to the {data.siteName} finance team, who will contact
        you.
      </p>
      <Button type="submit" name="intent" value="submit" disabled={navigation.state === "submitting"} data-testid="application-submit">
        Submit my application
      </Button>
    </Form>
  );
}
