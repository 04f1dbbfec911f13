import { describe, expect, it } from "vitest";
import { HONEYPOT_FIELD, IDEMPOTENCY_KEY_FIELD } from "~/domain/forms";
import { echoValues, formValues } from "./form-values";

describe("form values", () => {
  it("keeps single values as strings and repeated names (checkbox groups) as arrays", () => {
    const data = new FormData();
    data.append("name", "Jo");
    data.append("additional_services", "Finance");
    data.append("additional_services", "Insurance");
    data.append("file", new Blob(["x"]), "x.txt");
    expect(formValues(data)).toEqual({ name: "Jo", additional_services: ["Finance", "Insurance"] });
  });

  it("echoes the shopper's input but never the honeypot, the idempotency key or the route's intent", () => {
    const echoed = echoValues({
      name: "Jo",
      email: "jo@",
      [HONEYPOT_FIELD]: "bot",
      [IDEMPOTENCY_KEY_FIELD]: "k-123456789",
      intent: "enquiry",
    });
    expect(echoed).toEqual({ name: "Jo", email: "jo@" });
  });

  it("bounds what it echoes", () => {
    const many = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`f${i}`, "x".repeat(10_000)]));
    const echoed = echoValues(many);
    expect(Object.keys(echoed).length).toBeLessThanOrEqual(40);
    expect(Object.values(echoed).every((v) => v.length <= 5000)).toBe(true);
  });
});
