import { describe, expect, it } from "vitest";
import { descriptionOf, formPageMeta } from "./route-helpers";

const matches = [{ loaderData: { site: { name: "Harbour Toyota" } } }];

describe("page meta", () => {
  it("gives every form page a meta description (Lighthouse SEO: a page without one scores 92)", () => {
    const meta = formPageMeta("Contact us", matches);
    expect(meta).toContainEqual({ title: "Contact us | Harbour Toyota" });
    const description = meta.find((m) => "name" in m && m.name === "description") as { content: string };
    expect(description.content).toContain("Harbour Toyota");
    expect(formPageMeta("Careers", matches, { description: "Work with us." })).toContainEqual({
      name: "description",
      content: "Work with us.",
    });
  });

  it("cuts a page's text to a plain description at a word", () => {
    expect(descriptionOf("<p>We are <strong>family owned</strong>.</p>\n\n## Since 1971")).toBe("We are family owned . Since 1971");
    const long = descriptionOf("word ".repeat(100));
    expect(long.length).toBeLessThanOrEqual(155);
    expect(long.endsWith("word…")).toBe(true);
  });
});
