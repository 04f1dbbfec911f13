import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { followInApp, isSitePath, Link, NavLink } from "./router-links";

const LOCATION = { origin: "https://harbour-toyota.example", pathname: "/cars/a-car", search: "", hash: "" };
const fakeRouter = () => ({
  navigate: vi.fn(async (_to: string, _options: { replace: boolean; preventScrollReset?: boolean }) => undefined),
});
const anchor = (href: string, extra: { target?: string; download?: boolean } = {}) => ({ href, target: "", download: false, ...extra });
const click = (extra: Partial<{ button: number; metaKey: boolean; defaultPrevented: boolean }> = {}) => ({
  button: 0,
  metaKey: false,
  altKey: false,
  ctrlKey: false,
  shiftKey: false,
  defaultPrevented: false,
  preventDefault: vi.fn(),
  ...extra,
});

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

describe("followInApp", () => {
  it("navigates a plain left click in the app, and takes the click from the browser", () => {
    const router = fakeRouter();
    const event = click();
    expect(followInApp(event, anchor(`${LOCATION.origin}/cars/b-car?x=1#photos`), LOCATION, router, { state: { from: "card" } })).toBe(
      true,
    );
    expect(event.preventDefault).toHaveBeenCalledOnce();
    expect(router.navigate).toHaveBeenCalledWith("/cars/b-car?x=1#photos", {
      replace: false,
      state: { from: "card" },
      preventScrollReset: undefined,
      viewTransition: undefined,
    });
  });

  it("replaces the history entry for a link to the page already shown, unless told otherwise, as <Link> does", () => {
    const router = fakeRouter();
    followInApp(click(), anchor(`${LOCATION.origin}/cars/a-car`), LOCATION, router, {});
    followInApp(click(), anchor(`${LOCATION.origin}/cars/a-car`), LOCATION, router, { replace: false, preventScrollReset: true });
    expect(router.navigate.mock.calls.map(([, options]) => [options?.replace, options?.preventScrollReset])).toEqual([
      [true, undefined],
      [false, true],
    ]);
  });

  it("leaves to the browser modifier keys, other buttons, a handled click, other targets, other sites, and a page not yet started", () => {
    const router = fakeRouter();
    const href = `${LOCATION.origin}/cars/b-car`;
    const cases: Array<[ReturnType<typeof click>, ReturnType<typeof anchor>, ReturnType<typeof fakeRouter> | undefined]> = [
      [click({ metaKey: true }), anchor(href), router],
      [click({ button: 1 }), anchor(href), router],
      [click({ defaultPrevented: true }), anchor(href), router],
      [click(), anchor(href, { target: "_blank" }), router],
      [click(), anchor(href, { download: true }), router],
      [click(), anchor("https://elsewhere.example/cars/b-car"), router],
      [click(), anchor(href), undefined],
    ];
    for (const [event, link, withRouter] of cases) {
      expect(followInApp(event, link, LOCATION, withRouter, {})).toBe(false);
      expect(event.preventDefault).not.toHaveBeenCalled();
    }
    expect(router.navigate).not.toHaveBeenCalled();
  });
});
