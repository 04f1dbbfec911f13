/**
 * Low-poly car models: one set of proportions per model family (a low crossover, a fastback SUV, a
 * people mover, a dual-cab ute with a tub, a hatch, a sedan, a large 4WD wagon, a van …) and one
 * face per make (grille shape, headlights, tail lights), built in one paint colour.
 */
import {
  MATERIALS,
  arc as arcPoints,
  beam,
  box,
  clipX,
  clipZ,
  insetConvex,
  lerp,
  mat,
  mix,
  prism,
  rect,
  roundedRect,
  widthStops,
  type EdgeDecal,
  type Face,
  type Material,
  type Model,
  type Pt,
  type SideDecal,
  type Vec3,
  type Wheel,
} from "./render3d";

type Tail = "notch" | "hatch" | "box" | "tub" | "tray" | "open";

export type CarProportions = {
  length: number;
  width: number;
  wheelbase: number;
  /** Wheel centre shifted forward (+) or back (-) from the middle of the body. */
  wheelShift?: number;
  wheelRadius: number;
  /** Rim radius over tyre radius: low-profile tyres on big rims near 0.72, off-road tyres near 0.6. */
  rimRatio?: number;
  tyreWidth?: number;
  sill: number;
  /** Top of the front bumper face, leading edge of the bonnet, and the bonnet at the windscreen. */
  nose: number;
  bonnetFront: number;
  /** How far back the bonnet's leading edge sits from the nose (a rounded nose: more). */
  bonnetLead?: number;
  belt: number;
  /** Belt line at the rear (a rising waist); the same as belt when absent. */
  beltRear?: number;
  roof: number;
  /** Height of the roof where it meets the rear glass (a fastback drops it well below the roof). */
  roofRearZ?: number;
  /** x of the windscreen base, roof front and rear, and the base of the rear window (from the centre, + forward). */
  screenBase: number;
  roofFront: number;
  roofRear: number;
  rearBase: number;
  tail: Tail;
  /** Boot deck height (notch) or height where the rear face starts. */
  deck?: number;
  /** x where the cab ends (ute, cab chassis). */
  cabRear?: number;
  /** Window pillars (x) that split the side glass. */
  pillars: number[];
  /** Width of the roof relative to the body (tumblehome). */
  roofInset?: number;
  cladding?: boolean;
  roofRails?: boolean;
  spareWheel?: boolean;
  flatFront?: boolean;
  roundLights?: boolean;
  softRoof?: boolean;
  slidingDoor?: boolean;
  /** Side glass only ahead of this x (vans: the cargo area is panel). */
  glassFrom?: number;
  /** Two rows of glass for buses and coaches. */
  busWindows?: boolean;
  blackWheels?: boolean;
  flares?: boolean;
  sportsBar?: boolean;
  bullBar?: boolean;
  /** Pillars blacked out, so the side glass reads as one band (a "floating" roof). */
  blackPillars?: boolean;
  /** A roof spoiler over the rear glass. */
  spoiler?: boolean;
  /** A contrasting black roof. */
  blackRoof?: boolean;
};

/** How a make's cars look from the front and rear. */
export type GrilleStyle =
  "trapezoid" | "tiger" | "cascade" | "band" | "shield" | "hex" | "closed" | "bar" | "vmotion" | "dynamic" | "slots" | "truck" | "kidney";
export type HeadlightStyle = "slim" | "tall" | "round" | "split" | "bar";
export type TailStyle = "corner" | "bar" | "vertical" | "round";
export type CarLook = {
  grille: GrilleStyle;
  headlights: HeadlightStyle;
  taillights: TailStyle;
  chrome?: boolean;
  /** The nose of the make's electric models (default: a black band joining the lamps over a closed nose). */
  evGrille?: GrilleStyle;
};

export const DEFAULT_LOOK: CarLook = { grille: "trapezoid", headlights: "slim", taillights: "corner" };

