/**
 * The invented demo dealers: each a website (template, theme, settings override), its dealerships and
 * locations at real-looking Australian addresses, custom hosts, and the stock to generate for it.
 * Phone numbers are from ACMA's range reserved for fiction (5550 xxxx); emails use example.com.au.
 */
import type { WebsiteSettingsInput } from "~/domain/settings/schema";
import type { TemplateName, ThemeTokens } from "~/domain/settings/theme";
import type { Address, OpeningHours } from "~/domain/locations/location-fields";
import { modelArt } from "./art/model-art";
import { CATALOGUE, findModel } from "./catalogue";
import { exteriorFile } from "./media-paths";
import { demoPromotions } from "./promotions";
import type { StockOptions } from "./stock-generator";

/** A promotion tile's picture: the named model's own drawing, white, front three-quarter. */
function promoPicture(make: string, name: string, body: "ute" | "suv"): string {
  const model = findModel(make, name);
  if (!model) throw new Error(`No ${make} ${name} in the catalogue`);
  return `/media/demo/${exteriorFile(modelArt(model, body), "white", "front34")}`;
}

export type DemoLocation = {
  slug: string;
  name: string;
  primary: boolean;
  visible?: boolean;
  locationType: "sales" | "service" | "parts" | "";
  locationSubtype?: string;
  manufacturers: string[];
  city: string;
  address: Address;
  phone: string;
  email: string;
  openingHours: OpeningHours;
  latitude: number;
  longitude: number;
};

export type DemoDealership = {
  slug: string;
  name: string;
  makes: string[];
  phone: string;
  email: string;
  abn: string;
  licenceNumber: string;
  locations: DemoLocation[];
};

export type DemoDealer = {
  website: {
    slug: string;
    name: string;
    template: TemplateName;
    theme: ThemeTokens;
    settings: WebsiteSettingsInput;
    logoText: string;
    tagline: string;
  };
  hosts: string[];
  dealerships: DemoDealership[];
  stock: Omit<StockOptions, "now" | "mediaPrefix">;
  /** A reviewer the dealer hides (see settings.reviews.hiddenReviewers); the seed writes one review by them. */
  hiddenReviewer?: string;
};

const CAR_MAKES = CATALOGUE.filter((m) => m.kind === "car").map((m) => m.name);

/** Opening hours Monday–Friday, Saturday and Sunday ("HH:MM", or null when closed). */
function hours(weekday: [string, string], saturday: [string, string] | null, sunday: [string, string] | null): OpeningHours {
  return [0, 1, 2, 3, 4, 5, 6].map((day) => {
    const slot = day === 0 ? sunday : day === 6 ? saturday : weekday;
    return { day, open: slot?.[0] ?? null, close: slot?.[1] ?? null };
  });
}

const SALES_HOURS = hours(["08:30", "17:30"], ["08:30", "16:00"], ["10:00", "15:00"]);
const SERVICE_HOURS = hours(["07:30", "17:00"], ["08:00", "12:00"], null);
const CARAVAN_HOURS = hours(["08:30", "17:00"], ["09:00", "16:00"], ["10:00", "14:00"]);

/** An ABN with a valid check (weights 10,1,3…19 over the digits with 1 taken from the first; sum divisible by 89). */
export function makeAbn(body: string): string {
  const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
  for (let lead = 10; lead <= 99; lead++) {
    const digits = `${lead}${body}`.split("").map(Number);
    const sum = digits.reduce((acc, d, i) => acc + (i === 0 ? d - 1 : d) * weights[i], 0);
    if (sum % 89 === 0) {
      const s = digits.join("");
      return `${s.slice(0, 2)} ${s.slice(2, 5)} ${s.slice(5, 8)} ${s.slice(8)}`;
    }
  }
  throw new Error(`no valid ABN ends in ${body}`);
}

/** A date as an ISO string in Australian eastern standard time (+10:00), as promo tiles are written. */
function aest(date: Date): string {
  return `${new Date(date.getTime() + 10 * 3_600_000).toISOString().slice(0, 19)}+10:00`;
}

const DAY = 86_400_000;

