/** Motorcycles: naked, sport, adventure, cruiser, scooter and dirt bikes from a few shared parts. */
import {
  MATERIALS,
  arc,
  beam,
  box,
  mat,
  prism,
  widthStops,
  type Face,
  type Material,
  type Model,
  type Pt,
  type Vec3,
  type Wheel,
} from "./render3d";

const STYLES = new Set(["naked", "sport", "adventure", "cruiser", "scooter", "dirt"]);

export function isMotorcycleArt(body: string): boolean {
  return STYLES.has(body);
}

const FRAME = mat("matte", "#2a2c30");
const ENGINE = mat("matte", "#3b3e43");
const ENGINE_LIGHT = mat("chrome", "#8d9299");
const SEAT = mat("matte", "#1d1e21");
const GOLD = mat("chrome", "#c79a2a");
const SMOKE = mat("glass", "#33404d");

type Part = { profile: Pt[]; width: number | Array<[number, number]>; material: Material; y?: number; edges?: Record<number, Material> };

function part(p: Part): Face[] {
  return prism({
    profile: p.profile,
    width: typeof p.width === "number" ? p.width : widthStops(p.width),
    material: p.material,
    y: p.y,
    edgeMaterials: p.edges,
  });
}

/** A curved band (fender) around a wheel: angles in radians, counter-clockwise from the front. */
function fender(cx: number, cz: number, r0: number, r1: number, from: number, to: number, width: number, material: Material): Face[] {
  const outer = arc(cx, cz, r1, from, to, 8);
  const inner = arc(cx, cz, r0, to, from, 8);
  return part({ profile: [...outer, ...inner], width, material });
}

function forks(axle: Vec3, top: Vec3, material: Material, spread = 0.095): Face[] {
  const out: Face[] = [];
  for (const s of [1, -1]) out.push(...beam([axle[0], s * spread, axle[2]], [top[0], s * spread, top[2]], 0.055, 0.055, material));
  out.push(...box(top[0] - 0.05, top[0] + 0.05, -spread - 0.04, spread + 0.04, top[2] - 0.03, top[2] + 0.02, FRAME));
  return out;
}

function handlebar(x: number, z: number, half: number, rise = 0, guards = false): Face[] {
  const out: Face[] = [];
  out.push(...beam([x, -half, z + rise], [x, half, z + rise], 0.03, 0.03, FRAME));
  for (const s of [1, -1]) {
    out.push(...beam([x, s * (half - 0.1), z + rise], [x, s * (half + 0.02), z + rise], 0.045, 0.045, SEAT));
    out.push(...beam([x, s * (half - 0.12), z + rise], [x + 0.02, s * (half - 0.08), z + rise + 0.16], 0.015, 0.015, FRAME));
    out.push(...box(x, x + 0.03, s * (half - 0.12), s * (half - 0.04), z + rise + 0.15, z + rise + 0.2, FRAME));
    if (guards)
      out.push(...box(x + 0.02, x + 0.12, s * (half - 0.12), s * (half + 0.03), z + rise - 0.03, z + rise + 0.06, mat("matte", "#30343a")));
  }
  return out;
}

function headlight(x: number, z: number, size: number): Face[] {
  const s = size;
  const profile: Pt[] = [
    [x - s, z - s],
    [x, z - s * 1.1],
    [x + s * 0.45, z - s * 0.4],
    [x + s * 0.5, z + s * 0.4],
    [x, z + s * 1.1],
    [x - s, z + s],
  ];
  return part({
    profile,
    width: s * 0.95,
    material: FRAME,
    edges: { 2: MATERIALS.headlight, 1: MATERIALS.headlight, 3: MATERIALS.headlight },
  });
}

function wheels(
  front: Vec3,
  rear: Vec3,
  fr: number,
  rr: number,
  fw: number,
  rw: number,
  rim: Material,
  spokes: number,
  rimRatio = 0.8,
): Wheel[] {
  return [
    { centre: front, radius: fr, width: fw, side: 0, rim, spokes, rimRatio },
    { centre: rear, radius: rr, width: rw, side: 0, rim, spokes, rimRatio },
  ];
}

