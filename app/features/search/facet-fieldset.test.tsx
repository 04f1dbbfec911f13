// A facet's 'All': the current choice while nothing is picked (no link to the page itself), a link clearing it after.
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { FacetFieldset } from "./facet-fieldset";

function render(picked: string[]) {
  const facet = (
    <FacetFieldset
      name="body"
      legend="Body type"
      options={[
        ["suv", 12],
        ["ute", 3],
      ]}
      allHref="/search/new-used-and-demo-cars"
      isChecked={(value) => picked.includes(value)}
    />
  );
  const router = createMemoryRouter([{ path: "*", element: facet }], { initialEntries: ["/search/new-used-and-demo-cars"] });
  return renderToString(<RouterProvider router={router} />);
}

describe("a facet's 'All'", () => {
  it("is the current choice, not a link, while no value is picked", () => {
    const html = render([]);
    expect(html).toContain('<span aria-current="true">All</span>');
    expect(html).not.toContain("<a");
  });

  it("links back to every value, clearing the facet, once one is picked", () => {
    const html = render(["ute"]);
    expect(html).toMatch(/<a [^>]*href="\/search\/new-used-and-demo-cars"[^>]*>All<\/a>/);
    expect(html).not.toContain("aria-current");
  });
});
