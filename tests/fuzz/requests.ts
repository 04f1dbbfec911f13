/**
 * Generated requests: for a route of the table, a method, a path with real or junk parameters and junk
 * segments, a query string, headers (hosts, proxies, origins, cookies, content types) and a body.
 * `{port}` in a host or header stands for the server's port, filled in when the request is sent.
 */
import fc from "fast-check";
import type { Fixtures, SiteFixture } from "./fixtures";
import { encodedComponent, headerValue, junkFilterExpression, junkJson, junkNumber, junkText, percentEncode, rawBytes } from "./junk";
import { ROUTES, type BodyShape, type ParamSource, type RouteSpec } from "./route-table";
import { PLATFORM_DOMAIN } from "./servers";
import type { FuzzBody, FuzzRequest } from "./wire";

export const PORT = "{port}";

const SAFE_METHODS = ["GET", "HEAD", "OPTIONS"];
const UNSAFE_METHODS = ["POST", "PUT", "DELETE", "PATCH"];

// ---------------------------------------------------------------- paths

const junkSegment = fc.oneof(
  { weight: 3, arbitrary: encodedComponent(junkText()) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      "..",
      "%2e%2e",
      "%2E%2E%2F",
      "..%2f",
      "..%5c",
      ".",
      "%00",
      "x%00y",
      "%ZZ",
      "%",
      "%E0%A4%A",
      "%ED%A0%80",
      "%ED%BF%BF",
      "%C0%AF",
      "%FF%FE",
      "%25",
      "%2F",
      "%5C",
      ";a=b",
      "~",
      "*",
      "%0d%0aSet-Cookie:x=1",
      "x".repeat(5000),
      percentEncode("𝕏".repeat(200)),
      rawBytes("é漢😀"),
    ),
  },
  { weight: 1, arbitrary: encodedComponent(junkText({ long: true })) },
);

/** A route's path with real parameters where there are any: junk elsewhere in the request gets past routing. */
function plainPath(route: RouteSpec, site: SiteFixture): fc.Arbitrary<string> {
  const names = Object.keys(route.params ?? {});
  return fc
    .tuple(...names.map((n) => paramValue(route.params![n]!, site, false)))
    .map((values) => names.reduce((path, name, i) => path.replace(`:${name}`, values[i]!), route.path));
}

function paramValue(source: ParamSource, site: SiteFixture, junk = true): fc.Arbitrary<string> {
  const real = source === "car" ? site.cars.flatMap((c) => [c.slug, String(c.id)]) : source === "junk" ? [] : site.values[source];
  if (real.length === 0) return junkSegment;
  if (!junk) return fc.constantFrom(...real);
  return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...real) }, { weight: 2, arbitrary: junkSegment });
}

