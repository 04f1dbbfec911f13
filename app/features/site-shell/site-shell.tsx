import { ChatLauncher } from "~/app/features/chat/chat-launcher";
import { useEffect, useRef, type ReactNode } from "react";
import { Link, NavLink as RouterNavLink, useLocation } from "react-router";
import type { ClientSite } from "~/server/tenancy/client-site";
import { AccountLink } from "~/app/features/auth/account-link";
import { useSiteStock } from "~/app/site-context";
import { mainNavigation, type NavLink } from "./navigation";
import { SiteLogo } from "./site-logo";
import { HydrationBoundary } from "./hydration-boundary";

function primaryPhone(site: ClientSite): string {
  return site.settings.contact.phone || site.locations[0]?.contactDetail.phone || "";
}

const telHref = (phone: string) => `tel:${phone.replace(/\s/g, "")}`;

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

/**
 * Phone-first menu that works without JavaScript; `hiddenFrom` is the breakpoint where the header shows every link.
 * With JavaScript, a client-side navigation closes it (a full page load starts it closed anyway).
 */
function MobileMenu({ links, tone, hiddenFrom }: { links: NavLink[]; tone: "dark" | "light"; hiddenFrom: "lg:hidden" | "xl:hidden" }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const { key } = useLocation();
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [key]);
  return (
    <details ref={menu} className={`relative ${hiddenFrom}`}>
      <summary
        className={`list-none cursor-pointer rounded-brand px-3 py-2 text-sm font-semibold ${tone === "dark" ? "bg-white/10" : "bg-surface-alt"}`}
      >
        Menu
      </summary>
      <nav aria-label="Mobile" className="absolute right-0 z-40 mt-2 w-64 rounded-brand bg-surface p-2 text-ink shadow-xl">
        <NavLinks links={links} className="flex flex-col" linkClassName="block rounded-brand px-3 py-3 hover:bg-surface-alt" />
      </nav>
    </details>
  );
}

function ShowroomHeader({ site, links }: { site: ClientSite; links: NavLink[] }) {
  const phone = primaryPhone(site);
  return (
    <header className="bg-brand text-brand-contrast">
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
            className="rounded-brand px-2 py-2 text-sm font-semibold whitespace-nowrap hover:bg-white/10"
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
          <MobileMenu links={links} tone="dark" hiddenFrom="xl:hidden" />
        </div>
      </div>
    </header>
  );
}

function BoutiqueHeader({ site, links }: { site: ClientSite; links: NavLink[] }) {
  const phone = primaryPhone(site);
  return (
    <header className="border-b border-black/10 bg-surface">
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
      </div>
      <div className="relative mx-auto flex max-w-6xl items-center justify-between px-4 py-4 lg:flex-col lg:gap-3">
        <Link to="/" className="font-heading text-2xl tracking-tight text-brand-ink lg:text-3xl">
          <SiteLogo site={site} />
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <NavLinks
            links={links}
            className="flex gap-6"
            linkClassName="border-b-2 border-transparent pb-1 text-sm tracking-wide text-ink hover:border-accent aria-[current=page]:border-accent"
          />
        </nav>
        <div className="flex items-center gap-2 lg:absolute lg:right-4 lg:top-10">
          <AccountLink garage={site.settings.features.garage} className="text-sm font-semibold underline" />
          {phone && <PhoneCallLink phone={phone} className="rounded-brand bg-accent p-2 text-accent-contrast" />}
          <MobileMenu links={links} tone="light" hiddenFrom="lg:hidden" />
        </div>
      </div>
    </header>
  );
}

/** Each dealership's legal name, ABN and dealer licence number: what a buyer checks before paying a deposit. */
function DealerIdentity({ dealerships }: { dealerships: ClientSite["dealerships"] }) {
  const identified = dealerships.filter((d) => d.abn || d.licenceNumber);
  if (identified.length === 0) return null;
  return (
    <ul className="mx-auto max-w-7xl space-y-1 border-t border-current/15 px-4 py-4 text-xs opacity-80" data-testid="dealer-identity">
      {identified.map((d) => (
        <li key={d.id}>
          {[d.name, d.abn && `ABN ${d.abn}`, d.licenceNumber && `Dealer licence ${d.licenceNumber}`].filter(Boolean).join(" · ")}
        </li>
      ))}
    </ul>
  );
}

function Footer({ site }: { site: ClientSite }) {
  const dark = site.template === "showroom";
  return (
    <footer className={dark ? "mt-16 bg-ink text-white" : "mt-16 border-t border-black/10 bg-surface-alt text-ink"}>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-heading text-lg font-bold">{site.name}</p>
          {site.tagline && <p className="mt-2 text-sm opacity-80">{site.tagline}</p>}
        </div>
        <div className="lg:col-span-2">
          <h2 className="text-sm font-bold">{site.settings.labels.locationsTitle}</h2>
          <ul className="mt-2 grid gap-3 text-sm sm:grid-cols-2">
            {site.locations.map((location) => (
              <li key={location.id}>
                <span className="font-semibold">{location.name}</span>
                <br />
                {location.address.street}, {location.address.suburb} {location.address.state.toUpperCase()} {location.address.postcode}
                {location.contactDetail.phone && (
                  <>
                    <br />
                    <a className="underline" href={telHref(location.contactDetail.phone)}>
                      {location.contactDetail.phone}
                    </a>
                  </>
                )}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-bold">Information</h2>
          <ul className="mt-2 space-y-1 text-sm">
            <li>
              <Link className="underline" to="/about-us">
                About us
              </Link>
            </li>
            <li>
              <Link className="underline" to="/blog">
                News and reviews
              </Link>
            </li>
            <li>
              <Link className="underline" to="/terms-and-conditions">
                Terms and conditions
              </Link>
            </li>
            <li>
              <Link className="underline" to="/privacy-policy">
                Privacy policy
              </Link>
            </li>
            <li>
              <Link className="underline" to="/sitemap">
                Sitemap
              </Link>
            </li>
          </ul>
          <p className="mt-4 text-xs opacity-80">We accept {site.settings.paymentsAccepted.join(", ")}.</p>
        </div>
      </div>
      <DealerIdentity dealerships={site.dealerships} />
      {/* Room for the floating "Chat with us" button, so it never sits on the page's last line. */}
      {site.settings.features.chat.enabled && <div className="h-20" aria-hidden="true" />}
    </footer>
  );
}

export function SiteShell({ site, children }: { site: ClientSite; children: ReactNode }) {
  const links = mainNavigation(site.settings, useSiteStock());
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <HydrationBoundary>
        {site.template === "boutique" ? <BoutiqueHeader site={site} links={links} /> : <ShowroomHeader site={site} links={links} />}
      </HydrationBoundary>
      <main id="main">{children}</main>
      <HydrationBoundary>
        <Footer site={site} />
      </HydrationBoundary>
      <ChatLauncher />
    </>
  );
}
