/**
 * Demo vehicle pictures as SVG strings: a flat-shaded drawing of each model family (in its make's
 * face) or body type in a paint colour, from the gallery views, as 24 spin frames, plus interiors and
 * a neutral "image not available".
 * Pure functions: no I/O. 800×600 (4:3), soft studio backdrop with a ground shadow.
 */
import type { SpinHotspot } from "~/domain/vehicle/car-fields";
import { CATALOGUE, type Body, type Fuel } from "./catalogue";
import { BODY_FAMILY, CAR_FAMILIES, DEFAULT_LOOK, MAKE_LOOKS, carModel, isCarFamily, type CarFamily, type CarLook } from "./art/car-models";
import { interiorArt } from "./art/interiors";
import { modelArt } from "./art/model-art";
import { motorcycleModel, isMotorcycleArt } from "./art/motorcycle-models";
import { facesCamera, projectAnchor, renderScene, type Model } from "./art/render3d";
import { isTrailerArt, trailerModel } from "./art/trailer-models";
import type { ExteriorView, InteriorLayout } from "./media-paths";
import { SPIN_FRAMES } from "./media-paths";

export { modelArt };

/** Camera angle per view: 0° faces the front, 90° the left side, 180° the rear. */
export const VIEW_YAW: Record<ExteriorView, number> = {
  front34: 38,
  side: 90,
  rear34: 142,
  front: 0,
  rear: 180,
  "front34-left": -38,
};

/** A motorcycle is mostly seen side-on: its three-quarter views turn further round than a car's. */
const MOTORCYCLE_YAW: Record<ExteriorView, number> = { ...VIEW_YAW, front34: 58, rear34: 128, "front34-left": -58 };

/** Spin frame 0 is the front three-quarter view; each frame turns the vehicle 15°. */
export function spinYaw(frame: number): number {
  return VIEW_YAW.front34 + (frame % SPIN_FRAMES) * (360 / SPIN_FRAMES);
}

/**
 * What a picture shows: a car family in a make's face (grille, lamps; electric cars have a closed
 * nose), or a motorcycle or caravan body.
 */
export type ArtSubject = { body: Body; family?: CarFamily; look?: CarLook };

let subjects: Map<string, ArtSubject> | undefined;

/** Every model art name of the catalogue and what it draws. */
export function artSubjects(): ReadonlyMap<string, ArtSubject> {
  if (!subjects) {
    subjects = new Map();
    for (const make of CATALOGUE) {
      for (const model of make.models) {
        for (const body of new Set(model.badges.map((b) => b.body))) {
          const name = modelArt(model, body);
          if (model.kind !== "car" || subjects.has(name)) continue;
          const look = MAKE_LOOKS[model.make] ?? DEFAULT_LOOK;
          subjects.set(name, {
            body,
            family: model.art[body] ?? BODY_FAMILY[body],
            look: name.endsWith("-ev") ? { ...look, grille: look.evGrille ?? "band" } : look,
          });
        }
      }
    }
  }
  return subjects;
}

function subjectOf(art: string): ArtSubject {
  const known = artSubjects().get(art);
  if (known) return known;
  if (isCarFamily(art)) return { body: "suv", family: art };
  const family = BODY_FAMILY[art];
  if (family) return { body: art as Body, family };
  return { body: art as Body };
}

const models = new Map<string, Model>();

/**
 * The 3D model of a body or a model art name (see modelArt) in a colour (cached: the same art and
 * colour always draw the same).
 */
export function vehicleModel(art: Body | string, colourHex: string): Model {
  const key = `${art}|${colourHex}`;
  let model = models.get(key);
  if (!model) {
    const subject = subjectOf(art);
    if (subject.family) model = carModel(CAR_FAMILIES[subject.family], colourHex, subject.look ?? DEFAULT_LOOK);
    else if (isTrailerArt(subject.body)) model = trailerModel(subject.body, colourHex);
    else if (isMotorcycleArt(subject.body)) model = motorcycleModel(subject.body, colourHex);
    else throw new Error(`No vehicle art for body "${art}"`);
    models.set(key, model);
  }
  return model;
}

