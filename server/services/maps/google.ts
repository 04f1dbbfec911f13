/**
 * The real map: Google's Maps Static API (an image, no script), at the dealer's zoom and map type, with a numbered
 * marker per pin. The key is a browser key: restrict it to the dealer sites' referrers in Google's console.
 */
import { fitView } from "./projection";
import type { MapRenderer, MapRequest, MapView } from "./types";

export const GOOGLE_STATIC_MAPS_ORIGIN = "https://maps.googleapis.com";

export function createGoogleMaps(options: { apiKey: string }): MapRenderer {
  return {
    name: "google",
    render(request: MapRequest): MapView {
      const { center, zoom } = fitView(request.pins, request.width, request.height, request.zoom);
      const url = new URL("/maps/api/staticmap", GOOGLE_STATIC_MAPS_ORIGIN);
      url.searchParams.set("size", `${Math.min(640, request.width)}x${Math.min(640, request.height)}`);
      url.searchParams.set("scale", "2");
      url.searchParams.set("maptype", request.type);
      url.searchParams.set("zoom", String(zoom));
      url.searchParams.set("center", `${center.lat.toFixed(5)},${center.lng.toFixed(5)}`);
      request.pins.forEach((pin, i) => {
        const label = pin.kind === "you" ? "Y" : String((i % 9) + 1);
        url.searchParams.append("markers", `label:${label}|${pin.lat.toFixed(5)},${pin.lng.toFixed(5)}`);
      });
      url.searchParams.set("key", options.apiKey);
      return {
        kind: "image",
        width: request.width,
        height: request.height,
        zoom,
        src: url.toString(),
        pins: request.pins,
        attribution: "Map data © Google",
      };
    },
  };
}
