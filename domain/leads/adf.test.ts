import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { ADF_UNKNOWN, adfDate, buildAdf } from "./adf";
import { TRADE_IN_ESTIMATE, sampleLead } from "./test-leads";
import { leadSubject, leadTextBody } from "./text-body";
import { escapeXml } from "./xml";

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  parseTagValue: false,
  isArray: (name) => ["vehicle", "name"].includes(name),
});

function parseAdf(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  return parser.parse(xml).adf.prospect;
}

describe("ADF/XML", () => {
  it("parses and carries prospect, requestdate, vehicle, customer contact and vendor", () => {
    const xml = buildAdf(sampleLead("enquiry"));
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<?ADF VERSION "1.0"?>\n<adf>')).toBe(true);
    const prospect = parseAdf(xml);
    expect(prospect.id["#text"]).toBe("0d9f5a7e-3c2b-4f4e-9a1d-7b6c5d4e3f21");
    expect(prospect.requestdate).toBe("2025-03-04T05:06:07+00:00");
    const [vehicle] = prospect.vehicle;
    expect(vehicle["@interest"]).toBe("buy");
    expect(vehicle["@status"]).toBe("used");
    expect(vehicle).toMatchObject({ year: "2021", make: "Toyota", model: "Corolla", vin: "JTNK4RBE003456789", stock: "U1234" });
    expect(vehicle.price["#text"]).toBe("28990");
    expect(vehicle.odometer["#text"]).toBe("35210");
    const contact = prospect.customer.contact;
    expect(contact.name[0]["#text"]).toBe("Jo Citizen");
    expect(contact.email["#text"]).toBe("jo@example.com");
    expect(contact.phone["#text"]).toBe("+61412345678");
    expect(contact.phone["@preferredcontact"]).toBe("1");
    expect(prospect.customer.comments).toContain("Is it still available?");
    expect(prospect.vendor.vendorname).toBe("North Motors Pty Ltd");
    expect(prospect.vendor.contact.address.city).toBe("Brisbane");
    expect(prospect.provider.service).toBe("North Motors: Enquiry");
  });

  it("marks a test drive booking with interest test-drive", () => {
    const prospect = parseAdf(buildAdf(sampleLead("test-drive", { form: { date: "2025-03-10", time: "10:30" } })));
    expect(prospect.vehicle[0]["@interest"]).toBe("test-drive");
    expect(prospect.customer.comments).toContain("Preferred date: 2025-03-10");
  });

  it("adds the shopper's car as a trade-in vehicle with rego and kilometres", () => {
    const lead = sampleLead("trade-in", {
      form: {
        first_name: "Jo",
        last_name: "Citizen",
        rego: "ABC123",
        regoState: "QLD",
        kms: 85000,
        postcode: "4000",
        under_finance: "Yes",
      },
    });
    const prospect = parseAdf(buildAdf(lead));
    const tradeIn = prospect.vehicle.find((v: Record<string, string>) => v["@interest"] === "trade-in");
    expect(tradeIn["@status"]).toBe("used");
    expect(tradeIn.id["#text"]).toBe("ABC123");
    expect(tradeIn.id["@source"]).toBe("rego QLD");
    expect(tradeIn.odometer["#text"]).toBe("85000");
    expect(tradeIn.comments).toContain("Under finance: Yes");
    expect(prospect.customer.contact.name.map((n: Record<string, string>) => [n["@part"], n["#text"]])).toEqual([
      ["first", "Jo"],
      ["last", "Citizen"],
    ]);
    // ADF's address needs a street, which the form does not ask for: the postcode travels in the comments.
    expect(prospect.customer.contact).not.toHaveProperty("address");
    expect(prospect.customer.comments).toContain("Postcode: 4000");
  });

  it("a trade-in carries the shopper's car (year, make, model, badge, kms, rego, state) and the instant estimate", () => {
    const lead = sampleLead("trade-in", {
      form: {
        first_name: "Jo",
        last_name: "Citizen",
        rego: "ABC123",
        regoState: "WA",
        kms: 45000,
        year: 2022,
        make: "Mazda",
        model: "CX-5",
        badge: "Maxx",
        condition: "good",
      },
    });
    lead.payload.valuation = { ...TRADE_IN_ESTIMATE };
    const prospect = parseAdf(buildAdf(lead));
    expect(prospect["@status"]).toBe("new");
    const tradeIn = prospect.vehicle.find((v: Record<string, string>) => v["@interest"] === "trade-in");
    expect(tradeIn).toMatchObject({ year: "2022", make: "Mazda", model: "CX-5", trim: "Maxx" });
    expect(tradeIn.id).toMatchObject({ "#text": "ABC123", "@source": "rego WA" });
    expect(tradeIn.odometer["#text"]).toBe("45000");
    expect(tradeIn.price).toMatchObject({ "#text": "26000", "@type": "appraisal", "@currency": "AUD" });
    expect(tradeIn.pricecomments).toContain("Estimate range $24300 to $27800, high confidence (0.82)");
    expect(tradeIn.comments).toContain("Condition: good");
    expect(leadTextBody(lead)).toContain("  2022 Mazda CX-5 Maxx\n  Rego: ABC123 (WA)\n  Kilometres: 45,000\n  Condition: good");
    expect(leadTextBody(lead)).toContain(
      "Instant estimate: $24,300 – $27,800 (about $26,000), high confidence (0.82), 31 comparable listings",
    );
  });

  it("a trade-in with no online estimate says why; a partial one says it is unfinished; its completion is a resend", () => {
    const lead = sampleLead("trade-in", {
      form: { first_name: "Jo", last_name: "Citizen", rego: "OLD123", kms: 150000, year: 2015, make: "Holden", model: "Commodore" },
    });
    lead.payload.valuation = { kind: "no-online-estimate", reason: "km" };
    lead.payload.partial = true;
    const partial = parseAdf(buildAdf(lead));
    const tradeIn = partial.vehicle.find((v: Record<string, string>) => v["@interest"] === "trade-in");
    expect(tradeIn).not.toHaveProperty("price");
    expect(tradeIn.comments).toContain("Partial trade-in request: the shopper did not finish the form");
    expect(tradeIn.comments).toContain("No online estimate: the car is over 100,000 km; appraisal requested");
    expect(leadSubject(lead)).toContain("Trade-in valuation request (not finished) from Jo Citizen");
    lead.payload.partial = false;
    lead.payload.replacesPartial = true;
    const done = parseAdf(buildAdf(lead));
    expect(done["@status"]).toBe("resend");
    expect(leadTextBody(lead)).toContain("this replaces the partial request sent earlier");
  });

  it("a trade-in names no empty year, make or model, and sends only the shopper's car when none was chosen", () => {
    const lead = sampleLead("trade-in", { form: { first_name: "Jo", last_name: "Citizen", rego: "ABC123", kms: 85000 } });
    delete lead.payload.car;
    const prospect = parseAdf(buildAdf(lead));
    expect(prospect.vehicle).toHaveLength(1);
    expect(prospect.vehicle[0]["@interest"]).toBe("trade-in");
    expect(prospect.vehicle[0]).toMatchObject({ year: ADF_UNKNOWN, make: ADF_UNKNOWN, model: ADF_UNKNOWN });
  });

  it("a finance request says so in the vehicle's finance element", () => {
    const prospect = parseAdf(buildAdf(sampleLead("finance")));
    expect(prospect.vehicle[0].finance.method).toBe("finance");
    // ADF's finance needs an amount: at most the car's price.
    expect(prospect.vehicle[0].finance.amount).toMatchObject({ "#text": "28990", "@type": "total", "@limit": "maximum" });
  });

  it("a finance request on a car without a price sends no finance element (ADF needs an amount)", () => {
    const lead = sampleLead("finance");
    lead.payload.car = { ...lead.payload.car!, price: null };
    const prospect = parseAdf(buildAdf(lead));
    expect(prospect.vehicle[0]).not.toHaveProperty("finance");
    expect(prospect.provider.service).toBe("North Motors: Finance request");
  });

  it("still has a vehicle element when the enquiry names no car", () => {
    const lead = sampleLead("careers");
    delete lead.payload.car;
    const prospect = parseAdf(buildAdf(lead));
    expect(prospect.vehicle).toHaveLength(1);
    expect(prospect.vehicle[0]["@interest"]).toBe("buy");
    expect(prospect.vehicle[0]).toMatchObject({ year: ADF_UNKNOWN, make: ADF_UNKNOWN, model: ADF_UNKNOWN });
  });

  it("gives the dealer's address a type ADF allows, and no contact the undeclared primarycontact", () => {
    const xml = buildAdf(sampleLead("enquiry"));
    const prospect = parseAdf(xml);
    expect(prospect.vendor.contact.address["@type"]).toBe("work");
    expect(xml).not.toContain("primarycontact");
  });

  it("sends no dealer address without a street line", () => {
    const lead = sampleLead("enquiry");
    lead.payload.location = { ...lead.payload.location!, address: { street: "", suburb: "Brisbane", state: "QLD", postcode: "4000" } };
    expect(parseAdf(buildAdf(lead)).vendor.contact).not.toHaveProperty("address");
  });

  it("keeps names on one line; comments keep their line breaks", () => {
    const lead = sampleLead("trade-in", {
      name: "Jo\r\nCitizen",
      form: { first_name: "Jo\n", last_name: "Van\r\n  Citizen", message: "Line 1\nLine 2" },
    });
    const xml = buildAdf(lead);
    const prospect = parseAdf(xml);
    expect(prospect.customer.contact.name.map((n: Record<string, string>) => n["#text"])).toEqual(["Jo", "Van Citizen"]);
    expect(prospect.customer.comments).toContain("Line 1\nLine 2");
    for (const line of xml.split("\n").filter((l) => l.includes("<name"))) expect(line).toMatch(/<\/name>$/);
    const full = parseAdf(buildAdf(sampleLead("enquiry", { name: "Jo\nCitizen" })));
    expect(full.customer.contact.name[0]["#text"]).toBe("Jo Citizen");
  });

  it("marks the preferred contact method", () => {
    const email = parseAdf(buildAdf(sampleLead("enquiry", { form: { preferred_contact_method: "Email" } })));
    expect(email.customer.contact.email["@preferredcontact"]).toBe("1");
    expect(email.customer.contact.phone["@preferredcontact"]).toBe("0");
    const sms = parseAdf(buildAdf(sampleLead("enquiry", { form: { preferred_contact_method: "SMS" } })));
    expect(sms.customer.contact.phone["@type"]).toBe("cellphone");
  });

  it("escapes markup and drops characters XML cannot hold", () => {
    const nasty = `Tom & "Jerry" <script>alert('x')</script>\u0000\u0007]]>`;
    const lead = sampleLead("enquiry", { name: nasty, form: { message: `</comments><injected/>${nasty}` } });
    const prospect = parseAdf(buildAdf(lead));
    const decoded = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: "@",
      processEntities: true,
      htmlEntities: true,
      isArray: (n) => n === "name",
    }).parse(buildAdf(lead)).adf.prospect;
    expect(decoded.customer.contact.name[0]["#text"]).toBe(`Tom & "Jerry" <script>alert('x')</script>]]>`);
    expect(prospect.customer).not.toHaveProperty("injected");
    expect(decoded.customer.comments).toContain("</comments><injected/>");
  });

  it("escapes the five XML specials", () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;");
  });

  it("writes dates as ISO 8601 with an offset", () => {
    expect(adfDate(new Date("2025-01-02T03:04:05.678Z"))).toBe("2025-01-02T03:04:05+00:00");
  });
});
