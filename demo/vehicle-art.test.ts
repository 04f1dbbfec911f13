import { describe, expect, it } from "vitest";
import { CAR_FAMILY_NAMES, MAKE_LOOKS } from "./art/car-models";
import { CATALOGUE, SWATCHES, cataloguedBodies, findModel, type Body } from "./catalogue";
import { drawDemoMedia } from "./media";
import { EXTERIOR_VIEWS, INTERIOR_VIEWS, SPIN_FRAMES, allMediaFiles, seededMediaFiles, type InteriorLayout } from "./media-paths";
import { artSubjects, interiorSvg, modelArt, notFoundSvg, spinFrameSvg, spinHotspots, vehicleModel, vehicleSvg } from "./vehicle-art";

/** The side silhouette: the highest point of the model in each of 20 slices along its length, in metres. */
function sideOutline(art: string): number[] {
  const model = vehicleModel(art, "#ffffff");
  const points = model.faces.flatMap((f) => f.points);
  const xs = points.map((p) => p[0]);
  const x0 = Math.min(...xs);
  const x1 = Math.max(...xs);
  const tops = Array.from({ length: 20 }, () => 0);
  for (const [x, , z] of points) {
    const slice = Math.min(19, Math.floor(((x - x0) / (x1 - x0)) * 20));
    tops[slice] = Math.max(tops[slice], z);
  }
  return [x1 - x0, ...tops];
}

function artOf(make: string, name: string): string {
  const model = findModel(make, name);
  if (!model) throw new Error(`${make} ${name} is not in the catalogue`);
  return modelArt(model, model.badges[0].body);
}

const heightOf = (art: string) => vehicleModel(art, "#ffffff").size.height;
const lengthOf = (art: string) => vehicleModel(art, "#ffffff").size.length;

const isPicture = (svg: string) => svg.startsWith("<svg ") && svg.includes('viewBox="0 0 800 600"') && svg.endsWith("</svg>");

