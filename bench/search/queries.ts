/**
 * Realistic shopper and API queries drawn from the stock itself: browse pages in every sort, car type
 * and make/model pickers, body plus price, km and year sliders, certified-only, deep pages, text
 * (makes, models, prefixes, typos, stock numbers) and a dealer filter that excludes makes.
 */
import { createRandom, type Random } from "~/demo/random";
import { parseFilterExpression } from "~/domain/search/filter-expression";
import { createQuery, type SearchQuery, SORT_OPTIONS } from "~/domain/search/query";
import type { SearchDocument } from "~/domain/search/types";

export type BenchQuery = {
  kind: string;
  query: SearchQuery;
  /** Makes the dealer's configured filter excludes (also expressed in query.filter). */
  excludeMakes: string[];
  /** Text semantics differ between engines, so only queries without text are compared. */
  comparable: boolean;
};

/** Facets a search page shows; every engine counts these. */
export const PAGE_FACETS = [
  "car_type",
  "make",
  "model",
  "body",
  "fuel",
  "transmission",
  "drive",
  "year",
  "colour",
  "city",
  "dealership",
  "location",
] as const;

type SiteStock = { websiteId: number; docs: SearchDocument[]; makes: string[] };

function typo(random: Random, word: string): string {
  if (word.length < 5) return word;
  const i = random.int(1, word.length - 2);
  return random.chance(0.5) ? word.slice(0, i) + word.slice(i + 1) : word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
}

export function buildQueries(
  docs: SearchDocument[],
  options: { count: number; seed: number; now: number; soldDays: number },
): BenchQuery[] {
  const random = createRandom(options.seed);
  const bySite = new Map<number, SiteStock>();
  for (const doc of docs) {
    let site = bySite.get(doc.websiteId);
    if (!site) {
      site = { websiteId: doc.websiteId, docs: [], makes: [] };
      bySite.set(doc.websiteId, site);
    }
    site.docs.push(doc);
  }
  for (const site of bySite.values()) site.makes = [...new Set(site.docs.map((d) => d.make))];
  const sites = [...bySite.values()];

  const queries: BenchQuery[] = [];
  for (let i = 0; i < options.count; i++) {
    // Bigger sites get more traffic.
    const site = random.weighted(sites, (s) => Math.sqrt(s.docs.length));
    const sample = random.pick(site.docs);
    const facets: SearchQuery["facets"] = {};
    const ranges: SearchQuery["ranges"] = {};
    let text = "";
    let certifiedOnly = false;
    let excludeMakes: string[] = [];
    const shape = random.next();
    let kind: string;
    if (shape < 0.2) {
      kind = "browse";
    } else if (shape < 0.4) {
      kind = "car type + make";
      facets.car_type = [sample.carType];
      facets.make = random.chance(0.3) && site.makes.length > 1 ? [sample.make, random.pick(site.makes)] : [sample.make];
    } else if (shape < 0.52) {
      kind = "make + model";
      facets.make = [sample.make];
      facets.model = [sample.model];
    } else if (shape < 0.64) {
      kind = "body + price";
      facets.body = [sample.body];
      const low = random.pick([0, 5000, 10000, 15000, 20000, 30000]);
      ranges.price = { min: low, max: low + random.pick([10000, 20000, 40000, 100000]) };
    } else if (shape < 0.74) {
      kind = "ranges";
      ranges.km = { max: random.pick([20000, 50000, 100000, 150000]) };
      ranges.year = { min: random.int(2012, 2022) };
      if (random.chance(0.5)) ranges.price = { max: random.pick([15000, 25000, 40000, 70000]) };
      if (random.chance(0.5)) facets.fuel = [sample.fuel];
      certifiedOnly = random.chance(0.3);
    } else if (shape < 0.8) {
      kind = "dealer filter";
      const others = site.makes.filter((m) => m !== sample.make);
      excludeMakes = others.length ? [random.pick(others)] : ["RAM"];
      if (random.chance(0.5)) facets.colour = [sample.colour];
      if (random.chance(0.5)) facets.transmission = [sample.transmission];
    } else if (shape < 0.84) {
      kind = "location";
      facets.city = [sample.city];
      if (random.chance(0.5)) facets.dealership = [sample.dealershipName];
      if (random.chance(0.5)) facets.car_type = ["used", "demo"];
    } else {
      kind = "text";
      const style = random.next();
      if (style < 0.3) text = sample.make;
      else if (style < 0.5) text = `${sample.make} ${sample.model}`;
      else if (style < 0.65) text = sample.model.slice(0, Math.max(2, Math.ceil(sample.model.length / 2)));
      else if (style < 0.8) text = typo(random, sample.model.length >= 5 ? sample.model : sample.make);
      else if (style < 0.9) text = `${sample.colour} ${sample.body}`;
      else text = sample.stocknum;
      if (random.chance(0.3)) facets.car_type = [sample.carType];
    }
    // A shopper can only pick values that exist: towed caravans have no fuel, transmission or drive.
    for (const [facet, values] of Object.entries(facets)) {
      const picked = [...new Set(values?.filter((v) => v !== ""))];
      if (picked.length) facets[facet as keyof typeof facets] = picked;
      else delete facets[facet as keyof typeof facets];
    }
    const hitsPerPage = 21;
    const pages = Math.max(1, Math.ceil(site.docs.length / hitsPerPage));
    const pageRoll = random.next();
    const page = pageRoll < 0.75 ? 0 : pageRoll < 0.92 ? random.int(1, Math.min(5, pages)) : random.int(0, pages);
    const filter = excludeMakes.length ? parseFilterExpression(excludeMakes.map((m) => `NOT make:"${m}"`).join(" AND ")) : null;
    queries.push({
      kind,
      excludeMakes,
      comparable: text === "",
      query: createQuery({
        websiteId: site.websiteId,
        now: options.now,
        soldDays: options.soldDays,
        text,
        facets,
        ranges,
        certifiedOnly,
        sort: random.pick(SORT_OPTIONS),
        offset: page * hitsPerPage,
        hitsPerPage,
        filter,
        facetNames: PAGE_FACETS,
      }),
    });
  }
  return queries;
}
