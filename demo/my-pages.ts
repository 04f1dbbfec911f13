/**
 * The dealer-specific gated "my…" pages (001 §2: "three dealer-specific 'my...' pages"): content pages a dealer
 * puts behind the sign-in gate by listing /pages/{slug} in settings.access.extraGatedPaths. The demo writes the
 * pages a dealer gates; their text is the dealer's, for signed-in shoppers.
 */
import type { contentPages } from "~/server/db/schema";
import type { ContentSite } from "./content";

const PAGES: Record<string, (site: ContentSite) => { title: string; body: string }> = {
  "my-rewards": (site) => ({
    title: "My rewards",
    body: [
      `As a ${site.name} customer you earn rewards every time you service or buy with us.`,
      "## What you get",
      "- A free detail with every third logbook service\n- 10% off genuine accessories\n- Priority loan cars when you book a service online",
      `Show your phone number at the service desk or call ${site.phone} to use your rewards.`,
    ].join("\n\n"),
  }),
  "my-service-plan": (site) => ({
    title: "My service plan",
    body: [
      "Capped-price servicing keeps your running costs predictable for the life of your plan.",
      "## Booking a service",
      `Book online or call ${site.phone}. Bring your logbook; we stamp it and keep a copy for your records.`,
      "## Between services",
      "Check tyre pressures monthly and book in early if a warning light comes on: it is covered by your plan's inspection.",
    ].join("\n\n"),
  }),
  "my-documents": (site) => ({
    title: "My documents",
    body: [
      `Keep these safe after you buy from ${site.name}:`,
      "- Contract of sale and tax invoice\n- Registration certificate\n- Warranty booklet and roadside assistance card\n- Finance and insurance schedules",
      `Lost one? Email ${site.email} and we'll send a copy.`,
    ].join("\n\n"),
  }),
};

export const MY_PAGE_SLUGS = Object.keys(PAGES);

/** The "my…" content pages this site gates (its extraGatedPaths of the form /pages/my-…). */
export function generateMyPages(site: ContentSite): Array<typeof contentPages.$inferInsert> {
  return site.settings.access.extraGatedPaths
    .map((g) => /^\/pages\/(my-[a-z0-9-]+)$/.exec(g.path)?.[1])
    .filter((slug): slug is string => !!slug && slug in PAGES)
    .map((slug) => ({ websiteId: site.id, kind: "page", slug, ...PAGES[slug](site) }));
}
