/**
 * Names of the generated demo pictures. The stock generator points cars at these names; exteriors and
 * spins are named per model family (modelArt), so an EV6 and a RAV4 differ. Seeding writes only the
 * shared pictures (seededMediaFiles); the image endpoint draws any other name of allMediaFiles on its
 * first request (drawDemoMedia) and keeps the file, so the two never disagree.
 */
import { slugify } from "~/domain/routing/slug";
import { modelArt } from "./art/model-art";
import { CATALOGUE, type Body, type InteriorSwatch, type Swatch, type VehicleKind } from "./catalogue";

/** Exterior views in gallery order: the hero shot first. */
export const EXTERIOR_VIEWS = ["front34", "side", "rear34", "front", "rear", "front34-left"] as const;
export type ExteriorView = (typeof EXTERIOR_VIEWS)[number];

export const SPIN_FRAMES = 24;

export type InteriorLayout = "car" | "caravan" | "motorcycle";
export const INTERIOR_VIEWS: Record<InteriorLayout, readonly string[]> = {
  car: ["dash", "seats", "rear-seats", "cargo"],
  caravan: ["lounge", "kitchen", "bed"],
  motorcycle: ["cockpit"],
};

/** Paints a 360° spin is drawn in; cars in other paints get the still gallery only. */
export const SPIN_SWATCHES: readonly Swatch[] = ["white", "silver", "black", "red"];

/**
 * The file name part for a body or a model art name (see modelArt): "cabChassis" → "cab-chassis",
 * "camper trailer" → "camper-trailer", "kia-low-crossover-ev" as it is.
 */
export function artName(body: Body | string): string {
  let name = artNames.get(body);
  if (name === undefined) {
    name = slugify(body, { splitCamelCase: true });
    artNames.set(body, name);
  }
  return name;
}
const artNames = new Map<string, string>();

export function exteriorFile(body: Body | string, swatch: Swatch, view: ExteriorView): string {
  return `${artName(body)}-${swatch}-${view}.svg`;
}

export function spinFile(body: Body | string, swatch: Swatch, frame: number): string {
  return `${artName(body)}-${swatch}-spin-${String(frame).padStart(2, "0")}.svg`;
}

export function interiorFile(layout: InteriorLayout, swatch: InteriorSwatch, view: string): string {
  return `interior-${layout}-${swatch}-${view}.svg`;
}

export const NOT_FOUND_FILE = "not-found.svg";

export function interiorLayout(kind: VehicleKind): InteriorLayout {
  return kind;
}

export function hasSpin(kind: VehicleKind, swatch: Swatch): boolean {
  return kind === "car" && SPIN_SWATCHES.includes(swatch);
}

export type MediaFile =
  | { file: string; type: "exterior"; body: Body | string; kind: VehicleKind; swatch: Swatch; view: ExteriorView }
  | { file: string; type: "spin"; body: Body | string; kind: VehicleKind; swatch: Swatch; frame: number }
  | { file: string; type: "interior"; layout: InteriorLayout; swatch: InteriorSwatch; view: string };

let everyFile: MediaFile[] | undefined;

/** Every picture a generated car can reference, deduplicated: per model family and paint (computed once). */
export function allMediaFiles(): MediaFile[] {
  everyFile ??= listMediaFiles();
  return everyFile;
}

/**
 * The pictures seeding writes: those shared by every model (interiors). The per-model exteriors and spins
 * (most of allMediaFiles, of which a demo shows a few hundred) are drawn on first request instead.
 */
export function seededMediaFiles(): MediaFile[] {
  return allMediaFiles().filter((file) => file.type === "interior");
}

function listMediaFiles(): MediaFile[] {
  const files = new Map<string, MediaFile>();
  for (const make of CATALOGUE) {
    for (const model of make.models) {
      for (const art of new Set(model.badges.map((b) => modelArt(model, b.body)))) {
        for (const paint of model.paints) {
          for (const view of EXTERIOR_VIEWS) {
            const file = exteriorFile(art, paint.swatch, view);
            files.set(file, { file, type: "exterior", body: art, kind: model.kind, swatch: paint.swatch, view });
          }
          if (hasSpin(model.kind, paint.swatch)) {
            for (let frame = 0; frame < SPIN_FRAMES; frame++) {
              const file = spinFile(art, paint.swatch, frame);
              files.set(file, { file, type: "spin", body: art, kind: model.kind, swatch: paint.swatch, frame });
            }
          }
        }
      }
      const layout = interiorLayout(model.kind);
      for (const trim of model.interiors) {
        for (const view of INTERIOR_VIEWS[layout]) {
          const file = interiorFile(layout, trim.swatch, view);
          files.set(file, { file, type: "interior", layout, swatch: trim.swatch, view });
        }
      }
    }
  }
  return [...files.values()];
}