/** A route's path with its parameters filled, then sometimes bent: traversal, extra segments, slashes, case. */
function pathFor(route: RouteSpec, site: SiteFixture): fc.Arbitrary<string> {
  const names = Object.keys(route.params ?? {});
  const filled = fc
    .tuple(...names.map((n) => paramValue(route.params![n]!, site)))
    .map((values) => names.reduce((path, name, i) => path.replace(`:${name}`, values[i]!), route.path));
  return fc
    .tuple(
      filled,
      fc.constantFrom("as is", "as is", "as is", "trailing", "double", "traversal", "append", "prepend", "upper", "backslash", "dots"),
      junkSegment,
    )
    .map(([path, bend, segment]) => {
      switch (bend) {
        case "trailing":
          return `${path}/`;
        case "double":
          return `/${path}`.replace(/\/+$/, "//");
        case "traversal":
          return `/${segment}/..${path}`;
        case "append":
          return `${path.replace(/\/$/, "")}/${segment}`;
        case "prepend":
          return `/${segment}${path}`;
        case "upper":
          return path.replace(/[a-z]+/g, (letters) => letters.toUpperCase());
        case "backslash":
          return path.replaceAll("/", "\\").replace(/^\\/, "/");
        case "dots":
          return path.replace(/\//g, "/./");
        default:
          return path;
      }
    });
}

// ---------------------------------------------------------------- query strings

const GENERIC_KEYS = [
  "redirect",
  "car_id",
  "ids",
  "page",
  "query",
  "search_filters",
  "filters",
  "__proto__",
  "constructor",
  "a[]",
  "a[0]",
  "a[b][c]",
  "_data",
  "index",
  "_routes",
];

function queryValue(key: string): fc.Arbitrary<string> {
  if (key === "search_filters") return fc.oneof(junkJson, junkText());
  if (key === "filters") return fc.oneof(junkFilterExpression, junkText());
  return fc.oneof(junkText(), junkNumber, junkJson);
}

function queryFor(route: RouteSpec): fc.Arbitrary<string> {
  const keys = [...(route.query ?? []), ...GENERIC_KEYS];
  const pair = fc
    .tuple(
      fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...keys) }, { weight: 1, arbitrary: junkText() }),
      fc.constantFrom("", "[]", "[0]"),
    )
    .chain(([key, suffix]) => fc.tuple(fc.constant(key + suffix), encodedComponent(queryValue(key)), fc.boolean()))
    .map(([key, value, raw]) => `${raw ? rawBytes(key) : percentEncode(key)}=${value}`);
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant("") },
    {
      weight: 6,
      arbitrary: fc
        .tuple(fc.array(pair, { minLength: 1, maxLength: 8 }), fc.constantFrom("&", "&", "&", ";", "&&"))
        .map(([pairs, sep]) => `?${pairs.join(sep)}`),
    },
    // The same key many times, as checkbox groups and arrays arrive.
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...keys), fc.integer({ min: 2, max: 200 }))
        .map(([key, n]) => `?${`${percentEncode(key)}=1&`.repeat(n)}`),
    },
    { weight: 1, arbitrary: fc.constantFrom("?", "??", "?&", "?=", "?=x", "?%", "?%ZZ=1", "?a=%ED%A0%80", "?a=%00", "#frag", "?a=1#b") },
  );
}

// ---------------------------------------------------------------- headers

export function hostFor(site: SiteFixture): fc.Arbitrary<string | null> {
  const own = `${site.slug}.localhost:${PORT}`;
  return fc.oneof(
    { weight: 8, arbitrary: fc.constant(own) },
    {
      weight: 3,
      arbitrary: fc.constantFrom<string | null>(
        `${site.slug}.localhost`,
        `${site.slug.toUpperCase()}.LOCALHOST:${PORT}`,
        `${site.slug}.localhost.:${PORT}`,
        `localhost:${PORT}`,
        `127.0.0.1:${PORT}`,
        `[::1]:${PORT}`,
        "evil.example",
        "evil.example:443",
        `${site.slug}.localhost:99999`,
        `${site.slug}.localhost:${PORT}@evil.example`,
        `evil.example/${site.slug}.localhost`,
        `${site.slug}.localhost, evil.example`,
        `${site.slug}.${PLATFORM_DOMAIN}`,
        `${site.slug.toUpperCase()}.${PLATFORM_DOMAIN}:${PORT}`,
        `evil.${PLATFORM_DOMAIN}`,
        `${site.slug}.${PLATFORM_DOMAIN}.evil.example`,
        `${site.slug}.localhost:${PORT}/../`,
        "",
        null,
      ),
    },
    { weight: 1, arbitrary: junkText().map(headerValue) },
  );
}

const ORIGIN_HOSTS = (site: SiteFixture) => [
  `http://${site.slug}.localhost:${PORT}`,
  "https://evil.example",
  "null",
  `http://${site.slug}.localhost.evil.example`,
  "http://localhost",
];

