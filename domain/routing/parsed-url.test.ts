import { describe, expect, it } from "vitest";
import { parsedUrl } from "./parsed-url";

describe("parsedUrl", () => {
  it("parses a URL, relative to a base when given", () => {
    expect(parsedUrl("https://shop.example/cars?x=1")?.host).toBe("shop.example");
    expect(parsedUrl("/cars/a", "http://shop.example/search")?.href).toBe("http://shop.example/cars/a");
  });
  it("is null, never a throw, for what the URL parser refuses, including hosts URL.canParse accepts", () => {
    for (const text of ["http://Æ¨", "http://;Ö\x88", "not a url", "http://[::1", ""]) expect(parsedUrl(text)).toBeNull();
    expect(parsedUrl("/x", "http://Æ¨/")).toBeNull();
  });
});