function swingarm(pivot: Vec3, axle: Vec3, material: Material, spread = 0.11): Face[] {
  const out: Face[] = [];
  for (const s of [1, -1]) out.push(...beam([pivot[0], s * spread, pivot[2]], [axle[0], s * spread, axle[2]], 0.05, 0.07, material));
  return out;
}

function frameRails(head: Vec3, pivot: Vec3, down: Vec3, material: Material, spread = 0.12): Face[] {
  const out: Face[] = [];
  for (const s of [1, -1]) {
    out.push(...beam([head[0], s * 0.05, head[2]], [pivot[0], s * spread, pivot[2]], 0.05, 0.07, material));
    out.push(...beam([head[0], s * 0.05, head[2] - 0.05], [down[0], s * spread * 0.8, down[2]], 0.045, 0.05, material));
  }
  return out;
}

function tailLight(x: number, z: number): Face[] {
  return box(x - 0.04, x, -0.05, 0.05, z - 0.02, z + 0.025, MATERIALS.taillight);
}

function naked(paint: Material): Model {
  const front: Vec3 = [0.7, 0, 0.31];
  const rear: Vec3 = [-0.72, 0, 0.31];
  const head: Vec3 = [0.48, 0, 0.98];
  const pivot: Vec3 = [-0.25, 0, 0.52];
  const faces: Face[] = [
    ...forks(front, head, GOLD),
    ...headlight(0.6, 0.9, 0.08),
    ...handlebar(0.42, 1.08, 0.36),
    ...part({
      profile: [
        [-0.12, 0.86],
        [0.35, 0.84],
        [0.45, 0.98],
        [0.3, 1.12],
        [-0.02, 1.1],
        [-0.15, 0.98],
      ],
      width: [
        [0.84, 0.12],
        [0.98, 0.19],
        [1.12, 0.12],
      ],
      material: paint,
    }),
    ...part({
      profile: [
        [0.24, 0.6],
        [0.45, 0.7],
        [0.44, 0.9],
        [0.28, 0.88],
      ],
      width: 0.2,
      material: paint,
    }),
    ...part({
      profile: [
        [-0.64, 0.92],
        [-0.1, 0.92],
        [-0.12, 1.0],
        [-0.4, 0.98],
        [-0.66, 1.01],
      ],
      width: 0.13,
      material: SEAT,
    }),
    ...part({
      profile: [
        [-0.92, 0.99],
        [-0.62, 0.88],
        [-0.58, 0.94],
        [-0.66, 1.03],
        [-0.9, 1.04],
      ],
      width: 0.08,
      material: paint,
    }),
    ...tailLight(-0.92, 1.01),
    ...part({
      profile: [
        [-0.22, 0.34],
        [0.28, 0.34],
        [0.36, 0.55],
        [0.32, 0.82],
        [0.05, 0.84],
        [-0.22, 0.62],
      ],
      width: 0.16,
      material: ENGINE,
    }),
    ...part({
      profile: [
        [0.02, 0.6],
        [0.3, 0.6],
        [0.3, 0.78],
        [0.06, 0.8],
      ],
      width: 0.19,
      material: ENGINE_LIGHT,
    }),
    ...frameRails(head, pivot, [0.3, 0, 0.45], FRAME),
    ...swingarm(pivot, rear, FRAME),
    ...beam([0.3, -0.06, 0.38], [0.0, -0.1, 0.26], 0.06, 0.06, ENGINE_LIGHT),
    ...box(-0.34, 0.02, -0.2, 0.0, 0.2, 0.36, FRAME),
    ...fender(front[0], front[2], 0.33, 0.37, 0.5, 2.1, 0.07, paint),
    ...beam([-0.8, 0, 0.95], [-0.86, 0, 0.72], 0.03, 0.03, FRAME),
    ...box(-0.9, -0.86, -0.1, 0.1, 0.6, 0.74, MATERIALS.plate),
  ];
  return finish(faces, wheels(front, rear, 0.31, 0.32, 0.12, 0.18, MATERIALS.darkRim, 5), 1.2, front, rear);
}

