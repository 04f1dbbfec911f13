import { describe, expect, it } from "vitest";
import { SIGN_IN_TYPES } from "~/domain/settings/schema";
import { parseSignInType, SIGN_IN_HEADINGS } from "./sign-in-types";

describe("sign-in types", () => {
  it("accepts every type the spec lists and has a heading for each", () => {
    for (const type of SIGN_IN_TYPES) {
      expect(parseSignInType(type)).toBe(type);
      expect(SIGN_IN_HEADINGS[type].title).toMatch(/^Sign in/);
    }
  });

  it("rejects unknown types", () => {
    expect(parseSignInType("admin")).toBeNull();
    expect(parseSignInType(undefined)).toBeNull();
  });
});
