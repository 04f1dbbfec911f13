import { ChatLauncher } from "~/app/features/chat/chat-launcher";
import type { ReactNode } from "react";
import { Link } from "~/app/ui/router-links";
import type { ClientSite } from "~/server/tenancy/client-site";
import { useSiteStock } from "~/app/site-context";
import { templateLayout } from "~/domain/settings/templates";
import { SiteHeader, telHref } from "./headers";
import { mainNavigation } from "./navigation";
import { HydrationBoundary } from "./hydration-boundary";
import { SaveSignInForm } from "~/app/features/watchlist/save-sign-in-form";

/** Each dealership's legal name, ABN and dealer licence number: what a buyer checks before paying a deposit. */
function DealerIdentity({ dealerships }: { dealerships: ClientSite["dealerships"] }) {
  const identified = dealerships.filter((d) => d.abn || d.licenceNumber);
  if (identified.length === 0) return null;
  return (
    <ul className="footer-identity" data-testid="dealer-identity">
      {identified.map((d) => (
        <li key={d.id}>
          {[d.name, d.abn && `ABN ${d.abn}`, d.licenceNumber && `Dealer licence ${d.licenceNumber}`].filter(Boolean).join(" · ")}
        </li>
      ))}
    </ul>
  );
}

function Footer({ site }: { site: ClientSite }) {
  const dark = templateLayout(site.template).footer === "dark";
  return (
    <footer className={dark ? "mt-16 bg-ink text-white" : "mt-16 border-t border-black/10 bg-surface-alt text-ink"}>
      <div className="footer-columns">
        <div>
          <p className="font-heading text-lg font-bold">{site.name}</p>
          {site.tagline && <p className="mt-2 text-sm opacity-80">{site.tagline}</p>}
        </div>
        <div className="lg:col-span-2">
          <h2 className="text-sm font-bold">{site.settings.labels.locationsTitle}</h2>
          <ul className="mt-2 grid gap-3 text-sm sm:grid-cols-2">
            {site.locations.map((location) => (
              <li key={location.id}>
                <span>{location.name}</span>
                <br />
                {`${location.address.street}, ${location.address.suburb} ${location.address.state.toUpperCase()} ${location.address.postcode}`}
                {location.contactDetail.phone && (
                  <>
                    <br />
                    <a href={telHref(location.contactDetail.phone)}>{location.contactDetail.phone}</a>
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
              <Link to="/about-us">About us</Link>
            </li>
            <li>
              <Link to="/blog">News and reviews</Link>
            </li>
            <li>
              <Link to="/terms-and-conditions">Terms and conditions</Link>
            </li>
            <li>
              <Link to="/privacy-policy">Privacy policy</Link>
            </li>
            <li>
              <Link to="/sitemap">Sitemap</Link>
            </li>
          </ul>
          <p className="mt-4 text-xs opacity-80">{`We accept ${site.settings.paymentsAccepted.join(", ")}.`}</p>
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
        <SiteHeader site={site} links={links} />
      </HydrationBoundary>
      <main id="main">{children}</main>
      <HydrationBoundary>
        <Footer site={site} />
      </HydrationBoundary>
      <ChatLauncher />
      <SaveSignInForm />
    </>
  );
}