function sport(paint: Material): Model {
  const front: Vec3 = [0.7, 0, 0.31];
  const rear: Vec3 = [-0.7, 0, 0.31];
  const head: Vec3 = [0.45, 0, 0.95];
  const pivot: Vec3 = [-0.22, 0, 0.52];
  const faces: Face[] = [
    ...forks(front, head, GOLD),
    ...handlebar(0.38, 0.98, 0.3),
    ...part({
      profile: [
        [0.16, 0.42],
        [0.52, 0.48],
        [0.7, 0.72],
        [0.68, 0.88],
        [0.55, 1.02],
        [0.36, 1.06],
        [0.28, 0.95],
        [0.1, 0.68],
      ],
      width: [
        [0.42, 0.16],
        [0.8, 0.22],
        [1.06, 0.14],
      ],
      material: paint,
      edges: { 2: MATERIALS.headlight },
    }),
    ...part({
      profile: [
        [0.36, 1.05],
        [0.55, 1.02],
        [0.42, 1.18],
        [0.3, 1.14],
      ],
      width: 0.12,
      material: SMOKE,
    }),
    ...part({
      profile: [
        [-0.15, 0.84],
        [0.3, 0.86],
        [0.34, 1.02],
        [0.18, 1.12],
        [-0.08, 1.08],
        [-0.18, 0.96],
      ],
      width: [
        [0.84, 0.13],
        [0.98, 0.18],
        [1.12, 0.11],
      ],
      material: paint,
    }),
    ...part({
      profile: [
        [-0.6, 0.96],
        [-0.14, 0.93],
        [-0.16, 1.0],
        [-0.42, 1.0],
        [-0.62, 1.04],
      ],
      width: 0.12,
      material: SEAT,
    }),
    ...part({
      profile: [
        [-0.95, 1.1],
        [-0.6, 0.88],
        [-0.52, 0.96],
        [-0.6, 1.06],
        [-0.9, 1.14],
      ],
      width: [
        [0.88, 0.12],
        [1.14, 0.05],
      ],
      material: paint,
    }),
    ...tailLight(-0.94, 1.1),
    ...part({
      profile: [
        [-0.15, 0.28],
        [0.28, 0.28],
        [0.34, 0.44],
        [-0.12, 0.46],
      ],
      width: 0.17,
      material: paint,
    }),
    ...part({
      profile: [
        [-0.2, 0.36],
        [0.26, 0.36],
        [0.3, 0.6],
        [0.2, 0.82],
        [-0.18, 0.72],
      ],
      width: 0.15,
      material: ENGINE,
    }),
    ...frameRails(head, pivot, [0.28, 0, 0.5], mat("chrome", "#9aa0a7")),
    ...swingarm(pivot, rear, mat("chrome", "#9aa0a7")),
    ...beam([-0.05, -0.16, 0.34], [-0.42, -0.2, 0.5], 0.1, 0.1, ENGINE_LIGHT),
    ...fender(front[0], front[2], 0.33, 0.36, 0.6, 2.0, 0.07, paint),
    ...beam([-0.82, 0, 1.02], [-0.9, 0, 0.8], 0.03, 0.03, FRAME),
    ...box(-0.94, -0.9, -0.1, 0.1, 0.68, 0.82, MATERIALS.plate),
  ];
  return finish(faces, wheels(front, rear, 0.31, 0.32, 0.12, 0.19, MATERIALS.darkRim, 5), 1.18, front, rear);
}

