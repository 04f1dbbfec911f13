/**
 * Resolves a Host header to a dealer site, with a short in-process cache so a request costs no query.
 * A site's settings are parsed (and so validated) when loaded; a site whose stored settings are invalid
 * fails loudly rather than rendering with guesses.
 *
 * Every process learns of a change to a site the way the search index learns of stock changes: by polling
 * (ADR 040). Every `start()` interval it reads a fingerprint of the `websites` rows' `updated_at` (count and exact
 * sum, so a change to any row moves it, whatever order transactions commit in); when it moves, the cache is
 * dropped and the invalidate listeners (the page cache) run. A console save also invalidates its own process at once.
 */
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import { matchHost, type HostMatch } from "~/domain/tenancy/host";
import { parseWebsiteSettings, type WebsiteSettings } from "~/domain/settings/schema";
import { themeCss, themeTokensSchema, type ResolvedThemeTokens, type TemplateName } from "~/domain/settings/theme";
import type { Db } from "~/server/db/client";
import { dealerships, locations, websiteHosts, websites } from "~/server/db/schema";
import { createBoundedCache } from "./bounded-cache";

export type Dealership = typeof dealerships.$inferSelect;
export type Location = typeof locations.$inferSelect;

export type Site = {
  id: number;
  slug: string;
  name: string;
  template: TemplateName;
  logoText: string;
  tagline: string;
  settings: WebsiteSettings;
  theme: ResolvedThemeTokens;
  themeCss: string;
  dealerships: Dealership[];
  locations: Location[];
  hosts: string[];
};

export type SiteLookup = { match: HostMatch; site: Site | null };

const CACHE_MS = 30_000;
/**
 * Sites found are few (every dealer on the platform); hosts that name no site are whatever anyone types, so
 * they get their own small cache: a flood of made-up Host headers costs a bounded amount of memory and never
 * pushes a real site out.
 */
export const KNOWN_SITE_CACHE_ENTRIES = 2_000;
export const UNKNOWN_HOST_CACHE_ENTRIES = 256;

export function createSiteDirectory(db: Db, options: { platformDomain?: string; now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  const known = createBoundedCache<{ site: Site; at: number }>(KNOWN_SITE_CACHE_ENTRIES);
  const unknown = createBoundedCache<{ site: null; at: number }>(UNKNOWN_HOST_CACHE_ENTRIES);
  const invalidateListeners = new Set<() => void>();
  let fingerprint: string | null = null;
  let timer: NodeJS.Timeout | undefined;
  let pulling: Promise<boolean> | undefined;

  async function loadBy(where: { slug: string } | { id: number }): Promise<Site | null> {
    const [row] = await db
      .select()
      .from(websites)
      .where("slug" in where ? eq(websites.slug, where.slug) : eq(websites.id, where.id))
      .limit(1);
    if (!row) return null;
    const [siteDealerships, siteLocations, hosts] = await Promise.all([
      db.select().from(dealerships).where(eq(dealerships.websiteId, row.id)).orderBy(asc(dealerships.id)),
      db.select().from(locations).where(eq(locations.websiteId, row.id)).orderBy(asc(locations.id)),
      db
        .select()
        .from(websiteHosts)
        .where(and(eq(websiteHosts.websiteId, row.id), isNotNull(websiteHosts.verifiedAt))),
    ]);
    const theme = themeTokensSchema.parse(row.theme);
    return {
      id: row.id,
      slug: row.slug,
      name: row.name,
      template: row.template as TemplateName,
      logoText: row.logoText ?? row.name,
      tagline: row.tagline ?? "",
      settings: parseWebsiteSettings(row.settings),
      theme,
      themeCss: themeCss(theme),
      dealerships: siteDealerships,
      locations: siteLocations,
      hosts: hosts.map((h) => h.host),
    };
  }

  async function resolve(match: HostMatch): Promise<Site | null> {
    if (match.kind === "slug") return loadBy({ slug: match.slug });
    if (match.kind === "custom") {
      // A custom domain answers only once verified (its DNS TXT record checked): until then it names no site.
      const [host] = await db
        .select()
        .from(websiteHosts)
        .where(and(eq(websiteHosts.host, match.host), isNotNull(websiteHosts.verifiedAt)))
        .limit(1);
      return host ? loadBy({ id: host.websiteId }) : null;
    }
    return null;
  }

  function invalidate() {
    known.clear();
    unknown.clear();
    for (const listener of invalidateListeners) listener();
  }

  /** A value that moves whenever any site's row is updated, added or removed. */
  async function readFingerprint(): Promise<string> {
    const [row] = await db
      .select({ n: sql<string>`count(*)::text`, sum: sql<string>`coalesce(sum(extract(epoch from ${websites.updatedAt})), 0)::text` })
      .from(websites);
    return `${row.n}:${row.sum}`;
  }

  const directory = {
    async lookup(hostHeader: string | null | undefined): Promise<SiteLookup> {
      const match = matchHost(hostHeader, options.platformDomain);
      if (match.kind === "directory" || match.kind === "invalid") return { match, site: null };
      const key = match.kind === "slug" ? `slug:${match.slug}` : `host:${match.host}`;
      const cached = known.get(key) ?? unknown.get(key);
      if (cached && now() - cached.at < CACHE_MS) return { match, site: cached.site };
      const site = await resolve(match);
      if (site) known.set(key, { site, at: now() });
      else unknown.set(key, { site, at: now() });
      return { match, site };
    },
    /** Drop cached sites, e.g. after a dealer's settings change. */
    invalidate,
    /** Drops the cache when a site changed in the database since the last check (any process's change); true then. */
    pullChanges(): Promise<boolean> {
      // One check at a time: a slow one never overwrites a newer one's fingerprint.
      pulling ??= (async () => {
        try {
          const next = await readFingerprint();
          const moved = fingerprint !== null && next !== fingerprint;
          fingerprint = next;
          if (moved) invalidate();
          return moved;
        } finally {
          pulling = undefined;
        }
      })();
      return pulling;
    },
    /** Checks for changes every `intervalMs` (a settings change reaches every process within about that). */
    start(intervalMs = 2000, onError: (error: unknown) => void = () => {}) {
      const check = () => {
        directory.pullChanges().catch(onError);
      };
      check();
      timer = setInterval(check, intervalMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
    },
    /** Entries held, for tests and diagnostics. */
    cacheSizes: () => ({ known: known.size, unknown: unknown.size }),
    onInvalidate(listener: () => void) {
      invalidateListeners.add(listener);
    },
    async listSites(): Promise<Array<{ slug: string; name: string; template: string }>> {
      return db
        .select({ slug: websites.slug, name: websites.name, template: websites.template })
        .from(websites)
        .orderBy(asc(websites.name));
    },
  };
  return directory;
}

export type SiteDirectory = ReturnType<typeof createSiteDirectory>;
