import { describe, expect, it } from "vitest";
import { activeNavEntry, CONSOLE_NAV, consoleNavFor } from "./navigation";
import { can, STAFF_ROLES } from "./permissions";

describe("console navigation", () => {
  it("shows each role exactly the sections its permissions open", () => {
    for (const role of STAFF_ROLES) {
      const shown = consoleNavFor(role).map((entry) => entry.to);
      const allowed = CONSOLE_NAV.filter((entry) => entry.action !== "operator" && can(role, entry.action)).map((entry) => entry.to);
      expect(shown).toEqual(allowed);
    }
  });

  it("never shows sales the staff list or the audit log", () => {
    const shown = consoleNavFor("sales").map((entry) => entry.to);
    expect(shown).not.toContain("/console/staff");
    expect(shown).not.toContain("/console/audit");
    expect(shown).toContain("/console/leads");
  });

  it("shows an owner every dealer section, each path once, and the platform operator the operator's too", () => {
    const shown = consoleNavFor("owner").map((entry) => entry.to);
    expect(shown).toEqual(CONSOLE_NAV.filter((entry) => entry.action !== "operator").map((entry) => entry.to));
    expect(new Set(shown).size).toBe(shown.length);
    expect(shown).not.toContain("/console/dealers");
    expect(consoleNavFor("owner", true).map((entry) => entry.to)).toEqual(CONSOLE_NAV.map((entry) => entry.to));
  });

  it("marks the section a page belongs to: the longest match, the dashboard only on itself", () => {
    const entries = CONSOLE_NAV;
    expect(activeNavEntry("/console/stock/import", entries)).toBe("/console/stock/import");
    expect(activeNavEntry("/console/stock/import/mapping", entries)).toBe("/console/stock/import");
    expect(activeNavEntry("/console/stock/12/media", entries)).toBe("/console/stock");
    expect(activeNavEntry("/console/stock/", entries)).toBe("/console/stock");
    expect(activeNavEntry("/console", entries)).toBe("/console");
    expect(activeNavEntry("/console/leads/abc", entries)).toBe("/console/leads");
    expect(activeNavEntry("/console/stockroom", entries)).toBeNull();
  });
});
