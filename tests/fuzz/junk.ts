/**
 * Hostile text and its encodings: the strings every generated field, parameter and segment is drawn from.
 * Nothing generated contains what the leak check looks for (a stack frame, a server path), so a response
 * that shows one did not just echo the request.
 */
import fc from "fast-check";

/** Known trouble: SQL-ish, control characters, lone surrogates, markup, traversal, numbers that are not. */
export const NASTY = [
  "' OR 1=1--",
  "' OR '1'='1",
  "1' OR '1'='1' /*",
  "'; DROP TABLE leads; --",
  '"; DROP TABLE cars; --',
  "1; SELECT pg_sleep(15)--",
  "' UNION SELECT NULL, version()--",
  "$$; select 1; $$",
  "\\",
  "\\'",
  "%",
  "_",
  "%%",
  "\u0000",
  "a\u0000b",
  "\u0000' OR 1=1",
  "\u0001\u0002\u001b[31m",
  "\r\n",
  "\r\nSet-Cookie: x=1",
  "\t",
  "\u007f",
  "\u0085",
  "\u2028\u2029",
  "\u202eevil",
  "\ufeff",
  "\uffff",
  "\ud800",
  "\udfff",
  "a\ud800b",
  "\udbff\udfff",
  "😀",
  "👩‍👩‍👧‍👦",
  "e\u0301",
  "Ω≈ç√",
  "ﷺ",
  "𝕏",
  "ß",
  "İ",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "{{7*7}}",
  "${7*7}",
  "../../../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "..%2f..%2fetc%2fpasswd",
  "%2e%2e%2f",
  "%00",
  "%ZZ",
  "%u0000",
  "%C0%AE%C0%AE/",
  "//evil.example",
  "/\\evil.example",
  "https://evil.example/",
  "/.//evil.example",
  "NaN",
  "Infinity",
  "-Infinity",
  "-1",
  "-0",
  "0",
  "1e309",
  "1e-400",
  "9007199254740993",
  "99999999999999999999999999",
  "2147483648",
  "-2147483649",
  "0x1F",
  "1.5",
  " 1 ",
  "",
  " ",
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  "[object Object]",
  "__proto__",
  "constructor",
  "toString",
];

const LEAKS: Array<[string, RegExp]> = [
  ["a stack frame", /^\s*at .*:\d+:\d+\)?\s*$/m],
  ["a node_modules path", /node_modules/],
  ["a file URL", /file:\/\//],
  ["the server's folder", new RegExp(process.cwd().replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))],
];

/** What a response must never show (generated text never contains it): its name, or null. */
export function leakIn(text: string): string | null {
  return LEAKS.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
}

const controlChars = fc.string({ unit: fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)), minLength: 1, maxLength: 6 });

const long = fc
  .tuple(fc.constantFrom("a", "0", "é", "😀", "' OR 1=1--"), fc.integer({ min: 1_000, max: 120_000 }))
  .map(([unit, n]) => unit.repeat(Math.ceil(n / unit.length)));

/** One hostile string; `long` adds strings of thousands of characters. */
export function junkText(options: { long?: boolean } = {}): fc.Arbitrary<string> {
  const nasty = fc.constantFrom(...NASTY);
  return fc
    .oneof(
      { weight: 4, arbitrary: nasty },
      { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
      { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 12 }) },
      { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 12 }) },
      { weight: 1, arbitrary: controlChars },
      { weight: 1, arbitrary: fc.tuple(fc.string({ maxLength: 8 }), nasty, fc.string({ maxLength: 8 })).map((parts) => parts.join("")) },
      { weight: options.long ? 1 : 0, arbitrary: long },
    )
    .filter((s) => leakIn(s) === null);
}

/** Numbers as text that a parser should refuse or clamp. */
export const junkNumber = fc.oneof(
  fc.constantFrom(
    "NaN",
    "-1",
    "-0",
    "0",
    "1e309",
    "1.5",
    "0x10",
    "99999999999999999999",
    "2147483648",
    "-2147483649",
    " 7",
    "7 ",
    "+7",
    "1_0",
    "",
  ),
  fc.integer().map(String),
  fc.double().map(String),
  fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }).map(String),
);

/** JSON text: valid values of any shape, deep nesting, and documents that are not quite JSON. */
export const junkJson = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)) },
  { weight: 1, arbitrary: fc.integer({ min: 500, max: 20_000 }).map((n) => `${"[".repeat(n)}${"]".repeat(n)}`) },
  { weight: 1, arbitrary: fc.integer({ min: 500, max: 5_000 }).map((n) => `${'{"a":'.repeat(n)}1${"}".repeat(n)}`) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '{"a":',
      "{'a':1}",
      "[1,]",
      "\u0000{}",
      "\ufeff{}",
      "1e999999",
      '"\\ud800"',
      '{"__proto__":{"polluted":1}}',
      '{"constructor":{"prototype":{"x":1}}}',
      '{"make":{"$ne":null}}',
      '{"make":["\\u0000"]}',
      '{"price":{"min":"NaN","max":-1e309}}',
      '{"price":{"min":{"min":1}}}',
      '{"make":"Toyota"}',
      '{"car_type":[["used"]]}',
      `{"make":[${'"x",'.repeat(5000)}"y"]}`,
      "null",
      "",
    ),
  },
);

/** A filter expression (search API `filters`) that is almost right. */
export const junkFilterExpression = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        "make:Toyota",
        "AND",
        "OR",
        "NOT",
        "(",
        ")",
        "price:1000 TO 50000",
        "price:1 TO",
        "year:",
        ":",
        'make:"Kia',
        "arrived_within_days:99999999999",
        "km:-1 TO NaN",
        "car_type:used",
        "TO",
        '"',
        "*",
        "make:*",
        "price:1e309 TO -1e309",
      ),
      junkText(),
    ),
    { maxLength: 12 },
  )
  .map((tokens) => tokens.join(" "));

const HEX = "0123456789ABCDEF";

/** Percent-encodes every byte of the UTF-8 text except unreserved characters. */
export function percentEncode(text: string): string {
  let out = "";
  for (const byte of Buffer.from(text, "utf8")) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(c) ? c : `%${HEX[byte >> 4]}${HEX[byte & 15]}`;
  }
  return out;
}

/**
 * The UTF-8 bytes of the text as they are (one latin1 character per byte), percent-encoding only what
 * cannot travel in a request line at all (space, control characters): `%` sequences stay as written,
 * so `%ZZ` and `%00` reach the server undecoded.
 */
export function rawBytes(text: string): string {
  return Buffer.from(text, "utf8")
    .toString("latin1")
    .replace(/[\u0000-\u0020\u007f]/g, (c) => `%${HEX[c.charCodeAt(0) >> 4]}${HEX[c.charCodeAt(0) & 15]}`);
}

/** Text as one URL component, encoded one way or the other. */
export const encodedComponent = (text: fc.Arbitrary<string>) =>
  fc.tuple(text, fc.boolean()).map(([t, raw]) => (raw ? rawBytes(t) : percentEncode(t)));

/** Header values carry bytes 0x20-0xff and tab: UTF-8 bytes as latin1, control characters dropped. */
export function headerValue(text: string): string {
  return Buffer.from(text, "utf8")
    .toString("latin1")
    .replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, "");
}
