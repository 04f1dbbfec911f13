/**
 * The console's Content section on PGlite and PostgreSQL (issue 20) through its loaders and actions: pages and posts
 * created, edited and deleted with the body sanitised, an audit entry and the site's updated_at moved; the public
 * queries show only what is published and whose time has come (a scheduled post is hidden until then); the standard
 * pages keep their address; another dealer's ids are 404s for every loader and action; sales are refused (403)
 * everywhere; bad input is a 400 with the field's message; a cross-site POST is refused.
 */
import { and, eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffRole } from "~/domain/console/permissions";
import type { FormValues } from "~/domain/forms/form-values";
import { DEFAULT_SETTINGS } from "~/domain/settings/schema";
import { listBlogPosts, loadBlogPost } from "~/server/blog/blog-posts";
import { loadContentPage } from "~/server/content/content-pages";
import { auditLog, blogPosts, contentPages, staffMembers, staffUsers, websites } from "~/server/db/schema";
import { databaseKinds, openTestDatabase, type TestDatabase } from "~/server/db/test-database";
import { insertSite, type Yard } from "~/server/db/test-factories";
import { runtimeContext, siteLookupContext } from "~/server/http/router-context";
import type { Runtime } from "~/server/runtime";
import { staffContext, type StaffMember } from "~/server/console/require-staff";
import { createSiteDirectory, type SiteDirectory } from "~/server/tenancy/site-directory";
import { locationStaff } from "~/server/teams/staff-queries";
import { contentImageAction } from "./content-images.server";
import { loadTeam, loadTeamMember, teamMemberAction } from "./team.server";
import { loadContentIndex, loadPageEditor, loadPostEditor, pageAction, postAction, type ContentActionData } from "./content.server";

type Thrown = { init?: { status?: number } | null; status?: number; data?: unknown; headers?: Headers };
type Answer = { status: number; data: Required<ContentActionData>; location: string | null };

async function answer(work: () => Promise<unknown>): Promise<Answer> {
  try {
    const out = (await work()) as Thrown;
    return { status: out?.init?.status ?? 200, data: (out?.data ?? out) as Answer["data"], location: null };
  } catch (error) {
    const e = error as Thrown;
    return { status: e.init?.status ?? e.status ?? 500, data: e.data as Answer["data"], location: e.headers?.get("Location") ?? null };
  }
}

const DAY = 86_400_000;
/** A datetime-local value on Perth's clock (the test dealer's default state is WA: no daylight saving). */
const perth = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 16);

const PAGE: FormValues = {
  title: "Our story",
  slug: "",
  body: '<h2>Since 1985</h2><p onclick="alert(1)">Family owned.<script>alert(1)</script></p><img src="x" onerror="alert(1)">',
  status: "published",
  publishAt: "",
};
const POST: FormValues = {
  title: "Winter tyres explained",
  slug: "",
  body: "<p>Grip matters.</p>",
  status: "published",
  publishAt: "",
  category: "Motoring Tips",
  excerpt: "Why winter tyres help.",
  imageUrl: "/media/content/x/abc.jpg",
};

