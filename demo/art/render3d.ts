/**
 * A tiny flat-shaded renderer: low-poly vehicle models (prisms, boxes, wheels) projected with a
 * perspective camera and painted back to front into SVG polygons, over a studio backdrop.
 * Coordinates: x forward (front of the vehicle at +x), y to the vehicle's left, z up, metres.
 */

export type Vec3 = [number, number, number];
export type Vec2 = [number, number];

export type MaterialKind = "paint" | "glass" | "matte" | "chrome" | "lamp" | "flat";
export type Material = { kind: MaterialKind; colour: string };

export const mat = (kind: MaterialKind, colour: string): Material => ({ kind, colour });

export const MATERIALS = {
  glass: mat("glass", "#222c37"),
  trim: mat("matte", "#26282c"),
  darkTrim: mat("matte", "#17181b"),
  well: mat("flat", "#0e0f11"),
  tyre: mat("matte", "#1c1c1f"),
  sidewall: mat("matte", "#2b2b2f"),
  rim: mat("chrome", "#b7bcc2"),
  darkRim: mat("matte", "#3a3d42"),
  chrome: mat("chrome", "#cfd3d8"),
  alloy: mat("chrome", "#a9aeb4"),
  headlight: mat("lamp", "#e6edf3"),
  drl: mat("lamp", "#ffffff"),
  taillight: mat("lamp", "#b0141c"),
  indicator: mat("lamp", "#e88a1a"),
  plate: mat("flat", "#f3f3ef"),
  interior: mat("matte", "#2a2b2e"),
  canvas: mat("matte", "#5a5f55"),
  grille: mat("matte", "#1f2124"),
} as const;

/** A polygon lying on its parent face, drawn just after it and shaded with the parent's normal. */
export type Decal = { points: Vec3[]; material: Material };

export type Face = { points: Vec3[]; normal: Vec3; material: Material; decals: Decal[]; layer: number; centroid: Vec3 };

/** A wheel: centre, radius, tyre width and which side it is on (+1 left, -1 right, 0 centred). */
export type Wheel = {
  centre: Vec3;
  radius: number;
  width: number;
  side: -1 | 0 | 1;
  rimRatio?: number;
  rim?: Material;
  spokes?: number;
  /** The axle direction: across the vehicle (default) or along it (a spare on the tailgate). */
  axis?: "y" | "x";
};

export type Model = {
  faces: Face[];
  wheels: Wheel[];
  /** Extent used to scale the picture: length, width and height in metres. */
  size: { length: number; width: number; height: number };
  /** Named points (e.g. "headlight", "frontWheel") for spin hotspots. */
  anchors: Record<string, Vec3>;
};

// ---------------------------------------------------------------------------------------------
// Vector helpers

export const add = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
export const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
export const scale = (a: Vec3, k: number): Vec3 => [a[0] * k, a[1] * k, a[2] * k];
export const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const cross = (a: Vec3, b: Vec3): Vec3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
export const norm = (a: Vec3): Vec3 => {
  const l = Math.hypot(a[0], a[1], a[2]) || 1;
  return [a[0] / l, a[1] / l, a[2] / l];
};
export const lerp = (a: number, b: number, t: number) => a + (b - a) * t;

function centroidOf(points: Vec3[]): Vec3 {
  const c: Vec3 = [0, 0, 0];
  for (const p of points) {
    c[0] += p[0];
    c[1] += p[1];
    c[2] += p[2];
  }
  return scale(c, 1 / points.length);
}

/** Newell's method: robust normal for a (nearly) planar polygon. */
function polygonNormal(points: Vec3[]): Vec3 {
  const n: Vec3 = [0, 0, 0];
  for (let i = 0; i < points.length; i++) {
    const a = points[i];
    const b = points[(i + 1) % points.length];
    n[0] += (a[1] - b[1]) * (a[2] + b[2]);
    n[1] += (a[2] - b[2]) * (a[0] + b[0]);
    n[2] += (a[0] - b[0]) * (a[1] + b[1]);
  }
  return norm(n);
}

