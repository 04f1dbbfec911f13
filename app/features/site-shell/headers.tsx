/**
 * The three header patterns (domain/settings/templates.ts): a bar with every link (showroom), a centred logo under a
 * utility bar (boutique) and a mega menu of the group's dealerships and locations (group). SiteHeader picks one by
 * the site's template; nothing else in the shell asks which template it is.
 */
import { useEffect, useRef, type ReactNode } from "react";
import { useLocation } from "react-router";
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

/** A tap-to-call button for phones only (wider screens show the number itself). */
function PhoneCallLink({ phone, className }: { phone: string; className: string }) {
  return (
    <a
      href={telHref(phone)}
      aria-label={`Call ${phone}`}
      title={`Call ${phone}`}
      data-testid="header-call"
      className={`inline-flex shrink-0 items-center sm:hidden ${className}`}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
          fill="currentColor"
        />
      </svg>
    </a>
  );
}

function NavLinks({ links, className, linkClassName }: { links: NavLink[]; className: string; linkClassName: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <RouterNavLink to={link.href} prefetch="intent" className={linkClassName}>
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
      className={`relative ${hiddenFrom}`}
      summary={
        <summary
          className={`list-none cursor-pointer rounded-brand px-3 py-2 text-sm font-semibold ${tone === "dark" ? "bg-white/10" : "bg-surface-alt"}`}
        >
          Menu
        </summary>
      }
    >
      <nav aria-label="Mobile" className="absolute right-0 z-40 mt-2 w-64 rounded-brand bg-surface p-2 text-ink shadow-xl">
        <NavLinks links={links} className="flex flex-col" linkClassName="block rounded-brand px-3 py-3 hover:bg-surface-alt" />
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
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-3">
        <Link to="/" className="min-w-0 font-heading text-xl font-extrabold uppercase tracking-wide sm:whitespace-nowrap">
          <SiteLogo site={site} />
        </Link>
        {/* Logo, seven links, account and call button fit one line from xl; below it the menu holds the links. */}
        <nav aria-label="Main" className="hidden xl:block">
          <NavLinks
            links={links}
            className="flex"
            linkClassName="rounded-brand px-2 py-2 text-sm font-semibold whitespace-nowrap hover:bg-white/10"
          />
        </nav>
        <div className="flex shrink-0 items-center gap-1">
          <AccountLink
            garage={site.settings.features.garage}
            className="hidden rounded-brand px-2 py-2 text-sm font-semibold whitespace-nowrap hover:bg-white/10 sm:inline-block"
          />
          {phone && <PhoneCallLink phone={phone} className="rounded-brand bg-accent p-2 text-accent-contrast" />}
          {phone && (
            <a
              href={telHref(phone)}
              className="hidden rounded-brand bg-accent px-3 py-2 text-sm font-bold whitespace-nowrap text-accent-contrast sm:inline-block"
            >
              Call {phone}
            </a>
          )}
          <MobileMenu
            links={links}
            tone="dark"
            hiddenFrom="xl:hidden"
            extra={
              <AccountLink
                garage={site.settings.features.garage}
                className="block rounded-brand px-3 py-3 font-semibold hover:bg-surface-alt sm:hidden"
              />
            }
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
      <div className="bg-brand px-4 py-1 text-center text-xs text-brand-contrast">
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
      <div className="relative mx-auto flex max-w-6xl items-center justify-between gap-2 px-4 py-4 lg:flex-col lg:gap-3">
        <Link to="/" className="min-w-0 font-heading text-2xl tracking-tight text-brand-ink lg:text-3xl">
          <SiteLogo site={site} plate />
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <NavLinks
            links={links}
            className="flex gap-6"
            linkClassName="border-b-2 border-transparent pb-1 text-sm tracking-wide text-ink hover:border-accent aria-[current=page]:border-accent"
          />
        </nav>
        <div className="flex shrink-0 items-center gap-2 lg:absolute lg:right-4 lg:top-10">
          <AccountLink
            garage={site.settings.features.garage}
            className="hidden text-sm font-semibold whitespace-nowrap underline sm:inline"
          />
          {phone && <PhoneCallLink phone={phone} className="rounded-brand bg-accent p-2 text-accent-contrast" />}
          <MobileMenu links={links} tone="light" hiddenFrom="lg:hidden" />
        </div>
      </div>
    </header>
  );
}

