import { describe, expect, it } from "vitest";
import { websiteSettingsSchema } from "~/domain/settings/schema";
import { asState, DEFAULT_STATE, siteDefaultState, stateOrDefault, stateTimeZone } from "./australian-state";

describe("default state (001 §9: qld)", () => {
  it("is QLD, and each dealer's default state is QLD unless its settings name another", () => {
    expect(DEFAULT_STATE).toBe("QLD");
    expect(siteDefaultState(websiteSettingsSchema.parse({}))).toBe("QLD");
    expect(siteDefaultState(websiteSettingsSchema.parse({ search: { defaultState: "wa" } }))).toBe("WA");
  });

  it("stands in for a state that is not known, and leaves a known one as it is", () => {
    expect(stateOrDefault(undefined)).toBe("QLD");
    expect(stateOrDefault("")).toBe("QLD");
    expect(stateOrDefault("Queensland?")).toBe("QLD");
    expect(stateOrDefault(" vic ")).toBe("VIC");
    expect(stateOrDefault(null, "SA")).toBe("SA");
    expect(asState("nsw")).toBe("NSW");
    expect(asState("XYZ")).toBeNull();
  });

  it("refuses a dealer default that is not an Australian state or territory", () => {
    expect(websiteSettingsSchema.safeParse({ search: { defaultState: "ny" } }).success).toBe(false);
    expect(websiteSettingsSchema.safeParse({ search: { defaultState: "Tas" } }).success).toBe(true);
  });
});

describe("a state's time zone", () => {
  it("maps every state and territory to its zone", () => {
    expect(stateTimeZone("qld")).toBe("Australia/Brisbane");
    expect(stateTimeZone("SA")).toBe("Australia/Adelaide");
    expect(stateTimeZone("WA")).toBe("Australia/Perth");
    expect(stateTimeZone("NT")).toBe("Australia/Darwin");
    expect(stateTimeZone("ACT")).toBe("Australia/Sydney");
    expect(stateTimeZone("tas")).toBe("Australia/Hobart");
  });

  it("uses the default state's zone when the state is not known: Brisbane, or the dealer's own default", () => {
    expect(stateTimeZone("")).toBe("Australia/Brisbane");
    expect(stateTimeZone(undefined)).toBe("Australia/Brisbane");
    expect(stateTimeZone("", "VIC")).toBe("Australia/Melbourne");
  });
});
