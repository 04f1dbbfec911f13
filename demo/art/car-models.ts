/** Low-poly car models, one per body type, built from a few proportions each. */
import {
  MATERIALS,
  arc as arcPoints,
  beam,
  box,
  clipX,
  clipZ,
  insetConvex,
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
  tyreWidth?: number;
  sill: number;
  /** Top of the front bumper face, leading edge of the bonnet, and the bonnet at the windscreen. */
  nose: number;
  bonnetFront: number;
  belt: number;
  roof: number;
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
};

export const CAR_PROPORTIONS: Record<string, CarProportions> = {
  sedan: {
    length: 4.75,
    width: 1.84,
    wheelbase: 2.8,
    wheelShift: 0.06,
    wheelRadius: 0.33,
    sill: 0.28,
    nose: 0.56,
    bonnetFront: 0.72,
    belt: 0.9,
    roof: 1.44,
    screenBase: 0.92,
    roofFront: 0.12,
    roofRear: -0.9,
    rearBase: -1.62,
    tail: "notch",
    deck: 0.93,
    pillars: [-0.28],
    roofInset: 0.2,
  },
  hatch: {
    length: 4.3,
    width: 1.79,
    wheelbase: 2.64,
    wheelShift: 0.02,
    wheelRadius: 0.32,
    sill: 0.28,
    nose: 0.56,
    bonnetFront: 0.74,
    belt: 0.93,
    roof: 1.46,
    screenBase: 0.86,
    roofFront: 0.1,
    roofRear: -1.3,
    rearBase: -2.02,
    tail: "hatch",
    pillars: [-0.35],
    roofInset: 0.2,
  },
  suv: {
    length: 4.65,
    width: 1.88,
    wheelbase: 2.72,
    wheelShift: 0.04,
    wheelRadius: 0.37,
    sill: 0.42,
    nose: 0.78,
    bonnetFront: 0.97,
    belt: 1.1,
    roof: 1.7,
    screenBase: 0.92,
    roofFront: 0.2,
    roofRear: -1.86,
    rearBase: -2.2,
    tail: "hatch",
    pillars: [-0.32, -1.48],
    roofInset: 0.2,
    cladding: true,
    roofRails: true,
  },
  "4x4": {
    length: 4.4,
    width: 1.88,
    wheelbase: 2.55,
    wheelShift: 0.05,
    wheelRadius: 0.4,
    sill: 0.48,
    nose: 0.86,
    bonnetFront: 1.06,
    belt: 1.14,
    roof: 1.9,
    screenBase: 0.8,
    roofFront: 0.58,
    roofRear: -2.12,
    rearBase: -2.16,
    tail: "box",
    pillars: [-0.25, -1.35],
    roofInset: 0.1,
    spareWheel: true,
    flatFront: true,
    roundLights: true,
    flares: true,
    blackWheels: true,
    roofRails: true,
  },
  hardtop: {
    length: 4.82,
    width: 1.9,
    wheelbase: 3.0,
    wheelShift: 0.05,
    wheelRadius: 0.41,
    sill: 0.5,
    nose: 0.88,
    bonnetFront: 1.08,
    belt: 1.16,
    roof: 1.86,
    screenBase: 0.74,
    roofFront: 0.56,
    roofRear: -2.37,
    rearBase: -2.39,
    tail: "box",
    pillars: [-0.35, -1.45],
    roofInset: 0.08,
    spareWheel: true,
    flatFront: true,
    roundLights: true,
    flares: true,
    blackWheels: true,
  },
  softtop: {
    length: 4.82,
    width: 1.9,
    wheelbase: 3.0,
    wheelShift: 0.05,
    wheelRadius: 0.41,
    sill: 0.5,
    nose: 0.88,
    bonnetFront: 1.08,
    belt: 1.16,
    roof: 1.88,
    screenBase: 0.74,
    roofFront: 0.56,
    roofRear: -2.37,
    rearBase: -2.39,
    tail: "box",
    pillars: [-0.35, -1.45],
    roofInset: 0.08,
    spareWheel: true,
    flatFront: true,
    roundLights: true,
    flares: true,
    blackWheels: true,
    softRoof: true,
  },
  stationWagon: {
    length: 4.9,
    width: 1.9,
    wheelbase: 2.73,
    wheelShift: 0.22,
    wheelRadius: 0.4,
    sill: 0.52,
    nose: 0.9,
    bonnetFront: 1.12,
    belt: 1.2,
    roof: 1.96,
    screenBase: 0.88,
    roofFront: 0.62,
    roofRear: -2.43,
    rearBase: -2.45,
    tail: "box",
    pillars: [-0.3, -1.4],
    roofInset: 0.1,
    flatFront: true,
    roofRails: true,
    bullBar: true,
  },
  ute: {
    length: 5.36,
    width: 1.92,
    wheelbase: 3.1,
    wheelShift: 0.1,
    wheelRadius: 0.39,
    sill: 0.45,
    nose: 0.86,
    bonnetFront: 1.06,
    belt: 1.16,
    roof: 1.82,
    screenBase: 1.08,
    roofFront: 0.42,
    roofRear: -0.64,
    rearBase: -0.8,
    tail: "tub",
    cabRear: -0.86,
    pillars: [-0.12],
    roofInset: 0.14,
    sportsBar: true,
  },
  cabChassis: {
    length: 5.3,
    width: 1.88,
    wheelbase: 3.1,
    wheelShift: 0.12,
    wheelRadius: 0.39,
    sill: 0.45,
    nose: 0.86,
    bonnetFront: 1.06,
    belt: 1.16,
    roof: 1.8,
    screenBase: 1.2,
    roofFront: 0.56,
    roofRear: 0.24,
    rearBase: 0.12,
    tail: "tray",
    cabRear: 0.06,
    pillars: [],
    roofInset: 0.14,
  },
  van: {
    length: 5.27,
    width: 1.95,
    wheelbase: 3.21,
    wheelShift: 0.1,
    wheelRadius: 0.36,
    sill: 0.36,
    nose: 0.76,
    bonnetFront: 0.98,
    belt: 1.12,
    roof: 2.0,
    screenBase: 1.78,
    roofFront: 1.18,
    roofRear: -2.6,
    rearBase: -2.62,
    tail: "box",
    pillars: [0.68],
    roofInset: 0.08,
    slidingDoor: true,
    glassFrom: 0.72,
  },
  bus: {
    length: 6.99,
    width: 2.08,
    wheelbase: 4.0,
    wheelShift: 0.35,
    wheelRadius: 0.4,
    sill: 0.42,
    nose: 0.9,
    bonnetFront: 1.0,
    belt: 1.3,
    roof: 2.62,
    screenBase: 3.4,
    roofFront: 3.14,
    roofRear: -3.46,
    rearBase: -3.48,
    tail: "box",
    pillars: [2.55, 1.7, 0.85, 0, -0.85, -1.7, -2.55],
    roofInset: 0.08,
    flatFront: true,
    busWindows: true,
  },
  peopleMover: {
    length: 5.15,
    width: 1.99,
    wheelbase: 3.09,
    wheelShift: 0.05,
    wheelRadius: 0.36,
    sill: 0.36,
    nose: 0.72,
    bonnetFront: 0.94,
    belt: 1.06,
    roof: 1.78,
    screenBase: 1.34,
    roofFront: 0.52,
    roofRear: -2.34,
    rearBase: -2.5,
    tail: "hatch",
    pillars: [0.0, -1.55],
    roofInset: 0.14,
    slidingDoor: true,
    roofRails: true,
  },
  coupe: {
    length: 4.46,
    width: 1.8,
    wheelbase: 2.58,
    wheelShift: -0.02,
    wheelRadius: 0.33,
    sill: 0.24,
    nose: 0.5,
    bonnetFront: 0.64,
    belt: 0.84,
    roof: 1.3,
    screenBase: 0.6,
    roofFront: -0.2,
    roofRear: -0.86,
    rearBase: -1.86,
    tail: "notch",
    deck: 0.9,
    pillars: [-0.95],
    roofInset: 0.22,
    blackWheels: false,
  },
  convertible: {
    length: 4.42,
    width: 1.8,
    wheelbase: 2.52,
    wheelShift: -0.02,
    wheelRadius: 0.33,
    sill: 0.24,
    nose: 0.5,
    bonnetFront: 0.64,
    belt: 0.86,
    roof: 1.22,
    screenBase: 0.52,
    roofFront: 0.12,
    roofRear: 0.08,
    rearBase: -1.4,
    tail: "open",
    deck: 0.9,
    pillars: [],
    roofInset: 0.12,
  },
  wagon: {
    length: 4.87,
    width: 1.88,
    wheelbase: 2.75,
    wheelShift: 0.05,
    wheelRadius: 0.35,
    sill: 0.36,
    nose: 0.66,
    bonnetFront: 0.86,
    belt: 1.0,
    roof: 1.62,
    screenBase: 1.0,
    roofFront: 0.2,
    roofRear: -2.12,
    rearBase: -2.36,
    tail: "hatch",
    pillars: [-0.3, -1.5],
    roofInset: 0.18,
    cladding: true,
    roofRails: true,
  },
  lightTruck: {
    length: 6.1,
    width: 1.95,
    wheelbase: 3.4,
    wheelShift: 0.35,
    wheelRadius: 0.4,
    sill: 0.58,
    nose: 1.0,
    bonnetFront: 1.2,
    belt: 1.4,
    roof: 2.3,
    screenBase: 3.0,
    roofFront: 2.9,
    roofRear: 1.3,
    rearBase: 1.28,
    tail: "tray",
    cabRear: 1.26,
    pillars: [],
    roofInset: 0.06,
    flatFront: true,
  },
};

