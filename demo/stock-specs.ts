/** Grouped specification rows (group, name, value) for a generated vehicle. */
import type { CarSpec } from "~/domain/vehicle/car-fields";
import { bodyLabel } from "~/domain/stock/labels";
import type { Badge, Model } from "./catalogue";
import { hashString, thousands } from "./random";

/** Typical dimensions by body: length, width, height, wheelbase (mm), kerb weight (kg), fuel tank (L). */
const DIMENSIONS: Record<string, [number, number, number, number, number, number]> = {
  sedan: [4720, 1840, 1450, 2780, 1520, 55],
  hatch: [4320, 1790, 1460, 2640, 1320, 47],
  suv: [4640, 1860, 1690, 2700, 1680, 60],
  largeSuv: [4930, 1950, 1830, 2850, 2250, 80],
  "4x4": [4300, 1870, 1880, 2550, 1900, 75],
  hardtop: [4880, 1895, 1850, 3010, 2050, 81],
  softtop: [4880, 1895, 1870, 3010, 2010, 81],
  ute: [5370, 1920, 1840, 3125, 2150, 80],
  cabChassis: [5280, 1860, 1800, 3110, 1900, 80],
  van: [5270, 1950, 1990, 3210, 2050, 70],
  bus: [6990, 2080, 2640, 4435, 3600, 95],
  peopleMover: [5155, 1995, 1775, 3090, 2100, 72],
  coupe: [4460, 1800, 1310, 2580, 1330, 50],
  convertible: [4420, 1800, 1320, 2520, 1420, 50],
  hardtopConvertible: [3915, 1735, 1245, 2310, 1090, 45],
  wagon: [4870, 1875, 1675, 2745, 1650, 63],
  stationWagon: [4910, 1900, 1950, 2730, 2300, 130],
  lightTruck: [6120, 1900, 2250, 3395, 2650, 100],
  motorhome: [7250, 2350, 3100, 4035, 3950, 90],
};

const WARRANTY: Record<string, string> = {
  Toyota: "5 years / unlimited km (7 years engine and driveline with logbook servicing)",
  Kia: "7 years / unlimited km",
  MG: "10 years / 250,000 km",
  Mazda: "5 years / unlimited km",
  Nissan: "10 years / 300,000 km with Nissan servicing",
  Ford: "5 years / unlimited km",
  GWM: "7 years / unlimited km",
  Chery: "7 years / unlimited km",
  Hyundai: "5 years / unlimited km",
  Mitsubishi: "10 years / 200,000 km with Mitsubishi servicing",
  Subaru: "5 years / unlimited km",
  Volkswagen: "5 years / unlimited km",
  Isuzu: "6 years / 150,000 km",
  Suzuki: "5 years / unlimited km",
  BYD: "6 years / 150,000 km (battery 8 years / 160,000 km)",
  Tesla: "4 years / 80,000 km (battery 8 years / 160,000 km)",
  Jeep: "5 years / unlimited km",
  RAM: "3 years / 100,000 km",
};

const NOT_RATED = new Set(["LandCruiser 70", "Coaster", "N Series", "1500", "2500", "3500", "Granvia", "Transit"]);

const mm = (n: number) => `${thousands(n)} mm`;
const kg = (n: number) => `${thousands(n)} kg`;

function vary(base: number, key: string, spread = 0.04, step = 5): number {
  const unit = (hashString(key) % 1000) / 1000 - 0.5;
  return Math.round((base * (1 + unit * 2 * spread)) / step) * step;
}

