import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { isSitePath, Link, NavLink } from "./router-links";

const LOCATION = { origin: "https://harbour-toyota.example" };

/** `element` as the server renders it in a page at `path`. */
async function rendered(element: ReactNode, path = "/cars/a-car") {
  const handler = createStaticHandler([{ path: "*", element }]);
  const context = await handler.query(new Request(`${LOCATION.origin}${path}`));
  if (context instanceof Response) throw new Error("unexpected response");
  return renderToString(
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />,
  );
}

describe("Link", () => {
  it("renders a path of this site as a plain anchor with its attributes and no data-discover", async () => {
    const html = await rendered(
      <Link to="/search?make=Kia#results" className="nav" aria-label="Kia cars" prefetch="intent" preventScrollReset>
        Kia
      </Link>,
    );
    expect(html).toBe('<a class="nav" aria-label="Kia cars" href="/search?make=Kia#results">Kia</a>');
  });

  it("leaves relative paths and objects to React Router's Link, which resolves them", async () => {
    expect(await rendered(<Link to="?show=all">All</Link>)).toBe('<a href="/cars/a-car?show=all">All</a>');
    expect(await rendered(<Link to={{ pathname: "/compare", search: "?ids=3" }}>Compare</Link>)).toBe(
      '<a href="/compare?ids=3">Compare</a>',
    );
    expect(isSitePath("/cars/b-car")).toBe(true);
    for (const to of ["?show=all", "cars", "../b-car", "//elsewhere.example/x"]) expect(isSitePath(to), to).toBe(false);
  });
});

describe("NavLink", () => {
  const menu = (
    <>
      <NavLink to="/blog">Blog</NavLink>
      <NavLink to="/blog" end className="menu">
        Blog only
      </NavLink>
      <NavLink to="/contact" className={({ isActive }) => (isActive ? "here" : "there")}>
        Contact
      </NavLink>
    </>
  );

  it("marks the current page's link, or its section's, with aria-current and its classes", async () => {
    expect(await rendered(menu, "/blog/spring-sale")).toBe(
      '<a class="active" aria-current="page" href="/blog">Blog</a><a class="menu" href="/blog">Blog only</a><a class="there" href="/contact">Contact</a>',
    );
    expect(await rendered(menu, "/contact")).toBe(
      '<a href="/blog">Blog</a><a class="menu" href="/blog">Blog only</a><a class="here" aria-current="page" href="/contact">Contact</a>',
    );
  });
});