/** Proportions per model family; the names are also the families a catalogue model may name. */
// prettier-ignore
export const CAR_FAMILIES = {
  "city-hatch": {
    length: 3.9, width: 1.72, wheelbase: 2.47, wheelShift: 0.04, wheelRadius: 0.305, rimRatio: 0.64,
    sill: 0.3, nose: 0.5, bonnetFront: 0.76, bonnetLead: 0.2, belt: 0.94, beltRear: 1.0, roof: 1.5, roofRearZ: 1.46,
    screenBase: 0.86, roofFront: 0.12, roofRear: -1.5, rearBase: -1.86, tail: "hatch", pillars: [-0.36], roofInset: 0.18, spoiler: true,
  },
  hatch: {
    length: 4.37, width: 1.79, wheelbase: 2.64, wheelShift: 0.04, wheelRadius: 0.325, rimRatio: 0.7,
    sill: 0.28, nose: 0.46, bonnetFront: 0.72, bonnetLead: 0.22, belt: 0.9, beltRear: 1.0, roof: 1.44, roofRearZ: 1.37,
    screenBase: 0.8, roofFront: -0.04, roofRear: -1.42, rearBase: -2.06, tail: "hatch", pillars: [-0.45], roofInset: 0.22, spoiler: true,
  },
  estate: {
    length: 4.87, width: 1.87, wheelbase: 2.75, wheelShift: 0.08, wheelRadius: 0.36, rimRatio: 0.66,
    sill: 0.4, nose: 0.6, bonnetFront: 0.86, bonnetLead: 0.2, belt: 1.0, beltRear: 1.05, roof: 1.6, roofRearZ: 1.56,
    screenBase: 0.92, roofFront: 0.12, roofRear: -2.1, rearBase: -2.36, tail: "hatch", pillars: [-0.4, -1.45], roofInset: 0.2,
    cladding: true, roofRails: true, spoiler: true,
  },
  sedan: {
    length: 4.88, width: 1.84, wheelbase: 2.83, wheelShift: 0.08, wheelRadius: 0.335, rimRatio: 0.7,
    sill: 0.28, nose: 0.46, bonnetFront: 0.72, bonnetLead: 0.2, belt: 0.92, beltRear: 1.0, roof: 1.44, roofRearZ: 1.4,
    screenBase: 0.78, roofFront: -0.05, roofRear: -1.0, rearBase: -1.7, tail: "notch", deck: 1.0, pillars: [-0.45], roofInset: 0.22,
  },
  "fastback-sedan": {
    length: 4.75, width: 1.88, wheelbase: 2.88, wheelShift: 0.06, wheelRadius: 0.335, rimRatio: 0.72,
    sill: 0.27, nose: 0.42, bonnetFront: 0.66, bonnetLead: 0.26, belt: 0.88, beltRear: 0.98, roof: 1.44, roofRearZ: 1.34,
    screenBase: 1.0, roofFront: 0.1, roofRear: -0.75, rearBase: -1.95, tail: "notch", deck: 0.98, pillars: [-0.4], roofInset: 0.24,
    blackPillars: true,
  },
  "compact-suv": {
    length: 4.32, width: 1.8, wheelbase: 2.64, wheelShift: 0.04, wheelRadius: 0.35, rimRatio: 0.66,
    sill: 0.42, nose: 0.64, bonnetFront: 0.92, bonnetLead: 0.18, belt: 1.04, beltRear: 1.12, roof: 1.6, roofRearZ: 1.54,
    screenBase: 0.86, roofFront: 0.08, roofRear: -1.6, rearBase: -2.06, tail: "hatch", pillars: [-0.38, -1.3], roofInset: 0.2,
    cladding: true, roofRails: true, spoiler: true, blackPillars: true,
  },
  "mid-suv": {
    length: 4.62, width: 1.86, wheelbase: 2.69, wheelShift: 0.06, wheelRadius: 0.365, rimRatio: 0.64,
    sill: 0.44, nose: 0.68, bonnetFront: 0.98, bonnetLead: 0.18, belt: 1.1, beltRear: 1.15, roof: 1.7, roofRearZ: 1.64,
    screenBase: 0.9, roofFront: 0.14, roofRear: -1.92, rearBase: -2.22, tail: "hatch", pillars: [-0.4, -1.45], roofInset: 0.2,
    cladding: true, roofRails: true, spoiler: true,
  },
  "large-suv": {
    length: 4.96, width: 1.93, wheelbase: 2.85, wheelShift: 0.08, wheelRadius: 0.375, rimRatio: 0.66,
    sill: 0.46, nose: 0.74, bonnetFront: 1.04, bonnetLead: 0.16, belt: 1.16, beltRear: 1.2, roof: 1.78, roofRearZ: 1.74,
    screenBase: 1.04, roofFront: 0.26, roofRear: -2.16, rearBase: -2.4, tail: "hatch", pillars: [-0.36, -1.4], roofInset: 0.18,
    roofRails: true, spoiler: true,
  },
  "4wd-wagon": {
    length: 4.98, width: 1.98, wheelbase: 2.85, wheelShift: 0.12, wheelRadius: 0.41, rimRatio: 0.6,
    sill: 0.54, nose: 0.84, bonnetFront: 1.18, bonnetLead: 0.08, belt: 1.3, beltRear: 1.3, roof: 1.95, roofRearZ: 1.93,
    screenBase: 1.0, roofFront: 0.46, roofRear: -2.34, rearBase: -2.44, tail: "box", pillars: [-0.3, -1.42], roofInset: 0.12,
    flatFront: true, roofRails: true, flares: true,
  },
  "low-crossover": {
    length: 4.68, width: 1.88, wheelbase: 2.9, wheelShift: 0.0, wheelRadius: 0.365, rimRatio: 0.72,
    sill: 0.36, nose: 0.52, bonnetFront: 0.78, bonnetLead: 0.28, belt: 0.98, beltRear: 1.14, roof: 1.55, roofRearZ: 1.47,
    screenBase: 1.02, roofFront: 0.1, roofRear: -1.5, rearBase: -2.24, tail: "hatch", pillars: [-0.5], roofInset: 0.26,
    cladding: true, blackPillars: true, spoiler: true,
  },
  "fastback-suv": {
    length: 4.75, width: 1.92, wheelbase: 2.89, wheelShift: 0.04, wheelRadius: 0.36, rimRatio: 0.72,
    sill: 0.42, nose: 0.6, bonnetFront: 0.86, bonnetLead: 0.32, belt: 1.06, beltRear: 1.12, roof: 1.64, roofRearZ: 1.4,
    screenBase: 1.1, roofFront: 0.24, roofRear: -0.85, rearBase: -2.22, tail: "hatch", pillars: [-0.42], roofInset: 0.28,
  },
  "people-mover": {
    length: 5.16, width: 1.99, wheelbase: 3.09, wheelShift: 0.1, wheelRadius: 0.36, rimRatio: 0.66,
    sill: 0.38, nose: 0.62, bonnetFront: 0.96, bonnetLead: 0.18, belt: 1.08, beltRear: 1.12, roof: 1.78, roofRearZ: 1.74,
    screenBase: 1.5, roofFront: 0.62, roofRear: -2.38, rearBase: -2.5, tail: "hatch", pillars: [0.02, -1.5], roofInset: 0.14,
    slidingDoor: true, roofRails: true, spoiler: true, blackPillars: true,
  },
  ute: {
    length: 5.33, width: 1.9, wheelbase: 3.09, wheelShift: 0.12, wheelRadius: 0.39, rimRatio: 0.62,
    sill: 0.5, nose: 0.84, bonnetFront: 1.14, bonnetLead: 0.08, belt: 1.22, roof: 1.84, roofRearZ: 1.82,
    screenBase: 1.0, roofFront: 0.36, roofRear: -0.74, rearBase: -0.84, tail: "tub", cabRear: -0.9, pillars: [-0.16], roofInset: 0.14,
    flatFront: true, sportsBar: true, flares: true,
  },
  "big-ute": {
    length: 5.9, width: 2.08, wheelbase: 3.67, wheelShift: 0.18, wheelRadius: 0.42, rimRatio: 0.62,
    sill: 0.58, nose: 0.96, bonnetFront: 1.34, bonnetLead: 0.06, belt: 1.42, roof: 1.99, roofRearZ: 1.97,
    screenBase: 1.24, roofFront: 0.6, roofRear: -0.7, rearBase: -0.8, tail: "tub", cabRear: -0.86, pillars: [-0.1], roofInset: 0.12,
    flatFront: true, flares: true,
  },
  "cab-chassis": {
    length: 5.3, width: 1.88, wheelbase: 3.1, wheelShift: 0.12, wheelRadius: 0.39, rimRatio: 0.6,
    sill: 0.48, nose: 0.84, bonnetFront: 1.12, bonnetLead: 0.08, belt: 1.2, roof: 1.82,
    screenBase: 1.2, roofFront: 0.56, roofRear: 0.24, rearBase: 0.12, tail: "tray", cabRear: 0.06, pillars: [], roofInset: 0.14,
    flatFront: true,
  },
  van: {
    length: 5.27, width: 1.95, wheelbase: 3.21, wheelShift: 0.12, wheelRadius: 0.36, rimRatio: 0.58,
    sill: 0.38, nose: 0.7, bonnetFront: 1.02, bonnetLead: 0.12, belt: 1.14, roof: 2.0, roofRearZ: 1.98,
    screenBase: 1.8, roofFront: 1.2, roofRear: -2.6, rearBase: -2.62, tail: "box", pillars: [0.7], roofInset: 0.08,
    slidingDoor: true, glassFrom: 0.74, flatFront: true,
  },
  bus: {
    length: 6.99, width: 2.08, wheelbase: 4.0, wheelShift: 0.35, wheelRadius: 0.4, rimRatio: 0.58,
    sill: 0.42, nose: 0.9, bonnetFront: 1.0, bonnetLead: 0.02, belt: 1.3, roof: 2.62,
    screenBase: 3.4, roofFront: 3.14, roofRear: -3.46, rearBase: -3.48, tail: "box",
    pillars: [2.55, 1.7, 0.85, 0, -0.85, -1.7, -2.55], roofInset: 0.08, flatFront: true, busWindows: true,
  },
  "light-truck": {
    length: 6.1, width: 1.95, wheelbase: 3.4, wheelShift: 0.35, wheelRadius: 0.4, rimRatio: 0.58,
    sill: 0.58, nose: 1.0, bonnetFront: 1.2, bonnetLead: 0.02, belt: 1.4, roof: 2.3,
    screenBase: 3.0, roofFront: 2.9, roofRear: 1.3, rearBase: 1.28, tail: "tray", cabRear: 1.26, pillars: [], roofInset: 0.06, flatFront: true,
  },
  "off-roader": {
    length: 3.7, width: 1.65, wheelbase: 2.25, wheelShift: 0.02, wheelRadius: 0.37, rimRatio: 0.6,
    sill: 0.5, nose: 0.84, bonnetFront: 1.08, bonnetLead: 0.04, belt: 1.16, roof: 1.72, roofRearZ: 1.71,
    screenBase: 0.72, roofFront: 0.46, roofRear: -1.74, rearBase: -1.76, tail: "box", pillars: [-0.3], roofInset: 0.08,
    spareWheel: true, flatFront: true, roundLights: true, flares: true, blackWheels: true,
  },
  "hardtop-4x4": {
    length: 4.82, width: 1.9, wheelbase: 3.0, wheelShift: 0.05, wheelRadius: 0.41, rimRatio: 0.6,
    sill: 0.5, nose: 0.88, bonnetFront: 1.08, bonnetLead: 0.03, belt: 1.16, roof: 1.86, roofRearZ: 1.85,
    screenBase: 0.74, roofFront: 0.56, roofRear: -2.37, rearBase: -2.39, tail: "box", pillars: [-0.35, -1.45], roofInset: 0.08,
    spareWheel: true, flatFront: true, roundLights: true, flares: true, blackWheels: true, blackRoof: true,
  },
  "softtop-4x4": {
    length: 4.82, width: 1.9, wheelbase: 3.0, wheelShift: 0.05, wheelRadius: 0.41, rimRatio: 0.6,
    sill: 0.5, nose: 0.88, bonnetFront: 1.08, bonnetLead: 0.03, belt: 1.16, roof: 1.88, roofRearZ: 1.74,
    screenBase: 0.74, roofFront: 0.56, roofRear: -2.37, rearBase: -2.39, tail: "box", pillars: [-0.35, -1.45], roofInset: 0.08,
    spareWheel: true, flatFront: true, roundLights: true, flares: true, blackWheels: true, softRoof: true,
  },
  "classic-wagon": {
    length: 4.9, width: 1.87, wheelbase: 2.73, wheelShift: 0.22, wheelRadius: 0.4, rimRatio: 0.56,
    sill: 0.54, nose: 0.9, bonnetFront: 1.14, bonnetLead: 0.04, belt: 1.24, roof: 1.96, roofRearZ: 1.95,
    screenBase: 0.86, roofFront: 0.62, roofRear: -2.43, rearBase: -2.45, tail: "box", pillars: [-0.3, -1.4], roofInset: 0.1,
    flatFront: true, roofRails: true, bullBar: true, blackWheels: true,
  },
  "sports-coupe": {
    length: 4.3, width: 1.78, wheelbase: 2.58, wheelShift: -0.02, wheelRadius: 0.325, rimRatio: 0.72,
    sill: 0.24, nose: 0.4, bonnetFront: 0.6, bonnetLead: 0.24, belt: 0.8, beltRear: 0.88, roof: 1.3, roofRearZ: 1.24,
    screenBase: 0.52, roofFront: -0.3, roofRear: -0.95, rearBase: -1.78, tail: "notch", deck: 0.9, pillars: [], roofInset: 0.24,
  },
  roadster: {
    length: 4.0, width: 1.74, wheelbase: 2.31, wheelShift: 0.0, wheelRadius: 0.32, rimRatio: 0.68,
    sill: 0.24, nose: 0.42, bonnetFront: 0.62, bonnetLead: 0.22, belt: 0.84, roof: 1.2,
    screenBase: 0.4, roofFront: 0.02, roofRear: -0.02, rearBase: -1.1, tail: "open", deck: 0.86, pillars: [], roofInset: 0.12,
  },
} satisfies Record<string, CarProportions>;

