/**
 * Real values the fuzz requests start from, read from a running server the way a visitor finds them:
 * the demo dealers' hosts from the directory page, car ids and slugs from the search API, and blog,
 * location, offer, search and media paths from links on a few pages. A signed-in shopper's cookie from
 * the sign-in flow (code read from the development SMS inbox).
 */
import { send, type FuzzRequest } from "./wire";

export type SiteFixture = {
  slug: string;
  cars: Array<{ id: number; slug: string }>;
  /** Location ids of the site's cars: a lead form needs one. */
  locationIds: string[];
  values: Record<"blog" | "location" | "offer" | "segment" | "media" | "asset", string[]>;
};

export type Fixtures = { port: number; sites: SiteFixture[]; session: { site: string; cookie: string; phone: string } };

const TIMEOUT_MS = 30_000;

async function get(port: number, host: string, target: string, headers: Record<string, string> = {}) {
  const request: FuzzRequest = { kind: "fixture", method: "GET", target, host, headers };
  const outcome = await send(port, request, TIMEOUT_MS);
  if (outcome.kind !== "answer" || outcome.status !== 200)
    throw new Error(`fixture request ${host}${target} failed: ${JSON.stringify(outcome.kind === "answer" ? outcome.status : outcome)}`);
  return outcome.body.toString("utf8");
}

const sorted = (values: Iterable<string>) => [...new Set(values)].sort();

function links(html: string): string[] {
  return [...html.matchAll(/(?:href|src)="(\/[^"]*)"/g)].map((m) => m[1]!.replaceAll("&amp;", "&").split("?")[0]!);
}

async function discoverSite(port: number, slug: string): Promise<SiteFixture> {
  const host = `${slug}.localhost:${port}`;
  const search = JSON.parse(await get(port, host, "/api/search?hitsPerPage=100")) as {
    hits: Array<{ id: number; slug: string; location?: { id: number } }>;
  };
  const found: string[] = [];
  for (const page of ["/", "/blog", "/dealer-locator", "/special-offers", "/search/new-used-and-demo-cars"])
    found.push(...links(await get(port, host, page)));
  const after = (prefix: string) =>
    sorted(found.filter((p) => p.startsWith(prefix) && p.length > prefix.length).map((p) => p.slice(prefix.length)));
  return {
    slug,
    cars: search.hits.map((h) => ({ id: Number(h.id), slug: h.slug })).sort((a, b) => a.id - b.id),
    locationIds: sorted(search.hits.flatMap((h) => (h.location ? [String(h.location.id)] : []))),
    values: {
      blog: after("/blog/"),
      location: after("/locations/"),
      offer: after("/offers/"),
      segment: after("/search/").map((s) => s.replace(/\/$/, "")),
      media: after("/media/"),
      asset: after("/assets/"),
    },
  };
}

function postSignIn(port: number, site: string, fields: Record<string, string>) {
  return send(
    port,
    {
      kind: "fixture",
      method: "POST",
      target: "/sign-in?type=watchlist",
      host: `${site}.localhost:${port}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: { bytes: Buffer.from(new URLSearchParams(fields).toString()) },
    },
    TIMEOUT_MS,
  );
}

/** Has a code texted to an Australian mobile (`04xxxxxxxx`) on `site`; returns it and the number in E.164. */
export async function requestCode(port: number, site: string, mobile: string): Promise<{ phone: string; code: string }> {
  const phone = `+61${mobile.slice(1)}`;
  const sent = await postSignIn(port, site, { intent: "send", phone: mobile, redirect: "/" });
  if (sent.kind !== "answer" || sent.status !== 200)
    throw new Error(`sign-in send answered ${sent.kind === "answer" ? sent.status : sent.kind}`);
  const inbox = await get(port, `${site}.localhost:${port}`, "/dev/sms-inbox");
  const code = inbox
    .split('data-testid="sms"')
    .slice(1)
    .map((item) => ({ to: /data-testid="sms-to">([^<]+)</.exec(item)?.[1], code: /data-testid="sms-code">(\d{6})</.exec(item)?.[1] }))
    .find((m) => m.to === phone && m.code)?.code;
  if (!code) throw new Error(`no sign-in code for ${phone} in the development inbox`);
  return { phone, code };
}

/** Signs a shopper in on `site` over HTTP and returns the session cookie. */
async function signIn(port: number, site: string): Promise<Fixtures["session"]> {
  const { phone, code } = await requestCode(port, site, "0412345678");
  const done = await postSignIn(port, site, { intent: "verify", phone, code, redirect: "/" });
  const cookie =
    done.kind === "answer"
      ? ([] as string[])
          .concat(done.headers["set-cookie"] ?? [])
          .map((c) => c.split(";")[0]!)
          .find((c) => /^(__Host-)?dp_session=/.test(c))
      : undefined;
  if (done.kind !== "answer" || done.status !== 302 || !cookie)
    throw new Error(`sign-in verify answered ${done.kind === "answer" ? done.status : done.kind} without a session cookie`);
  return { site, cookie, phone };
}

export async function discoverFixtures(port: number): Promise<Fixtures> {
  const directory = await get(port, `localhost:${port}`, "/");
  const slugs = sorted([...directory.matchAll(/href="https?:\/\/([a-z0-9-]+)\.localhost[:/"]/g)].map((m) => m[1]!));
  if (slugs.length === 0) throw new Error("no demo dealers in the directory page");
  const sites: SiteFixture[] = [];
  for (const slug of slugs) sites.push(await discoverSite(port, slug));
  return { port, sites, session: await signIn(port, slugs[0]!) };
}