function adventure(paint: Material): Model {
  const front: Vec3 = [0.8, 0, 0.36];
  const rear: Vec3 = [-0.72, 0, 0.34];
  const head: Vec3 = [0.52, 0, 1.08];
  const pivot: Vec3 = [-0.22, 0, 0.6];
  const alloy = MATERIALS.alloy;
  const faces: Face[] = [
    ...forks(front, head, FRAME),
    ...handlebar(0.44, 1.2, 0.4, 0, true),
    ...part({
      profile: [
        [0.72, 0.8],
        [1.0, 0.74],
        [1.02, 0.78],
        [0.74, 0.88],
      ],
      width: 0.09,
      material: paint,
    }),
    ...part({
      profile: [
        [0.42, 0.78],
        [0.6, 0.84],
        [0.66, 1.06],
        [0.56, 1.2],
        [0.42, 1.18],
        [0.36, 0.92],
      ],
      width: [
        [0.78, 0.13],
        [1.2, 0.16],
      ],
      material: paint,
      edges: { 1: MATERIALS.headlight },
    }),
    ...part({
      profile: [
        [0.48, 1.17],
        [0.58, 1.19],
        [0.46, 1.46],
        [0.37, 1.42],
      ],
      width: 0.15,
      material: SMOKE,
    }),
    ...part({
      profile: [
        [-0.12, 0.9],
        [0.4, 0.86],
        [0.46, 1.04],
        [0.3, 1.16],
        [-0.02, 1.14],
        [-0.16, 1.02],
      ],
      width: [
        [0.86, 0.16],
        [1.0, 0.23],
        [1.16, 0.14],
      ],
      material: paint,
    }),
    ...part({
      profile: [
        [-0.7, 0.98],
        [-0.1, 1.0],
        [-0.12, 1.08],
        [-0.68, 1.06],
      ],
      width: 0.14,
      material: SEAT,
    }),
    ...box(-0.95, -0.66, -0.13, 0.13, 1.02, 1.06, FRAME),
    ...tailLight(-0.86, 1.0),
    // Aluminium panniers: the adventure bike's giveaway.
    ...box(-0.86, -0.38, 0.22, 0.44, 0.56, 0.98, alloy),
    ...box(-0.86, -0.38, -0.44, -0.22, 0.56, 0.98, alloy),
    ...part({
      profile: [
        [-0.2, 0.42],
        [0.28, 0.42],
        [0.36, 0.62],
        [0.3, 0.86],
        [-0.16, 0.82],
      ],
      width: 0.17,
      material: ENGINE,
    }),
    ...part({
      profile: [
        [0.0, 0.3],
        [0.35, 0.32],
        [0.38, 0.44],
        [-0.05, 0.44],
      ],
      width: 0.16,
      material: alloy,
    }),
    ...frameRails(head, pivot, [0.3, 0, 0.5], FRAME),
    ...swingarm(pivot, rear, alloy),
    ...beam([0.3, 0.22, 0.55], [0.3, 0.24, 0.9], 0.03, 0.03, FRAME),
    ...beam([0.3, -0.22, 0.55], [0.3, -0.24, 0.9], 0.03, 0.03, FRAME),
    ...beam([-0.1, -0.18, 0.45], [-0.55, -0.24, 0.78], 0.09, 0.09, ENGINE_LIGHT),
  ];
  return finish(faces, wheels(front, rear, 0.36, 0.34, 0.11, 0.16, MATERIALS.darkRim, 12, 0.84), 1.46, front, rear);
}

