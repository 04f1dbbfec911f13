/**
 * A finance application (/finance-pre-approval, /apply-for-finance): four steps, each validated on the server
 * with its own schema as the shopper goes, then a review and submit. Values come as a browser form sends them
 * (strings) so the flow works without JavaScript. Pure: the server encrypts and stores the answers (ADR 035).
 */
import { z } from "zod";
import {
  AUSTRALIAN_STATES,
  blankToUndefined,
  emailField,
  FIELD_MESSAGES,
  firstNameField,
  lastNameField,
  mobileField,
  postcodeField,
} from "~/domain/forms/fields";
import { fieldErrors, type FieldErrors } from "~/domain/forms/summary";

export const APPLICATION_KINDS = { "pre-approval": "Finance pre-approval", application: "Finance application" } as const;
export type ApplicationKind = keyof typeof APPLICATION_KINDS;

export const STEPS = ["personal", "employment", "finances", "car"] as const;
export type StepId = (typeof STEPS)[number];
export const STEP_TITLES: Record<StepId | "review", string> = {
  personal: "Personal details",
  employment: "Employment",
  finances: "Income and expenses",
  car: "The car and the loan",
  review: "Review and submit",
};

export const EMPLOYMENT_STATUSES = ["Full-time", "Part-time", "Casual", "Self-employed", "Contractor", "Retired", "Not employed"] as const;
export const RESIDENCY = ["Australian citizen", "Permanent resident", "Visa holder"] as const;
export const LIVING = ["Own outright", "Mortgage", "Renting", "Boarding", "Living with parents"] as const;
export const FREQUENCIES = ["Weekly", "Fortnightly", "Monthly", "Yearly"] as const;
const PER_MONTH: Record<(typeof FREQUENCIES)[number], number> = { Weekly: 52 / 12, Fortnightly: 26 / 12, Monthly: 1, Yearly: 1 / 12 };

export const MESSAGES = {
  dateOfBirth: "Please enter your date of birth.",
  adult: "You must be 18 or older to apply.",
  licence: "Please enter your driver licence number (letters and numbers).",
  licenceState: "Please select the state that issued your licence.",
  street: "Please enter your street address.",
  suburb: "Please enter your suburb.",
  state: "Please select your state.",
  years: "Please enter a whole number of years.",
  months: "Please enter 0 to 11 months.",
  residency: "Please select your residency status.",
  living: "Please select your living situation.",
  dependants: "Please enter the number of dependants (0 to 20).",
  employment: "Please select your employment status.",
  employer: "Please enter your employer's name.",
  occupation: "Please enter your occupation.",
  amount: "Please enter an amount in whole dollars.",
  frequency: "Please select how often.",
  loanAmount: "Please enter the amount you'd like to borrow (at least $1,000).",
  term: "Please select a term of 1 to 7 years.",
  consent: "Please confirm your details are true and agree to us passing them to our finance team and lenders.",
  location: FIELD_MESSAGES.location,
} as const;

const text = (message: string, max = 100) =>
  z.preprocess(blankToUndefined, z.string({ error: message }).min(1, message).max(max, FIELD_MESSAGES.tooLong));
const optionalText = (max = 100) => z.preprocess(blankToUndefined, z.string().max(max, FIELD_MESSAGES.tooLong).optional());
const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(blankToUndefined, z.enum(values, { error: message }));
const whole = (message: string, min: number, max: number) =>
  z.preprocess(
    (v) => {
      const b = blankToUndefined(typeof v === "string" ? v.replace(/[$,\s]/g, "") : v);
      return typeof b === "string" && /^\d+$/.test(b) ? Number(b) : b;
    },
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );
const money = (message = MESSAGES.amount) => whole(message, 0, 10_000_000);

/** Age in whole years on `today` (YYYY-MM-DD strings compare as dates). */
export function ageOn(dateOfBirth: string, today: Date): number {
  const [y, m, d] = dateOfBirth.split("-").map(Number);
  const t = { y: today.getUTCFullYear(), m: today.getUTCMonth() + 1, d: today.getUTCDate() };
  return t.y - y - (t.m < m || (t.m === m && t.d < d) ? 1 : 0);
}

function dateOfBirthField(today: Date) {
  return z.preprocess(
    blankToUndefined,
    z
      .string({ error: MESSAGES.dateOfBirth })
      .regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGES.dateOfBirth)
      .refine(
        (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
        MESSAGES.dateOfBirth,
      )
      .refine((v) => ageOn(v, today) >= 18, MESSAGES.adult)
      .refine((v) => ageOn(v, today) <= 120, MESSAGES.dateOfBirth),
  );
}

