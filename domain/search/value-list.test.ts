import { describe, expect, it } from "vitest";
import { WebsiteValues } from "./value-list";

function facetValues(values: WebsiteValues, facet: number) {
  const at = values.start[facet];
  return Array.from({ length: values.size[facet] - 1 }, (_, i) => ({
    code: values.codes[at + i + 1],
    label: values.labels[at + i + 1],
    live: values.live[at + i + 1],
  }));
}

describe("WebsiteValues", () => {
  it("hands out positions from 1 per facet, keeping code, label and live count", () => {
    const values = new WebsiteValues(3);
    expect(values.add(1, 40, "Toyota")).toBe(1);
    expect(values.add(1, 7, "Kia")).toBe(2);
    expect(values.add(0, 3, "used")).toBe(1);
    values.live[values.start[1] + 2] += 3;
    expect(facetValues(values, 1)).toEqual([
      { code: 40, label: "Toyota", live: 0 },
      { code: 7, label: "Kia", live: 3 },
    ]);
    expect(facetValues(values, 0)).toEqual([{ code: 3, label: "used", live: 0 }]);
    expect(facetValues(values, 2)).toEqual([]);
  });

  it("grows one facet past its room, moving the others but keeping every position", () => {
    const values = new WebsiteValues(3, 2);
    values.add(0, 1, "a");
    values.add(2, 9, "z");
    values.live[values.start[2] + 1] = 5;
    for (let code = 100; code < 150; code++) {
      const position = values.add(1, code, `m${code}`);
      expect(position).toBe(code - 99);
      values.live[values.start[1] + position] = code;
    }
    expect(facetValues(values, 0)).toEqual([{ code: 1, label: "a", live: 0 }]);
    expect(facetValues(values, 2)).toEqual([{ code: 9, label: "z", live: 5 }]);
    const models = facetValues(values, 1);
    expect(models).toHaveLength(50);
    expect(models[49]).toEqual({ code: 149, label: "m149", live: 149 });
    expect(values.length).toBeGreaterThanOrEqual(values.start[2] + values.size[2]);
  });
});
