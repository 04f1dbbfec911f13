// The form controls mirror the schemas' constants without importing zod; these tests keep them equal.
import { describe, expect, it } from "vitest";
import * as domain from "~/domain/forms";
import { LEAD_KINDS, formDefaults } from "~/domain/forms";
import { testContext } from "~/domain/forms/test-context";
import * as options from "./field-options";
import { startingValues } from "./starting-values";

describe("form control options", () => {
  it("match the schemas' lists and limits", () => {
    expect(options.PREFERRED_CONTACT_METHODS).toEqual(domain.PREFERRED_CONTACT_METHODS);
    expect(options.DEFAULT_PREFERRED_CONTACT_METHOD).toBe(domain.DEFAULT_PREFERRED_CONTACT_METHOD);
    expect(options.YES_NO).toEqual(domain.YES_NO);
    expect(options.AUSTRALIAN_STATES).toEqual(domain.AUSTRALIAN_STATES);
    expect(options.POSTCODE_LENGTH).toBe(domain.POSTCODE_LENGTH);
    expect(options.REGO_MAX_LENGTH).toBe(domain.REGO_MAX_LENGTH);
  });

  it("start each form with the schemas' defaults (the only location and dealership go as hidden inputs)", () => {
    for (const ctx of [testContext(), testContext({ settings: { categorySelect: false } })]) {
      for (const kind of LEAD_KINDS) {
        const { location: _l, location_id: _li, dealership_slug: _d, ...shown } = formDefaults(kind, ctx);
        expect(startingValues(kind, ctx), kind).toEqual(shown);
      }
    }
  });
});
