/**
 * Demo content for the invented dealers: offers, Google-style reviews, blog posts, content pages and
 * finance lenders. Deterministic for a seed. Page and post bodies are plain text: paragraphs separated
 * by blank lines, "## " headings, "- " list lines, "![what it shows](/path)" pictures (domain/content/blocks.ts).
 */
import { aboutArtPath } from "./art/about-art";
import { slugify } from "~/domain/routing/slug";
import type { WebsiteSettings } from "~/domain/settings/schema";
import type { blogPosts, contentPages, financeLenders, offers, reviews } from "~/server/db/schema";
import { findModel, type Model, type VehicleKind } from "./catalogue";
import { modelArt } from "./art/model-art";
import { exteriorFile } from "./media-paths";
import { createRandom, hashString, thousands, type Random } from "./random";

export type ContentSite = {
  id: number;
  slug: string;
  name: string;
  settings: WebsiteSettings;
  /** Makes the site sells new (empty for a used-car yard). */
  makes: string[];
  kinds: VehicleKind[];
  phone: string;
  email: string;
  abn: string;
  /** The site's primary address, one line. */
  address: string;
  state: string;
  locations: Array<{ id: number; name: string; city: string }>;
};

type Options = { seed: number; now: Date; mediaPrefix?: string };

const DAY = 86_400_000;

function picture(prefix: string | undefined, model: Model, random: Random, view: "front34" | "side" = "front34"): string {
  const badge = model.badges[0];
  const paint = random.pick(model.paints);
  return `${prefix ?? "/media"}/demo/${exteriorFile(modelArt(model, badge.body), paint.swatch, view)}`;
}

function modelOf(make: string, name: string): Model {
  const model = findModel(make, name);
  if (!model) throw new Error(`demo content names an unknown model: ${make} ${name}`);
  return model;
}

const money = (n: number) => `$${thousands(n)}`;
const driveAway = (rrp: number) => Math.round((rrp * 1.045 + 2400) / 500) * 500 + 490;

// ---------------------------------------------------------------------------------------------
// Offers

type ManufacturerOffer = {
  make: string;
  model: string;
  badge?: string;
  headline: (price: number) => string;
  extra: string;
  category: string;
};

const MANUFACTURER_OFFERS: ManufacturerOffer[] = [
  {
    make: "Toyota",
    model: "RAV4",
    badge: "GX Hybrid 2WD",
    headline: (p) => `RAV4 GX Hybrid from ${money(p)} drive away`,
    extra: "Plus three years of capped-price servicing included.",
    category: "New Vehicle",
  },
  {
    make: "Toyota",
    model: "HiLux",
    badge: "SR5 (4x4)",
    headline: (p) => `HiLux SR5 4x4 double cab from ${money(p)} drive away`,
    extra: "Includes a genuine tow bar and tub liner at no extra cost.",
    category: "New Vehicle",
  },
  {
    make: "Toyota",
    model: "Corolla Cross",
    headline: () => "Corolla Cross: 2.99% p.a. finance (comparison rate 4.36% p.a.)",
    extra: "On approved credit for ABN holders and private buyers.",
    category: "Finance",
  },
  {
    make: "Kia",
    model: "Sportage",
    badge: "S FWD",
    headline: (p) => `Sportage S FWD from ${money(p)} drive away`,
    extra: "Backed by Kia's 7-year unlimited kilometre warranty.",
    category: "New Vehicle",
  },
  {
    make: "Kia",
    model: "Seltos",
    headline: () => "Seltos: $1,500 factory bonus on all grades",
    extra: "Available on vehicles ordered and delivered during the offer period.",
    category: "New Vehicle",
  },
  {
    make: "MG",
    model: "ZS",
    badge: "Excite Hybrid+",
    headline: (p) => `MG ZS Hybrid+ from ${money(p)} drive away`,
    extra: "Ten-year warranty and roadside assistance included.",
    category: "New Vehicle",
  },
  {
    make: "MG",
    model: "MG4",
    headline: () => "MG4 electric: free home charger and installation",
    extra: "Standard installation at a single-phase home in metropolitan areas.",
    category: "New Vehicle",
  },
  {
    make: "Mazda",
    model: "CX-5",
    badge: "G25 Maxx Sport",
    headline: (p) => `CX-5 G25 Maxx Sport from ${money(p)} drive away`,
    extra: "Five years of scheduled servicing at a fixed price.",
    category: "New Vehicle",
  },
  {
    make: "Nissan",
    model: "Navara",
    headline: () => "Navara: $3,000 factory bonus on ST-X and PRO-4X",
    extra: "Plus a free tub liner and tow pack.",
    category: "New Vehicle",
  },
  {
    make: "Ford",
    model: "Ranger",
    badge: "XLT Double Cab (4x4)",
    headline: (p) => `Ranger XLT from ${money(p)} drive away`,
    extra: "Ask about our Ford Protect extended warranty.",
    category: "New Vehicle",
  },
  {
    make: "Ford",
    model: "Everest",
    headline: () => "Everest: five years free scheduled servicing",
    extra: "For the first five years or 75,000 km, whichever comes first.",
    category: "Service",
  },
  {
    make: "GWM",
    model: "Cannon",
    badge: "Ultra (4x4)",
    headline: (p) => `Cannon Ultra 4x4 from ${money(p)} drive away`,
    extra: "Seven-year warranty with five years roadside assistance.",
    category: "New Vehicle",
  },
  {
    make: "Chery",
    model: "Omoda 5",
    badge: "BX",
    headline: (p) => `Omoda 5 BX from ${money(p)} drive away`,
    extra: "Seven-year warranty and seven years capped-price servicing.",
    category: "New Vehicle",
  },
  {
    make: "Chery",
    model: "Tiggo 7",
    headline: () => "Tiggo 7 Super Hybrid: 1.99% p.a. finance",
    extra: "Comparison rate 3.61% p.a. on approved credit.",
    category: "Finance",
  },
];