const GLASS = MATERIALS.glass;

/** The lower body's side outline, counter-clockwise, and the indices of its notable edges. */
function lowerProfile(p: CarProportions): { profile: Pt[]; edges: Record<string, number> } {
  const xf = p.length / 2;
  const xr = -p.length / 2;
  const pts: Pt[] = [];
  const edges: Record<string, number> = {};
  const mark = (name: string) => (edges[name] = pts.length - 1);
  const rearEnd = p.tail === "tub" || p.tail === "tray" ? (p.tail === "tray" ? p.cabRear! : xr) : xr;

  pts.push([rearEnd + (p.tail === "tray" ? 0 : 0.1), p.sill]);
  pts.push([xf - (p.flatFront ? 0.06 : 0.2), p.sill]);
  pts.push([xf - (p.flatFront ? 0.0 : 0.03), p.sill + 0.14]);
  mark("bumper");
  pts.push([xf, p.nose]);
  mark("grille");
  pts.push([xf - (p.flatFront ? 0.03 : 0.13), p.bonnetFront]);
  mark("bonnet");
  pts.push([p.screenBase, p.belt]);
  mark("cabin");
  switch (p.tail) {
    case "notch": {
      pts.push([p.rearBase, p.belt]);
      mark("deckFront");
      pts.push([p.rearBase - 0.12, p.deck!]);
      mark("deck");
      pts.push([xr + 0.12, p.deck! + 0.01]);
      mark("rear");
      pts.push([xr, p.deck! - 0.14]);
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
      pts.push([xr, p.deck! - 0.14]);
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
      pts.push([xr + (p.tail === "box" ? 0.02 : 0.08), p.belt]);
      mark("rear");
      pts.push([xr, p.sill + 0.14]);
    }
  }
  return { profile: pts, edges };
}

