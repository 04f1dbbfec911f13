/**
 * Demo activity for the console's dashboard (issue 19, ADR 041): leads over the last 90 days by kind and location
 * (more at weekends, a few still new), each with its delivery to the dealer's email (a few dead-lettered after
 * failed attempts), the handling of the older ones, and price changes of some cars. Views per car are counted by SQL
 * in the seed (one statement; server/db/seed-demo.ts). Deterministic: the same seed and `now` give the same rows.
 */
import { viewDay } from "~/domain/vehicle/views";
import { createRandom, type Random } from "./random";

export type ActivitySite = {
  id: number;
  email: string;
  locations: readonly number[];
  cars: ReadonlyArray<{ id: number; price: number | null; status: string }>;
};

export const ACTIVITY_DAYS = 90;

const KINDS = [
  { kind: "enquiry", weight: 45, car: true },
  { kind: "test-drive", weight: 20, car: true },
  { kind: "trade-in", weight: 12, car: false },
  { kind: "finance", weight: 10, car: true },
  { kind: "request-photos", weight: 8, car: true },
  { kind: "chat", weight: 5, car: false },
] as const;

const FIRST = [
  "Olivia",
  "Jack",
  "Charlotte",
  "Noah",
  "Amelia",
  "William",
  "Isla",
  "Oliver",
  "Mia",
  "Lucas",
  "Ava",
  "Leo",
  "Grace",
  "Henry",
];
const LAST = ["Smith", "Nguyen", "Brown", "Wilson", "Taylor", "Singh", "Martin", "Lee", "Walker", "Chen", "Kelly", "Murphy", "Patel"];
const MESSAGES = [
  "Is this one still available?",
  "Could I book a test drive this Saturday morning?",
  "What would my repayments be over five years?",
  "Can you send more photos of the interior?",
  "Happy to trade in my current car: what would you give me?",
];

/** A version 4 UUID from the seeded random source (the lead's id, so its deliveries can name it). */
function uuid(random: Random): string {
  const hex = random.chars("0123456789abcdef", 32).split("");
  hex[12] = "4";
  hex[16] = "89ab"[random.int(0, 3)];
  const h = hex.join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export type DemoLead = {
  id: string;
  websiteId: number;
  idempotencyKey: string;
  kind: string;
  eventId: number;
  locationId: number;
  carId: number | null;
  name: string;
  email: string;
  phone: string;
  payload: Record<string, unknown>;
  createdAt: Date;
};
export type DemoDelivery = {
  leadId: string;
  websiteId: number;
  target: string;
  destination: string;
  status: "delivered" | "dead";
  attempts: number;
  lastError: string | null;
  deliveredAt: Date | null;
  nextAttemptAt: Date;
  createdAt: Date;
};
export type DemoAttempt = { leadIndex: number; ok: boolean; error: string | null; durationMs: number; attemptedAt: Date };
export type DemoHandling = { leadId: string; websiteId: number; status: "contacted" | "won" | "lost"; updatedAt: Date };
export type DemoPriceChange = {
  websiteId: number;
  carId: number;
  oldPrice: number;
  newPrice: number;
  source: string;
  actor: string;
  changedAt: Date;
};

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export function generateActivity(site: ActivitySite, options: { seed: number; now: Date }) {
  const random = createRandom(options.seed * 7919 + site.id);
  const now = options.now.getTime();
  const leads: DemoLead[] = [];
  const deliveries: DemoDelivery[] = [];
  const attempts: DemoAttempt[] = [];
  const handling: DemoHandling[] = [];
  const forSale = site.cars.filter((c) => c.status !== "sold");
  for (let daysAgo = ACTIVITY_DAYS - 1; daysAgo >= 0; daysAgo--) {
    const dayStart = now - daysAgo * DAY;
    const weekday = new Date(dayStart).getUTCDay();
    const busy = weekday === 6 || weekday === 0 ? 2 : 0;
    const count = random.int(0, 3) + busy;
    for (let n = 0; n < count; n++) {
      const createdAt = new Date(Math.min(now - MINUTE, dayStart - random.int(0, 14 * 60) * MINUTE));
      const { kind, car } = random.weighted(KINDS, (k) => k.weight);
      const first = random.pick(FIRST);
      const last = random.pick(LAST);
      const id = uuid(random);
      const index = leads.length;
      leads.push({
        id,
        websiteId: site.id,
        idempotencyKey: `demo-activity-${index}`,
        kind,
        eventId: random.int(10, 40),
        locationId: random.pick(site.locations),
        carId: car && forSale.length > 0 ? random.pick(forSale).id : null,
        name: `${first} ${last}`,
        email: `${first}.${last}${random.int(1, 99)}@example.com`.toLowerCase(),
        phone: `04${random.chars("0123456789", 2)} ${random.chars("0123456789", 3)} ${random.chars("0123456789", 3)}`,
        payload: { demo: true, form: { message: random.pick(MESSAGES) } },
        createdAt,
      });
      const dead = random.chance(0.03);
      const tries = dead ? 6 : random.chance(0.08) ? 2 : 1;
      // The attempts of a delivery that failed at least once (a first-time delivery needs no history to show).
      for (let t = 0; tries > 1 && t < tries; t++) {
        const ok = !dead && t === tries - 1;
        attempts.push({
          leadIndex: index,
          ok,
          error: ok ? null : "550 5.1.1 Mailbox unavailable",
          durationMs: random.int(80, 900),
          attemptedAt: new Date(createdAt.getTime() + t * 30 * MINUTE + 1000),
        });
      }
      deliveries.push({
        leadId: id,
        websiteId: site.id,
        target: "email",
        destination: site.email,
        status: dead ? "dead" : "delivered",
        attempts: tries,
        lastError: dead || tries > 1 ? "550 5.1.1 Mailbox unavailable" : null,
        deliveredAt: dead ? null : new Date(createdAt.getTime() + (tries - 1) * 30 * MINUTE + 2000),
        nextAttemptAt: new Date(createdAt.getTime() + tries * 30 * MINUTE),
        createdAt,
      });
      // Leads older than two days have been handled; the newest are still new.
      if (daysAgo > 2) {
        const status = random.weighted(["contacted", "won", "lost"] as const, (s) => (s === "contacted" ? 5 : s === "won" ? 2 : 3));
        handling.push({
          leadId: id,
          websiteId: site.id,
          status,
          updatedAt: new Date(createdAt.getTime() + random.int(1, 48) * 60 * MINUTE),
        });
      }
    }
  }
  const priceChanges: DemoPriceChange[] = [];
  for (const car of forSale) {
    if (car.price === null || !random.chance(0.04)) continue;
    const cut = random.int(1, 6) * 500;
    priceChanges.push({
      websiteId: site.id,
      carId: car.id,
      oldPrice: car.price + cut,
      newPrice: car.price,
      source: random.chance(0.6) ? "console" : "feed",
      actor: random.chance(0.6) ? "demo" : "feed",
      changedAt: new Date(now - random.int(1, 60) * DAY - random.int(0, 600) * MINUTE),
    });
  }
  return { leads, deliveries, attempts, handling, priceChanges };
}

/** The car_views days of the last `days` days up to `now` (the view counter's own east-coast days), oldest first. */
export function viewDays(now: Date, days = 30): string[] {
  return Array.from({ length: days }, (_, i) => viewDay(now.getTime() - (days - 1 - i) * DAY));
}
