/**
 * Onboarding a dealer (issue 20): the platform operator's console form and `scripts/create-dealer.ts` both call
 * `createDealer`. In ONE transaction it writes the website (neutral theme, default settings), its dealership, the
 * first location (placed by its postcode), starter About / Terms / Privacy pages (the footer and forms link them), the
 * owner's staff account with the owner role, their invitation and the audit entry: a failure anywhere leaves nothing. The invitation is emailed after the commit (an unsent email is
 * reported, the dealer stays made: the operator can invite again from the dealer's staff page).
 *
 * The dealer answers at `{slug}.localhost` / `{slug}.{PLATFORM_DOMAIN}` at once: those hosts need no row, the caller
 * drops its site directory's cache (an unknown host's "no site" is cached for 30 s) and every other process sees
 * the new `websites` row in its next fingerprint poll (ADR 040).
 */
import { eq } from "drizzle-orm";
import type { NewDealer } from "~/domain/console/onboarding";
import { SLUG_MESSAGES } from "~/domain/console/onboarding";
import { starterPages } from "~/domain/console/onboarding-content";
import { slugify } from "~/domain/routing/slug";
import type { ThemeTokens } from "~/domain/settings/theme";
import type { SessionKeys } from "~/server/auth/config";
import type { Db } from "~/server/db/client";
import { dbErrorForLog } from "~/server/db/safe-error";
import { contentPages, dealerships, locations, websites } from "~/server/db/schema";
import { createEmbeddedGeocoder } from "~/server/services/geocode/embedded";
import type { Geocoder } from "~/server/services/geocode/types";
import { writeAudit } from "./audit";
import { setMembership, staffUserForEmail } from "./staff-accounts";
import type { StaffMailer } from "./staff-mail";
import { mailInvitation, recordInvitation } from "./staff-sign-in";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Who onboards: the operator signed in to the console, or the command line (no account: staffUserId null). */
export type OnboardingActor = { staffUserId: number | null; email: string; ip: string };

export type OnboardingDeps = {
  db: Db;
  keys: Pick<SessionKeys, "secret">;
  mailer: StaffMailer;
  log: { warn(obj: object, msg?: string): void; info(obj: object, msg?: string): void };
  /** Places the first location by its postcode; the embedded postcode table when not given. */
  geocoder?: Geocoder;
  now?: () => Date;
  /** Tests only: runs inside the transaction after every row is written (a throw there must leave nothing). */
  beforeCommit?: (tx: Tx) => Promise<void>;
};

export type CreatedDealer = { id: number; slug: string; name: string };

export type CreateDealerResult =
  { ok: true; site: CreatedDealer; invitationSent: boolean } | { ok: false; status: 400 | 409; fieldErrors: Record<string, string> };

/** A new dealer's colours until they pick theirs on the theme page: a dark slate and blue, text contrast kept. */
export const NEW_DEALER_THEME: ThemeTokens = { brand: "#1f3a5f", accent: "#1d4ed8" };

const WEEKDAY_HOURS = [0, 1, 2, 3, 4, 5, 6].map((day) => ({
  day,
  open: day === 0 ? null : day === 6 ? "09:00" : "08:30",
  close: day === 0 ? null : day === 6 ? "16:00" : "17:30",
}));

class SlugTaken extends Error {}

function isSlugViolation(error: unknown): boolean {
  const logged = dbErrorForLog(error);
  return logged.code === "23505" && (logged.constraint ?? "").includes("slug");
}

/**
 * Creates a dealer with its first location and owner (see the module comment). `addressOf(slug)` is the dealer's
 * address the invitation links to (domain/console/onboarding.ts `dealerAddress`).
 */
export async function createDealer(
  deps: OnboardingDeps,
  input: NewDealer,
  options: { actor: OnboardingActor; addressOf: (slug: string) => string },
): Promise<CreateDealerResult> {
  const now = deps.now?.() ?? new Date();
  const place = await (deps.geocoder ?? createEmbeddedGeocoder()).geocodePostcode(input.postcode);
  if (!place) return { ok: false, status: 400, fieldErrors: { postcode: "No place in Australia has that postcode." } };
  let made: { site: CreatedDealer; invitation: { id: number; token: string } };
  try {
    made = await deps.db.transaction(async (tx) => {
      const [taken] = await tx.select({ id: websites.id }).from(websites).where(eq(websites.slug, input.slug)).limit(1);
      if (taken) throw new SlugTaken();
      const [site] = await tx
        .insert(websites)
        .values({
          slug: input.slug,
          name: input.name,
          template: input.template,
          theme: NEW_DEALER_THEME,
          settings: {},
          logoText: input.name,
          tagline: "",
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: websites.id, slug: websites.slug, name: websites.name });
      const [dealership] = await tx
        .insert(dealerships)
        .values({ websiteId: site.id, slug: input.slug, name: input.name, phone: input.phone })
        .returning({ id: dealerships.id });
      const address = { street: input.street, suburb: input.suburb, state: input.state, postcode: input.postcode };
      const [location] = await tx
        .insert(locations)
        .values({
          websiteId: site.id,
          dealershipId: dealership.id,
          name: input.locationName,
          slug: slugify(input.locationName) || `${input.slug}-yard`,
          primary: true,
          locationType: "sales",
          city: input.suburb,
          address,
          contactDetail: { phone: input.phone },
          openingHours: WEEKDAY_HOURS,
          latitude: place.lat,
          longitude: place.lng,
        })
        .returning({ id: locations.id });
      await tx.insert(contentPages).values(starterPages(input).map((page) => ({ ...page, websiteId: site.id })));
      const owner = await staffUserForEmail(tx, input.ownerEmail);
      await setMembership(tx, owner.id, site.id, "owner");
      const invitation = await recordInvitation(
        tx,
        deps.keys,
        {
          site,
          inviter: { id: options.actor.staffUserId, email: options.actor.email },
          email: input.ownerEmail,
          role: "owner",
          ip: options.actor.ip,
        },
        now,
      );
      await writeAudit(tx, {
        websiteId: site.id,
        staffUserId: options.actor.staffUserId,
        actor: options.actor.email,
        action: "dealer.create",
        subject: `website:${site.id}`,
        after: {
          slug: site.slug,
          name: site.name,
          template: input.template,
          location: { id: location.id, name: input.locationName, ...address, phone: input.phone },
          owner: input.ownerEmail,
        },
        ip: options.actor.ip,
        now,
      });
      await deps.beforeCommit?.(tx);
      return { site, invitation };
    });
  } catch (error) {
    if (error instanceof SlugTaken || isSlugViolation(error)) return { ok: false, status: 409, fieldErrors: { slug: SLUG_MESSAGES.taken } };
    throw error;
  }
  const invitationSent = await mailInvitation(deps, {
    site: made.site,
    inviter: { id: options.actor.staffUserId, email: options.actor.email },
    email: input.ownerEmail,
    role: "owner",
    ip: options.actor.ip,
    origin: options.addressOf(made.site.slug),
    invitation: made.invitation,
  });
  deps.log.info({ site: made.site.slug, by: options.actor.email, invitationSent }, "dealer created");
  return { ok: true, site: made.site, invitationSent };
}

/** The dealers on the platform for the operator's list. */
export async function listDealers(db: Db) {
  return db
    .select({ id: websites.id, slug: websites.slug, name: websites.name, template: websites.template, createdAt: websites.createdAt })
    .from(websites)
    .orderBy(websites.name);
}
