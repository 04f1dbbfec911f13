/** Equipment lists, accessories, tags and dealer-comment sentences for generated stock. */
import type { Badge, Model } from "./catalogue";
import { thousands, type Random } from "./random";

const CAR_EQUIPMENT: string[][] = [
  [
    "Reversing Camera",
    "Apple CarPlay",
    "Android Auto",
    "Bluetooth Audio Streaming",
    "Cruise Control",
    "Autonomous Emergency Braking",
    "Lane Keep Assist",
    "Rear Parking Sensors",
    "LED Daytime Running Lights",
    "ISOFIX Child Seat Anchors",
    "Tyre Pressure Monitoring",
  ],
  [
    "Alloy Wheels",
    "Adaptive Cruise Control",
    "Blind Spot Monitoring",
    "Rear Cross Traffic Alert",
    "Keyless Entry",
    "Push Button Start",
    "Dual-Zone Climate Control",
    "Satellite Navigation",
    "Front Parking Sensors",
    "Auto Headlights",
    "Rain-Sensing Wipers",
  ],
  [
    "Leather-Accented Seats",
    "Heated Front Seats",
    "Power Driver's Seat",
    "Wireless Phone Charging",
    "LED Headlights",
    "Digital Instrument Cluster",
    "Premium Sound System",
    "Privacy Glass",
  ],
  [
    "Panoramic Sunroof",
    "360-Degree Camera",
    "Head-Up Display",
    "Ventilated Front Seats",
    "Heated Steering Wheel",
    "Memory Seats",
    "Adaptive LED Headlights",
  ],
];

const BODY_EQUIPMENT: Record<string, string[]> = {
  ute: ["Tub Liner", "Tow Bar Receiver", "Side Steps", "Rear Differential Lock"],
  cabChassis: ["Alloy Tray", "Tow Bar Receiver", "Headboard with Ladder Rack"],
  van: ["Cargo Barrier", "Dual Sliding Side Doors", "Cargo Tie-Down Points", "Rubber Cargo Floor"],
  bus: ["Passenger Grab Handles", "Rear Air Conditioning", "Folding Entry Step"],
  peopleMover: ["Power Sliding Doors", "Third-Row Seating", "Rear Air Conditioning"],
  suv: ["Power Tailgate", "Roof Rails", "Hill Descent Control"],
  "4x4": ["Low-Range Transfer Case", "Hill Descent Control", "Recovery Points"],
  hardtop: ["Removable Roof Panels", "Low-Range Transfer Case", "Rock Rails"],
  softtop: ["Folding Soft Top", "Low-Range Transfer Case", "Rock Rails"],
  coupe: ["Limited-Slip Differential", "Sports Seats", "Launch Control"],
  convertible: ["Power Folding Roof", "Wind Deflector", "Sports Seats"],
  wagon: ["Power Tailgate", "Roof Rails", "Cargo Cover"],
  stationWagon: ["Low-Range Transfer Case", "Rear Barn Doors", "Snorkel"],
  lightTruck: ["Steel Tray", "Exhaust Brake", "Air-Suspended Driver's Seat"],
};

const FUEL_EQUIPMENT: Record<string, string[]> = {
  electric: ["Vehicle-to-Load (V2L)", "DC Fast Charging", "Regenerative Braking", "Heat Pump"],
  phev: ["Type 2 Charging Port", "EV Drive Mode", "Regenerative Braking"],
  hybrid: ["EV Drive Mode", "Regenerative Braking", "Energy Flow Display"],
};

const CARAVAN_EQUIPMENT: string[][] = [
  [
    "Roll-Out Awning",
    "Electric Brakes",
    "Stabiliser Jacks",
    "LED Lighting Throughout",
    "USB Charging Points",
    "Security Door with Flyscreen",
    "Gas Bottle Holder",
  ],
  ["Reverse-Cycle Air Conditioner", "Gas/Electric Hot Water System", "Microwave", "External BBQ Point", "Picnic Table"],
  ["Ensuite with Separate Shower and Toilet", "Smart TV with Antenna", "Compressor Fridge", "Battery Management System"],
  ["Washing Machine", "Lithium Battery Pack", "Diesel Heater", "Rear Camera and Monitor"],
];

const CARAVAN_BODY_EQUIPMENT: Record<string, string[]> = {
  "camper trailer": ["Slide-Out Kitchen", "Canvas Annex", "Fold-Out Double Bed"],
  "pop top": ["Canvas Pop-Top Roof", "Queen Bed", "Front Kitchen"],
  caravan: ["Queen Bed with Innerspring Mattress", "Four-Burner Cooktop with Grill", "Full-Height Pantry"],
  motorhome: ["Cab Air Conditioning", "Cruise Control", "Reversing Camera", "Swivel Cab Seats", "Queen Bed"],
};

