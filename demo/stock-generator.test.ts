import { withoutRepeatedWords } from "~/domain/stock/labels";
import { describe, expect, it } from "vitest";
import { CARAVAN_BODIES, CAR_BODIES, FUELS, MOTORCYCLE_BODIES, findModel } from "./catalogue";
import { allMediaFiles } from "./media-paths";
import { generateStock, type GeneratedCar } from "./stock-generator";

const now = new Date("2025-07-15T10:00:00+10:00");
const DAY = 86_400_000;
const stock = generateStock({ count: 4000, seed: 1234, now, kinds: ["car", "caravan", "motorcycle"] });
const carsOnly = stock.filter((c) => c.vehicleKind === "car");
/** Slugs of the cars that fail a check: one assertion per rule keeps the suite fast. */
const failing = (check: (c: GeneratedCar) => boolean, list = stock) => list.filter((c) => !check(c)).map((c) => c.slug);
const share = (pred: (c: GeneratedCar) => boolean, list = stock) => list.filter(pred).length / list.length;

function validVin(vin: string): boolean {
  if (!/^[A-HJ-NPR-Z0-9]{17}$/.test(vin)) return false;
  const values: Record<string, number> = {};
  "ABCDEFGHJKLMNPRSTUVWXYZ".split("").forEach((c, i) => (values[c] = Number("12345678123457923456789"[i])));
  const weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
  const sum = [...vin].reduce((acc, c, i) => acc + (/\d/.test(c) ? Number(c) : values[c]) * weights[i], 0);
  const check = sum % 11 === 10 ? "X" : String(sum % 11);
  return vin[8] === check;
}