export type CarFamily = keyof typeof CAR_FAMILIES;
export const CAR_FAMILY_NAMES = Object.keys(CAR_FAMILIES) as CarFamily[];

export function isCarFamily(name: string): name is CarFamily {
  return name in CAR_FAMILIES;
}

/** The family drawn for a car body when the model names none. */
export const BODY_FAMILY: Record<string, CarFamily> = {
  "4x4": "off-roader",
  bus: "bus",
  cabChassis: "cab-chassis",
  convertible: "roadster",
  coupe: "sports-coupe",
  ev: "low-crossover",
  hardtop: "hardtop-4x4",
  hatch: "hatch",
  hatchback: "hatch",
  lightTruck: "light-truck",
  peopleMover: "people-mover",
  prestige: "sedan",
  sedan: "sedan",
  softtop: "softtop-4x4",
  suv: "mid-suv",
  ute: "ute",
  van: "van",
  wagon: "estate",
  stationWagon: "classic-wagon",
};

/** Each make's face: grille shape, headlights and tail lights. */
export const MAKE_LOOKS: Record<string, CarLook> = {
  Toyota: { grille: "trapezoid", headlights: "slim", taillights: "corner" },
  Kia: { grille: "tiger", headlights: "tall", taillights: "bar" },
  MG: { grille: "cascade", headlights: "slim", taillights: "corner", chrome: true },
  Mazda: { grille: "shield", headlights: "slim", taillights: "round" },
  Nissan: { grille: "vmotion", headlights: "slim", taillights: "corner", chrome: true },
  Ford: { grille: "truck", headlights: "tall", taillights: "vertical" },
  GWM: { grille: "truck", headlights: "slim", taillights: "corner", chrome: true },
  Chery: { grille: "cascade", headlights: "split", taillights: "bar" },
  Hyundai: { grille: "cascade", headlights: "bar", taillights: "bar" },
  Mitsubishi: { grille: "dynamic", headlights: "split", taillights: "corner", chrome: true },
  Subaru: { grille: "hex", headlights: "slim", taillights: "corner", chrome: true },
  Volkswagen: { grille: "bar", headlights: "slim", taillights: "corner", chrome: true },
  Isuzu: { grille: "truck", headlights: "slim", taillights: "vertical", chrome: true },
  Suzuki: { grille: "bar", headlights: "tall", taillights: "corner" },
  BYD: { grille: "closed", headlights: "slim", taillights: "bar", evGrille: "closed" },
  Tesla: { grille: "closed", headlights: "slim", taillights: "corner", evGrille: "closed" },
  Jeep: { grille: "slots", headlights: "round", taillights: "vertical" },
  RAM: { grille: "truck", headlights: "tall", taillights: "vertical", chrome: true },
};

