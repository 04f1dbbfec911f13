import { describe, expect, it } from "vitest";
import { inAppTarget, type LinkEvent } from "./delegated-links";

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