const LONG_DISCLAIMER =
  "Offer available on new vehicles purchased and delivered between the dates shown, while stocks last, at participating dealers. " +
  "Excludes fleet, government and rental buyers. Drive-away prices include 12 months registration, compulsory third party insurance, " +
  "stamp duty and dealer delivery. Metallic or premium paint may cost extra. The manufacturer may change or withdraw this offer at any time.";

const FINANCE_WARNING =
  "WARNING: This comparison rate is true only for the example given and may not include all fees and charges. " +
  "Different terms, fees or other loan amounts might result in a different comparison rate. Comparison rate based on a secured loan of $30,000 over five years.";

/**
 * Manufacturer offers (website_id null) for every make the sites sell, with a few excluded from one site,
 * and each site's own offers. One offer has ended and one has not started yet, to show the date rules.
 */
export function generateOffers(sites: ContentSite[], options: Options): Array<typeof offers.$inferInsert> {
  const random = createRandom(options.seed);
  const now = options.now.getTime();
  const out: Array<typeof offers.$inferInsert> = [];
  const soldMakes = new Set(sites.flatMap((s) => s.makes));
  for (const [index, spec] of MANUFACTURER_OFFERS.entries()) {
    if (!soldMakes.has(spec.make)) continue;
    const model = modelOf(spec.make, spec.model);
    const badge = model.badges.find((b) => b.name === spec.badge) ?? model.badges[0];
    const headline = spec.headline(driveAway(badge.rrp));
    const sellers = sites.filter((s) => s.makes.includes(spec.make));
    // Every third offer leaves out one of its sites, to show excluded_website_ids.
    const excluded = index % 3 === 2 && sellers.length > 0 ? [sellers[sellers.length - 1].id] : [];
    const description =
      index % 2 === 0
        ? `${headline}. ${spec.extra}`
        : `${headline}. ${spec.extra} Visit us to see the full range in stock, book a test drive, and ask our team how this offer combines with your trade-in, finance pre-approval or fleet discount. Offer ends soon, so secure yours today.`;
    out.push({
      websiteId: null,
      name: headline,
      description,
      disclaimer:
        spec.category === "Finance"
          ? `${FINANCE_WARNING} ${LONG_DISCLAIMER}`
          : index % 4 === 1
            ? "Offer ends at the end of the month. See dealer for details."
            : LONG_DISCLAIMER,
      category: spec.category,
      excludedWebsiteIds: excluded,
      manufacturer: spec.make,
      manufacturerSlug: slugify(spec.make),
      modelName: spec.model,
      modelSlug: slugify(spec.model),
      modelOverrideUrl:
        index % 5 === 0
          ? `/search/new-used-and-demo-cars?make=${encodeURIComponent(spec.make)}&model=${encodeURIComponent(spec.model)}`
          : null,
      imageUrl: picture(options.mediaPrefix, model, random),
      startsAt: new Date(now - random.int(5, 30) * DAY),
      endsAt: index === 3 ? new Date(now - 5 * DAY) : new Date(now + random.int(20, 75) * DAY),
    });
  }
  for (const site of sites) {
    const local = siteOffers(site);
    for (const [i, offer] of local.entries()) {
      out.push({
        websiteId: site.id,
        excludedWebsiteIds: [],
        manufacturer: null,
        manufacturerSlug: null,
        modelName: null,
        modelSlug: null,
        modelOverrideUrl: null,
        startsAt: i === local.length - 1 ? new Date(now + 10 * DAY) : new Date(now - random.int(3, 40) * DAY),
        endsAt: new Date(now + random.int(30, 90) * DAY),
        ...offer,
      });
    }
  }
  return out;
}

