import { describe, expect, it } from "vitest";
import { readPageForm, readPostForm } from "./content-form";

const TZ = "Australia/Perth";
const page = { title: "Our story", slug: "", body: "<p>Since 1985.</p>", status: "published", publishAt: "" };
const post = { ...page, category: "Buyer Advice", excerpt: "How to buy.", imageUrl: "/media/content/1/abc.jpg" };

describe("the page form", () => {
  it("reads a page, its address from the title", () => {
    const read = readPageForm(page, TZ);
    expect(read).toEqual({
      ok: true,
      edit: { title: "Our story", slug: "our-story", body: "<p>Since 1985.</p>", status: "published", publishAt: null },
    });
  });

  it("reads the publish time on the dealer's clock", () => {
    const read = readPageForm({ ...page, publishAt: "2026-12-01T09:30" }, TZ);
    expect(read.ok && read.edit.publishAt?.toISOString()).toBe("2026-12-01T01:30:00.000Z");
    const sydney = readPageForm({ ...page, publishAt: "2026-12-01T09:30" }, "Australia/Sydney");
    expect(sydney.ok && sydney.edit.publishAt?.toISOString()).toBe("2026-11-30T22:30:00.000Z");
  });

  it("stores the body already sanitised", () => {
    const read = readPageForm({ ...page, body: '<p onclick="x()">Hi<script>alert(1)</script></p>' }, TZ);
    expect(read.ok && read.edit.body).toBe("<p>Hi</p>");
  });

  it("says what is wrong, field by field", () => {
    const read = readPageForm({ title: "", slug: "Bad Slug", body: "", status: "live", publishAt: "tomorrow" }, TZ);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.fieldErrors.title).toBe("Enter the title.");
    expect(read.fieldErrors.status).toBe("Choose draft or published.");
    expect(read.fieldErrors.publishAt).toBe("Enter the publish time as a date and time.");
  });

  it("refuses a body with nothing left to show, and a bad address", () => {
    const read = readPageForm({ ...page, slug: "Bad Slug", body: "<script>alert(1)</script>" }, TZ);
    expect(read).toEqual({
      ok: false,
      fieldErrors: {
        slug: "Use lower-case letters, digits and single hyphens only, like our-story.",
        body: "Write the text (what was typed had nothing that can be shown).",
      },
    });
  });

  it("reads a repeated field once", () => {
    const read = readPageForm({ ...page, title: ["First", "Second"] }, TZ);
    expect(read.ok && read.edit.title).toBe("First");
  });
});

describe("the post form", () => {
  it("reads a post with its category, summary and picture", () => {
    const read = readPostForm(post, TZ);
    expect(read.ok && read.edit).toMatchObject({
      slug: "our-story",
      category: "Buyer Advice",
      excerpt: "How to buy.",
      imageUrl: "/media/content/1/abc.jpg",
    });
  });

  it("refuses a picture that is not the site's media or https", () => {
    for (const imageUrl of ["javascript:alert(1)", "http://e.com/a.jpg", "data:image/png;base64,AA", "/media/../secret", ""]) {
      const read = readPostForm({ ...post, imageUrl }, TZ);
      expect(read.ok ? null : read.fieldErrors.imageUrl, imageUrl).toBe("Upload a picture or give an https:// address of one.");
    }
  });

  it("needs a category and a summary", () => {
    const read = readPostForm({ ...post, category: " ", excerpt: "" }, TZ);
    expect(read.ok ? {} : read.fieldErrors).toMatchObject({
      category: "Choose or type a category.",
      excerpt: "Write a sentence or two for the blog's list.",
    });
  });
});