export function face(points: Vec3[], material: Material, outwardHint?: Vec3, decals: Decal[] = [], layer = 1): Face {
  let normal = polygonNormal(points);
  const centroid = centroidOf(points);
  if (outwardHint && dot(normal, outwardHint) < 0) normal = scale(normal, -1);
  return { points, normal, material, decals, layer, centroid };
}

// ---------------------------------------------------------------------------------------------
// Primitives

/** 2D polygon helpers in the x–z profile plane. */
export type Pt = [number, number];

function signedArea(poly: Pt[]): number {
  let a = 0;
  for (let i = 0; i < poly.length; i++) {
    const [x1, z1] = poly[i];
    const [x2, z2] = poly[(i + 1) % poly.length];
    a += x1 * z2 - x2 * z1;
  }
  return a / 2;
}

/** Half-width as a function of height: piecewise linear through [z, halfWidth] stops. */
export type WidthFn = (z: number) => number;

export function widthStops(stops: Array<[number, number]>): WidthFn {
  const sorted = stops.slice().sort((a, b) => a[0] - b[0]);
  return (z) => {
    if (z <= sorted[0][0]) return sorted[0][1];
    for (let i = 1; i < sorted.length; i++) {
      if (z <= sorted[i][0]) {
        const [z0, w0] = sorted[i - 1];
        const [z1, w1] = sorted[i];
        return lerp(w0, w1, (z - z0) / (z1 - z0 || 1));
      }
    }
    return sorted[sorted.length - 1][1];
  };
}

export type SideDecal = { points: Pt[]; material: Material; side?: "both" | "left" | "right"; lift?: number };
/** A decal on the wrap face of one profile edge: t along the edge (0…1), s across the width (-1 right … 1 left). */
export type EdgeDecal = { edge: number; points: Pt[]; material: Material };

export type PrismOptions = {
  profile: Pt[];
  width: WidthFn | number;
  material: Material;
  /** Material for the wrap face of profile edge i (after the profile is made counter-clockwise). */
  edgeMaterials?: Record<number, Material>;
  sideMaterial?: Material;
  sideDecals?: SideDecal[];
  edgeDecals?: EdgeDecal[];
  /** Centre line offset in y (for parts beside the centre line). */
  y?: number;
  layer?: number;
  /** Leave out the side faces (a roof band, say) or wrap faces by index. */
  skipEdges?: number[];
};

/**
 * An extruded profile: the x–z polygon is swept across the width, narrowing with height by the
 * width function. Gives two side faces and one wrap face per profile edge, each with its decals.
 * The profile is given counter-clockwise (x to the right, z up); edge indices refer to that order.
 */
export function prism(options: PrismOptions): Face[] {
  const profile = options.profile;
  if (signedArea(profile) < 0) throw new Error("prism profile must be counter-clockwise");
  const widthFn: WidthFn = typeof options.width === "number" ? () => options.width as number : options.width;
  const y0 = options.y ?? 0;
  const layer = options.layer ?? 1;
  const at = (p: Pt, s: number, lift = 0): Vec3 => [p[0], y0 + s * (widthFn(p[1]) + lift), p[1]];
  const faces: Face[] = [];
  const skip = new Set(options.skipEdges ?? []);
  for (const s of [1, -1] as const) {
    const pts = profile.map((p) => at(p, s));
    const decals: Decal[] = [];
    for (const d of options.sideDecals ?? []) {
      const side = d.side ?? "both";
      if (side === "both" || (side === "left" && s === 1) || (side === "right" && s === -1)) {
        decals.push({ points: d.points.map((p) => at(p, s, d.lift ?? 0.004)), material: d.material });
      }
    }
    faces.push(face(s === 1 ? pts.slice().reverse() : pts, options.sideMaterial ?? options.material, [0, s, 0], decals, layer));
  }
  for (let i = 0; i < profile.length; i++) {
    if (skip.has(i)) continue;
    const a = profile[i];
    const b = profile[(i + 1) % profile.length];
    const dx = b[0] - a[0];
    const dz = b[1] - a[1];
    if (Math.abs(dx) + Math.abs(dz) < 1e-6) continue;
    const outward: Vec3 = [dz, 0, -dx];
    const quad: Vec3[] = [at(a, 1), at(b, 1), at(b, -1), at(a, -1)];
    const decals: Decal[] = (options.edgeDecals ?? [])
      .filter((d) => d.edge === i)
      .map((d) => ({
        material: d.material,
        points: d.points.map(([t, s]) => {
          const x = lerp(a[0], b[0], t);
          const z = lerp(a[1], b[1], t);
          const n = norm(outward);
          return [x + n[0] * 0.004, y0 + s * widthFn(z), z + n[2] * 0.004] as Vec3;
        }),
      }));
    faces.push(face(quad, options.edgeMaterials?.[i] ?? options.material, outward, decals, layer));
  }
  return faces;
}

