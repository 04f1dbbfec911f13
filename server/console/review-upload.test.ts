import { describe, expect, it } from "vitest";
import { REVIEW_CSV_MAX_BYTES } from "~/domain/reviews/csv-limits";
import { readReviewsForm, reviewsBodyLimit } from "./review-upload";

const URL_ = "http://a.localhost/console/reviews";

function multipart(parts: Array<[string, string | Blob, string?]>) {
  const body = new FormData();
  for (const [name, value, fileName] of parts) {
    if (typeof value === "string") body.append(name, value);
    else body.append(name, value, fileName);
  }
  return new Request(URL_, { method: "POST", body });
}

describe("the Reviews page's streamed body", () => {
  it("is streamed on the Reviews page only, capped a little over the largest CSV", () => {
    expect(reviewsBodyLimit("/console/reviews")).toBe(REVIEW_CSV_MAX_BYTES + 80 * 1024);
    expect(reviewsBodyLimit("/console/reviews.data")).toBe(REVIEW_CSV_MAX_BYTES + 80 * 1024);
    for (const path of ["/console/reviews/1", "/reviews", "/console/reviewsx", "/console/lead-routing"])
      expect(reviewsBodyLimit(path)).toBeNull();
  });

  it("reads the import form: its fields and the chosen file as text", async () => {
    const read = await readReviewsForm(
      multipart([
        ["intent", "csv-preview"],
        ["csv", ""],
        ["file", new Blob(["review_id,reviewer\n1,Zoë"], { type: "text/csv" }), "reviews.csv"],
      ]),
    );
    expect(read).toEqual({
      ok: true,
      form: { fields: { intent: "csv-preview", csv: "" }, file: { name: "reviews.csv", text: "review_id,reviewer\n1,Zoë", bytes: 25 } },
    });
  });

  it("reads the page's other forms (urlencoded) within the usual 64 KiB", async () => {
    const form = (body: string) =>
      new Request(URL_, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body });
    expect(await readReviewsForm(form("intent=hide-review&review=4"))).toEqual({
      ok: true,
      form: { fields: { intent: "hide-review", review: "4" } },
    });
    expect(await readReviewsForm(form(`csv=${"x".repeat(65 * 1024)}`))).toMatchObject({ ok: false, status: 413 });
  });

  it.each([
    [
      "a file over the cap",
      () => multipart([["file", new Blob(["x".repeat(REVIEW_CSV_MAX_BYTES + 1)]), "big.csv"]]),
      413,
      "The CSV file is larger than 4 MB",
    ],
    ["a pasted CSV over 64 KiB", () => multipart([["csv", "x".repeat(65 * 1024)]]), 413, "choose it as a file instead"],
    [
      "two files",
      () =>
        multipart([
          ["file", new Blob(["a"]), "a.csv"],
          ["file", new Blob(["b"]), "b.csv"],
        ]),
      400,
      "Send one CSV file",
    ],
    ["a file under another name", () => multipart([["photo", new Blob(["a"]), "a.csv"]]), 400, "Send one CSV file"],
    ["many fields", () => multipart(Array.from({ length: 12 }, (_, i) => [`f${i}`, "x"] as [string, string])), 400, "more fields"],
    [
      "a body that is not multipart inside",
      () =>
        new Request(URL_, { method: "POST", headers: { "content-type": "multipart/form-data; boundary=zzz" }, body: "junk without parts" }),
      400,
      "could not be read",
    ],
    [
      "no boundary",
      () => new Request(URL_, { method: "POST", headers: { "content-type": "multipart/form-data" }, body: "junk" }),
      400,
      "could not be read",
    ],
    [
      "JSON",
      () => new Request(URL_, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" }),
      415,
      "Send this form",
    ],
  ])("refuses %s with a 4xx and a sentence", async (_what, request, status, message) => {
    const read = await readReviewsForm(request());
    expect(read).toMatchObject({ ok: false, status });
    expect(!read.ok && read.message).toContain(message);
  });
});
