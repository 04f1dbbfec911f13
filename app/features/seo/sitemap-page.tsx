import { Link } from "~/app/ui/router-links";
import type { SitemapSection } from "~/domain/vehicle/sitemap-page";

/** The sitemap page: one heading per group of pages, each page a link named as the shopper knows it. */
export function SitemapPage({ sections }: { sections: SitemapSection[] }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">Sitemap</h1>
      <div className="mt-6 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {sections.map((section, i) => (
          <section key={section.heading} aria-labelledby={`sitemap-${i}`}>
            <h2 id={`sitemap-${i}`} className="text-lg font-bold">
              {section.heading}
            </h2>
            <ul className="mt-2 space-y-1">
              {section.links.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className="underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
