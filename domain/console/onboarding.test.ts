import { describe, expect, it } from "vitest";
import { matchHost } from "~/domain/tenancy/host";
import {
  customHostProblem,
  customHostSchema,
  dealerAddress,
  dnsInstructions,
  HOST_MESSAGES,
  newDealerSchema,
  normaliseCustomHost,
  RESERVED_SLUGS,
  SLUG_MESSAGES,
  slugProblem,
  slugSchema,
  txtRecordsHoldToken,
  VERIFY_VALUE_PREFIX,
} from "./onboarding";

const dealer = {
  name: "Riverside Motors",
  slug: "riverside-motors",
  template: "showroom",
  locationName: "Riverside Motors Newstead",
  street: "1 Breakfast Creek Rd",
  suburb: "Newstead",
  state: "QLD",
  postcode: "4006",
  phone: "07 5550 1234",
  ownerEmail: "Owner@Riverside.example",
};

describe("a new dealer's slug", () => {
  it("takes lower-case letters, digits and single hyphens, 3 to 40 characters", () => {
    for (const slug of ["abc", "riverside-motors", "a1-b2-c3", "x".repeat(40)]) expect(slugProblem(slug)).toBeNull();
    expect(slugProblem("")).toBe(SLUG_MESSAGES.required);
    expect(slugProblem("ab")).toBe(SLUG_MESSAGES.length);
    expect(slugProblem("x".repeat(41))).toBe(SLUG_MESSAGES.length);
    for (const slug of ["-abc", "abc-", "a--b", "a_b", "a.b", "Abc", "ab c", "été"]) expect(slugProblem(slug)).toBe(SLUG_MESSAGES.pattern);
  });

  it("refuses the platform's own words", () => {
    for (const slug of ["www", "api", "console", "admin", "localhost", "mail", "status"]) {
      expect(RESERVED_SLUGS.has(slug)).toBe(true);
      expect(slugProblem(slug)).toBe(slug.length < 3 ? SLUG_MESSAGES.length : SLUG_MESSAGES.reserved);
    }
  });

  it("is trimmed and lower-cased before the rules, and always reads as a slug host", () => {
    expect(slugSchema.parse("  Riverside-Motors ")).toBe("riverside-motors");
    expect(slugSchema.safeParse("www").error?.issues[0].message).toBe(SLUG_MESSAGES.reserved);
    for (const slug of ["abc", "riverside-motors", "x".repeat(40)]) {
      expect(matchHost(`${slug}.localhost:3000`)).toEqual({ kind: "slug", slug });
      expect(matchHost(`${slug}.dealers.example.com.au`, "dealers.example.com.au")).toEqual({ kind: "slug", slug });
    }
  });
});

describe("a custom domain", () => {
  it("is normalised: scheme, path, port, case and final dot dropped", () => {
    expect(normaliseCustomHost(" HTTPS://WWW.Riverside.com.au:443/cars?x=1 ")).toBe("www.riverside.com.au");
    expect(normaliseCustomHost("riverside.com.au.")).toBe("riverside.com.au");
  });

  it("is a public host name of two labels at least", () => {
    expect(customHostProblem("www.riverside.com.au")).toBeNull();
    expect(customHostProblem("riverside.com.au")).toBeNull();
    expect(customHostProblem("")).toBe(HOST_MESSAGES.required);
    for (const host of ["riverside", "-a.com", "a-.com", "a..com", "a_b.com", "a.123", `${"a".repeat(64)}.com`, `${"a.".repeat(127)}com`]) {
      expect(customHostProblem(host), host).toBe(HOST_MESSAGES.invalid);
    }
    expect(customHostProblem("10.0.0.1")).toBe(HOST_MESSAGES.address);
  });

  it("is never one of the platform's own hosts", () => {
    expect(customHostProblem("a.localhost")).toBe(HOST_MESSAGES.platform);
    expect(customHostProblem("harbour.dealers.example.com.au", "dealers.example.com.au")).toBe(HOST_MESSAGES.platform);
    expect(customHostProblem("dealers.example.com.au", "dealers.example.com.au")).toBe(HOST_MESSAGES.platform);
    expect(customHostProblem("dealers.example.com.au")).toBeNull();
  });

  it("parses through its schema to the stored form, with the rule's message", () => {
    expect(customHostSchema().parse("WWW.Riverside.com.au")).toBe("www.riverside.com.au");
    expect(customHostSchema().safeParse("not a host").error?.issues[0].message).toBe(HOST_MESSAGES.invalid);
  });

  it("gets a CNAME to the dealer's platform host and a TXT record holding its token", () => {
    expect(dnsInstructions("www.riverside.com.au", "riverside.dealers.example.com.au", "abc123")).toEqual([
      { type: "CNAME", name: "www.riverside.com.au", value: "riverside.dealers.example.com.au" },
      { type: "TXT", name: "_dealer-platform.www.riverside.com.au", value: `${VERIFY_VALUE_PREFIX}abc123` },
    ]);
  });

  it("is verified only by a TXT record holding exactly its token (DNS may split it in chunks)", () => {
    const value = `${VERIFY_VALUE_PREFIX}abc123`;
    expect(txtRecordsHoldToken([["v=spf1 -all"], [value]], "abc123")).toBe(true);
    expect(txtRecordsHoldToken([[value.slice(0, 10), value.slice(10)]], "abc123")).toBe(true);
    expect(txtRecordsHoldToken([[`${value}4`]], "abc123")).toBe(false);
    expect(txtRecordsHoldToken([["abc123"]], "abc123")).toBe(false);
    expect(txtRecordsHoldToken([], "abc123")).toBe(false);
  });
});

describe("the new-dealer form", () => {
  it("accepts a complete dealer (the email lower-cased)", () => {
    const parsed = newDealerSchema.parse(dealer);
    expect(parsed).toMatchObject({ slug: "riverside-motors", template: "showroom", state: "QLD", postcode: "4006" });
    expect(parsed.ownerEmail).toBe("owner@riverside.example");
  });

  it("says what is wrong with each field", () => {
    const result = newDealerSchema.safeParse({
      ...dealer,
      name: " ",
      slug: "api",
      template: "neon",
      state: "XX",
      postcode: "40",
      phone: "12",
      ownerEmail: "nope",
    });
    const fields = new Set(result.error?.issues.map((i) => String(i.path[0])));
    expect([...fields].sort()).toEqual(["name", "ownerEmail", "phone", "postcode", "slug", "state", "template"]);
    expect(result.error?.issues.find((i) => i.path[0] === "slug")?.message).toBe(SLUG_MESSAGES.reserved);
    expect(result.error?.issues.find((i) => i.path[0] === "template")?.message).toBe("Choose a template: showroom, boutique or group.");
  });
});

describe("a dealer's address", () => {
  it("is {slug}.{PLATFORM_DOMAIN}, else {slug}.localhost, with the console's port and the platform's scheme", () => {
    expect(dealerAddress("riverside", { https: true, platformDomain: "dealers.example.com.au" })).toBe(
      "https://riverside.dealers.example.com.au",
    );
    expect(dealerAddress("riverside", { https: false, port: "5173" })).toBe("http://riverside.localhost:5173");
  });
});