const GLASS = MATERIALS.glass;
const CHROME = MATERIALS.chrome;
const GRILLE = MATERIALS.grille;

/** The lower body's side outline, counter-clockwise, and the indices of its notable edges. */
function lowerProfile(p: CarProportions): { profile: Pt[]; edges: Record<string, number> } {
  const xf = p.length / 2;
  const xr = -p.length / 2;
  const beltRear = p.beltRear ?? p.belt;
  const pts: Pt[] = [];
  const edges: Record<string, number> = {};
  const mark = (name: string) => (edges[name] = pts.length - 1);
  const rearEnd = p.tail === "tray" ? p.cabRear! : xr;

  pts.push([rearEnd + (p.tail === "tray" ? 0 : 0.1), p.sill]);
  pts.push([xf - (p.flatFront ? 0.06 : 0.2), p.sill]);
  pts.push([xf - (p.flatFront ? 0.0 : 0.03), p.sill + 0.14]);
  mark("bumper");
  pts.push([xf, p.nose]);
  mark("grille");
  pts.push([xf - (p.bonnetLead ?? (p.flatFront ? 0.03 : 0.13)), p.bonnetFront]);
  mark("bonnet");
  pts.push([p.screenBase, p.belt]);
  mark("cabin");
  const beltAt = (x: number) => lerp(p.belt, beltRear, (p.screenBase - x) / (p.screenBase - xr));
  switch (p.tail) {
    case "notch": {
      pts.push([p.rearBase, beltAt(p.rearBase)]);
      mark("deckFront");
      pts.push([p.rearBase - 0.14, p.deck!]);
      mark("deck");
      pts.push([xr + 0.1, p.deck! + 0.01]);
      mark("rear");
      pts.push([xr, p.deck! - 0.2]);
      mark("rearLow");
      pts.push([xr + 0.02, p.sill + 0.14]);
      break;
    }
    case "open": {
      // Cockpit: the top between the windscreen and the rear deck is the cabin floor.
      pts.push([p.screenBase - 0.02, p.belt - 0.22]);
      mark("cockpit");
      pts.push([p.rearBase, p.belt - 0.22]);
      pts.push([p.rearBase - 0.05, p.deck!]);
      mark("deck");
      pts.push([xr + 0.12, p.deck! + 0.01]);
      mark("rear");
      pts.push([xr, p.deck! - 0.18]);
      mark("rearLow");
      pts.push([xr + 0.02, p.sill + 0.14]);
      break;
    }
    case "tub": {
      pts.push([p.cabRear!, p.belt]);
      mark("tub");
      pts.push([xr + 0.03, p.belt]);
      mark("rear");
      pts.push([xr, p.sill + 0.12]);
      break;
    }
    case "tray": {
      pts.push([p.cabRear!, p.belt]);
      mark("cabBack");
      pts.push([p.cabRear!, p.sill + 0.05]);
      break;
    }
    default: {
      pts.push([xr + (p.tail === "box" ? 0.02 : 0.1), beltRear]);
      mark("rear");
      pts.push([xr, p.sill + 0.14]);
    }
  }
  return { profile: pts, edges };
}

/** Windscreen, a curved roof and the rear glass, counter-clockwise from the rear of the belt. */
function greenhouseProfile(p: CarProportions): Pt[] {
  const beltRear = p.beltRear ?? p.belt;
  const xr = -p.length / 2;
  const backBelt = lerp(p.belt, beltRear, (p.screenBase - p.rearBase) / (p.screenBase - xr));
  const frontZ = p.roof - 0.03;
  const rearZ = p.roofRearZ ?? p.roof - 0.035;
  const pts: Pt[] = [
    [p.rearBase, backBelt],
    [p.screenBase - 0.02, p.belt],
  ];
  const span = p.roofFront - p.roofRear;
  if (span < 0.5) {
    pts.push([p.roofFront, frontZ], [p.roofRear, rearZ]);
    return pts;
  }
  // A quadratic curve from the windscreen header to the top of the rear glass, peaking near the front.
  const c: Pt = [p.roofFront - span * 0.3, p.roof + (p.roof - Math.min(frontZ, rearZ)) * 0.9];
  const raw: Pt[] = [];
  const steps = 6;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const u = 1 - t;
    raw.push([u * u * p.roofFront + 2 * u * t * c[0] + t * t * p.roofRear, u * u * frontZ + 2 * u * t * c[1] + t * t * rearZ]);
  }
  const top = Math.max(...raw.map((q) => q[1]));
  const lift = p.roof - top;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const w = Math.sin(Math.PI * t); // the ends stay where they are; the middle reaches the roof height
    pts.push([raw[i][0], raw[i][1] + lift * w]);
  }
  return pts;
}

function windowDecals(p: CarProportions, profile: Pt[]): SideDecal[] {
  const pillar = p.busWindows ? 0.1 : p.blackPillars ? 0.035 : 0.07;
  const glass = insetConvex(profile, p.blackPillars ? 0.05 : pillar);
  const decals: SideDecal[] = [];
  if (p.blackPillars) {
    let band = glass;
    if (p.glassFrom !== undefined) band = clipX(band, p.glassFrom, 99);
    decals.push({ points: band, material: MATERIALS.darkTrim });
  }
  const xs = [
    Math.min(...glass.map((g) => g[0])),
    ...p.pillars
      .slice()
      .sort((a, b) => a - b)
      .flatMap((x) => [x - pillar / 2, x + pillar / 2]),
    Math.max(...glass.map((g) => g[0])),
  ];
  for (let i = 0; i < xs.length; i += 2) {
    let piece = clipX(glass, xs[i], xs[i + 1]);
    if (p.blackPillars) piece = insetConvex(piece, 0.012);
    if (p.busWindows) piece = clipZ(piece, p.belt + 0.12, p.roof - 0.12);
    if (p.glassFrom !== undefined) piece = clipX(piece, p.glassFrom, 99);
    if (piece.length >= 3) decals.push({ points: piece, material: GLASS, lift: 0.005 });
  }
  return decals;
}

