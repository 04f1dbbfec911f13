/**
 * How a car's coded values read to a shopper, the same on every page (search filters, cards, the vehicle
 * page, print, compare): body, fuel, transmission, drive, availability (status), condition (car type) and
 * vehicle kind. A value without a label of its own reads as its words, capitalised ("cabChassis" → "Cab
 * Chassis"); an empty value stays empty.
 */

export const BODY_LABELS: Readonly<Record<string, string>> = {
  "4x4": "4x4",
  bus: "Bus",
  cabChassis: "Cab Chassis",
  convertible: "Convertible",
  coupe: "Coupe",
  ev: "EV",
  hardtop: "Hardtop",
  hatch: "Hatch",
  hatchback: "Hatchback",
  motorhome: "Motorhome",
  lightTruck: "Light Truck",
  peopleMover: "People Mover",
  prestige: "Prestige",
  sedan: "Sedan",
  softtop: "Soft Top",
  suv: "SUV",
  ute: "Ute",
  van: "Van",
  wagon: "Wagon",
  stationWagon: "Station Wagon",
  caravan: "Caravan",
  "camper trailer": "Camper Trailer",
  "pop top": "Pop Top",
  naked: "Naked",
  adventure: "Adventure",
  cruiser: "Cruiser",
  sport: "Sport",
  scooter: "Scooter",
  dirt: "Dirt",
};

/** Keyed in lower case: feeds send "phev", "PHEV" or "Phev". */
export const FUEL_LABELS: Readonly<Record<string, string>> = {
  petrol: "Petrol",
  diesel: "Diesel",
  electric: "Electric",
  hybrid: "Hybrid",
  phev: "PHEV",
  lpg: "LPG",
};

export const TRANSMISSION_LABELS: Readonly<Record<string, string>> = { automatic: "Automatic", manual: "Manual" };

export const DRIVE_LABELS: Readonly<Record<string, string>> = {
  fwd: "FWD",
  rwd: "RWD",
  awd: "AWD",
  "4wd": "4WD",
  chain: "Chain",
  belt: "Belt",
  shaft: "Shaft",
};

export const STATUS_LABELS: Readonly<Record<string, string>> = { in_stock: "In stock", coming_soon: "Coming soon", sold: "Sold" };

export const CAR_TYPE_LABELS: Readonly<Record<string, string>> = { new: "New", used: "Used", demo: "Demo" };

export const VEHICLE_KIND_LABELS: Readonly<Record<string, string>> = { car: "Car", caravan: "Caravan", motorcycle: "Motorcycle" };

/** "cabChassis" → "Cab Chassis", "diesel" → "Diesel", "coming_soon" → "Coming soon". */
function words(value: string): string {
  const spaced = value.replace(/_/g, " ").replace(/([a-z])([A-Z])/g, "$1 $2");
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

const own = (labels: Readonly<Record<string, string>>, key: string) => (Object.hasOwn(labels, key) ? labels[key] : undefined);

export function bodyLabel(body: string): string {
  return own(BODY_LABELS, body) ?? words(body);
}

export function fuelLabel(fuel: string): string {
  return own(FUEL_LABELS, fuel.toLowerCase()) ?? words(fuel);
}

export function transmissionLabel(transmission: string): string {
  return own(TRANSMISSION_LABELS, transmission.toLowerCase()) ?? words(transmission);
}

export function driveLabel(drive: string): string {
  return own(DRIVE_LABELS, drive.toLowerCase()) ?? drive;
}

export function statusLabel(status: string): string {
  return own(STATUS_LABELS, status) ?? words(status);
}

/** The condition: "New", "Used" or "Demo". */
export function carTypeLabel(carType: string): string {
  return own(CAR_TYPE_LABELS, carType) ?? words(carType);
}

export function vehicleKindLabel(kind: string): string {
  return own(VEHICLE_KIND_LABELS, kind) ?? words(kind);
}

/** What a vehicle of a kind is called in running text: "car", "motorcycle", "caravan". */
export function vehicleNoun(kind: string | null | undefined): string {
  return kind === "motorcycle" || kind === "caravan" ? kind : "car";
}

/** What a site's vehicles are called: its one kind's noun ("car", "caravan"), or "vehicle" when it sells several kinds. */
export function siteVehicleNoun(kinds: readonly string[]): string {
  return kinds.length === 1 ? vehicleNoun(kinds[0]) : "vehicle";
}

/** The vehicle page's checks on a used vehicle: "Used car checks", "Used motorcycle checks", "Used caravan checks". */
export function usedChecksHeading(kind: string | null | undefined): string {
  return `Used ${vehicleNoun(kind)} checks`;
}

/** Whether the odometer is worth showing: not on a new vehicle (delivery kilometres) nor a caravan (it has none). */
export function showsKilometres(car: { carType: string; vehicleKind?: string | null }): boolean {
  return car.carType !== "new" && car.vehicleKind !== "caravan";
}

/** The trim colour's label: a motorcycle has a seat, not an interior. */
export function interiorColourLabel(kind: string | null | undefined): string {
  return kind === "motorcycle" ? "Seat" : "Interior";
}

/** A name without a word said twice in a row, whatever its case: "2024 Hyundai Kona Kona" → "2024 Hyundai Kona". */
export function withoutRepeatedWords(name: string): string {
  const words: string[] = [];
  for (const word of name.split(/\s+/)) {
    if (word && word.toLowerCase() !== words.at(-1)?.toLowerCase()) words.push(word);
  }
  return words.join(" ");
}
