/**
 * The offline map: the bundled coastline (au-coastline.ts) drawn as SVG for the view, clipped to it (only what is
 * in view is sent), the pins, a scale bar and a small Australia showing where the view is. No tiles, no key, no
 * network: a schematic map that places the locations honestly, not a street map.
 */
import { AU_COASTLINE } from "./au-coastline";
import { fitView, metresPerPixel, project, type Point } from "./projection";
import type { MapRenderer, MapRequest, MapView } from "./types";

const RINGS: ReadonlyArray<ReadonlyArray<readonly [number, number]>> = AU_COASTLINE.map((ring) =>
  ring.split(" ").map((pair) => {
    const [lng, lat] = pair.split(",").map(Number);
    return [lng, lat] as const;
  }),
);

/** Sutherland–Hodgman: a polygon clipped to the rectangle [x0,x1]×[y0,y1]. */
export function clipPolygon(points: readonly Point[], x0: number, y0: number, x1: number, y1: number): Point[] {
  const edges: Array<[(p: Point) => boolean, (a: Point, b: Point) => Point]> = [
    [(p) => p.x >= x0, (a, b) => ({ x: x0, y: a.y + ((b.y - a.y) * (x0 - a.x)) / (b.x - a.x) })],
    [(p) => p.x <= x1, (a, b) => ({ x: x1, y: a.y + ((b.y - a.y) * (x1 - a.x)) / (b.x - a.x) })],
    [(p) => p.y >= y0, (a, b) => ({ x: a.x + ((b.x - a.x) * (y0 - a.y)) / (b.y - a.y), y: y0 })],
    [(p) => p.y <= y1, (a, b) => ({ x: a.x + ((b.x - a.x) * (y1 - a.y)) / (b.y - a.y), y: y1 })],
  ];
  let out: Point[] = [...points];
  for (const [inside, cross] of edges) {
    if (out.length === 0) break;
    const input = out;
    out = [];
    for (let i = 0; i < input.length; i++) {
      const current = input[i];
      const previous = input[(i + input.length - 1) % input.length];
      if (inside(current)) {
        if (!inside(previous)) out.push(cross(previous, current));
        out.push(current);
      } else if (inside(previous)) {
        out.push(cross(previous, current));
      }
    }
  }
  return out;
}

function pathData(polygons: readonly Point[][]): string {
  return polygons
    .map((poly) => {
      const parts: string[] = [];
      let last = "";
      for (const p of poly) {
        const xy = `${Math.round(p.x)} ${Math.round(p.y)}`;
        if (xy !== last) parts.push(xy);
        last = xy;
      }
      return parts.length >= 3 ? `M${parts.join("L")}Z` : "";
    })
    .filter(Boolean)
    .join("");
}

const INSET = { width: 96, height: 84, zoom: 1.6 };

function landInView(origin: Point, zoom: number, width: number, height: number, margin: number): string {
  const polygons: Point[][] = [];
  for (const ring of RINGS) {
    const points = ring.map(([lng, lat]) => {
      const p = project(lng, lat, zoom);
      return { x: p.x - origin.x, y: p.y - origin.y };
    });
    const clipped = clipPolygon(points, -margin, -margin, width + margin, height + margin);
    if (clipped.length >= 3) polygons.push(clipped);
  }
  return pathData(polygons);
}

/** A round scale-bar length (1, 2, 5 × 10^n km) about a fifth of the view wide. */
function scaleBar(lat: number, zoom: number, width: number): { km: number; px: number } {
  const kmPerPx = metresPerPixel(lat, zoom) / 1000;
  const target = (width / 5) * kmPerPx;
  const base = 10 ** Math.floor(Math.log10(target));
  const km = [5, 2, 1].map((m) => m * base).find((v) => v <= target) ?? base;
  return { km, px: Math.round(km / kmPerPx) };
}

export function renderEmbeddedMap(request: MapRequest): MapView {
  const { width, height } = request;
  const { center, zoom } = fitView(request.pins, width, height, request.zoom);
  const c = project(center.lng, center.lat, zoom);
  const origin = { x: c.x - width / 2, y: c.y - height / 2 };
  const pins = request.pins.map((pin) => {
    const p = project(pin.lng, pin.lat, zoom);
    return { ...pin, x: Math.round(p.x - origin.x), y: Math.round(p.y - origin.y) };
  });
  // The inset: all of Australia at a fixed small scale, and the view's box on it.
  const insetCenter = project(134, -28, INSET.zoom);
  const insetOrigin = { x: insetCenter.x - INSET.width / 2, y: insetCenter.y - INSET.height / 2 };
  const k = 2 ** (INSET.zoom - zoom);
  const box = {
    x: Math.round((origin.x * k - insetOrigin.x) * 10) / 10,
    y: Math.round((origin.y * k - insetOrigin.y) * 10) / 10,
    width: Math.max(2, Math.round(width * k * 10) / 10),
    height: Math.max(2, Math.round(height * k * 10) / 10),
  };
  return {
    kind: "vector",
    width,
    height,
    zoom,
    land: landInView(origin, zoom, width, height, 8),
    pins,
    scale: scaleBar(center.lat, zoom, width),
    inset: { land: landInView(insetOrigin, INSET.zoom, INSET.width, INSET.height, 2), box, width: INSET.width, height: INSET.height },
    attribution: "Coastline: Natural Earth",
  };
}

export function createEmbeddedMaps(): MapRenderer {
  return { name: "embedded", render: renderEmbeddedMap };
}