for (const kind of await databaseKinds()) {
  describe(`console content on ${kind}`, () => {
    let database: TestDatabase;
    let a: Yard;
    let b: Yard;
    let staffId: number;
    let sites: SiteDirectory;
    let bPage: number;
    let bPost: number;
    let aboutId: number;

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      a = await insertSite(database.db, "content-a", { search: { defaultState: "WA" } });
      b = await insertSite(database.db, "content-b");
      [{ id: staffId }] = await database.db
        .insert(staffUsers)
        .values({ email: "owner@content-a.example" })
        .returning({ id: staffUsers.id });
      [{ id: aboutId }] = await database.db
        .insert(contentPages)
        .values({ websiteId: a.site.id, slug: "about-us", title: "About us", body: "We sell cars." })
        .returning({ id: contentPages.id });
      [{ id: bPage }] = await database.db
        .insert(contentPages)
        .values({ websiteId: b.site.id, slug: "b-page", title: "B's page", body: "B only." })
        .returning({ id: contentPages.id });
      [{ id: bPost }] = await database.db
        .insert(blogPosts)
        .values({
          websiteId: b.site.id,
          slug: "b-post",
          title: "B's post",
          category: "News",
          excerpt: "B",
          body: "B",
          imageUrl: "/b.jpg",
          publishedAt: new Date(),
        })
        .returning({ id: blogPosts.id });
      sites = createSiteDirectory(database.db);
    });
    afterAll(async () => {
      await database?.drop();
    });

    function context(role: StaffRole) {
      const member: StaffMember = {
        id: staffId,
        email: "owner@content-a.example",
        name: "",
        websiteId: a.site.id,
        role,
        platformOperator: false,
        hasTotp: false,
      };
      const ctx = new RouterContextProvider();
      ctx.set(runtimeContext, { db: database.db, sites, mediaDir: "/nonexistent" } as unknown as Runtime);
      ctx.set(siteLookupContext, {
        match: { kind: "slug", slug: a.site.slug },
        site: {
          id: a.site.id,
          name: a.site.name,
          slug: a.site.slug,
          settings: { ...DEFAULT_SETTINGS, search: { ...DEFAULT_SETTINGS.search, defaultState: "WA" } },
        },
      } as never);
      ctx.set(staffContext, { member, token: "t", path: "/console/content" });
      return ctx;
    }
    const request = (path: string, fields: FormValues, origin = "http://content-a.localhost") => {
      const body = new URLSearchParams();
      for (const [k, v] of Object.entries(fields)) for (const one of Array.isArray(v) ? v : [v]) body.append(k, one);
      return new Request(`http://content-a.localhost${path}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", ...(origin ? { origin } : {}) },
        body: body.toString(),
      });
    };
    const savePage = (id: number | "new", fields: FormValues, role: StaffRole = "owner") =>
      answer(() => pageAction(request(`/console/content/pages/${id}`, fields), context(role), String(id)));
    const savePost = (id: number | "new", fields: FormValues, role: StaffRole = "owner") =>
      answer(() => postAction(request(`/console/content/posts/${id}`, fields), context(role), String(id)));
    const createdId = (a: Answer) => Number(/\/(\d+)\?saved=1$/.exec(a.location ?? "")?.[1]);
    const stamp = async () => (await database.db.select({ at: websites.updatedAt }).from(websites).where(eq(websites.id, a.site.id)))[0].at;
    const audits = (action: string) =>
      database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.websiteId, a.site.id), eq(auditLog.action, action)));
    const publicPage = (slug: string) => answer(() => loadContentPage(database.db, a.site.id, slug));

    it("creates a page: the body sanitised, audited, the site's updated_at moved, shown on the public site", async () => {
      const before = await stamp();
      const created = await savePage("new", PAGE);
      expect(created.status).toBe(302);
      const id = createdId(created);
      const [row] = await database.db.select().from(contentPages).where(eq(contentPages.id, id));
      expect(row).toMatchObject({ websiteId: a.site.id, slug: "our-story", format: "html", status: "published", publishAt: null });
      expect(row.body).toBe("<h2>Since 1985</h2><p>Family owned.</p>");
      expect((await stamp()).getTime()).toBeGreaterThan(before.getTime());
      expect(await audits("content.page.create")).toHaveLength(1);
      expect((await publicPage("our-story")).data).toMatchObject({ title: "Our story", format: "html" });
      const index = await loadContentIndex(context("manager"));
      expect(index.pages.map((p) => p.title)).toEqual(["About us", "Our story"]);
      expect(index.pages[1]).toMatchObject({ state: "published", path: "/pages/our-story" });
    });

    it("keeps a draft and a scheduled page off the public site, and shows a page whose time has come", async () => {
      const draft = createdId(await savePage("new", { ...PAGE, title: "Draft page", status: "draft" }));
      expect((await publicPage("draft-page")).status).toBe(404);
      const later = createdId(await savePage("new", { ...PAGE, title: "Later page", publishAt: perth(new Date(Date.now() + DAY)) }));
      expect((await publicPage("later-page")).status).toBe(404);
      const index = await loadContentIndex(context("owner"));
      expect(index.pages.find((p) => p.id === later)).toMatchObject({ state: "scheduled", label: "Scheduled" });
      expect(index.pages.find((p) => p.id === draft)).toMatchObject({ state: "draft" });
      const saved = await savePage(later, {
        ...PAGE,
        title: "Later page",
        slug: "later-page",
        publishAt: perth(new Date(Date.now() - 60_000)),
      });
      expect(saved.status).toBe(200);
      expect((await publicPage("later-page")).status).toBe(200);
    });

    it("edits a page with the changed fields before and after in the audit log", async () => {
      const id = createdId(await savePage("new", { ...PAGE, title: "Edit me" }));
      const saved = await savePage(id, { ...PAGE, title: "Edited", slug: "edit-me", body: "<p>New text</p>" });
      expect(saved).toMatchObject({ status: 200, data: { ok: expect.stringContaining("Saved") } });
      const entry = (await audits("content.page.edit")).find((e) => e.subject.startsWith("Page Edit me"))!;
      expect(entry.before).toMatchObject({ title: "Edit me" });
      expect(entry.after).toMatchObject({ title: "Edited", body: "<p>New text</p>" });
      expect((await savePage(id, { ...PAGE, title: "Edited", slug: "edit-me", body: "<p>New text</p>" })).data.ok).toBe("Nothing changed.");
      const editor = await loadPageEditor(context("owner"), String(id));
      expect(editor.values).toMatchObject({ title: "Edited", body: "<p>New text</p>", status: "published" });
    });

    it("refuses bad input with a 400 and the field's message, and a taken address with a 409, changing nothing", async () => {
      const count = async () => (await database.db.select().from(contentPages).where(eq(contentPages.websiteId, a.site.id))).length;
      const before = await count();
      const bad = await savePage("new", { ...PAGE, title: "", slug: "Bad Slug!", status: "live" });
      expect(bad.status).toBe(400);
      expect(bad.data.fieldErrors).toMatchObject({ title: "Enter the title.", status: "Choose draft or published." });
      expect(bad.data.values.slug).toBe("Bad Slug!");
      const taken = await savePage("new", PAGE);
      expect(taken).toMatchObject({ status: 409, data: { fieldErrors: { slug: "Another page has this address: choose another." } } });
      expect((await savePage("new", { ...PAGE, slug: "privacy-policy" })).status).toBe(400);
      expect((await savePage("new", { ...PAGE, slug: "whats-included" })).data.fieldErrors.slug).toMatch(/vehicle page/);
      expect(await count()).toBe(before);
    });

    it("keeps a standard page's address, keeps it published and never deletes it", async () => {
      const renamed = await savePage(aboutId, { ...PAGE, title: "About us", slug: "about" });
      expect(renamed.status).toBe(400);
      expect(renamed.data.fieldErrors.slug).toMatch(/keeps its address/);
      expect((await savePage(aboutId, { ...PAGE, title: "About us", slug: "about-us", status: "draft" })).status).toBe(400);
      expect((await savePage(aboutId, { intent: "delete" })).status).toBe(409);
      const saved = await savePage(aboutId, { ...PAGE, title: "About us", slug: "about-us", body: "<p>Since 1985.</p>" });
      expect(saved.status).toBe(200);
      expect((await publicPage("about-us")).data).toMatchObject({ body: "<p>Since 1985.</p>", format: "html" });
    });

    it("deletes a page: audited and gone from the public site", async () => {
      const id = createdId(await savePage("new", { ...PAGE, title: "Short lived" }));
      const deleted = await savePage(id, { intent: "delete" });
      expect(deleted).toMatchObject({ status: 302, location: "/console/content?deleted=1" });
      expect((await publicPage("short-lived")).status).toBe(404);
      expect((await audits("content.page.delete"))[0].before).toMatchObject({ title: "Short lived" });
    });

    it("publishes a post, holds a scheduled one until its time, and keeps a draft off the blog", async () => {
      const shown = createdId(await savePost("new", POST));
      const scheduled = createdId(
        await savePost("new", {
          ...POST,
          title: "Spring servicing",
          category: "Servicing Insights",
          publishAt: perth(new Date(Date.now() + DAY)),
        }),
      );
      createdId(await savePost("new", { ...POST, title: "Unfinished", status: "draft" }));
      const listed = await listBlogPosts(database.db, a.site.id);
      expect(listed.map((p) => p.slug)).toEqual(["winter-tyres-explained"]);
      expect((await answer(() => loadBlogPost(database.db, a.site.id, "spring-servicing"))).status).toBe(404);
      expect((await answer(() => loadBlogPost(database.db, a.site.id, "unfinished"))).status).toBe(404);
      const index = await loadContentIndex(context("owner"));
      expect(index.posts.find((p) => p.id === scheduled)).toMatchObject({ state: "scheduled" });
      expect(index.posts.find((p) => p.id === shown)).toMatchObject({ state: "published", path: "/blog/winter-tyres-explained" });
      // Its time comes: shown at the next request, with no job run.
      await database.db
        .update(blogPosts)
        .set({ publishedAt: new Date(Date.now() - 1000) })
        .where(eq(blogPosts.id, scheduled));
      expect((await listBlogPosts(database.db, a.site.id)).map((p) => p.slug)).toContain("spring-servicing");
      const editor = await loadPostEditor(context("owner"), String(shown));
      expect(editor.values).toMatchObject({ category: "Motoring Tips", imageUrl: "/media/content/x/abc.jpg" });
      expect(editor.categories).toEqual(expect.arrayContaining(["Motoring Tips", "Vehicle Reviews"]));
    });

    it("refuses a post the address of a category's list, and a picture from elsewhere", async () => {
      const clash = await savePost("new", { ...POST, title: "Motoring tips", slug: "motoring-tips" });
      expect(clash.status).toBe(400);
      expect(clash.data.fieldErrors.slug).toMatch(/Motoring Tips category/);
      const picture = await savePost("new", { ...POST, title: "Elsewhere", imageUrl: "javascript:alert(1)" });
      expect(picture.status).toBe(400);
      expect(picture.data.fieldErrors.imageUrl).toMatch(/Upload a picture/);
    });

    it("answers 404 for another dealer's page and post in every loader and action, changing nothing", async () => {
      const owner = context("owner");
      expect((await answer(() => loadPageEditor(owner, String(bPage)))).status).toBe(404);
      expect((await answer(() => loadPostEditor(owner, String(bPost)))).status).toBe(404);
      expect((await savePage(bPage, PAGE)).status).toBe(404);
      expect((await savePage(bPage, { intent: "delete" })).status).toBe(404);
      expect((await savePost(bPost, POST)).status).toBe(404);
      expect((await savePost(bPost, { intent: "delete" })).status).toBe(404);
      expect((await answer(() => loadPageEditor(owner, "12abc"))).status).toBe(404);
      const [page] = await database.db.select().from(contentPages).where(eq(contentPages.id, bPage));
      const [post] = await database.db.select().from(blogPosts).where(eq(blogPosts.id, bPost));
      expect(page).toMatchObject({ title: "B's page", body: "B only." });
      expect(post).toMatchObject({ title: "B's post" });
      expect((await loadContentIndex(owner)).pages.map((p) => p.id)).not.toContain(bPage);
    });

    const saveMember = (id: number | "new", fields: FormValues, role: StaffRole = "owner") =>
      answer(() => teamMemberAction(request(`/console/content/team/${id}`, fields), context(role), String(id)));
    const MEMBER = () => ({
      locationId: String(a.location.id),
      name: "Sam Lee",
      role: "Sales Consultant",
      department: "Sales",
      phone: "07 3333 4444",
    });

    it("adds, edits and removes a team member, shown on the location's team page, audited", async () => {
      const created = await saveMember("new", MEMBER());
      expect(created.status).toBe(302);
      const id = Number(/\/team\/(\d+)\?saved=1$/.exec(created.location ?? "")?.[1]);
      expect((await locationStaff(database.db, a.site.id, a.location.id)).map((m) => m.name)).toEqual(["Sam Lee"]);
      expect((await saveMember(id, { ...MEMBER(), role: "Sales Manager" })).status).toBe(200);
      expect((await locationStaff(database.db, a.site.id, a.location.id))[0].role).toBe("Sales Manager");
      expect((await audits("content.team.edit"))[0]).toMatchObject({
        before: { role: "Sales Consultant" },
        after: { role: "Sales Manager" },
      });
      const team = await loadTeam(context("manager"));
      expect(team.locations.find((l) => l.id === a.location.id)?.members.map((m) => m.id)).toEqual([id]);
      expect((await loadTeamMember(context("owner"), String(id), new URLSearchParams())).values.name).toBe("Sam Lee");
      expect((await saveMember(id, { intent: "delete" })).location).toBe("/console/content/team?deleted=1");
      expect(await locationStaff(database.db, a.site.id, a.location.id)).toEqual([]);
    });

    it("refuses a team member in another dealer's location (400) or with bad fields, and another dealer's member (404)", async () => {
      const elsewhere = await saveMember("new", { ...MEMBER(), locationId: String(b.location.id) });
      expect(elsewhere).toMatchObject({ status: 400, data: { fieldErrors: { locationId: "Choose one of your locations." } } });
      const bad = await saveMember("new", { ...MEMBER(), name: "", phone: "12" });
      expect(bad.data.fieldErrors).toMatchObject({
        name: "Enter their name.",
        phone: "Enter an Australian phone number, like 07 3333 4444.",
      });
      const [theirs] = await database.db
        .insert(staffMembers)
        .values({ websiteId: b.site.id, locationId: b.location.id, name: "B person", role: "Sales" })
        .returning({ id: staffMembers.id });
      expect((await answer(() => loadTeamMember(context("owner"), String(theirs.id), new URLSearchParams()))).status).toBe(404);
      expect((await saveMember(theirs.id, MEMBER())).status).toBe(404);
      expect((await saveMember(theirs.id, { intent: "delete" })).status).toBe(404);
      expect((await database.db.select().from(staffMembers).where(eq(staffMembers.id, theirs.id)))[0]).toMatchObject({
        name: "B person",
        locationId: b.location.id,
      });
      // Sales may not touch the team either.
      for (const r of [
        await answer(() => loadTeam(context("sales"))),
        await answer(() => loadTeamMember(context("sales"), "new", new URLSearchParams())),
        await saveMember("new", MEMBER(), "sales"),
        await saveMember(theirs.id, { intent: "delete" }, "sales"),
      ])
        expect(r.status).toBe(403);
    });

    it("refuses sales every loader and action (403), and a cross-site POST", async () => {
      const sales = context("sales");
      const [mine] = await database.db.select().from(blogPosts).where(eq(blogPosts.websiteId, a.site.id)).limit(1);
      const refusals = [
        await answer(() => loadContentIndex(sales)),
        await answer(() => loadPageEditor(sales, "new")),
        await answer(() => loadPageEditor(sales, String(aboutId))),
        await answer(() => loadPostEditor(sales, String(mine.id))),
        await savePage("new", PAGE, "sales"),
        await savePage(aboutId, PAGE, "sales"),
        await savePage(aboutId, { intent: "delete" }, "sales"),
        await savePost("new", POST, "sales"),
        await savePost(mine.id, POST, "sales"),
        await savePost(mine.id, { intent: "delete" }, "sales"),
        await answer(() => contentImageAction(request("/console/content/images", {}), sales)),
      ];
      for (const r of refusals) expect(r.status).toBe(403);
      const crossSite = await answer(() =>
        pageAction(request("/console/content/pages/new", PAGE, "https://evil.example"), context("owner"), "new"),
      );
      expect(crossSite.status).toBe(403);
    });
  });
}