function greenhouseProfile(p: CarProportions): Pt[] {
  const back = p.tail === "tub" || p.tail === "tray" ? p.rearBase : p.rearBase;
  const roofDrop = 0.025;
  const pts: Pt[] = [
    [back, p.belt],
    [p.screenBase - 0.02, p.belt],
    [p.roofFront, p.roof - roofDrop],
    [p.roofFront - 0.18, p.roof],
  ];
  if (p.roofRear < p.roofFront - 0.5) pts.push([p.roofRear + 0.18, p.roof]);
  pts.push([p.roofRear, p.roof - roofDrop * 1.4]);
  return pts;
}

function windowDecals(p: CarProportions, profile: Pt[]): SideDecal[] {
  const pillar = p.busWindows ? 0.1 : 0.07;
  const glass = insetConvex(profile, pillar);
  const decals: SideDecal[] = [];
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
    if (p.busWindows) piece = clipZ(piece, p.belt + 0.12, p.roof - 0.12);
    if (p.glassFrom !== undefined) piece = clipX(piece, p.glassFrom, 99);
    if (piece.length >= 3) decals.push({ points: piece, material: GLASS });
  }
  return decals;
}

function archDecals(p: CarProportions, wheels: Array<[number, number]>): SideDecal[] {
  const decals: SideDecal[] = [];
  const arc = (cx: number, cz: number, r: number, from: number, to: number, steps: number) =>
    arcPoints(cx, cz, r, from, to, steps).map(([x, z]) => [x, Math.max(z, p.sill)] as Pt);
  for (const [x, r] of wheels) {
    const gap = r * (p.flares ? 1.22 : 1.13);
    if (p.cladding || p.flares) {
      const outer = arc(x, r, gap + (p.flares ? 0.1 : 0.06), 0, Math.PI, 10);
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
    for (const x of p.pillars.slice(0, p.pillars.length > 1 ? p.pillars.length - 1 : 1)) lines.push(line(x, bottom, upTo));
    if (p.slidingDoor) lines.push(line(p.pillars[0] - 1.0, bottom, upTo));
  }
  // Door handles.
  const handleZ = p.belt - 0.1;
  const handles = [doorFront - 0.28, ...p.pillars.slice(0, 1).map((x) => x - 0.3)];
  for (const x of handles)
    lines.push({ points: roundedRect(x - 0.07, handleZ - 0.015, x + 0.07, handleZ + 0.015, 0.008), material: MATERIALS.trim, lift: 0.008 });
  return lines;
}

/** Front details on the grille edge (t along the edge upward, s across the width). */
function frontDecals(p: CarProportions, edges: Record<string, number>): EdgeDecal[] {
  const out: EdgeDecal[] = [];
  const g = edges.grille;
  const b = edges.bumper;
  if (p.roundLights) {
    for (const s of [1, -1]) {
      const c = s * 0.72;
      const pts: Pt[] = [];
      for (let i = 0; i < 12; i++) {
        const a = (i / 12) * Math.PI * 2;
        pts.push([0.5 + Math.sin(a) * 0.32, c + Math.cos(a) * 0.1]);
      }
      out.push({ edge: g, points: pts, material: MATERIALS.headlight });
    }
    for (let k = -3; k <= 3; k++)
      out.push({ edge: g, points: rect(0.18, k * 0.085 - 0.022, 0.84, k * 0.085 + 0.022), material: MATERIALS.grille });
  } else {
    for (const s of [1, -1])
      out.push({
        edge: g,
        points:
          s > 0
            ? [
                [0.5, 0.56],
                [0.5, 0.93],
                [0.85, 0.9],
                [0.85, 0.66],
              ]
            : [
                [0.5, -0.56],
                [0.85, -0.66],
                [0.85, -0.9],
                [0.5, -0.93],
              ],
        material: MATERIALS.headlight,
      });
    for (const s of [1, -1])
      out.push({
        edge: g,
        points:
          s > 0
            ? [
                [0.86, 0.6],
                [0.86, 0.9],
                [0.95, 0.88],
                [0.95, 0.62],
              ]
            : [
                [0.86, -0.6],
                [0.95, -0.62],
                [0.95, -0.88],
                [0.86, -0.9],
              ],
        material: MATERIALS.drl,
      });
    out.push({
      edge: g,
      points: [
        [0.12, -0.42],
        [0.12, 0.42],
        [0.78, 0.48],
        [0.78, -0.48],
      ],
      material: MATERIALS.grille,
    });
  }
  out.push({
    edge: b,
    points: [
      [0.3, -0.2],
      [0.3, 0.2],
      [0.78, 0.2],
      [0.78, -0.2],
    ],
    material: MATERIALS.plate,
  });
  out.push({
    edge: b,
    points: [
      [0.05, -0.7],
      [0.05, 0.7],
      [0.22, 0.66],
      [0.22, -0.66],
    ],
    material: MATERIALS.grille,
  });
  return out;
}

function rearDecals(p: CarProportions, edges: Record<string, number>): EdgeDecal[] {
  const out: EdgeDecal[] = [];
  const r = edges.rear;
  if (r === undefined) return out;
  // The rear edge runs from top to bottom; t = 0 is the top.
  const low = edges.rearLow;
  for (const s of [1, -1]) {
    const outer = s * 0.95;
    const inner = s * (p.tail === "box" ? 0.8 : 0.6);
    const [t0, t1, t2] = low !== undefined ? [0.1, 0.9, 0.75] : [0.06, 0.42, 0.3];
    out.push({
      edge: r,
      points: [
        [t0, inner],
        [t0, outer],
        [t1, outer],
        [t2, inner],
      ],
      material: MATERIALS.taillight,
    });
  }
  if (low !== undefined) {
    out.push({
      edge: low,
      points: [
        [0.08, -0.2],
        [0.08, 0.2],
        [0.4, 0.2],
        [0.4, -0.2],
      ],
      material: MATERIALS.plate,
    });
    out.push({
      edge: low,
      points: [
        [0.72, -0.85],
        [0.72, 0.85],
        [0.95, 0.85],
        [0.95, -0.85],
      ],
      material: MATERIALS.grille,
    });
  } else {
    out.push({
      edge: r,
      points: [
        [0.45, -0.2],
        [0.45, 0.2],
        [0.75, 0.2],
        [0.75, -0.2],
      ],
      material: MATERIALS.plate,
    });
  }
  return out;
}

function sideLampDecals(p: CarProportions): SideDecal[] {
  const xf = p.length / 2;
  const xr = -p.length / 2;
  const out: SideDecal[] = [];
  if (!p.roundLights) {
    out.push({
      points: [
        [xf - 0.3, p.bonnetFront - 0.1],
        [xf - 0.1, p.bonnetFront - 0.12],
        [xf - 0.09, p.bonnetFront - 0.02],
        [xf - 0.34, p.bonnetFront - 0.01],
      ],
      material: MATERIALS.headlight,
      lift: 0.006,
    });
  }
  if (p.tail !== "tray") {
    const top = p.tail === "notch" || p.tail === "open" ? p.deck! - 0.02 : p.belt - 0.02;
    out.push({
      points: [
        [xr + 0.06, top - 0.16],
        [xr + 0.3, top - 0.12],
        [xr + 0.3, top - 0.02],
        [xr + 0.08, top],
      ],
      material: MATERIALS.taillight,
      lift: 0.006,
    });
  }
  return out;
}

/** Builds the car model for one set of proportions in one paint colour. */
export function carModel(p: CarProportions, paintHex: string): Model {
  const paint = mat("paint", paintHex);
  const roofPaint = p.softRoof ? MATERIALS.canvas : paint;
  const faces: Face[] = [];
  const halfW = p.width / 2;
  const shift = p.wheelShift ?? 0;
  const frontX = shift + p.wheelbase / 2;
  const rearX = shift - p.wheelbase / 2;
  const r = p.wheelRadius;

  const { profile, edges } = lowerProfile(p);
  const bodyWidth = widthStops([
    [p.sill, halfW - 0.06],
    [p.sill + 0.16, halfW],
    [p.belt - 0.12, halfW],
    [p.belt, halfW - 0.05],
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
  sideDecals.unshift(
    {
      points: [
        [shoulderEnd, p.belt - 0.13],
        [p.length / 2 - 0.35, p.belt - 0.13],
        [p.length / 2 - 0.3, p.belt - 0.09],
        [shoulderEnd, p.belt - 0.07],
      ],
      material: mat("paint", mix(paintHex, "#ffffff", 0.16)),
      lift: 0.003,
    },
    { points: rect(rearX + r * 1.2, p.sill, frontX - r * 1.2, p.sill + 0.06), material: MATERIALS.trim, lift: 0.004 },
  );
  if (p.cladding)
    sideDecals.unshift({
      points: rect(-p.length / 2 + 0.25, p.sill - 0.01, p.length / 2 - 0.3, p.sill + 0.09),
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
      edgeDecals: [...frontDecals(p, edges), ...rearDecals(p, edges)],
    }),
  );

  // The glasshouse: windscreen, roof, rear glass; side windows are decals.
  if (p.tail !== "open") {
    const gh = greenhouseProfile(p);
    const ghWidth = widthStops([
      [p.belt, halfW - 0.06],
      [p.roof, halfW - (p.roofInset ?? 0.18)],
    ]);
    const ghEdges: Record<number, Material> = { 1: GLASS };
    for (let i = 2; i < gh.length - 1; i++) ghEdges[i] = roofPaint;
    ghEdges[gh.length - 1] = p.tail === "tub" || p.tail === "tray" || p.tail === "box" ? (p.softRoof ? MATERIALS.canvas : GLASS) : GLASS;
    const windows = windowDecals(p, gh);
    const rearGlass: EdgeDecal[] = p.tail === "box" && !p.softRoof ? [] : [];
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
          p.screenBase - 0.2,
          p.screenBase - 0.1,
          y - 0.05,
          y + 0.05,
          p.belt + 0.03,
          p.belt + 0.12,
          p.busWindows ? MATERIALS.trim : paint,
        ),
      );
    }
    if (p.roofRails) {
      for (const s of [1, -1]) {
        const y = s * (halfW - (p.roofInset ?? 0.18) - 0.02);
        faces.push(...box(p.roofRear + 0.25, p.roofFront - 0.3, y - 0.03, y + 0.03, p.roof, p.roof + 0.05, MATERIALS.trim));
      }
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
        rimRatio: p.busWindows ? 0.58 : 0.64,
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
    taillight: [-p.length / 2, halfW - 0.2, (p.tail === "notch" ? p.deck! : p.belt) - 0.08],
    chargePort: [rearX - 0.5, halfW, p.belt - 0.1],
    mirror: [p.screenBase - 0.13, halfW + 0.07, p.belt + 0.08],
  };
  return { faces, wheels, size: { length: p.length + (p.spareWheel ? 0.3 : 0), width: p.width, height: p.roof }, anchors };
}

export function isCarArt(body: string): boolean {
  return body in CAR_PROPORTIONS;
}

/** A darker shade for the paint used on trims that follow the body colour. */
export function paintShade(hex: string, amount: number): string {
  return mix(hex, "#000000", amount);
}