/** Spec rows for one badge; the per-car rows (colour, interior) are added by the caller. */
export function specsFor(model: Model, badge: Badge): CarSpec[] {
  const rows: CarSpec[] = [];
  const add = (group: string, name: string, value: string | number | null | undefined) => {
    if (value !== null && value !== undefined && value !== "") rows.push({ group, name, value: String(value) });
  };
  const key = `${model.make} ${model.name}`;

  if (model.kind === "motorcycle" && model.motorcycle) {
    const m = model.motorcycle;
    add("Engine", "Engine Type", badge.engine);
    add("Engine", "Capacity", `${m.cc} cc`);
    add("Engine", "Cylinders", badge.cylinders);
    add("Engine", "Power", badge.kw ? `${badge.kw} kW` : null);
    add("Engine", "Torque", badge.nm ? `${badge.nm} Nm` : null);
    add("Transmission", "Gearbox", badge.transmission === "Automatic" ? "CVT automatic" : m.cc < 200 ? "5-speed manual" : "6-speed manual");
    add("Transmission", "Final Drive", badge.drive);
    add("Chassis", "Seat Height", mm(m.seatHeightMm));
    add("Chassis", "Wet Weight", kg(m.wetWeightKg));
    add("Chassis", "Fuel Tank", `${m.tankL} L`);
    add("Fuel Economy", "Fuel Consumption", badge.l100 ? `${badge.l100} L/100km` : null);
    add("Licensing", "LAMS Approved", m.lams || badge.name.includes("LAMS") ? "Yes" : "No");
    add("Warranty", "Manufacturer Warranty", model.make === "Harley-Davidson" ? "2 years / unlimited km" : "3 years / unlimited km");
    return rows;
  }

  if (model.kind === "caravan" && model.caravan) {
    const c = model.caravan;
    const lengthMm = Math.round(c.lengthFt * 304.8);
    add("Overview", "Type", bodyLabel(badge.body));
    add("Overview", "Sleeping Capacity", `${c.berths} berths`);
    add("Overview", "Axles", c.axles === 2 ? "Tandem" : "Single");
    add("Overview", "Off-Road Rated", c.offRoad ? "Yes" : "No");
    add("Weights", "Tare", kg(c.tareKg));
    add("Weights", "ATM", kg(c.atmKg));
    add("Weights", badge.body === "motorhome" ? "GVM" : "Ball Weight", badge.body === "motorhome" ? kg(c.atmKg) : kg(c.ballKg));
    add("Weights", "Payload", kg(c.atmKg - c.tareKg));
    add("Dimensions", "Body Length", `${c.lengthFt} ft`);
    add("Dimensions", "External Length", mm(lengthMm + (badge.body === "motorhome" ? 0 : 1500)));
    add("Dimensions", "External Width", mm(badge.body === "camper trailer" ? 1950 : 2440));
    add("Dimensions", "Travel Height", mm(badge.body === "pop top" ? 2450 : badge.body === "camper trailer" ? 1600 : 3050));
    add("Water & Power", "Fresh Water", c.berths > 2 || c.lengthFt > 18 ? "2 x 95 L" : "1 x 82 L");
    add("Water & Power", "Grey Water", c.lengthFt > 16 ? "95 L" : null);
    add("Water & Power", "Battery", c.offRoad ? "300Ah lithium" : "100Ah AGM");
    add("Water & Power", "Solar", c.offRoad ? "3 x 200 W" : "1 x 170 W");
    add("Water & Power", "Gas", "2 x 9 kg");
    if (badge.body === "motorhome") {
      add("Engine", "Engine Type", badge.engine);
      add("Engine", "Power", badge.kw ? `${badge.kw} kW` : null);
      add("Engine", "Transmission", badge.transmission);
      add("Fuel Economy", "Fuel Consumption", badge.l100 ? `${badge.l100} L/100km` : null);
    }
    add("Warranty", "Manufacturer Warranty", model.make === "Jayco" ? "2 years / 5 years structural" : "2 years");
    return rows;
  }

  const large = badge.body === "suv" && (badge.drive === "4WD" || (badge.seats ?? 0) >= 7);
  const dims = DIMENSIONS[model.name === "MX-5" ? "hardtopConvertible" : large ? "largeSuv" : badge.body] ?? DIMENSIONS.suv;
  const scale = model.name === "Jimny" ? 0.78 : 1;
  add("Engine", "Engine Type", badge.engine);
  add("Engine", "Fuel Type", badge.fuel === "phev" ? "Plug-in hybrid" : badge.fuel.charAt(0).toUpperCase() + badge.fuel.slice(1));
  add("Engine", "Cylinders", badge.cylinders);
  add("Engine", "Power", badge.kw ? `${badge.kw} kW` : null);
  add("Engine", "Torque", badge.nm ? `${badge.nm} Nm` : null);
  add("Transmission & Drive", "Transmission", badge.transmission);
  add("Transmission & Drive", "Drive Type", badge.drive);
  if (badge.fuel === "electric") {
    add("Fuel Economy", "Battery Capacity", badge.batteryKwh ? `${badge.batteryKwh} kWh` : null);
    add("Fuel Economy", "Range (WLTP)", badge.rangeKm ? `${badge.rangeKm} km` : null);
    add("Fuel Economy", "Energy Consumption", `${vary(16, key, 0.15, 0.1).toFixed(1)} kWh/100km`);
  } else {
    add("Fuel Economy", "Combined", badge.l100 ? `${badge.l100} L/100km` : null);
    add("Fuel Economy", "Fuel Tank", `${vary(dims[5], key, 0.08, 1)} L`);
    if (badge.fuel === "phev") {
      add("Fuel Economy", "Battery Capacity", badge.batteryKwh ? `${badge.batteryKwh} kWh` : null);
      add("Fuel Economy", "Electric Range", badge.rangeKm ? `${badge.rangeKm} km` : null);
    }
    if (badge.l100) add("Fuel Economy", "CO2 Emissions", `${Math.round(badge.l100 * (badge.fuel === "diesel" ? 26.5 : 23.2))} g/km`);
  }
  add("Dimensions & Weight", "Length", mm(vary(dims[0] * scale, key)));
  add("Dimensions & Weight", "Width", mm(vary(dims[1] * (scale > 0.9 ? 1 : 0.9), key, 0.02)));
  add("Dimensions & Weight", "Height", mm(vary(dims[2], key, 0.03)));
  add("Dimensions & Weight", "Wheelbase", mm(vary(dims[3] * scale, key, 0.03)));
  add("Dimensions & Weight", "Kerb Weight", kg(vary(dims[4] * scale + (badge.fuel === "electric" ? 250 : 0), `${key}${badge.name}`, 0.05)));
  add("Dimensions & Weight", "Towing Capacity (Braked)", badge.towingKg ? kg(badge.towingKg) : null);
  add("Body", "Body Type", bodyLabel(badge.body));
  add("Body", "Seats", badge.seats);
  add("Body", "Doors", badge.doors);
  add(
    "Safety",
    "ANCAP Rating",
    NOT_RATED.has(model.name) ? "Not rated" : model.make === "Suzuki" && model.name === "Jimny" ? "3 stars (2018)" : "5 stars",
  );
  add("Safety", "Airbags", badge.body === "bus" || badge.body === "lightTruck" ? "2" : String(6 + (badge.trim >= 2 ? 2 : 0)));
  add("Warranty", "Manufacturer Warranty", WARRANTY[model.make] ?? "5 years / unlimited km");
  return rows;
}
