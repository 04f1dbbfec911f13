import { describe, expect, it } from "vitest";
import type { DealerText } from "~/domain/dealer-texts/dealer-texts";
import { renderedBody } from "./content-page.server";

const WARRANTY: DealerText = {
  key: "warranty",
  heading: "Warranty and roadside assistance",
  lines: ["3-year warranty.", "12 months roadside assistance."],
};

describe("a content page's body as the page shows it", () => {
  it("cleans a stored HTML body and adds the dealer texts it does not already say", () => {
    const { html, description } = renderedBody("<p>Every car has a 3-year warranty.</p><script>alert(1)</script>", "html", [WARRANTY]);
    expect(html).toBe(
      "<p>Every car has a 3-year warranty.</p>\n<h2>Warranty and roadside assistance</h2>\n<ul><li>12 months roadside assistance.</li></ul>",
    );
    expect(description).toBe("Every car has a 3-year warranty.");
  });

  it("turns a plain-text body into the same HTML, words escaped", () => {
    expect(renderedBody("## Hello\n\nFish & <chips>", "text", []).html).toBe("<h2>Hello</h2>\n<p>Fish &amp; &lt;chips&gt;</p>");
  });
});
