import { describe, expect, it } from "vitest";
import { parseWebsiteSettings } from "~/domain/settings/schema";
import {
  FLEET_DEFAULT_BENEFITS,
  FLEET_DEFAULT_HEADING,
  FLEET_DEFAULT_PANEL_HEADING,
  fleetDefaultDescription,
  fleetDefaultIntro,
  fleetFormValues,
  fleetView,
  readFleetForm,
} from "./fleet-page";

const describeWords = (words: string) => words.slice(0, 155);

describe("the fleet page's words", () => {
  it("shows the standard words when the dealer wrote none", () => {
    expect(parseWebsiteSettings({}).fleetPage).toBeNull();
    expect(fleetView(null, "Harbour Toyota", describeWords)).toEqual({
      heading: FLEET_DEFAULT_HEADING,
      intro: { text: fleetDefaultIntro("Harbour Toyota") },
      panelHeading: FLEET_DEFAULT_PANEL_HEADING,
      panel: { items: FLEET_DEFAULT_BENEFITS },
      description: fleetDefaultDescription("Harbour Toyota"),
    });
  });

  it("reads the form with its rich text cleaned: nothing that runs is kept", () => {
    const read = readFleetForm({
      intent: "save",
      heading: "  Business fleet ",
      intro:
        '<p onclick="alert(1)">Talk to Sam.<script>alert(1)</script></p><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>',
      panelHeading: "",
      panelText: "<ul><li>ABN pricing</li></ul><iframe src='https://evil.example'></iframe>",
    });
    expect(read).toEqual({
      ok: true,
      text: {
        heading: "Business fleet",
        intro: "<p>Talk to Sam.</p><a>x</a>",
        panelHeading: "",
        panelText: "<ul><li>ABN pricing</li></ul>",
      },
    });
  });

  it("keeps the standard words for each part left empty", () => {
    const read = readFleetForm({ heading: "", intro: "<p>Our own words.</p>", panelHeading: "Why us", panelText: "" });
    if (!read.ok || !read.text) throw new Error("not read");
    const view = fleetView(read.text, "Harbour Toyota", describeWords);
    expect(view).toMatchObject({
      heading: FLEET_DEFAULT_HEADING,
      intro: { html: "<p>Our own words.</p>" },
      panelHeading: "Why us",
      panel: { items: FLEET_DEFAULT_BENEFITS },
      description: "Our own words.",
    });
  });

  it("is back to the standard page when every part is emptied", () => {
    expect(readFleetForm({ heading: " ", intro: "", panelHeading: "", panelText: "" })).toEqual({ ok: true, text: null });
    expect(fleetFormValues(null)).toEqual({ heading: "", intro: "", panelHeading: "", panelText: "" });
  });

  it("refuses text with nothing that can be shown, and words too long", () => {
    expect(readFleetForm({ intro: "<script>alert(1)</script>" })).toEqual({
      ok: false,
      fieldErrors: { intro: "What was typed had nothing that can be shown: write the text, or leave it empty." },
    });
    expect(readFleetForm({ heading: "x".repeat(121) })).toEqual({
      ok: false,
      fieldErrors: { heading: "Keep the heading under 120 characters." },
    });
    expect(readFleetForm({ panelText: "x".repeat(20_001) })).toMatchObject({
      ok: false,
      fieldErrors: { panelText: expect.stringMatching(/^Keep the panel's text under 20,000/) },
    });
  });

  it("cleans stored words again when the page is drawn (a value written some other way)", () => {
    const view = fleetView(
      {
        heading: "",
        intro: '<p>Hi<img src="https://evil.example/x.gif" onerror="alert(1)"></p>',
        panelHeading: "",
        panelText: "<script>alert(1)</script>",
      },
      "Harbour Toyota",
      describeWords,
    );
    expect(view.intro).toEqual({ html: '<p>Hi<img src="https://evil.example/x.gif" /></p>' });
    expect(view.panel).toEqual({ items: FLEET_DEFAULT_BENEFITS });
  });
});
