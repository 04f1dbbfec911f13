import { describe, expect, it } from "vitest";
import { makeEnquirySchema } from "./enquiry";
import { FIELD_MESSAGES, additionalServicesField, messageField, nameField } from "./fields";
import { cleanText } from "./normalise";
import { testContext } from "./test-context";

describe("text cleaning", () => {
  it("removes NUL, other C0 controls, DEL and C1 controls", () => {
    expect(cleanText("a\u0000b\u0001c\u001bd\u007fe\u0085f\u009fg")).toBe("abcdefg");
  });

  it("turns tabs and line breaks into spaces in one-line text, keeps them in multi-line text", () => {
    expect(cleanText("Jo\tCitizen\r\nJr")).toBe("Jo Citizen  Jr");
    expect(cleanText("Line 1\r\nLine 2\n\tindented", true)).toBe("Line 1\r\nLine 2\n\tindented");
    expect(cleanText("a\u0000\u000b\u000cb", true)).toBe("ab");
  });

  it("removes unpaired surrogates and keeps paired ones (emoji) and other text", () => {
    expect(cleanText("a\ud800b\udc00c")).toBe("abc");
    expect(cleanText("\udc00\ud83d\ude97\ud800")).toBe("\ud83d\ude97");
    expect(cleanText("end\ud83d")).toBe("end");
    expect(cleanText("Zoë 🚗 日本 – “quoted”")).toBe("Zoë 🚗 日本 – “quoted”");
  });
});

describe("every text field is cleaned before validation", () => {
  it("cleans one-line fields, multi-line Comments and checkbox groups", () => {
    expect(nameField.parse("\u0000 Jo\u0000 Citizen\ud800 ")).toBe("Jo Citizen");
    expect(messageField(false).parse("Hi\u0000\r\nthere\udfff")).toBe("Hi\r\nthere");
    expect(additionalServicesField.parse(["Finance\u0000", "\u0007"])).toEqual(["Finance"]);
  });

  it("treats a field of nothing but control characters as blank", () => {
    const result = nameField.safeParse("\u0000\u0001\ud800");
    expect(result.success ? undefined : result.error.issues[0].message).toBe(FIELD_MESSAGES.name);
  });

  it("leaves no control character in any parsed enquiry value", () => {
    const parsed = makeEnquirySchema(testContext()).parse({
      name: "Jo\u0000",
      email: "jo@example.com",
      phone: "0412 345 678",
      message: "Hello\u0000",
      subcategory: "Sub\u0000\ud800",
      page_id: "p\u0001",
      rego: "ABC\u0000123",
      location: "11",
      dealership_slug: "north-motors\u0000",
      terms_conditions: "on",
      category: "sales enquiry\u0000",
    });
    expect(JSON.stringify(parsed)).not.toMatch(/\\u00[01]|\\ud[89a-f]/i);
    expect(parsed).toMatchObject({ name: "Jo", message: "Hello", subcategory: "Sub", page_id: "p", rego: "ABC123" });
  });
});
