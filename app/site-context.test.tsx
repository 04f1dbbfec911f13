import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { useOptionalSite, useSite, type RootLoaderData } from "./site-context";

function render(Page: () => React.ReactNode, root: RootLoaderData): string {
  const Stub = createRoutesStub([{ id: "root", path: "/", Component: Page, loader: () => root }]);
  return renderToString(<Stub initialEntries={["/"]} hydrationData={{ loaderData: { root } }} />);
}

const site = { name: "North Motors" } as NonNullable<RootLoaderData["site"]>;

describe("the site hooks", () => {
  it("give the root loader's dealer site", () => {
    expect(render(() => useSite().name, { site, user: null, origin: "http://north.localhost" })).toContain("North Motors");
    expect(render(() => useOptionalSite()?.name, { site, user: null, origin: "http://north.localhost" })).toContain("North Motors");
  });

  it("on a page without a site: useOptionalSite is null, useSite fails saying so", () => {
    expect(render(() => String(useOptionalSite()), { site: null, user: null, origin: "http://localhost" })).toContain("null");
    expect(() => render(() => useSite().name, { site: null, user: null, origin: "http://localhost" })).toThrow(
      "useSite() outside a dealer site",
    );
  });
});