function sceneFor(art: Body | string, yaw: number, zoom = 1) {
  return { yaw, zoom, wheelMode: isMotorcycleArt(art) ? ("sorted" as const) : ("car" as const) };
}

/** Head-on views of a car or caravan are closer, as a photographer would step in. */
const HEAD_ON_ZOOM = 1.32;

/** A gallery picture of a vehicle (a body or a model art name) in a colour from one of the exterior views. */
export function vehicleSvg(art: Body | string, colourHex: string, view: ExteriorView): string {
  const motorcycle = isMotorcycleArt(art);
  const yaw = motorcycle ? MOTORCYCLE_YAW[view] : VIEW_YAW[view];
  const zoom = !motorcycle && (view === "front" || view === "rear") ? HEAD_ON_ZOOM : 1;
  return renderScene(vehicleModel(art, colourHex), sceneFor(art, yaw, zoom));
}

/** One frame (0…23) of the 360° spin. */
export function spinFrameSvg(art: Body | string, colourHex: string, frame: number): string {
  return renderScene(vehicleModel(art, colourHex), sceneFor(art, spinYaw(frame)));
}

/** A cabin (car), living area (caravan) or cockpit (motorcycle) picture in a trim colour. */
export function interiorSvg(layout: InteriorLayout, trimHex: string, view: string): string {
  return interiorArt(layout, trimHex, view);
}

/** Hotspots for a spin: each pinned to a part of the vehicle on a frame where that part faces the camera. */
export function spinHotspots(art: Body | string, fuel: Fuel | ""): SpinHotspot[] {
  const model = vehicleModel(art, "#ffffff");
  const spots: Array<{ anchor: string; outward: [number, number, number]; label: string; description?: string }> = [
    {
      anchor: "headlight",
      outward: [1, 0.3, 0],
      label: "LED headlights",
      description: "Bright, efficient lighting with automatic high beam.",
    },
    { anchor: "frontWheel", outward: [0, 1, 0], label: "Alloy wheels", description: "Alloy wheels with plenty of tread left." },
    { anchor: "taillight", outward: [-1, 0.3, 0], label: "Tail lights" },
  ];
  if (fuel === "electric" || fuel === "phev")
    spots.push({ anchor: "chargePort", outward: [0, 1, 0], label: "Charge port", description: "AC and DC fast charging." });
  const out: SpinHotspot[] = [];
  for (const spot of spots) {
    const point = model.anchors[spot.anchor];
    if (!point) continue;
    // The frame where the part faces the camera most squarely.
    let best = -1;
    let bestScore = -Infinity;
    for (let frame = 0; frame < SPIN_FRAMES; frame++) {
      const yaw = (spinYaw(frame) * Math.PI) / 180;
      const score = Math.cos(yaw) * spot.outward[0] + Math.sin(yaw) * spot.outward[1];
      if (score > bestScore && facesCamera(model, { yaw: spinYaw(frame) }, point, spot.outward)) {
        best = frame;
        bestScore = score;
      }
    }
    if (best < 0) continue;
    const { x, y } = projectAnchor(model, { yaw: spinYaw(best) }, point);
    const hotspot: SpinHotspot = { frame: best, x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10, label: spot.label };
    if (spot.description) hotspot.description = spot.description;
    out.push(hotspot);
  }
  return out;
}

/** The neutral picture shown when a vehicle's image is missing. */
export function notFoundSvg(): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600">` +
    `<rect width="800" height="600" fill="#eef0f3"/>` +
    `<g fill="none" stroke="#aab0b9" stroke-width="10" stroke-linecap="round" stroke-linejoin="round">` +
    `<rect x="290" y="190" width="220" height="160" rx="18"/>` +
    `<circle cx="350" cy="245" r="20"/>` +
    `<path d="M300 335l70-62 45 40 35-28 55 50"/>` +
    `</g>` +
    `<text x="400" y="410" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="30" fill="#6b7280">Image not available</text>` +
    `</svg>`
  );
}