function archDecals(p: CarProportions, wheels: Array<[number, number]>): SideDecal[] {
  const decals: SideDecal[] = [];
  const arc = (cx: number, cz: number, r: number, from: number, to: number, steps: number) =>
    arcPoints(cx, cz, r, from, to, steps).map(([x, z]) => [x, Math.max(z, p.sill)] as Pt);
  for (const [x, r] of wheels) {
    const gap = r * (p.flares ? 1.2 : 1.1);
    if (p.cladding || p.flares) {
      const outer = arc(x, r, gap + (p.flares ? 0.09 : 0.06), 0, Math.PI, 10);
      decals.push({ points: [[x + gap + 0.12, p.sill], ...outer, [x - gap - 0.12, p.sill]], material: MATERIALS.trim, lift: 0.006 });
    }
    const well = arc(x, r, gap, 0, Math.PI, 12);
    decals.push({ points: [[x + gap, p.sill], ...well, [x - gap, p.sill]], material: MATERIALS.well, lift: 0.008 });
  }
  return decals;
}

function doorLines(p: CarProportions, upTo: number): SideDecal[] {
  const lines: SideDecal[] = [];
  const t = 0.012;
  const line = (x: number, z0: number, z1: number) => ({
    points: rect(x - t / 2, z0, x + t / 2, z1),
    material: MATERIALS.darkTrim,
    lift: 0.006,
  });
  const bottom = p.sill + 0.1;
  const doorFront = p.screenBase - 0.1;
  if (p.tail === "tray" || p.tail === "tub") {
    lines.push(line(doorFront, bottom, upTo));
    for (const x of p.pillars) lines.push(line(x, bottom, upTo));
    if (p.tail === "tub") lines.push(line(p.cabRear! + 0.03, bottom, upTo));
  } else if (p.busWindows) {
    lines.push(line(p.length / 2 - 0.95, bottom, p.roof - 0.1));
    lines.push(line(p.length / 2 - 0.12, bottom, p.roof - 0.1));
  } else {
    lines.push(line(doorFront, bottom, upTo));
    const doors = p.pillars.length > 1 ? p.pillars.slice(0, p.pillars.length - 1) : p.pillars.slice(0, 1);
    for (const x of doors) lines.push(line(x, bottom, upTo));
    if (p.pillars.length > 0 && (p.slidingDoor || p.tail !== "notch")) {
      const back = p.slidingDoor ? p.pillars[0] - 1.0 : p.pillars[0] - 0.95;
      if (back > -p.length / 2 + 0.5) lines.push(line(back, bottom, upTo));
    }
  }
  // Door handles.
  const handleZ = p.belt - 0.1;
  const handles = [doorFront - 0.28, ...p.pillars.slice(0, 1).map((x) => x - 0.3)];
  for (const x of handles)
    lines.push({
      points: roundedRect(x - 0.07, handleZ - 0.015, x + 0.07, handleZ + 0.015, 0.008),
      material: p.blackPillars ? MATERIALS.darkTrim : MATERIALS.trim,
      lift: 0.008,
    });
  return lines;
}

// ---------------------------------------------------------------------------------------------
// Faces: grille and lamps as decals on the fascia (edge "grille", t from its foot up), the bumper
// (edge "bumper", t from its foot up) and the tail (edge "rear", t from its top down); s runs across
// the width from -1 (right) to 1 (left).

type Quad = Array<[number, number]>;
const both = (edge: number, points: Quad, material: Material): EdgeDecal[] => [
  { edge, points, material },
  { edge, points: points.map(([t, s]) => [t, -s] as Pt).reverse(), material },
];
const across = (edge: number, t0: number, t1: number, s0: number, s1: number, material: Material): EdgeDecal => ({
  edge,
  points: [
    [t0, -s0],
    [t0, s0],
    [t1, s1],
    [t1, -s1],
  ],
  material,
});
const disc = (t: number, s: number, rt: number, rs: number, steps = 10): Quad => {
  const out: Quad = [];
  for (let i = 0; i < steps; i++) {
    const a = (i / steps) * Math.PI * 2;
    out.push([t + Math.sin(a) * rt, s + Math.cos(a) * rs]);
  }
  return out;
};

function grilleDecals(look: CarLook, g: number, b: number): EdgeDecal[] {
  const trimBar = look.chrome ? CHROME : MATERIALS.trim;
  switch (look.grille) {
    case "trapezoid": // Toyota: a slim upper slot and a big trapezoid mouth below
      return [
        across(g, 0.42, 0.7, 0.34, 0.42, GRILLE),
        across(b, 0.2, 0.92, 0.62, 0.5, GRILLE),
        across(b, 0.5, 0.56, 0.56, 0.53, MATERIALS.trim),
      ];
    case "tiger": // Kia: a pinched band joining the lamps, a wide intake below
      return [
        {
          edge: g,
          points: [
            [0.5, -0.6],
            [0.58, 0],
            [0.5, 0.6],
            [0.84, 0.6],
            [0.76, 0],
            [0.84, -0.6],
          ],
          material: GRILLE,
        },
        across(b, 0.22, 0.8, 0.7, 0.62, GRILLE),
      ];
    case "cascade": // Hyundai, MG, Chery: one big grille from the bonnet into the bumper
      return [
        across(g, 0.0, 0.9, 0.6, 0.52, GRILLE),
        across(b, 0.3, 1.0, 0.5, 0.6, GRILLE),
        across(g, 0.25, 0.3, 0.57, 0.57, trimBar),
        across(g, 0.55, 0.6, 0.55, 0.55, trimBar),
        across(b, 0.62, 0.67, 0.56, 0.56, trimBar),
      ];
    case "shield": // Mazda: a shield-shaped grille with a wing under the lamps
      return [
        {
          edge: g,
          points: [
            [0.0, -0.4],
            [0.86, -0.5],
            [0.86, 0.5],
            [0.0, 0.4],
          ],
          material: GRILLE,
        },
        {
          edge: b,
          points: [
            [1.0, -0.4],
            [0.45, -0.26],
            [0.45, 0.26],
            [1.0, 0.4],
          ],
          material: GRILLE,
        },
        ...both(
          g,
          [
            [0.0, 0.4],
            [0.1, 0.41],
            [0.66, 0.74],
            [0.6, 0.76],
          ],
          CHROME,
        ),
        across(b, 0.12, 0.3, 0.66, 0.62, MATERIALS.trim),
      ];
    case "hex": // Subaru: a hexagon with a bar through it
      return [
        {
          edge: g,
          points: [
            [0.05, -0.3],
            [0.45, -0.44],
            [0.88, -0.36],
            [0.88, 0.36],
            [0.45, 0.44],
            [0.05, 0.3],
          ],
          material: GRILLE,
        },
        across(g, 0.47, 0.56, 0.43, 0.42, CHROME),
        across(b, 0.2, 0.75, 0.6, 0.52, GRILLE),
      ];
    case "closed": // electric: a smooth nose, a low slim intake
      return [across(b, 0.24, 0.5, 0.5, 0.44, GRILLE)];
    case "band": // electric: a closed nose with a black band joining the lamps
      return [across(g, 0.62, 0.8, 0.6, 0.62, MATERIALS.darkTrim), across(b, 0.24, 0.55, 0.56, 0.48, GRILLE)];
    case "bar": // Volkswagen, Suzuki: a thin bar between the lamps and a wide lower intake
      return [
        across(g, 0.55, 0.82, 0.56, 0.6, GRILLE),
        across(g, 0.6, 0.64, 0.56, 0.58, trimBar),
        across(b, 0.18, 0.85, 0.64, 0.56, GRILLE),
      ];
    case "vmotion": // Nissan: a V of chrome around the grille
      return [
        across(g, 0.0, 0.86, 0.3, 0.5, GRILLE),
        across(b, 0.35, 1.0, 0.22, 0.3, GRILLE),
        ...both(
          g,
          [
            [0.0, 0.28],
            [0.86, 0.5],
            [0.86, 0.56],
            [0.0, 0.34],
          ],
          CHROME,
        ),
        across(b, 0.1, 0.3, 0.66, 0.6, MATERIALS.trim),
      ];
    case "dynamic": // Mitsubishi: chrome brackets either side of a black centre
      return [
        across(g, 0.1, 0.85, 0.36, 0.4, GRILLE),
        across(b, 0.4, 1.0, 0.36, 0.36, GRILLE),
        ...both(
          g,
          [
            [0.1, 0.36],
            [0.85, 0.4],
            [0.85, 0.48],
            [0.1, 0.44],
          ],
          CHROME,
        ),
        ...both(
          b,
          [
            [1.0, 0.36],
            [0.2, 0.7],
            [0.2, 0.8],
            [1.0, 0.44],
          ],
          CHROME,
        ),
      ];
    case "slots": {
      // Jeep: seven slots between round lamps
      const out: EdgeDecal[] = [];
      for (let k = -3; k <= 3; k++)
        out.push({
          edge: g,
          points: [
            [0.14, k * 0.085 - 0.026],
            [0.14, k * 0.085 + 0.026],
            [0.86, k * 0.085 + 0.026],
            [0.86, k * 0.085 - 0.026],
          ],
          material: GRILLE,
        });
      out.push(across(b, 0.2, 0.7, 0.4, 0.4, GRILLE));
      return out;
    }
    case "truck": // Ford, RAM, Isuzu, GWM: a big square grille with heavy bars
      return [
        across(g, 0.0, 0.94, 0.6, 0.6, GRILLE),
        across(g, 0.3, 0.38, 0.6, 0.6, trimBar),
        across(g, 0.62, 0.7, 0.6, 0.6, trimBar),
        across(b, 0.55, 1.0, 0.6, 0.6, GRILLE),
        across(b, 0.12, 0.4, 0.74, 0.74, MATERIALS.trim),
        across(b, 0.0, 0.14, 0.4, 0.4, MATERIALS.alloy),
      ];
    case "kidney":
      return [...both(g, disc(0.5, 0.17, 0.36, 0.14, 8), GRILLE), across(b, 0.2, 0.8, 0.6, 0.6, GRILLE)];
  }
}

