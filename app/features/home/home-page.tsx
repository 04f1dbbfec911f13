import { useOptionalSite } from "~/app/site-context";
import type { HomePageData } from "./home-page.server";
import { HomeSections } from "./home-sections";

/** A dealer's home page (its template's sections: home-sections.tsx), or on the bare host the demo dealers. */
export function HomePage({ data }: { data: HomePageData }) {
  const site = useOptionalSite();
  if (data.kind === "directory" || !site) {
    const port = typeof window === "undefined" ? "" : window.location.port ? `:${window.location.port}` : "";
    return <Directory sites={data.kind === "directory" ? data.sites : []} port={port} />;
  }
  return <HomeSections site={site} data={data} />;
}

/** The bare host's page: every demo dealer site, each on its own host. */
function Directory({ sites, port }: { sites: Array<{ slug: string; name: string; template: string }>; port: string }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold">Demo dealer sites</h1>
      <p className="mt-2 text-gray-600">Each dealer site is served on its own host.</p>
      <ul className="mt-6 divide-y divide-gray-200 rounded-lg border border-gray-200">
        {sites.map((s) => (
          <li key={s.slug} className="flex items-center justify-between p-4">
            <span>
              <span className="font-semibold">{s.name}</span> <span className="text-sm text-gray-600">({s.template})</span>
            </span>
            <a className="text-blue-700 underline" href={`http://${s.slug}.localhost${port}/`}>
              {s.slug}.localhost{port}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
