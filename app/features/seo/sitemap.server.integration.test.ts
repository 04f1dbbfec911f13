// The sitemap on a real database: one file for a site that fits, an index of files for one that does not, every
// file valid against the sitemaps.org schemas (xmllint) and the cars split across files exactly once.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runtimeContext, siteLookupContext } from "~/server/http/router-context";
import type { Db } from "~/server/db/client";
import { databaseKinds, openTestDatabase, type TestDatabase } from "~/server/db/test-database";
import { insertCar, insertSite, type Yard } from "~/server/db/test-factories";
import type { Runtime } from "~/server/runtime";
import { createSiteDirectory, type Site } from "~/server/tenancy/site-directory";
import { sitemapFileResponse, sitemapResponse } from "./sitemap.server";

const schema = (name: string) => fileURLToPath(new URL(`../../../domain/vehicle/${name}`, import.meta.url));
const URLSET_XSD = schema("sitemap-0.9.xsd");
const INDEX_XSD = schema("siteindex-0.9.xsd");

function validate(xml: string, xsd: string): string {
  const run = spawnSync("xmllint", ["--noout", "--schema", xsd, "-"], { input: xml, encoding: "utf8" });
  if (run.error) throw new Error(`xmllint could not run (${run.error.message}): apt-get install libxml2-utils`);
  return run.status === 0 ? "" : run.stderr;
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
const DAY = 86_400_000;

for (const kind of await databaseKinds()) {
  describe(`sitemap files on ${kind}`, () => {
    let database: TestDatabase;
    let db: Db;
    let site: Site;
    const shown: string[] = [];

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      db = database.db;
      const yard: Yard = await insertSite(db, "big");
      const other = await insertSite(db, "other");
      for (let i = 0; i < 20; i += 1) shown.push(`/cars/${(await insertCar(db, yard)).slug}`);
      await insertCar(db, yard, { status: "sold", soldAt: new Date(Date.now() - 30 * DAY) });
      await insertCar(db, yard, { shownOnWebsite: false });
      await insertCar(db, other);
      site = (await createSiteDirectory(db).lookup("big.localhost")).site!;
    });
    afterAll(() => database?.drop());

    function context() {
      const provider = new RouterContextProvider();
      // No makes in stock, so no brand pages: this test is about the files, not which pages they list.
      const stock = { search: () => ({ hits: [], nbHits: 0, facets: {} }) };
      provider.set(runtimeContext, { db, stock, config: { HTTPS: false } } as unknown as Runtime);
      provider.set(siteLookupContext, { match: { kind: "slug", slug: site.slug }, site } as never);
      return provider;
    }
    const request = (path: string) => new Request(`http://big.localhost${path}`);
    const file = async (name: string, fileUrls: number) => {
      const res = await sitemapFileResponse(request(`/sitemaps/${name}`), context(), name, fileUrls);
      return res.text();
    };

    it("is one urlset of the pages and the shown cars when they fit in a file", async () => {
      const res = await sitemapResponse(request("/sitemap.xml"), context());
      expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
      const xml = await res.text();
      expect(validate(xml, URLSET_XSD)).toBe("");
      const paths = locs(xml);
      expect(paths).toContain("/");
      expect(paths.filter((p) => p.startsWith("/cars/")).sort()).toEqual([...shown].sort());
    });

    it("is an index of a pages file and car files of at most fileUrls URLs when they do not", async () => {
      const index = await (await sitemapResponse(request("/sitemap.xml"), context(), 8)).text();
      expect(validate(index, INDEX_XSD)).toBe("");
      expect(index).toContain("<sitemapindex");
      expect(locs(index)).toEqual(["/sitemaps/pages.xml", "/sitemaps/cars-1.xml", "/sitemaps/cars-2.xml", "/sitemaps/cars-3.xml"]);

      const pages = await file("pages.xml", 8);
      expect(validate(pages, URLSET_XSD)).toBe("");
      expect(locs(pages)).toContain("/contact");
      expect(locs(pages).some((p) => p.startsWith("/cars/"))).toBe(false);

      const listed: string[] = [];
      for (const name of ["cars-1.xml", "cars-2.xml", "cars-3.xml"]) {
        const xml = await file(name, 8);
        expect(validate(xml, URLSET_XSD), name).toBe("");
        expect(locs(xml).length).toBeLessThanOrEqual(8);
        listed.push(...locs(xml));
      }
      expect(listed.sort()).toEqual([...shown].sort());
    });

    it("answers 404 for a file the index does not name", async () => {
      for (const name of ["cars-4.xml", "cars-0.xml", "cars-1.xml.gz", "cars-01.xml", "pages.XML", "../sitemap.xml"]) {
        const answer = await sitemapFileResponse(request(`/sitemaps/${name}`), context(), name, 8).catch((thrown: unknown) => thrown);
        expect((answer as Response).status, name).toBe(404);
      }
    });
  });
}
