import { describe, expect, it, vi } from "vitest";
import { followInApp, inAppTarget, type LinkEvent } from "./follow-in-app";

const ORIGIN = "https://harbour-toyota.example";
const link = (href: string, extra: Partial<NonNullable<LinkEvent["link"]>> = {}) => ({ href, target: "", download: false, ...extra });

describe("inAppTarget", () => {
  it("takes a plain left click on a link of this site, path, query and hash", () => {
    expect(inAppTarget({ button: 0, link: link(`${ORIGIN}/cars/a-car?x=1#photos`) }, ORIGIN)).toBe("/cars/a-car?x=1#photos");
    expect(inAppTarget({ link: link("/compare?ids=3") }, ORIGIN)).toBe("/compare?ids=3");
  });

  it("leaves to the browser what <Link> leaves: modifier keys, other buttons, a handled click, targets, downloads, other sites", () => {
    const href = `${ORIGIN}/cars/a-car`;
    for (const event of [
      { metaKey: true, link: link(href) },
      { ctrlKey: true, link: link(href) },
      { shiftKey: true, link: link(href) },
      { altKey: true, link: link(href) },
      { button: 1, link: link(href) },
      { defaultPrevented: true, link: link(href) },
      { link: link(href, { target: "_blank" }) },
      { link: link(href, { download: true }) },
      { link: link("https://elsewhere.example/cars/a-car") },
      { link: null },
    ] satisfies LinkEvent[]) {
      expect(inAppTarget(event, ORIGIN), JSON.stringify(event)).toBeNull();
    }
    expect(inAppTarget({ link: link(href, { target: "_self" }) }, ORIGIN)).toBe("/cars/a-car");
  });
});

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
