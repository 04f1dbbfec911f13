/**
 * Deterministic demo stock: the same options and seed always give the same cars.
 * Owners (website, dealership, location) are assigned by the caller. Cars share read-only arrays
 * and objects (pictures, equipment, spec rows) so that 100,000 of them stay small: copy before mutating.
 */
import { withoutRepeatedWords } from "~/domain/stock/labels";
import { basisFor, loanFigures } from "~/domain/finance/figures";
import { slugify } from "~/domain/routing/slug";
import type { CarImage } from "~/domain/vehicle/car-fields";
import type { cars } from "~/server/db/schema";
import { CATALOGUE, MAKES_BY_NAME, type Badge, type Make, type Model, type Paint, type VehicleKind } from "./catalogue";
import { EXTERIOR_VIEWS, INTERIOR_VIEWS, SPIN_FRAMES, exteriorFile, hasSpin, interiorFile, interiorLayout, spinFile } from "./media-paths";
import { createRandom, thousands, type Random } from "./random";
import { modelArt, spinHotspots } from "./vehicle-art";
import { TAGS, dealerCommentsFor, featuresFor, standardEquipmentFor } from "./stock-text";
import { specsFor } from "./stock-specs";

export type GeneratedCar = Omit<typeof cars.$inferInsert, "id" | "websiteId" | "dealershipId" | "locationId">;

export type CarType = "new" | "demo" | "used";

export type StockOptions = {
  count: number;
  seed: number;
  now: Date;
  kinds?: Array<VehicleKind>;
  /** Makes for every car; also for new and demo cars when usedMakes is given. */
  makes?: string[];
  /** Makes for used cars (trade-ins come in every make); defaults to `makes`. */
  usedMakes?: string[];
  /** Relative share of new, demo and used cars; defaults depend on the vehicle kind. */
  carTypeWeights?: Partial<Record<CarType, number>>;
  mediaPrefix?: string;
};

export const DEMO_VIDEO_URL = "/media/demo/video/walkaround.mp4";

const DAY = 86_400_000;
const VIN_ALPHABET = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";
const VIN_YEAR = "ABCDEFGHJKLMNPRSTVWXY123456789"; // 2010 = A
const VIN_VALUES: Record<string, number> = Object.fromEntries(
  [..."ABCDEFGHJKLMNPRSTUVWXYZ"].map((c) => [c, "12345678123457923456789".charCodeAt("ABCDEFGHJKLMNPRSTUVWXYZ".indexOf(c)) - 48]),
);
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
const SLUG_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";
const LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ";
const DIGITS = "0123456789";
const SOLD_DAYS_AGO = [0, 1, 2, 5, 10];
const SOLD_DAY_WEIGHTS = [3, 3, 3, 2, 2];

const DEFAULT_TYPE_WEIGHTS: Record<VehicleKind, Record<CarType, number>> = {
  car: { new: 38, demo: 8, used: 54 },
  caravan: { new: 55, demo: 5, used: 40 },
  motorcycle: { new: 50, demo: 5, used: 45 },
};

/** Weight of each used-car age in years, 1…12. */
const AGE_WEIGHTS = [8, 12, 13, 12, 11, 9, 8, 6, 5, 4, 3, 2];

/** Paints sell in proportion to how popular they are in Australia: white and greys lead. */
const SWATCH_POPULARITY: Record<string, number> = {
  white: 6,
  pearl: 4,
  silver: 3,
  grey: 4,
  graphite: 3,
  black: 3,
  red: 1.5,
  maroon: 1,
  blue: 1.5,
  navy: 1,
};

type Candidate = { make: Make; model: Model; weight: number };

type Pool = { candidates: Candidate[]; cumulative: number[]; total: number };

function buildPool(candidates: Candidate[]): Pool {
  const cumulative: number[] = [];
  let total = 0;
  for (const c of candidates) {
    total += c.weight;
    cumulative.push(total);
  }
  return { candidates, cumulative, total };
}

function drawFromPool(pool: Pool, random: Random): Candidate {
  const roll = random.next() * pool.total;
  let lo = 0;
  let hi = pool.cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (pool.cumulative[mid] > roll) hi = mid;
    else lo = mid + 1;
  }
  return pool.candidates[lo];
}

