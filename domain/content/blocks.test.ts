import { describe, expect, it } from "vitest";
import { contentBlocks } from "./blocks";

describe("a content page's blocks", () => {
  it("reads headings, lists, pictures and paragraphs", () => {
    const body = "Hello there.\n\n## Our team\n\n- One\n- Two\n\n![Our showroom at dusk](/about/harbour-toyota-showroom.svg)";
    expect(contentBlocks(body)).toEqual([
      { kind: "paragraph", text: "Hello there." },
      { kind: "heading", text: "Our team" },
      { kind: "list", items: ["One", "Two"] },
      { kind: "image", alt: "Our showroom at dusk", src: "/about/harbour-toyota-showroom.svg" },
    ]);
  });

  it("keeps a picture from another host, or one with no description, as text", () => {
    expect(contentBlocks("![x](https://example.com/a.png)")).toEqual([{ kind: "paragraph", text: "![x](https://example.com/a.png)" }]);
    expect(contentBlocks("![x](//example.com/a.png)")).toEqual([{ kind: "paragraph", text: "![x](//example.com/a.png)" }]);
    expect(contentBlocks("![](/a.png)")).toEqual([{ kind: "paragraph", text: "![](/a.png)" }]);
  });
});
