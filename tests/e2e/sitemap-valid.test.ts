/**
 * Every demo dealer's /sitemap.xml validates against the sitemaps.org 0.9 schema (domain/vehicle/sitemap-0.9.xsd)
 * with xmllint (Debian's libxml2-utils; .ci/run installs it), and lists the site's indexable pages, each answering 200.
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { requestWithHost } from "./harness";
import { demoSites } from "./vehicle-helpers";

const XSD = fileURLToPath(new URL("../../domain/vehicle/sitemap-0.9.xsd", import.meta.url));

function xmllint(xml: string): { ok: boolean; errors: string } {
  const run = spawnSync("xmllint", ["--noout", "--schema", XSD, "-"], { input: xml, encoding: "utf8" });
  if (run.error) {
    throw new Error(`xmllint could not run (${run.error.message}): install it with \`apt-get install libxml2-utils\` (.ci/run does)`);
  }
  return { ok: run.status === 0, errors: run.stderr.replace(/^- validates\n?$/m, "").trim() };
}

async function sitemapOf(site: string): Promise<string> {
  const res = await requestWithHost(`${site}.localhost`, "/sitemap.xml");
  expect(res.status).toBe(200);
  expect(res.headers["content-type"]).toContain("application/xml");
  return res.body.toString();
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1].replace(/&amp;/g, "&")));

describe("sitemap.xml", () => {
  it("validates against the sitemaps.org 0.9 schema on every demo dealer", async () => {
    const sites = await demoSites();
    expect(sites.length).toBeGreaterThanOrEqual(3);
    for (const site of sites) {
      const xml = await sitemapOf(site);
      const result = xmllint(xml);
      expect(result.errors, `${site}: ${xml.slice(0, 400)}`).toBe("");
      expect(result.ok).toBe(true);
    }
  });

  it("xmllint rejects what the schema does not allow (the check is real)", async () => {
    const [site] = await demoSites();
    const xml = (await sitemapOf(site)).replace("<url>", "<url><priority>high</priority>");
    const result = xmllint(xml);
    expect(result.ok).toBe(false);
    expect(result.errors).toContain("priority");
  });

  it("lists every indexable page (about, blog and posts, contact, legal pages…), each answering 200 without noindex", async () => {
    for (const site of await demoSites()) {
      const urls = locs(await sitemapOf(site));
      const paths = urls.map((u) => u.pathname);
      for (const path of [
        "/",
        "/about-us",
        "/terms-and-conditions",
        "/privacy-policy",
        "/blog",
        "/contact",
        "/dealer-locator",
        "/special-offers",
      ]) {
        expect(paths, `${site} ${path}`).toContain(path);
      }
      expect(
        paths.some((p) => p.startsWith("/blog/")),
        site,
      ).toBe(true);
      expect(
        paths.some((p) => p.startsWith("/cars/")),
        site,
      ).toBe(true);
      expect(new Set(paths).size).toBe(paths.length);
      for (const url of urls.filter((u) => !u.pathname.startsWith("/cars/"))) {
        expect(url.host).toBe(`${site}.localhost`);
        const res = await requestWithHost(url.host, url.pathname + url.search);
        expect(res.status, `${site} ${url.pathname}`).toBe(200);
        expect(res.body.toString(), `${site} ${url.pathname}`).not.toMatch(/<meta name="robots" content="noindex"/);
      }
    }
  });
});