const OFFROAD_EQUIPMENT = ["Independent Coil Suspension", "Stone Guard", "Twin Spare Wheels", "Off-Road Hitch", "Solar Panels"];

const MOTORCYCLE_EQUIPMENT: string[][] = [
  ["ABS", "LED Lighting", "Digital Instrument Display", "Slipper Clutch"],
  ["TFT Display", "Riding Modes", "Traction Control", "USB-C Charging"],
  ["Bluetooth Connectivity", "Adjustable Suspension", "Cornering ABS"],
  ["Quickshifter", "Cruise Control", "Heated Grips", "Keyless Ignition"],
];

const MOTORCYCLE_BODY_EQUIPMENT: Record<string, string[]> = {
  scooter: ["Under-Seat Storage", "Smart Key", "Idle Stop"],
  dirt: ["Electric Start", "Hydraulic Clutch", "Map Switch", "Launch Control"],
  adventure: ["Hand Guards", "Bash Plate", "Adjustable Windscreen"],
  cruiser: ["Forward Controls", "Belt Final Drive"],
  sport: ["Full Fairing", "Steering Damper"],
  naked: ["Underseat Exhaust"],
};

/** The factory equipment of one badge: everything up to its trim level plus body- and fuel-specific items. */
export function standardEquipmentFor(model: Model, badge: Badge): string[] {
  const out: string[] = [];
  const levels = model.kind === "car" ? CAR_EQUIPMENT : model.kind === "caravan" ? CARAVAN_EQUIPMENT : MOTORCYCLE_EQUIPMENT;
  for (let trim = 0; trim <= badge.trim; trim++) out.push(...levels[trim]);
  if (model.kind === "car") {
    out.push(...(BODY_EQUIPMENT[badge.body] ?? []));
    out.push(...(FUEL_EQUIPMENT[badge.fuel] ?? []));
  } else if (model.kind === "caravan") {
    out.push(...(CARAVAN_BODY_EQUIPMENT[badge.body] ?? []));
    if (model.caravan?.offRoad) out.push(...OFFROAD_EQUIPMENT);
  } else {
    out.push(...(MOTORCYCLE_BODY_EQUIPMENT[badge.body] ?? []));
  }
  return [...new Set(out)];
}

const CAR_ACCESSORIES = [
  "Window Tint",
  "Tow Bar",
  "Floor Mats",
  "Weather Shields",
  "Bonnet Protector",
  "Dash Cam",
  "Roof Racks",
  "Cargo Liner",
  "Paint Protection",
  "Mud Flaps",
  "Spare Key",
  "Logbook Service History",
];
const FOUR_BY_FOUR_ACCESSORIES = [
  "Bull Bar",
  "Snorkel",
  "Dual Battery System",
  "Electric Brake Controller",
  "UHF Radio",
  "LED Driving Lights",
  "Long-Range Fuel Tank",
  "Canopy",
  "Tonneau Cover",
  "Suspension Lift Kit",
  "All-Terrain Tyres",
  "Rated Recovery Points",
];
const CARAVAN_ACCESSORIES = [
  "Annex Walls",
  "Extra Solar Panel",
  "Weight Distribution Hitch",
  "Jerry Can Holders",
  "Bike Rack",
  "Water Filter",
];
const MOTORCYCLE_ACCESSORIES = [
  "Tail Tidy",
  "Frame Sliders",
  "Tank Pad",
  "Heated Grips",
  "Pannier Rack",
  "Aftermarket Exhaust",
  "Phone Mount",
  "Tinted Screen",
];

const OFF_ROAD_BODIES = new Set(["ute", "cabChassis", "4x4", "hardtop", "softtop", "stationWagon"]);

/** Listed features: the few items a shopper scans for, then any fitted accessories. */
export function featuresFor(random: Random, model: Model, badge: Badge, equipment: string[], used: boolean): string[] {
  const out: string[] = [];
  const highlights = random.int(3, 5);
  for (let i = 0; i < highlights && equipment.length > 0; i++) out.push(equipment[random.int(0, equipment.length - 1)]);
  let pool = CAR_ACCESSORIES;
  if (model.kind === "caravan") pool = CARAVAN_ACCESSORIES;
  else if (model.kind === "motorcycle") pool = MOTORCYCLE_ACCESSORIES;
  else if (OFF_ROAD_BODIES.has(badge.body) || badge.drive === "4WD") pool = random.chance(0.7) ? FOUR_BY_FOUR_ACCESSORIES : CAR_ACCESSORIES;
  const accessories = used ? random.int(0, 6) : random.int(0, 2);
  for (let i = 0; i < accessories; i++) out.push(pool[random.int(0, pool.length - 1)]);
  return [...new Set(out)];
}