describe("generateStock", () => {
  it("is deterministic for a seed and differs between seeds", () => {
    const a = generateStock({ count: 300, seed: 99, now });
    const b = generateStock({ count: 300, seed: 99, now });
    const c = generateStock({ count: 300, seed: 100, now });
    expect(a).toEqual(b);
    expect(c.map((x) => x.slug)).not.toEqual(a.map((x) => x.slug));
  });

  it("returns the requested count with unique, readable slugs and unique stock numbers and VINs", () => {
    expect(stock).toHaveLength(4000);
    expect(new Set(stock.map((c) => c.slug)).size).toBe(stock.length);
    expect(new Set(stock.map((c) => c.stocknum)).size).toBe(stock.length);
    expect(new Set(stock.map((c) => c.vin)).size).toBe(stock.length);
    expect(failing((c) => /^\d{4}-[a-z0-9]+(-[a-z0-9]+)*-[a-z0-9]{6}$/.test(c.slug) && c.slug.startsWith(`${c.year}-`))).toEqual([]);
    // The name is year, make, model and badge, without a word said twice ("Kona Kona" when the badge repeats the model).
    expect(failing((c) => c.name === withoutRepeatedWords(`${c.year} ${c.make} ${c.model} ${c.badge}`))).toEqual([]);
    expect(failing((c) => !/\b(\w+) \1\b/i.test(c.name) && !/-([a-z0-9]+)-\1-/.test(c.slug))).toEqual([]);
  });

  it("uses only the spec's body values per vehicle kind and lowercase fuel values", () => {
    const bodies = {
      car: CAR_BODIES as readonly string[],
      caravan: CARAVAN_BODIES as readonly string[],
      motorcycle: MOTORCYCLE_BODIES as readonly string[],
    };
    expect(failing((c) => bodies[c.vehicleKind as keyof typeof bodies].includes(c.body))).toEqual([]);
    expect(
      failing((c) =>
        c.vehicleKind === "caravan" && c.body !== "motorhome" ? c.fuel === "" : (FUELS as readonly string[]).includes(c.fuel),
      ),
    ).toEqual([]);
    for (const fuel of ["petrol", "diesel", "electric", "hybrid", "phev"]) expect(carsOnly.some((c) => c.fuel === fuel)).toBe(true);
    for (const kind of ["car", "caravan", "motorcycle"]) expect(stock.some((c) => c.vehicleKind === kind)).toBe(true);
  });

  it("gives valid 17-character VINs, NVICs on cars and regos on registered cars only", () => {
    expect(failing((c) => validVin(c.vin))).toEqual([]);
    expect(failing((c) => c.vehicleKind !== "car" || /^[0-9A-Z]{4}\d{2}$/.test(c.nvic ?? ""))).toEqual([]);
    expect(failing((c) => (c.carType === "new" ? c.rego === null : /^[0-9A-Z]{6}$/.test(c.rego ?? "")))).toEqual([]);
  });

  it("keeps kilometres realistic for new, demo and used cars", () => {
    expect(failing((c) => c.carType !== "new" || (c.km ?? 0) <= 15)).toEqual([]);
    expect(failing((c) => c.carType !== "demo" || (c.km ?? 0) <= 10_000)).toEqual([]);
    expect(failing((c) => c.carType !== "used" || ((c.km ?? 0) > 1000 && (c.km ?? 0) < 600_000), carsOnly)).toEqual([]);
    const used = carsOnly.filter((c) => c.carType === "used");
    const avg = used.reduce((sum, c) => sum + (c.km ?? 0) / Math.max(1, 2025 - c.year), 0) / used.length;
    expect(avg).toBeGreaterThan(9000);
    expect(avg).toBeLessThan(30_000);
  });

  it("prices new cars above list, depreciates used cars by age, and leaves a few unpriced", () => {
    const unpriced = share((c) => c.price === null);
    expect(unpriced).toBeGreaterThan(0.005);
    expect(unpriced).toBeLessThan(0.08);
    const rrp = (c: GeneratedCar) => findModel(c.make, c.model)!.badges.find((b) => b.name === c.badge)!.rrp;
    expect(failing((c) => ["drive_away", "excl_govt_charges", "negotiable"].includes(c.priceType!))).toEqual([]);
    const priced = stock.filter((c) => typeof c.price === "number");
    expect(failing((c) => c.price! % 10 === 0, priced)).toEqual([]);
    expect(failing((c) => c.carType !== "new" || c.price! >= rrp(c), priced)).toEqual([]);
    expect(failing((c) => c.carType !== "used" || (c.price! < rrp(c) * 1.05 && c.price! > 900), priced)).toEqual([]);
    const usedByAge = (age: number) => {
      const list = carsOnly.filter((c) => c.carType === "used" && 2025 - c.year === age && c.price);
      const badgeShare = list.map((c) => c.price! / findModel(c.make, c.model)!.badges.find((b) => b.name === c.badge)!.rrp);
      return badgeShare.reduce((a, b) => a + b, 0) / badgeShare.length;
    };
    expect(usedByAge(2)).toBeGreaterThan(usedByAge(7));
  });

  it("covers every status, with sold dates today, 1, 2, 5 and 10 days ago", () => {
    for (const status of ["in_stock", "coming_soon", "sold"]) expect(stock.some((c) => c.status === status)).toBe(true);
    expect(share((c) => c.status === "in_stock")).toBeGreaterThan(0.75);
    const soldDays = new Set<number>();
    expect(failing((c) => (c.status === "sold" ? c.soldAt instanceof Date : c.soldAt === null))).toEqual([]);
    for (const car of stock) if (car.soldAt) soldDays.add(Math.floor((now.getTime() - car.soldAt.getTime()) / DAY));
    expect([...soldDays].sort((a, b) => a - b)).toEqual([0, 1, 2, 5, 10]);
    expect(stock.some((c) => c.reserved)).toBe(true);
    expect(stock.some((c) => c.tag)).toBe(true);
    expect(carsOnly.some((c) => c.certified)).toBe(true);
    expect(stock.filter((c) => c.certified).every((c) => c.carType === "used")).toBe(true);
  });

  it("hides about 3% from the website and dates some arrivals within the last 8 days", () => {
    const hidden = share((c) => c.shownOnWebsite === false);
    expect(hidden).toBeGreaterThan(0.01);
    expect(hidden).toBeLessThan(0.06);
    expect(stock.some((c) => now.getTime() - c.arrivedAt!.getTime() < 8 * DAY)).toBe(true);
    expect(failing((c) => c.arrivedAt!.getTime() <= now.getTime() && c.updatedAt!.getTime() >= c.createdAt!.getTime())).toEqual([]);
  });

  it("points every picture at a generated demo file under the media prefix", () => {
    const files = new Set(allMediaFiles().map((f) => f.file));
    const custom = generateStock({ count: 200, seed: 5, now, mediaPrefix: "/cdn" });
    expect(custom[0].images![0].url.startsWith("/cdn/demo/")).toBe(true);
    const problems: string[] = [];
    for (const car of stock) {
      if (car.images!.length < 4 || car.images!.length > 12) problems.push(`${car.slug}: ${car.images!.length} images`);
      for (const img of [...car.images!, ...car.interiorImages!]) {
        if (img.thumb.url !== img.url) problems.push(`${car.slug}: thumb ${img.thumb.url}`);
        if (!img.url.startsWith("/media/demo/") || !files.has(img.url.slice("/media/demo/".length)))
          problems.push(`${car.slug}: ${img.url}`);
      }
      for (const frame of car.spinImages!) if (!files.has(frame.slice("/media/demo/".length))) problems.push(`${car.slug}: ${frame}`);
      if (car.spinImages!.length > 0 && (car.spinImages!.length !== 24 || car.hotspots!.length === 0)) problems.push(`${car.slug}: spin`);
    }
    expect(problems).toEqual([]);
    expect(stock.some((c) => c.spinImages!.length === 24)).toBe(true);
    expect(stock.filter((c) => c.spinCode).length).toBe(2);
    expect(stock.some((c) => c.videoUrl)).toBe(true);
    expect(stock.some((c) => c.externalVideoUrl?.startsWith("https://www.youtube.com/embed/"))).toBe(true);
  });

  it("writes specs, equipment and dealer comments of every length", () => {
    expect(failing((c) => c.specs!.length >= 8 && c.standardEquipment!.length > 0)).toEqual([]);
    expect(stock.some((c) => (c.dealerComments ?? "").length > 400)).toBe(true);
    expect(stock.some((c) => c.dealerComments === "")).toBe(true);
    expect(stock.some((c) => (c.dealerComments ?? "").length > 0 && (c.dealerComments ?? "").length < 200)).toBe(true);
    expect(stock.some((c) => c.youxWeeklyRepayment)).toBe(true);
    expect(stock.some((c) => c.depositAmount)).toBe(true);
  });

  it("restricts makes and kinds, with trade-ins of other makes when asked", () => {
    const toyota = generateStock({ count: 300, seed: 3, now, makes: ["Toyota"] });
    expect(new Set(toyota.map((c) => c.make))).toEqual(new Set(["Toyota"]));
    const mixed = generateStock({ count: 600, seed: 3, now, makes: ["Toyota"], usedMakes: ["Toyota", "Mazda", "Ford"] });
    expect(mixed.filter((c) => c.carType !== "used").every((c) => c.make === "Toyota")).toBe(true);
    expect(mixed.some((c) => c.carType === "used" && c.make !== "Toyota")).toBe(true);
    const bikes = generateStock({ count: 100, seed: 3, now, kinds: ["motorcycle"] });
    expect(bikes.every((c) => c.vehicleKind === "motorcycle")).toBe(true);
    expect(() => generateStock({ count: 1, seed: 1, now, makes: ["Holden Torana"] })).toThrow(/Unknown make/);
  });
});
