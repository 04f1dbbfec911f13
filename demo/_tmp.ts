import { generateStock } from "./stock-generator";
const s = generateStock({ count: 400, seed: 7, now: new Date("2025-07-15T10:00:00+10:00"), kinds: ["car","caravan","motorcycle"] });
const show = (c: any) => { const { specs, images, interiorImages, spinImages, standardEquipment, ...rest } = c; console.log(JSON.stringify(rest), "\nspecs:", specs.map((r: any) => `${r.group}/${r.name}=${r.value}`).join("; "), "\nimages:", images.length, images[0].url, "interior:", interiorImages.length, "spin:", spinImages.length, "eq:", standardEquipment.length); };
show(s.find(c => c.carType === "used" && c.vehicleKind === "car"));
show(s.find(c => c.vehicleKind === "caravan"));
show(s.find(c => c.vehicleKind === "motorcycle" && c.carType === "used"));
for (const c of s.slice(0, 40)) console.log(c.name.padEnd(52), c.carType, String(c.km).padStart(7), String(c.price).padStart(7), c.priceType, c.colour, c.body, c.fuel, c.status, c.vin, c.rego ?? "");