function cruiser(paint: Material): Model {
  const front: Vec3 = [0.86, 0, 0.33];
  const rear: Vec3 = [-0.82, 0, 0.33];
  const head: Vec3 = [0.52, 0, 0.94];
  const pivot: Vec3 = [-0.3, 0, 0.45];
  const chrome = MATERIALS.chrome;
  const faces: Face[] = [
    ...forks(front, head, chrome, 0.11),
    ...headlight(0.64, 0.88, 0.09),
    ...box(0.58, 0.66, -0.12, 0.12, 0.94, 0.98, chrome),
    ...beam([0.5, -0.42, 1.1], [0.5, 0.42, 1.1], 0.03, 0.03, chrome),
    ...beam([0.5, 0.42, 1.1], [0.36, 0.45, 1.14], 0.04, 0.04, SEAT),
    ...beam([0.5, -0.42, 1.1], [0.36, -0.45, 1.14], 0.04, 0.04, SEAT),
    ...beam([0.52, 0.3, 0.96], [0.5, 0.32, 1.1], 0.03, 0.03, chrome),
    ...beam([0.52, -0.3, 0.96], [0.5, -0.32, 1.1], 0.03, 0.03, chrome),
    ...part({
      profile: [
        [-0.12, 0.76],
        [0.4, 0.78],
        [0.46, 0.88],
        [0.32, 0.97],
        [-0.06, 0.94],
      ],
      width: [
        [0.76, 0.13],
        [0.88, 0.18],
        [0.97, 0.12],
      ],
      material: paint,
    }),
    ...part({
      profile: [
        [-0.6, 0.66],
        [-0.08, 0.7],
        [-0.1, 0.8],
        [-0.34, 0.74],
        [-0.62, 0.8],
      ],
      width: 0.17,
      material: SEAT,
    }),
    ...fender(rear[0], rear[2], 0.35, 0.41, 0.25, 2.4, 0.13, paint),
    ...fender(front[0], front[2], 0.35, 0.39, 0.4, 2.3, 0.09, paint),
    ...tailLight(-1.15, 0.6),
    // V-twin: two splayed cylinders over the crankcase.
    ...part({
      profile: [
        [-0.22, 0.3],
        [0.3, 0.3],
        [0.34, 0.48],
        [-0.2, 0.5],
      ],
      width: 0.17,
      material: ENGINE_LIGHT,
    }),
    ...beam([0.08, 0, 0.42], [0.3, 0, 0.74], 0.2, 0.2, ENGINE),
    ...beam([-0.02, 0, 0.42], [-0.2, 0, 0.72], 0.2, 0.2, ENGINE),
    ...frameRails(head, pivot, [0.35, 0, 0.35], FRAME, 0.1),
    ...swingarm(pivot, rear, FRAME, 0.13),
    ...beam([0.3, -0.12, 0.6], [0.25, -0.2, 0.3], 0.07, 0.07, chrome),
    ...beam([0.25, -0.2, 0.3], [-1.0, -0.22, 0.28], 0.08, 0.08, chrome),
    ...beam([-0.15, -0.16, 0.55], [-1.0, -0.22, 0.4], 0.08, 0.08, chrome),
  ];
  return finish(faces, wheels(front, rear, 0.33, 0.34, 0.13, 0.22, MATERIALS.rim, 9), 1.18, front, rear);
}

function scooter(paint: Material): Model {
  const front: Vec3 = [0.64, 0, 0.24];
  const rear: Vec3 = [-0.6, 0, 0.24];
  const faces: Face[] = [
    ...forks(front, [0.5, 0, 0.62], FRAME, 0.08),
    ...part({
      profile: [
        [0.3, 0.36],
        [0.5, 0.42],
        [0.66, 0.74],
        [0.6, 0.98],
        [0.44, 1.08],
        [0.3, 1.0],
        [0.26, 0.55],
      ],
      width: [
        [0.36, 0.17],
        [0.8, 0.21],
        [1.08, 0.16],
      ],
      material: paint,
    }),
    ...box(0.6, 0.655, -0.07, 0.07, 0.84, 0.94, MATERIALS.headlight),
    ...part({
      profile: [
        [0.34, 1.0],
        [0.56, 1.02],
        [0.52, 1.12],
        [0.36, 1.12],
      ],
      width: 0.28,
      material: paint,
    }),
    ...handlebar(0.45, 1.08, 0.36),
    ...part({
      profile: [
        [0.46, 1.1],
        [0.56, 1.1],
        [0.48, 1.3],
        [0.42, 1.28],
      ],
      width: 0.13,
      material: SMOKE,
    }),
    ...box(-0.12, 0.32, -0.18, 0.18, 0.32, 0.4, SEAT),
    ...part({
      profile: [
        [-0.8, 0.5],
        [-0.12, 0.4],
        [-0.06, 0.56],
        [-0.12, 0.8],
        [-0.82, 0.86],
        [-0.9, 0.72],
      ],
      width: [
        [0.4, 0.16],
        [0.8, 0.21],
      ],
      material: paint,
    }),
    ...part({
      profile: [
        [-0.74, 0.85],
        [-0.12, 0.8],
        [-0.15, 0.9],
        [-0.45, 0.87],
        [-0.72, 0.94],
      ],
      width: 0.17,
      material: SEAT,
    }),
    ...part({
      profile: [
        [-0.66, 0.16],
        [-0.08, 0.24],
        [-0.06, 0.4],
        [-0.62, 0.38],
      ],
      width: 0.07,
      material: ENGINE,
      y: 0.11,
    }),
    ...box(-0.72, -0.4, -0.2, -0.08, 0.2, 0.32, ENGINE_LIGHT),
    ...fender(front[0], front[2], 0.26, 0.3, 0.3, 2.0, 0.08, paint),
    ...tailLight(-0.9, 0.74),
  ];
  return finish(faces, wheels(front, rear, 0.24, 0.24, 0.11, 0.13, MATERIALS.alloy, 5, 0.72), 1.3, front, rear);
}

