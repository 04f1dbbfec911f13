import { describe, expect, it } from "vitest";
import { AUSTRALIAN_STATES } from "~/domain/forms/fields";
import { ageOn, allowedStep, leadSummary, MESSAGES, monthlySummary, nextStep, stepSchemas, validateStep } from "./application";

const today = new Date("2026-11-25T00:00:00Z");
const schemas = stepSchemas({ today, locationIds: [3, 4], locationRequired: true });
const personal = {
  first_name: "Sam",
  last_name: "Lee",
  email: "Sam@Example.com",
  mobile: "0412 345 678",
  date_of_birth: "1990-02-28",
  licence_number: "ab 12 34 56",
  licence_state: "VIC",
  street: "1 Main St",
  suburb: "Geelong",
  state: "VIC",
  postcode: "3220",
  years_at_address: "5",
  residency: "Australian citizen",
  living: "Mortgage",
  dependants: "0",
};

describe("the finance application's steps", () => {
  it("normalise a valid personal step (email, mobile, licence)", () => {
    const r = validateStep(schemas, "personal", personal);
    expect(r.ok && r.values).toMatchObject({ email: "sam@example.com", mobile: "+61412345678", licence_number: "AB123456", dependants: 0 });
    expect(AUSTRALIAN_STATES).toContain("VIC");
  });

  it("refuse an under-18 applicant, a bad postcode and an empty name, each with its message", () => {
    const r = validateStep(schemas, "personal", { ...personal, date_of_birth: "2010-01-01", postcode: "30", first_name: " " });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors.date_of_birth).toEqual([MESSAGES.adult]);
      expect(r.errors.postcode).toEqual(["Invalid postcode. Please enter a 4-digit number."]);
      expect(r.errors.first_name).toBeDefined();
      expect(r.input.first_name).toBe(" ");
    }
    expect(ageOn("2008-11-25", today)).toBe(18);
    expect(ageOn("2008-11-26", today)).toBe(17);
  });

  it("need an employer and occupation unless retired or not employed", () => {
    const r = validateStep(schemas, "employment", { employment_status: "Full-time", years_in_job: "2", months_in_job: "3" });
    expect(!r.ok && Object.keys(r.errors).sort()).toEqual(["employer", "occupation"]);
    expect(validateStep(schemas, "employment", { employment_status: "Retired", years_in_job: "0", months_in_job: "0" }).ok).toBe(true);
    expect(validateStep(schemas, "employment", { employment_status: "Retired", years_in_job: "0", months_in_job: "12" }).ok).toBe(false);
  });

  it("need consent, a loan of at least $1,000, a 1-7 year term and one of the site's locations", () => {
    const car = { loan_amount: "$30,000", deposit: "5000", term_years: "5", location: "3", consent: "on" };
    expect(validateStep(schemas, "car", car).ok).toBe(true);
    const bad = validateStep(schemas, "car", { ...car, loan_amount: "500", term_years: "9", location: "99", consent: undefined });
    expect(!bad.ok && Object.keys(bad.errors).sort()).toEqual(["consent", "loan_amount", "location", "term_years"]);
  });

  it("open a completed step or the next one, never skip ahead", () => {
    expect(nextStep([])).toBe("personal");
    expect(nextStep(["personal", "employment", "finances", "car"])).toBe("review");
    expect(allowedStep("finances", ["personal"])).toBe("employment");
    expect(allowedStep("personal", ["personal", "employment"])).toBe("personal");
    expect(allowedStep("review", ["personal"])).toBe("employment");
    expect(allowedStep(null, [])).toBe("personal");
  });

  it("sum income and expenses a month, and keep identity details out of the lead's summary", () => {
    const answers = {
      personal: validateStep(schemas, "personal", personal).ok ? (schemas.personal.parse(personal) as never) : undefined,
      finances: schemas.finances.parse({
        income: "1000",
        income_frequency: "Weekly",
        other_income_monthly: "100",
        living_expenses_monthly: "1000",
        housing_monthly: "1500",
        other_loans_monthly: "0",
        credit_card_limits: "2000",
      }),
    };
    expect(monthlySummary(answers)).toEqual({ income: 4433, expenses: 2500, surplus: 1933, creditCardLimits: 2000 });
    const text = leadSummary("pre-approval", "FA-000007", answers, "2024 Kia Sportage");
    expect(text).toContain("Finance pre-approval FA-000007");
    expect(text).toContain("Monthly income $4,433, expenses $2,500, surplus $1,933");
    for (const secret of ["1990-02-28", "AB123456", "1 Main St", "Geelong"]) expect(text).not.toContain(secret);
  });
});
