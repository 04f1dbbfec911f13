import { describe, expect, it } from "vitest";
import { readTeamMemberForm } from "./team-form";

const FORM = {
  locationId: "3",
  name: "Sam Lee",
  role: "Sales Consultant",
  department: "Sales",
  phone: "07 3333 4444",
  email: "Sam@Example.com",
  photoUrl: "/media/content/x/sam.jpg",
  sortOrder: "2",
};

describe("the team member form", () => {
  it("reads a member", () => {
    expect(readTeamMemberForm(FORM)).toEqual({
      ok: true,
      edit: {
        locationId: 3,
        name: "Sam Lee",
        role: "Sales Consultant",
        department: "Sales",
        phone: "07 3333 4444",
        email: "sam@example.com",
        photoUrl: "/media/content/x/sam.jpg",
        sortOrder: 2,
      },
    });
  });

  it("leaves the optional fields empty", () => {
    const read = readTeamMemberForm({ ...FORM, department: "", phone: "", email: "", photoUrl: "", sortOrder: "" });
    expect(read.ok && read.edit).toMatchObject({ department: "", phone: null, email: null, photoUrl: null, sortOrder: 0 });
  });

  it("says what is wrong, field by field", () => {
    const read = readTeamMemberForm({
      locationId: "x",
      name: "",
      role: "",
      phone: "123",
      email: "nope",
      photoUrl: "javascript:alert(1)",
      sortOrder: "-1",
    });
    expect(read).toEqual({
      ok: false,
      fieldErrors: {
        locationId: "Choose the location whose team they are in.",
        name: "Enter their name.",
        role: "Enter their role, like Sales Consultant.",
        phone: "Enter an Australian phone number, like 07 3333 4444.",
        email: "Enter an email address, like name@example.com.",
        photoUrl: "Upload a photo or give an https:// address of one.",
        sortOrder: "Enter a number from 0 to 999.",
      },
    });
  });
});
