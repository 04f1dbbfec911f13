import { describe, expect, it } from "vitest";
import { CONSOLE_NAV, consoleNavFor } from "./navigation";
import { can, STAFF_ROLES } from "./permissions";

describe("console navigation", () => {
  it("shows each role exactly the sections its permissions open", () => {
    for (const role of STAFF_ROLES) {
      const shown = consoleNavFor(role).map((entry) => entry.to);
      const allowed = CONSOLE_NAV.filter((entry) => can(role, entry.action)).map((entry) => entry.to);
      expect(shown).toEqual(allowed);
    }
  });

  it("never shows sales the staff list or the audit log", () => {
    const shown = consoleNavFor("sales").map((entry) => entry.to);
    expect(shown).not.toContain("/console/staff");
    expect(shown).not.toContain("/console/audit");
    expect(shown).toContain("/console/leads");
  });

  it("shows an owner every section, each path once", () => {
    const shown = consoleNavFor("owner").map((entry) => entry.to);
    expect(shown).toEqual(CONSOLE_NAV.map((entry) => entry.to));
    expect(new Set(shown).size).toBe(shown.length);
  });
});
