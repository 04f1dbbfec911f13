import { describe, expect, it } from "vitest";
import { csvCell, csvRow, dayRange, inboxQuery, leadUpdateSchema, parseInboxFilter } from "./lead-inbox";

const parse = (query: string) => parseInboxFilter(new URLSearchParams(query));

describe("leads inbox filters", () => {
  it("reads every filter, empty values meaning any", () => {
    expect(parse("kind=finance&status=won&location=12&from=2026-11-01&to=2026-11-27&page=3")).toEqual({
      ok: true,
      filter: { kind: "finance", status: "won", location: 12, from: "2026-11-01", to: "2026-11-27", page: 3 },
    });
    expect(parse("kind=&status=")).toEqual({ ok: true, filter: {} });
  });

  it("refuses malformed filters with a message naming the filter", () => {
    expect(parse("kind=spam")).toEqual({ ok: false, message: "Kind: choose one of the listed kinds." });
    expect(parse("status=closed")).toMatchObject({ ok: false, message: expect.stringMatching(/^Status/) });
    expect(parse("location=-1")).toMatchObject({ ok: false, message: expect.stringMatching(/^Location/) });
    expect(parse("from=27/11/2026")).toMatchObject({ ok: false, message: expect.stringMatching(/^From: use a date/) });
    expect(parse("from=2026-02-30")).toMatchObject({ ok: false, message: expect.stringMatching(/does not exist/) });
    expect(parse("from=2026-11-27&to=2026-11-01")).toMatchObject({ ok: false, message: "The From date is after the To date." });
    expect(parse("page=0")).toMatchObject({ ok: false, message: expect.stringMatching(/^Page/) });
    expect(parse("kind=chat&kind=fleet")).toEqual({ ok: false, message: "Give kind once." });
  });

  it("writes a filter back as a query string, page 1 left out", () => {
    expect(inboxQuery({ kind: "chat", page: 2 })).toBe("?kind=chat&page=2");
    expect(inboxQuery({ kind: "chat", page: 2 }, { page: 1 })).toBe("?kind=chat");
    expect(inboxQuery({})).toBe("");
  });

  it("covers whole days", () => {
    expect(dayRange({ from: "2026-11-01", to: "2026-11-01" })).toEqual({
      since: new Date("2026-11-01T00:00:00Z"),
      until: new Date("2026-11-02T00:00:00Z"),
    });
    expect(dayRange({})).toEqual({ since: undefined, until: undefined });
  });
});

describe("lead updates", () => {
  it("accepts a status, a note and a delivery to resend", () => {
    expect(leadUpdateSchema.parse({ intent: "status", status: "contacted" })).toEqual({ intent: "status", status: "contacted" });
    expect(leadUpdateSchema.parse({ intent: "note", note: "  Called back  " })).toEqual({ intent: "note", note: "Called back" });
    expect(leadUpdateSchema.parse({ intent: "replay", delivery: "42" })).toEqual({ intent: "replay", delivery: 42 });
  });

  it("refuses each with a message", () => {
    expect(leadUpdateSchema.safeParse({ intent: "status", status: "closed" }).error?.issues[0].message).toBe(
      "Choose new, contacted, won or lost.",
    );
    expect(leadUpdateSchema.safeParse({ intent: "note", note: "   " }).error?.issues[0].message).toBe("Write a note.");
    expect(leadUpdateSchema.safeParse({ intent: "note", note: "x".repeat(4001) }).error?.issues[0].message).toMatch(/at most 4000/);
    expect(leadUpdateSchema.safeParse({ intent: "replay", delivery: "x" }).error?.issues[0].message).toBe("Choose a delivery to resend.");
    expect(leadUpdateSchema.safeParse({ intent: "delete" }).success).toBe(false);
  });
});

describe("CSV cells", () => {
  it("quotes commas, quotes and line breaks", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell('He said "hi", then left\nLine 2')).toBe('"He said ""hi"", then left\nLine 2"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(new Date("2026-11-27T08:00:00Z"))).toBe("2026-11-27T08:00:00.000Z");
    expect(csvRow(["a", 1, "b,c"])).toBe('a,1,"b,c"\r\n');
  });

  it("never lets a cell run as a spreadsheet formula", () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell("+61412345678")).toBe("'+61412345678");
    expect(csvCell("-1")).toBe("'-1");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
  });
});