/** A lamp in a dark housing a little larger than itself, on both sides. */
function housed(edge: number, points: Quad, lamp: Material): EdgeDecal[] {
  const t = points.reduce((n, p) => n + p[0], 0) / points.length;
  const s = points.reduce((n, p) => n + p[1], 0) / points.length;
  const housing: Quad = points.map(([pt, ps]) => [t + (pt - t) * 1.3, s + (ps - s) * 1.12]);
  return [...both(edge, housing, MATERIALS.darkTrim), ...both(edge, points, lamp)];
}

function headlightDecals(look: CarLook, g: number, b: number): EdgeDecal[] {
  const lamp = MATERIALS.headlight;
  switch (look.headlights) {
    case "slim":
      return [
        ...housed(
          g,
          [
            [0.66, 0.52],
            [0.93, 0.57],
            [0.93, 0.95],
            [0.72, 0.95],
          ],
          lamp,
        ),
        ...both(
          g,
          [
            [0.86, 0.58],
            [0.92, 0.59],
            [0.92, 0.94],
            [0.88, 0.94],
          ],
          MATERIALS.drl,
        ),
      ];
    case "tall":
      return housed(
        g,
        [
          [0.38, 0.63],
          [0.92, 0.61],
          [0.92, 0.95],
          [0.42, 0.95],
        ],
        lamp,
      );
    case "round":
      return [...both(g, disc(0.5, 0.76, 0.3, 0.1, 12), lamp), ...both(g, disc(0.5, 0.76, 0.14, 0.045, 8), MATERIALS.chrome)];
    case "split":
      return [
        ...both(
          g,
          [
            [0.84, 0.5],
            [0.96, 0.5],
            [0.96, 0.97],
            [0.88, 0.97],
          ],
          MATERIALS.drl,
        ),
        ...housed(
          b,
          [
            [0.64, 0.67],
            [0.92, 0.67],
            [0.92, 0.9],
            [0.64, 0.88],
          ],
          lamp,
        ),
      ];
    case "bar":
      return [
        across(g, 0.88, 0.97, 0.97, 0.97, MATERIALS.darkTrim),
        across(g, 0.9, 0.95, 0.96, 0.96, MATERIALS.drl),
        ...housed(
          g,
          [
            [0.52, 0.71],
            [0.8, 0.67],
            [0.8, 0.95],
            [0.52, 0.95],
          ],
          lamp,
        ),
      ];
  }
}

/** Front details on the fascia and bumper. */
function frontDecals(p: CarProportions, edges: Record<string, number>, look: CarLook): EdgeDecal[] {
  const g = edges.grille;
  const b = edges.bumper;
  const out: EdgeDecal[] = [...grilleDecals(look, g, b), ...headlightDecals(look, g, b)];
  out.push(across(b, 0.32, 0.58, 0.19, 0.19, MATERIALS.plate));
  out.push(across(b, 0.0, 0.16, 0.72, 0.68, MATERIALS.trim));
  if (look.grille !== "slots") out.push({ edge: g, points: disc(0.62, 0, 0.1, 0.045, 8), material: CHROME });
  if (p.flatFront && !p.busWindows) out.push(...both(b, disc(0.35, 0.84, 0.12, 0.05, 8), MATERIALS.drl));
  return out;
}

