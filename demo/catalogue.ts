/**
 * Demo catalogue of the Australian market: makes, models, badges (with recommended retail prices in
 * whole dollars), series codes, body, drivetrain, engine and paint. Invented only where the market
 * detail is not public or does not matter; prices are close to 2024–25 list prices.
 * Pure data plus lookups: no I/O.
 */
import { slugify } from "~/domain/routing/slug";
import type { CarFamily } from "./art/car-models";

export const VEHICLE_KINDS = ["car", "caravan", "motorcycle"] as const;
export type VehicleKind = (typeof VEHICLE_KINDS)[number];

/** The spec's recognised car body types (document 2, §9). */
export const CAR_BODIES = [
  "4x4",
  "bus",
  "cabChassis",
  "convertible",
  "coupe",
  "ev",
  "hardtop",
  "hatch",
  "hatchback",
  "motorhome",
  "lightTruck",
  "peopleMover",
  "prestige",
  "sedan",
  "softtop",
  "suv",
  "ute",
  "van",
  "wagon",
  "stationWagon",
] as const;
export type CarBody = (typeof CAR_BODIES)[number];

export const CARAVAN_BODIES = ["caravan", "camper trailer", "pop top", "motorhome"] as const;
export type CaravanBody = (typeof CARAVAN_BODIES)[number];

export const MOTORCYCLE_BODIES = ["naked", "adventure", "cruiser", "sport", "scooter", "dirt"] as const;
export type MotorcycleBody = (typeof MOTORCYCLE_BODIES)[number];

export type Body = CarBody | CaravanBody | MotorcycleBody;

export const BODIES_BY_KIND: Record<VehicleKind, readonly Body[]> = {
  car: CAR_BODIES,
  caravan: CARAVAN_BODIES,
  motorcycle: MOTORCYCLE_BODIES,
};

/** Fuel values as stored on a car; towed caravans have none (""). */
export const FUELS = ["petrol", "diesel", "electric", "hybrid", "phev"] as const;
export type Fuel = (typeof FUELS)[number];

export type Transmission = "Automatic" | "Manual" | "";
/** Cars: FWD/RWD/AWD/4WD. Motorcycles: final drive. Towed caravans: "". */
export type Drive = "FWD" | "RWD" | "AWD" | "4WD" | "Chain" | "Belt" | "Shaft" | "";

/** Base colours the generated pictures are painted in; every paint name maps to one of these. */
export const SWATCHES = {
  white: "#f2f3f1",
  pearl: "#ebe6dc",
  silver: "#b9bec4",
  grey: "#737880",
  graphite: "#43474d",
  black: "#1a1b1e",
  red: "#b8141d",
  maroon: "#7a1522",
  blue: "#1f51a3",
  navy: "#1d2c4f",
  skyblue: "#6497c6",
  teal: "#1b7b82",
  green: "#2f5b3d",
  olive: "#6d6b4b",
  lime: "#7dbf3f",
  orange: "#e0631b",
  yellow: "#efb61d",
  bronze: "#7b5b3d",
  sand: "#c8b58f",
} as const;
export type Swatch = keyof typeof SWATCHES;

export const INTERIOR_SWATCHES = {
  ink: "#24262a",
  slate: "#6a6e75",
  tan: "#a8764a",
  cream: "#d8ccb2",
  oxblood: "#6b2a25",
} as const;
export type InteriorSwatch = keyof typeof INTERIOR_SWATCHES;

export type Paint = { name: string; swatch: Swatch; hex: string };
export type InteriorTrim = { name: string; swatch: InteriorSwatch; hex: string };

export type CaravanSpec = {
  berths: number;
  /** External body length in feet, as caravans are sold. */
  lengthFt: number;
  tareKg: number;
  atmKg: number;
  ballKg: number;
  axles: 1 | 2;
  offRoad: boolean;
};

export type MotorcycleSpec = { cc: number; lams: boolean; seatHeightMm: number; wetWeightKg: number; tankL: number };

/** Everything a badge can change relative to its model. */
export type Drivetrain = {
  fuel: Fuel | "";
  drive: Drive;
  transmission: Transmission;
  engine: string;
  cylinders: number | null;
  kw: number | null;
  nm: number | null;
  /** Combined L/100km; null for battery-electric and towed units. */
  l100: number | null;
  /** Usable battery kWh and WLTP range for EVs. */
  batteryKwh?: number;
  rangeKm?: number;
  seats: number | null;
  doors: number | null;
  body: Body;
  /** Braked towing capacity in kg. */
  towingKg?: number;
};

export type Badge = Drivetrain & {
  name: string;
  /** Recommended retail price in whole dollars, before on-road costs. */
  rrp: number;
  /** 0 = entry trim … 3 = flagship; drives the equipment list. */
  trim: number;
};

export type Model = {
  make: string;
  name: string;
  kind: VehicleKind;
  series: string;
  /** First model year sold in Australia, and the last (null: still on sale). */
  years: [number, number | null];
  /** Relative sales weight within the make. */
  popularity: number;
  badges: Badge[];
  paints: Paint[];
  interiors: InteriorTrim[];
  priceFrom: number;
  priceTo: number;
  caravan?: CaravanSpec;
  motorcycle?: MotorcycleSpec;
  /** The model family its pictures are drawn as, per body (a body left out is drawn as that body's usual shape). */
  art: Partial<Record<Body, CarFamily>>;
};

export type Make = {
  name: string;
  slug: string;
  kind: VehicleKind;
  /** Rough share of the Australian market, used to weigh makes in a multi-make stock. */
  share: number;
  /** World manufacturer identifier used to start generated VINs. */
  wmi: string;
  models: Model[];
};

// ---------------------------------------------------------------------------------------------
// Compact definitions

type Over = Partial<Drivetrain> & { trim?: number };
type BadgeDef = [name: string, rrp: number, over?: Over];
type ModelDef = Partial<Drivetrain> & {
  name: string;
  series: string;
  years: [number, number | null];
  popularity?: number;
  paints?: string;
  caravan?: CaravanSpec;
  motorcycle?: MotorcycleSpec;
  /** The model family drawn for the model's body, or one per body. */
  art?: CarFamily | Partial<Record<Body, CarFamily>>;
  badges: BadgeDef[];
};
type MakeDef = {
  name: string;
  kind?: VehicleKind;
  share: number;
  wmi: string;
  /** "Paint Name:swatch|…" */
  paints: string;
  interiors?: string;
  defaults?: Partial<Drivetrain>;
  models: ModelDef[];
};

const CAR_INTERIORS = "Black Cloth:ink|Black Leather-Accented:ink|Grey Cloth:slate|Tan Leather-Accented:tan";
const CARAVAN_INTERIORS = "Oak & Cream:cream|Walnut & Charcoal:slate|Coastal White:cream";
const MOTORCYCLE_INTERIORS = "Black:ink";

function parsePaints(spec: string): Paint[] {
  return spec.split("|").map((entry) => {
    const [name, swatch] = entry.split(":") as [string, Swatch];
    if (!(swatch in SWATCHES)) throw new Error(`unknown swatch ${swatch} for ${name}`);
    return { name, swatch, hex: SWATCHES[swatch] };
  });
}

function parseInteriors(spec: string): InteriorTrim[] {
  return spec.split("|").map((entry) => {
    const [name, swatch] = entry.split(":") as [string, InteriorSwatch];
    if (!(swatch in INTERIOR_SWATCHES)) throw new Error(`unknown interior ${swatch} for ${name}`);
    return { name, swatch, hex: INTERIOR_SWATCHES[swatch] };
  });
}

const BASE: Drivetrain = {
  fuel: "petrol",
  drive: "FWD",
  transmission: "Automatic",
  engine: "",
  cylinders: 4,
  kw: null,
  nm: null,
  l100: null,
  seats: 5,
  doors: 5,
  body: "suv",
};

function pick<T extends object>(source: T, keys: ReadonlyArray<keyof Drivetrain>): Partial<Drivetrain> {
  const out: Partial<Drivetrain> = {};
  for (const key of keys) if (key in source) (out as Record<string, unknown>)[key] = (source as Record<string, unknown>)[key];
  return out;
}

const DRIVETRAIN_KEYS = Object.keys(BASE).concat(["batteryKwh", "rangeKm", "towingKg"]) as Array<keyof Drivetrain>;

function buildMake(def: MakeDef): Make {
  const kind = def.kind ?? "car";
  const makePaints = parsePaints(def.paints);
  const interiors = parseInteriors(
    def.interiors ?? (kind === "car" ? CAR_INTERIORS : kind === "caravan" ? CARAVAN_INTERIORS : MOTORCYCLE_INTERIORS),
  );
  const models = def.models.map((m): Model => {
    const modelBase: Drivetrain = { ...BASE, ...def.defaults, ...pick(m, DRIVETRAIN_KEYS) };
    const badges = m.badges.map(([name, rrp, over = {}], index): Badge => {
      const trim = over.trim ?? Math.min(3, Math.round((index / Math.max(1, m.badges.length - 1)) * 3));
      const merged: Drivetrain = { ...modelBase, ...pick(over, DRIVETRAIN_KEYS) };
      return { ...merged, name, rrp, trim };
    });
    const prices = badges.map((b) => b.rrp);
    return {
      make: def.name,
      name: m.name,
      kind,
      series: m.series,
      years: m.years,
      popularity: m.popularity ?? 3,
      badges,
      paints: m.paints ? parsePaints(m.paints) : makePaints,
      interiors,
      priceFrom: Math.min(...prices),
      priceTo: Math.max(...prices),
      caravan: m.caravan,
      motorcycle: m.motorcycle,
      art: typeof m.art === "string" ? { [modelBase.body]: m.art } : { ...m.art },
    };
  });
  return { name: def.name, slug: slugify(def.name), kind, share: def.share, wmi: def.wmi, models };
}

// Shorthands for the drivetrains that repeat.
const dsl = (engine: string, cylinders: number, kw: number, nm: number, l100: number): Over => ({
  fuel: "diesel",
  engine,
  cylinders,
  kw,
  nm,
  l100,
});
const pet = (engine: string, cylinders: number, kw: number, nm: number, l100: number): Over => ({
  fuel: "petrol",
  engine,
  cylinders,
  kw,
  nm,
  l100,
});
const hyb = (engine: string, kw: number, l100: number): Over => ({ fuel: "hybrid", engine, cylinders: 4, kw, nm: null, l100 });
const phev = (engine: string, kw: number, l100: number, batteryKwh: number, rangeKm: number): Over => ({
  fuel: "phev",
  engine,
  cylinders: 4,
  kw,
  nm: null,
  l100,
  batteryKwh,
  rangeKm,
});
const ev = (kw: number, nm: number, batteryKwh: number, rangeKm: number, motors = "Single motor"): Over => ({
  fuel: "electric",
  engine: `${motors} electric, ${batteryKwh} kWh`,
  cylinders: null,
  kw,
  nm,
  l100: null,
  batteryKwh,
  rangeKm,
  transmission: "Automatic",
});
const UTE: Partial<Drivetrain> = { body: "ute", seats: 5, doors: 4, drive: "4WD", towingKg: 3500 };
const CAB: Over = { body: "cabChassis", seats: 2, doors: 2 };
const PEOPLE: Partial<Drivetrain> = { body: "peopleMover", seats: 8, doors: 5 };
const VAN: Partial<Drivetrain> = { body: "van", seats: 3, doors: 4, drive: "RWD" };
const fwd: Over = { drive: "FWD" };
const awd: Over = { drive: "AWD" };
const rwd: Over = { drive: "RWD" };
const manual: Over = { transmission: "Manual" };

// ---------------------------------------------------------------------------------------------
// Cars

