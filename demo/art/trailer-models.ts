/** Caravans, pop tops, camper trailers and motorhomes. */
import {
  MATERIALS,
  arc,
  beam,
  box,
  mat,
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

const TRAILERS = new Set(["caravan", "pop top", "camper trailer", "motorhome"]);

export function isTrailerArt(body: string): boolean {
  return TRAILERS.has(body);
}

/** Caravans are mostly white with a coloured lower band; off-road composites are dark all over. */
function livery(swatchHex: string): { main: Material; band: Material } {
  const hex = swatchHex.toLowerCase();
  const darkMain: Record<string, string> = { "#1a1b1e": "#2b2d31", "#c8b58f": "#c8b58f" };
  const bands: Record<string, string> = {
    "#b9bec4": "#b9bec4",
    "#43474d": "#4a4e55",
    "#f2f3f1": "#c9cdd2",
    "#1a1b1e": "#55595f",
    "#c8b58f": "#4a4e55",
  };
  return { main: mat("paint", darkMain[hex] ?? "#f2f3f1"), band: mat("paint", bands[hex] ?? swatchHex) };
}

const TINT = mat("glass", "#1e252d");

function wheelsAt(xs: number[], halfW: number, r: number, tyreW = 0.23): Wheel[] {
  const out: Wheel[] = [];
  for (const x of xs) {
    for (const side of [1, -1] as const) {
      out.push({
        centre: [x, side * (halfW - 0.03 - tyreW / 2), r],
        radius: r,
        width: tyreW,
        side,
        rim: MATERIALS.rim,
        spokes: 6,
        rimRatio: 0.6,
      });
    }
  }
  return out;
}

function wells(xs: number[], r: number, sill: number, guard: Material): SideDecal[] {
  const out: SideDecal[] = [];
  const span = xs.length > 1 ? (Math.max(...xs) - Math.min(...xs)) / 2 : 0;
  const cx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const gap = r * 1.12;
  // One guard over both wheels of a tandem axle, as Australian vans have.
  const guardPts: Pt[] = [
    [cx + span + gap + 0.1, sill],
    ...arc(cx + span, r, gap + 0.08, 0, Math.PI / 2, 5),
    ...arc(cx - span, r, gap + 0.08, Math.PI / 2, Math.PI, 5),
    [cx - span - gap - 0.1, sill],
  ];
  const above = (pts: Pt[]) => pts.map(([x, z]) => [x, Math.max(z, sill)] as Pt);
  out.push({ points: above(guardPts), material: guard, lift: 0.006 });
  const wellPts: Pt[] = [
    [cx + span + gap, sill],
    ...arc(cx + span, r, gap, 0, Math.PI / 2, 6),
    ...arc(cx - span, r, gap, Math.PI / 2, Math.PI, 6),
    [cx - span - gap, sill],
  ];
  out.push({ points: above(wellPts), material: MATERIALS.well, lift: 0.008 });
  return out;
}

function drawbar(front: number, length: number, z: number, halfSpread: number, toolbox: boolean): { faces: Face[]; wheels: Wheel[] } {
  const hitch: Vec3 = [front + length, 0, z - 0.05];
  const faces: Face[] = [];
  for (const s of [1, -1]) faces.push(...beam([front - 0.1, s * halfSpread, z], hitch, 0.08, 0.1, MATERIALS.darkTrim));
  faces.push(...box(hitch[0] - 0.05, hitch[0] + 0.15, -0.07, 0.07, z - 0.12, z + 0.02, MATERIALS.chrome));
  if (toolbox) faces.push(...box(front + 0.05, front + 0.65, -0.45, 0.45, z + 0.04, z + 0.5, MATERIALS.alloy));
  else {
    // Two gas bottles.
    for (const s of [1, -1])
      faces.push(...box(front + 0.12, front + 0.38, s * 0.18 - 0.12, s * 0.18 + 0.12, z + 0.04, z + 0.55, mat("paint", "#d7dadf")));
  }
  // Jockey wheel post and wheel.
  const jx = front + length - 0.55;
  faces.push(...beam([jx, 0.16, z + 0.15], [jx, 0.16, 0.12], 0.06, 0.06, MATERIALS.chrome));
  const wheels: Wheel[] = [
    { centre: [jx, 0.16, 0.1], radius: 0.1, width: 0.06, side: 1, rim: MATERIALS.darkRim, spokes: 0, rimRatio: 0.5 },
  ];
  return { faces, wheels };
}

function caravan(hex: string, kind: "caravan" | "pop top"): Model {
  const { main, band } = livery(hex);
  const popTop = kind === "pop top";
  const bodyL = popTop ? 5.2 : 6.5;
  const barL = 1.5;
  const total = bodyL + barL;
  const xr = -total / 2;
  const xf = xr + bodyL;
  const sill = 0.62;
  const top = popTop ? 2.0 : 2.9;
  const halfW = 1.22;
  const profile: Pt[] = popTop
    ? [
        [xr + 0.05, sill],
        [xf - 0.05, sill],
        [xf, sill + 0.1],
        [xf, top - 0.12],
        [xf - 0.1, top],
        [xr + 0.08, top],
        [xr, top - 0.1],
        [xr, sill + 0.1],
      ]
    : [
        [xr + 0.05, sill],
        [xf - 0.05, sill],
        [xf, sill + 0.1],
        [xf, 1.55],
        [xf - 0.12, 2.3],
        [xf - 0.42, 2.75],
        [xf - 0.9, top],
        [xr + 0.12, top],
        [xr, top - 0.12],
        [xr, sill + 0.1],
      ];
  const axles = popTop ? [xr + bodyL * 0.5] : [xr + bodyL * 0.5 - 0.42, xr + bodyL * 0.5 + 0.42];
  const r = 0.37;
  const windowZ0 = popTop ? 1.3 : 1.45;
  const windowZ1 = popTop ? 1.75 : 2.1;
  const sideDecals: SideDecal[] = [
    { points: rect(xr + 0.02, sill + 0.02, xf - 0.02, sill + 0.42), material: band, lift: 0.004 },
    { points: rect(xr + 0.02, sill + 0.44, xf - 0.02, sill + 0.47), material: mat("paint", "#8a9099"), lift: 0.004 },
    ...wells(axles, r, sill, mat("paint", "#8e949b")),
    {
      points: [
        [xf - 1.6, windowZ1 + 0.35],
        [xf - 0.3, windowZ1 + 0.15],
        [xf - 0.3, windowZ1 + 0.25],
        [xf - 1.6, windowZ1 + 0.42],
      ],
      material: band,
      lift: 0.005,
    },
    // Windows: both sides.
    { points: roundedRect(xr + 0.5, windowZ0, xr + 1.6, windowZ1, 0.08), material: TINT, lift: 0.006 },
    { points: roundedRect(xf - 1.5, windowZ0, xf - 0.6, windowZ1, 0.08), material: TINT, lift: 0.006 },
    // Entry door with its window on the kerb (left) side.
    {
      points: roundedRect(xr + bodyL * 0.5 + 0.85, sill + 0.15, xr + bodyL * 0.5 + 1.5, popTop ? top - 0.1 : 2.45, 0.05),
      material: mat("paint", "#e4e6e9"),
      side: "left",
      lift: 0.007,
    },
    {
      points: roundedRect(xr + bodyL * 0.5 + 0.95, windowZ0 + 0.05, xr + bodyL * 0.5 + 1.4, windowZ1 - 0.05, 0.05),
      material: TINT,
      side: "left",
      lift: 0.009,
    },
    { points: rect(xr + bodyL * 0.5 + 1.38, 1.25, xr + bodyL * 0.5 + 1.44, 1.4), material: MATERIALS.chrome, side: "left", lift: 0.009 },
    // Hatch for the boot and the awning rail.
    { points: rect(xf - 0.9, sill + 0.5, xf - 0.3, sill + 0.9), material: mat("paint", "#dfe2e6"), side: "left", lift: 0.006 },
    { points: rect(xr + 0.3, top - 0.14, xf - 0.6, top - 0.1), material: MATERIALS.trim, side: "left", lift: 0.006 },
    // Tail lights wrap onto the sides.
    { points: rect(xr + 0.02, sill + 0.55, xr + 0.12, sill + 0.75), material: MATERIALS.taillight, lift: 0.006 },
  ];
  const frontEdge = 2; // [xf, sill+0.1] → [xf, 1.55] (or to the top on a pop top)
  const edgeDecals: EdgeDecal[] = [
    {
      edge: frontEdge,
      points: [
        [0.05, -0.95],
        [0.05, 0.95],
        [0.4, 0.95],
        [0.4, -0.95],
      ],
      material: band,
    },
    {
      edge: popTop ? frontEdge : frontEdge + 1,
      points: popTop
        ? [
            [0.55, -0.6],
            [0.55, 0.6],
            [0.85, 0.6],
            [0.85, -0.6],
          ]
        : [
            [0.2, -0.65],
            [0.2, 0.65],
            [0.8, 0.6],
            [0.8, -0.6],
          ],
      material: TINT,
    },
  ];
  const rearEdge = profile.length - 2; // [xr, top-…] → [xr, sill+0.1]
  edgeDecals.push(
    {
      edge: rearEdge,
      points: [
        [0.75, 0.7],
        [0.75, 0.95],
        [0.9, 0.95],
        [0.9, 0.7],
      ],
      material: MATERIALS.taillight,
    },
    {
      edge: rearEdge,
      points: [
        [0.75, -0.7],
        [0.75, -0.95],
        [0.9, -0.95],
        [0.9, -0.7],
      ],
      material: MATERIALS.taillight,
    },
    {
      edge: rearEdge,
      points: [
        [0.3, -0.5],
        [0.3, 0.5],
        [0.6, 0.5],
        [0.6, -0.5],
      ],
      material: TINT,
    },
  );
  const faces: Face[] = [
    ...prism({
      profile,
      width: widthStops([
        [sill, halfW - 0.02],
        [sill + 0.2, halfW],
        [top, halfW - 0.04],
      ]),
      material: main,
      edgeMaterials: { 0: MATERIALS.darkTrim },
      sideDecals,
      edgeDecals,
    }),
  ];
  if (popTop) {
    const canvasTop = top + 0.36;
    faces.push(
      ...prism({ profile: rect(xr + 0.15, top, xf - 0.15, canvasTop), width: halfW - 0.08, material: MATERIALS.canvas, skipEdges: [0] }),
    );
    faces.push(
      ...prism({ profile: roundedRect(xr + 0.05, canvasTop, xf - 0.02, canvasTop + 0.12, 0.04), width: halfW - 0.01, material: main }),
    );
  } else {
    faces.push(...box(xr + bodyL * 0.42, xr + bodyL * 0.42 + 0.75, -0.38, 0.38, top, top + 0.24, mat("paint", "#e9ebee")));
  }
  faces.push(...box(xr - 0.12, xr, -halfW + 0.1, halfW - 0.1, sill - 0.05, sill + 0.08, MATERIALS.darkTrim));
  const bar = drawbar(xf, barL, sill - 0.05, 0.75, false);
  faces.push(...bar.faces);
  return {
    faces,
    wheels: [...wheelsAt(axles, halfW, r), ...bar.wheels],
    size: { length: total, width: halfW * 2, height: popTop ? top + 0.5 : top + 0.25 },
    anchors: {
      headlight: [xf, halfW - 0.3, 1.2],
      frontWheel: [axles[axles.length - 1], halfW, r],
      taillight: [xr, halfW - 0.2, sill + 0.65],
      chargePort: [xf - 0.5, halfW, sill + 0.7],
    },
  };
}

function camperTrailer(hex: string): Model {
  const body = mat("paint", hex);
  const bodyL = 3.3;
  const barL = 1.6;
  const total = bodyL + barL;
  const xr = -total / 2;
  const xf = xr + bodyL;
  const sill = 0.7;
  const tubTop = 1.45;
  const halfW = 0.98;
  const r = 0.4;
  const axle = xr + bodyL * 0.48;
  const faces: Face[] = [];
  faces.push(
    ...prism({
      profile: rect(xr, sill, xf, tubTop),
      width: halfW,
      material: body,
      sideDecals: [
        ...wells([axle], r, sill, MATERIALS.darkTrim),
        { points: rect(xr + 0.05, sill + 0.08, xr + 0.9, tubTop - 0.1), material: MATERIALS.alloy, side: "left", lift: 0.006 },
        { points: rect(xr + 0.15, sill + 0.4, xr + 0.25, sill + 0.5), material: MATERIALS.chrome, side: "left", lift: 0.008 },
        { points: rect(xr + 0.02, tubTop - 0.3, xr + 0.12, tubTop - 0.1), material: MATERIALS.taillight, lift: 0.006 },
      ],
      edgeDecals: [
        {
          edge: 3,
          points: [
            [0.25, 0.7],
            [0.25, 0.95],
            [0.45, 0.95],
            [0.45, 0.7],
          ],
          material: MATERIALS.taillight,
        },
        {
          edge: 3,
          points: [
            [0.25, -0.7],
            [0.25, -0.95],
            [0.45, -0.95],
            [0.45, -0.7],
          ],
          material: MATERIALS.taillight,
        },
      ],
    }),
  );
  // The folded tent under its cover.
  const cover: Pt[] = [
    [xr + 0.05, tubTop],
    [xf - 0.05, tubTop],
    [xf - 0.05, tubTop + 0.32],
    [xf - 0.2, tubTop + 0.42],
    [xr + 0.2, tubTop + 0.42],
    [xr + 0.05, tubTop + 0.32],
  ];
  faces.push(...prism({ profile: cover, width: halfW - 0.02, material: mat("matte", "#34373b"), skipEdges: [0] }));
  for (let i = 0; i < 3; i++) {
    const x = xr + 0.6 + i * 1.05;
    faces.push(...box(x, x + 0.06, -halfW + 0.02, halfW - 0.02, tubTop + 0.41, tubTop + 0.44, MATERIALS.darkTrim));
  }
  // Jerry cans on the front, roof-rack style rails.
  for (const s of [1, -1])
    faces.push(
      ...box(xf + 0.02, xf + 0.22, s * 0.55 - 0.17, s * 0.55 + 0.17, sill + 0.05, sill + 0.5, mat("paint", s > 0 ? "#2f6d3b" : "#b8141d")),
    );
  const bar = drawbar(xf, barL, sill - 0.1, 0.6, true);
  faces.push(...bar.faces);
  const wheels = wheelsAt([axle], halfW + 0.12, r, 0.26).map((w) => ({ ...w, rim: MATERIALS.darkRim }));
  // The wheels sit outboard under their own guards.
  for (const s of [1, -1])
    faces.push(...box(axle - 0.55, axle + 0.55, s * (halfW + 0.01), s * (halfW + 0.27), r + 0.44, r + 0.48, MATERIALS.darkTrim));
  return {
    faces,
    wheels: [...wheels, ...bar.wheels],
    size: { length: total, width: halfW * 2 + 0.3, height: tubTop + 0.5 },
    anchors: {
      headlight: [xf, halfW - 0.3, sill + 0.5],
      frontWheel: [axle, halfW + 0.2, r],
      taillight: [xr, halfW - 0.15, tubTop - 0.2],
      chargePort: [xf - 0.5, halfW, sill + 0.3],
    },
  };
}

function motorhome(hex: string): Model {
  const { main, band } = livery(hex);
  const L = 7.3;
  const xr = -L / 2;
  const xf = L / 2;
  const sill = 0.52;
  const top = 3.05;
  const halfW = 1.17;
  const cabRear = xf - 1.75;
  const screenBase = xf - 0.85;
  const faces: Face[] = [];
  const r = 0.36;
  const frontAxle = xf - 1.0;
  const rearAxle = xf - 1.0 - 4.0;
  // Cab: bonnet and windscreen of a van front.
  const cab: Pt[] = [
    [cabRear, sill],
    [xf - 0.15, sill],
    [xf, sill + 0.15],
    [xf, 0.95],
    [xf - 0.15, 1.18],
    [screenBase, 1.3],
    [cabRear, 1.3],
  ];
  faces.push(
    ...prism({
      profile: cab,
      width: widthStops([
        [sill, halfW - 0.12],
        [1.0, halfW - 0.08],
        [1.3, halfW - 0.12],
      ]),
      material: main,
      edgeMaterials: { 0: MATERIALS.darkTrim },
      sideDecals: wells([frontAxle], r, sill, MATERIALS.trim),
      edgeDecals: [
        {
          edge: 3,
          points: [
            [0.2, -0.45],
            [0.2, 0.45],
            [0.85, 0.45],
            [0.85, -0.45],
          ],
          material: MATERIALS.grille,
        },
        {
          edge: 3,
          points: [
            [0.45, 0.55],
            [0.45, 0.95],
            [0.9, 0.95],
            [0.9, 0.55],
          ],
          material: MATERIALS.headlight,
        },
        {
          edge: 3,
          points: [
            [0.45, -0.55],
            [0.45, -0.95],
            [0.9, -0.95],
            [0.9, -0.55],
          ],
          material: MATERIALS.headlight,
        },
        {
          edge: 2,
          points: [
            [0.3, -0.2],
            [0.3, 0.2],
            [0.8, 0.2],
            [0.8, -0.2],
          ],
          material: MATERIALS.plate,
        },
      ],
    }),
  );
  const screen: Pt[] = [
    [cabRear, 1.3],
    [screenBase - 0.02, 1.3],
    [xf - 1.45, 2.2],
    [cabRear, 2.2],
  ];
  faces.push(
    ...prism({
      profile: screen,
      width: widthStops([
        [1.3, halfW - 0.12],
        [2.2, halfW - 0.16],
      ]),
      material: main,
      edgeMaterials: { 1: MATERIALS.glass },
      sideDecals: [
        {
          points: [
            [cabRear + 0.35, 1.38],
            [screenBase - 0.15, 1.38],
            [xf - 1.5, 2.08],
            [cabRear + 0.35, 2.08],
          ],
          material: MATERIALS.glass,
          lift: 0.006,
        },
      ],
      skipEdges: [0],
    }),
  );
  // Coach body with the luton peak over the cab.
  const coach: Pt[] = [
    [xr + 0.05, sill + 0.08],
    [cabRear, sill + 0.08],
    [cabRear, 2.2],
    [xf - 1.3, 2.25],
    [xf - 0.75, 2.55],
    [xf - 0.9, 2.95],
    [xf - 1.5, top],
    [xr + 0.15, top],
    [xr, top - 0.15],
    [xr, sill + 0.2],
  ];
  faces.push(
    ...prism({
      profile: coach,
      width: widthStops([
        [sill, halfW - 0.02],
        [sill + 0.3, halfW],
        [top, halfW - 0.03],
      ]),
      material: main,
      edgeMaterials: { 0: MATERIALS.darkTrim },
      sideDecals: [
        { points: rect(xr + 0.02, sill + 0.1, cabRear - 0.02, sill + 0.45), material: band, lift: 0.004 },
        ...wells([rearAxle], r, sill + 0.08, MATERIALS.trim),
        {
          points: [
            [xr + 0.3, 2.45],
            [cabRear - 0.3, 2.62],
            [cabRear - 0.3, 2.7],
            [xr + 0.3, 2.55],
          ],
          material: band,
          lift: 0.005,
        },
        { points: roundedRect(xr + 0.4, 1.45, xr + 1.5, 2.05, 0.07), material: TINT, lift: 0.006 },
        { points: roundedRect(cabRear - 1.6, 1.45, cabRear - 0.4, 2.05, 0.07), material: TINT, lift: 0.006 },
        { points: roundedRect(xf - 1.55, 2.35, xf - 1.0, 2.7, 0.05), material: TINT, lift: 0.006 },
        {
          points: roundedRect(rearAxle + 0.8, sill + 0.25, rearAxle + 1.45, 2.55, 0.05),
          material: mat("paint", "#e4e6e9"),
          side: "left",
          lift: 0.007,
        },
        { points: roundedRect(rearAxle + 0.9, 1.5, rearAxle + 1.35, 2.05, 0.05), material: TINT, side: "left", lift: 0.009 },
        { points: rect(xr + 0.02, 0.95, xr + 0.12, 1.3), material: MATERIALS.taillight, lift: 0.006 },
      ],
      edgeDecals: [
        {
          edge: 8,
          points: [
            [0.45, -0.55],
            [0.45, 0.55],
            [0.75, 0.55],
            [0.75, -0.55],
          ],
          material: TINT,
        },
        {
          edge: 8,
          points: [
            [0.75, 0.75],
            [0.75, 0.95],
            [0.9, 0.95],
            [0.9, 0.75],
          ],
          material: MATERIALS.taillight,
        },
        {
          edge: 8,
          points: [
            [0.75, -0.75],
            [0.75, -0.95],
            [0.9, -0.95],
            [0.9, -0.75],
          ],
          material: MATERIALS.taillight,
        },
      ],
    }),
  );
  for (const s of [1, -1])
    faces.push(
      ...box(screenBase - 0.2, screenBase - 0.1, s * (halfW - 0.05) - 0.05, s * (halfW - 0.05) + 0.05, 1.35, 1.55, MATERIALS.trim),
    );
  faces.push(...box(xr + 2.0, xr + 2.75, -0.38, 0.38, top, top + 0.22, mat("paint", "#e9ebee")));
  return {
    faces,
    wheels: wheelsAt([frontAxle, rearAxle], halfW - 0.06, r),
    size: { length: L, width: halfW * 2, height: top + 0.2 },
    anchors: {
      headlight: [xf, halfW - 0.3, 1.05],
      frontWheel: [frontAxle, halfW, r],
      taillight: [xr, halfW - 0.15, 1.1],
      chargePort: [cabRear - 1.0, halfW, 1.0],
    },
  };
}

export function trailerModel(body: string, hex: string): Model {
  switch (body) {
    case "caravan":
      return caravan(hex, "caravan");
    case "pop top":
      return caravan(hex, "pop top");
    case "camper trailer":
      return camperTrailer(hex);
    case "motorhome":
      return motorhome(hex);
    default:
      throw new Error(`No trailer art for ${body}`);
  }
}
