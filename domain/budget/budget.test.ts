import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS } from "~/domain/settings/schema";
import { budgetButton, budgetFor, clampBudgetInput, defaultRepayment } from "./budget";

const s = DEFAULT_SETTINGS.finance;

describe("budget finder", () => {
  it("computes repayment x periods x 5 years + deposit", () => {
    expect(budgetFor({ repayment: 600, deposit: 2000, frequency: "monthly" }, s)).toBe(600 * 12 * 5 + 2000);
    expect(budgetFor({ repayment: 200, deposit: 2000, frequency: "weekly" }, s)).toBe(200 * 52 * 5 + 2000);
  });
  it("defaults to 600 monthly or 200 weekly", () => {
    expect(defaultRepayment("monthly", s)).toBe(600);
    expect(defaultRepayment("weekly", s)).toBe(200);
    expect(s.budgetDefaultDeposit).toBe(2000);
  });
  it("clamps inputs to 0..1,000,000 and turns non-numeric into 0", () => {
    expect(clampBudgetInput("abc", 1_000_000)).toBe(0);
    expect(clampBudgetInput("", 1_000_000)).toBe(0);
    expect(clampBudgetInput(undefined, 1_000_000)).toBe(0);
    expect(clampBudgetInput(-50, 1_000_000)).toBe(0);
    expect(clampBudgetInput("2000000", 1_000_000)).toBe(1_000_000);
    expect(budgetFor({ repayment: "x", deposit: 5e9, frequency: "monthly" }, s)).toBe(1_000_000);
  });
  it("disables the button under the cheapest result, with the spec's texts", () => {
    const b = budgetButton(4000, { minPrice: 5000, maxPrice: 90000, count: 10 }, "Car", s);
    expect(b).toMatchObject({ disabled: true, label: "0 Cars Found", message: "No Cars found for this budget" });
    expect(budgetButton(5000, { minPrice: 5000, maxPrice: 90000, count: 10 }, "Caravan", s).disabled).toBe(false);
  });
  it("searches price above 1000 up to the budget, capped at the dearest result or 100,000", () => {
    expect(budgetButton(150000, { minPrice: 5000, maxPrice: 90000, count: 3 }, "Car", s)).toMatchObject({
      priceMin: 1001,
      priceMax: 90000,
    });
    expect(budgetButton(150000, { minPrice: 5000, maxPrice: null, count: 3 }, "Car", s).priceMax).toBe(100000);
    expect(budgetButton(38000, { minPrice: 5000, maxPrice: 90000, count: 3 }, "Car", s).priceMax).toBe(38000);
  });
});