const CAR_MAKES: MakeDef[] = [
  {
    name: "Toyota",
    share: 20,
    wmi: "JTM",
    paints:
      "Glacier White:white|Frosted White:pearl|Crystal Pearl:pearl|Silver Pearl:silver|Graphite:graphite|Eclipse Black:black|Feverish Red:red|Saturn Blue:blue|Nebula Blue:navy|Oxide Bronze:bronze|Atomic Rush:red",
    models: [
      {
        name: "HiLux",
        series: "GUN126R",
        years: [2015, null],
        popularity: 10,
        ...UTE,
        ...dsl("2.8L turbo diesel", 4, 150, 500, 8.4),
        badges: [
          ["Workmate (4x2)", 36890, { ...pet("2.7L petrol", 4, 122, 245, 10.7), drive: "RWD", towingKg: 2500, trim: 0 }],
          ["Workmate (4x4)", 49400, { ...dsl("2.4L turbo diesel", 4, 110, 400, 8.1), ...CAB, trim: 0 }],
          ["SR (4x4)", 54890, { trim: 1 }],
          ["SR5 (4x4)", 63890, { trim: 2 }],
          ["Rogue (4x4)", 73390, { trim: 3 }],
          ["GR Sport (4x4)", 79990, { ...dsl("2.8L turbo diesel", 4, 165, 550, 8.4), trim: 3 }],
        ],
      },
      {
        name: "RAV4",
        series: "AXAH54R",
        years: [2019, null],
        popularity: 10,
        body: "suv",
        ...hyb("2.5L hybrid", 160, 4.7),
        badges: [
          ["GX 2WD", 38750, { ...pet("2.0L petrol", 4, 127, 203, 6.5), drive: "FWD" }],
          ["GX Hybrid 2WD", 41250, { drive: "FWD" }],
          ["GXL Hybrid AWD", 48450, { ...awd, kw: 163, l100: 4.8 }],
          ["XSE Hybrid AWD", 51450, { ...awd, kw: 163, l100: 4.8 }],
          ["Cruiser Hybrid AWD", 54060, { ...awd, kw: 163, l100: 4.8 }],
          ["Edge AWD", 53900, { ...pet("2.5L petrol", 4, 152, 243, 7.3), ...awd }],
        ],
      },
      {
        name: "Corolla",
        series: "ZWE219R",
        years: [2018, null],
        popularity: 7,
        body: "hatch",
        ...hyb("1.8L hybrid", 103, 4.0),
        badges: [
          ["Ascent Sport", 30850, pet("2.0L petrol", 4, 126, 202, 6.0)],
          ["Ascent Sport Hybrid", 33350],
          ["SX Hybrid", 36350],
          ["ZR Hybrid", 41230],
          ["GR Corolla GTS", 62300, { ...pet("1.6L turbo petrol", 3, 224, 370, 8.4), ...awd, ...manual, trim: 3 }],
        ],
      },
      {
        name: "Corolla Cross",
        art: "compact-suv",
        series: "MXGH15R",
        years: [2022, null],
        popularity: 5,
        body: "suv",
        ...hyb("2.0L hybrid", 146, 4.3),
        badges: [
          ["GX", 33500, pet("2.0L petrol", 4, 126, 202, 6.0)],
          ["GXL Hybrid 2WD", 40190],
          ["Atmos Hybrid AWD", 48490, { ...awd, kw: 146 }],
        ],
      },
      {
        name: "Camry",
        series: "AXVH80R",
        years: [2017, null],
        popularity: 4,
        body: "sedan",
        doors: 4,
        ...hyb("2.5L hybrid", 165, 4.2),
        badges: [
          ["Ascent Hybrid", 39890],
          ["SL Hybrid", 49990],
          ["SX Hybrid", 45500],
        ],
      },
      {
        name: "Yaris Cross",
        art: "compact-suv",
        series: "MXPJ10R",
        years: [2020, null],
        popularity: 5,
        body: "suv",
        ...hyb("1.5L hybrid", 85, 3.8),
        badges: [
          ["GX 2WD", 30190, pet("1.5L petrol", 3, 88, 145, 5.4)],
          ["GXL Hybrid 2WD", 35690],
          ["Urban Hybrid AWD", 40690, awd],
        ],
      },
      {
        name: "LandCruiser 300",
        art: "4wd-wagon",
        series: "FJA300R",
        years: [2021, null],
        popularity: 4,
        body: "suv",
        seats: 7,
        drive: "4WD",
        towingKg: 3500,
        ...dsl("3.3L twin-turbo V6 diesel", 6, 227, 700, 8.9),
        badges: [
          ["GX", 99990],
          ["GXL", 111390],
          ["VX", 123490],
          ["Sahara", 144290],
          ["GR Sport", 146290],
        ],
      },
      {
        name: "LandCruiser 70",
        series: "GDJ79R",
        years: [2016, null],
        popularity: 3,
        body: "cabChassis",
        seats: 2,
        doors: 2,
        drive: "4WD",
        transmission: "Automatic",
        towingKg: 3500,
        ...dsl("2.8L turbo diesel", 4, 150, 500, 9.6),
        badges: [
          ["Workmate Single Cab", 77800],
          ["GXL Single Cab", 83400],
          ["Workmate Wagon", 77700, { body: "4x4", seats: 5, doors: 5 }],
          ["GXL Wagon", 82800, { body: "stationWagon", seats: 5, doors: 5 }],
        ],
      },
      {
        name: "Prado",
        art: "4wd-wagon",
        series: "GDJ250R",
        years: [2015, null],
        popularity: 5,
        body: "suv",
        seats: 7,
        drive: "4WD",
        towingKg: 3500,
        ...dsl("2.8L turbo diesel mild hybrid", 4, 150, 500, 7.9),
        badges: [
          ["GX", 73900],
          ["GXL", 83400],
          ["VX", 93600],
          ["Kakadu", 100400],
        ],
      },
      {
        name: "Kluger",
        art: "large-suv",
        series: "AXUH78R",
        years: [2021, null],
        popularity: 3,
        body: "suv",
        seats: 7,
        ...hyb("2.5L hybrid", 184, 5.6),
        drive: "AWD",
        badges: [
          ["GX Hybrid", 63560],
          ["GXL Hybrid", 74060],
          ["Grande Hybrid", 85060],
        ],
      },
      {
        name: "Fortuner",
        art: "large-suv",
        series: "GUN156R",
        years: [2015, null],
        popularity: 2,
        body: "suv",
        seats: 7,
        drive: "4WD",
        towingKg: 3100,
        ...dsl("2.8L turbo diesel", 4, 150, 500, 8.6),
        badges: [
          ["GX", 54190],
          ["GXL", 59920],
          ["Crusade", 67100],
        ],
      },
      {
        name: "HiAce",
        series: "GDH300R",
        years: [2019, null],
        popularity: 3,
        ...VAN,
        ...dsl("2.8L turbo diesel", 4, 130, 450, 8.4),
        badges: [
          ["LWB Van", 50140],
          ["SLWB Van", 55470],
          ["SLWB Commuter Bus", 72660, { body: "bus", seats: 12, doors: 4 }],
        ],
      },
      {
        name: "Coaster",
        series: "XZB70R",
        years: [2017, null],
        popularity: 1,
        body: "bus",
        seats: 22,
        doors: 2,
        drive: "RWD",
        ...dsl("4.0L turbo diesel", 4, 110, 397, 14.5),
        badges: [
          ["Standard", 135000],
          ["Deluxe", 152000],
        ],
      },
      {
        name: "Granvia",
        series: "GDH303R",
        years: [2019, null],
        popularity: 1,
        ...PEOPLE,
        drive: "RWD",
        ...dsl("2.8L turbo diesel", 4, 130, 450, 8.0),
        badges: [
          ["Standard 8 Seat", 72440],
          ["VX 6 Seat", 85490, { seats: 6 }],
        ],
      },
      {
        name: "GR86",
        series: "ZN8R",
        years: [2022, null],
        popularity: 1,
        body: "coupe",
        seats: 4,
        doors: 2,
        drive: "RWD",
        ...pet("2.4L petrol", 4, 174, 250, 9.5),
        badges: [
          ["GT Manual", 45440, manual],
          ["GTS Auto", 50540],
        ],
      },
      {
        name: "bZ4X",
        art: "mid-suv",
        series: "XEAM10R",
        years: [2022, null],
        popularity: 1,
        body: "suv",
        ...ev(150, 266, 71.4, 436),
        badges: [
          ["FWD", 66000, fwd],
          ["AWD", 74900, { ...awd, kw: 160, nm: 337, rangeKm: 411 }],
        ],
      },
    ],
  },
  {
    name: "Kia",
    share: 6.5,
    wmi: "KNA",
    paints:
      "Clear White:white|Snow White Pearl:pearl|Steel Grey:grey|Interstellar Grey:graphite|Gravity Grey:grey|Aurora Black Pearl:black|Runway Red:red|Blue Flame:blue|Mineral Blue:navy|Jungle Wood Green:green|Dawning Red:maroon",
    models: [
      {
        name: "Sportage",
        series: "NQ5",
        years: [2022, null],
        popularity: 8,
        body: "suv",
        ...pet("2.0L petrol", 4, 115, 192, 8.1),
        badges: [
          ["S FWD", 35490],
          ["SX FWD", 38690],
          ["SX+ AWD Diesel", 49790, { ...dsl("2.0L turbo diesel", 4, 137, 416, 6.3), ...awd }],
          ["GT-Line Hybrid AWD", 58590, { ...hyb("1.6L turbo hybrid", 169, 5.3), ...awd }],
        ],
      },
      {
        name: "Seltos",
        art: "compact-suv",
        series: "SP2",
        years: [2020, null],
        popularity: 5,
        body: "suv",
        ...pet("2.0L petrol", 4, 110, 180, 6.8),
        badges: [
          ["S FWD", 29290],
          ["Sport FWD", 31790],
          ["Sport+ AWD", 38790, { ...pet("1.6L turbo petrol", 4, 146, 265, 7.4), ...awd }],
          ["GT-Line AWD", 43790, { ...pet("1.6L turbo petrol", 4, 146, 265, 7.4), ...awd }],
        ],
      },
      {
        name: "Sorento",
        art: "large-suv",
        series: "MQ4",
        years: [2020, null],
        popularity: 4,
        body: "suv",
        seats: 7,
        drive: "AWD",
        towingKg: 2000,
        ...dsl("2.2L turbo diesel", 4, 148, 440, 6.1),
        badges: [
          ["S Petrol", 49990, { ...pet("3.5L V6 petrol", 6, 200, 332, 9.7), drive: "FWD" }],
          ["Sport+ Diesel", 58290],
          ["GT-Line Hybrid", 69990, hyb("1.6L turbo hybrid", 169, 5.3)],
          ["GT-Line PHEV", 82290, phev("1.6L turbo plug-in hybrid", 195, 1.6, 13.8, 68)],
        ],
      },
      {
        name: "Carnival",
        series: "KA4",
        years: [2020, null],
        popularity: 4,
        ...PEOPLE,
        ...dsl("2.2L turbo diesel", 4, 148, 440, 6.5),
        badges: [
          ["S", 52380],
          ["Sport", 57580],
          ["GT-Line Hybrid", 77690, { ...hyb("1.6L turbo hybrid", 180, 6.3), seats: 7 }],
        ],
      },
      {
        name: "Cerato",
        series: "BD",
        years: [2018, 2024],
        popularity: 4,
        body: "hatch",
        ...pet("2.0L petrol", 4, 112, 192, 7.4),
        badges: [
          ["S", 27490],
          ["Sport", 30990],
          ["Sport Sedan", 30890, { body: "sedan", doors: 4 }],
          ["GT", 36990, pet("1.6L turbo petrol", 4, 150, 265, 7.0)],
        ],
      },
      {
        name: "Picanto",
        art: "city-hatch",
        series: "JA",
        years: [2017, null],
        popularity: 3,
        body: "hatch",
        ...pet("1.25L petrol", 4, 62, 122, 5.8),
        badges: [
          ["Sport Manual", 17990, manual],
          ["Sport", 19290],
          ["GT-Line", 21790],
        ],
      },
      {
        name: "EV6",
        art: "low-crossover",
        series: "CV",
        years: [2022, null],
        popularity: 2,
        body: "suv",
        ...ev(168, 350, 84, 582),
        drive: "RWD",
        badges: [
          ["Air RWD", 72590],
          ["GT-Line AWD", 87590, { ...awd, kw: 239, nm: 605, rangeKm: 521 }],
          ["GT", 99590, { ...awd, kw: 448, nm: 740, rangeKm: 424 }],
        ],
      },
      {
        name: "EV9",
        art: "large-suv",
        series: "MV",
        years: [2024, null],
        popularity: 1,
        body: "suv",
        seats: 7,
        ...ev(283, 700, 99.8, 505, "Dual motor"),
        drive: "AWD",
        badges: [
          ["Earth AWD", 107000],
          ["GT-Line AWD", 121000],
        ],
      },
      {
        name: "Niro",
        art: "compact-suv",
        series: "SG2",
        years: [2022, null],
        popularity: 2,
        body: "suv",
        ...hyb("1.6L hybrid", 104, 4.0),
        badges: [
          ["S Hybrid", 41490],
          ["GT-Line Hybrid", 47190],
          ["S EV", 62590, ev(150, 255, 64.8, 460)],
        ],
      },
      {
        name: "Tasman",
        series: "TK",
        years: [2025, null],
        popularity: 2,
        ...UTE,
        ...dsl("2.2L turbo diesel", 4, 154, 441, 8.0),
        badges: [
          ["S Dual Cab (4x4)", 53640],
          ["SX Dual Cab (4x4)", 57640],
          ["X-Line Dual Cab (4x4)", 65940],
          ["X-Pro (4x4)", 75240],
        ],
      },
    ],
  },
  {
    name: "MG",
    share: 4,
    wmi: "LSJ",
    paints:
      "Dover White:white|Pebble Black:black|Diamond Red:red|Clipper Blue:blue|Regal Blue:navy|Tartan Red:maroon|Silver:silver|Holborn Blue:skyblue|Volcano Orange:orange|Camden Grey:grey",
    models: [
      {
        name: "ZS",
        art: "compact-suv",
        series: "AZS2",
        years: [2017, null],
        popularity: 8,
        body: "suv",
        ...hyb("1.5L hybrid+", 155, 5.1),
        badges: [
          ["Vibe", 26990, pet("1.5L petrol", 4, 84, 150, 6.9)],
          ["Excite Hybrid+", 32990],
          ["Essence Hybrid+", 35990],
          ["EV Essence", 44990, ev(130, 280, 72.6, 440)],
        ],
      },
      {
        name: "MG3",
        art: "city-hatch",
        series: "SZP2",
        years: [2018, null],
        popularity: 6,
        body: "hatch",
        ...hyb("1.5L hybrid+", 155, 4.3),
        badges: [
          ["Vibe", 22990, pet("1.5L petrol", 4, 82, 142, 6.0)],
          ["Excite Hybrid+", 27990],
          ["Essence Hybrid+", 30990],
        ],
      },
      {
        name: "HS",
        series: "SAS23",
        years: [2019, null],
        popularity: 5,
        body: "suv",
        ...pet("1.5L turbo petrol", 4, 125, 275, 7.2),
        badges: [
          ["Vibe", 33990],
          ["Excite", 37990],
          ["Essence", 41990, { ...pet("2.0L turbo petrol", 4, 168, 360, 9.5), ...awd }],
          ["Plus EV Essence PHEV", 51990, phev("1.5L turbo plug-in hybrid", 189, 1.7, 16.6, 63)],
        ],
      },
      {
        name: "MG4",
        series: "EH32",
        years: [2023, null],
        popularity: 4,
        body: "hatch",
        ...ev(125, 250, 51, 350),
        drive: "RWD",
        badges: [
          ["Excite 51", 35990],
          ["Essence 64", 44990, { kw: 150, batteryKwh: 64, rangeKm: 435 }],
          ["XPOWER", 59990, { ...awd, kw: 320, nm: 600, batteryKwh: 64, rangeKm: 385, trim: 3 }],
        ],
      },
      {
        name: "MG5",
        series: "IP32",
        years: [2021, null],
        popularity: 2,
        body: "sedan",
        doors: 4,
        ...pet("1.5L petrol", 4, 84, 150, 6.4),
        badges: [
          ["Vibe", 23990],
          ["Essence", 27990],
        ],
      },
      {
        name: "Extender",
        series: "SK8C",
        years: [2021, null],
        popularity: 2,
        ...UTE,
        ...dsl("2.0L turbo diesel", 4, 160, 500, 9.5),
        badges: [
          ["Dual Cab Excite (4x2)", 34990, rwd],
          ["Dual Cab Excite (4x4)", 40990],
          ["Dual Cab Grand Tour (4x4)", 46990],
        ],
      },
      {
        name: "Cyberster",
        art: "roadster",
        series: "BE11",
        years: [2024, null],
        popularity: 1,
        body: "convertible",
        seats: 2,
        doors: 2,
        ...ev(250, 475, 77, 443),
        drive: "RWD",
        badges: [
          ["Trophy", 99990],
          ["GT AWD", 115990, { ...awd, kw: 375, nm: 725, rangeKm: 405 }],
        ],
      },
    ],
  },
  {
    name: "Mazda",
    share: 8,
    wmi: "JM0",
    paints:
      "Snowflake White Pearl:pearl|Rhodium White:white|Sonic Silver:silver|Platinum Quartz:sand|Machine Grey:grey|Polymetal Grey:graphite|Jet Black:black|Soul Red Crystal:maroon|Deep Crystal Blue:navy|Zircon Sand:sand|Artisan Red:red",
    models: [
      {
        name: "CX-5",
        series: "KF Series 2",
        years: [2017, null],
        popularity: 9,
        body: "suv",
        ...pet("2.5L petrol", 4, 140, 252, 7.4),
        badges: [
          ["G20 Maxx", 35700, { ...pet("2.0L petrol", 4, 115, 200, 6.9), drive: "FWD", trim: 0 }],
          ["G25 Maxx Sport", 42810, awd],
          ["G25 Touring", 45550, awd],
          ["G25 GT SP", 50100, awd],
          ["G35 Akera", 54180, { ...pet("2.5L turbo petrol", 4, 170, 420, 8.2), ...awd }],
        ],
      },
      {
        name: "CX-3",
        art: "compact-suv",
        series: "DK",
        years: [2015, null],
        popularity: 5,
        body: "suv",
        ...pet("2.0L petrol", 4, 110, 195, 6.3),
        badges: [
          ["G20 Pure", 27900],
          ["G20 Evolve", 29900],
          ["G20 Touring", 32790],
          ["G20 Akari AWD", 38100, awd],
        ],
      },
      {
        name: "CX-30",
        art: "compact-suv",
        series: "DM",
        years: [2019, null],
        popularity: 5,
        body: "suv",
        ...pet("2.0L petrol", 4, 114, 200, 6.5),
        badges: [
          ["G20 Pure", 31690],
          ["G20 Evolve", 33690],
          ["G25 Touring AWD", 41190, { ...pet("2.5L petrol", 4, 139, 252, 7.0), ...awd }],
          ["G25 Astina AWD", 45490, { ...pet("2.5L petrol", 4, 139, 252, 7.0), ...awd }],
        ],
      },
      {
        name: "CX-60",
        art: "large-suv",
        series: "KH",
        years: [2022, null],
        popularity: 2,
        body: "suv",
        drive: "AWD",
        ...pet("3.3L turbo inline-six mild hybrid", 6, 209, 450, 7.4),
        badges: [
          ["G40e Evolve", 60800],
          ["D50e GT", 70000, dsl("3.3L turbo inline-six diesel mild hybrid", 6, 187, 550, 4.9)],
          ["P50e Azami PHEV", 85800, phev("2.5L plug-in hybrid", 241, 2.1, 17.8, 76)],
        ],
      },
      {
        name: "CX-90",
        art: "large-suv",
        series: "KK",
        years: [2023, null],
        popularity: 2,
        body: "suv",
        seats: 8,
        drive: "AWD",
        ...pet("3.3L turbo inline-six mild hybrid", 6, 254, 500, 8.2),
        badges: [
          ["G50e Touring", 78000],
          ["D50e GT", 87000, dsl("3.3L turbo inline-six diesel mild hybrid", 6, 187, 550, 5.4)],
          ["G50e Azami", 93000],
        ],
      },
      {
        name: "3",
        series: "BP",
        years: [2019, null],
        popularity: 6,
        body: "hatch",
        ...pet("2.0L petrol", 4, 114, 200, 6.2),
        badges: [
          ["G20 Pure", 30260],
          ["G20 Evolve", 32490],
          ["G25 GT", 38590, pet("2.5L petrol", 4, 139, 252, 6.6)],
          ["G25 Astina Sedan", 42490, { ...pet("2.5L petrol", 4, 139, 252, 6.6), body: "sedan", doors: 4 }],
        ],
      },
      {
        name: "2",
        art: "city-hatch",
        series: "DJ",
        years: [2015, null],
        popularity: 3,
        body: "hatch",
        ...pet("1.5L petrol", 4, 82, 144, 5.3),
        badges: [
          ["G15 Pure", 23740],
          ["G15 Evolve", 25740],
          ["G15 GT", 28070],
        ],
      },
      {
        name: "BT-50",
        series: "TF",
        years: [2020, null],
        popularity: 5,
        ...UTE,
        ...dsl("3.0L turbo diesel", 4, 140, 450, 8.0),
        badges: [
          ["XS Dual Cab (4x2)", 43040, { ...dsl("1.9L turbo diesel", 4, 110, 350, 6.7), drive: "RWD" }],
          ["XT Cab Chassis (4x4)", 54170, CAB],
          ["XTR Dual Cab (4x4)", 63130],
          ["GT Dual Cab (4x4)", 65980],
          ["Thunder (4x4)", 72640],
        ],
      },
      {
        name: "MX-5",
        art: { convertible: "roadster", hardtop: "roadster" },
        series: "ND",
        years: [2015, null],
        popularity: 1,
        body: "convertible",
        seats: 2,
        doors: 2,
        drive: "RWD",
        ...pet("2.0L petrol", 4, 135, 205, 6.9),
        badges: [
          ["Roadster Manual", 44100, manual],
          ["Roadster GT Auto", 48620],
          ["RF GT Auto", 52120, { body: "hardtop" }],
        ],
      },
    ],
  },
  {
    name: "Nissan",
    share: 3.5,
    wmi: "JN1",
    paints:
      "Ivory Pearl:pearl|Solid White:white|Brilliant Silver:silver|Champagne Silver:sand|Gun Metallic:graphite|Diamond Black:black|Scarlet Ember:red|Caspian Blue:navy|Forged Copper:bronze|Stealth Grey:grey",
    models: [
      {
        name: "Navara",
        series: "D23",
        years: [2015, null],
        popularity: 8,
        ...UTE,
        ...dsl("2.3L twin-turbo diesel", 4, 140, 450, 7.0),
        badges: [
          ["SL Dual Cab (4x2)", 44290, rwd],
          ["ST Dual Cab (4x4)", 55830],
          ["ST-X Dual Cab (4x4)", 63690],
          ["PRO-4X Dual Cab (4x4)", 65640],
          ["PRO-4X Warrior (4x4)", 76390, { trim: 3 }],
          ["SL Cab Chassis (4x4)", 49900, { ...CAB, trim: 0 }],
        ],
      },
      {
        name: "X-Trail",
        series: "T33",
        years: [2022, null],
        popularity: 7,
        body: "suv",
        ...pet("2.5L petrol", 4, 135, 244, 7.4),
        badges: [
          ["ST 2WD", 38650, fwd],
          ["ST-L 4WD", 46190, { drive: "AWD", seats: 7 }],
          ["Ti e-4ORCE", 57790, { ...hyb("1.5L turbo e-POWER", 157, 6.1), ...awd }],
          ["Ti-L e-4ORCE", 64990, { ...hyb("1.5L turbo e-POWER", 157, 6.1), ...awd }],
        ],
      },
      {
        name: "Qashqai",
        art: "compact-suv",
        series: "J12",
        years: [2022, null],
        popularity: 4,
        body: "suv",
        ...pet("1.3L turbo petrol mild hybrid", 4, 110, 250, 6.1),
        badges: [
          ["ST", 35890],
          ["ST+", 38790],
          ["Ti", 45790],
          ["Ti e-POWER", 54790, hyb("1.5L turbo e-POWER", 140, 5.2)],
        ],
      },
      {
        name: "Patrol",
        art: "4wd-wagon",
        series: "Y62",
        years: [2015, null],
        popularity: 4,
        body: "suv",
        seats: 8,
        drive: "4WD",
        towingKg: 3500,
        ...pet("5.6L V8 petrol", 8, 298, 560, 14.4),
        badges: [
          ["Ti", 92650],
          ["Warrior", 101000],
          ["Ti-L", 113480],
        ],
      },
      {
        name: "Pathfinder",
        art: "large-suv",
        series: "R53",
        years: [2022, null],
        popularity: 2,
        body: "suv",
        seats: 8,
        ...pet("3.5L V6 petrol", 6, 202, 340, 10.5),
        badges: [
          ["ST 2WD", 56990, fwd],
          ["ST-L 4WD", 64590, awd],
          ["Ti-L 4WD", 86190, awd],
        ],
      },
      {
        name: "Juke",
        art: "compact-suv",
        series: "F16",
        years: [2020, null],
        popularity: 2,
        body: "suv",
        ...pet("1.0L turbo petrol", 3, 84, 180, 5.8),
        badges: [
          ["ST", 30590],
          ["ST+", 33590],
          ["Ti", 39590],
        ],
      },
      {
        name: "Leaf",
        series: "ZE1",
        years: [2019, null],
        popularity: 1,
        body: "hatch",
        ...ev(110, 320, 40, 270),
        badges: [
          ["Standard", 50990],
          ["e+", 61490, { kw: 160, nm: 340, batteryKwh: 62, rangeKm: 385 }],
        ],
      },
      {
        name: "Z",
        series: "RZ34",
        years: [2023, null],
        popularity: 1,
        body: "coupe",
        seats: 2,
        doors: 2,
        drive: "RWD",
        ...pet("3.0L twin-turbo V6 petrol", 6, 298, 475, 10.4),
        badges: [
          ["Manual", 76900, manual],
          ["Auto", 76900],
          ["NISMO", 109980],
        ],
      },
    ],
  },
  {
    name: "Ford",
    share: 8,
    wmi: "MPB",
    paints:
      "Arctic White:white|Aluminium:silver|Meteor Grey:grey|Carbonized Grey:graphite|Shadow Black:black|Lucid Red:red|Blue Lightning:blue|Conquer Grey:graphite|Equinox Bronze:bronze|Code Orange:orange|Sedona Orange:orange",
    models: [
      {
        name: "Ranger",
        series: "PY",
        years: [2022, null],
        popularity: 10,
        ...UTE,
        ...dsl("2.0L bi-turbo diesel", 4, 154, 500, 7.6),
        badges: [
          ["XL Cab Chassis (4x2)", 39260, { ...dsl("2.0L turbo diesel", 4, 125, 405, 7.1), ...CAB, drive: "RWD", trim: 0 }],
          ["XLS Double Cab (4x4)", 58390, { trim: 1 }],
          ["XLT Double Cab (4x4)", 66890, { trim: 2 }],
          ["Sport V6 Double Cab (4x4)", 71690, { ...dsl("3.0L turbo V6 diesel", 6, 184, 600, 8.4), trim: 2 }],
          ["Wildtrak V6 (4x4)", 77990, { ...dsl("3.0L turbo V6 diesel", 6, 184, 600, 8.4), trim: 3 }],
          ["Wildtrak PHEV (4x4)", 80490, { ...phev("2.3L turbo plug-in hybrid", 207, 3.0, 11.8, 45), trim: 3 }],
          ["Raptor (4x4)", 89890, { ...pet("3.0L twin-turbo V6 petrol", 6, 292, 583, 11.5), towingKg: 2500, trim: 3 }],
        ],
      },
      {
        name: "Everest",
        art: "large-suv",
        series: "UB",
        years: [2022, null],
        popularity: 6,
        body: "suv",
        seats: 7,
        drive: "4WD",
        towingKg: 3500,
        ...dsl("2.0L bi-turbo diesel", 4, 154, 500, 7.1),
        badges: [
          ["Ambiente (4x2)", 54990, rwd],
          ["Trend (4x4)", 67490],
          ["Sport V6 (4x4)", 73990, dsl("3.0L turbo V6 diesel", 6, 184, 600, 8.4)],
          ["Platinum V6 (4x4)", 80690, dsl("3.0L turbo V6 diesel", 6, 184, 600, 8.4)],
        ],
      },
      {
        name: "Mustang",
        series: "S650",
        years: [2015, null],
        popularity: 2,
        body: "coupe",
        seats: 4,
        doors: 2,
        drive: "RWD",
        ...pet("5.0L V8 petrol", 8, 345, 550, 12.9),
        badges: [
          ["EcoBoost Fastback", 67590, pet("2.3L turbo petrol", 4, 233, 448, 10.2)],
          ["GT Fastback", 82890],
          ["GT Convertible", 90890, { body: "convertible" }],
          ["Dark Horse", 108800, { kw: 370, nm: 567 }],
        ],
      },
      {
        name: "Transit Custom",
        series: "VO",
        years: [2018, null],
        popularity: 3,
        ...VAN,
        drive: "FWD",
        ...dsl("2.0L turbo diesel", 4, 125, 390, 7.3),
        badges: [
          ["Trend SWB Van", 57790],
          ["Trend LWB Van", 60140],
          ["Sport LWB Van", 70540, { kw: 136 }],
        ],
      },
      {
        name: "Transit",
        series: "VO",
        years: [2019, null],
        popularity: 1,
        ...VAN,
        ...dsl("2.0L bi-turbo diesel", 4, 125, 405, 9.8),
        badges: [
          ["350L Van", 66890],
          ["470E Cab Chassis", 70790, { ...CAB, body: "cabChassis" }],
          ["410L Bus 12 Seat", 83290, { body: "bus", seats: 12 }],
        ],
      },
      {
        name: "Puma",
        art: "compact-suv",
        series: "JK",
        years: [2020, null],
        popularity: 2,
        body: "suv",
        ...pet("1.0L turbo petrol", 3, 92, 170, 5.3),
        badges: [
          ["Base", 33990],
          ["ST-Line", 37490],
          ["ST-Line V", 40190],
        ],
      },
      {
        name: "Escape",
        series: "ZH",
        years: [2020, 2024],
        popularity: 2,
        body: "suv",
        ...pet("1.5L turbo petrol", 3, 134, 240, 7.2),
        badges: [
          ["Base FWD", 38290],
          ["ST-Line AWD", 45990, { ...pet("2.0L turbo petrol", 4, 183, 387, 8.2), ...awd }],
          ["ST-Line PHEV", 57790, phev("2.5L plug-in hybrid", 167, 1.5, 14.4, 56)],
        ],
      },
      {
        name: "Mustang Mach-E",
        art: "fastback-suv",
        series: "CX727",
        years: [2022, null],
        popularity: 1,
        body: "suv",
        ...ev(198, 430, 72, 470),
        drive: "RWD",
        badges: [
          ["Select RWD", 79990],
          ["Premium AWD", 91990, { ...awd, kw: 258, nm: 580, batteryKwh: 91, rangeKm: 550 }],
          ["GT AWD", 105990, { ...awd, kw: 358, nm: 860, batteryKwh: 91, rangeKm: 490 }],
        ],
      },
    ],
  },
  {
    name: "GWM",
    share: 3,
    wmi: "LGW",
    paints:
      "Pure White:white|Crystal White:pearl|Lunar Silver:silver|Hamilton Grey:grey|Sapphire Black:black|Sunrise Red:red|Ocean Blue:blue|Dune Khaki:olive|Ayers Grey:graphite",
    models: [
      {
        name: "Cannon",
        series: "NPW",
        years: [2021, null],
        popularity: 8,
        ...UTE,
        towingKg: 3000,
        ...dsl("2.4L turbo diesel", 4, 135, 480, 8.5),
        badges: [
          ["Cab Chassis (4x2)", 33990, { ...CAB, drive: "RWD", trim: 0 }],
          ["Lux (4x4)", 42990],
          ["Ultra (4x4)", 48990],
          ["Alpha Lux Hybrid (4x4)", 57990, { ...hyb("2.4L turbo hybrid", 255, 8.3), trim: 3 }],
        ],
      },
      {
        name: "Haval Jolion",
        art: "compact-suv",
        series: "A01",
        years: [2021, null],
        popularity: 7,
        body: "suv",
        ...pet("1.5L turbo petrol", 4, 110, 220, 8.1),
        badges: [
          ["Premium", 28990],
          ["Lux", 31990],
          ["Ultra", 34990],
          ["Ultra Hybrid", 37990, hyb("1.5L hybrid", 140, 5.1)],
        ],
      },
      {
        name: "Haval H6",
        series: "B01",
        years: [2021, null],
        popularity: 5,
        body: "suv",
        ...pet("2.0L turbo petrol", 4, 150, 320, 7.4),
        badges: [
          ["Lux", 36990],
          ["Ultra AWD", 44990, awd],
          ["Ultra Hybrid", 45990, hyb("1.5L turbo hybrid", 179, 5.2)],
          ["GT Ultra PHEV", 55990, { ...phev("1.5L turbo plug-in hybrid", 240, 1.0, 35.5, 180), ...awd }],
        ],
      },
      {
        name: "Tank 300",
        art: "hardtop-4x4",
        series: "P01",
        years: [2023, null],
        popularity: 3,
        body: "4x4",
        drive: "4WD",
        towingKg: 2500,
        ...pet("2.0L turbo petrol", 4, 162, 380, 9.5),
        badges: [
          ["Lux", 47990],
          ["Ultra", 52990],
          ["Ultra Hybrid", 57990, hyb("2.0L turbo hybrid", 255, 8.5)],
        ],
      },
      {
        name: "Ora",
        series: "ES11",
        years: [2022, null],
        popularity: 2,
        body: "hatch",
        ...ev(126, 250, 48, 310),
        badges: [
          ["Standard Range", 35990],
          ["Extended Range", 39990, { batteryKwh: 63, rangeKm: 420 }],
          ["GT", 46990, { kw: 135, batteryKwh: 63, rangeKm: 400 }],
        ],
      },
    ],
  },
  {
    name: "Chery",
    share: 2,
    wmi: "LVV",
    paints:
      "Arctic White:white|Carbon Crystal Black:black|Titanium Grey:grey|Velvet Red:red|Ocean Blue:blue|Lime Green:lime|Silver Grey:silver",
    models: [
      {
        name: "Omoda 5",
        art: "compact-suv",
        series: "T19C",
        years: [2023, null],
        popularity: 6,
        body: "suv",
        ...pet("1.5L turbo petrol", 4, 115, 230, 6.9),
        badges: [
          ["BX", 29990],
          ["EX", 32990],
          ["GT AWD", 38990, { ...pet("1.6L turbo petrol", 4, 145, 290, 7.7), ...awd }],
        ],
      },
      {
        name: "Omoda E5",
        art: "compact-suv",
        series: "T19C EV",
        years: [2024, null],
        popularity: 3,
        body: "suv",
        ...ev(150, 340, 61, 430),
        badges: [
          ["BX", 40990],
          ["EX", 44990],
        ],
      },
      {
        name: "Tiggo 4",
        art: "compact-suv",
        series: "T19",
        years: [2024, null],
        popularity: 4,
        body: "suv",
        ...pet("1.5L turbo petrol", 4, 108, 210, 7.1),
        badges: [
          ["Urban", 25990],
          ["Ultimate", 29990],
          ["Hybrid Ultimate", 34990, hyb("1.5L hybrid", 150, 5.5)],
        ],
      },
      {
        name: "Tiggo 7",
        series: "T1E",
        years: [2024, null],
        popularity: 5,
        body: "suv",
        ...pet("1.5L turbo petrol", 4, 108, 210, 7.4),
        badges: [
          ["Urban", 32990],
          ["Ultimate", 36990],
          ["Super Hybrid Ultimate", 44990, phev("1.5L turbo plug-in hybrid", 240, 1.2, 18.3, 90)],
        ],
      },
      {
        name: "Tiggo 8 Pro Max",
        art: "large-suv",
        series: "T18",
        years: [2023, null],
        popularity: 2,
        body: "suv",
        seats: 7,
        ...pet("2.0L turbo petrol", 4, 183, 385, 8.3),
        badges: [
          ["Urban", 39990],
          ["Ultimate AWD", 47990, awd],
        ],
      },
    ],
  },
  {
    name: "Hyundai",
    share: 6,
    wmi: "KMH",
    paints:
      "Creamy White:white|Atlas White:white|Shimmering Silver:silver|Titan Grey:graphite|Amazon Grey:grey|Abyss Black:black|Phantom Black:black|Ultimate Red:red|Intense Blue:blue|Digital Teal:teal|Gravity Gold Matte:olive|Ecotronic Grey:grey",
    models: [
      {
        name: "i30",
        series: "PD.V4",
        years: [2017, null],
        popularity: 6,
        body: "hatch",
        ...pet("2.0L petrol", 4, 120, 203, 7.3),
        badges: [
          ["Hatch", 29170],
          ["Active Hatch", 31520],
          ["Elite Sedan", 34420, { body: "sedan", doors: 4 }],
          ["Sedan Hybrid", 33720, { ...hyb("1.6L hybrid", 104, 3.9), body: "sedan", doors: 4 }],
          ["N Hatch", 51200, { ...pet("2.0L turbo petrol", 4, 206, 392, 8.0), ...manual, trim: 3 }],
        ],
      },
      {
        name: "Tucson",
        series: "NX4.V2",
        years: [2021, null],
        popularity: 8,
        body: "suv",
        ...pet("2.0L petrol", 4, 115, 192, 8.1),
        badges: [
          ["Tucson 2WD", 36150],
          ["Elite 2WD", 41150],
          ["Elite Hybrid AWD", 51000, { ...hyb("1.6L turbo hybrid", 172, 5.3), ...awd }],
          ["N Line Diesel AWD", 53000, { ...dsl("2.0L turbo diesel", 4, 137, 416, 6.3), ...awd }],
          ["Highlander Hybrid AWD", 58700, { ...hyb("1.6L turbo hybrid", 172, 5.3), ...awd }],
        ],
      },
      {
        name: "Santa Fe",
        art: "large-suv",
        series: "MX5",
        years: [2018, null],
        popularity: 4,
        body: "suv",
        seats: 7,
        ...hyb("1.6L turbo hybrid", 172, 5.6),
        badges: [
          ["Hybrid 2WD", 55500, fwd],
          ["Elite Hybrid AWD", 65500, awd],
          ["Calligraphy Hybrid AWD", 75500, { ...awd, seats: 6 }],
          ["Active 2.5T AWD", 53000, { ...pet("2.5L turbo petrol", 4, 207, 422, 9.6), ...awd }],
        ],
      },
      {
        name: "Kona",
        art: "compact-suv",
        series: "SX2",
        years: [2018, null],
        popularity: 5,
        body: "suv",
        ...pet("2.0L petrol", 4, 110, 180, 6.2),
        badges: [
          ["Kona", 32000],
          ["Hybrid", 38000, hyb("1.6L hybrid", 104, 3.9)],
          ["Premium Hybrid", 44500, hyb("1.6L hybrid", 104, 3.9)],
          ["Electric Extended Range", 60000, ev(150, 255, 65.4, 505)],
        ],
      },
      {
        name: "Venue",
        art: "compact-suv",
        series: "QX.V4",
        years: [2019, null],
        popularity: 3,
        body: "suv",
        ...pet("1.6L petrol", 4, 90, 151, 7.0),
        badges: [
          ["Venue", 24500],
          ["Active", 26500],
          ["Elite", 29500],
        ],
      },
      {
        name: "Staria",
        series: "US4",
        years: [2021, null],
        popularity: 2,
        ...PEOPLE,
        drive: "AWD",
        ...dsl("2.2L turbo diesel", 4, 130, 430, 8.2),
        badges: [
          ["Staria Elite", 63500],
          ["Highlander", 72000],
          ["Load Crew Van", 53000, { ...VAN, body: "van", seats: 6 }],
        ],
      },
      {
        name: "Ioniq 5",
        series: "NE.V2",
        years: [2021, null],
        popularity: 2,
        body: "suv",
        ...ev(168, 350, 84, 570),
        drive: "RWD",
        badges: [
          ["Dynamiq RWD", 74000],
          ["Techniq AWD", 81000, { ...awd, kw: 239, nm: 605, rangeKm: 505 }],
          ["N", 111000, { ...awd, kw: 478, nm: 770, rangeKm: 448, trim: 3 }],
        ],
      },
      {
        name: "Ioniq 6",
        art: "fastback-sedan",
        series: "CE.V1",
        years: [2022, null],
        popularity: 1,
        body: "sedan",
        doors: 4,
        ...ev(168, 350, 77.4, 614),
        drive: "RWD",
        badges: [
          ["Dynamiq RWD", 74000],
          ["Epiq AWD", 83000, { ...awd, kw: 239, nm: 605, rangeKm: 519 }],
        ],
      },
      {
        name: "Palisade",
        art: "large-suv",
        series: "LX2.V4",
        years: [2021, null],
        popularity: 2,
        body: "suv",
        seats: 8,
        ...dsl("2.2L turbo diesel", 4, 147, 440, 7.3),
        drive: "AWD",
        badges: [
          ["Elite Diesel AWD", 70000],
          ["Calligraphy Diesel AWD", 82000],
        ],
      },
    ],
  },
  {
    name: "Mitsubishi",
    share: 5,
    wmi: "MMA",
    paints:
      "White Solid:white|White Diamond:pearl|Sterling Silver:silver|Titanium Grey:grey|Graphite Grey:graphite|Black Mica:black|Red Diamond:red|Impulse Blue:blue|Yamabuki Orange:orange|Blade Silver:silver",
    models: [
      {
        name: "Triton",
        series: "MV",
        years: [2015, null],
        popularity: 8,
        ...UTE,
        ...dsl("2.4L bi-turbo diesel", 4, 150, 470, 7.7),
        badges: [
          ["GLX Single Cab Chassis (4x2)", 37990, { ...CAB, drive: "RWD", trim: 0 }],
          ["GLX Double Cab (4x4)", 50540],
          ["GLX+ Double Cab (4x4)", 55040],
          ["GLS Double Cab (4x4)", 59840],
          ["GSR Double Cab (4x4)", 65340],
        ],
      },
      {
        name: "Outlander",
        series: "ZM",
        years: [2021, null],
        popularity: 6,
        body: "suv",
        seats: 7,
        ...pet("2.5L petrol", 4, 135, 245, 7.2),
        badges: [
          ["ES 2WD", 37990, fwd],
          ["LS AWD", 45690, awd],
          ["Exceed PHEV AWD", 64990, { ...phev("2.4L plug-in hybrid", 185, 1.5, 20, 84), ...awd, seats: 5 }],
          ["Exceed Tourer PHEV", 70490, { ...phev("2.4L plug-in hybrid", 185, 1.5, 20, 84), ...awd, seats: 5 }],
        ],
      },
      {
        name: "ASX",
        art: "compact-suv",
        series: "XD",
        years: [2015, null],
        popularity: 5,
        body: "suv",
        ...pet("2.0L petrol", 4, 110, 197, 7.7),
        badges: [
          ["MR", 29240],
          ["LS", 30740],
          ["Exceed", 35240, pet("2.4L petrol", 4, 123, 222, 7.9)],
        ],
      },
      {
        name: "Eclipse Cross",
        art: "compact-suv",
        series: "YB",
        years: [2018, null],
        popularity: 3,
        body: "suv",
        ...pet("1.5L turbo petrol", 4, 110, 250, 7.3),
        badges: [
          ["ES 2WD", 32890],
          ["LS 2WD", 35390],
          ["Aspire PHEV AWD", 50990, { ...phev("2.4L plug-in hybrid", 158, 1.9, 13.8, 55), ...awd }],
        ],
      },
      {
        name: "Pajero Sport",
        art: "large-suv",
        series: "QF",
        years: [2016, null],
        popularity: 4,
        body: "suv",
        seats: 7,
        drive: "4WD",
        towingKg: 3100,
        ...dsl("2.4L turbo diesel", 4, 133, 430, 8.0),
        badges: [
          ["GLX", 50490, { seats: 5 }],
          ["GLS", 55490],
          ["Exceed", 58990],
        ],
      },
      {
        name: "Express",
        series: "SN",
        years: [2020, null],
        popularity: 1,
        ...VAN,
        drive: "FWD",
        ...dsl("2.0L turbo diesel", 4, 125, 380, 7.4),
        badges: [
          ["GLX SWB Van", 46290],
          ["GLX LWB Van", 48290],
        ],
      },
    ],
  },
  {
    name: "Subaru",
    share: 3,
    wmi: "JF1",
    paints:
      "Crystal White Pearl:pearl|Ice Silver:silver|Magnetite Grey:graphite|Crystal Black Silica:black|Autumn Green:green|Sapphire Blue:navy|WR Blue Pearl:blue|Pure Red:red|Brilliant Bronze:bronze|Cascade Green:olive",
    defaults: { drive: "AWD" },
    models: [
      {
        name: "Forester",
        series: "S6",
        years: [2018, null],
        popularity: 7,
        body: "suv",
        ...pet("2.5L boxer petrol", 4, 136, 247, 7.4),
        badges: [
          ["2.5i", 39990],
          ["2.5i Sport", 44490],
          ["Hybrid L", 44990, hyb("2.0L boxer hybrid", 110, 6.7)],
          ["Hybrid S", 52390, hyb("2.0L boxer hybrid", 110, 6.7)],
        ],
      },
      {
        name: "Outback",
        series: "BT",
        years: [2021, null],
        popularity: 5,
        body: "wagon",
        ...pet("2.5L boxer petrol", 4, 138, 245, 7.3),
        badges: [
          ["AWD", 47490],
          ["AWD Sport", 52490],
          ["AWD Touring XT", 59990, pet("2.4L turbo boxer petrol", 4, 183, 350, 9.0)],
        ],
      },
      {
        name: "Crosstrek",
        art: "compact-suv",
        series: "G6X",
        years: [2023, null],
        popularity: 4,
        body: "suv",
        ...pet("2.0L boxer petrol", 4, 115, 196, 7.2),
        badges: [
          ["2.0R", 36490],
          ["2.0S", 41490],
          ["Hybrid S", 45490, hyb("2.0L boxer hybrid", 110, 6.5)],
        ],
      },
      {
        name: "WRX",
        series: "VN",
        years: [2022, null],
        popularity: 2,
        body: "sedan",
        doors: 4,
        ...pet("2.4L turbo boxer petrol", 4, 202, 350, 10.8),
        badges: [
          ["Manual", 47990, manual],
          ["RS", 56490],
          ["tS Sportswagon", 61490, { body: "wagon", doors: 5 }],
        ],
      },
      {
        name: "BRZ",
        series: "ZD8",
        years: [2022, null],
        popularity: 1,
        body: "coupe",
        seats: 4,
        doors: 2,
        drive: "RWD",
        ...pet("2.4L boxer petrol", 4, 174, 250, 9.5),
        badges: [
          ["Manual", 42420, manual],
          ["S Auto", 45510],
        ],
      },
      {
        name: "Impreza",
        series: "GU",
        years: [2017, null],
        popularity: 2,
        body: "hatch",
        ...pet("2.0L boxer petrol", 4, 115, 196, 7.2),
        badges: [
          ["2.0i", 33490],
          ["2.0S", 38990],
        ],
      },
      {
        name: "Solterra",
        series: "XEAM10",
        years: [2023, null],
        popularity: 1,
        body: "suv",
        ...ev(160, 337, 71.4, 466, "Dual motor"),
        badges: [
          ["AWD", 69990],
          ["AWD Touring", 74990],
        ],
      },
    ],
  },
  {
    name: "Volkswagen",
    share: 3,
    wmi: "WVW",
    paints:
      "Pure White:white|Oryx White:pearl|Reflex Silver:silver|Indium Grey:grey|Moonstone Grey:grey|Deep Black Pearl:black|Kings Red:red|Lapiz Blue:blue|Atlantic Blue:navy|Starlight Blue:navy|Turmeric Yellow:yellow",
    models: [
      {
        name: "Amarok",
        series: "NF",
        years: [2023, null],
        popularity: 6,
        ...UTE,
        ...dsl("2.0L bi-turbo diesel", 4, 154, 500, 7.9),
        badges: [
          ["Core TDI405 (4x4)", 55490, { ...dsl("2.0L turbo diesel", 4, 125, 405, 7.6), trim: 0 }],
          ["Life TDI500 (4x4)", 63490],
          ["Style TDI600 (4x4)", 72990, dsl("3.0L turbo V6 diesel", 6, 184, 600, 8.4)],
          ["Aventura TDI600 (4x4)", 79990, dsl("3.0L turbo V6 diesel", 6, 184, 600, 8.4)],
        ],
      },
      {
        name: "Golf",
        series: "Mk8",
        years: [2021, null],
        popularity: 5,
        body: "hatch",
        ...pet("1.4L turbo petrol", 4, 110, 250, 5.8),
        badges: [
          ["110TSI Life", 39990],
          ["110TSI R-Line", 44490],
          ["GTI", 57690, pet("2.0L turbo petrol", 4, 195, 370, 7.0)],
          ["R 4MOTION", 68990, { ...pet("2.0L turbo petrol", 4, 245, 420, 7.5), ...awd }],
          ["110TSI Life Wagon", 41490, { body: "wagon" }],
        ],
      },
      {
        name: "Tiguan",
        series: "CT",
        years: [2016, null],
        popularity: 5,
        body: "suv",
        ...pet("1.5L turbo petrol", 4, 110, 250, 6.5),
        badges: [
          ["110TSI Life", 46990],
          ["162TSI Elegance", 56990, { ...pet("2.0L turbo petrol", 4, 162, 350, 7.9), ...awd }],
          ["162TSI R-Line", 61990, { ...pet("2.0L turbo petrol", 4, 162, 350, 7.9), ...awd }],
          ["Allspace 147TDI", 59990, { ...dsl("2.0L turbo diesel", 4, 147, 400, 6.0), ...awd, seats: 7 }],
        ],
      },
      {
        name: "T-Roc",
        art: "compact-suv",
        series: "A1",
        years: [2020, null],
        popularity: 3,
        body: "suv",
        ...pet("1.5L turbo petrol", 4, 110, 250, 6.3),
        badges: [
          ["CityLife", 37490],
          ["R-Line", 43490],
          ["R", 62990, { ...pet("2.0L turbo petrol", 4, 221, 400, 8.4), ...awd }],
        ],
      },
      {
        name: "Polo",
        art: "city-hatch",
        series: "AW",
        years: [2018, null],
        popularity: 3,
        body: "hatch",
        ...pet("1.0L turbo petrol", 3, 85, 200, 5.4),
        badges: [
          ["Life", 28990],
          ["Style", 32990],
          ["GTI", 40490, pet("2.0L turbo petrol", 4, 147, 320, 6.5)],
        ],
      },
      {
        name: "Multivan",
        series: "T7",
        years: [2022, null],
        popularity: 1,
        ...PEOPLE,
        seats: 7,
        ...pet("2.0L turbo petrol", 4, 150, 320, 8.2),
        badges: [
          ["Life", 77990],
          ["Energetic eHybrid", 99990, phev("1.4L turbo plug-in hybrid", 160, 1.9, 13, 49)],
        ],
      },
      {
        name: "Transporter",
        series: "T6.1",
        years: [2016, null],
        popularity: 2,
        ...VAN,
        drive: "FWD",
        ...dsl("2.0L turbo diesel", 4, 110, 340, 7.5),
        badges: [
          ["TDI340 SWB Van", 51990],
          ["TDI450 LWB Van 4MOTION", 62990, { ...awd, kw: 146, nm: 450 }],
        ],
      },
      {
        name: "ID.4",
        series: "E21",
        years: [2024, null],
        popularity: 1,
        body: "suv",
        ...ev(210, 545, 77, 522),
        drive: "RWD",
        badges: [
          ["Pro", 64990],
          ["GTX", 79990, { ...awd, kw: 250, nm: 545, rangeKm: 480 }],
        ],
      },
    ],
  },
  {
    name: "Isuzu",
    share: 3,
    wmi: "MPA",
    paints:
      "Mineral White:white|Splash White:white|Mercury Silver:silver|Cobalt Grey:grey|Obsidian Grey:graphite|Basalt Black:black|Magnetic Red:red|Cobalt Blue:blue|Valencia Orange:orange",
    models: [
      {
        name: "D-Max",
        series: "RG",
        years: [2020, null],
        popularity: 9,
        ...UTE,
        ...dsl("3.0L turbo diesel", 4, 140, 450, 8.0),
        badges: [
          ["SX Cab Chassis (4x2)", 34900, { ...dsl("1.9L turbo diesel", 4, 110, 350, 7.0), ...CAB, drive: "RWD", trim: 0 }],
          ["SX Crew Cab (4x4)", 52700],
          ["LS-M Crew Cab (4x4)", 55600],
          ["LS-U Crew Cab (4x4)", 61600],
          ["X-Terrain Crew Cab (4x4)", 67400],
          ["Blade Crew Cab (4x4)", 75990, { trim: 3 }],
        ],
      },
      {
        name: "MU-X",
        art: "large-suv",
        series: "RJ",
        years: [2021, null],
        popularity: 6,
        body: "suv",
        seats: 7,
        drive: "4WD",
        ...dsl("3.0L turbo diesel", 4, 140, 450, 8.3),
        badges: [
          ["LS-M (4x2)", 51000, rwd],
          ["LS-U (4x4)", 60500],
          ["LS-T (4x4)", 66000],
        ],
      },
      {
        name: "N Series",
        series: "NLR",
        years: [2018, null],
        popularity: 1,
        body: "lightTruck",
        seats: 3,
        doors: 2,
        drive: "RWD",
        ...dsl("3.0L turbo diesel", 4, 110, 375, 11.5),
        badges: [
          ["NLR 45-150 AMT", 69990],
          ["NNR 45-150 Traypack", 76990],
        ],
      },
    ],
  },
  {
    name: "Suzuki",
    share: 2,
    wmi: "JS3",
    paints:
      "Pure White Pearl:pearl|Premium Silver:silver|Granite Grey:grey|Super Black Pearl:black|Burning Red:red|Frontier Blue:blue|Kinetic Yellow:yellow|Jungle Green:olive|Flame Orange:orange",
    models: [
      {
        name: "Swift",
        art: "city-hatch",
        series: "AZ",
        years: [2017, null],
        popularity: 6,
        body: "hatch",
        ...hyb("1.2L mild hybrid", 61, 4.0),
        badges: [
          ["Hybrid", 24490],
          ["Hybrid Plus", 27490],
          ["Hybrid GLX", 29490],
          ["Sport", 31990, { ...pet("1.4L turbo petrol", 4, 103, 230, 6.1), ...manual }],
        ],
      },
      {
        name: "Jimny",
        series: "JB74",
        years: [2018, null],
        popularity: 5,
        body: "4x4",
        seats: 4,
        doors: 3,
        drive: "4WD",
        ...pet("1.5L petrol", 4, 75, 130, 6.9),
        badges: [
          ["Lite Manual", 32490, manual],
          ["Auto", 34990],
          ["XL Auto", 37490, { doors: 5 }],
        ],
      },
      {
        name: "Vitara",
        art: "compact-suv",
        series: "LY",
        years: [2015, null],
        popularity: 3,
        body: "suv",
        ...pet("1.6L petrol", 4, 86, 156, 6.2),
        badges: [
          ["Vitara", 31990],
          ["Turbo ALLGRIP", 38990, { ...pet("1.4L turbo petrol", 4, 103, 220, 6.2), ...awd }],
        ],
      },
      {
        name: "S-Cross",
        art: "compact-suv",
        series: "JY",
        years: [2022, null],
        popularity: 2,
        body: "suv",
        ...pet("1.4L turbo petrol", 4, 103, 220, 6.2),
        badges: [
          ["Plus", 36990],
          ["Prestige ALLGRIP", 42990, awd],
        ],
      },
    ],
  },
  {
    name: "BYD",
    share: 3,
    wmi: "LGX",
    paints:
      "Ski White:white|Boulder Grey:grey|Parkour Red:red|Surf Blue:skyblue|Cosmos Black:black|Atlantis Grey:graphite|Arctic Blue:blue|Aurora White:pearl|Harbour Grey:grey",
    models: [
      {
        name: "Atto 3",
        art: "compact-suv",
        series: "EKEY",
        years: [2022, null],
        popularity: 7,
        body: "suv",
        ...ev(150, 310, 60.5, 420),
        badges: [
          ["Essential", 44499, { batteryKwh: 49.9, rangeKm: 345 }],
          ["Premium", 47999],
        ],
      },
      {
        name: "Dolphin",
        series: "EA1",
        years: [2023, null],
        popularity: 5,
        body: "hatch",
        ...ev(70, 180, 44.9, 340),
        badges: [
          ["Essential", 29990],
          ["Premium", 39990, { kw: 150, nm: 310, batteryKwh: 60.5, rangeKm: 427 }],
        ],
      },
      {
        name: "Seal",
        art: "fastback-sedan",
        series: "EC1",
        years: [2023, null],
        popularity: 3,
        body: "sedan",
        doors: 4,
        ...ev(230, 360, 82.5, 570),
        drive: "RWD",
        badges: [
          ["Premium RWD", 58798],
          ["Performance AWD", 68748, { ...awd, kw: 390, nm: 670, rangeKm: 520 }],
        ],
      },
      {
        name: "Sealion 6",
        series: "SL6",
        years: [2024, null],
        popularity: 5,
        body: "suv",
        ...phev("1.5L turbo plug-in hybrid", 160, 1.1, 18.3, 92),
        badges: [
          ["Dynamic", 46990],
          ["Premium AWD", 52990, { ...awd, kw: 239, l100: 1.0 }],
        ],
      },
      {
        name: "Shark 6",
        series: "BS6",
        years: [2025, null],
        popularity: 4,
        ...UTE,
        towingKg: 2500,
        ...phev("1.5L turbo plug-in hybrid", 321, 2.0, 29.6, 100),
        badges: [["Premium (4x4)", 57900]],
      },
      {
        name: "Sealion 7",
        art: "fastback-suv",
        series: "SL7",
        years: [2025, null],
        popularity: 2,
        body: "suv",
        ...ev(230, 380, 82.5, 482),
        drive: "RWD",
        badges: [
          ["Premium RWD", 54990],
          ["Performance AWD", 63990, { ...awd, kw: 390, nm: 690, batteryKwh: 91.3, rangeKm: 456 }],
        ],
      },
    ],
  },
  {
    name: "Tesla",
    share: 2.5,
    wmi: "LRW",
    paints: "Pearl White:pearl|Stealth Grey:graphite|Solid Black:black|Deep Blue Metallic:navy|Ultra Red:red|Quicksilver:silver",
    models: [
      {
        name: "Model Y",
        art: "fastback-suv",
        series: "MY25",
        years: [2022, null],
        popularity: 7,
        body: "suv",
        ...ev(220, 420, 62, 466),
        drive: "RWD",
        badges: [
          ["RWD", 58900],
          ["Long Range AWD", 68900, { ...awd, kw: 378, nm: 493, batteryKwh: 79, rangeKm: 551 }],
          ["Performance AWD", 82900, { ...awd, kw: 393, nm: 660, batteryKwh: 79, rangeKm: 514 }],
        ],
      },
      {
        name: "Model 3",
        art: "fastback-sedan",
        series: "MY24",
        years: [2019, null],
        popularity: 5,
        body: "sedan",
        doors: 4,
        ...ev(208, 420, 57.5, 513),
        drive: "RWD",
        badges: [
          ["RWD", 54900],
          ["Long Range AWD", 65900, { ...awd, kw: 366, nm: 493, batteryKwh: 75, rangeKm: 629 }],
          ["Performance AWD", 79900, { ...awd, kw: 460, nm: 741, batteryKwh: 75, rangeKm: 528 }],
        ],
      },
    ],
  },
  {
    name: "Jeep",
    share: 0.8,
    wmi: "1C4",
    paints:
      "Bright White:white|Billet Silver:silver|Granite Crystal:graphite|Sting-Gray:grey|Black:black|Firecracker Red:red|Hydro Blue:skyblue|Sarge Green:olive",
    models: [
      {
        name: "Wrangler",
        series: "JL",
        years: [2018, null],
        popularity: 5,
        body: "hardtop",
        seats: 5,
        doors: 4,
        drive: "4WD",
        towingKg: 2495,
        ...pet("2.0L turbo petrol", 4, 200, 400, 9.6),
        badges: [
          ["Sport S", 79950, { body: "softtop" }],
          ["Rubicon", 95450],
          ["Rubicon 4xe", 129950, { ...phev("2.0L turbo plug-in hybrid", 280, 3.5, 17, 49), trim: 3 }],
        ],
      },
      {
        name: "Grand Cherokee",
        art: "large-suv",
        series: "WL",
        years: [2022, null],
        popularity: 4,
        body: "suv",
        drive: "4WD",
        towingKg: 2813,
        ...pet("3.6L V6 petrol", 6, 210, 344, 10.1),
        badges: [
          ["Night Eagle", 82950],
          ["Limited", 91950],
          ["Summit Reserve 4xe", 127950, phev("2.0L turbo plug-in hybrid", 280, 2.8, 17.3, 49)],
          ["L Overland", 105950, { seats: 7 }],
        ],
      },
      {
        name: "Compass",
        series: "M6",
        years: [2017, null],
        popularity: 3,
        body: "suv",
        ...pet("2.4L petrol", 4, 129, 229, 9.7),
        badges: [
          ["Night Eagle FWD", 44950, fwd],
          ["Limited AWD", 54950, { ...awd, ...dsl("2.0L turbo diesel", 4, 125, 350, 5.7) }],
        ],
      },
      {
        name: "Gladiator",
        series: "JT",
        years: [2020, null],
        popularity: 2,
        ...UTE,
        towingKg: 2722,
        ...pet("3.6L V6 petrol", 6, 209, 347, 12.4),
        badges: [
          ["Night Eagle", 82950],
          ["Rubicon", 94950],
        ],
      },
    ],
  },
  {
    name: "RAM",
    share: 0.6,
    wmi: "3C6",
    paints:
      "Bright White:white|Billet Silver:silver|Granite Crystal:graphite|Diamond Black Crystal:black|Flame Red:red|Delmonico Red:maroon|Patriot Blue:navy|Hydro Blue:skyblue",
    models: [
      {
        name: "1500",
        art: "big-ute",
        series: "DT",
        years: [2021, null],
        popularity: 5,
        ...UTE,
        towingKg: 4500,
        seats: 5,
        ...pet("5.7L V8 petrol mild hybrid", 8, 291, 556, 12.2),
        badges: [
          ["Express", 99950],
          ["Laramie", 139950],
          ["Limited", 153950],
          ["Rebel", 146950],
        ],
      },
      {
        name: "2500",
        art: "big-ute",
        series: "DJ",
        years: [2019, null],
        popularity: 2,
        ...UTE,
        towingKg: 6170,
        ...dsl("6.7L turbo inline-six diesel", 6, 276, 1152, 13.5),
        badges: [
          ["Big Horn", 149950],
          ["Laramie", 169950],
        ],
      },
      {
        name: "3500",
        series: "DJ",
        years: [2019, null],
        popularity: 1,
        body: "cabChassis",
        seats: 5,
        doors: 4,
        drive: "4WD",
        towingKg: 8000,
        ...dsl("6.7L turbo inline-six diesel", 6, 276, 1152, 15.0),
        badges: [["Laramie Cab Chassis", 189950]],
      },
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Caravans (kind "caravan"): towed units have no fuel, drive or transmission

const TOWED: Partial<Drivetrain> = {
  fuel: "",
  drive: "",
  transmission: "",
  engine: "",
  cylinders: null,
  kw: null,
  nm: null,
  l100: null,
  seats: null,
  doors: 1,
};
const MOTORHOME: Over = {
  body: "motorhome",
  fuel: "diesel",
  drive: "FWD",
  transmission: "Automatic",
  engine: "2.3L turbo diesel",
  cylinders: 4,
  kw: 132,
  nm: 400,
  l100: 12.5,
  seats: 4,
  doors: 3,
};
const cv = (berths: number, lengthFt: number, tareKg: number, atmKg: number, axles: 1 | 2, offRoad = false): CaravanSpec => ({
  berths,
  lengthFt,
  tareKg,
  atmKg,
  ballKg: Math.round(tareKg * 0.09),
  axles,
  offRoad,
});
const CARAVAN_PAINTS = "White:white|White & Silver Checkerplate:silver|White & Charcoal Checkerplate:graphite";
const OFFROAD_PAINTS = "Black Composite:black|White & Black Checkerplate:white|Gunmetal Grey:graphite|Desert Sand:sand";

const CARAVAN_MAKES: MakeDef[] = [
  {
    name: "Jayco",
    kind: "caravan",
    share: 8,
    wmi: "6U9",
    paints: CARAVAN_PAINTS,
    defaults: { ...TOWED, body: "caravan" },
    models: [
      {
        name: "Journey",
        series: "MY25",
        years: [2016, null],
        popularity: 6,
        caravan: cv(4, 21, 2350, 2990, 2),
        badges: [
          ["19.61-3 Outback", 74990],
          ["21.66-3 Outback", 81990],
        ],
      },
      {
        name: "Silverline",
        series: "MY25",
        years: [2016, null],
        popularity: 3,
        caravan: cv(2, 23, 2800, 3500, 2),
        badges: [
          ["21.64-4 Outback", 109990],
          ["23.64-4 Outback", 116990],
        ],
      },
      {
        name: "Crosstrak",
        series: "MY25",
        years: [2019, null],
        popularity: 3,
        body: "pop top",
        caravan: cv(3, 15, 1550, 2000, 1, true),
        badges: [
          ["14.44-1 Outback", 47990],
          ["16.49-2 Outback", 54990],
        ],
      },
      {
        name: "Swan",
        series: "MY25",
        years: [2015, null],
        popularity: 3,
        body: "camper trailer",
        caravan: cv(6, 13, 1100, 1400, 1),
        badges: [
          ["Touring", 32990],
          ["Outback", 39990],
        ],
      },
      {
        name: "Conquest",
        series: "FA24",
        years: [2018, null],
        popularity: 2,
        caravan: cv(2, 24, 3950, 4490, 2),
        ...MOTORHOME,
        badges: [
          ["FA24-1", 189990],
          ["FA24-3", 199990],
        ],
      },
    ],
  },
  {
    name: "Avan",
    kind: "caravan",
    share: 4,
    wmi: "6A9",
    paints: CARAVAN_PAINTS,
    defaults: { ...TOWED, body: "caravan" },
    models: [
      {
        name: "Aliner",
        series: "MY25",
        years: [2015, null],
        popularity: 4,
        body: "camper trailer",
        caravan: cv(2, 13, 850, 1100, 1),
        badges: [
          ["Classic", 42990],
          ["Ranger Off-Road", 51990, { trim: 3 }],
        ],
      },
      {
        name: "Cruiseliner",
        series: "MY25",
        years: [2015, null],
        popularity: 4,
        body: "pop top",
        caravan: cv(2, 17, 1480, 1800, 1),
        badges: [
          ["Sandpiper", 66990],
          ["Cruiseliner 2", 72990],
        ],
      },
      {
        name: "Aspire",
        series: "MY25",
        years: [2017, null],
        popularity: 3,
        caravan: cv(2, 20, 2150, 2700, 2),
        badges: [
          ["Aspire 655", 84990],
          ["Aspire 755", 92990],
        ],
      },
      {
        name: "Ovation",
        series: "M9",
        years: [2019, null],
        popularity: 2,
        caravan: cv(2, 23, 3700, 4495, 2),
        ...MOTORHOME,
        badges: [["M9 Island Bed", 219990]],
      },
    ],
  },
  {
    name: "Coromal",
    kind: "caravan",
    share: 3,
    wmi: "6C8",
    paints: CARAVAN_PAINTS,
    defaults: { ...TOWED, body: "caravan" },
    models: [
      {
        name: "Element",
        series: "MY25",
        years: [2016, null],
        popularity: 4,
        caravan: cv(4, 19, 2100, 2600, 2),
        badges: [
          ["E196S Family", 62990],
          ["E216S", 67990],
        ],
      },
      {
        name: "Appeal",
        series: "MY25",
        years: [2016, null],
        popularity: 3,
        caravan: cv(2, 21, 2300, 2800, 2),
        badges: [
          ["A561", 74990],
          ["A661", 79990],
        ],
      },
      {
        name: "Lifestyle",
        series: "MY25",
        years: [2018, null],
        popularity: 2,
        body: "pop top",
        caravan: cv(2, 17, 1650, 2100, 1),
        badges: [["L540 Pop Top", 59990]],
      },
    ],
  },
  {
    name: "Lotus",
    kind: "caravan",
    share: 2,
    wmi: "6L7",
    paints: OFFROAD_PAINTS,
    defaults: { ...TOWED, body: "caravan" },
    models: [
      {
        name: "Trooper",
        series: "MY25",
        years: [2017, null],
        popularity: 3,
        caravan: cv(2, 21, 2800, 3500, 2, true),
        badges: [
          ["21' Off Grid", 129990],
          ["22'6\" Family", 139990],
        ],
      },
      {
        name: "Freelander",
        series: "MY25",
        years: [2017, null],
        popularity: 2,
        caravan: cv(2, 19, 2450, 3000, 2, true),
        badges: [["19'6\" Off Grid", 109990]],
      },
      {
        name: "Vision",
        series: "MY25",
        years: [2020, null],
        popularity: 1,
        body: "camper trailer",
        caravan: cv(4, 14, 1450, 2000, 1, true),
        badges: [["Hybrid Off Road", 69990]],
      },
    ],
  },
  {
    name: "New Age",
    kind: "caravan",
    share: 3,
    wmi: "6N4",
    paints: OFFROAD_PAINTS,
    defaults: { ...TOWED, body: "caravan" },
    models: [
      {
        name: "Manta Ray",
        series: "MY25",
        years: [2015, null],
        popularity: 4,
        caravan: cv(2, 21, 2500, 3200, 2),
        badges: [
          ["MR19ERS", 84990],
          ["MR21ES", 91990],
        ],
      },
      {
        name: "Big Red",
        series: "MY25",
        years: [2015, null],
        popularity: 3,
        caravan: cv(4, 22, 2950, 3500, 2, true),
        badges: [
          ["BR19ERS2", 119990],
          ["BR22E Family", 129990],
        ],
      },
      {
        name: "Road Owl",
        series: "MY25",
        years: [2017, null],
        popularity: 2,
        caravan: cv(2, 19, 2450, 3200, 2, true),
        badges: [["RO19ERS", 99990]],
      },
      {
        name: "Wallaby",
        series: "MY25",
        years: [2019, null],
        popularity: 2,
        body: "pop top",
        caravan: cv(3, 16, 1750, 2300, 1, true),
        badges: [["WB16ERS Pop Top", 74990]],
      },
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Motorcycles (kind "motorcycle")

const MOTO: Partial<Drivetrain> = { fuel: "petrol", drive: "Chain", transmission: "Manual", seats: 2, doors: null, l100: 4.5 };
const mc = (cc: number, lams: boolean, seatHeightMm: number, wetWeightKg: number, tankL: number): MotorcycleSpec => ({
  cc,
  lams,
  seatHeightMm,
  wetWeightKg,
  tankL,
});
const bike = (engine: string, cylinders: number, kw: number, nm: number, l100: number): Over => ({ engine, cylinders, kw, nm, l100 });

const MOTORCYCLE_MAKES: MakeDef[] = [
  {
    name: "Honda",
    kind: "motorcycle",
    share: 6,
    wmi: "MLH",
    paints:
      "Grand Prix Red:red|Matte Gunpowder Black Metallic:black|Pearl Glare White:white|Mat Iridium Grey:graphite|Pearl Deep Mud Grey:grey",
    defaults: MOTO,
    models: [
      {
        name: "CB650R",
        series: "RH02",
        years: [2019, null],
        popularity: 4,
        body: "naked",
        ...bike("649cc inline-four", 4, 70, 63, 5.0),
        motorcycle: mc(649, false, 810, 203, 15.4),
        badges: [
          ["E-Clutch", 13999],
          ["LAMS", 12999, { kw: 35 }],
        ],
      },
      {
        name: "CBR650R",
        series: "RH03",
        years: [2019, null],
        popularity: 3,
        body: "sport",
        ...bike("649cc inline-four", 4, 70, 63, 5.1),
        motorcycle: mc(649, false, 810, 209, 15.4),
        badges: [
          ["Standard", 14799],
          ["E-Clutch", 15799],
        ],
      },
      {
        name: "CRF1100L Africa Twin",
        series: "SD10",
        years: [2020, null],
        popularity: 3,
        body: "adventure",
        ...bike("1084cc parallel-twin", 2, 75, 112, 5.5),
        motorcycle: mc(1084, false, 850, 231, 18.8),
        badges: [
          ["Manual", 23999],
          ["Adventure Sports ES DCT", 30999, { transmission: "Automatic" }],
        ],
      },
      {
        name: "Rebel 500",
        series: "PC60",
        years: [2017, null],
        popularity: 4,
        body: "cruiser",
        ...bike("471cc parallel-twin", 2, 34, 43, 3.6),
        motorcycle: mc(471, true, 690, 191, 11.2),
        badges: [
          ["LAMS", 10499],
          ["SE LAMS", 10999],
        ],
      },
      {
        name: "CRF450R",
        series: "PE05",
        years: [2017, null],
        popularity: 2,
        body: "dirt",
        ...bike("450cc single", 1, 40, 49, 6.0),
        motorcycle: mc(450, false, 961, 112, 6.3),
        badges: [
          ["Standard", 13990],
          ["RX Enduro", 14990],
        ],
      },
      {
        name: "PCX160",
        series: "KF47",
        years: [2021, null],
        popularity: 3,
        body: "scooter",
        drive: "Belt",
        transmission: "Automatic",
        ...bike("157cc single", 1, 12, 15, 2.2),
        motorcycle: mc(157, true, 764, 132, 8.1),
        badges: [["Standard", 4999]],
      },
      {
        name: "ADV160",
        series: "KF54",
        years: [2023, null],
        popularity: 2,
        body: "scooter",
        drive: "Belt",
        transmission: "Automatic",
        ...bike("157cc single", 1, 12, 15, 2.3),
        motorcycle: mc(157, true, 780, 133, 8.1),
        badges: [["Standard", 5699]],
      },
    ],
  },
  {
    name: "Yamaha",
    kind: "motorcycle",
    share: 6,
    wmi: "JYA",
    paints: "Icon Blue:blue|Tech Black:black|Cyan Storm:skyblue|Midnight Black:black|Ceramic Ice:silver|Intensity White:white",
    defaults: MOTO,
    models: [
      {
        name: "MT-07",
        series: "RM33",
        years: [2015, null],
        popularity: 5,
        body: "naked",
        ...bike("689cc CP2 parallel-twin", 2, 54, 67, 4.3),
        motorcycle: mc(689, false, 805, 184, 14),
        badges: [
          ["Standard", 12499],
          ["LAMS", 11999, { kw: 39 }],
        ],
      },
      {
        name: "MT-09",
        series: "RN69",
        years: [2017, null],
        popularity: 3,
        body: "naked",
        ...bike("890cc CP3 triple", 3, 87.5, 93, 5.0),
        motorcycle: mc(890, false, 825, 193, 14),
        badges: [
          ["Standard", 17299],
          ["SP", 19999],
        ],
      },
      {
        name: "YZF-R7",
        series: "RM39",
        years: [2022, null],
        popularity: 3,
        body: "sport",
        ...bike("689cc CP2 parallel-twin", 2, 54, 67, 4.4),
        motorcycle: mc(689, false, 835, 188, 13),
        badges: [
          ["Standard", 14499],
          ["LAMS", 13999, { kw: 39 }],
        ],
      },
      {
        name: "Tenere 700",
        series: "DM13",
        years: [2019, null],
        popularity: 4,
        body: "adventure",
        ...bike("689cc CP2 parallel-twin", 2, 54, 68, 4.3),
        motorcycle: mc(689, false, 875, 205, 16),
        badges: [
          ["Standard", 18199],
          ["World Raid", 22499],
          ["LAMS", 17499, { kw: 39 }],
        ],
      },
      {
        name: "XMAX 300",
        series: "SG79",
        years: [2018, null],
        popularity: 2,
        body: "scooter",
        drive: "Belt",
        transmission: "Automatic",
        ...bike("292cc single", 1, 21, 29, 3.0),
        motorcycle: mc(292, true, 795, 180, 13),
        badges: [["Tech MAX", 9999]],
      },
      {
        name: "YZ250F",
        series: "CB40",
        years: [2015, null],
        popularity: 3,
        body: "dirt",
        ...bike("250cc single", 1, 29, 27, 6.0),
        motorcycle: mc(250, false, 965, 106, 6.2),
        badges: [["Standard", 12499]],
      },
      {
        name: "Bolt",
        series: "VN06",
        years: [2015, 2022],
        popularity: 1,
        body: "cruiser",
        drive: "Belt",
        ...bike("942cc V-twin", 2, 40, 80, 5.2),
        motorcycle: mc(942, false, 690, 247, 12),
        badges: [["R-Spec", 14299]],
      },
    ],
  },
  {
    name: "Kawasaki",
    kind: "motorcycle",
    share: 5,
    wmi: "JKA",
    paints:
      "Metallic Spark Black:black|Lime Green / Ebony:lime|Metallic Matte Graphenesteel Gray:graphite|Candy Persimmon Red:red|Pearl Robotic White:white",
    defaults: MOTO,
    models: [
      {
        name: "Z900",
        series: "ZR900",
        years: [2017, null],
        popularity: 5,
        body: "naked",
        ...bike("948cc inline-four", 4, 92, 98, 5.7),
        motorcycle: mc(948, false, 820, 212, 17),
        badges: [
          ["Standard", 15799],
          ["SE", 18299],
        ],
      },
      {
        name: "Ninja 400",
        series: "EX400",
        years: [2018, 2023],
        popularity: 4,
        body: "sport",
        ...bike("399cc parallel-twin", 2, 33, 38, 3.9),
        motorcycle: mc(399, true, 785, 168, 14),
        badges: [
          ["LAMS", 8449],
          ["KRT Edition", 8649],
        ],
      },
      {
        name: "Ninja ZX-6R",
        series: "ZX636",
        years: [2019, null],
        popularity: 2,
        body: "sport",
        ...bike("636cc inline-four", 4, 90, 69, 6.1),
        motorcycle: mc(636, false, 830, 198, 17),
        badges: [
          ["Standard", 19999],
          ["KRT Edition", 20499],
        ],
      },
      {
        name: "KLR650",
        series: "KL650",
        years: [2022, null],
        popularity: 2,
        body: "adventure",
        ...bike("652cc single", 1, 30, 52, 4.9),
        motorcycle: mc(652, true, 870, 209, 23),
        badges: [
          ["LAMS", 10549],
          ["Adventure", 11999],
        ],
      },
      {
        name: "Vulcan S",
        series: "EN650",
        years: [2015, null],
        popularity: 3,
        body: "cruiser",
        ...bike("649cc parallel-twin", 2, 45, 63, 4.5),
        motorcycle: mc(649, true, 705, 229, 14),
        badges: [
          ["LAMS", 11499],
          ["Café", 11999],
        ],
      },
      {
        name: "KX450",
        series: "KX450M",
        years: [2019, null],
        popularity: 2,
        body: "dirt",
        ...bike("449cc single", 1, 40, 50, 6.0),
        motorcycle: mc(449, false, 960, 111, 6.2),
        badges: [["Standard", 14399]],
      },
    ],
  },
  {
    name: "Harley-Davidson",
    kind: "motorcycle",
    share: 3,
    wmi: "1HD",
    paints:
      "Vivid Black:black|Billiard Red:maroon|Industrial Gray:grey|Bright Billiard Blue:blue|Whiskey Fire:bronze|White Onyx Pearl:pearl",
    defaults: { ...MOTO, drive: "Belt" },
    models: [
      {
        name: "Street Bob 114",
        series: "FXBBS",
        years: [2018, null],
        popularity: 4,
        body: "cruiser",
        ...bike("1868cc Milwaukee-Eight 114 V-twin", 2, 70, 155, 5.6),
        motorcycle: mc(1868, false, 680, 297, 13.2),
        badges: [["Standard", 29495]],
      },
      {
        name: "Fat Boy 114",
        series: "FLFBS",
        years: [2018, null],
        popularity: 3,
        body: "cruiser",
        ...bike("1868cc Milwaukee-Eight 114 V-twin", 2, 70, 155, 5.6),
        motorcycle: mc(1868, false, 675, 317, 18.9),
        badges: [
          ["Standard", 37995],
          ["Anniversary", 40995],
        ],
      },
      {
        name: "Low Rider S",
        series: "FXLRS",
        years: [2020, null],
        popularity: 3,
        body: "cruiser",
        ...bike("1923cc Milwaukee-Eight 117 V-twin", 2, 77, 168, 5.8),
        motorcycle: mc(1923, false, 710, 303, 18.9),
        badges: [["Standard", 37495]],
      },
      {
        name: "Pan America 1250",
        series: "RA1250",
        years: [2021, null],
        popularity: 2,
        body: "adventure",
        drive: "Belt",
        ...bike("1252cc Revolution Max V-twin", 2, 112, 127, 5.5),
        motorcycle: mc(1252, false, 850, 258, 21.2),
        badges: [["Special", 34995]],
      },
      {
        name: "Nightster",
        series: "RH975",
        years: [2022, null],
        popularity: 2,
        body: "cruiser",
        ...bike("975cc Revolution Max V-twin", 2, 66, 95, 5.0),
        motorcycle: mc(975, true, 705, 221, 11.7),
        badges: [["LAMS", 24995]],
      },
    ],
  },
  {
    name: "Triumph",
    kind: "motorcycle",
    share: 3,
    wmi: "SMT",
    paints: "Sapphire Black:black|Crystal White:white|Cosmic Yellow:yellow|Carnival Red:red|Matt Silver Ice:silver|Competition Green:green",
    defaults: MOTO,
    models: [
      {
        name: "Street Triple 765",
        series: "C701",
        years: [2017, null],
        popularity: 3,
        body: "naked",
        ...bike("765cc inline-triple", 3, 88, 80, 5.4),
        motorcycle: mc(765, false, 826, 189, 15),
        badges: [
          ["R", 18290],
          ["RS", 21790],
        ],
      },
      {
        name: "Speed 400",
        series: "TR400",
        years: [2024, null],
        popularity: 4,
        body: "naked",
        ...bike("398cc single", 1, 29, 37, 3.3),
        motorcycle: mc(398, true, 790, 170, 13),
        badges: [["LAMS", 7890]],
      },
      {
        name: "Tiger 900",
        series: "C801",
        years: [2020, null],
        popularity: 3,
        body: "adventure",
        ...bike("888cc inline-triple", 3, 79, 90, 5.2),
        motorcycle: mc(888, false, 850, 219, 20),
        badges: [
          ["GT Pro", 24990],
          ["Rally Pro", 25990],
        ],
      },
      {
        name: "Bonneville T120",
        series: "DU97",
        years: [2016, null],
        popularity: 2,
        body: "naked",
        ...bike("1200cc parallel-twin", 2, 59, 105, 4.8),
        motorcycle: mc(1200, false, 790, 236, 14.5),
        badges: [
          ["Standard", 23590],
          ["Black", 24090],
        ],
      },
      {
        name: "Rocket 3",
        series: "C501",
        years: [2020, null],
        popularity: 1,
        body: "cruiser",
        drive: "Shaft",
        ...bike("2458cc inline-triple", 3, 134, 225, 7.0),
        motorcycle: mc(2458, false, 773, 317, 18),
        badges: [
          ["Storm R", 38490],
          ["Storm GT", 39490],
        ],
      },
      {
        name: "Daytona 660",
        series: "D660",
        years: [2024, null],
        popularity: 2,
        body: "sport",
        ...bike("660cc inline-triple", 3, 70, 69, 4.8),
        motorcycle: mc(660, false, 810, 201, 14),
        badges: [
          ["Standard", 16490],
          ["LAMS", 15990, { kw: 39 }],
        ],
      },
    ],
  },
  {
    name: "KTM",
    kind: "motorcycle",
    share: 4,
    wmi: "VBK",
    paints: "KTM Orange:orange|Electronic Orange:orange|Dark Galvano:graphite|Atlantic Blue:navy|Ceramic White:white",
    defaults: MOTO,
    models: [
      {
        name: "390 Duke",
        series: "JPJ",
        years: [2017, null],
        popularity: 4,
        body: "naked",
        ...bike("399cc single", 1, 33, 39, 3.4),
        motorcycle: mc(399, true, 820, 165, 15),
        badges: [["LAMS", 8495]],
      },
      {
        name: "890 Adventure",
        series: "ADV890",
        years: [2021, null],
        popularity: 3,
        body: "adventure",
        ...bike("889cc parallel-twin", 2, 77, 100, 4.5),
        motorcycle: mc(889, false, 830, 210, 20),
        badges: [
          ["Standard", 20995],
          ["R", 23795],
        ],
      },
      {
        name: "1290 Super Duke R",
        series: "SDR1290",
        years: [2020, null],
        popularity: 2,
        body: "naked",
        ...bike("1301cc V-twin", 2, 132, 140, 6.3),
        motorcycle: mc(1301, false, 835, 210, 17.5),
        badges: [["EVO", 29995]],
      },
      {
        name: "RC 390",
        series: "RC390",
        years: [2017, null],
        popularity: 2,
        body: "sport",
        ...bike("373cc single", 1, 32, 37, 3.5),
        motorcycle: mc(373, true, 824, 172, 13.7),
        badges: [["LAMS", 9195]],
      },
      {
        name: "300 EXC",
        series: "EXC300",
        years: [2017, null],
        popularity: 3,
        body: "dirt",
        ...bike("293cc two-stroke single", 1, 40, 40, 6.5),
        motorcycle: mc(293, false, 960, 103, 8.5),
        badges: [
          ["Hardenduro", 17195],
          ["Six Days", 16495],
        ],
      },
      {
        name: "450 SX-F",
        series: "SXF450",
        years: [2016, null],
        popularity: 2,
        body: "dirt",
        ...bike("450cc single", 1, 46, 52, 6.5),
        motorcycle: mc(450, false, 958, 103, 7.2),
        badges: [["Standard", 14995]],
      },
    ],
  },
  {
    name: "BMW Motorrad",
    kind: "motorcycle",
    share: 3,
    wmi: "WB1",
    paints:
      "Light White:white|Racing Red:red|Blackstorm Metallic:black|Racing Blue Metallic:blue|Option 719 Tramuntana:sand|Kalamata Metallic Matt:olive",
    defaults: MOTO,
    models: [
      {
        name: "R 1300 GS",
        series: "K50",
        years: [2024, null],
        popularity: 4,
        body: "adventure",
        drive: "Shaft",
        ...bike("1300cc boxer twin", 2, 107, 149, 4.8),
        motorcycle: mc(1300, false, 850, 237, 19),
        badges: [
          ["Triple Black", 32190],
          ["Option 719 Tramuntana", 36490],
        ],
      },
      {
        name: "S 1000 RR",
        series: "K67",
        years: [2019, null],
        popularity: 2,
        body: "sport",
        ...bike("999cc inline-four", 4, 154, 113, 6.4),
        motorcycle: mc(999, false, 832, 197, 16.5),
        badges: [
          ["Standard", 32990],
          ["M Package", 39390],
        ],
      },
      {
        name: "R 12",
        series: "K62",
        years: [2024, null],
        popularity: 2,
        body: "cruiser",
        drive: "Shaft",
        ...bike("1170cc boxer twin", 2, 70, 110, 5.2),
        motorcycle: mc(1170, false, 754, 227, 14),
        badges: [
          ["Standard", 25990],
          ["nineT", 27990],
        ],
      },
      {
        name: "F 900 R",
        series: "K83",
        years: [2020, null],
        popularity: 2,
        body: "naked",
        ...bike("895cc parallel-twin", 2, 77, 92, 4.6),
        motorcycle: mc(895, false, 815, 211, 13),
        badges: [
          ["Sport", 15990],
          ["A2 LAMS", 15290, { kw: 35 }],
        ],
      },
      {
        name: "C 400 X",
        series: "K09",
        years: [2019, null],
        popularity: 2,
        body: "scooter",
        drive: "Belt",
        transmission: "Automatic",
        ...bike("350cc single", 1, 25, 35, 3.5),
        motorcycle: mc(350, true, 775, 206, 12.8),
        badges: [["Standard", 11990]],
      },
      {
        name: "G 310 GS",
        series: "K02",
        years: [2017, null],
        popularity: 3,
        body: "adventure",
        ...bike("313cc single", 1, 25, 28, 3.3),
        motorcycle: mc(313, true, 835, 175, 11),
        badges: [
          ["LAMS", 9250],
          ["Rallye", 9750],
        ],
      },
    ],
  },
];

export const CATALOGUE: Make[] = [...CAR_MAKES, ...CARAVAN_MAKES, ...MOTORCYCLE_MAKES].map(buildMake);

export const MAKES_BY_NAME: ReadonlyMap<string, Make> = new Map(CATALOGUE.map((make) => [make.name, make]));

export function makesOfKind(kind: VehicleKind): Make[] {
  return CATALOGUE.filter((make) => make.kind === kind);
}

export function findModel(make: string, model: string): Model | undefined {
  return MAKES_BY_NAME.get(make)?.models.find((m) => m.name === model);
}

/** The hex of a paint name on a make, or undefined when the make has no such paint. */
export function paintHex(make: string, colour: string): string | undefined {
  for (const model of MAKES_BY_NAME.get(make)?.models ?? []) {
    const paint = model.paints.find((p) => p.name === colour);
    if (paint) return paint.hex;
  }
  return undefined;
}

/** Every body value used anywhere in the catalogue. */
export function cataloguedBodies(): Body[] {
  const bodies = new Set<Body>();
  for (const make of CATALOGUE) for (const model of make.models) for (const badge of model.badges) bodies.add(badge.body);
  return [...bodies];
}