/** The group's dealerships, each with its locations (the mega menu's columns and the phone menu's list). */
function DealershipColumns({ site, className }: { site: ClientSite; className: string }) {
  const groups = site.dealerships
    .map((d) => ({ dealership: d, locations: site.locations.filter((l) => l.dealershipId === d.id) }))
    .filter((g) => g.locations.length > 0);
  return (
    <ul className={className}>
      {groups.map(({ dealership, locations }) => (
        <li key={dealership.id}>
          <p className="text-xs font-bold uppercase tracking-wide text-muted">{dealership.name}</p>
          <ul className="mt-1">
            {locations.map((l) => (
              <li key={l.id}>
                <Link to={`/locations/${l.slug}`} className="block py-1 text-sm hover:underline">
                  {`${l.name}, ${l.city}`}
                </Link>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/** Group: a utility bar (locations, phone, account), then the logo, a mega menu of dealerships and the links (from xl: eight entries). */
function MegaHeader({ site, links }: HeaderProps) {
  const phone = primaryPhone(site);
  const [stock, rest] = [links.filter((l) => l.href.startsWith("/search")), links.filter((l) => !l.href.startsWith("/search"))];
  return (
    <header className="bg-surface text-ink shadow-sm" data-header="mega">
      <div className="bg-ink text-white">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-1.5 text-xs">
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
      <div className="relative mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        <Link to="/" className="min-w-0 font-heading text-xl font-bold text-brand-ink">
          <SiteLogo site={site} plate />
        </Link>
        <nav aria-label="Main" className="hidden xl:block">
          <ul className="flex items-center gap-1">
            {stock.map((link) => (
              <li key={link.href}>
                <RouterNavLink
                  to={link.href}
                  prefetch="intent"
                  className="block rounded-brand px-3 py-2 text-sm font-bold hover:bg-surface-alt"
                >
                  {link.label}
                </RouterNavLink>
              </li>
            ))}
            <li>
              <Disclosure
                className="group"
                summary={
                  <summary className="list-none cursor-pointer rounded-brand px-3 py-2 text-sm font-bold hover:bg-surface-alt group-open:bg-surface-alt">
                    Dealerships ▾
                  </summary>
                }
              >
                <div
                  className="absolute inset-x-4 top-full z-40 rounded-brand border border-black/10 bg-surface p-6 shadow-xl"
                  data-testid="mega-menu"
                >
                  <DealershipColumns site={site} className="grid grid-cols-3 gap-6" />
                  <p className="mt-4 border-t border-black/10 pt-3 text-sm">
                    <Link to="/dealer-locator" className="font-semibold text-accent-ink underline">
                      Find your nearest location
                    </Link>
                    {" · "}
                    <Link to="/brands" className="font-semibold text-accent-ink underline">
                      Every brand we sell
                    </Link>
                  </p>
                </div>
              </Disclosure>
            </li>
            {rest.map((link) => (
              <li key={link.href}>
                <RouterNavLink to={link.href} prefetch="intent" className="block rounded-brand px-3 py-2 text-sm hover:bg-surface-alt">
                  {link.label}
                </RouterNavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex shrink-0 items-center gap-2">
          {phone && <PhoneCallLink phone={phone} className="rounded-brand bg-brand p-2 text-brand-contrast" />}
          <MobileMenu
            links={links}
            tone="light"
            hiddenFrom="xl:hidden"
            extra={<DealershipColumns site={site} className="mt-2 space-y-3 border-t border-black/10 px-3 pt-3" />}
          />
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
