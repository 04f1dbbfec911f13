import { describe, expect, it } from "vitest";
import { ERROR_SUMMARY_TITLE, SUBMIT_FAILED_MESSAGE } from "~/domain/forms";
import { echoesInput, leadActionResult, successLocation } from "./lead-answer";

describe("lead action answers", () => {
  it("sends a stored lead to the success page with its form, event id and car", () => {
    const result = leadActionResult(
      { ok: true, status: 200, leadId: "x", duplicate: false, eventId: 51, redirectTo: "/success" },
      "careers",
      {
        successParams: { car_id: "2021-corolla" },
      },
    );
    expect(result).toEqual({ type: "redirect", location: "/success?form=careers&event_id=51&car_id=2021-corolla" });
  });

  it("answers an inline thank-you when the dealer's form result says so", () => {
    const result = leadActionResult({ ok: true, status: 200, leadId: "x", duplicate: true, eventId: 22, redirectTo: null }, "enquiry");
    expect(result).toEqual({ type: "answer", status: 200, body: { form: "enquiry", ok: true, eventId: 22 } });
  });

  it("answers field errors with the summary and the shopper's input, as 422", () => {
    const result = leadActionResult(
      {
        ok: false,
        status: 422,
        fieldErrors: { name: ["Please enter your name."] },
        summary: { title: ERROR_SUMMARY_TITLE, items: ["Please enter your name."] },
      },
      "enquiry",
      { values: { email: "jo@example.com" } },
    );
    expect(result).toEqual({
      type: "answer",
      status: 422,
      body: {
        form: "enquiry",
        ok: false,
        fieldErrors: { name: ["Please enter your name."] },
        summary: { title: ERROR_SUMMARY_TITLE, items: ["Please enter your name."] },
        values: { email: "jo@example.com" },
      },
    });
  });

  it("answers one form error with its status, and Retry-After when rate limited", () => {
    expect(leadActionResult({ ok: false, status: 503, formError: SUBMIT_FAILED_MESSAGE }, "trade-in")).toEqual({
      type: "answer",
      status: 503,
      body: { form: "trade-in", ok: false, formError: SUBMIT_FAILED_MESSAGE },
    });
    const limited = leadActionResult({ ok: false, status: 429, formError: "Too many", retryAfterSeconds: 120 }, "enquiry");
    expect(limited).toMatchObject({ status: 429, headers: { "Retry-After": "120" } });
  });

  it("echoes input only with answers about the values themselves", () => {
    expect(echoesInput({ ok: false, status: 422, fieldErrors: {}, summary: { title: ERROR_SUMMARY_TITLE, items: [] } })).toBe(true);
    expect(echoesInput({ ok: false, status: 503, formError: "x" })).toBe(true);
    for (const status of [403, 413, 415, 429] as const) expect(echoesInput({ ok: false, status, formError: "x" })).toBe(false);
  });

  it("encodes the success page's parameters", () => {
    expect(successLocation("/success", "test-drive", 22, { car_id: "a&b" })).toBe("/success?form=test-drive&event_id=22&car_id=a%26b");
  });
});
