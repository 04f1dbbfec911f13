/**
 * The three header patterns (domain/settings/templates.ts): a bar with every link (showroom), a centred logo under a
 * utility bar (boutique) and a mega menu of the group's dealerships and locations (group). SiteHeader picks one by
 * the site's template; nothing else in the shell asks which template it is.
 */
import { useEffect, useRef, type ReactNode } from "react";
import { useLocation, type NavLinkRenderProps } from "react-router";
import { Link, NavLink as RouterNavLink } from "~/app/ui/router-links";
import { AccountLink } from "~/app/features/auth/account-link";
import { countOf, templateLayout, type HeaderPattern } from "~/domain/settings/templates";
import type { ClientSite } from "~/server/tenancy/client-site";
import type { NavLink } from "./navigation";
import { SiteLogo } from "./site-logo";

type HeaderProps = { site: ClientSite; links: NavLink[] };

export function primaryPhone(site: ClientSite): string {
  return site.settings.contact.phone || site.locations[0]?.contactDetail.phone || "";
}

export const telHref = (phone: string) => `tel:${phone.replace(/\s/g, "")}`;

/** A tap-to-call button for phones only (wider screens show the number itself), in the header's colours. Named by its
 *  title (also the tooltip); the handset is drawn by `.call-button` in shell.css, on every page of every site. */
function PhoneCallLink({ phone, colours }: { phone: string; colours: string }) {
  return <a href={telHref(phone)} title={`Call ${phone}`} className={`call-button ${colours}`} />;
}

/**
 * A menu link's classes: its own, if any, and NavLink's state (active, pending), with no empty class attribute; the
 * menu's stylesheet (app/styles/shell.css) styles its links through the list's class.
 */
const linkClass =
  (own?: string) =>
  ({ isActive, isPending, isTransitioning }: NavLinkRenderProps) =>
    [own, isActive && "active", isPending && "pending", isTransitioning && "transitioning"].filter(Boolean).join(" ") || undefined;

function NavLinks({ links, className }: { links: NavLink[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <RouterNavLink to={link.href} prefetch="intent" className={linkClass()}>
            {link.label}
          </RouterNavLink>
        </li>
      ))}
    </ul>
  );
}

/** A disclosure that works without JavaScript and, with it, closes when the shopper follows a link, presses Escape
 *  (focus back on its summary) or taps or clicks anywhere outside it. */
function Disclosure({ className, summary, children }: { className: string; summary: ReactNode; children: ReactNode }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const { key } = useLocation();
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [key]);
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onPointer = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    const onKey = (event: KeyboardEvent) => {
      if (!details.open || event.key !== "Escape") return;
      details.open = false;
      details.querySelector("summary")?.focus();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, []);
  return (
    <details ref={ref} className={className}>
      {summary}
      {children}
    </details>
  );
}

/** Phone-first menu; `hiddenFrom` is the breakpoint where the header shows every link. */
function MobileMenu({
  links,
  tone,
  hiddenFrom,
  extra,
}: {
  links: NavLink[];
  tone: "dark" | "light";
  hiddenFrom: "lg:hidden" | "xl:hidden";
  extra?: ReactNode;
}) {
  return (
    <Disclosure
      className={`mobile-menu ${hiddenFrom}`}
      summary={<summary className={tone === "dark" ? "bg-white/10" : "bg-surface-alt"}>Menu</summary>}
    >
      <nav aria-label="Mobile">
        <NavLinks links={links} className="mobile-links" />
        {extra}
      </nav>
    </Disclosure>
  );
}

/** Showroom: logo, every link and a call button on one brand-coloured bar (on a phone the account link is in the menu, so the logo keeps its size). */
function BarHeader({ site, links }: HeaderProps) {
  const phone = primaryPhone(site);
  return (
    <header className="bg-brand text-brand-contrast" data-header="bar">
      <div className="bar-row">
        <Link to="/" className="bar-logo font-heading">
          <SiteLogo site={site} />
        </Link>
        {/* Logo, seven links, account and call button fit one line from xl; below it the menu holds the links. */}
        <nav aria-label="Main" className="hidden xl:block">
          <NavLinks links={links} className="bar-links" />
        </nav>
        <div className="flex shrink-0 items-center gap-1">
          <AccountLink garage={site.settings.features.garage} className="bar-account" />
          {phone && <PhoneCallLink phone={phone} colours="bg-accent text-accent-contrast" />}
          {phone && (
            <a href={telHref(phone)} className="bar-call">
              Call {phone}
            </a>
          )}
          <MobileMenu
            links={links}
            tone="dark"
            hiddenFrom="xl:hidden"
            extra={<AccountLink garage={site.settings.features.garage} className="mobile-account" />}
          />
        </div>
      </div>
    </header>
  );
}

