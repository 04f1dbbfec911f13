import { describe, expect, it } from "vitest";
import { can, CONSOLE_ACTIONS, effectiveRole, isStaffRole, PERMISSION_MESSAGES, STAFF_ROLES, type ConsoleAction } from "./permissions";

/** The whole table, written out: a change to who may do what must change this test too. */
const EXPECTED: Record<ConsoleAction, { owner: boolean; manager: boolean; sales: boolean }> = {
  "dashboard.read": { owner: true, manager: true, sales: true },
  "leads.read": { owner: true, manager: true, sales: true },
  "leads.update": { owner: true, manager: true, sales: true },
  "leads.replay": { owner: true, manager: true, sales: false },
  "leads.export": { owner: true, manager: true, sales: false },
  "stock.read": { owner: true, manager: true, sales: true },
  "stock.status": { owner: true, manager: true, sales: true },
  "stock.edit": { owner: true, manager: true, sales: false },
  "stock.import": { owner: true, manager: true, sales: false },
  "reservations.read": { owner: true, manager: true, sales: true },
  "reservations.manage": { owner: true, manager: true, sales: false },
  "leads.routing": { owner: true, manager: true, sales: false },
  "locations.edit": { owner: true, manager: true, sales: false },
  "offers.edit": { owner: true, manager: true, sales: false },
  "reviews.import": { owner: true, manager: true, sales: false },
  "reviews.moderate": { owner: true, manager: true, sales: false },
  "content.edit": { owner: true, manager: true, sales: false },
  "settings.edit": { owner: true, manager: true, sales: false },
  "theme.edit": { owner: true, manager: true, sales: false },
  "staff.read": { owner: true, manager: false, sales: false },
  "staff.manage": { owner: true, manager: false, sales: false },
  "audit.read": { owner: true, manager: false, sales: false },
  "account.self": { owner: true, manager: true, sales: true },
};

describe("console permissions", () => {
  it("lists exactly the actions of the expected table", () => {
    expect([...CONSOLE_ACTIONS].sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(CONSOLE_ACTIONS.flatMap((action) => STAFF_ROLES.map((role) => [role, action] as const)))(
    "%s may %s as the table says",
    (role, action) => {
      expect(can(role, action)).toBe(EXPECTED[action][role]);
    },
  );

  it("lets an owner do everything", () => {
    expect(CONSOLE_ACTIONS.every((action) => can("owner", action))).toBe(true);
  });

  it("has a message for every refusal", () => {
    for (const action of CONSOLE_ACTIONS) expect(PERMISSION_MESSAGES[action]).toMatch(/\.$/);
  });

  it("makes a platform operator an owner on every dealer, and gives no role without a membership", () => {
    expect(effectiveRole({ platformOperator: true, role: null })).toBe("owner");
    expect(effectiveRole({ platformOperator: true, role: "sales" })).toBe("owner");
    expect(effectiveRole({ platformOperator: false, role: "sales" })).toBe("sales");
    expect(effectiveRole({ platformOperator: false, role: null })).toBeNull();
  });

  it("knows the roles", () => {
    expect(isStaffRole("manager")).toBe(true);
    expect(isStaffRole("admin")).toBe(false);
    expect(isStaffRole(undefined)).toBe(false);
  });
});
