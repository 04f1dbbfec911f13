import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  FIELD_MESSAGES,
  additionalServicesField,
  checkboxValue,
  dateField,
  emailField,
  idField,
  kmsField,
  mobileField,
  nameField,
  optInField,
  phoneField,
  postcodeField,
  preferredContactMethodField,
  regoField,
  regoFieldOf,
  regoStateField,
  termsField,
  timeField,
  toAustralianE164,
  yesNoField,
} from "./fields";

function errorOf(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0].message;
}

describe("record ids (car, location)", () => {
  it("takes a positive 32-bit integer and refuses a larger one with the field's message, before any query", () => {
    expect(idField("Choose a car").parse("2147483647")).toBe(2147483647);
    expect(errorOf(idField("Choose a car"), "2147483648")).toBe("Choose a car");
    expect(errorOf(idField("Choose a car"), "9007199254740991")).toBe("Choose a car");
  });
});

describe("name", () => {
  it("is required, trimmed, and limited in length", () => {
    expect(nameField.parse("  Jo Citizen ")).toBe("Jo Citizen");
    expect(errorOf(nameField, "")).toBe(FIELD_MESSAGES.name);
    expect(errorOf(nameField, "   ")).toBe(FIELD_MESSAGES.name);
    expect(errorOf(nameField, undefined)).toBe(FIELD_MESSAGES.name);
    expect(errorOf(nameField, "x".repeat(101))).toBe(FIELD_MESSAGES.tooLong);
  });
});

describe("email", () => {
  it("is required, validated and lower-cased", () => {
    expect(emailField.parse(" Jo@Example.COM.au ")).toBe("jo@example.com.au");
    expect(errorOf(emailField, "")).toBe(FIELD_MESSAGES.email);
    expect(errorOf(emailField, "jo@")).toBe(FIELD_MESSAGES.email);
    expect(errorOf(emailField, "not an email")).toBe(FIELD_MESSAGES.email);
  });
});

describe("Australian phone", () => {
  it("normalises mobiles, landlines and 13/1300 numbers to E.164", () => {
    expect(phoneField.parse("0412 345 678")).toBe("+61412345678");
    expect(phoneField.parse("+61 412 345 678")).toBe("+61412345678");
    expect(phoneField.parse("(02) 9876 5432")).toBe("+61298765432");
    expect(phoneField.parse("1300 123 456")).toBe("+611300123456");
  });

  it("rejects short, foreign and non-numeric input", () => {
    expect(errorOf(phoneField, "12345")).toBe(FIELD_MESSAGES.phone);
    expect(errorOf(phoneField, "+1 415 555 2671")).toBe(FIELD_MESSAGES.phone);
    expect(errorOf(phoneField, "0412 ABC 678")).toBe(FIELD_MESSAGES.phone);
    expect(errorOf(phoneField, "")).toBe(FIELD_MESSAGES.phone);
    expect(toAustralianE164("0412345")).toBeNull();
  });

  it("accepts only mobiles for the mobile field", () => {
    expect(mobileField.parse("0412345678")).toBe("+61412345678");
    expect(errorOf(mobileField, "02 9876 5432")).toBe(FIELD_MESSAGES.mobile);
    expect(errorOf(mobileField, "")).toBe(FIELD_MESSAGES.mobile);
  });
});

describe("postcode", () => {
  it("is required and exactly 4 digits, with the spec's message", () => {
    expect(postcodeField.parse("4000")).toBe("4000");
    expect(postcodeField.parse(" 2000 ")).toBe("2000");
    for (const bad of ["", undefined, "400", "40000", "40a0", "-400"]) {
      expect(errorOf(postcodeField, bad)).toBe("Invalid postcode. Please enter a 4-digit number.");
    }
  });
});

