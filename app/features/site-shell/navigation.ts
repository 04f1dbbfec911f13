import type { WebsiteSettings } from "~/domain/settings/schema";
import { siteVehicleNoun, vehicleKindLabel } from "~/domain/stock/labels";

export type NavLink = { label: string; href: string };

/** What the dealer's stock holds: the conditions (new, used, demo) and kinds (car, motorcycle, caravan) with cars. */
export type StockShape = { carTypes: readonly string[]; vehicleKinds: readonly string[] };

const CONDITION_SEGMENTS: Record<string, string> = { new: "/search/new-cars", used: "/search/used-cars", demo: "/search/demo-cars" };
const KIND_SEGMENTS: Record<string, string> = { caravan: "/search/caravans", motorcycle: "/search/motorcycles" };

/** What the navigation reads of a site's settings (the browser's share of them will do). */
type NavigationSettings = {
  vehicleKinds: WebsiteSettings["vehicleKinds"];
  search: Pick<WebsiteSettings["search"], "defaultSearchPath">;
  features: Pick<WebsiteSettings["features"], "financeWidgets" | "tradeIn">;
  finance: Pick<WebsiteSettings["finance"], "financePath">;
  labels: Pick<WebsiteSettings["labels"], "locationsTitle">;
};

const title = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The stock links, following what the dealer sells (issue 15: a dealer of used cars only is not "New & Used"): one link
 * per kind on a dealer of several kinds, else the whole stock named by its conditions and, beside it, used stock alone
 * where there is new stock too. With no stock known, the dealer's switches decide.
 */
function stockLinks(settings: Pick<NavigationSettings, "vehicleKinds" | "search">, stock: StockShape): NavLink[] {
  const all = settings.search.defaultSearchPath.replace(/(.)\/+$/, "$1");
  const kinds = stock.vehicleKinds.length > 0 ? stock.vehicleKinds : settings.vehicleKinds;
  if (kinds.length > 1) {
    // In one order whatever order the stock reports them in.
    const perKind = [...kinds]
      .sort()
      .filter((k) => KIND_SEGMENTS[k])
      .map((k) => ({ label: `${vehicleKindLabel(k)}s`, href: KIND_SEGMENTS[k] }));
    return perKind.length === kinds.length ? perKind : [{ label: "Browse Stock", href: all }];
  }
  const nouns = `${title(siteVehicleNoun(kinds))}s`;
  const types = ["new", "used", "demo"].filter((t) => stock.carTypes.includes(t));
  if (types.length === 0) return [{ label: kinds[0] === "car" ? "New & Used" : "Browse Stock", href: all }];
  if (types.length === 1) return [{ label: `${title(types[0])} ${nouns}`, href: CONDITION_SEGMENTS[types[0]] }];
  // Three conditions read "New & Used" ("New, Used & Demo" is long for a menu).
  const whole = { label: types.length === 3 ? "New & Used" : `${title(types[0])} & ${title(types[1])}`, href: all };
  return types.includes("new") && types.includes("used") ? [whole, { label: `Used ${nouns}`, href: CONDITION_SEGMENTS.used }] : [whole];
}

/** The main navigation of a dealer site, from its switches and what its stock holds. */
export function mainNavigation(settings: NavigationSettings, stock: StockShape = { carTypes: [], vehicleKinds: [] }): NavLink[] {
  const kinds = stock.vehicleKinds.length > 0 ? stock.vehicleKinds : settings.vehicleKinds;
  const noun = title(siteVehicleNoun(kinds));
  return [
    ...stockLinks(settings, stock),
    { label: "Special Offers", href: "/special-offers" },
    ...(settings.features.financeWidgets ? [{ label: "Finance", href: settings.finance.financePath }] : []),
    ...(settings.features.tradeIn ? [{ label: `Sell Your ${noun}`, href: "/trade-in" }] : []),
    { label: settings.labels.locationsTitle, href: "/dealer-locator" },
    { label: "Contact", href: "/contact" },
  ];
}