function rearDecals(p: CarProportions, edges: Record<string, number>, look: CarLook): EdgeDecal[] {
  const out: EdgeDecal[] = [];
  const r = edges.rear;
  if (r === undefined) return out;
  const low = edges.rearLow;
  const red = MATERIALS.taillight;
  // On a notchback the lamps fill the band under the deck; otherwise the top of the tail (t from the top).
  const [t0, t1] = low !== undefined ? [0.08, 0.92] : p.tail === "tub" ? [0.04, 0.5] : [0.04, 0.34];
  const style = p.tail === "tub" || p.tail === "box" ? (look.taillights === "round" ? "round" : "vertical") : look.taillights;
  switch (style) {
    case "bar":
      out.push(across(r, t0 + (t1 - t0) * 0.3, t0 + (t1 - t0) * 0.6, 0.97, 0.97, red));
      out.push(
        ...both(
          r,
          [
            [t0, 0.66],
            [t0, 0.97],
            [t1, 0.97],
            [t1, 0.8],
          ],
          red,
        ),
      );
      break;
    case "vertical":
      out.push(
        ...both(
          r,
          [
            [t0 * 0.5, 0.84],
            [t0 * 0.5, 0.98],
            [Math.min(0.7, t1 * 1.7), 0.98],
            [Math.min(0.7, t1 * 1.7), 0.86],
          ],
          red,
        ),
      );
      break;
    case "round":
      out.push(...both(r, disc((t0 + t1) / 2, 0.82, (t1 - t0) * 0.42, 0.09, 10), red));
      out.push(...both(r, disc((t0 + t1) / 2, 0.6, (t1 - t0) * 0.32, 0.07, 10), red));
      break;
    default:
      out.push(
        ...both(
          r,
          [
            [t0, 0.6],
            [t0, 0.97],
            [t1, 0.97],
            [t1 * 0.85, 0.62],
          ],
          red,
        ),
      );
  }
  if (low !== undefined) {
    out.push(across(low, 0.08, 0.42, 0.2, 0.2, MATERIALS.plate));
    out.push(across(low, 0.74, 0.96, 0.86, 0.86, MATERIALS.grille));
  } else {
    out.push(across(r, 0.46, 0.74, 0.2, 0.2, MATERIALS.plate));
    out.push(across(r, 0.86, 1.0, 0.9, 0.9, MATERIALS.trim));
  }
  return out;
}

function sideLampDecals(p: CarProportions): SideDecal[] {
  const xf = p.length / 2;
  const xr = -p.length / 2;
  const lead = p.bonnetLead ?? 0.13;
  const out: SideDecal[] = [];
  if (!p.roundLights) {
    const top = p.bonnetFront - 0.015;
    const bottom = lerp(p.nose, p.bonnetFront, 0.55);
    out.push({
      points: [
        [xf - 0.02 - lead * 0.3, bottom],
        [xf - lead * 0.9 - 0.04, top],
        [xf - lead - 0.26, top],
        [xf - lead * 0.3 - 0.2, bottom + 0.02],
      ],
      material: MATERIALS.headlight,
      lift: 0.006,
    });
  }
  if (p.tail !== "tray") {
    const beltRear = p.beltRear ?? p.belt;
    const top = p.tail === "notch" || p.tail === "open" ? p.deck! - 0.02 : beltRear - 0.03;
    out.push({
      points: [
        [xr + 0.04, top - 0.18],
        [xr + 0.34, top - 0.1],
        [xr + 0.36, top - 0.02],
        [xr + 0.08, top],
      ],
      material: MATERIALS.taillight,
      lift: 0.006,
    });
  }
  return out;
}

