import { describe, expect, it } from "vitest";
import { haversineKm } from "~/domain/vehicle/geo";
import { AU_POSTCODE_REGIONS } from "./au-postcode-regions";
import { createEmbeddedGeocoder, lookupPostcode } from "./embedded";
import { createGoogleGeocoder } from "./google";
import { parseConfig } from "~/server/config";
import { createGeocoder } from "./index";

describe("embedded postcode table", () => {
  it("has no overlapping ranges and only Australian coordinates", () => {
    const sorted = [...AU_POSTCODE_REGIONS].sort((a, b) => a[0] - b[0]);
    for (let i = 0; i < sorted.length; i++) {
      const [from, to, lat, lng] = sorted[i];
      expect(from).toBeLessThanOrEqual(to);
      if (i > 0) expect(from, `${from}`).toBeGreaterThan(sorted[i - 1][1]);
      expect(lat).toBeGreaterThan(-44);
      expect(lat).toBeLessThan(-10);
      expect(lng).toBeGreaterThan(112);
      expect(lng).toBeLessThan(154);
    }
  });

  it("places capital-city postcodes near their city", () => {
    const cities: Array<[string, number, number]> = [
      ["2000", -33.8688, 151.2093],
      ["3000", -37.8136, 144.9631],
      ["4000", -27.4698, 153.0251],
      ["5000", -34.9285, 138.6007],
      ["6000", -31.9505, 115.8605],
      ["7000", -42.8821, 147.3272],
      ["0800", -12.4634, 130.8456],
      ["2600", -35.2809, 149.13],
    ];
    for (const [postcode, lat, lng] of cities) {
      expect(haversineKm(lookupPostcode(postcode)!, { lat, lng }), postcode).toBeLessThan(15);
    }
  });

  it("finds no place for a postcode outside every range", async () => {
    expect(lookupPostcode("0000")).toBeNull();
    expect(lookupPostcode("9999")).toBeNull();
    expect(lookupPostcode("40a0")).toBeNull();
    expect(await createEmbeddedGeocoder().geocodePostcode("0000")).toBeNull();
    expect(await createEmbeddedGeocoder().geocodePostcode("4217")).toEqual({ lat: -28.0, lng: 153.4 });
  });
});

describe("Google adapter", () => {
  const answer =
    (body: unknown, status = 200) =>
    async () =>
      new Response(JSON.stringify(body), { status });

  it("asks for the postal_code component in AU and reads the first result", async () => {
    let asked: URL | undefined;
    const geo = createGoogleGeocoder({
      apiKey: "test-key-123",
      fetch: (async (url: URL) => {
        asked = url;
        return answer({
          status: "OK",
          results: [{ geometry: { location: { lat: -27.5, lng: 153.0 } } }, { geometry: { location: { lat: 0, lng: 0 } } }],
        })();
      }) as unknown as typeof fetch,
    });
    expect(await geo.geocodePostcode("4000")).toEqual({ lat: -27.5, lng: 153.0 });
    expect(asked!.searchParams.get("components")).toBe("postal_code:4000|country:AU");
  });

  it("treats an empty result as no place and failures as errors", async () => {
    expect(
      await createGoogleGeocoder({
        apiKey: "test-key-123",
        fetch: answer({ status: "ZERO_RESULTS", results: [] }) as unknown as typeof fetch,
      }).geocodePostcode("0000"),
    ).toBeNull();
    await expect(
      createGoogleGeocoder({ apiKey: "test-key-123", fetch: answer({}, 500) as unknown as typeof fetch }).geocodePostcode("4000"),
    ).rejects.toThrow(/500/);
  });

  it("is chosen by configuration, which names a bad or missing variable at boot", () => {
    expect(createGeocoder(parseConfig({})).name).toBe("embedded");
    expect(createGeocoder(parseConfig({ GEOCODER: "google", GOOGLE_MAPS_API_KEY: "abcdefghijkl" })).name).toBe("google");
    expect(() => parseConfig({ GEOCODER: "google" })).toThrow(/GOOGLE_MAPS_API_KEY: is required when GEOCODER=google/);
    expect(() => parseConfig({ GEOCODER: "nonsense" })).toThrow(/GEOCODER/);
    expect(() => parseConfig({ GEOCODER: "google", GOOGLE_MAPS_API_KEY: "short" })).toThrow(/GOOGLE_MAPS_API_KEY/);
  });
});