function resolveMakes(names: string[] | undefined, kinds: Set<VehicleKind>): Make[] {
  if (!names) return CATALOGUE.filter((make) => kinds.has(make.kind));
  return names
    .map((name) => {
      const make = MAKES_BY_NAME.get(name);
      if (!make) throw new Error(`Unknown make "${name}" (known: ${[...MAKES_BY_NAME.keys()].join(", ")})`);
      return make;
    })
    .filter((make) => kinds.has(make.kind));
}

function onSale(model: Model, year: number): boolean {
  return model.years[0] <= year && (model.years[1] === null || model.years[1] >= year);
}

function candidatesFor(makes: Make[], type: CarType, year: number): Candidate[] {
  const out: Candidate[] = [];
  for (const make of makes) {
    const models = make.models.filter((m) => (type === "used" ? m.years[0] <= year - 1 : onSale(m, year) || onSale(m, year - 1)));
    const popularity = models.reduce((sum, m) => sum + m.popularity, 0);
    for (const model of models) out.push({ make, model, weight: (make.share * model.popularity) / popularity });
  }
  return out;
}

function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const c = vin[i];
    const value = c >= "0" && c <= "9" ? c.charCodeAt(0) - 48 : VIN_VALUES[c];
    sum += value * VIN_WEIGHTS[i];
  }
  const remainder = sum % 11;
  return remainder === 10 ? "X" : String(remainder);
}

function makeVin(random: Random, wmi: string, year: number, serial: number): string {
  const vds = random.chars(VIN_ALPHABET, 5);
  const yearCode = VIN_YEAR[(((year - 2010) % 30) + 30) % 30];
  const plant = random.chars(VIN_ALPHABET, 1);
  const draft = `${wmi}${vds}0${yearCode}${plant}${String(serial % 1_000_000).padStart(6, "0")}`;
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
}

function makeRego(random: Random): string {
  switch (random.int(0, 2)) {
    case 0: // QLD: 123ABC
      return random.chars(DIGITS, 3) + random.chars(LETTERS, 3);
    case 1: // NSW: AB12CD
      return random.chars(LETTERS, 2) + random.chars(DIGITS, 2) + random.chars(LETTERS, 2);
    default: // VIC: 1AB2CD
      return random.chars(DIGITS, 1) + random.chars(LETTERS, 2) + random.chars(DIGITS, 1) + random.chars(LETTERS, 2);
  }
}

function makeNvic(random: Random, year: number): string {
  return random.chars(DIGITS + LETTERS, 2) + random.chars(LETTERS, 2) + String(year % 100).padStart(2, "0");
}

/** A price as dealers write it: to the 500 below, ending in 90 (…,490 or …,990). */
function dealerRound(value: number): number {
  return Math.max(990, Math.round(value / 500) * 500 - 10);
}

function retention(model: Model, badge: Badge, age: number): number {
  if (model.kind === "caravan") return 0.86 * 0.93 ** (age - 1);
  if (model.kind === "motorcycle") return 0.8 * 0.91 ** (age - 1);
  if (badge.fuel === "electric") return 0.74 * 0.87 ** (age - 1);
  if (badge.body === "ute" || badge.body === "cabChassis" || badge.drive === "4WD") return 0.86 * 0.925 ** (age - 1);
  return 0.8 * 0.9 ** (age - 1);
}

function annualKm(model: Model, badge: Badge): number {
  if (model.kind === "motorcycle") return 4500;
  if (model.kind === "caravan") return badge.body === "motorhome" ? 9000 : 0;
  if (badge.body === "ute" || badge.body === "cabChassis" || badge.body === "van" || badge.body === "lightTruck") return 21000;
  if (badge.fuel === "electric") return 12000;
  return 14000;
}

/**
 * A stored YouX quote, as a lender would have made it: the spec's estimate terms (5 years, 10 % deposit,
 * 30 % final payment, 4.33 weeks a month) at 8.99 % p.a., through the platform's one finance module.
 */
function weeklyRepayment(price: number): number {
  const terms = { termMonths: 60, depositPercent: 10, balloonPercent: 30 };
  return Math.round(loanFigures(basisFor(price, 8.99, terms), 4.33).weekly);
}

/** Memoises a value by key; generated cars share these read-only arrays and objects, which keeps 100,000 cars small. */
function memo<T>(cache: Map<string, T>, key: string, make: () => T): T {
  let value = cache.get(key);
  if (value === undefined) cache.set(key, (value = make()));
  return value;
}

