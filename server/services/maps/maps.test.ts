import { describe, expect, it } from "vitest";
import { parseConfig } from "~/server/config";
import { createMaps, mapImageOrigins } from "./index";
import { clipPolygon, renderEmbeddedMap } from "./embedded";
import { fitView, project } from "./projection";

const coastal = [
  { id: "maroochydore", label: "Maroochydore", lat: -26.6598, lng: 153.0788 },
  { id: "noosaville", label: "Noosaville", lat: -26.4055, lng: 153.0476 },
  { id: "caloundra", label: "Caloundra", lat: -26.7865, lng: 153.1035 },
];
const request = { pins: coastal, zoom: 10, type: "roadmap", width: 640, height: 420 };

describe("map view", () => {
  it("starts at the dealer's default zoom 10 when the pins fit, and zooms out only as far as it must", () => {
    expect(fitView(coastal, 640, 420, 10).zoom).toBe(10);
    const farApart = [coastal[0], { id: "perth", label: "Perth", lat: -32.0163, lng: 115.9352 }];
    const fit = fitView(farApart, 640, 420, 10);
    expect(fit.zoom).toBeLessThan(10);
    for (const p of farApart) {
      const c = project(fit.center.lng, fit.center.lat, fit.zoom);
      const q = project(p.lng, p.lat, fit.zoom);
      expect(Math.abs(q.x - c.x)).toBeLessThanOrEqual(320);
      expect(Math.abs(q.y - c.y)).toBeLessThanOrEqual(210);
    }
  });
  it("draws the embedded map offline: every pin inside the view, the coast in view, a scale bar and an inset", () => {
    const view = renderEmbeddedMap(request);
    expect(view.kind).toBe("vector");
    if (view.kind !== "vector") return;
    for (const pin of view.pins) {
      expect(pin.x).toBeGreaterThan(0);
      expect(pin.x).toBeLessThan(640);
      expect(pin.y).toBeGreaterThan(0);
      expect(pin.y).toBeLessThan(420);
    }
    // Noosaville is north of Caloundra: higher on the map.
    expect(view.pins[1].y).toBeLessThan(view.pins[2].y);
    expect(view.land).toMatch(/^M-?\d/);
    // Only the part in view is sent, not the whole continent.
    expect(view.land.length).toBeLessThan(8000);
    expect(view.scale.km).toBeGreaterThan(0);
    expect(view.inset.land.length).toBeGreaterThan(100);
  });
  it("clips a polygon to a rectangle", () => {
    const square = [
      { x: -10, y: -10 },
      { x: 10, y: -10 },
      { x: 10, y: 10 },
      { x: -10, y: 10 },
    ];
    const clipped = clipPolygon(square, 0, 0, 5, 5);
    expect(clipped.every((p) => p.x >= 0 && p.x <= 5 && p.y >= 0 && p.y <= 5)).toBe(true);
    expect(clipped.length).toBeGreaterThanOrEqual(4);
  });
  it("asks Google's static map for the roadmap at the fitted zoom with a marker per pin when configured", () => {
    const maps = createMaps({ MAPS: "google", GOOGLE_MAPS_API_KEY: "test-key-123456" });
    const view = maps.render(request);
    expect(view.kind).toBe("image");
    if (view.kind !== "image") return;
    const url = new URL(view.src);
    expect(url.origin).toBe("https://maps.googleapis.com");
    expect(url.searchParams.get("maptype")).toBe("roadmap");
    expect(url.searchParams.get("zoom")).toBe("10");
    expect(url.searchParams.getAll("markers")).toHaveLength(3);
    expect(mapImageOrigins({ MAPS: "google", GOOGLE_MAPS_API_KEY: "x" })).toEqual(["https://maps.googleapis.com"]);
    expect(mapImageOrigins({ MAPS: "embedded" })).toEqual([]);
  });
  it("is the embedded map by default, and MAPS=google without a key stops the boot", () => {
    expect(parseConfig({}).MAPS).toBe("embedded");
    expect(() => parseConfig({ MAPS: "google" })).toThrow(/GOOGLE_MAPS_API_KEY: is required when MAPS=google/);
    expect(() => parseConfig({ MAPS: "tiles" })).toThrow(/MAPS/);
  });
});
