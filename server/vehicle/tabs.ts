/**
 * The vehicle page tabs (000 §2): Dealer Comments, What's Included, Why Buy From Us?, Reserve Online,
 * Protect Your Car, Features. Each shows when the dealer's switch is on and there is something to say:
 * the dealer's content page (slug below) or, for the first four, text built from the dealer's settings.
 */
import { dealerTextsFor } from "~/domain/dealer-texts/dealer-texts";
import type { WebsiteSettings } from "~/domain/settings/schema";
import { groupDigits } from "~/domain/stock/format";
import { vehicleNoun } from "~/domain/stock/labels";
import { reservationOffer } from "~/domain/vehicle/reservation";

export type TabId = "dealerComments" | "whatsIncluded" | "whyBuyFromUs" | "reserveOnline" | "protectYourCar" | "features";

export const TAB_LABELS: Record<TabId, string> = {
  dealerComments: "Dealer Comments",
  whatsIncluded: "What's Included",
  whyBuyFromUs: "Why Buy From Us?",
  reserveOnline: "Reserve Online",
  protectYourCar: "Protect Your Car",
  features: "Features",
};

/** A tab's label for a vehicle of a kind: "Protect Your Motorcycle" on a motorcycle's page. */
export function tabLabel(id: TabId, kind: string | null | undefined): string {
  if (id !== "protectYourCar") return TAB_LABELS[id];
  const noun = vehicleNoun(kind);
  return `Protect Your ${noun[0].toUpperCase()}${noun.slice(1)}`;
}

/**
 * content_pages a dealer fills to write a tab's text, first found wins: a vehicle-page version, then the
 * site page of the same subject.
 */
export const TAB_CONTENT_SLUGS = {
  whatsIncluded: ["vehicle-whats-included", "whats-included"],
  whyBuyFromUs: ["vehicle-why-buy-from-us", "why-buy-from-us"],
  reserveOnline: ["vehicle-reserve-online"],
  protectYourCar: ["vehicle-protect-your-car", "protect-your-car"],
} as const;

export const ALL_TAB_CONTENT_SLUGS: string[] = Object.values(TAB_CONTENT_SLUGS).flat();

/** A content page's body as blocks: "## " headings, "- " lists, other paragraphs (blank-line separated). */
export type TextBlock = { kind: "p"; text: string } | { kind: "h"; text: string } | { kind: "ul"; items: string[] };

export function textBlocks(body: string): TextBlock[] {
  return body
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk): TextBlock => {
      if (chunk.startsWith("## ")) return { kind: "h", text: chunk.slice(3).trim() };
      const lines = chunk.split("\n").map((l) => l.trim());
      if (lines.every((l) => l.startsWith("- "))) return { kind: "ul", items: lines.map((l) => l.slice(2).trim()) };
      return { kind: "p", text: chunk.replace(/\s+/g, " ") };
    });
}

export type Tab = { id: TabId; label: string } & ({ kind: "comments" } | { kind: "features" } | { kind: "text"; blocks: TextBlock[] });

type TabCar = {
  status: string;
  reserved: boolean;
  make: string;
  carType: string;
  certified: boolean;
  depositAmount: number | null;
  vehicleKind?: string | null;
};

/**
 * A tab's own text when the dealer has no page for it. The warranty claims and the return policy are not here:
 * they are dealer texts (domain/dealer-texts), added to whichever tabs the dealer's settings place them on.
 */
function defaultText(id: keyof typeof TAB_CONTENT_SLUGS, s: WebsiteSettings, car: TabCar): string[] {
  switch (id) {
    case "whatsIncluded":
      return [];
    case "whyBuyFromUs":
      return [
        `Every ${vehicleNoun(car.vehicleKind)} is inspected, detailed and ready to drive away.`,
        "Finance, trade-ins and delivery are arranged in one place.",
      ];
    case "reserveOnline": {
      const offer = reservationOffer(car, s.onlineReservation);
      if (!offer) return [];
      return [
        `Reserve this ${vehicleNoun(car.vehicleKind)} online with a $${groupDigits(offer.depositAmount)} ${offer.refundable ? "fully refundable " : ""}deposit. We hold it for you for ${offer.holdHours} hours from your payment.`,
      ];
    }
    case "protectYourCar":
      return [];
  }
}

/** The dealer texts placed on a tab (001 §9), as a heading and a list, less any line the tab already says. */
function dealerTextBlocks(place: string, s: WebsiteSettings, car: TabCar, own: readonly TextBlock[]): TextBlock[] {
  const said = own
    .flatMap((b) => (b.kind === "ul" ? b.items : [b.text]))
    .join(" ")
    .toLowerCase();
  return dealerTextsFor(place, s, car).flatMap((t): TextBlock[] => {
    const items = t.lines.filter((l) => !said.includes(l.replace(/\.$/, "").toLowerCase()));
    return items.length
      ? [
          { kind: "h", text: t.heading },
          { kind: "ul", items },
        ]
      : [];
  });
}

export function vehicleTabs(
  s: WebsiteSettings,
  car: TabCar & { dealerComments: string; features: readonly string[] },
  content: Map<string, { title: string; body: string }>,
): Tab[] {
  const on = s.vehiclePage.tabs;
  const tabs: Tab[] = [];
  if (on.dealerComments && car.dealerComments.trim())
    tabs.push({ id: "dealerComments", label: TAB_LABELS.dealerComments, kind: "comments" });
  for (const id of ["whatsIncluded", "whyBuyFromUs", "reserveOnline", "protectYourCar"] as const) {
    if (!on[id]) continue;
    if (id === "reserveOnline" && !reservationOffer(car, s.onlineReservation)) continue;
    const page = TAB_CONTENT_SLUGS[id].map((slug) => content.get(slug)).find(Boolean);
    const own = page ? textBlocks(page.body) : defaultText(id, s, car).map((text): TextBlock => ({ kind: "p", text }));
    const blocks = [...own, ...dealerTextBlocks(`tab:${id}`, s, car, own)];
    if (blocks.length > 0) tabs.push({ id, label: tabLabel(id, car.vehicleKind), kind: "text", blocks });
  }
  if (on.features && car.features.length > 0) tabs.push({ id: "features", label: TAB_LABELS.features, kind: "features" });
  return tabs;
}