/** A convex box from its eight corners: bottom four then top four, each counter-clockwise seen from above. */
export function hexahedron(
  corners: Vec3[],
  material: Material,
  materials: Partial<Record<"top" | "bottom" | "sides", Material>> = {},
  layer = 1,
): Face[] {
  const [a, b, c, d, e, f, g, h] = corners;
  const centre = centroidOf(corners);
  const quads: Array<[Vec3[], Material]> = [
    [[a, b, c, d], materials.bottom ?? material],
    [[e, f, g, h], materials.top ?? material],
    [[a, b, f, e], materials.sides ?? material],
    [[b, c, g, f], materials.sides ?? material],
    [[c, d, h, g], materials.sides ?? material],
    [[d, a, e, h], materials.sides ?? material],
  ];
  return quads.map(([pts, m]) => face(pts, m, sub(centroidOf(pts), centre), [], layer));
}

/** An axis-aligned box. */
export function box(x0: number, x1: number, y0: number, y1: number, z0: number, z1: number, material: Material, layer = 1): Face[] {
  return hexahedron(
    [
      [x0, y0, z0],
      [x1, y0, z0],
      [x1, y1, z0],
      [x0, y1, z0],
      [x0, y0, z1],
      [x1, y0, z1],
      [x1, y1, z1],
      [x0, y1, z1],
    ],
    material,
    {},
    layer,
  );
}

/** A square-section beam from p to q (thickness t, height h), for frames, rails and bars. */
export function beam(p: Vec3, q: Vec3, t: number, h: number, material: Material, layer = 1): Face[] {
  const along = norm(sub(q, p));
  let side = cross([0, 0, 1], along);
  if (Math.hypot(...side) < 1e-6) side = [0, 1, 0];
  side = scale(norm(side), t / 2);
  const up = scale(norm(cross(along, side)), h / 2);
  const corners = [
    sub(sub(p, side), up),
    sub(sub(q, side), up),
    sub(add(q, side), up),
    sub(add(p, side), up),
    add(sub(p, side), up),
    add(sub(q, side), up),
    add(add(q, side), up),
    add(add(p, side), up),
  ];
  return hexahedron(corners, material, {}, layer);
}

// ---------------------------------------------------------------------------------------------
// 2D polygon tools for window shapes

/** Insets a convex counter-clockwise polygon by d. */
export function insetConvex(poly: Pt[], d: number): Pt[] {
  const n = poly.length;
  const lines = poly.map((p, i) => {
    const q = poly[(i + 1) % n];
    const dx = q[0] - p[0];
    const dz = q[1] - p[1];
    const len = Math.hypot(dx, dz) || 1;
    const nx = -dz / len;
    const nz = dx / len; // inward normal for a CCW polygon
    return { p: [p[0] + nx * d, p[1] + nz * d] as Pt, dir: [dx, dz] as Pt };
  });
  const out: Pt[] = [];
  for (let i = 0; i < n; i++) {
    const l1 = lines[(i - 1 + n) % n];
    const l2 = lines[i];
    const det = l1.dir[0] * l2.dir[1] - l1.dir[1] * l2.dir[0];
    if (Math.abs(det) < 1e-9) {
      out.push(l2.p);
      continue;
    }
    const t = ((l2.p[0] - l1.p[0]) * l2.dir[1] - (l2.p[1] - l1.p[1]) * l2.dir[0]) / det;
    out.push([l1.p[0] + l1.dir[0] * t, l1.p[1] + l1.dir[1] * t]);
  }
  return out;
}

