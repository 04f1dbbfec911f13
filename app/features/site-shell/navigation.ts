import type { WebsiteSettings } from "~/domain/settings/schema";

export type NavLink = { label: string; href: string };

/** The main navigation of a dealer site, from its switches. */
export function mainNavigation(settings: Pick<WebsiteSettings, "vehicleKinds" | "features" | "finance" | "labels">): NavLink[] {
  const kinds = settings.vehicleKinds;
  const stock: NavLink[] =
    kinds.length === 1 && kinds[0] === "car"
      ? [
          { label: "New & Used", href: "/search/new-used-and-demo-cars" },
          { label: "Used Cars", href: "/search/used-cars" },
        ]
      : [{ label: "Browse Stock", href: "/search/new-used-and-demo-cars" }];
  return [
    ...stock,
    { label: "Special Offers", href: "/special-offers" },
    ...(settings.features.financeWidgets ? [{ label: "Finance", href: settings.finance.financePath }] : []),
    ...(settings.features.tradeIn ? [{ label: "Sell Your Car", href: "/trade-in" }] : []),
    { label: settings.labels.locationsTitle, href: "/dealer-locator" },
    { label: "Contact", href: "/contact" },
  ];
}
