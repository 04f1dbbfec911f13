import { describe, expect, it } from "vitest";
import { initialsOf, teamSections, telHref, type StaffMember } from "./team";

const member = (id: number, name: string, department: string, sortOrder = 0): StaffMember => ({
  id,
  name,
  role: "Consultant",
  department,
  phone: null,
  email: null,
  photoUrl: null,
  sortOrder,
});

describe("team page", () => {
  it("groups staff by department: management, sales, finance, service, parts, then others by name", () => {
    const sections = teamSections([
      member(1, "Pat Parts", "Parts"),
      member(2, "Vic Valet", "Detailing"),
      member(3, "Sam Sales", "Sales"),
      member(4, "Mia Manager", "Management"),
      member(5, "Ari Admin", "Administration"),
      member(6, "Sol Service", "Service"),
      member(7, "Fin Finance", "Finance"),
      member(8, "Nell Nobody", " "),
    ]);
    expect(sections.map((s) => s.department)).toEqual([
      "Management",
      "Sales",
      "Finance",
      "Service",
      "Parts",
      "Administration",
      "Detailing",
      "Our team",
    ]);
  });

  it("orders each department by the dealer's order, then by name", () => {
    const [sales] = teamSections([member(1, "Zed", "Sales", 1), member(2, "Amy", "Sales", 2), member(3, "Bob", "Sales", 1)]);
    expect(sales.members.map((m) => m.name)).toEqual(["Bob", "Zed", "Amy"]);
  });

  it("links a phone number as tel: in E.164 and ignores what is not a number", () => {
    expect(telHref("(02) 4950 1978")).toBe("tel:+61249501978");
    expect(telHref("0412 345 678")).toBe("tel:+61412345678");
    expect(telHref("call me")).toBeNull();
    expect(telHref(null)).toBeNull();
  });

  it("shows initials when there is no photo", () => {
    expect(initialsOf("Mary-Anne van der Berg")).toBe("MB");
    expect(initialsOf("Cher")).toBe("C");
    expect(initialsOf("  ")).toBe("?");
  });
});