function siteOffers(
  site: ContentSite,
): Array<{ name: string; description: string; disclaimer: string; category: string; imageUrl: string | null }> {
  const caravans = site.kinds.includes("caravan");
  const common = [
    {
      name: "Trade-in bonus: we'll add $1,000",
      description: `Bring your current ${caravans ? "van, bike or car" : "car"} in for a free appraisal and we'll add $1,000 to our written trade-in offer when you buy from our stock.`,
      disclaimer: "One bonus per purchase. Not combinable with fleet pricing. Trade-in value subject to inspection.",
      category: "Used Vehicle",
      imageUrl: null,
    },
    {
      name: "Finance from 6.99% p.a.",
      description:
        "Fast approvals through our lending partners, with terms from one to seven years and no early payout fees on selected products.",
      disclaimer: `${FINANCE_WARNING} Finance on approved credit; fees and charges apply. ${site.name} ABN ${site.abn} is a credit representative of its listed lenders.`,
      category: "Finance",
      imageUrl: null,
    },
  ];
  if (caravans) {
    return [
      ...common,
      {
        name: "Free pre-trip caravan check",
        description:
          "Bearings, brakes, gas compliance and electrics checked by our service team before your next trip, free with any purchase.",
        disclaimer: "Valid for 12 months from purchase. Parts and consumables extra.",
        category: "Service",
        imageUrl: null,
      },
      {
        name: "Riding gear package with every new bike",
        description:
          "Helmet, gloves and jacket worth up to $800 included with new motorcycles. Choose from our in-store range and ride away geared up.",
        disclaimer: "Excludes dirt bikes. Package value includes GST.",
        category: "Parts & Accessories",
        imageUrl: null,
      },
    ];
  }
  return [
    ...common,
    {
      name: "Logbook service from $249",
      description:
        "Keep your new-car warranty intact with a logbook service by factory-trained technicians. Free loan car or shuttle to town.",
      disclaimer:
        "Price for four-cylinder petrol vehicles on their 12-month service. Diesel, hybrid and six-cylinder vehicles extra. Bookings essential.",
      category: "Service",
      imageUrl: null,
    },
    {
      name: "Free tint and floor mats on used SUVs",
      description: "Buy any used SUV from our stock this month and we'll add window tint and all-weather floor mats.",
      disclaimer: "Applies to vehicles priced over $15,000. Tint to legal limits.",
      category: "Used Vehicle",
      imageUrl: null,
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Reviews

const FIRST = [
  "Sarah",
  "Liam",
  "Chloe",
  "Jack",
  "Mia",
  "Noah",
  "Olivia",
  "Lachlan",
  "Grace",
  "Cooper",
  "Isla",
  "Tom",
  "Priya",
  "Daniel",
  "Ava",
  "Hamish",
  "Zoe",
  "Ethan",
  "Ruby",
  "Mei",
  "Harrison",
  "Amira",
  "Josh",
  "Tayla",
  "Sam",
  "Kiri",
  "Ben",
  "Lucy",
  "Arjun",
  "Nikita",
];
const LAST = [
  "Mitchell",
  "Nguyen",
  "O'Brien",
  "Walsh",
  "Patel",
  "Kennedy",
  "Thompson",
  "Rossi",
  "Campbell",
  "Singh",
  "Murphy",
  "Chen",
  "Fraser",
  "Kelly",
  "Anderson",
  "Wright",
  "Papadopoulos",
  "Hughes",
  "Lee",
  "Taylor",
];

const PRAISE = [
  "Made buying our new {vehicle} easy from start to finish. {staff} was patient, honest and never pushy.",
  "Great experience. The {vehicle} was detailed and ready on the day, and {staff} walked us through every feature.",
  "Traded in my old ute and drove out the same afternoon. Fair price for the trade and no hidden fees.",
  "Service department are excellent. {Vehicle} was ready when promised and they explained everything they did.",
  "Second {vehicle} we've bought here and it won't be the last. Straightforward, friendly and well priced.",
  "Bought interstate sight unseen. Their photos and videos were spot on and delivery was organised quickly.",
  "Finance was sorted in under an hour. Thanks {staff} for making it painless.",
];
const MIXED = [
  "{Vehicle} is great but the paperwork took longer than expected on pick-up day.",
  "Friendly staff, though I had to chase a call back about my service booking.",
];
const NEGATIVE = [
  "Waited forty minutes past my booking time and nobody told me why. Not good enough.",
  "Was promised a call back about the trade-in value and it never came.",
  "{Vehicle} had a stone chip that wasn't mentioned in the ad. They fixed it, but it should have been disclosed.",
];
const STAFF = ["Dave", "Mel", "Chris", "Anh", "Bec", "Raj", "Steve", "Jess"];

/** The word a review uses for what was bought: a car on car sites; a van or a bike, in turn, on a caravan and motorcycle site. */
export function reviewedVehicle(kinds: readonly string[], index: number): string {
  if (kinds.includes("car")) return "car";
  const words = [kinds.includes("caravan") ? "van" : null, kinds.includes("motorcycle") ? "bike" : null].filter((w) => w !== null);
  return words.length === 0 ? "vehicle" : words[index % words.length];
}

/** Google-style reviews: mostly 4–5 stars, some without text, some machine-translated. */
export function generateReviews(
  site: ContentSite,
  options: Options & { count?: number; hiddenReviewer?: string; excludedReviewIds?: readonly string[] },
): Array<typeof reviews.$inferInsert> {
  const random = createRandom(options.seed ^ hashString(site.slug));
  const now = options.now.getTime();
  const count = options.count ?? 36;
  const out: Array<typeof reviews.$inferInsert> = [];
  for (let i = 0; i < count; i++) {
    const roll = random.next();
    // The first five cover every star rating; the rest lean positive, as real dealer reviews do.
    const rating = i < 5 ? [5, 1, 4, 2, 3][i] : roll < 0.6 ? 5 : roll < 0.78 ? 4 : roll < 0.86 ? 3 : roll < 0.91 ? 2 : 1;
    const pool = rating >= 4 ? PRAISE : rating === 3 ? MIXED : NEGATIVE;
    const vehicle = reviewedVehicle(site.kinds, i);
    let text: string | null = random
      .pick(pool)
      .replace("{staff}", random.pick(STAFF))
      .replace("{vehicle}", vehicle)
      .replace("{Vehicle}", vehicle.charAt(0).toUpperCase() + vehicle.slice(1));
    const style = random.next();
    if (style < 0.1) text = null;
    else if (style < 0.16)
      text = `(Translated by Google) ${rating >= 4 ? "Very good service, friendly staff and a fair price." : "The wait was too long."}\n\n(Original)\n${rating >= 4 ? "Muy buen servicio, personal amable y un precio justo." : "La espera fue demasiado larga."}`;
    out.push({
      websiteId: site.id,
      locationId: site.locations.length > 0 && random.chance(0.8) ? random.pick(site.locations).id : null,
      source: "google",
      externalId: `ChZDSUhNMG9nS0VJQ0FnSUQ${random.chars("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", 14)}`,
      reviewerName: `${random.pick(FIRST)} ${random.pick(LAST)}`,
      rating,
      text,
      publishedAt: new Date(now - random.int(1, 720) * DAY - random.int(0, 86_399) * 1000),
    });
  }
  // A review the dealer excludes by id (settings.reviews.hiddenReviewIds): five stars with text, shown but for that.
  for (const externalId of options.excludedReviewIds ?? []) {
    out.push({
      websiteId: site.id,
      locationId: null,
      source: "google",
      externalId,
      reviewerName: "Pat Excluded",
      rating: 5,
      text: "Five stars, but this review names a staff member's private phone number.",
      publishedAt: new Date(now - 2 * DAY),
    });
  }
  if (options.hiddenReviewer) {
    out.push({
      websiteId: site.id,
      locationId: null,
      source: "google",
      externalId: `ChZDSUhNMG9nS0VJQ0FnSUQhidden${site.id}`,
      reviewerName: options.hiddenReviewer,
      rating: 5,
      text: "Best dealer ever!!! Click my profile for cheap car parts.",
      publishedAt: new Date(now - 3 * DAY),
    });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Blog posts

export const BLOG_CATEGORIES = ["Vehicle Reviews", "Buyer Advice", "Motoring Tips", "Servicing Insights", "4x4xMORE Adventures"] as const;

type Post = { title: string; category: (typeof BLOG_CATEGORIES)[number]; excerpt: string; body: string; makes: string[]; image: Model };

function reviewPost(model: Model): Post {
  const top = model.badges[model.badges.length - 1];
  const entry = model.badges[0];
  const kind = model.kind === "motorcycle" ? "bike" : model.kind === "caravan" ? "van" : "car";
  const powertrain =
    entry.fuel === "electric"
      ? `a ${entry.batteryKwh} kWh battery good for a claimed ${entry.rangeKm} km`
      : entry.engine
        ? `the ${entry.engine}${entry.kw ? ` making ${entry.kw} kW` : ""}`
        : "a fully independent suspension and electric brakes";
  return {
    title: `${model.make} ${model.name} review: is the ${entry.name} the pick of the range?`,
    category: "Vehicle Reviews",
    excerpt: `We spent a week with the ${model.make} ${model.name} range, from the ${entry.name} at ${money(entry.rrp)} to the ${top.name}. Here's what we found.`,
    makes: [model.make],
    image: model,
    body: [
      `The ${model.make} ${model.name} is one of the most asked-about ${kind}s on our lot, so we took the range out for a week of school runs, highway kilometres and a weekend away.`,
      "## Range and pricing",
      `Prices start at ${money(entry.rrp)} before on-road costs for the ${entry.name} and run to ${money(top.rrp)} for the ${top.name}. Every grade gets ${powertrain}.`,
      `- Entry grade: ${entry.name}\n- Flagship: ${top.name}\n- Series: ${model.series}`,
      "## On the road",
      `Around town the ${model.name} is easy to live with: light steering, good visibility and a ride that soaks up speed humps without fuss. On the highway it settles down nicely, and the driver assistance systems are well judged rather than nagging.`,
      "## Our verdict",
      `For most buyers the sweet spot is one step up from the entry grade, which adds the comfort features you'll use every day without the flagship's price. Drop in for a test drive and we'll line up the grades side by side.`,
    ].join("\n\n"),
  };
}

const ADVICE: Array<Omit<Post, "makes" | "image"> & { kinds?: VehicleKind[] }> = [
  {
    title: "New, demo or used: which is right for you?",
    category: "Buyer Advice",
    excerpt: "Each has its place. We break down warranty, depreciation and value so you can choose with confidence.",
    body: [
      "Choosing between a new, demonstrator or used vehicle comes down to three things: how long you plan to keep it, how much warranty you want, and how you feel about depreciation.",
      "## New",
      "You choose the colour and options, get the full factory warranty and know the complete history. The trade-off is the steepest depreciation in the first two to three years.",
      "## Demo",
      "Demonstrators have been driven by staff and customers, usually for a few thousand kilometres. You get the balance of the new-vehicle warranty and a meaningful saving.",
      "## Used",
      "The best value per dollar, especially three to five years old. Look for a logbook service history and a clear PPSR certificate, and ask what inspection the dealer performs.",
    ].join("\n\n"),
  },
  {
    title: "What 'drive away' really means",
    category: "Buyer Advice",
    excerpt: "Drive away, excluding government charges, negotiable: what's included in the price you see.",
    body: [
      "A drive-away price includes everything you need to legally drive the vehicle home: registration, compulsory third party insurance, stamp duty and dealer delivery.",
      "An 'excluding government charges' price leaves out registration, CTP and stamp duty, which vary by state and by the vehicle's value.",
      "- Drive away: the total you pay\n- Excl. govt charges: add rego, CTP and stamp duty\n- Negotiable: talk to us",
      "If you're comparing vehicles across dealers or states, always compare drive-away figures.",
    ].join("\n\n"),
  },
  {
    title: "How to check a PPSR report before you buy",
    category: "Buyer Advice",
    excerpt: "A two-minute search can save you from buying a vehicle with money owing or a written-off history.",
    body: [
      "The Personal Property Securities Register (PPSR) tells you whether a vehicle has finance owing, has been reported stolen, or has been written off.",
      "All you need is the VIN. Where we have searched a vehicle on the register, its PPSR report is on the vehicle's page under Reports; if you're buying privately it is the first search you should do.",
      "## What to look for",
      "- Security interests (money owing)\n- Stolen vehicle records\n- Written-off records, statutory or repairable",
    ].join("\n\n"),
  },
  {
    title: "Hybrid, plug-in hybrid or electric?",
    category: "Motoring Tips",
    excerpt: "The differences explained, with real running costs for Australian drivers.",
    body: [
      "A hybrid charges its own small battery as you drive and never needs plugging in. It shines in stop-start traffic, often using under 5 L/100km.",
      "A plug-in hybrid (PHEV) has a bigger battery you charge at home, good for 40 to 100 km of electric driving, with a petrol engine for longer trips.",
      "A battery-electric vehicle (EV) runs on electricity alone. Charging at home overnight typically costs a fraction of a tank of fuel.",
      "## Which suits you?",
      "If most of your driving is short trips and you can charge at home, a PHEV or EV makes sense. If you regularly tow or cover long country distances, a hybrid or diesel may still be the better fit.",
    ].join("\n\n"),
    kinds: ["car"],
  },
  {
    title: "Five checks before a long road trip",
    category: "Motoring Tips",
    excerpt: "Tyres, fluids, lights, wipers and a plan: ten minutes that can save your holiday.",
    body: [
      "Before you head off, spend ten minutes on the basics.",
      "- Tyre pressures (including the spare) and tread depth\n- Engine oil and coolant levels\n- All lights and indicators\n- Wiper blades and washer fluid\n- A charged phone and a paper map for black spots",
      "If you're towing, check the coupling, safety chains, breakaway system and trailer lights too, and never exceed your vehicle's towing capacity or ball weight.",
    ].join("\n\n"),
  },
  {
    title: "Why logbook servicing protects your warranty",
    category: "Servicing Insights",
    excerpt: "You don't have to service with the dealer, but you do have to follow the logbook.",
    body: [
      "Under Australian Consumer Law your new-vehicle warranty stays valid as long as the vehicle is serviced to the manufacturer's schedule using genuine or equivalent parts.",
      "Servicing with us means factory-trained technicians, genuine parts and any software updates or recall work done at the same visit.",
      "## What happens at a service",
      "- Oil and filter change\n- Brake and suspension inspection\n- Fluid top-ups and a full safety check\n- Logbook stamped and service history updated online",
    ].join("\n\n"),
  },
  {
    title: "Brake pads: five signs they need replacing",
    category: "Servicing Insights",
    excerpt: "Squeals, vibration and a soft pedal are your vehicle telling you something.",
    body: [
      "Brake pads wear gradually, so it's easy to miss the signs.",
      "- A high-pitched squeal when braking\n- Grinding or scraping noises\n- Vibration through the pedal or steering wheel\n- A longer stopping distance\n- A warning light on the dash",
      "If you notice any of these, book a brake inspection. It is free with any service at our workshop.",
    ].join("\n\n"),
  },
  {
    title: "Beach driving 101: tyre pressures and recovery gear",
    category: "4x4xMORE Adventures",
    excerpt: "Heading for the sand? Lower your pressures, pack the right gear and check the tides.",
    body: [
      "Driving on sand is all about flotation. Dropping tyre pressures to around 18 to 20 psi lengthens the footprint and keeps you on top of soft sand.",
      "## Pack the essentials",
      "- Tyre deflator and a quality compressor\n- Rated recovery points and a snatch strap\n- Recovery boards and a long-handled shovel\n- A UHF radio and plenty of water",
      "Check the tide times, travel two hours either side of low tide, and pump your tyres back up before you hit the bitumen.",
    ].join("\n\n"),
    kinds: ["car"],
  },
  {
    title: "Choosing your first caravan: tare, ATM and payload explained",
    category: "Buyer Advice",
    excerpt: "The numbers on the compliance plate matter more than the floor plan. Here's how to read them.",
    body: [
      "Tare is what the van weighs empty. ATM (aggregate trailer mass) is the most it may weigh fully loaded. The difference is your payload: water, gas, food and gear.",
      "Your tow vehicle's braked towing capacity must exceed the van's ATM, and the ball weight must stay within the tow bar's rating.",
      "## A rule of thumb",
      "Aim for at least 300 kg of payload for a couple on extended trips, and keep the loaded van under 80% of your tow vehicle's capacity for a relaxed tow.",
    ].join("\n\n"),
    kinds: ["caravan"],
  },
  {
    title: "LAMS explained: choosing your first motorcycle",
    category: "Buyer Advice",
    excerpt: "What the learner approved motorcycle scheme means, and the bikes we recommend to new riders.",
    body: [
      "The Learner Approved Motorcycle Scheme (LAMS) lists bikes with a power-to-weight ratio suited to learner and provisional riders.",
      "Many popular models come in a LAMS version with the same looks and a restricted engine, and some can be de-restricted once you hold a full licence.",
      "Come in for a seat fitting: the right seat height and riding position matter more than the spec sheet for a confident first ride.",
    ].join("\n\n"),
    kinds: ["motorcycle"],
  },
];

const REVIEW_MODELS: Record<string, string[]> = {
  Toyota: ["RAV4", "HiLux", "Corolla", "LandCruiser 300", "Kluger"],
  Kia: ["Sportage", "Carnival", "EV6"],
  MG: ["ZS", "MG4"],
  Mazda: ["CX-5", "BT-50"],
  Nissan: ["X-Trail", "Navara"],
  Ford: ["Ranger", "Everest"],
  GWM: ["Cannon", "Tank 300"],
  Chery: ["Omoda 5", "Tiggo 7"],
  Jayco: ["Journey", "Swan"],
  "New Age": ["Big Red"],
  Yamaha: ["MT-07", "Tenere 700"],
  Kawasaki: ["Z900"],
  Hyundai: ["Tucson"],
};

/** Eight to twelve posts per site across the spec's categories, reviews tagged with their make. */
export function generateBlogPosts(site: ContentSite, options: Options): Array<typeof blogPosts.$inferInsert> {
  const random = createRandom(options.seed ^ hashString(`${site.slug}/blog`));
  const now = options.now.getTime();
  const posts: Post[] = [];
  const reviewMakes = site.makes.length > 0 ? site.makes : ["Toyota", "Mazda", "Ford", "Hyundai"];
  for (const make of reviewMakes) {
    for (const name of (REVIEW_MODELS[make] ?? []).slice(0, site.makes.length === 1 ? 5 : 2)) {
      const model = findModel(make, name);
      if (model) posts.push(reviewPost(model));
    }
  }
  const fallbackImage = modelOf(site.kinds.includes("car") ? "Toyota" : "Jayco", site.kinds.includes("car") ? "RAV4" : "Journey");
  for (const post of ADVICE) {
    if (post.kinds && !post.kinds.some((k) => site.kinds.includes(k))) continue;
    const image =
      post.category === "4x4xMORE Adventures"
        ? modelOf("Toyota", "LandCruiser 300")
        : post.kinds?.includes("motorcycle")
          ? modelOf("Yamaha", "MT-07")
          : post.kinds?.includes("caravan")
            ? modelOf("Jayco", "Journey")
            : fallbackImage;
    posts.push({ ...post, makes: [], image });
  }
  const slugs = new Set<string>();
  return posts.slice(0, 14).map((post, i) => {
    let slug = slugify(post.title);
    while (slugs.has(slug)) slug += "-2";
    slugs.add(slug);
    return {
      websiteId: site.id,
      slug,
      title: post.title,
      category: post.category,
      excerpt: post.excerpt,
      body: post.body,
      imageUrl: picture(options.mediaPrefix, post.image, random, i % 2 === 0 ? "front34" : "side"),
      makes: post.makes,
      publishedAt: new Date(now - (i * 9 + random.int(1, 8)) * DAY),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Content pages

/** About, terms, privacy (with the dealer's privacy response times), and the vehicle page tab pages. */
export function generateContentPages(site: ContentSite): Array<typeof contentPages.$inferInsert> {
  const s = site.settings;
  const p = s.privacy;
  const w = s.warranty;
  const what = site.kinds.includes("car") ? "vehicles" : "caravans and motorcycles";
  const pages: Array<{ slug: string; title: string; body: string }> = [
    {
      slug: "about-us",
      title: `About ${site.name}`,
      body: [
        `${site.name} is a family-owned dealership serving ${site.locations
          .map((l) => l.city)
          .filter((c, i, a) => a.indexOf(c) === i)
          .join(", ")} and surrounds. We sell new, demo and used ${what}, and look after them in our own workshop.`,
        `![The ${site.name} showroom from the street, its stock behind the glass](${aboutArtPath(site.slug, "showroom")})`,
        "## Our team",
        "Many of our sales consultants, technicians and parts specialists have been with us for more than a decade. We'd rather earn a customer for life than make a quick sale.",
        `![A ${site.kinds.includes("car") ? "car" : "caravan"} on a hoist in the ${site.name} service workshop](${aboutArtPath(site.slug, "workshop")})`,
        "## In the community",
        "Each year we put $100,000 back into local sporting clubs, schools and charities through our community program.",
        `![A junior football team under the ${site.name} sponsor's banner](${aboutArtPath(site.slug, "community")})`,
        `## Visit us\n\n${site.address}. Call ${site.phone} or email ${site.email}.`,
      ].join("\n\n"),
    },
    {
      slug: "terms-and-conditions",
      title: "Terms and Conditions",
      body: [
        `These terms apply to your use of the ${site.name} website. By using the site you agree to them.`,
        "## Vehicle information",
        "We take care to describe every vehicle accurately, but specifications, equipment and photos may differ from the vehicle itself. Prices may change without notice and vehicles may be sold at any time. Please confirm details with us before you buy.",
        "## Online reservations",
        s.onlineReservation.enabled
          ? `A reservation deposit of $${s.onlineReservation.depositAmount} (or the amount shown on the vehicle) holds the vehicle for ${s.onlineReservation.holdHours} hours. The deposit is ${s.onlineReservation.refundable ? "fully refundable" : "not refundable"} and is credited to the purchase price.`
          : "Online reservations are not offered on this site. Please contact us to hold a vehicle.",
        "## Finance estimates",
        "Repayment estimates are a guide only and are not an offer of credit. Finance is subject to the lender's approval, terms and conditions. Fees and charges apply.",
        "## Liability",
        "To the extent permitted by law, we are not liable for any loss arising from your use of this website. Nothing in these terms excludes your rights under the Australian Consumer Law.",
      ].join("\n\n"),
    },
    {
      slug: "privacy-policy",
      title: "Privacy Policy",
      body: [
        `${site.name} (ABN ${site.abn}) is bound by the Australian Privacy Principles in the Privacy Act 1988 (Cth). This policy explains how we collect, use and disclose your personal information.`,
        "## What we collect",
        "- Your name and contact details\n- Details of vehicles you enquire about, trade in or buy\n- Finance and identification details when you apply for finance\n- Technical information such as your IP address and pages visited",
        "## How we use it",
        "We use your information to answer enquiries, arrange test drives, valuations, finance and insurance, deliver and service your vehicle, and, if you agree, to tell you about offers. You can opt out of marketing at any time.",
        "## Access and correction",
        `You may ask for access to the personal information we hold about you. We will acknowledge your request within ${p.acknowledgeDays} days and give you access within ${p.accessDays} days, unless an exception under the Act applies.`,
        "## Complaints",
        `If you believe we have breached your privacy, contact our Privacy Officer on ${site.phone} or at ${site.email}. We will acknowledge your complaint within ${p.acknowledgeDays} days and aim to resolve it within ${p.complaintDays} days. If you are not satisfied, you may complain to the Office of the Australian Information Commissioner.`,
      ].join("\n\n"),
    },
    {
      slug: "why-buy-from-us",
      title: "Why Buy From Us?",
      body: [
        `Buying a ${site.kinds.includes("car") ? "car" : "van or bike"} should be exciting, not stressful. Here's what you get when you buy from ${site.name}.`,
        `- ${w.inspectionPoints}-point inspection on every used vehicle\n- ${w.standardYears}-year warranty on eligible used vehicles${w.certifiedExtraYears ? `, plus ${w.certifiedExtraYears} extra year on certified vehicles` : ""}\n- ${w.roadsideAssistMonths} months roadside assistance\n- Finance, insurance and trade-ins arranged in one place`,
        ...(s.onlineReservation.returnPolicy.enabled
          ? [
              `## ${s.onlineReservation.returnPolicy.days}-day money back or exchange`,
              `Changed your mind? Return the vehicle within ${s.onlineReservation.returnPolicy.days} days with no more than ${s.onlineReservation.returnPolicy.maxKm} km driven, at least a quarter tank of fuel, and all keys and accessories, for a refund or exchange.`,
            ]
          : []),
      ].join("\n\n"),
    },
    {
      slug: "whats-included",
      title: "What's Included",
      body: [
        "Every vehicle we sell is delivered ready to enjoy.",
        `- ${w.inspectionPoints}-point safety and mechanical inspection\n- Safety certificate or roadworthy\n- Fresh service if one is due within three months\n- Professional detail inside and out\n- ${w.roadsideAssistMonths} months roadside assistance\n- A PPSR report on the car's page once we have searched the register for it`,
      ].join("\n\n"),
    },
    {
      slug: "protect-your-car",
      title: "Protect Your Car",
      body: [
        "Keep your vehicle looking and running like new with our protection options.",
        "## Paint and interior protection",
        "A ceramic coating guards the paint against UV, bird droppings and tree sap, and fabric or leather protection keeps spills from staining.",
        "## Extended warranty",
        "Extend your cover beyond the factory or statutory warranty for up to five years, including roadside assistance and trip interruption cover.",
        "## Gap and comprehensive insurance",
        "If your vehicle is written off, gap insurance covers the difference between the insurer's payout and what you still owe on your finance.",
      ].join("\n\n"),
    },
    {
      slug: "vehicle-protect-your-car",
      title: "Protect Your Car",
      body: [
        "Ask us about paint and interior protection, extended warranty and gap insurance when you buy.",
        "Our business manager can tailor a package to suit this vehicle and add it to your finance.",
      ].join("\n\n"),
    },
  ];
  return pages.map((page) => ({ websiteId: site.id, kind: "page", ...page }));
}

// ---------------------------------------------------------------------------------------------
// Finance lenders

const LENDERS = [
  {
    provider: "wattle-finance",
    name: "Wattle Motor Finance",
    interestRate: 8.49,
    comparisonRate: 9.31,
    establishmentFees: 495,
    balloonPercent: 30,
  },
  {
    provider: "harbourline-credit",
    name: "Harbourline Credit",
    interestRate: 9.99,
    comparisonRate: 10.74,
    establishmentFees: 395,
    balloonPercent: 25,
  },
  {
    provider: "outback-lending",
    name: "Outback Lending Co.",
    interestRate: 7.89,
    comparisonRate: 8.96,
    establishmentFees: 650,
    balloonPercent: 20,
  },
];

/** Two or three invented lenders per site with realistic secured car loan rates. */
export function generateFinanceLenders(site: ContentSite, options: { seed: number }): Array<typeof financeLenders.$inferInsert> {
  const random = createRandom(options.seed ^ hashString(`${site.slug}/lenders`));
  const count = random.int(2, 3);
  const start = random.int(0, LENDERS.length - 1);
  return Array.from({ length: count }, (_, i) => {
    const lender = LENDERS[(start + i) % LENDERS.length];
    const nudge = random.int(-20, 20) / 100;
    const interestRate = Math.round((lender.interestRate + nudge) * 100) / 100;
    const comparisonRate = Math.round((lender.comparisonRate + nudge) * 100) / 100;
    return {
      websiteId: site.id,
      provider: lender.provider,
      name: lender.name,
      interestRate,
      comparisonRate,
      establishmentFees: lender.establishmentFees,
      termMonths: 60,
      depositPercent: 10,
      balloonPercent: lender.balloonPercent,
      disclaimer:
        `Indicative repayments by ${lender.name} at ${interestRate.toFixed(2)}% p.a. (comparison rate ${comparisonRate.toFixed(2)}% p.a.) over 60 months with a 10% deposit and a ${lender.balloonPercent}% final payment, ` +
        `including an establishment fee of $${lender.establishmentFees}. ${FINANCE_WARNING} Finance is subject to the lender's credit approval, terms and conditions. ` +
        `${site.name} is a credit representative of ${lender.name}.`,
    };
  });
}
