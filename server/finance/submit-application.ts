/**
 * Submitting a finance application: one finance lead (ADF through the lead pipeline) with the contact details,
 * the car and the summary the finance team triages with, keyed by the application so that a double or
 * concurrent submit makes exactly one lead; then the application is marked submitted with its lead.
 */
import { leadSummary } from "~/domain/finance/application";
import type { WebsiteSettings } from "~/domain/settings/schema";
import type { Db } from "~/server/db/client";
import type { DealershipRow, LocationRow } from "~/server/leads/form-context";
import { submitLead, type SubmitLeadResult } from "~/server/leads/submit-lead";
import { applicationReference, markSubmitted, type StoredApplication } from "./applications";

export type ApplicationSite = {
  id: number;
  slug: string;
  name: string;
  settings: WebsiteSettings;
  dealerships: DealershipRow[];
  locations: LocationRow[];
};

export async function submitApplication(
  db: Db,
  input: {
    site: ApplicationSite;
    application: StoredApplication;
    car: { id: number; name: string; locationId: number } | null;
    sourceUrl?: string | null;
    ip?: string | null;
    now: Date;
  },
): Promise<SubmitLeadResult> {
  const { site, application: app, car } = input;
  const a = app.answers;
  // The car names its own location; without one the shopper chose it (or the site has only one).
  const locationId = car?.locationId ?? a.car?.location ?? (site.locations.length === 1 ? site.locations[0].id : undefined);
  const location = site.locations.find((l) => l.id === locationId);
  const dealership = location ? site.dealerships.find((d) => d.id === location.dealershipId) : undefined;
  const result = await submitLead(db, {
    website: { id: site.id, slug: site.slug, name: site.name, dealerships: site.dealerships, locations: site.locations },
    settings: site.settings,
    kind: "finance",
    values: {
      name: `${a.personal?.first_name ?? ""} ${a.personal?.last_name ?? ""}`.trim(),
      email: a.personal?.email,
      phone: a.personal?.mobile,
      message: leadSummary(app.kind, applicationReference(app.id), a, car?.name ?? null),
      preferred_contact_method: "Phone",
      ...(car ? { car_id: String(car.id) } : {}),
      ...(location ? { location: String(location.id) } : {}),
      ...(dealership ? { dealership_slug: dealership.slug } : {}),
      terms_conditions: "on",
    },
    idempotencyKey: `finance-application-${app.id}`,
    sourceUrl: input.sourceUrl ?? null,
    ip: input.ip ?? null,
    now: input.now,
  });
  if (result.ok) await markSubmitted(db, app, result.leadId, input.now);
  return result;
}
