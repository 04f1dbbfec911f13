import { describe, expect, it } from "vitest";
import { readLocationForm } from "./location-edit";

const valid = {
  name: "North Sales",
  visible: "on",
  locationType: "sales",
  locationSubtype: "used",
  manufacturers: "Toyota, Kia, Toyota",
  street: "1 Main St",
  suburb: "Newstead",
  city: "Brisbane",
  state: "qld",
  postcode: "4006",
  phone: "07 3333 4444",
  email: "Sales@North.example",
  "open-1": "08:30",
  "close-1": "17:30",
  exceptions: "2026-12-25 closed Christmas Day",
};

describe("the location form", () => {
  it("reads every field", () => {
    const read = readLocationForm(valid);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.edit).toMatchObject({
      name: "North Sales",
      visible: true,
      locationType: "sales",
      manufacturers: ["Toyota", "Kia"],
      address: { street: "1 Main St", suburb: "Newstead", state: "QLD", postcode: "4006" },
      contactDetail: { phone: "07 3333 4444", email: "sales@north.example" },
      exceptions: [{ date: "2026-12-25", open: null, close: null, note: "Christmas Day" }],
    });
    expect(read.edit.openingHours.find((h) => h.day === 1)).toEqual({ day: 1, open: "08:30", close: "17:30" });
    expect(readLocationForm({ ...valid, visible: undefined })).toMatchObject({ ok: true, edit: { visible: false } });
  });

  it("says what is wrong, field by field", () => {
    const read = readLocationForm({
      ...valid,
      name: "",
      locationType: "warehouse",
      state: "XX",
      postcode: "40",
      phone: "12345",
      email: "nope",
      "close-1": "07:00",
      exceptions: "tomorrow closed",
    });
    expect(read).toMatchObject({
      ok: false,
      fieldErrors: {
        name: "Enter the location's name.",
        locationType: "Choose sales, service or parts.",
        state: expect.stringContaining("Choose a state"),
        postcode: "A postcode is 4 digits.",
        phone: expect.stringContaining("Australian phone number"),
        email: expect.stringContaining("email address"),
        "open-1": "Monday: The closing time must be after the opening time.",
        exceptions: expect.stringContaining("Line 1"),
      },
    });
  });
});
