/**
 * The Content section's home promotions, fleet page and the theme's hero picture (issue 20) on PGlite and PostgreSQL,
 * through their loaders and actions as React Router calls them: a slide added with its picture (cut to the slider's
 * size and stored), edited, moved and removed as settings versions with audit entries and `updated_at` moved (a fresh
 * site directory, as a second process has, reads the change); bad input is a 400 with the field's message, a refused
 * form keeps its picture (this dealer's only); a slide not in the list is a 404 (another dealer's slide included), a
 * stale one a 409; the fleet page's words saved sanitised and shown by the public loader; the hero picture uploaded,
 * refused when too narrow, and removed; sales are refused every loader and action (403); a cross-site POST is refused;
 * a staff member of one dealer acting on another's host is sent to sign in and changes nothing.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffRole } from "~/domain/console/permissions";
import type { FormValues } from "~/domain/forms/form-values";
import { slideKey } from "~/domain/home/promotion-form";
import { FLEET_DEFAULT_HEADING } from "~/domain/content/fleet-page";
import { loadFleetPage } from "~/app/features/fleet/fleet-page.server";
import { testJpeg } from "~/server/console/media-test-files";
import { auditLog, staffUsers, websites } from "~/server/db/schema";
import { databaseKinds, openTestDatabase, type TestDatabase } from "~/server/db/test-database";
import { insertSite, type Yard } from "~/server/db/test-factories";
import { runtimeContext, siteLookupContext } from "~/server/http/router-context";
import type { Runtime } from "~/server/runtime";
import { staffContext, type StaffMember } from "~/server/console/require-staff";
import { readSiteLook } from "~/server/console/settings-versions";
import { createSiteDirectory, type Site, type SiteDirectory } from "~/server/tenancy/site-directory";
import { fleetContentAction, loadFleetContent } from "./fleet-content.server";
import { loadPromotions, promotionsAction, type PromotionsActionData } from "./promotions.server";
import { loadThemePage, themeAction } from "./theme-page.server";

type Thrown = { init?: { status?: number } | null; status?: number; data?: unknown; headers?: Headers };
type Answer = { status: number; data: Required<PromotionsActionData>; location: string | null };

async function answer(work: () => Promise<unknown>): Promise<Answer> {
  try {
    const out = (await work()) as Thrown;
    return { status: out?.init?.status ?? 200, data: (out?.data ?? out) as Answer["data"], location: null };
  } catch (error) {
    const e = error as Thrown;
    return { status: e.init?.status ?? e.status ?? 500, data: e.data as Answer["data"], location: e.headers?.get("Location") ?? null };
  }
}

const SLIDE = {
  alt: "A ute on the beach",
  title: "Summer sale",
  text: "Every ute priced to go.",
  href: "/special-offers",
  cta: "",
  startsAt: "",
  endsAt: "",
};
const B_SLIDES = ["One", "Two", "Three"].map((title) => ({
  imageUrl: `/media/demo/promo-${title.toLowerCase()}.svg`,
  alt: "A car",
  title,
  href: "/",
}));

for (const kind of await databaseKinds()) {
  describe(`console home promotions, fleet page and hero picture on ${kind}`, () => {
    let database: TestDatabase;
    let a: Yard;
    let b: Yard;
    let staffId: number;
    let sites: SiteDirectory;
    let photo: Buffer;
    const mediaDir = mkdtempSync(path.join(tmpdir(), "promotions-media-"));

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      a = await insertSite(database.db, "promo-a");
      b = await insertSite(database.db, "promo-b", { promotionsSlider: { slides: B_SLIDES } });
      [{ id: staffId }] = await database.db.insert(staffUsers).values({ email: "owner@promo-a.example" }).returning({ id: staffUsers.id });
      sites = createSiteDirectory(database.db);
      photo = await testJpeg(2400, 1350, "#2a6f97");
    });
    afterAll(async () => {
      await database?.drop();
      rmSync(mediaDir, { recursive: true, force: true });
    });

    /** A staff member of dealer A with `role`, on `host`'s site (A's unless said). */
    function context(role: StaffRole, host: Yard = a) {
      const member: StaffMember = {
        id: staffId,
        email: "owner@promo-a.example",
        name: "",
        websiteId: a.site.id,
        role,
        platformOperator: false,
        hasTotp: false,
      };
      const ctx = new RouterContextProvider();
      ctx.set(runtimeContext, { db: database.db, sites, mediaDir } as unknown as Runtime);
      ctx.set(siteLookupContext, {
        match: { kind: "slug", slug: host.site.slug },
        site: { id: host.site.id, name: host.site.name, slug: host.site.slug },
      } as never);
      ctx.set(staffContext, { member, token: "t", path: "/console/content/promotions" });
      return ctx;
    }
    const ORIGIN = "http://promo-a.localhost";
    const urlencoded = (path: string, fields: FormValues, origin = ORIGIN) =>
      new Request(`${ORIGIN}${path}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin },
        body: new URLSearchParams(fields as Record<string, string>).toString(),
      });
    const multipart = (path: string, fields: Record<string, string>, files: Record<string, { name: string; bytes: Uint8Array }> = {}) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.set(k, v);
      for (const [k, f] of Object.entries(files)) form.set(k, new File([new Uint8Array(f.bytes)], f.name));
      return new Request(`${ORIGIN}${path}`, { method: "POST", headers: { origin: ORIGIN }, body: form });
    };
    const slideForm = (fields: Record<string, string>, picture?: Uint8Array, role: StaffRole = "owner") =>
      answer(() =>
        promotionsAction(
          multipart("/console/content/promotions", fields, picture ? { image: { name: "beach.jpg", bytes: picture } } : {}),
          context(role),
        ),
      );
    const small = (fields: Record<string, string>, role: StaffRole = "owner", host: Yard = a, origin = ORIGIN) =>
      answer(() => promotionsAction(urlencoded("/console/content/promotions", fields, origin), context(role, host)));
    const slidesOf = async (site: Yard) => (await readSiteLook(database.db, site.site.id)).settings.promotionsSlider.slides;
    const stamp = async () => (await database.db.select({ at: websites.updatedAt }).from(websites).where(eq(websites.id, a.site.id)))[0].at;
    const audits = async (action: string) => (await database.db.select().from(auditLog).where(eq(auditLog.action, action))).length;
    /** The site as a second process's directory reads it from the database now. */
    const freshSite = async (site: Yard): Promise<Site> =>
      (await createSiteDirectory(database.db).lookup(`${site.site.slug}.localhost`)).site!;

    it("adds a slide with its picture cut to the slider's size, as a settings version seen by every process", async () => {
      const before = await stamp();
      const added = await slideForm({ intent: "add", ...SLIDE }, photo);
      expect(added.status).toBe(200);
      expect(added.data.ok).toBe('Added "Summer sale". The home page shows it now.');
      const [slide] = await slidesOf(a);
      expect(slide).toEqual({
        imageUrl: expect.stringMatching(/^\/media\/content\/promo-a\/[a-f0-9]{32}\.jpg$/),
        alt: SLIDE.alt,
        title: SLIDE.title,
        text: SLIDE.text,
        href: SLIDE.href,
        cta: "Find out more",
      });
      const file = path.join(mediaDir, ...slide.imageUrl.slice("/media/".length).split("/"));
      expect(await sharp(file).metadata()).toMatchObject({ width: 1920, height: 540 });
      expect((await stamp()).getTime()).toBeGreaterThan(before.getTime());
      expect(await audits("content.promotions.add")).toBe(1);
      expect((await freshSite(a)).settings.promotionsSlider.slides).toEqual([slide]);
      const page = await loadPromotions(context("owner"));
      expect(page.slides).toMatchObject([{ index: 0, key: slideKey(slide), values: { title: "Summer sale", alt: SLIDE.alt } }]);
      expect(page.history[0]).toMatchObject({ note: 'Home promotions: added "Summer sale"', actor: "owner@promo-a.example" });
    });

    it("answers bad input 400 with each field's message, keeping the picture uploaded (this dealer's only)", async () => {
      const refused = await slideForm(
        { intent: "add", ...SLIDE, alt: "", href: "//evil.example", startsAt: "2026-12-02T09:00", endsAt: "2026-12-01T09:00" },
        photo,
      );
      expect(refused.status).toBe(400);
      expect(refused.data.fieldErrors).toEqual({
        alt: "Describe the picture for people who cannot see it.",
        href: "Link to a page of this site, starting with / (like /special-offers).",
        endsAt: "The end must come after the start.",
      });
      expect(refused.data.form).toBe("new");
      const kept = refused.data.values.imageUrl;
      expect(kept).toMatch(/^\/media\/content\/promo-a\//);
      expect(await slidesOf(a)).toHaveLength(1);
      // Sent again with the picture it kept and the fields put right: no new upload needed.
      const again = await slideForm({ intent: "add", ...SLIDE, title: "Second", imageUrl: kept });
      expect(again.status).toBe(200);
      expect((await slidesOf(a))[1]).toMatchObject({ title: "Second", imageUrl: kept });
      // Another dealer's picture, or a made-up one, is not kept.
      for (const imageUrl of [
        "/media/content/promo-b/0123456789abcdef0123456789abcdef.jpg",
        "/media/content/promo-a/0123456789abcdef0123456789abcdef.jpg",
      ]) {
        const stolen = await slideForm({ intent: "add", ...SLIDE, imageUrl });
        expect(stolen.status, imageUrl).toBe(400);
        expect(stolen.data.fieldErrors).toEqual({ image: "Upload a picture for the slide." });
      }
    });

    it("refuses a picture too small for a slide, and a file that is not a picture", async () => {
      const small = await slideForm({ intent: "add", ...SLIDE }, await testJpeg(1000, 700));
      expect(small.status).toBe(400);
      expect(small.data.fieldErrors.image).toMatch(/^beach\.jpg is 1000 × 700 pixels: .* at least 1280 × 360 pixels\.$/);
      const text = await slideForm({ intent: "add", ...SLIDE }, new TextEncoder().encode("<script>alert(1)</script>"));
      expect(text.status).toBe(400);
      expect(text.data.fieldErrors.image).toMatch(/beach\.jpg/);
      expect(await slidesOf(a)).toHaveLength(2);
    });

    it("edits a slide (its picture kept), moves and removes it; a stale form is a 409, a slide not in the list a 404", async () => {
      let slides = await slidesOf(a);
      const edited = await slideForm({ intent: "save", index: "0", key: slideKey(slides[0]), ...SLIDE, title: "Summer sale ends Sunday" });
      expect(edited.status).toBe(200);
      expect((await slidesOf(a))[0]).toMatchObject({ title: "Summer sale ends Sunday", imageUrl: slides[0].imageUrl });
      // The page's key was for the old title: that form is stale now.
      const stale = await small({ intent: "remove", index: "0", key: slideKey(slides[0]) });
      expect(stale.status).toBe(409);
      slides = await slidesOf(a);
      const moved = await small({ intent: "down", index: "0", key: slideKey(slides[0]) });
      expect(moved.status).toBe(200);
      expect((await slidesOf(a)).map((s) => s.title)).toEqual(["Second", "Summer sale ends Sunday"]);
      // Dealer B's third slide is nobody's on A's list.
      expect((await small({ intent: "remove", index: "2", key: slideKey(B_SLIDES[2] as never) })).status).toBe(404);
      expect((await slideForm({ intent: "save", index: "7", key: "x", ...SLIDE })).status).toBe(404);
      slides = await slidesOf(a);
      const removed = await small({ intent: "remove", index: "1", key: slideKey(slides[1]) });
      expect(removed.status).toBe(200);
      expect((await slidesOf(a)).map((s) => s.title)).toEqual(["Second"]);
      expect(await audits("content.promotions.edit")).toBe(1);
      expect(await audits("content.promotions.move")).toBe(1);
      expect(await audits("content.promotions.remove")).toBe(1);
      expect(await slidesOf(b)).toHaveLength(3);
    });

    it("refuses sales every loader and action (403), a cross-site POST (403), and another dealer's host (sign in, nothing saved)", async () => {
      const slides = await slidesOf(a);
      const key = slideKey(slides[0]);
      expect((await answer(() => loadPromotions(context("sales")))).status).toBe(403);
      expect((await slideForm({ intent: "add", ...SLIDE }, photo, "sales")).status).toBe(403);
      for (const intent of ["up", "down", "remove"]) expect((await small({ intent, index: "0", key }, "sales")).status, intent).toBe(403);
      expect((await answer(() => loadFleetContent(context("sales")))).status).toBe(403);
      expect(
        (await answer(() => fleetContentAction(urlencoded("/console/content/fleet", { intent: "save", heading: "X" }), context("sales"))))
          .status,
      ).toBe(403);
      expect(
        (
          await answer(() =>
            themeAction(
              multipart("/console/theme", { intent: "upload-hero" }, { hero: { name: "h.jpg", bytes: photo } }),
              context("sales"),
            ),
          )
        ).status,
      ).toBe(403);
      expect((await answer(() => themeAction(urlencoded("/console/theme", { intent: "remove-hero" }), context("sales")))).status).toBe(403);
      expect((await small({ intent: "remove", index: "0", key }, "owner", a, "http://evil.example")).status).toBe(403);
      const elsewhere = await small(
        { intent: "remove", index: "0", key: slideKey(B_SLIDES[0] as never) },
        "owner",
        b,
        "http://promo-a.localhost",
      );
      expect(elsewhere.status).toBe(302);
      expect(elsewhere.location).toMatch(/^\/console\/sign-in\?redirect=/);
      expect(await slidesOf(b)).toHaveLength(3);
      expect(await slidesOf(a)).toHaveLength(1);
    });

    it("saves the fleet page's words sanitised, shown by the public page; emptied, the standard words come back", async () => {
      const save = (fields: Record<string, string>) =>
        answer(() => fleetContentAction(urlencoded("/console/content/fleet", { intent: "save", ...fields }), context("owner")));
      const saved = await save({
        heading: "Business and fleet",
        intro: '<p onclick="alert(1)">Ask for Sam.<script>alert(1)</script></p>',
        panelHeading: "",
        panelText: "<ul><li>ABN pricing</li></ul>",
      });
      expect(saved.status).toBe(200);
      expect((await readSiteLook(database.db, a.site.id)).settings.fleetPage).toEqual({
        heading: "Business and fleet",
        intro: "<p>Ask for Sam.</p>",
        panelHeading: "",
        panelText: "<ul><li>ABN pricing</li></ul>",
      });
      expect(await audits("content.fleet.edit")).toBe(1);
      const publicContext = async () => {
        const ctx = new RouterContextProvider();
        ctx.set(siteLookupContext, { match: { kind: "slug", slug: a.site.slug }, site: await freshSite(a) } as never);
        return ctx;
      };
      const page = loadFleetPage(await publicContext());
      expect(page.text).toMatchObject({
        heading: "Business and fleet",
        intro: { html: "<p>Ask for Sam.</p>" },
        panel: { html: "<ul><li>ABN pricing</li></ul>" },
      });
      expect((await loadFleetContent(context("owner"))).values.heading).toBe("Business and fleet");

      const tooLong = await save({ heading: "x".repeat(121) });
      expect(tooLong.status).toBe(400);
      expect(tooLong.data.fieldErrors).toEqual({ heading: "Keep the heading under 120 characters." });
      const scriptOnly = await save({ intro: "<script>alert(1)</script>" });
      expect(scriptOnly.status).toBe(400);

      expect((await save({ heading: "", intro: "", panelHeading: "", panelText: "" })).status).toBe(200);
      expect((await readSiteLook(database.db, a.site.id)).settings.fleetPage).toBeNull();
      expect(loadFleetPage(await publicContext()).text.heading).toBe(FLEET_DEFAULT_HEADING);
    });

    it("uploads the home hero's picture in the theme, refuses one too narrow, and removes it", async () => {
      const upload = (bytes: Uint8Array) =>
        answer(() =>
          themeAction(multipart("/console/theme", { intent: "upload-hero" }, { hero: { name: "hero.jpg", bytes } }), context("owner")),
        );
      const narrow = await upload(await testJpeg(1000, 600));
      expect(narrow.status).toBe(400);
      expect((narrow.data as { fieldErrors: Record<string, string> }).fieldErrors.hero).toMatch(/at least 1280 pixels wide/);
      const none = await answer(() => themeAction(multipart("/console/theme", { intent: "upload-hero" }), context("owner")));
      expect(none.status).toBe(400);

      const saved = await upload(photo);
      expect(saved.status).toBe(200);
      const hero = (await freshSite(a)).theme.heroImage;
      expect(hero).toEqual({ src: expect.stringMatching(/^\/media\/brand\/promo-a\/[a-f0-9]{32}\.jpg$/), width: 2400, height: 1350 });
      expect(existsSync(path.join(mediaDir, ...hero!.src.slice("/media/".length).split("/")))).toBe(true);
      expect((await loadThemePage(context("owner"))).heroImage).toMatchObject({ src: hero!.src });
      // Saving the colours keeps it.
      const theme = await loadThemePage(context("owner"));
      expect(
        (
          await answer(() =>
            themeAction(
              urlencoded("/console/theme", { ...theme.values, intent: "save", accent: "#1d4ed8" } as FormValues),
              context("owner"),
            ),
          )
        ).status,
      ).toBe(200);
      expect((await freshSite(a)).theme.heroImage).toEqual(hero);

      const removed = await answer(() => themeAction(urlencoded("/console/theme", { intent: "remove-hero" }), context("owner")));
      expect(removed.status).toBe(200);
      expect((await freshSite(a)).theme.heroImage).toBeNull();
    });
  });
}