function dirt(paint: Material): Model {
  const front: Vec3 = [0.76, 0, 0.36];
  const rear: Vec3 = [-0.74, 0, 0.34];
  const head: Vec3 = [0.5, 0, 1.08];
  const pivot: Vec3 = [-0.18, 0, 0.58];
  const white = mat("paint", "#f2f3f1");
  const alloy = MATERIALS.alloy;
  const faces: Face[] = [
    ...forks(front, head, GOLD),
    ...handlebar(0.44, 1.17, 0.4),
    ...part({
      profile: [
        [0.52, 0.86],
        [0.6, 0.88],
        [0.6, 1.05],
        [0.5, 1.04],
      ],
      width: 0.12,
      material: white,
    }),
    ...part({
      profile: [
        [0.45, 1.0],
        [0.98, 0.92],
        [1.0, 0.95],
        [0.5, 1.05],
      ],
      width: 0.08,
      material: paint,
    }),
    ...part({
      profile: [
        [0.1, 0.72],
        [0.46, 0.84],
        [0.42, 1.02],
        [0.08, 1.02],
      ],
      width: [
        [0.72, 0.16],
        [1.02, 0.2],
      ],
      material: paint,
    }),
    ...part({
      profile: [
        [-0.7, 0.96],
        [0.24, 0.98],
        [0.28, 1.04],
        [-0.68, 1.04],
      ],
      width: 0.11,
      material: SEAT,
    }),
    ...part({
      profile: [
        [-0.64, 0.72],
        [-0.2, 0.72],
        [-0.14, 0.96],
        [-0.66, 0.97],
      ],
      width: 0.14,
      material: white,
    }),
    ...part({
      profile: [
        [-1.08, 0.95],
        [-0.6, 0.92],
        [-0.6, 0.99],
        [-1.05, 1.01],
      ],
      width: 0.1,
      material: paint,
    }),
    ...part({
      profile: [
        [-0.16, 0.4],
        [0.22, 0.4],
        [0.26, 0.62],
        [0.16, 0.8],
        [-0.14, 0.72],
      ],
      width: 0.13,
      material: ENGINE,
    }),
    ...frameRails(head, pivot, [0.22, 0, 0.4], alloy),
    ...swingarm(pivot, rear, alloy),
    ...beam([0.2, -0.1, 0.6], [-0.2, -0.14, 0.74], 0.06, 0.06, ENGINE_LIGHT),
    ...beam([-0.2, -0.14, 0.74], [-0.75, -0.14, 0.88], 0.1, 0.1, ENGINE_LIGHT),
  ];
  return finish(faces, wheels(front, rear, 0.36, 0.34, 0.09, 0.13, mat("matte", "#202226"), 14, 0.86), 1.24, front, rear);
}

function finish(faces: Face[], ws: Wheel[], height: number, front: Vec3, rear: Vec3): Model {
  let reach = 0;
  for (const f of faces) for (const p of f.points) reach = Math.max(reach, Math.abs(p[0]));
  for (const w of ws) reach = Math.max(reach, Math.abs(w.centre[0]) + w.radius);
  return {
    faces,
    wheels: ws,
    // Narrower than the handlebars on purpose: a bike is mostly air, so it may fill more of the frame.
    size: { length: reach * 2, width: 0.6, height },
    anchors: {
      headlight: [front[0] - 0.1, 0, front[2] + 0.58],
      frontWheel: [front[0], 0.06, front[2]],
      taillight: [rear[0] - 0.2, 0, 1.0],
      chargePort: [0, 0.15, 0.9],
    },
  };
}

export function motorcycleModel(style: string, hex: string): Model {
  const paint = mat("paint", hex);
  switch (style) {
    case "naked":
      return naked(paint);
    case "sport":
      return sport(paint);
    case "adventure":
      return adventure(paint);
    case "cruiser":
      return cruiser(paint);
    case "scooter":
      return scooter(paint);
    case "dirt":
      return dirt(paint);
    default:
      throw new Error(`No motorcycle art for ${style}`);
  }
}
