/** What the map module draws: a dealer's locations as pins at the dealer's default zoom and map type (001 §9). */
export type MapPin = { id: string; label: string; lat: number; lng: number; kind?: "location" | "you" };

export type MapRequest = {
  pins: MapPin[];
  /** The dealer's default zoom (10): the closest the map starts; it zooms out to fit every pin. */
  zoom: number;
  /** "roadmap" by default. */
  type: string;
  width: number;
  height: number;
};

export type PlacedPin = MapPin & { x: number; y: number };

export type MapView =
  | {
      kind: "vector";
      width: number;
      height: number;
      zoom: number;
      /** SVG path data of the land in view, in the view's pixels. */
      land: string;
      pins: PlacedPin[];
      scale: { km: number; px: number };
      /** A small Australia with the view's box, for context. */
      inset: { land: string; box: { x: number; y: number; width: number; height: number }; width: number; height: number };
      attribution: string;
    }
  | { kind: "image"; width: number; height: number; zoom: number; src: string; pins: MapPin[]; attribution: string };

export type MapRenderer = { readonly name: string; render(request: MapRequest): MapView };