function headersFor(route: RouteSpec, site: SiteFixture, fixtures: Fixtures): fc.Arbitrary<Record<string, string>> {
  const maybe = (name: string, value: fc.Arbitrary<string>, weight = 1) =>
    fc.oneof(
      { weight: 4, arbitrary: fc.constant<[string, string] | null>(null) },
      { weight, arbitrary: value.map((v) => [name, v] as [string, string]) },
    );
  const text = junkText().map(headerValue);
  const session = fixtures.session.site === site.slug && route.signedIn && route.path !== "/sign-out" ? [fixtures.session.cookie] : [];
  return fc
    .tuple(
      maybe("origin", fc.oneof(fc.constantFrom(...ORIGIN_HOSTS(site)), text), 2),
      maybe("sec-fetch-site", fc.oneof(fc.constantFrom("same-origin", "same-site", "cross-site", "none"), text), 2),
      maybe(
        "x-forwarded-host",
        fc.oneof(fc.constantFrom("evil.example", `${site.slug}.localhost`, `other.${PLATFORM_DOMAIN}`, "a, b, c"), text),
      ),
      maybe("x-forwarded-proto", fc.oneof(fc.constantFrom("https", "http", "javascript", "https, http"), text)),
      maybe(
        "x-forwarded-for",
        fc.oneof(fc.constantFrom("1.2.3.4", "::1", "1.2.3.4, 5.6.7.8", "2001:db8::1", "256.256.256.256", "a".repeat(5000)), text),
      ),
      maybe("forwarded", fc.oneof(fc.constantFrom("for=1.2.3.4;host=evil.example;proto=https", 'for="[::1]"'), text)),
      maybe("referer", fc.oneof(fc.constantFrom(`http://${site.slug}.localhost:${PORT}/cars/x`, "https://evil.example/"), text)),
      maybe(
        "cookie",
        fc.oneof(
          fc.constantFrom(
            ...session,
            "dp_session=junk",
            "dp_session=",
            "__Host-dp_session=x; dp_session=y",
            `dp_session=${"a".repeat(4000)}`,
          ),
          text,
        ),
        session.length ? 4 : 1,
      ),
      maybe("accept", fc.oneof(fc.constantFrom("application/json", "text/html", "*/*", "image/avif,image/webp", "text/x-component"), text)),
      maybe("accept-encoding", fc.constantFrom("gzip", "br", "identity", "*;q=0", "gzip;q=NaN")),
      maybe("if-none-match", fc.oneof(fc.constantFrom("*", '"x"', 'W/"x"'), text)),
      maybe("range", fc.constantFrom("bytes=0-0", "bytes=-1", "bytes=99999999-", "bytes=5-1", "bytes=0-1,0-1,0-1")),
      maybe("user-agent", fc.oneof(fc.constantFrom("Googlebot/2.1", "curl/8", ""), text)),
      maybe("x-http-method-override", fc.constantFrom("DELETE", "PUT", "GET")),
    )
    .map((entries) => Object.fromEntries(entries.filter((e): e is [string, string] => e !== null)));
}

// ---------------------------------------------------------------- bodies

const VALID_FIELDS: Record<string, string> = {
  name: "Sam Tester",
  first_name: "Sam",
  last_name: "Tester",
  email: "sam@example.com",
  phone: "0412345678",
  mobile: "0412345678",
  message: "Is it still available?",
  category: "General Enquiry",
  postcode: "2000",
  rego: "ABC123",
  regoState: "NSW",
  kms: "45000",
  terms_conditions: "on",
  opt_in: "on",
  preferred_contact_method: "Phone",
  date: "2030-01-15",
  time: "10:00",
};

const FIELD_NAMES = [
  ...Object.keys(VALID_FIELDS),
  "location",
  "location_id",
  "dealership_slug",
  "car_id",
  "intent",
  "idempotency_key",
  "hp_fax_extension",
  "redirect",
  "subcategory",
  "under_finance",
  "has_trade_in",
  "additional_services",
  "page_id",
];

type Fields = Array<[string, unknown]>;

/** Field values: valid, junk text, numbers, or (in JSON) values of the wrong type. */
const fieldValue = (valid: string | undefined) =>
  fc.oneof(
    { weight: valid === undefined ? 0 : 4, arbitrary: fc.constant(valid ?? "") },
    { weight: 4, arbitrary: junkText() },
    { weight: 1, arbitrary: junkNumber },
    { weight: 1, arbitrary: junkText({ long: true }) },
  );

/** A lead form that would be accepted: every field valid for `site`. */
function validLead(shape: BodyShape, site: SiteFixture): Fields {
  const fields: Fields = Object.entries(VALID_FIELDS);
  if (site.locationIds[0]) fields.push(["location", site.locationIds[0]], ["location_id", site.locationIds[0]]);
  if (site.cars[0]) fields.push(["car_id", String(site.cars[0].id)]);
  if (shape === "car-action") fields.push(["intent", "enquiry"]);
  return fields;
}