/** Clips a polygon to xMin ≤ x ≤ xMax. */
export function clipX(poly: Pt[], xMin: number, xMax: number): Pt[] {
  const clip = (input: Pt[], inside: (p: Pt) => boolean, edge: number): Pt[] => {
    const out: Pt[] = [];
    for (let i = 0; i < input.length; i++) {
      const cur = input[i];
      const prev = input[(i - 1 + input.length) % input.length];
      const curIn = inside(cur);
      const prevIn = inside(prev);
      if (curIn !== prevIn) {
        const t = (edge - prev[0]) / (cur[0] - prev[0]);
        out.push([edge, lerp(prev[1], cur[1], t)]);
      }
      if (curIn) out.push(cur);
    }
    return out;
  };
  return clip(
    clip(poly, (p) => p[0] >= xMin, xMin),
    (p) => p[0] <= xMax,
    xMax,
  );
}

/** Clips a polygon to zMin ≤ z ≤ zMax. */
export function clipZ(poly: Pt[], zMin: number, zMax: number): Pt[] {
  const swapped = poly.map(([x, z]) => [z, x] as Pt);
  return clipX(swapped, zMin, zMax).map(([z, x]) => [x, z] as Pt);
}

export function arc(cx: number, cz: number, r: number, from: number, to: number, steps: number): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i <= steps; i++) {
    const a = lerp(from, to, i / steps);
    out.push([cx + Math.cos(a) * r, cz + Math.sin(a) * r]);
  }
  return out;
}

export function rect(x0: number, z0: number, x1: number, z1: number): Pt[] {
  return [
    [x0, z0],
    [x1, z0],
    [x1, z1],
    [x0, z1],
  ];
}

/** A rectangle with cut corners, counter-clockwise. */
export function roundedRect(x0: number, z0: number, x1: number, z1: number, r: number): Pt[] {
  return [
    [x0 + r, z0],
    [x1 - r, z0],
    [x1, z0 + r],
    [x1, z1 - r],
    [x1 - r, z1],
    [x0 + r, z1],
    [x0, z1 - r],
    [x0, z0 + r],
  ];
}

// ---------------------------------------------------------------------------------------------
// Colour

type Rgb = [number, number, number];

export function hexToRgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function rgbToHex([r, g, b]: Rgb): string {
  const c = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, "0");
  return `#${c(r)}${c(g)}${c(b)}`;
}

export function mix(a: string, b: string, t: number): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex([lerp(x[0], y[0], t), lerp(x[1], y[1], t), lerp(x[2], y[2], t)]);
}

export function luminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

// ---------------------------------------------------------------------------------------------
// Camera and rendering

export type CameraOptions = {
  /** Degrees around the vertical: 0 looks at the front, 90 at the left side, 180 at the rear. */
  yaw: number;
  /** Degrees above the horizon. */
  pitch?: number;
  /** Magnification over the framing that keeps every yaw of a spin the same size (head-on views fill more of the frame). */
  zoom?: number;
};

export const WIDTH = 800;
export const HEIGHT = 600;
const GROUND_Y = 468;

type Camera = {
  eye: Vec3;
  right: Vec3;
  up: Vec3;
  back: Vec3;
  focal: number;
  offset: Vec2;
  light: Vec3;
};

function makeCamera(model: Model, options: CameraOptions): Camera {
  const { length, width, height } = model.size;
  const yaw = (options.yaw * Math.PI) / 180;
  const pitch = ((options.pitch ?? 9) * Math.PI) / 180;
  const extent = Math.max(Math.hypot(length, width), height * 1.9);
  const distance = extent * 3.2;
  const target: Vec3 = [0, 0, height * 0.42];
  const back: Vec3 = [Math.cos(pitch) * Math.cos(yaw), Math.cos(pitch) * Math.sin(yaw), Math.sin(pitch)];
  const eye = add(target, scale(back, distance));
  const right = norm(cross([0, 0, 1], back));
  const up = cross(back, right);
  const focal = distance * Math.min(690 / extent, 330 / (height * 1.05)) * (options.zoom ?? 1);
  const camera: Camera = { eye, right, up, back, focal, offset: [0, 0], light: [0, 0, 1] };
  const origin = project(camera, [0, 0, 0]);
  camera.offset = [WIDTH / 2 - origin[0], GROUND_Y - origin[1]];
  // Key light from above, slightly in front of the camera and to its left: the studio stays put as the car turns.
  camera.light = norm(add(add(scale(back, 0.55), [0, 0, 0.85]), scale(right, -0.45)));
  return camera;
}

