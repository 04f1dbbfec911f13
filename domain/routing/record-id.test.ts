import { describe, expect, it } from "vitest";
import { isRecordId, MAX_RECORD_ID, parseRecordId } from "./record-id";

describe("record ids", () => {
  it("are positive 32-bit integers", () => {
    expect(isRecordId(1)).toBe(true);
    expect(isRecordId(MAX_RECORD_ID)).toBe(true);
    for (const junk of [0, -1, 1.5, MAX_RECORD_ID + 1, Number.MAX_SAFE_INTEGER, Number.NaN, "1", null])
      expect(isRecordId(junk)).toBe(false);
  });

  it("are read from text only when the text names one", () => {
    expect(parseRecordId("42")).toBe(42);
    expect(parseRecordId("2147483647")).toBe(MAX_RECORD_ID);
    for (const junk of ["2147483648", "9999999999", "0", "-1", "1e3", " 1", "1\u0000", "", null, 7]) expect(parseRecordId(junk)).toBeNull();
  });
});