function fieldsFor(shape: BodyShape, site: SiteFixture, fixtures: Fixtures): fc.Arbitrary<Fields> {
  const carIds = site.cars.map((c) => String(c.id));
  const fixed: Record<string, fc.Arbitrary<string>> = {};
  if (shape === "car-action")
    fixed.intent = fc.oneof(fc.constantFrom("enquiry", "test-drive", "request-photos", "delivery", "DELIVERY", ""), junkText());
  if (shape === "sign-in") {
    fixed.intent = fc.oneof(fc.constantFrom("send", "resend", "verify"), junkText());
    fixed.phone = fc.oneof(fc.constantFrom("0412345678", fixtures.session.phone, "+61412345678", "0412 345 678"), junkText());
    fixed.code = fc.oneof(fc.constantFrom("000000", "123456", "1234567"), junkNumber, junkText());
  }
  if (shape === "watchlist") {
    fixed.phone_number = fc.oneof(fc.constantFrom(fixtures.session.phone, "0412345678", "0499999999"), junkText());
    fixed.car_id = fc.oneof(fc.constantFrom(...carIds, "0", "-1"), junkNumber, junkText());
  }
  if (shape === "search") {
    fixed.query = junkText();
    fixed.search_filters = junkJson;
    fixed.filters = junkFilterExpression;
    fixed.hitsPerPage = junkNumber;
    fixed.offset = junkNumber;
    fixed.sort = fc.oneof(fc.constantFrom("mostRelevant", "latest", "highestPrice", "lowestPrice"), junkText());
  }
  if (shape === "quote") {
    for (const key of ["selfAssessedCreditScore", "purchasePrice", "loanTerm", "year", "vin", "nvic", "whoIsHelping"])
      fixed[key] = fc.oneof(junkNumber, junkText());
  }
  if (shape === "sign-out") fixed.redirect = junkText();
  const lead = shape === "lead" || shape === "car-action";
  if (lead) fixed.car_id = fc.oneof(fc.constantFrom(...carIds), junkText());
  const names = lead ? FIELD_NAMES : Object.keys(fixed);
  const known = fc.tuple(
    ...names.map((name) =>
      fc.option(fixed[name] ?? fieldValue(VALID_FIELDS[name]), { freq: 5 }).map((v) => [name, v] as [string, unknown]),
    ),
  );
  const extra = fc.array(fc.tuple(junkText(), junkText()), { maxLength: 3 });
  // Some fields sent twice, as a repeated form field or a JSON array.
  const mixed = fc.tuple(known, extra, fc.boolean()).map(([fields, more, repeat]) => {
    const present = fields.filter(([, v]) => v !== null) as Fields;
    return [...present, ...(repeat && present[0] ? [present[0]] : []), ...more];
  });
  if (!lead) return mixed;
  // A form that passes every check but one field, so the junk reaches as far as it can (storage included).
  const valid = validLead(shape, site);
  const oneBad = fc
    .tuple(fc.nat(valid.length - 1), fc.oneof(junkText(), junkNumber))
    .map(([i, junk]): Fields => valid.map(([k, v], j) => [k, i === j ? junk : v]));
  return fc.oneof({ weight: 2, arbitrary: mixed }, { weight: 3, arbitrary: oneBad });
}

/** In JSON, a field may also arrive as the wrong type. */
const wrongType = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.object({ maxDepth: 2 }),
);

/** urlencoded: each byte percent-encoded, or the raw bytes with their `%` sequences left as they are. */
function encodeForm(fields: Fields, raw: boolean): Buffer {
  const part = (s: unknown) => (raw ? rawBytes(String(s)) : percentEncode(String(s)));
  return Buffer.from(fields.map(([k, v]) => `${part(k)}=${part(v)}`).join("&"), "latin1");
}

const utf8 = (text: string) => Buffer.from(text, "utf8");