/** Generates `count` cars; see the module comment. Throws when the options leave nothing to choose from. */
export function generateStock(options: StockOptions): GeneratedCar[] {
  const random = createRandom(options.seed);
  const now = options.now.getTime();
  const nowYear = options.now.getFullYear();
  const prefix = `${options.mediaPrefix ?? "/media"}/demo/`;
  const kinds = new Set<VehicleKind>(
    options.kinds ?? (options.makes ? resolveMakes(options.makes, new Set(["car", "caravan", "motorcycle"])).map((m) => m.kind) : ["car"]),
  );
  const makes = resolveMakes(options.makes, kinds);
  const usedMakes = options.usedMakes ? resolveMakes(options.usedMakes, kinds) : makes;
  if (makes.length === 0) throw new Error("generateStock: no makes match the requested kinds");

  const pools: Record<CarType, Pool> = {
    new: buildPool(candidatesFor(makes, "new", nowYear)),
    demo: buildPool(candidatesFor(makes, "demo", nowYear)),
    used: buildPool(candidatesFor(usedMakes, "used", nowYear)),
  };
  const kindShare = new Map<VehicleKind, number>();
  for (const make of makes) kindShare.set(make.kind, (kindShare.get(make.kind) ?? 0) + make.share);
  const typeWeights: Record<CarType, number> = { new: 0, demo: 0, used: 0 };
  const totalShare = [...kindShare.values()].reduce((a, b) => a + b, 0);
  for (const [kind, share] of kindShare) {
    for (const type of ["new", "demo", "used"] as const) {
      typeWeights[type] += (options.carTypeWeights?.[type] ?? DEFAULT_TYPE_WEIGHTS[kind][type]) * (share / totalShare);
    }
  }
  const types = (["new", "demo", "used"] as const).filter((t) => pools[t].total > 0 && typeWeights[t] > 0);
  if (types.length === 0) throw new Error("generateStock: no car type has any stock to draw from");

  const equipmentCache = new Map<Badge, string[]>();
  const specsCache = new Map<Badge, ReturnType<typeof specsFor>>();
  const slugs = new Set<string>();
  const slugStems = new Map<Badge, string>();
  const serialBase = random.int(100_000, 800_000);
  const stockBase = random.int(10_000, 60_000);
  let spinCodes = 0;
  const images = new Map<string, CarImage>();
  const lists = new Map<string, CarImage[]>();
  const strings = new Map<string, string[]>();
  const hotspots = new Map<string, ReturnType<typeof spinHotspots>>();
  const image = (file: string) => memo(images, file, () => ({ url: prefix + file, thumb: { url: prefix + file } }));
  const out: GeneratedCar[] = new Array(options.count);

  for (let i = 0; i < options.count; i++) {
    const carType = random.weighted(types, (t) => typeWeights[t]);
    const { make, model } = drawFromPool(pools[carType], random);
    const badge = random.weighted(model.badges, (b) => 4 - b.trim * 0.7);
    const kind = model.kind;

    // Year, kilometres and age.
    let year: number;
    if (carType === "used") {
      const latest = Math.min(model.years[1] ?? nowYear - 1, nowYear - 1);
      const earliest = Math.max(model.years[0], nowYear - AGE_WEIGHTS.length);
      const years: number[] = [];
      for (let y = earliest; y <= latest; y++) years.push(y);
      year = years.length > 0 ? random.weighted(years, (y) => AGE_WEIGHTS[nowYear - y - 1] ?? 1) : latest;
    } else {
      year = onSale(model, nowYear) && (random.chance(0.8) || !onSale(model, nowYear - 1)) ? nowYear : nowYear - 1;
    }
    const age = Math.max(0, nowYear - year);
    let km: number;
    if (carType === "new") km = kind === "caravan" && badge.body !== "motorhome" ? 0 : random.int(0, 15);
    else if (carType === "demo")
      km =
        kind === "caravan" && badge.body !== "motorhome"
          ? 0
          : random.int(kind === "motorcycle" ? 50 : 500, kind === "motorcycle" ? 1500 : 9500);
    else {
      const expected = Math.max(1, age) * annualKm(model, badge);
      km = expected === 0 ? 0 : Math.max(1200, Math.round(expected * Math.exp(0.45 * random.normal())));
    }

    // Price.
    const driveAway = dealerRound(badge.rrp * 1.045 + (kind === "car" ? 2400 : 900)) + 500;
    let price: number | null;
    let priceType: string;
    const typeRoll = random.next();
    if (carType === "used") {
      const expected = Math.max(1, age) * annualKm(model, badge);
      const kmFactor = expected > 0 ? Math.min(1.08, Math.max(0.78, 1 - 0.12 * (km / expected - 1))) : 1;
      price = dealerRound(badge.rrp * retention(model, badge, Math.max(1, age)) * kmFactor * Math.exp(0.06 * random.normal()));
      priceType = typeRoll < 0.75 ? "drive_away" : typeRoll < 0.9 ? "excl_govt_charges" : "negotiable";
    } else if (carType === "demo") {
      price = dealerRound(driveAway * (0.9 + random.next() * 0.06));
      priceType = typeRoll < 0.85 ? "drive_away" : "excl_govt_charges";
    } else {
      priceType = typeRoll < 0.7 ? "drive_away" : typeRoll < 0.95 ? "excl_govt_charges" : "negotiable";
      price = priceType === "drive_away" ? driveAway : dealerRound(badge.rrp + 1500) + 500;
    }
    if (random.chance(0.03)) price = null;

    // Paint and trim.
    const paint: Paint = random.weighted(model.paints, (p) => SWATCH_POPULARITY[p.swatch] ?? 0.8);
    const interior = random.weighted(model.interiors, (t) =>
      badge.trim >= 2 ? (t.name.includes("Leather") ? 3 : 1) : t.name.includes("Leather") ? 0.3 : 2,
    );

    // Status and dates.
    const statusRoll = random.next();
    const status = statusRoll < 0.86 ? "in_stock" : statusRoll < 0.91 ? "coming_soon" : "sold";
    let soldAt: Date | null = null;
    let arrived: number;
    let updated: number;
    if (status === "sold") {
      const daysAgo = random.weighted(SOLD_DAYS_AGO, (d) => SOLD_DAY_WEIGHTS[SOLD_DAYS_AGO.indexOf(d)]);
      const sold = now - daysAgo * DAY - random.int(0, daysAgo === 0 ? 90 : 600) * 60_000;
      soldAt = new Date(sold);
      arrived = sold - random.int(5, 120) * DAY;
      updated = sold;
    } else if (status === "coming_soon") {
      arrived = now - random.int(0, 10) * DAY - random.int(0, 1439) * 60_000;
      updated = arrived + random.int(0, now - arrived);
    } else {
      const recent = random.chance(0.1);
      arrived = now - (recent ? random.int(0, 7) : random.int(8, 200)) * DAY - random.int(0, 1439) * 60_000;
      updated = arrived + random.int(0, now - arrived);
    }

    // Names and identifiers.
    const name = withoutRepeatedWords(`${year} ${make.name} ${model.name} ${badge.name}`);
    const slugStem =
      slugStems.get(badge) ?? slugStems.set(badge, slugify(withoutRepeatedWords(`${make.name} ${model.name} ${badge.name}`))).get(badge);
    let slug: string;
    do slug = `${year}-${slugStem}-${random.chars(SLUG_ALPHABET, 6)}`;
    while (slugs.has(slug));
    slugs.add(slug);
    const stocknum = `${carType === "new" ? "N" : carType === "demo" ? "D" : "U"}${stockBase + i}`;
    const vin = makeVin(random, make.wmi, year, serialBase + i);

    // Equipment, specs and text.
    let equipment = equipmentCache.get(badge);
    if (!equipment) equipmentCache.set(badge, (equipment = standardEquipmentFor(model, badge)));
    let baseSpecs = specsCache.get(badge);
    if (!baseSpecs) specsCache.set(badge, (baseSpecs = specsFor(model, badge)));
    const specs = [
      { group: "Overview", name: "Colour", value: paint.name },
      { group: "Overview", name: kind === "motorcycle" ? "Seat" : "Interior", value: interior.name },
      ...(km > 0 || kind !== "caravan" ? [{ group: "Overview", name: "Odometer", value: `${thousands(km)} km` }] : []),
      ...baseSpecs,
    ];
    const features = featuresFor(random, model, badge, equipment, carType === "used");
    const dealerComments = dealerCommentsFor(random, {
      year,
      make: make.name,
      model: model.name,
      badge: badge.name,
      colour: paint.name,
      interior: interior.name,
      km,
      carType,
      engine: badge.engine,
      transmission: badge.transmission,
      fuel: badge.fuel,
      l100: badge.l100,
      rangeKm: badge.rangeKm,
      towingKg: badge.towingKg,
      berths: model.caravan?.berths,
      lengthFt: model.caravan?.lengthFt,
      tareKg: model.caravan?.tareKg,
      atmKg: model.caravan?.atmKg,
      lams: model.motorcycle?.lams || badge.name.includes("LAMS"),
      body: badge.body,
      kind,
      features,
    });

    // Pictures: drawn per model family (an EV6 does not share a RAV4's pictures).
    const art = modelArt(model, badge.body);
    const exterior = memo(lists, `${art}/${paint.swatch}`, () =>
      EXTERIOR_VIEWS.map((view) => image(exteriorFile(art, paint.swatch, view))),
    );
    const gallery = exterior.slice(0, random.int(4, exterior.length));
    const layout = interiorLayout(kind);
    const interiorImages = memo(lists, `interior/${layout}/${interior.swatch}`, () =>
      INTERIOR_VIEWS[layout].map((view) => image(interiorFile(layout, interior.swatch, view))),
    );
    const interiorInGallery = kind === "motorcycle" ? random.int(0, 1) : random.int(0, interiorImages.length);
    for (let v = 0; v < interiorInGallery; v++) gallery.push(interiorImages[v]);
    const withSpin = hasSpin(kind, paint.swatch) && random.chance(0.3);
    const spinImages = withSpin
      ? memo(strings, `${art}/${paint.swatch}`, () =>
          Array.from({ length: SPIN_FRAMES }, (_, f) => prefix + spinFile(art, paint.swatch, f)),
        )
      : [];
    if (withSpin) {
      for (const frame of [4, 10, 16, 20]) {
        if (gallery.length < 12 && random.chance(0.5)) gallery.push(image(spinFile(art, paint.swatch, frame)));
      }
    }
    const spinCode = withSpin && spinCodes < 2 ? `SPN-${random.chars(LETTERS + DIGITS, 8)}` : null;
    if (spinCode) spinCodes++;

    const used = carType === "used";
    const certified = used && age <= 6 && km <= 120_000 && kind === "car" && random.chance(0.35);
    const tagPool = TAGS[carType];
    const listedDays = Math.max(0, (now - arrived) / DAY);

    out[i] = {
      slug,
      name,
      year,
      make: make.name,
      model: model.name,
      badge: badge.name,
      series: model.series,
      colour: paint.name,
      interiorColour: interior.name,
      price,
      priceType,
      km,
      stocknum,
      vin,
      nvic: kind === "car" ? makeNvic(random, year) : null,
      rego: carType !== "new" ? makeRego(random) : null,
      carType,
      vehicleKind: kind,
      status,
      reserved: status === "in_stock" && random.chance(0.025),
      tag: random.chance(0.08) ? random.pick(tagPool) : "",
      certified,
      body: badge.body,
      fuel: badge.fuel,
      transmission: badge.transmission,
      drive: badge.drive,
      engine: badge.engine,
      cylinders: badge.cylinders,
      seats: badge.seats,
      doors: badge.doors,
      fuelConsumption: badge.l100,
      images: gallery,
      interiorImages: random.chance(0.65) ? interiorImages : [],
      videoUrl: random.chance(0.1) ? DEMO_VIDEO_URL : null,
      externalVideoUrl: random.chance(0.03)
        ? `https://www.youtube.com/embed/${random.chars(SLUG_ALPHABET + "ABCDEFGHIJKLMNOPQRSTUVWXYZ-_", 11)}`
        : null,
      spinImages,
      spinCode,
      hotspots: withSpin ? memo(hotspots, `${art}/${badge.fuel}`, () => spinHotspots(art, badge.fuel)) : [],
      walkaroundUrl: !withSpin && random.chance(0.02) ? DEMO_VIDEO_URL : null,
      standardEquipment: equipment,
      features,
      specs,
      dealerComments,
      views: Math.round(listedDays * (2 + random.next() * 18) * (used ? 1.4 : 1)),
      youxWeeklyRepayment: price !== null && kind === "car" && random.chance(0.3) ? weeklyRepayment(price) : null,
      shownOnWebsite: !random.chance(0.03),
      customRank: random.chance(0.05) ? random.int(900, 999) : random.int(0, 100),
      depositAmount: random.chance(0.02) ? random.pick([250, 500, 1000]) : null,
      soldAt,
      arrivedAt: new Date(arrived),
      createdAt: new Date(arrived),
      updatedAt: new Date(updated),
    };
  }
  return out;
}