/**
 * Boutique: a utility bar (tagline, phone; on a phone the account link), then the logo centred over an understated row
 * of links. On a phone the logo row holds only the logo, the call button and the menu, and the logo gives way first.
 */
function CentredHeader({ site, links }: HeaderProps) {
  const phone = primaryPhone(site);
  return (
    <header className="border-b border-black/10 bg-surface" data-header="centred">
      <div className="centred-top">
        {site.tagline || site.name}
        {phone && (
          <span className="hidden sm:inline">
            {" · "}
            <a href={telHref(phone)} className="underline">
              {phone}
            </a>
          </span>
        )}
        <span className="sm:hidden">
          {" · "}
          <AccountLink garage={site.settings.features.garage} className="font-semibold whitespace-nowrap underline" />
        </span>
      </div>
      <div className="centred-row">
        <Link to="/" className="centred-logo font-heading">
          <SiteLogo site={site} plate />
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <NavLinks links={links} className="centred-links" />
        </nav>
        <div className="centred-actions">
          <AccountLink garage={site.settings.features.garage} className="centred-account" />
          {phone && <PhoneCallLink phone={phone} colours="bg-accent text-accent-contrast" />}
          <MobileMenu links={links} tone="light" hiddenFrom="lg:hidden" />
        </div>
      </div>
    </header>
  );
}

/** The group's dealerships, each with its locations: the mega menu's columns. */
/** Each dealership's locations, by name (with the suburb when the name does not already say it). */
function DealershipColumns({ site }: { site: ClientSite }) {
  const groups = site.dealerships
    .map((d) => ({ dealership: d, locations: site.locations.filter((l) => l.dealershipId === d.id) }))
    .filter((g) => g.locations.length > 0);
  return (
    <ul className="dealerships">
      {groups.map(({ dealership, locations }) => (
        <li key={dealership.id}>
          <p>{dealership.name}</p>
          <ul>
            {locations.map((l) => (
              <li key={l.id}>
                <Link to={`/locations/${l.slug}`}>{l.name.includes(l.city) ? l.name : `${l.name}, ${l.city}`}</Link>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

function LocatorLinks() {
  return (
    <p className="locator-links">
      <Link to="/dealer-locator">Find your nearest location</Link>
      {" · "}
      <Link to="/brands">Every brand we sell</Link>
    </p>
  );
}

/** Group: a utility bar (locations, phone, account), then the logo, a mega menu of dealerships and the links (from xl: eight entries). */
function MegaHeader({ site, links }: HeaderProps) {
  const phone = primaryPhone(site);
  const [stock, rest] = [links.filter((l) => l.href.startsWith("/search")), links.filter((l) => !l.href.startsWith("/search"))];
  return (
    <header className="bg-surface text-ink shadow-sm" data-header="mega">
      <div className="bg-ink text-white">
        <div className="mega-top">
          <p>{`${countOf(site.dealerships.length, "dealership")} · ${countOf(site.locations.length, "location")}`}</p>
          <div className="flex items-center gap-3">
            {phone && (
              <a href={telHref(phone)} className="hidden font-semibold underline sm:inline">
                {phone}
              </a>
            )}
            <AccountLink garage={site.settings.features.garage} className="font-semibold underline" />
          </div>
        </div>
      </div>
      <div className="mega-row">
        <Link to="/" className="mega-logo font-heading">
          <SiteLogo site={site} plate />
        </Link>
        <nav aria-label="Main" className="hidden xl:block">
          <ul className="mega-links">
            {stock.map((link) => (
              <li key={link.href}>
                <RouterNavLink to={link.href} prefetch="intent" className={linkClass("font-bold")}>
                  {link.label}
                </RouterNavLink>
              </li>
            ))}
            <li>
              <Disclosure className="dealerships-menu" summary={<summary>Dealerships ▾</summary>}>
                <div className="mega-panel" data-testid="mega-menu">
                  <DealershipColumns site={site} />
                  <LocatorLinks />
                </div>
              </Disclosure>
            </li>
            {rest.map((link) => (
              <li key={link.href}>
                <RouterNavLink to={link.href} prefetch="intent" className={linkClass()}>
                  {link.label}
                </RouterNavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex shrink-0 items-center gap-2">
          {phone && <PhoneCallLink phone={phone} colours="bg-brand text-brand-contrast" />}
          {/* The phone menu points to the locator (nearest first) rather than repeating every location in the page. */}
          <MobileMenu links={links} tone="light" hiddenFrom="xl:hidden" extra={<LocatorLinks />} />
        </div>
      </div>
    </header>
  );
}

const HEADERS: Record<HeaderPattern, (props: HeaderProps) => ReactNode> = {
  bar: BarHeader,
  centred: CentredHeader,
  mega: MegaHeader,
};

/** The site's header in its template's pattern. */
export function SiteHeader(props: HeaderProps) {
  const Header = HEADERS[templateLayout(props.site.template).header];
  return <Header {...props} />;
}