export const TAGS = {
  new: ["Runout Sale", "Free Tint & Mats", "Factory Bonus", "Fleet Pricing Available", "Last One In Stock"],
  demo: ["Ex-Demo Savings", "Balance of Warranty", "Low Kms", "Manager's Special"],
  used: ["Low Kms", "One Owner", "Full Service History", "Price Drop", "Great Value", "Immaculate", "Warranty Included", "Must Go"],
} as const;

export type CommentFacts = {
  year: number;
  make: string;
  model: string;
  badge: string;
  colour: string;
  interior: string;
  km: number;
  carType: "new" | "used" | "demo";
  engine: string;
  transmission: string;
  fuel: string;
  l100: number | null;
  rangeKm?: number;
  towingKg?: number;
  berths?: number;
  lengthFt?: number;
  tareKg?: number;
  atmKg?: number;
  lams?: boolean;
  body: string;
  kind: string;
  features: string[];
};

const km = thousands;

function sentences(f: CommentFacts): { opener: string; more: string[] } {
  const title = `${f.year} ${f.make} ${f.model} ${f.badge}`;
  const feats = f.features.slice(0, 3);
  const featureLine = feats.length >= 2 ? `Highlights include ${feats.slice(0, -1).join(", ")} and ${feats[feats.length - 1]}.` : "";
  const more: string[] = [];
  let opener: string;
  if (f.carType === "new") {
    opener = `Brand new ${title} in ${f.colour}, in stock and ready for delivery.`;
    more.push(
      "Ask our team about fixed-price servicing and the full factory warranty that comes with every new vehicle.",
      "We can arrange finance on approved credit and welcome trade-ins of any make or model.",
      "Secure it today with a refundable deposit before it is gone.",
    );
  } else if (f.carType === "demo") {
    opener = `Ex-demonstrator ${title} in ${f.colour} with only ${km(f.km)} km.`;
    more.push(
      "You get the balance of the new-vehicle warranty and a saving on the new price.",
      "It has been driven by our staff and customers only, and serviced in our own workshop.",
      "Demonstrators like this move quickly, so get in touch today.",
    );
  } else {
    opener =
      f.kind === "caravan" && f.km === 0
        ? `This ${title} is finished in ${f.colour} and has been well cared for by its previous owners.`
        : `This ${title} is presented in ${f.colour} and has covered ${km(f.km)} km.`;
    more.push(
      "It comes with a logbook service history and two keys.",
      `Inside, the ${f.interior.toLowerCase()} trim has been well looked after.`,
      "Every vehicle we sell passes our multi-point safety and mechanical inspection before it goes on sale.",
      "Finance is available on approved credit, and we welcome trade-ins.",
      "Book a test drive today: vehicles like this do not last long.",
    );
  }
  if (f.kind === "car") {
    if (f.fuel === "electric" && f.rangeKm) {
      more.push(`With a claimed range of up to ${f.rangeKm} km and DC fast charging, it suits daily commuting and longer trips alike.`);
    } else if (f.engine) {
      more.push(
        `Power comes from the ${f.engine} with ${f.transmission.toLowerCase()} transmission${f.l100 ? `, using around ${f.l100} L/100km combined` : ""}.`,
      );
    }
    if (f.towingKg && f.towingKg >= 2500) more.push(`It is rated to tow up to ${km(f.towingKg)} kg braked, ready for the boat or the van.`);
    if (f.body === "ute" || f.body === "cabChassis")
      more.push("Equally at home on the worksite during the week and the beach track on the weekend.");
    if (f.body === "peopleMover" || f.body === "suv") more.push("Plenty of room for the whole family and all their gear.");
  } else if (f.kind === "caravan") {
    if (f.berths) more.push(`It sleeps ${f.berths} and measures ${f.lengthFt} ft.`);
    if (f.tareKg && f.atmKg)
      more.push(`With a tare of ${km(f.tareKg)} kg and an ATM of ${km(f.atmKg)} kg, it suits most large SUVs and dual-cab utes.`);
    more.push("Our team will walk you through every system at handover and can fit a brake controller to your tow vehicle.");
  } else {
    if (f.lams) more.push("LAMS approved, so it suits newer riders on their learner or provisional licence.");
    more.push("Ask us about riding gear packages and finance to get you on the road.");
  }
  if (featureLine) more.push(featureLine);
  return { opener, more };
}

/** Dealer comments: empty on some cars, one line on others, several sentences (over 400 characters) on the rest. */
export function dealerCommentsFor(random: Random, facts: CommentFacts): string {
  const roll = random.next();
  if (roll < 0.12) return "";
  const { opener, more } = sentences(facts);
  if (roll < 0.42) return opener;
  const body = random.shuffle(more.slice());
  let text = opener;
  for (const sentence of body) {
    text += ` ${sentence}`;
    if (text.length > 420 && random.chance(0.4)) break;
  }
  if (text.length <= 400)
    text += " Call or visit us today to arrange an inspection, a test drive or a finance quote tailored to your budget.";
  return text;
}