describe("vehicle art", () => {
  it("draws every catalogued body from every gallery view as a 4:3 studio picture", () => {
    const bad: string[] = [];
    for (const body of cataloguedBodies()) {
      for (const view of EXTERIOR_VIEWS) {
        const svg = vehicleSvg(body, SWATCHES.red, view);
        if (!isPicture(svg) || !svg.includes('id="shadow"') || (svg.match(/<path /g) ?? []).length < 12) bad.push(`${body} ${view}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it("gives each body its own silhouette and each colour its own paint", () => {
    const sides = cataloguedBodies().map((body) => vehicleSvg(body, SWATCHES.white, "side"));
    expect(new Set(sides).size).toBe(sides.length);
    expect(vehicleSvg("suv", SWATCHES.white, "front34")).not.toBe(vehicleSvg("suv", SWATCHES.black, "front34"));
    expect(vehicleSvg("suv", SWATCHES.blue, "front34")).toBe(vehicleSvg("suv", SWATCHES.blue, "front34"));
  });

  it("turns the vehicle through 24 distinct spin frames, frame 0 being the front three-quarter view", () => {
    const frames = Array.from({ length: SPIN_FRAMES }, (_, f) => spinFrameSvg("ute", SWATCHES.silver, f));
    expect(new Set(frames).size).toBe(SPIN_FRAMES);
    expect(frames[0]).toBe(vehicleSvg("ute", SWATCHES.silver, "front34"));
  });

  it("pins spin hotspots to real frames inside the picture, with a charge port on plug-in cars", () => {
    for (const body of ["sedan", "ute", "van", "caravan", "naked"] as Body[]) {
      const spots = spinHotspots(body, "petrol");
      expect(spots.length).toBeGreaterThanOrEqual(3);
      for (const spot of spots) {
        expect(spot.frame).toBeGreaterThanOrEqual(0);
        expect(spot.frame).toBeLessThan(SPIN_FRAMES);
        expect(spot.x).toBeGreaterThan(0);
        expect(spot.x).toBeLessThan(100);
        expect(spot.y).toBeGreaterThan(0);
        expect(spot.y).toBeLessThan(100);
      }
      expect(spots.some((s) => s.label === "Charge port")).toBe(false);
    }
    expect(spinHotspots("suv", "electric").some((s) => s.label === "Charge port")).toBe(true);
  });

  it("draws every interior view and a neutral not-found picture", () => {
    for (const layout of Object.keys(INTERIOR_VIEWS) as InteriorLayout[]) {
      for (const view of INTERIOR_VIEWS[layout]) expect(isPicture(interiorSvg(layout, "#a8764a", view))).toBe(true);
    }
    expect(() => interiorSvg("car", "#000000", "boot-lid")).toThrow();
    expect(isPicture(notFoundSvg())).toBe(true);
    expect(notFoundSvg()).toContain("Image not available");
  });

  it("gives every catalogue model and body its drawing, with no NaN and the same bytes every time", () => {
    const arts = new Map<string, string>();
    for (const make of CATALOGUE) {
      for (const model of make.models) {
        for (const body of new Set(model.badges.map((b) => b.body))) arts.set(modelArt(model, body), model.paints[0].hex);
      }
    }
    expect([...artSubjects().keys()].every((art) => arts.has(art))).toBe(true);
    const bad: string[] = [];
    for (const [art, paint] of arts) {
      for (const view of ["front34", "side", "rear"] as const) {
        const svg = vehicleSvg(art, paint, view);
        if (!isPicture(svg) || svg.includes("NaN") || (view === "front34" && svg !== vehicleSvg(art, paint, view)))
          bad.push(`${art} ${view}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it("draws each model family with its own silhouette and each make with its own face", () => {
    const outlines = new Map(CAR_FAMILY_NAMES.map((family) => [family, sideOutline(family)]));
    for (const [a, outlineA] of outlines) {
      for (const [b, outlineB] of outlines) {
        if (a >= b) continue;
        const difference = Math.max(...outlineA.map((v, i) => Math.abs(v - outlineB[i])));
        expect(difference, `${a} and ${b} have the same outline`).toBeGreaterThan(0.06);
      }
    }
    // Every make has its own face on the same family.
    const fronts = Object.keys(MAKE_LOOKS).map((make) => {
      const art = [...artSubjects()].find(
        ([name, s]) => s.family === "mid-suv" && !name.endsWith("-ev") && name.startsWith(`${make.toLowerCase()}-`),
      );
      return art ? vehicleSvg(art[0], SWATCHES.white, "front") : make;
    });
    expect(new Set(fronts).size).toBe(fronts.length);
  });

  it("tells the models of one body type apart by their proportions", () => {
    const ev6 = artOf("Kia", "EV6");
    const modelY = artOf("Tesla", "Model Y");
    const carnival = artOf("Kia", "Carnival");
    const crosstrek = artOf("Subaru", "Crosstrek");
    const rav4 = artOf("Toyota", "RAV4");
    const landCruiser = artOf("Toyota", "LandCruiser 300");
    expect(new Set([ev6, modelY, carnival, crosstrek, rav4, landCruiser]).size).toBe(6);
    // A low crossover sits lower than a mid-size SUV, a people mover is longer and taller than both, a 4WD wagon the tallest.
    expect(heightOf(ev6)).toBeLessThan(heightOf(rav4) - 0.1);
    expect(heightOf(crosstrek)).toBeLessThan(heightOf(rav4));
    expect(lengthOf(carnival)).toBeGreaterThan(lengthOf(rav4) + 0.4);
    expect(heightOf(carnival)).toBeGreaterThan(heightOf(rav4));
    expect(heightOf(landCruiser)).toBeGreaterThan(heightOf(carnival));
    // A fastback's roof falls away toward the tail; a wagon's stays up.
    const tailDrop = (art: string) => {
      const outline = sideOutline(art);
      return Math.max(...outline.slice(1)) - outline[4];
    };
    expect(tailDrop(modelY)).toBeGreaterThan(tailDrop(rav4) + 0.1);
    // A ute's tub is open: its rear third is no higher than the belt, well below the cab roof.
    const hilux = sideOutline(artOf("Toyota", "HiLux"));
    expect(Math.max(...hilux.slice(1, 6))).toBeLessThan(Math.max(...hilux.slice(1)) - 0.4);
    // A hatch is shorter than a sedan; electric models have their own closed nose.
    expect(lengthOf(artOf("Toyota", "Corolla"))).toBeLessThan(lengthOf(artOf("Toyota", "Camry")) - 0.3);
    expect(ev6.endsWith("-ev")).toBe(true);
    expect(vehicleSvg(artOf("Toyota", "bZ4X"), SWATCHES.white, "front")).not.toBe(vehicleSvg(rav4, SWATCHES.white, "front"));
  });

  it("refuses a body it has no drawing for", () => {
    expect(() => vehicleSvg("spaceship" as Body, "#ffffff", "side")).toThrow(/No vehicle art/);
  });

  it("names each picture once and seeds only the few shared ones", () => {
    const files = allMediaFiles();
    expect(new Set(files.map((f) => f.file)).size).toBe(files.length);
    expect(files.every((f) => /^[a-z0-9-]+\.svg$/.test(f.file))).toBe(true);
    // Per model family and paint (about 18,000 names): seeding writes none of these, the image endpoint draws
    // one on its first request (drawDemoMedia), so the bound keeps the set from growing by another multiple.
    expect(files.length).toBeGreaterThan(5000);
    expect(files.length).toBeLessThan(25000);
    // What every fresh clone and test run writes before it serves: the interiors only.
    const seeded = seededMediaFiles();
    expect(seeded.length).toBeGreaterThan(0);
    expect(seeded.length).toBeLessThan(100);
  });

  it("draws a per-model picture by its media path, and nothing for a name it does not know", () => {
    const ev6 = allMediaFiles().find((f) => f.type === "exterior" && f.body === "kia-low-crossover-ev" && f.view === "side");
    if (ev6?.type !== "exterior") throw new Error("no EV6 side view");
    expect(drawDemoMedia(`demo/${ev6.file}`)).toBe(vehicleSvg("kia-low-crossover-ev", SWATCHES[ev6.swatch], "side"));
    expect(drawDemoMedia(`demo/${ev6.file.replace("kia", "spaceship")}`)).toBeNull();
    expect(drawDemoMedia(ev6.file)).toBeNull();
  });
});