function project(camera: Camera, p: Vec3): Vec2 {
  const rel = sub(p, camera.eye);
  const depth = -dot(rel, camera.back);
  const k = camera.focal / depth;
  return [WIDTH / 2 + dot(rel, camera.right) * k + camera.offset[0], HEIGHT / 2 - dot(rel, camera.up) * k + camera.offset[1]];
}

function shade(material: Material, normal: Vec3, camera: Camera): string {
  const diffuse = Math.max(0, dot(normal, camera.light));
  const sky = Math.max(0, normal[2]);
  switch (material.kind) {
    case "paint": {
      const lum = luminance(material.colour);
      const lit = mix("#000000", material.colour, 0.6 + 0.4 * diffuse);
      // Dark paints pick up more of the studio's reflection, which keeps their shape readable: the sky on upper
      // faces, and the grey studio walls on every face (a black car photographed in a studio reads as charcoal, and
      // its body stays lighter than its dark glass instead of merging with it into one black box).
      const dark = Math.pow(1 - lum, 3);
      const walls = mix(lit, "#8d99a7", dark * (0.2 + 0.1 * diffuse));
      return mix(walls, "#ffffff", sky * (0.1 + (1 - lum) * 0.14) + Math.pow(diffuse, 8) * 0.12);
    }
    case "glass":
      return mix(mix(material.colour, "#6d7f93", sky * 0.55), "#000000", (1 - diffuse) * 0.15);
    case "chrome":
      return mix(mix(material.colour, "#ffffff", sky * 0.35), "#3c4046", (1 - diffuse) * 0.45);
    case "matte":
      return mix(mix("#000000", material.colour, 0.75 + 0.25 * diffuse), "#ffffff", sky * 0.06);
    case "lamp":
      return mix(material.colour, "#000000", (1 - diffuse) * 0.12);
    default:
      return material.colour;
  }
}

const fmt = (n: number) => (Math.round(n * 10) / 10).toString();

function pathOf(points: Vec2[]): string {
  let d = `M${fmt(points[0][0])} ${fmt(points[0][1])}`;
  for (let i = 1; i < points.length; i++) d += `L${fmt(points[i][0])} ${fmt(points[i][1])}`;
  return `${d}Z`;
}

