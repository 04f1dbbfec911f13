import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Badge } from "./badge";

describe("Badge", () => {
  it("is a span in its tone's colours, with the caller's layout classes", () => {
    expect(
      renderToString(
        <Badge tone="danger" className="absolute left-2">
          Sold
        </Badge>,
      ),
    ).toBe('<span class="rounded-brand px-2 py-1 text-xs font-bold uppercase bg-red-700 text-white absolute left-2">Sold</span>');
  });

  it("can be a slimmer paragraph", () => {
    expect(
      renderToString(
        <Badge as="p" tone="accent" size="sm">
          Just arrived
        </Badge>,
      ),
    ).toBe('<p class="rounded-brand px-2 py-0.5 text-xs font-bold uppercase bg-accent text-accent-contrast">Just arrived</p>');
  });
});
