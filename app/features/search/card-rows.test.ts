import { describe, expect, it } from "vitest";
import type { CardCar } from "~/server/search/card-car";
import { fromCardRow, toCardRow } from "./card-rows";

const inStock: CardCar = {
  id: 7,
  slug: "2024-toyota-corolla-ascent-abc123",
  name: "2024 Toyota Corolla Ascent",
  car_type: "used",
  km: 12_000,
  transmission: "Automatic",
  price: 29_990,
  price_type: "drive_away",
  views: 42,
  status: "in_stock",
  image: "/media/demo/corolla.svg",
  locationName: "Harbour Toyota",
  showKm: true,
  cardTag: null,
};
const sold: CardCar = {
  ...inStock,
  status: "sold",
  cardTag: { kind: "sold", label: "Sold" },
  similarHref: "/search/used-cars?make=Toyota&model=Corolla",
};

describe("a search card as a row of values", () => {
  it("comes back as the card it was, with or without its optional fields", () => {
    for (const card of [inStock, sold]) expect(fromCardRow(toCardRow(card))).toEqual(card);
  });
  it("carries no field names, and no trailing field a card does not have", () => {
    const row: unknown[] = toCardRow(inStock);
    expect(JSON.stringify(row)).not.toContain("slug");
    expect(row).toHaveLength(14);
    expect(row.at(-1)).toBeNull();
    expect(toCardRow(sold)).toHaveLength(15);
  });
});