export function stepSchemas(options: { today: Date; locationIds: number[]; locationRequired: boolean }) {
  return {
    personal: z.object({
      first_name: firstNameField,
      last_name: lastNameField,
      email: emailField,
      mobile: mobileField,
      date_of_birth: dateOfBirthField(options.today),
      licence_number: z.preprocess(
        (v) => (typeof v === "string" ? v.replace(/\s/g, "").toUpperCase() || undefined : v),
        z.string({ error: MESSAGES.licence }).regex(/^[A-Z0-9]{4,12}$/, MESSAGES.licence),
      ),
      licence_state: choice(AUSTRALIAN_STATES, MESSAGES.licenceState),
      street: text(MESSAGES.street, 150),
      suburb: text(MESSAGES.suburb),
      state: choice(AUSTRALIAN_STATES, MESSAGES.state),
      postcode: postcodeField,
      years_at_address: whole(MESSAGES.years, 0, 99),
      residency: choice(RESIDENCY, MESSAGES.residency),
      living: choice(LIVING, MESSAGES.living),
      dependants: whole(MESSAGES.dependants, 0, 20),
    }),
    employment: z
      .object({
        employment_status: choice(EMPLOYMENT_STATUSES, MESSAGES.employment),
        employer: optionalText(),
        occupation: optionalText(),
        years_in_job: whole(MESSAGES.years, 0, 60),
        months_in_job: whole(MESSAGES.months, 0, 11),
      })
      .superRefine((v, ctx) => {
        if (v.employment_status === "Retired" || v.employment_status === "Not employed") return;
        if (!v.employer) ctx.addIssue({ code: "custom", path: ["employer"], message: MESSAGES.employer });
        if (!v.occupation) ctx.addIssue({ code: "custom", path: ["occupation"], message: MESSAGES.occupation });
      }),
    finances: z.object({
      income: money(),
      income_frequency: choice(FREQUENCIES, MESSAGES.frequency),
      other_income_monthly: money(),
      living_expenses_monthly: money(),
      housing_monthly: money(),
      other_loans_monthly: money(),
      credit_card_limits: money(),
    }),
    car: z.object({
      car_id: z.preprocess((v) => (typeof v === "string" && /^\d{1,9}$/.test(v) ? Number(v) : undefined), z.number().int().optional()),
      vehicle_description: optionalText(150),
      loan_amount: whole(MESSAGES.loanAmount, 1_000, 5_000_000),
      deposit: money(),
      term_years: whole(MESSAGES.term, 1, 7),
      location: options.locationRequired
        ? z.preprocess(
            (v) => (typeof v === "string" && /^\d+$/.test(v) ? Number(v) : v),
            z.number({ error: MESSAGES.location }).refine((id) => options.locationIds.includes(id), MESSAGES.location),
          )
        : z.preprocess((v) => (typeof v === "string" && /^\d+$/.test(v) ? Number(v) : undefined), z.number().optional()),
      consent: z.preprocess((v) => v === "on" || v === "true" || v === true, z.literal(true, { error: MESSAGES.consent })),
    }),
  };
}

export type StepSchemas = ReturnType<typeof stepSchemas>;
export type ApplicationAnswers = { [K in StepId]?: z.output<StepSchemas[K]> };

export type StepResult<K extends StepId> =
  { ok: true; values: z.output<StepSchemas[K]> } | { ok: false; errors: FieldErrors; input: Record<string, string> };

/** One step's posted values, validated: its normalised answers, or each field's message. */
export function validateStep<K extends StepId>(schemas: StepSchemas, step: K, raw: Record<string, unknown>): StepResult<K> {
  const parsed = (schemas[step] as z.ZodType).safeParse(raw);
  if (parsed.success) return { ok: true, values: parsed.data as z.output<StepSchemas[K]> };
  const input = Object.fromEntries(Object.entries(raw).filter(([k, v]) => typeof v === "string" && k !== "consent")) as Record<
    string,
    string
  >;
  return { ok: false, errors: fieldErrors(parsed.error.issues), input };
}

/** The first step not yet completed, or "review" when all are. */
export function nextStep(completed: readonly string[]): StepId | "review" {
  return STEPS.find((s) => !completed.includes(s)) ?? "review";
}

/** Which step a shopper may open: any completed one, or the next one; otherwise the next one. */
export function allowedStep(requested: string | null, completed: readonly string[]): StepId | "review" {
  const next = nextStep(completed);
  if (requested === "review") return next;
  const step = STEPS.find((s) => s === requested);
  return step && (completed.includes(step) || step === next) ? step : next;
}

/** Monthly totals the finance team reads first. */
export function monthlySummary(a: ApplicationAnswers) {
  const f = a.finances;
  if (!f) return null;
  const income = Math.round(f.income * PER_MONTH[f.income_frequency] + f.other_income_monthly);
  const expenses = Math.round(f.living_expenses_monthly + f.housing_monthly + f.other_loans_monthly);
  return { income, expenses, surplus: income - expenses, creditCardLimits: f.credit_card_limits };
}

/**
 * The lead's comments: what the finance team needs to call back and triage. Identity details (date of birth,
 * licence, address, employer) stay only in the encrypted application (ADR 035).
 */
export function leadSummary(kind: ApplicationKind, reference: string, a: ApplicationAnswers, carName: string | null): string {
  const m = monthlySummary(a);
  const e = a.employment;
  const c = a.car;
  const p = a.personal;
  const dollars = (n: number) => `$${Math.round(n).toLocaleString("en-AU")}`;
  return [
    `${APPLICATION_KINDS[kind]} ${reference}, submitted online.`,
    c
      ? `Loan: ${dollars(c.loan_amount)} over ${c.term_years} ${c.term_years === 1 ? "year" : "years"}, deposit ${dollars(c.deposit)}.`
      : "",
    carName ? `Vehicle: ${carName}.` : c?.vehicle_description ? `Vehicle: ${c.vehicle_description}.` : "",
    e ? `Employment: ${e.employment_status}, ${e.years_in_job} years ${e.months_in_job} months in the job.` : "",
    m
      ? `Monthly income ${dollars(m.income)}, expenses ${dollars(m.expenses)}, surplus ${dollars(m.surplus)}; credit card limits ${dollars(m.creditCardLimits)}.`
      : "",
    p ? `Residency: ${p.residency}; living: ${p.living}; dependants: ${p.dependants}; ${p.years_at_address} years at current address.` : "",
    "Identity details (date of birth, licence, address, employer) are held encrypted with the application.",
  ]
    .filter(Boolean)
    .join("\n");
}