describe("rego and vehicle fields", () => {
  it("rego is optional, upper-cased, without spaces or dashes", () => {
    expect(regoField.parse("")).toBeUndefined();
    expect(regoField.parse(undefined)).toBeUndefined();
    expect(regoField.parse(" abc-12d ")).toBe("ABC12D");
    expect(errorOf(regoField, "AB#12")).toBe(FIELD_MESSAGES.rego);
    expect(errorOf(regoField, "ABCDEFGHIJ")).toBe(FIELD_MESSAGES.rego);
  });

  it("a required rego says so when missing", () => {
    expect(errorOf(regoFieldOf(true), "")).toBe(FIELD_MESSAGES.regoRequired);
  });

  it("rego state is an Australian state or territory", () => {
    expect(regoStateField.parse("qld")).toBe("QLD");
    expect(errorOf(regoStateField, "XYZ")).toBe(FIELD_MESSAGES.regoState);
    expect(errorOf(regoStateField, "")).toBe(FIELD_MESSAGES.regoState);
  });

  it("kms accepts separators and rejects fractions and negatives", () => {
    expect(kmsField.parse("85,000")).toBe(85000);
    expect(kmsField.parse("85 000 km")).toBe(85000);
    expect(kmsField.parse(12)).toBe(12);
    expect(errorOf(kmsField, "12.5")).toBe(FIELD_MESSAGES.kms);
    expect(errorOf(kmsField, -1)).toBe(FIELD_MESSAGES.kms);
    expect(errorOf(kmsField, "")).toBe(FIELD_MESSAGES.kms);
  });
});

describe("checkboxes", () => {
  it("treats on/true/1/yes as ticked and anything else as not", () => {
    for (const v of ["on", "true", "1", "yes", true]) expect(checkboxValue(v)).toBe(true);
    for (const v of [undefined, "", "off", "false", false, 1]) expect(checkboxValue(v)).toBe(false);
    expect(optInField.parse(undefined)).toBe(false);
  });

  it("terms must be ticked, with the spec's message", () => {
    expect(termsField.parse("on")).toBe(true);
    expect(errorOf(termsField, undefined)).toBe("* You must agree to the terms of use before submitting the form.");
    expect(errorOf(termsField, "off")).toBe("* You must agree to the terms of use before submitting the form.");
  });
});

describe("preferred contact method", () => {
  it("is Phone, Email or SMS, defaulting to Phone", () => {
    expect(preferredContactMethodField.parse(undefined)).toBe("Phone");
    expect(preferredContactMethodField.parse("")).toBe("Phone");
    expect(preferredContactMethodField.parse("sms")).toBe("SMS");
    expect(preferredContactMethodField.parse("Email")).toBe("Email");
    expect(errorOf(preferredContactMethodField, "Fax")).toBe(FIELD_MESSAGES.preferredContactMethod);
  });
});

describe("Yes/No questions", () => {
  it("are optional and accept only Yes or No", () => {
    expect(yesNoField.parse(undefined)).toBeUndefined();
    expect(yesNoField.parse("yes")).toBe("Yes");
    expect(yesNoField.parse(false)).toBe("No");
    expect(errorOf(yesNoField, "Maybe")).toBe(FIELD_MESSAGES.yesNo);
  });
});

describe("test-drive date and time", () => {
  it("are optional and must be a real date and a 24-hour time", () => {
    expect(dateField.parse("")).toBeUndefined();
    expect(dateField.parse("2025-02-28")).toBe("2025-02-28");
    expect(errorOf(dateField, "2025-02-30")).toBe(FIELD_MESSAGES.date);
    expect(errorOf(dateField, "28/02/2025")).toBe(FIELD_MESSAGES.date);
    expect(timeField.parse(undefined)).toBeUndefined();
    expect(timeField.parse("09:30")).toBe("09:30");
    expect(errorOf(timeField, "24:00")).toBe(FIELD_MESSAGES.time);
  });
});

describe("additional services", () => {
  it("accepts one value, many values or none", () => {
    expect(additionalServicesField.parse(undefined)).toEqual([]);
    expect(additionalServicesField.parse("Finance")).toEqual(["Finance"]);
    expect(additionalServicesField.parse(["Finance", " ", "Insurance"])).toEqual(["Finance", "Insurance"]);
  });
});
