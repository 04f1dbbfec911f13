/** Web Mercator in pixels (256 px tiles), as map providers place a zoom level, and a fit of pins into a view. */
import type { MapPin } from "./types";

const TILE = 256;
const MAX_LAT = 85.05112878;

export type Point = { x: number; y: number };

/** World pixel coordinates of a point at `zoom`. */
export function project(lng: number, lat: number, zoom: number): Point {
  const size = TILE * 2 ** zoom;
  const clamped = Math.max(-MAX_LAT, Math.min(MAX_LAT, lat));
  const s = Math.sin((clamped * Math.PI) / 180);
  return { x: ((lng + 180) / 360) * size, y: (0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)) * size };
}

/**
 * The centre and zoom showing every pin: the dealer's default zoom when the pins fit in the view with a margin,
 * else the closest whole zoom level at which they do (never below 3).
 */
export function fitView(
  pins: readonly MapPin[],
  width: number,
  height: number,
  defaultZoom: number,
  margin = 48,
): { center: { lat: number; lng: number }; zoom: number } {
  if (pins.length === 0) return { center: { lat: -27, lng: 134 }, zoom: 3 };
  const lats = pins.map((p) => p.lat);
  const lngs = pins.map((p) => p.lng);
  const sw = { lat: Math.min(...lats), lng: Math.min(...lngs) };
  const ne = { lat: Math.max(...lats), lng: Math.max(...lngs) };
  let zoom = defaultZoom;
  for (; zoom > 3; zoom--) {
    const a = project(sw.lng, sw.lat, zoom);
    const b = project(ne.lng, ne.lat, zoom);
    if (Math.abs(b.x - a.x) <= width - 2 * margin && Math.abs(a.y - b.y) <= height - 2 * margin) break;
  }
  // The centre in projected space, so the pins sit evenly in the frame.
  const a = project(sw.lng, sw.lat, zoom);
  const b = project(ne.lng, ne.lat, zoom);
  const size = TILE * 2 ** zoom;
  const cx = (a.x + b.x) / 2;
  const cy = (a.y + b.y) / 2;
  const lng = (cx / size) * 360 - 180;
  const lat = (Math.atan(Math.sinh(Math.PI * (1 - (2 * cy) / size))) * 180) / Math.PI;
  return { center: { lat, lng }, zoom };
}

/** Metres one pixel spans at `lat` and `zoom`. */
export function metresPerPixel(lat: number, zoom: number): number {
  return (156543.03392 * Math.cos((lat * Math.PI) / 180)) / 2 ** zoom;
}
