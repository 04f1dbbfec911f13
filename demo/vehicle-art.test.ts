import { describe, expect, it } from "vitest";
import { SWATCHES, cataloguedBodies, type Body } from "./catalogue";
import { EXTERIOR_VIEWS, INTERIOR_VIEWS, SPIN_FRAMES, allMediaFiles, type InteriorLayout } from "./media-paths";
import { interiorSvg, notFoundSvg, spinFrameSvg, spinHotspots, vehicleSvg } from "./vehicle-art";

const isPicture = (svg: string) => svg.startsWith("<svg ") && svg.includes('viewBox="0 0 800 600"') && svg.endsWith("</svg>");

describe("vehicle art", () => {
  it("draws every catalogued body from every gallery view as a 4:3 studio picture", () => {
    const bad: string[] = [];
    for (const body of cataloguedBodies()) {
      for (const view of EXTERIOR_VIEWS) {
        const svg = vehicleSvg(body, SWATCHES.red, view);
        if (!isPicture(svg) || !svg.includes('id="shadow"') || (svg.match(/<path /g) ?? []).length < 12) bad.push(`${body} ${view}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it("gives each body its own silhouette and each colour its own paint", () => {
    const sides = cataloguedBodies().map((body) => vehicleSvg(body, SWATCHES.white, "side"));
    expect(new Set(sides).size).toBe(sides.length);
    expect(vehicleSvg("suv", SWATCHES.white, "front34")).not.toBe(vehicleSvg("suv", SWATCHES.black, "front34"));
    expect(vehicleSvg("suv", SWATCHES.blue, "front34")).toBe(vehicleSvg("suv", SWATCHES.blue, "front34"));
  });

  it("turns the vehicle through 24 distinct spin frames, frame 0 being the front three-quarter view", () => {
    const frames = Array.from({ length: SPIN_FRAMES }, (_, f) => spinFrameSvg("ute", SWATCHES.silver, f));
    expect(new Set(frames).size).toBe(SPIN_FRAMES);
    expect(frames[0]).toBe(vehicleSvg("ute", SWATCHES.silver, "front34"));
  });

  it("pins spin hotspots to real frames inside the picture, with a charge port on plug-in cars", () => {
    for (const body of ["sedan", "ute", "van", "caravan", "naked"] as Body[]) {
      const spots = spinHotspots(body, "petrol");
      expect(spots.length).toBeGreaterThanOrEqual(3);
      for (const spot of spots) {
        expect(spot.frame).toBeGreaterThanOrEqual(0);
        expect(spot.frame).toBeLessThan(SPIN_FRAMES);
        expect(spot.x).toBeGreaterThan(0);
        expect(spot.x).toBeLessThan(100);
        expect(spot.y).toBeGreaterThan(0);
        expect(spot.y).toBeLessThan(100);
      }
      expect(spots.some((s) => s.label === "Charge port")).toBe(false);
    }
    expect(spinHotspots("suv", "electric").some((s) => s.label === "Charge port")).toBe(true);
  });

  it("draws every interior view and a neutral not-found picture", () => {
    for (const layout of Object.keys(INTERIOR_VIEWS) as InteriorLayout[]) {
      for (const view of INTERIOR_VIEWS[layout]) expect(isPicture(interiorSvg(layout, "#a8764a", view))).toBe(true);
    }
    expect(() => interiorSvg("car", "#000000", "boot-lid")).toThrow();
    expect(isPicture(notFoundSvg())).toBe(true);
    expect(notFoundSvg()).toContain("Image not available");
  });

  it("refuses a body it has no drawing for", () => {
    expect(() => vehicleSvg("spaceship" as Body, "#ffffff", "side")).toThrow(/No vehicle art/);
  });

  it("keeps the media set to a few thousand uniquely named files", () => {
    const files = allMediaFiles();
    expect(new Set(files.map((f) => f.file)).size).toBe(files.length);
    expect(files.length).toBeGreaterThan(500);
    expect(files.length).toBeLessThan(5000);
    expect(files.every((f) => /^[a-z0-9-]+\.svg$/.test(f.file))).toBe(true);
  });
});
