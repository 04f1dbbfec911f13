/**
 * The dealer texts of 001 §9 built from the dealer's settings: warranty claims (3-year standard, 5 or 7 years on
 * new cars of the groups that offer it, certified +1 year, 12 months roadside assist, 90-point inspection), the
 * return policy (14 days, at most 500 km, a quarter tank, keys and accessories) and the privacy timings
 * (acknowledge in 7 days, access in 30, resolve complaints within 30). `settings.dealerTexts` says where each
 * appears (vehicle tabs `tab:{id}`, content pages `page:{slug}`); they appear there even when the dealer has
 * written its own page for the place, so a claim the settings make is never lost behind custom content.
 */
import type { WebsiteSettings } from "~/domain/settings/schema";

type TextSettings = Pick<WebsiteSettings, "warranty" | "onlineReservation" | "privacy" | "dealerTexts">;
export type TextCar = { carType: string; certified: boolean };
export type DealerText = { key: "warranty" | "returnPolicy" | "privacyTimings"; heading: string; lines: string[] };

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

/** Every warranty claim the dealer makes, or, for one car, those that apply to it. */
export function warrantyClaims(s: TextSettings, car?: TextCar): string[] {
  const w = s.warranty;
  const isNew = car?.carType === "new";
  const lines: string[] = [];
  if (!car || !isNew) {
    if (!car || !car.certified || !w.certifiedExtraYears)
      lines.push(`${w.standardYears}-year warranty${car ? "" : " on eligible used vehicles"}.`);
    if (w.certifiedExtraYears && (!car || car.certified))
      lines.push(
        car
          ? `${w.standardYears + w.certifiedExtraYears}-year warranty: certified pre-owned adds ${plural(w.certifiedExtraYears, "year")}.`
          : `Certified pre-owned vehicles add ${plural(w.certifiedExtraYears, "year")} of warranty.`,
      );
  }
  if (w.newCarYears && (!car || isNew)) lines.push(`${w.newCarYears}-year warranty on new vehicles.`);
  if (w.roadsideAssistMonths) lines.push(`${w.roadsideAssistMonths} months roadside assistance.`);
  if (w.inspectionPoints && !isNew)
    lines.push(`${w.inspectionPoints}-point inspection${car ? " before delivery" : " on every used vehicle"}.`);
  return lines;
}

/** The return policy, when the dealer offers one. */
export function returnPolicyLines(s: TextSettings): string[] {
  const r = s.onlineReservation.returnPolicy;
  if (!r.enabled) return [];
  return [
    `${r.days}-day money back or exchange.`,
    `Return the vehicle within ${r.days} days with no more than ${r.maxKm} km driven, at least a quarter tank of fuel, and all keys and accessories.`,
  ];
}

export function privacyTimingLines(s: TextSettings): string[] {
  const p = s.privacy;
  return [
    `We acknowledge your privacy request or complaint within ${p.acknowledgeDays} days.`,
    `We give you access to your personal information within ${p.accessDays} days.`,
    `We aim to resolve a privacy complaint within ${p.complaintDays} days.`,
  ];
}

/** The texts the dealer's settings place at `place` ("tab:whatsIncluded", "page:privacy-policy"…), in a fixed order. */
export function dealerTextsFor(place: string, s: TextSettings, car?: TextCar): DealerText[] {
  const at = (key: DealerText["key"]) => s.dealerTexts[key].includes(place);
  const texts: DealerText[] = [];
  if (at("warranty")) texts.push({ key: "warranty", heading: "Warranty and roadside assistance", lines: warrantyClaims(s, car) });
  if (at("returnPolicy")) texts.push({ key: "returnPolicy", heading: "Return policy", lines: returnPolicyLines(s) });
  if (at("privacyTimings")) texts.push({ key: "privacyTimings", heading: "Our privacy response times", lines: privacyTimingLines(s) });
  return texts.filter((t) => t.lines.length > 0);
}

/**
 * A content page's body with the dealer texts of its place added as "## heading" and "- line" blocks (the
 * content page format), leaving out any line the dealer's own text already says word for word.
 */
export function withDealerTexts(body: string, texts: readonly DealerText[]): string {
  const appendix = dealerTextsAppendix(body, texts);
  return appendix ? `${body.trimEnd()}\n\n${appendix}` : body;
}

/**
 * Only the added blocks of `withDealerTexts` ("" when none), for a body stored as HTML: `body` is then its words
 * (the duplicate check reads words, not markup), and the blocks are shown after it.
 */
export function dealerTextsAppendix(body: string, texts: readonly DealerText[]): string {
  const flat = body.replace(/\s+/g, " ").toLowerCase();
  return texts
    .map((t) => ({ ...t, lines: t.lines.filter((l) => !flat.includes(l.replace(/\.$/, "").toLowerCase())) }))
    .filter((t) => t.lines.length > 0)
    .map((t) => `## ${t.heading}\n\n${t.lines.map((l) => `- ${l}`).join("\n")}`)
    .join("\n\n");
}