/** Builds the car model for one set of proportions in one paint colour with a make's face. */
export function carModel(p: CarProportions, paintHex: string, look: CarLook = DEFAULT_LOOK): Model {
  const paint = mat("paint", paintHex);
  const roofPaint = p.softRoof ? MATERIALS.canvas : p.blackRoof ? mat("paint", "#1d1f22") : paint;
  const faces: Face[] = [];
  const halfW = p.width / 2;
  const shift = p.wheelShift ?? 0;
  const frontX = shift + p.wheelbase / 2;
  const rearX = shift - p.wheelbase / 2;
  const r = p.wheelRadius;
  const beltRear = p.beltRear ?? p.belt;

  const { profile, edges } = lowerProfile(p);
  const bodyWidth = widthStops([
    [p.sill, halfW - 0.06],
    [p.sill + 0.16, halfW],
    [p.belt - 0.12, halfW],
    [Math.max(p.belt, beltRear), halfW - 0.05],
  ]);
  const edgeMaterials: Record<number, Material> = {};
  if (edges.tub !== undefined) edgeMaterials[edges.tub] = MATERIALS.darkTrim;
  if (edges.cockpit !== undefined) edgeMaterials[edges.cockpit] = MATERIALS.interior;
  edgeMaterials[0] = MATERIALS.darkTrim;
  const sideDecals: SideDecal[] = [
    ...archDecals(p, [
      [frontX, r],
      [rearX, r],
    ]),
    ...doorLines(p, p.belt - 0.03),
    ...sideLampDecals(p),
  ];
  // A soft highlight along the shoulder and a dark sill give the flat sides some shape.
  const shoulderEnd = p.tail === "tray" ? p.cabRear! + 0.05 : -p.length / 2 + 0.12;
  const shoulderRear = p.tail === "tub" || p.tail === "tray" ? p.belt : beltRear;
  sideDecals.unshift(
    {
      points: [
        [shoulderEnd, shoulderRear - 0.13],
        [p.length / 2 - 0.35, p.belt - 0.13],
        [p.length / 2 - 0.3, p.belt - 0.09],
        [shoulderEnd, shoulderRear - 0.07],
      ],
      material: mat("paint", mix(paintHex, "#ffffff", 0.16)),
      lift: 0.003,
    },
    { points: rect(rearX + r * 1.2, p.sill, frontX - r * 1.2, p.sill + 0.06), material: MATERIALS.trim, lift: 0.004 },
  );
  if (p.cladding)
    sideDecals.unshift({
      points: rect(-p.length / 2 + 0.25, p.sill - 0.01, p.length / 2 - 0.3, p.sill + 0.1),
      material: MATERIALS.trim,
      lift: 0.005,
    });
  faces.push(
    ...prism({
      profile,
      width: bodyWidth,
      material: paint,
      edgeMaterials,
      sideDecals,
      edgeDecals: [...frontDecals(p, edges, look), ...rearDecals(p, edges, look)],
    }),
  );

  // The glasshouse: windscreen, roof, rear glass; side windows are decals.
  if (p.tail !== "open") {
    const gh = greenhouseProfile(p);
    const ghWidth = widthStops([
      [Math.min(p.belt, beltRear), halfW - 0.06],
      [p.roof, halfW - (p.roofInset ?? 0.18)],
    ]);
    const ghEdges: Record<number, Material> = { 1: GLASS };
    for (let i = 2; i < gh.length - 1; i++) ghEdges[i] = roofPaint;
    ghEdges[gh.length - 1] = p.softRoof ? MATERIALS.canvas : GLASS;
    const windows = windowDecals(p, gh);
    // A box tail's rear glass is a window in the tailgate, and a ute's a window in the back of the cab.
    const boxed = (p.tail === "box" || p.tail === "tub" || p.tail === "tray") && !p.softRoof;
    const rearGlass: EdgeDecal[] = !boxed
      ? []
      : [{ edge: gh.length - 1, points: p.tail === "box" ? rect(0.14, -0.8, 0.86, 0.8) : rect(0.12, -0.66, 0.62, 0.66), material: GLASS }];
    if (boxed) ghEdges[gh.length - 1] = p.blackRoof ? roofPaint : paint;
    faces.push(
      ...prism({
        profile: gh,
        width: ghWidth,
        material: paint,
        sideMaterial: p.softRoof ? MATERIALS.canvas : paint,
        edgeMaterials: ghEdges,
        sideDecals: windows,
        edgeDecals: rearGlass,
        skipEdges: [0],
      }),
    );
    // Mirrors at the base of the A-pillars.
    for (const s of [1, -1]) {
      const y = s * (halfW + 0.04);
      faces.push(
        ...box(
          p.screenBase - 0.22,
          p.screenBase - 0.1,
          y - 0.06,
          y + 0.06,
          p.belt + 0.03,
          p.belt + 0.13,
          p.busWindows || p.blackPillars ? MATERIALS.trim : paint,
        ),
      );
    }
    if (p.roofRails) {
      for (const s of [1, -1]) {
        const y = s * (halfW - (p.roofInset ?? 0.18) - 0.02);
        const z = Math.max(p.roofRearZ ?? p.roof, p.roof - 0.06);
        faces.push(...box(p.roofRear + 0.3, p.roofFront - 0.3, y - 0.03, y + 0.03, z, z + 0.05, MATERIALS.trim));
      }
    }
    if (p.spoiler && p.tail === "hatch") {
      const z = p.roofRearZ ?? p.roof - 0.035;
      const y = halfW - (p.roofInset ?? 0.18) - 0.02;
      faces.push(...box(p.roofRear - 0.08, p.roofRear + 0.1, -y, y, z - 0.025, z + 0.012, roofPaint));
    }
  } else {
    // Convertible: a raked windscreen frame and two headrests.
    const ws: Pt[] = [
      [p.screenBase - 0.32, p.belt],
      [p.screenBase - 0.02, p.belt],
      [p.roofFront, p.roof],
      [p.roofFront - 0.06, p.roof],
    ];
    faces.push(...prism({ profile: ws, width: halfW - 0.1, material: MATERIALS.trim, edgeMaterials: { 1: GLASS }, skipEdges: [0] }));
    for (const s of [1, -1]) {
      const y = s * 0.36;
      faces.push(...box(p.rearBase + 0.1, p.rearBase + 0.28, y - 0.14, y + 0.14, p.belt - 0.2, p.belt + 0.22, MATERIALS.interior));
    }
  }

  if (p.tail === "tub") {
    // Tub sides and tailgate rim, so the bed reads as open from above.
    const xr = -p.length / 2;
    for (const s of [1, -1])
      faces.push(...box(xr + 0.05, p.cabRear!, s * (halfW - 0.05) - 0.04, s * (halfW - 0.05) + 0.04, p.belt - 0.02, p.belt + 0.02, paint));
    if (p.sportsBar) {
      const x = p.cabRear! - 0.2;
      for (const s of [1, -1])
        faces.push(...beam([x, s * (halfW - 0.08), p.belt], [x + 0.05, s * (halfW - 0.16), p.belt + 0.42], 0.06, 0.06, MATERIALS.darkTrim));
      faces.push(
        ...beam([x + 0.05, halfW - 0.16, p.belt + 0.42], [x + 0.05, -(halfW - 0.16), p.belt + 0.42], 0.07, 0.06, MATERIALS.darkTrim),
      );
    }
  }
  if (p.tail === "tray") {
    const xr = -p.length / 2;
    const deck = p.belt - 0.12;
    const trayHalf = halfW + 0.04;
    const alloy = MATERIALS.alloy;
    faces.push(...box(xr, p.cabRear! - 0.05, -trayHalf, trayHalf, deck - 0.08, deck, alloy));
    for (const s of [1, -1]) faces.push(...box(xr, p.cabRear! - 0.05, s * trayHalf - 0.03, s * trayHalf + 0.03, deck, deck + 0.3, alloy));
    faces.push(...box(xr, xr + 0.04, -trayHalf, trayHalf, deck, deck + 0.3, alloy));
    faces.push(...box(p.cabRear! - 0.09, p.cabRear! - 0.03, -trayHalf, trayHalf, deck, p.roof + 0.02, MATERIALS.darkTrim));
    for (const s of [1, -1])
      faces.push(...box(xr + 0.1, p.cabRear!, s * 0.42 - 0.04, s * 0.42 + 0.04, deck - 0.26, deck - 0.08, MATERIALS.darkTrim));
    faces.push(...box(rearX - 0.35, rearX + 0.35, -0.4, 0.4, deck - 0.3, deck - 0.08, MATERIALS.darkTrim));
  }
  if (p.spareWheel) {
    const xr = -p.length / 2 - 0.12;
    faces.push(...box(xr, xr + 0.12, -0.12, 0.12, p.belt - 0.3, p.belt + 0.06, MATERIALS.darkTrim));
  }
  if (p.bullBar) {
    const xf = p.length / 2 + 0.08;
    faces.push(...box(xf - 0.05, xf, -halfW + 0.08, halfW - 0.08, p.nose - 0.2, p.nose - 0.05, MATERIALS.darkTrim));
    for (const s of [1, -1])
      faces.push(...beam([xf - 0.03, s * 0.3, p.nose - 0.2], [xf - 0.06, s * 0.26, p.bonnetFront + 0.02], 0.05, 0.05, MATERIALS.darkTrim));
  }

  const tyreWidth = p.tyreWidth ?? 0.24;
  const wheels: Wheel[] = [];
  for (const x of [frontX, rearX]) {
    for (const side of [1, -1] as const) {
      wheels.push({
        centre: [x, side * (halfW - 0.04 - tyreWidth / 2), r],
        radius: r,
        width: tyreWidth,
        side,
        rim: p.blackWheels ? MATERIALS.darkRim : MATERIALS.rim,
        spokes: p.busWindows ? 0 : p.blackWheels ? 6 : 5,
        rimRatio: p.rimRatio ?? 0.64,
      });
    }
  }
  if (p.spareWheel) {
    wheels.push({
      centre: [-p.length / 2 - 0.25, 0, p.belt - 0.12],
      radius: r * 0.95,
      width: 0.23,
      side: 0,
      rim: MATERIALS.darkRim,
      spokes: 6,
      axis: "x",
    });
  }

  const anchors: Record<string, Vec3> = {
    headlight: [p.length / 2 - 0.05, halfW - 0.25, (p.nose + p.bonnetFront) / 2],
    frontWheel: [frontX, halfW, r],
    taillight: [-p.length / 2, halfW - 0.2, (p.tail === "notch" ? p.deck! : beltRear) - 0.08],
    chargePort: [rearX - 0.5, halfW, beltRear - 0.1],
    mirror: [p.screenBase - 0.13, halfW + 0.07, p.belt + 0.08],
  };
  return { faces, wheels, size: { length: p.length + (p.spareWheel ? 0.3 : 0), width: p.width, height: p.roof }, anchors };
}