function convexHull(points: Vec2[]): Vec2[] {
  const pts = points.slice().sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const crossZ = (o: Vec2, a: Vec2, b: Vec2) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: Vec2[] = [];
  for (const p of pts) {
    while (lower.length >= 2 && crossZ(lower[lower.length - 2], lower[lower.length - 1], p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: Vec2[] = [];
  for (let i = pts.length - 1; i >= 0; i--) {
    const p = pts[i];
    while (upper.length >= 2 && crossZ(upper[upper.length - 2], upper[upper.length - 1], p) <= 0) upper.pop();
    upper.push(p);
  }
  upper.pop();
  lower.pop();
  return lower.concat(upper);
}

function discPoints(wheel: Wheel, offset: number, r: number, steps = 20): Vec3[] {
  const out: Vec3[] = [];
  const [cx, cy, cz] = wheel.centre;
  for (let i = 0; i < steps; i++) {
    const a = (i / steps) * Math.PI * 2;
    out.push(
      wheel.axis === "x"
        ? [cx + offset, cy + Math.cos(a) * r, cz + Math.sin(a) * r]
        : [cx + Math.cos(a) * r, cy + offset, cz + Math.sin(a) * r],
    );
  }
  return out;
}

type Drawable = { depth: number; layer: number; svg: string };

function wheelDrawables(wheel: Wheel, camera: Camera, layerFor: (wheel: Wheel) => number): Drawable[] {
  const half = wheel.width / 2;
  const axis: Vec3 = wheel.axis === "x" ? [1, 0, 0] : [0, 1, 0];
  const toEye = sub(camera.eye, wheel.centre);
  const outerSign = wheel.side === 0 ? (dot(axis, toEye) >= 0 ? 1 : -1) : wheel.side;
  const facing = dot(scale(axis, outerSign), toEye) > 0;
  const outer = discPoints(wheel, outerSign * half, wheel.radius);
  const inner = discPoints(wheel, -outerSign * half, wheel.radius);
  const hull = convexHull([...outer, ...inner].map((p) => project(camera, p)));
  const parts: string[] = [`<path fill="${shade(MATERIALS.tyre, [0, 0, 0.3], camera)}" d="${pathOf(hull)}"/>`];
  if (facing) {
    const faceNormal = scale(axis, outerSign);
    const at = (offset: number, r: number, steps = 18) =>
      discPoints(wheel, outerSign * (half + offset), r, steps).map((p) => project(camera, p));
    parts.push(`<path fill="${shade(MATERIALS.sidewall, faceNormal, camera)}" d="${pathOf(at(0, wheel.radius, 20))}"/>`);
    const rimR = wheel.radius * (wheel.rimRatio ?? 0.64);
    const rimMaterial = wheel.rim ?? MATERIALS.rim;
    const rimFill = shade(rimMaterial, faceNormal, camera);
    parts.push(`<path fill="${rimFill}" d="${pathOf(at(0.003, rimR))}"/>`);
    const spokes = wheel.spokes ?? 5;
    const darker = mix(rimFill, "#000000", 0.45);
    if (spokes > 0) {
      // The dark gaps between the spokes.
      let holes = "";
      for (let i = 0; i < spokes; i++) {
        const a0 = (i / spokes) * Math.PI * 2 + 0.32;
        const a1 = ((i + 1) / spokes) * Math.PI * 2 - 0.32;
        const ring: Vec3[] = [];
        const point = (a: number, r: number): Vec3 => {
          const [cx, cy, cz] = wheel.centre;
          const o = outerSign * (half + 0.004);
          return wheel.axis === "x"
            ? [cx + o, cy + Math.cos(a) * r, cz + Math.sin(a) * r]
            : [cx + Math.cos(a) * r, cy + o, cz + Math.sin(a) * r];
        };
        for (let k = 0; k <= 4; k++) ring.push(point(lerp(a0, a1, k / 4), rimR * 0.86));
        for (let k = 4; k >= 0; k--) ring.push(point(lerp(a0 + 0.12, a1 - 0.12, k / 4), rimR * 0.34));
        holes += pathOf(ring.map((p) => project(camera, p)));
      }
      parts.push(`<path fill="${darker}" d="${holes}"/>`);
    }
    parts.push(`<path fill="${mix(darker, "#ffffff", 0.25)}" d="${pathOf(at(0.006, rimR * 0.2, 10))}"/>`);
  }
  const depth = -dot(sub(wheel.centre, camera.eye), camera.back);
  return [{ depth, layer: layerFor(wheel), svg: parts.join("") }];
}

export type SceneOptions = CameraOptions & {
  /** Cars: near-side wheels in front of the body, far-side behind. Motorcycles: sorted with the parts. */
  wheelMode?: "car" | "sorted";
};

function backdrop(): string {
  return (
    `<defs>` +
    `<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f1f3f6"/><stop offset="1" stop-color="#dadee4"/></linearGradient>` +
    `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#dadee4"/><stop offset="1" stop-color="#f4f5f7"/></linearGradient>` +
    `<radialGradient id="shadow"><stop offset="0" stop-color="#0b0d10" stop-opacity=".55"/><stop offset=".6" stop-color="#0b0d10" stop-opacity=".22"/><stop offset="1" stop-color="#0b0d10" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="glow" cx=".5" cy=".35" r=".6"><stop offset="0" stop-color="#ffffff" stop-opacity=".75"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>` +
    `</defs>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#wall)"/>` +
    `<rect y="340" width="${WIDTH}" height="${HEIGHT - 340}" fill="url(#floor)"/>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#glow)"/>`
  );
}

/** Renders a model as a 800×600 studio picture. */
export function renderScene(model: Model, options: SceneOptions): string {
  const camera = makeCamera(model, options);
  const drawables: Drawable[] = [];
  for (const f of model.faces) {
    const toEye = sub(camera.eye, f.centroid);
    if (dot(f.normal, toEye) <= 0) continue;
    const fill = shade(f.material, f.normal, camera);
    let svg = `<path fill="${fill}" stroke="${fill}" d="${pathOf(f.points.map((p) => project(camera, p)))}"/>`;
    for (const decal of f.decals) {
      if (decal.points.length < 3) continue;
      svg += `<path fill="${shade(decal.material, f.normal, camera)}" d="${pathOf(decal.points.map((p) => project(camera, p)))}"/>`;
    }
    drawables.push({ depth: -dot(sub(f.centroid, camera.eye), camera.back), layer: f.layer, svg });
  }
  const wheelMode = options.wheelMode ?? "car";
  const layerFor = (wheel: Wheel) => {
    if (wheelMode === "sorted" || wheel.side === 0) return 1;
    const facing = dot([0, wheel.side, 0], sub(camera.eye, wheel.centre)) > 0.05 * Math.hypot(...sub(camera.eye, wheel.centre));
    return facing ? 2 : 0;
  };
  for (const wheel of model.wheels) drawables.push(...wheelDrawables(wheel, camera, layerFor));
  drawables.sort((a, b) => a.layer - b.layer || b.depth - a.depth);

  // Ground shadow under the footprint, and darker contact patches under the wheels.
  const { length, width } = model.size;
  const corners = [
    [length / 2, width / 2],
    [length / 2, -width / 2],
    [-length / 2, width / 2],
    [-length / 2, -width / 2],
  ].map(([x, y]) => project(camera, [x * 1.04, y * 1.1, 0]));
  const xs = corners.map((c) => c[0]);
  const ys = corners.map((c) => c[1]);
  const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
  const cy = (Math.min(...ys) + Math.max(...ys)) / 2;
  const rx = (Math.max(...xs) - Math.min(...xs)) / 2 + 18;
  const ry = (Math.max(...ys) - Math.min(...ys)) / 2 + 10;
  let shadows = `<ellipse cx="${fmt(cx)}" cy="${fmt(cy + 4)}" rx="${fmt(rx)}" ry="${fmt(ry)}" fill="url(#shadow)"/>`;
  for (const wheel of model.wheels) {
    if (wheel.centre[2] > wheel.radius * 1.2) continue;
    const p = project(camera, [wheel.centre[0], wheel.centre[1], 0]);
    shadows += `<ellipse cx="${fmt(p[0])}" cy="${fmt(p[1] + 1)}" rx="${fmt((wheel.radius * camera.focal) / 40 + 8)}" ry="5" fill="url(#shadow)"/>`;
  }

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">` +
    backdrop() +
    shadows +
    `<g stroke-width=".7" stroke-linejoin="round">${drawables.map((d) => d.svg).join("")}</g>` +
    `</svg>`
  );
}

/** Where a model point lands in the picture, as percentages of width and height. */
export function projectAnchor(model: Model, options: CameraOptions, point: Vec3): { x: number; y: number; visible: boolean } {
  const camera = makeCamera(model, options);
  const [x, y] = project(camera, point);
  const toEye = sub(camera.eye, point);
  return { x: (x / WIDTH) * 100, y: (y / HEIGHT) * 100, visible: dot(norm(toEye), camera.back) > 0 };
}

/** Whether a point on the model's surface with this outward direction faces the camera. */
export function facesCamera(model: Model, options: CameraOptions, point: Vec3, outward: Vec3): boolean {
  const camera = makeCamera(model, options);
  return dot(norm(outward), norm(sub(camera.eye, point))) > 0.2;
}
