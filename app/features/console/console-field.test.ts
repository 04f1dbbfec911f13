import { describe, expect, it } from "vitest";
import { describedBy } from "./console-field";

describe("a console control's aria-describedby", () => {
  it("names its help line and its error, whichever it has", () => {
    expect(describedBy("title", {})).toBeUndefined();
    expect(describedBy("title", undefined, true)).toBe("title-help");
    expect(describedBy("title", { title: "Please enter a title." })).toBe("title-error");
    expect(describedBy("title", { title: "Please enter a title." }, true)).toBe("title-help title-error");
    expect(describedBy("price", { price: "Too high." }, true, "car-")).toBe("car-price-help car-price-error");
    expect(describedBy("title", { other: "x" }, false)).toBeUndefined();
  });
});
