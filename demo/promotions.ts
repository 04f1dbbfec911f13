/**
 * The demo dealers' home promotions (001 §9 slider, 1920 wide and 540 high, 790 on Coastal's override): a few
 * slides each, linking into the site, with drawn banner pictures (a vehicle from the demo art on the dealer's
 * colours). The words are the slide's own HTML text, never part of the picture.
 */
import { mkdir, readdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { WebsiteSettingsInput } from "~/domain/settings/schema";
import { SWATCHES, type Body, type Swatch } from "./catalogue";
import { vehicleSvg } from "./vehicle-art";

type Art = { file: string; body: Body; swatch: Swatch; from: string; to: string; height: number };
type Slide = { art: Art; alt: string; title: string; text: string; href: string; cta: string };

const art = (file: string, body: Body, swatch: Swatch, from: string, to: string, height = 540): Art => ({
  file,
  body,
  swatch,
  from,
  to,
  height,
});

const SLIDES: Record<string, { height?: number; slides: Slide[] }> = {
  "harbour-toyota": {
    slides: [
      {
        art: art("promo-harbour-hilux.svg", "ute", "white", "#7a0d11", "#c4161c"),
        alt: "A white dual-cab ute in the showroom",
        title: "HiLux run-out: drive away deals",
        text: "Every in-stock HiLux priced to clear before the new model lands.",
        href: "/special-offers",
        cta: "See the offers",
      },
      {
        art: art("promo-harbour-certified.svg", "suv", "silver", "#1f2933", "#52606d"),
        alt: "A silver SUV in the showroom",
        title: "Certified pre-owned, with an extra year of warranty",
        text: "Inspected, reconditioned and backed for longer.",
        href: "/search/used-cars",
        cta: "Browse used stock",
      },
      {
        art: art("promo-harbour-service.svg", "hatch", "red", "#3e4c59", "#9aa5b1"),
        alt: "A red hatchback in the workshop",
        title: "Logbook servicing by Toyota technicians",
        text: "Keep your warranty intact. Free shuttle to Newcastle West.",
        href: "/contact",
        cta: "Book a service",
      },
    ],
  },
  "coastal-motor-group": {
    height: 790,
    slides: [
      {
        art: art("promo-coastal-sale.svg", "suv", "blue", "#0b3954", "#087e8b", 790),
        alt: "A blue SUV in the showroom",
        title: "Sunshine Coast sale: three dealerships, one price",
        text: "New, demo and used from eight brands across the coast.",
        href: "/special-offers",
        cta: "Shop the sale",
      },
      {
        art: art("promo-coastal-fleet.svg", "van", "white", "#12355b", "#3c6e71", 790),
        alt: "A white van in the showroom",
        title: "Fleet and business buyers",
        text: "Volume pricing, finance and servicing for your business.",
        href: "/fleet",
        cta: "Talk to our fleet team",
      },
    ],
  },
  "ridge-caravans-motorcycles": {
    slides: [
      {
        art: art("promo-ridge-caravan.svg", "caravan", "white", "#5c3d2e", "#b85c38"),
        alt: "A white caravan in the showroom",
        title: "Off-road vans ready for winter trips",
        text: "Pre-delivery checked, gas and electrics certified.",
        href: "/search/new-used-and-demo-cars",
        cta: "See the vans",
      },
      {
        art: art("promo-ridge-adventure.svg", "adventure", "orange", "#283618", "#606c38"),
        alt: "An orange adventure motorcycle in the showroom",
        title: "Adventure bikes from the Darling Downs",
        text: "Test ride any bike in stock this weekend.",
        href: "/book-test-drive",
        cta: "Book a test ride",
      },
    ],
  },
  "westside-auto-exchange": {
    slides: [
      {
        art: art("promo-westside-used.svg", "sedan", "graphite", "#22223b", "#4a4e69"),
        alt: "A graphite sedan in the showroom",
        title: "Quality used cars, checked and warranted",
        text: "Every car inspected before sale and backed by our warranty.",
        href: "/search/new-used-and-demo-cars",
        cta: "Browse stock",
      },
      {
        art: art("promo-westside-trade.svg", "wagon", "green", "#1b4332", "#40916c"),
        alt: "A green wagon in the showroom",
        title: "We want your car",
        text: "A valuation online, paid out the same day.",
        href: "/trade-in",
        cta: "Value my car",
      },
    ],
  },
};

/** The promotionsSlider settings of a demo dealer (empty when it has none). */
export function demoPromotions(siteSlug: string): WebsiteSettingsInput["promotionsSlider"] {
  const entry = SLIDES[siteSlug];
  if (!entry) return {};
  return {
    ...(entry.height ? { height: entry.height } : {}),
    slides: entry.slides.map((s) => ({
      imageUrl: `/media/demo/${s.art.file}`,
      alt: s.alt,
      title: s.title,
      text: s.text,
      href: s.href,
      cta: s.cta,
    })),
  };
}

/** A banner: the dealer's colours on the left (where the words sit), the vehicle on the right. */
export function promotionSvg(a: Art): string {
  const h = a.height;
  const photoH = Math.round(h * 0.9);
  const photoW = Math.round((photoH * 4) / 3);
  const x = 1920 - photoW - Math.round(h * 0.08);
  const y = Math.round((h - photoH) / 2);
  const vehicle = vehicleSvg(a.body, SWATCHES[a.swatch], "front34").replace(
    /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 800 600" width="800" height="600">/,
    `<svg x="${x}" y="${y}" width="${photoW}" height="${photoH}" viewBox="0 0 800 600">`,
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1920 ${h}" width="1920" height="${h}">`,
    `<defs><linearGradient id="promo-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a.from}"/><stop offset="1" stop-color="${a.to}"/></linearGradient>`,
    `<clipPath id="promo-photo"><rect x="${x}" y="${y}" width="${photoW}" height="${photoH}" rx="24"/></clipPath></defs>`,
    `<rect width="1920" height="${h}" fill="url(#promo-bg)"/>`,
    `<path d="M0 ${h} L${Math.round(h * 1.1)} 0 L${Math.round(h * 1.35)} 0 L${Math.round(h * 0.25)} ${h} Z" fill="#ffffff" opacity="0.07"/>`,
    `<path d="M${Math.round(h * 0.5)} ${h} L${Math.round(h * 1.6)} 0 L${Math.round(h * 1.7)} 0 L${Math.round(h * 0.6)} ${h} Z" fill="#ffffff" opacity="0.05"/>`,
    `<g clip-path="url(#promo-photo)">${vehicle}</g>`,
    `</svg>`,
  ].join("");
}

/** Writes every demo promotion picture into `${mediaDir}/demo/` (files already there are kept). */
export async function writePromotionArt(mediaDir: string): Promise<void> {
  const dir = path.join(mediaDir, "demo");
  await mkdir(dir, { recursive: true });
  const present = new Set(await readdir(dir));
  for (const { slides } of Object.values(SLIDES)) {
    for (const { art: a } of slides) {
      if (present.has(a.file)) continue;
      const target = path.join(dir, a.file);
      const temp = `${target}.${process.pid}.tmp`;
      await writeFile(temp, promotionSvg(a));
      await rename(temp, target);
    }
  }
}