function encodeMultipart(fields: Fields, boundary: string): Buffer {
  return utf8(
    `${fields.map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${String(v)}\r\n`).join("")}--${boundary}--\r\n`,
  );
}

type Encoded = { contentType: string | null; bytes: Buffer };

function encodingsFor(fields: Fields): fc.Arbitrary<Encoded> {
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc.boolean().map((raw) => ({ contentType: "application/x-www-form-urlencoded", bytes: encodeForm(fields, raw) })),
    },
    {
      weight: 2,
      arbitrary: fc.constant({ contentType: "multipart/form-data; boundary=fuzzboundary", bytes: encodeMultipart(fields, "fuzzboundary") }),
    },
    {
      weight: 3,
      arbitrary: fc.array(fc.tuple(fc.nat(fields.length), wrongType), { maxLength: 2 }).map((swaps) => {
        const object: Record<string, unknown> = Object.fromEntries(fields);
        for (const [i, value] of swaps) if (fields[i]) object[fields[i][0]] = value;
        return { contentType: "application/json", bytes: utf8(JSON.stringify(object)) };
      }),
    },
    { weight: 1, arbitrary: junkJson.map((text) => ({ contentType: "application/json", bytes: utf8(text) })) },
    // Content-Type lies and oddities.
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            null,
            "text/plain",
            "application/json; charset=utf-16",
            "application/x-www-form-urlencoded; charset=shift_jis",
            "multipart/form-data",
            "multipart/form-data; boundary=",
            "multipart/form-data; boundary=wrong",
            `multipart/form-data; boundary=${"b".repeat(500)}`,
            "application/xml",
            "application/octet-stream",
            "APPLICATION/JSON",
            "*/*",
            ";;;",
          ),
          fc.constantFrom("form", "multipart", "json"),
        )
        .map(([contentType, as]) => ({
          contentType,
          bytes:
            as === "form"
              ? encodeForm(fields, false)
              : as === "json"
                ? utf8(JSON.stringify(Object.fromEntries(fields)))
                : encodeMultipart(fields, "fuzzboundary"),
        })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom("application/x-www-form-urlencoded", "application/json", "multipart/form-data; boundary=x"),
          junkText({ long: true }),
        )
        .map(([contentType, text]) => ({ contentType, bytes: utf8(text) })),
    },
  );
}

/** The body and its headers; sometimes padded past 64 KiB, sometimes sent chunked. */
function bodyFor(
  shape: BodyShape,
  site: SiteFixture,
  fixtures: Fixtures,
): fc.Arbitrary<{ body: FuzzBody; headers: Record<string, string> }> {
  const shapes: BodyShape[] = shape === "none" ? ["lead", "search", "sign-in", "watchlist"] : [shape];
  return fc
    .constantFrom(...shapes)
    .chain((s) => fieldsFor(s, site, fixtures))
    .chain((fields) =>
      fc.tuple(encodingsFor(fields), fc.constantFrom(0, 0, 0, 0, 0, 0, 70_000, 300_000), fc.constantFrom(0, 0, 0, 1024, 16_384)),
    )
    .map(([encoded, pad, chunked]): { body: FuzzBody; headers: Record<string, string> } => {
      const padding = pad ? utf8(encoded.contentType?.includes("json") ? " ".repeat(pad) : `&pad=${"x".repeat(pad)}`) : Buffer.alloc(0);
      return {
        body: { bytes: Buffer.concat([encoded.bytes, padding]), ...(chunked ? { chunked } : {}) },
        headers: encoded.contentType === null ? {} : ({ "content-type": encoded.contentType } as Record<string, string>),
      };
    });
}

// ---------------------------------------------------------------- whole requests

export type RequestArbitraries = ReturnType<typeof requestArbitraries>;

export function requestArbitraries(fixtures: Fixtures) {
  const route = fc.constantFrom(...ROUTES);
  // Bodies mostly go where something reads them.
  const readingRoute = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...ROUTES.filter((r) => r.body !== "none")) },
    { weight: 1, arbitrary: route },
  );
  const site = fc.constantFrom(...fixtures.sites);
  const targetFor = (r: RouteSpec, s: SiteFixture) => fc.tuple(pathFor(r, s), queryFor(r)).map(([path, query]) => path + query);

  /** Every route by every method, with bent paths and junk query strings; plain headers. */
  const paths = fc.tuple(route, site).chain(([r, s]) =>
    fc.record({
      kind: fc.constant("path"),
      method: fc.oneof(
        { weight: 5, arbitrary: fc.constant("GET") },
        { weight: 3, arbitrary: fc.constantFrom(...SAFE_METHODS, ...UNSAFE_METHODS, "TRACE", "PROPFIND") },
      ),
      target: targetFor(r, s),
      host: fc.constant<string | null>(`${s.slug}.localhost:${PORT}`),
      headers: fc.constant<Record<string, string>>({}),
    }),
  );

  /** Real paths with every header the platform reads or should ignore, and hosts it does not serve. */
  const headers = fc.tuple(route, site).chain(([r, s]) =>
    fc.record({
      kind: fc.constant("headers"),
      method: fc.constantFrom("GET", "GET", "HEAD", "POST", "OPTIONS"),
      target: fc.oneof({ weight: 3, arbitrary: pathFor(r, s) }, { weight: 1, arbitrary: targetFor(r, s) }),
      host: hostFor(s),
      headers: headersFor(r, s, fixtures),
    }),
  );

  /**
   * Bodies for every route (forms, JSON, multipart, junk, oversized, chunked), with and without a session.
   * The rest of the request is mostly plain, so that the body is what gets judged.
   */
  const bodies = fc.tuple(readingRoute, site).chain(([r, s]) =>
    fc
      .record({
        method: fc.oneof(
          { weight: 8, arbitrary: fc.constant("POST") },
          { weight: 1, arbitrary: fc.constantFrom("PUT", "DELETE", "PATCH") },
        ),
        target: fc.oneof(
          {
            weight: 6,
            arbitrary: plainPath(r, s).map((p) => (r.query?.includes("car_id") && s.cars[0] ? `${p}?car_id=${s.cars[0].slug}` : p)),
          },
          { weight: 1, arbitrary: targetFor(r, s) },
        ),
        host: fc.oneof(
          { weight: 8, arbitrary: fc.constant<string | null>(`${s.slug}.localhost:${PORT}`) },
          { weight: 1, arbitrary: hostFor(s) },
        ),
        headers: fc.oneof(
          {
            weight: 3,
            arbitrary: fc.constant<Record<string, string>>(
              r.signedIn && fixtures.session.site === s.slug && r.path !== "/sign-out" ? { cookie: fixtures.session.cookie } : {},
            ),
          },
          { weight: 2, arbitrary: headersFor(r, s, fixtures) },
        ),
        encoded: bodyFor(r.body, s, fixtures),
      })
      .map(({ encoded, headers, ...rest }): FuzzRequest => ({
        kind: `body/${r.body}`,
        ...rest,
        headers: { ...headers, ...encoded.headers },
        body: encoded.body,
      })),
  );

  return { paths: paths as fc.Arbitrary<FuzzRequest>, headers: headers as fc.Arbitrary<FuzzRequest>, bodies };
}

/**
 * What a shopper posts beside a correct sign-in code: the watchlist car to save (junk, or ids past the
 * database's integer range), the sign-in type and the redirect target. The code itself is fetched when sent.
 */
export function codeVerifyArbitrary(fixtures: Fixtures) {
  return fc.record({
    site: fc.constantFrom(...fixtures.sites),
    mobile: fc.integer({ min: 0, max: 9_999_999 }).map((n) => `041${String(n).padStart(7, "0")}`),
    extras: fc.record({
      type: fc.oneof(fc.constant("watchlist"), junkText()),
      car_id: fc.oneof(fc.constantFrom("2147483648", "9999999999", "0", "-1", "1"), junkNumber, junkText()),
      redirect: junkText(),
    }),
    raw: fc.boolean(),
  });
}

export function codeVerifyRequest(
  site: SiteFixture,
  phone: string,
  code: string,
  extras: Record<string, string>,
  raw: boolean,
): FuzzRequest {
  const fields: Fields = [["intent", "verify"], ["phone", phone], ["code", code], ...Object.entries(extras)];
  return {
    kind: "body/sign-in verify",
    method: "POST",
    target: `/sign-in?type=watchlist`,
    host: `${site.slug}.localhost:${PORT}`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: { bytes: encodeForm(fields, raw) },
  };
}