/** A day (YYYY-MM-DD) in Perth (UTC+8, no daylight saving), as a campaign's dates are written. */
function perthDay(date: Date): string {
  return new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

export function demoDealers(now: Date): DemoDealer[] {
  const tileStart = aest(new Date(now.getTime() - 7 * DAY));
  const tileEnd = aest(new Date(now.getTime() + 17 * DAY));

  const harbour: DemoDealer = {
    website: {
      slug: "harbour-toyota",
      name: "Harbour Toyota",
      template: "showroom",
      logoText: "HARBOUR TOYOTA",
      tagline: "Newcastle's home of Toyota since 1978",
      theme: {
        logo: { src: "/logos/harbour-toyota.svg", width: 240, height: 48 },
        brand: "#c4161c",
        brandContrast: "#ffffff",
        accent: "#1f2933",
        surfaceAlt: "#f5f5f6",
        radius: "small",
      },
      settings: {
        // "New" (the spec's default) on a used car reads as its condition: these dealers say "Just arrived".
        stock: { justArrivedText: "Just arrived" },
        promotionsSlider: demoPromotions("harbour-toyota"),
        singleManufacturer: "Toyota",
        vehicleKinds: ["car"],
        features: {
          financeWidgets: true,
          certifiedOnlyFilter: true,
          priceComparison: true,
          reportPlugins: { autogauge: true, carAnalysis: true, ppsrReport: true },
          phoneReveal: true,
        },
        onlineReservation: { enabled: true, pathSegment: "checkout", depositAmount: 200, holdHours: 48 },
        warranty: { newCarYears: 5, certifiedExtraYears: 1 },
        finance: { defaultInterestRate: 8.5 },
        search: {
          defaultState: "nsw",
          promoTiles: [
            {
              position: 1,
              title: "Stocktake Sale",
              text: "Run-out prices on every in-stock HiLux, RAV4 and Corolla.",
              href: "/special-offers",
              imageUrl: promoPicture("Toyota", "HiLux", "ute"),
              startsAt: tileStart,
              endsAt: tileEnd,
            },
          ],
        },
        contact: {
          phone: "(02) 5550 1978",
          email: "sales@harbour-toyota.example.com.au",
          facebookUrl: "https://www.facebook.com/harbourtoyota.example",
          instagramUrl: "",
        },
      },
    },
    hosts: ["harbour-toyota.example.com.au"],
    dealerships: [
      {
        slug: "harbour-toyota",
        name: "Harbour Toyota",
        makes: ["Toyota"],
        phone: "(02) 5550 1978",
        email: "sales@harbour-toyota.example.com.au",
        abn: makeAbn("824753911"),
        licenceNumber: "MD012478",
        locations: [
          {
            slug: "newcastle-west",
            name: "Harbour Toyota Newcastle West",
            primary: true,
            locationType: "sales",
            manufacturers: ["Toyota"],
            city: "Newcastle West",
            address: { street: "640 Hunter Street", suburb: "Newcastle West", state: "NSW", postcode: "2302" },
            phone: "(02) 5550 1978",
            email: "sales@harbour-toyota.example.com.au",
            openingHours: SALES_HOURS,
            latitude: -32.9259,
            longitude: 151.7585,
          },
          {
            slug: "hamilton-north-service",
            name: "Harbour Toyota Service & Parts",
            primary: false,
            locationType: "service",
            locationSubtype: "parts",
            manufacturers: ["Toyota"],
            city: "Hamilton North",
            address: { street: "22 Clyde Street", suburb: "Hamilton North", state: "NSW", postcode: "2292" },
            phone: "(02) 5550 1980",
            email: "service@harbour-toyota.example.com.au",
            openingHours: SERVICE_HOURS,
            latitude: -32.9128,
            longitude: 151.7365,
          },
        ],
      },
    ],
    stock: {
      count: 900,
      seed: 1001,
      kinds: ["car"],
      makes: ["Toyota"],
      usedMakes: CAR_MAKES,
      carTypeWeights: { new: 45, demo: 10, used: 45 },
    },
  };

  const coastalPhone = "(07) 5550 4100";
  const coastal: DemoDealer = {
    website: {
      slug: "coastal-motor-group",
      name: "Coastal Motor Group",
      template: "group",
      logoText: "Coastal Motor Group",
      tagline: "Eight brands, six locations, one Sunshine Coast family",
      theme: {
        logo: { src: "/logos/coastal-motor-group.svg", width: 236, height: 48 },
        brand: "#0b3d5c",
        brandContrast: "#ffffff",
        accent: "#f2a541",
        surface: "#ffffff",
        surfaceAlt: "#f1f5f8",
        text: "#14202b",
        muted: "#4a5a68",
        radius: "round",
      },
      settings: {
        // "New" (the spec's default) on a used car reads as its condition: these dealers say "Just arrived".
        stock: { justArrivedText: "Just arrived" },
        promotionsSlider: demoPromotions("coastal-motor-group"),
        vehicleKinds: ["car"],
        features: { fuelTags: true, viewsOnCards: true, certifiedOnlyFilter: false, chat: { enabled: true, openOnEnquire: true } },
        onlineReservation: { enabled: true, pathSegment: "buy-online", returnPolicy: { enabled: true, days: 14, maxKm: 500 } },
        access: {
          gates: { checkout: true },
          // The three dealer-specific "my…" pages (001 §2): content pages behind the sign-in gate.
          extraGatedPaths: [
            { path: "/pages/my-rewards", type: "my-garage" },
            { path: "/pages/my-service-plan", type: "my-garage" },
            { path: "/pages/my-documents", type: "my-garage" },
          ],
        },
        warranty: { newCarYears: 7 },
        // One review the dealer took down (seeded with this id, so the exclusion shows).
        reviews: { hiddenReviewers: ["Spam Account"], hiddenReviewIds: ["ChZDSUhNMG9nS0VJQ0FnSUQexcluded"] },
        search: {
          promoTiles: [
            {
              position: 8,
              title: "Drive-away deals on Kia & MG",
              text: "Sharp pricing on in-stock Sportage, Seltos and ZS Hybrid+.",
              href: "/search/new-used-and-demo-cars?make=Kia&make=MG",
              // Only on searches that could hold a Kia or an MG (not on a Mazda search).
              filters: { make: ["Kia", "MG"] },
              imageUrl: promoPicture("Kia", "Sportage", "suv"),
            },
            {
              position: 17,
              title: "We'll buy your car",
              text: "Free valuation in minutes, even if you don't buy from us.",
              href: "/trade-in",
            },
          ],
        },
        contact: {
          phone: coastalPhone,
          email: "hello@coastalmotorgroup.example.com.au",
          facebookUrl: "",
          instagramUrl: "https://www.instagram.com/coastalmotorgroup.example",
        },
      },
    },
    hosts: ["www.coastalmotorgroup.example.com.au", "coastalmotorgroup.example.com.au"],
    dealerships: [
      {
        slug: "coastal-kia-mg",
        name: "Coastal Kia & MG",
        makes: ["Kia", "MG"],
        phone: "(07) 5550 4110",
        email: "kia.mg@coastalmotorgroup.example.com.au",
        abn: makeAbn("613902447"),
        licenceNumber: "3415620",
        locations: [
          {
            slug: "maroochydore",
            name: "Coastal Kia & MG Maroochydore",
            primary: true,
            locationType: "sales",
            manufacturers: ["Kia", "MG"],
            city: "Maroochydore",
            address: { street: "110 Maroochydore Road", suburb: "Maroochydore", state: "QLD", postcode: "4558" },
            phone: "(07) 5550 4110",
            email: "kia.mg@coastalmotorgroup.example.com.au",
            openingHours: SALES_HOURS,
            latitude: -26.6598,
            longitude: 153.0788,
          },
          {
            slug: "kunda-park-service",
            name: "Coastal Service Centre Kunda Park",
            primary: false,
            locationType: "service",
            locationSubtype: "parts",
            manufacturers: ["Kia", "MG", "Mazda", "Nissan"],
            city: "Kunda Park",
            address: { street: "14 Enterprise Street", suburb: "Kunda Park", state: "QLD", postcode: "4556" },
            phone: "(07) 5550 4150",
            email: "service@coastalmotorgroup.example.com.au",
            openingHours: SERVICE_HOURS,
            latitude: -26.6652,
            longitude: 153.0302,
          },
        ],
      },
      {
        slug: "coastal-mazda-nissan",
        name: "Coastal Mazda & Nissan",
        makes: ["Mazda", "Nissan"],
        phone: "(07) 5550 4120",
        email: "mazda.nissan@coastalmotorgroup.example.com.au",
        abn: makeAbn("770281934"),
        licenceNumber: "3415621",
        locations: [
          {
            slug: "caloundra",
            name: "Coastal Mazda & Nissan Caloundra",
            primary: false,
            locationType: "sales",
            manufacturers: ["Mazda", "Nissan"],
            city: "Caloundra West",
            address: { street: "65 Caloundra Road", suburb: "Caloundra West", state: "QLD", postcode: "4551" },
            phone: "(07) 5550 4120",
            email: "mazda.nissan@coastalmotorgroup.example.com.au",
            openingHours: SALES_HOURS,
            latitude: -26.7865,
            longitude: 153.1035,
          },
          {
            slug: "birtinya-used",
            name: "Coastal Used Car Centre Birtinya",
            primary: false,
            locationType: "sales",
            locationSubtype: "used",
            manufacturers: [],
            city: "Birtinya",
            address: { street: "1 Lake Kawana Boulevard", suburb: "Birtinya", state: "QLD", postcode: "4575" },
            phone: "(07) 5550 4130",
            email: "used@coastalmotorgroup.example.com.au",
            openingHours: SALES_HOURS,
            latitude: -26.7432,
            longitude: 153.1178,
          },
        ],
      },
      {
        slug: "coastal-ford-gwm",
        name: "Coastal Ford, GWM & Chery",
        makes: ["Ford", "GWM", "Chery", "Hyundai"],
        phone: "(07) 5550 4140",
        email: "ford.gwm@coastalmotorgroup.example.com.au",
        abn: makeAbn("158663207"),
        licenceNumber: "3415622",
        locations: [
          {
            slug: "noosaville",
            name: "Coastal Ford & GWM Noosaville",
            primary: false,
            locationType: "sales",
            manufacturers: ["Ford", "GWM", "Chery"],
            city: "Noosaville",
            address: { street: "180 Eumundi Noosa Road", suburb: "Noosaville", state: "QLD", postcode: "4566" },
            phone: "(07) 5550 4140",
            email: "ford.gwm@coastalmotorgroup.example.com.au",
            openingHours: SALES_HOURS,
            latitude: -26.4055,
            longitude: 153.0476,
          },
          {
            slug: "nambour",
            name: "Coastal Hyundai & Chery Nambour",
            primary: false,
            locationType: "sales",
            manufacturers: ["Hyundai", "Chery"],
            city: "Nambour",
            address: { street: "40 Howard Street", suburb: "Nambour", state: "QLD", postcode: "4560" },
            phone: "(07) 5550 4145",
            email: "nambour@coastalmotorgroup.example.com.au",
            openingHours: SALES_HOURS,
            latitude: -26.6268,
            longitude: 152.9593,
          },
        ],
      },
    ],
    stock: {
      count: 1200,
      seed: 2002,
      kinds: ["car"],
      makes: ["Kia", "MG", "Mazda", "Nissan", "Ford", "GWM", "Chery", "Hyundai"],
      usedMakes: CAR_MAKES,
    },
    hiddenReviewer: "Spam Account",
  };

  const ridge: DemoDealer = {
    website: {
      slug: "ridge-caravans-motorcycles",
      name: "Ridge Caravans & Motorcycles",
      template: "showroom",
      logoText: "RIDGE",
      tagline: "Caravans, campers and bikes on the Darling Downs",
      theme: {
        logo: { src: "/logos/ridge-caravans-motorcycles.svg", width: 232, height: 48 },
        brand: "#2f5233",
        brandContrast: "#ffffff",
        accent: "#d97a2b",
        surface: "#fffdf8",
        surfaceAlt: "#f2eee6",
        text: "#1f1f1a",
        muted: "#55524a",
        radius: "none",
      },
      settings: {
        promotionsSlider: demoPromotions("ridge-caravans-motorcycles"),
        vehicleKinds: ["caravan", "motorcycle"],
        features: { financeWidgets: false, fuelCalculator: false, priceComparison: false },
        stock: { soldDays: 7, justArrivedText: "Just arrived" },
        search: {
          customBodies: ["caravan", "pop top", "camper trailer", "motorhome", "naked", "adventure", "cruiser", "sport", "scooter", "dirt"],
          customBodySelectorLimit: 10,
          weWantYourCarPosition: 10,
        },
        labels: { weWantYourCarTitle: "We Want Your Van or Bike", noPriceText: "Call for price." },
        delivery: { baseFee: 350, perKm: 2.1, freeWithinKm: 30 },
        contact: { phone: "(07) 5550 7700", email: "sales@ridgecaravans.example.com.au", facebookUrl: "", instagramUrl: "" },
      },
    },
    hosts: ["ridgecaravans.example.com.au"],
    dealerships: [
      {
        slug: "ridge-caravans-motorcycles",
        name: "Ridge Caravans & Motorcycles",
        makes: CATALOGUE.filter((m) => m.kind !== "car").map((m) => m.name),
        phone: "(07) 5550 7700",
        email: "sales@ridgecaravans.example.com.au",
        abn: makeAbn("402178865"),
        licenceNumber: "3420187",
        locations: [
          {
            slug: "toowoomba",
            name: "Ridge Caravans & Motorcycles Toowoomba",
            primary: true,
            locationType: "sales",
            manufacturers: CATALOGUE.filter((m) => m.kind !== "car").map((m) => m.name),
            city: "Toowoomba",
            address: { street: "750 Ruthven Street", suburb: "South Toowoomba", state: "QLD", postcode: "4350" },
            phone: "(07) 5550 7700",
            email: "sales@ridgecaravans.example.com.au",
            openingHours: CARAVAN_HOURS,
            latitude: -27.5763,
            longitude: 151.9531,
          },
        ],
      },
    ],
    stock: { count: 450, seed: 3003, kinds: ["caravan", "motorcycle"] },
  };

  const westside: DemoDealer = {
    website: {
      slug: "westside-auto-exchange",
      name: "Westside Auto Exchange",
      template: "boutique",
      logoText: "Westside Auto Exchange",
      tagline: "Quality used cars south of the river",
      theme: {
        logo: { src: "/logos/westside-auto-exchange.svg", width: 250, height: 48 },
        brand: "#5b2a86",
        brandContrast: "#ffffff",
        accent: "#16a085",
        surfaceAlt: "#f4f1f8",
        radius: "round",
      },
      settings: {
        // "New" (the spec's default) on a used car reads as its condition: these dealers say "Just arrived".
        stock: { justArrivedText: "Just arrived" },
        promotionsSlider: demoPromotions("westside-auto-exchange"),
        vehicleKinds: ["car"],
        search: {
          defaultState: "wa",
          defaultSearchPath: "/search/used-cars/",
          weWantYourCarPosition: 6,
          promoTiles: [
            {
              position: 9,
              title: "Under $15k",
              text: "Reliable runabouts, all with a roadworthy.",
              href: "/search/used-cars?price_max=15000",
            },
          ],
        },
        forms: { termsRequired: true },
        features: { reportPlugins: { autogauge: true, carAnalysis: true, ppsrReport: true } },
        spinToWin: {
          campaign: {
            id: "westside-spring-spin",
            name: "Westside Spring Spin",
            startDate: perthDay(new Date(now.getTime() - 14 * DAY)),
            endDate: perthDay(new Date(now.getTime() + 45 * DAY)),
            timeZone: "Australia/Perth",
            terms: [
              "Open to residents of Western Australia aged 18 and over with a verified Australian mobile number. One spin per person for the whole campaign.",
              "Each spin is drawn by our server when you press Spin; the chance of each prize is shown beside it and does not change while prizes last. When a prize has all been won, its share of the wheel wins nothing.",
              "Prizes are not transferable or redeemable for cash. Claim within 30 days at our Cannington yard with photo ID matching the name you gave. The fuel card and detail are available with or without a purchase; the $500 voucher applies to a car bought from us during the campaign.",
              "Westside Auto Exchange will contact you about your prize by phone or email and will not use your details for marketing unless you ask us to.",
            ].join("\n\n"),
            prizes: [
              {
                id: "voucher-500",
                label: "$500 off a car",
                description: "Taken off the price of any car you buy from us during the campaign.",
                oddsPercent: 2,
                stock: 5,
              },
              {
                id: "fuel-50",
                label: "$50 fuel card",
                description: "A prepaid fuel card, accepted at most WA service stations.",
                oddsPercent: 10,
                stock: 40,
              },
              {
                id: "detail",
                label: "Free interior detail",
                description: "A full interior detail of your current car at our yard.",
                oddsPercent: 8,
                stock: 25,
              },
              {
                id: "coffee",
                label: "Coffee on us",
                description: "Two coffees from the café next door, on your next visit.",
                oddsPercent: 30,
                stock: 500,
              },
            ],
          },
        },
        // This dealer asks shoppers to sign in before its finance page.
        access: { gates: { finance: true } },
        warranty: { standardYears: 1 },
        contact: { phone: "(08) 5550 6107", email: "sales@westsideauto.example.com.au", facebookUrl: "", instagramUrl: "" },
      },
    },
    hosts: ["westsideauto.example.com.au"],
    dealerships: [
      {
        slug: "westside-auto-exchange",
        name: "Westside Auto Exchange",
        makes: [],
        phone: "(08) 5550 6107",
        email: "sales@westsideauto.example.com.au",
        abn: makeAbn("930556412"),
        licenceNumber: "MD27681",
        locations: [
          {
            slug: "cannington",
            name: "Westside Auto Exchange Cannington",
            primary: true,
            locationType: "sales",
            manufacturers: [],
            city: "Cannington",
            address: { street: "1420 Albany Highway", suburb: "Cannington", state: "WA", postcode: "6107" },
            phone: "(08) 5550 6107",
            email: "sales@westsideauto.example.com.au",
            openingHours: hours(["08:30", "17:30"], ["09:00", "16:00"], ["10:00", "16:00"]),
            latitude: -32.0163,
            longitude: 115.9352,
          },
        ],
      },
    ],
    stock: { count: 160, seed: 4004, kinds: ["car"], carTypeWeights: { new: 0, demo: 0, used: 1 } },
  };

  return [harbour, coastal, ridge, westside];
}
