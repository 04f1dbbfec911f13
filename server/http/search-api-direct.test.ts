import { describe, expect, it } from "vitest";
import { pickEncoding } from "./search-api-direct";

describe("pickEncoding", () => {
  it.each([
    [undefined, "identity"],
    ["", "identity"],
    ["gzip, deflate, br", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["br;q=0.5", "br"],
    ["gzip;q=0", "identity"],
    ["*", "gzip"],
    ["deflate", "identity"],
  ])("%s → %s", (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});
