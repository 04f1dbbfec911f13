import { describe, expect, it } from "vitest";
import { impliedAnnualRate, levelRepayment, loanRepayments } from "./repayment";

describe("levelRepayment", () => {
  it("matches the textbook amortisation formula", () => {
    // $20,000 at 6 % p.a. over 60 months: $386.66 a month.
    expect(levelRepayment(20_000, 0.06 / 12, 60)).toBeCloseTo(386.66, 2);
  });

  it("leaves exactly the balloon owing after the last repayment", () => {
    const principal = 30_000;
    const rate = 0.1 / 12;
    const payment = levelRepayment(principal, rate, 60, 9_000);
    let owing = principal;
    for (let m = 0; m < 60; m++) owing = owing * (1 + rate) - payment;
    expect(owing).toBeCloseTo(9_000, 6);
  });

  it("is a straight line at zero interest", () => {
    expect(levelRepayment(12_000, 0, 12, 2_400)).toBe(800);
  });
});

describe("loanRepayments", () => {
  it("derives weekly from monthly with the 4.33 multiplier and totals repayments plus balloon", () => {
    const r = loanRepayments({ principal: 27_000, annualRatePercent: 10, termMonths: 60, balloon: 9_000, weeklyToMonthly: 4.33 });
    expect(r.weekly * 4.33).toBeCloseTo(r.monthly, 9);
    expect(r.totalPayable).toBeCloseTo(r.monthly * 60 + 9_000, 9);
    expect(r.monthly).toBeCloseTo(levelRepayment(27_000, 0.1 / 12, 60, 9_000), 9);
  });

  it("owes nothing on nothing borrowed and never a balloon above the loan", () => {
    expect(loanRepayments({ principal: 0, annualRatePercent: 10, termMonths: 60, balloon: 5_000, weeklyToMonthly: 4.33 })).toEqual({
      monthly: 0,
      weekly: 0,
      totalPayable: 0,
    });
    const r = loanRepayments({ principal: 1_000, annualRatePercent: 10, termMonths: 12, balloon: 5_000, weeklyToMonthly: 4.33 });
    expect(r.totalPayable).toBeCloseTo(r.monthly * 12 + 1_000, 9);
  });
});

describe("impliedAnnualRate", () => {
  it("recovers the rate a repayment was computed at", () => {
    const payment = levelRepayment(30_000, 0.0899 / 12, 60, 3_000);
    expect(impliedAnnualRate(30_000, payment, 60, 3_000)).toBeCloseTo(8.99, 3);
  });

  it("is higher than the advertised rate once fees are added to the repayments", () => {
    const payment = levelRepayment(30_000 + 400, 0.0899 / 12, 60) + 8;
    expect(impliedAnnualRate(30_000, payment, 60)).toBeGreaterThan(9.5);
  });

  it("is zero when repayments do not exceed the amount", () => {
    expect(impliedAnnualRate(12_000, 1_000, 12)).toBe(0);
  });
});
