/**
 * Spin to win: a dealer's campaign (in the dealer's settings), when it is open, and which prize one spin wins.
 * Pure: the time and the random number are passed in, so every rule is unit-testable. The server decides each
 * spin (server/spin), the wheel in the browser only shows the answer (ADR 032).
 */
import { z } from "zod";

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date YYYY-MM-DD");

function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat("en-AU", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

export const spinPrizeSchema = z.object({
  /** Stable id: the stock count and every entry name the prize by it, so a renamed prize keeps its count. */
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, "must be lower-case letters, digits and dashes"),
  label: z.string().trim().min(1).max(60),
  description: z.string().max(300).default(""),
  /** Chance of winning this prize on one spin, in percent (the prizes' sum is at most 100; the rest wins nothing). */
  oddsPercent: z.number().min(0).max(100),
  /** How many of this prize the whole campaign gives away. */
  stock: z.number().int().min(0).max(1_000_000),
});

export const spinCampaignSchema = z
  .object({
    /** Stable id: one spin per shopper per campaign id. A new campaign needs a new id. */
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,59}$/, "must be lower-case letters, digits and dashes"),
    name: z.string().trim().min(1).max(80),
    /** First and last day of the campaign (inclusive), in the dealer's time zone. */
    startDate: isoDate,
    endDate: isoDate,
    timeZone: z.string().refine(isTimeZone, "must be an IANA time zone, e.g. Australia/Sydney").default("Australia/Sydney"),
    terms: z.string().trim().min(1),
    prizes: z.array(spinPrizeSchema).min(1).max(11),
  })
  .refine((c) => c.endDate >= c.startDate, { message: "must not be before startDate", path: ["endDate"] })
  .refine((c) => new Set(c.prizes.map((p) => p.id)).size === c.prizes.length, { message: "prize ids must differ", path: ["prizes"] })
  .refine((c) => totalOdds(c.prizes) <= 100 + 1e-9, { message: "the prizes' odds add up to more than 100%", path: ["prizes"] });

export type SpinPrize = z.output<typeof spinPrizeSchema>;
export type SpinCampaign = z.output<typeof spinCampaignSchema>;

function totalOdds(prizes: ReadonlyArray<{ oddsPercent: number }>): number {
  return prizes.reduce((sum, p) => sum + p.oddsPercent, 0);
}

/** The UTC offset (minutes) of a time zone at an instant. */
function offsetMinutes(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** The instant a calendar day starts (local midnight) in a time zone. */
export function startOfDay(date: string, timeZone: string): Date {
  const [y, m, d] = date.split("-").map(Number);
  const utcMidnight = Date.UTC(y, m - 1, d);
  let guess = utcMidnight - offsetMinutes(timeZone, new Date(utcMidnight)) * 60_000;
  // Once more at the guess: the offset may differ there (a daylight-saving change that day).
  guess = utcMidnight - offsetMinutes(timeZone, new Date(guess)) * 60_000;
  return new Date(guess);
}

function nextDay(date: string): string {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

export type CampaignPhase = { phase: "before"; opensAt: Date } | { phase: "open"; closesAt: Date } | { phase: "after"; closedAt: Date };

/** Before, during or after the campaign: it opens at the start day's midnight and closes at the end of its last day, dealer's time. */
export function campaignPhase(campaign: Pick<SpinCampaign, "startDate" | "endDate" | "timeZone">, now: Date): CampaignPhase {
  const opensAt = startOfDay(campaign.startDate, campaign.timeZone);
  const closesAt = startOfDay(nextDay(campaign.endDate), campaign.timeZone);
  if (now.getTime() < opensAt.getTime()) return { phase: "before", opensAt };
  if (now.getTime() >= closesAt.getTime()) return { phase: "after", closedAt: closesAt };
  return { phase: "open", closesAt };
}

/** A campaign day as shoppers read it: "Monday 1 December 2026". */
export function formatCampaignDay(date: string): string {
  const [y, m, d] = date.split("-").map(Number);
  return new Intl.DateTimeFormat("en-AU", { timeZone: "UTC", weekday: "long", day: "numeric", month: "long", year: "numeric" }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

/** What a shopper reads when the campaign is not open. */
export function phaseMessage(campaign: SpinCampaign, phase: CampaignPhase): string | null {
  if (phase.phase === "before") return `${campaign.name} opens on ${formatCampaignDay(campaign.startDate)}. Come back then to spin.`;
  if (phase.phase === "after")
    return `${campaign.name} ended on ${formatCampaignDay(campaign.endDate)}. Thank you to everyone who took part.`;
  return null;
}

/** One slice of the wheel: a prize, or the share of spins that win nothing. */
export type WheelSegment = { id: string; label: string; percent: number; prize: boolean };

export const NO_PRIZE_ID = "no-prize";
export const NO_PRIZE_LABEL = "No prize this time";

/** The wheel's slices in the campaign's order, the share that wins nothing last; prizes with 0% odds are not on it. */
export function wheelSegments(campaign: Pick<SpinCampaign, "prizes">): WheelSegment[] {
  const segments: WheelSegment[] = campaign.prizes
    .filter((p) => p.oddsPercent > 0)
    .map((p) => ({ id: p.id, label: p.label, percent: p.oddsPercent, prize: true }));
  const rest = 100 - totalOdds(campaign.prizes);
  if (rest > 1e-9) segments.push({ id: NO_PRIZE_ID, label: NO_PRIZE_LABEL, percent: rest, prize: false });
  return segments;
}

/**
 * The prize one spin wins. `random` is uniform in [0, 1): it picks a point on the 0–100% line, where each prize
 * holds a stretch as long as its odds, in the campaign's order. A prize whose stock is gone (`awarded` ≥ stock)
 * wins nothing: its stretch is never handed to another prize, so no prize is ever likelier than advertised.
 */
export function drawPrize(
  campaign: Pick<SpinCampaign, "prizes">,
  awarded: Readonly<Record<string, number>>,
  random: number,
): SpinPrize | null {
  if (!(random >= 0 && random < 1)) throw new RangeError(`random must be in [0, 1), got ${random}`);
  const point = random * 100;
  let edge = 0;
  for (const prize of campaign.prizes) {
    edge += prize.oddsPercent;
    if (point < edge) return remainingStock(prize, awarded) > 0 ? prize : null;
  }
  return null;
}

export function remainingStock(prize: Pick<SpinPrize, "id" | "stock">, awarded: Readonly<Record<string, number>>): number {
  return Math.max(0, prize.stock - (awarded[prize.id] ?? 0));
}

export const spinEntrySchema = z.object({
  name: z.string({ error: "Please enter your name." }).trim().min(1, "Please enter your name.").max(120, "Please shorten your name."),
  email: z
    .string()
    .trim()
    .max(254)
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.email("Please enter a valid email address.").optional()),
  terms: z.literal("on", { error: "Please agree to the campaign's terms to spin." }),
});

export type SpinEntry = z.output<typeof spinEntrySchema>;

/** The shopper's entry details from a form post: the values, or a message per field. */
export function parseSpinEntry(
  values: Record<string, unknown>,
): { ok: true; entry: SpinEntry } | { ok: false; errors: Record<string, string> } {
  const result = spinEntrySchema.safeParse({
    name: typeof values.name === "string" ? values.name : undefined,
    email: typeof values.email === "string" ? values.email : undefined,
    terms: values.terms,
  });
  if (result.success) return { ok: true, entry: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The accessible result text of a spin. */
export function resultText(prizeLabel: string | null): string {
  return prizeLabel ? `You won: ${prizeLabel}.` : "No prize this time. Thanks for playing.";
}
