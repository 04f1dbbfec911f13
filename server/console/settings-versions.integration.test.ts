/**
 * The console's settings and theme pages on PGlite and PostgreSQL (issue 20, ADR 040), through their loaders and
 * actions as React Router calls them: every field of the settings schema posted → saved → read back equal (the list
 * is generated from the schema), invalid values answered 400 with the field's message, sales refused every action
 * (403), another dealer's version 404, a revert restoring the earlier stored value exactly, a low-contrast theme
 * refused; and a save reaching a second process's site directory (its own database connection) within 5 s.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SETTINGS_FIELDS, settingsFormValues } from "~/domain/console/settings-form";
import { sampleSettingsValue, withValueAt } from "~/domain/console/settings-form.samples";
import { themeFormValues } from "~/domain/console/theme-form";
import type { StaffRole } from "~/domain/console/permissions";
import type { FormValues } from "~/domain/forms/form-values";
import { DEFAULT_SETTINGS, parseWebsiteSettings } from "~/domain/settings/schema";
import { themeTokensSchema } from "~/domain/settings/theme";
import { loadSettingsPage, settingsAction } from "~/app/features/console/settings-page.server";
import { loadThemePage, themeAction } from "~/app/features/console/theme-page.server";
import { openDatabase, type Database } from "~/server/db/client";
import { auditLog, staffUsers, websiteSettingsVersions, websites } from "~/server/db/schema";
import { databaseKinds, openTestDatabase, type TestDatabase } from "~/server/db/test-database";
import { insertSite, type Yard } from "~/server/db/test-factories";
import { runtimeContext, siteLookupContext } from "~/server/http/router-context";
import type { Runtime } from "~/server/runtime";
import { createSiteDirectory, type SiteDirectory } from "~/server/tenancy/site-directory";
import { staffContext, type StaffMember } from "./require-staff";
import { listVersions, readSiteLook, saveSettings } from "./settings-versions";

type Thrown = { init?: { status?: number } | null; status?: number; data?: unknown };

async function answer(work: () => Promise<unknown>): Promise<{ status: number; data: unknown }> {
  try {
    const out = (await work()) as Thrown;
    return { status: out?.init?.status ?? 200, data: out?.data ?? out };
  } catch (error) {
    const e = error as Thrown;
    return { status: e.init?.status ?? e.status ?? 500, data: e.data };
  }
}

for (const kind of await databaseKinds()) {
  describe(`console settings and theme on ${kind}`, () => {
    let database: TestDatabase;
    let a: Yard;
    let b: Yard;
    let staffId: number;
    let sites: SiteDirectory;
    const mediaDir = mkdtempSync(path.join(tmpdir(), "settings-media-"));

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      a = await insertSite(database.db, "settings-a");
      b = await insertSite(database.db, "settings-b");
      [{ id: staffId }] = await database.db
        .insert(staffUsers)
        .values({ email: "owner@settings-a.example" })
        .returning({ id: staffUsers.id });
      sites = createSiteDirectory(database.db);
    });
    afterAll(async () => {
      await database?.drop();
      rmSync(mediaDir, { recursive: true, force: true });
    });

    function context(role: StaffRole, site: Yard = a) {
      const member: StaffMember = {
        id: staffId,
        email: "owner@settings-a.example",
        name: "",
        websiteId: site.site.id,
        role,
        platformOperator: false,
        hasTotp: false,
      };
      const ctx = new RouterContextProvider();
      ctx.set(runtimeContext, { db: database.db, sites, mediaDir } as unknown as Runtime);
      ctx.set(siteLookupContext, {
        match: { kind: "slug", slug: site.site.slug },
        site: { id: site.site.id, name: site.site.name, slug: site.site.slug },
      } as never);
      ctx.set(staffContext, { member, token: "t", path: "/console/settings" });
      return ctx;
    }
    const post = (fields: FormValues, path = "/console/settings", origin = "http://settings-a.localhost") => {
      const body = new URLSearchParams();
      for (const [k, v] of Object.entries(fields)) for (const one of Array.isArray(v) ? v : [v]) body.append(k, one);
      return new Request(`http://settings-a.localhost${path}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin },
        body: body.toString(),
      });
    };
    const save = (values: FormValues, role: StaffRole = "owner") =>
      answer(() => settingsAction(post({ ...values, intent: "save" }), context(role)));

    it("round-trips every field of the schema: posted, saved, read back equal", async () => {
      for (const field of SETTINGS_FIELDS) {
        const expected = parseWebsiteSettings(withValueAt(DEFAULT_SETTINGS, field.path, sampleSettingsValue(field)));
        const saved = await save(settingsFormValues(expected));
        expect(saved.status, field.name).toBe(200);
        expect((await readSiteLook(database.db, a.site.id)).settings, field.name).toEqual(expected);
        const page = await loadSettingsPage(context("owner"));
        expect(page.values, field.name).toEqual(settingsFormValues(expected));
      }
      // Each save is a version with who and when, and an audit entry.
      const versions = await listVersions(database.db, a.site.id, "settings", 1000);
      expect(versions.length).toBe(SETTINGS_FIELDS.length + 1);
      expect(versions.at(-1)).toMatchObject({ actor: "", note: expect.stringMatching(/before the first save/) });
      expect(versions[0]).toMatchObject({ actor: "owner@settings-a.example" });
      const audits = await database.db.select().from(auditLog).where(eq(auditLog.action, "settings.edit"));
      expect(audits.length).toBe(SETTINGS_FIELDS.length);
    });

    it("answers an invalid value 400 with the field's message, and saves nothing", async () => {
      const before = await database.db.select({ settings: websites.settings }).from(websites).where(eq(websites.id, a.site.id));
      const values = settingsFormValues(DEFAULT_SETTINGS);
      const bad = await save({ ...values, "onlineReservation.holdHours": "900", "finance.financePath": "finance" });
      expect(bad.status).toBe(400);
      expect(bad.data).toMatchObject({
        fieldErrors: {
          "onlineReservation.holdHours": "At most 720.",
          "finance.financePath": "must be a path of this site starting with / (like /special-offers)",
        },
      });
      const after = await database.db.select({ settings: websites.settings }).from(websites).where(eq(websites.id, a.site.id));
      expect(after).toEqual(before);
      expect((await answer(() => settingsAction(post({ intent: "other" }), context("owner")))).status).toBe(400);
      expect((await answer(() => settingsAction(post({ intent: "revert", version: "x" }), context("owner")))).status).toBe(400);
    });

    it("reverts to an earlier version exactly, and 404s another dealer's version", async () => {
      const first = { ...DEFAULT_SETTINGS, stock: { ...DEFAULT_SETTINGS.stock, soldTag: "GONE" }, vehicleKinds: ["car", "caravan"] };
      expect((await save(settingsFormValues(parseWebsiteSettings(first)))).status).toBe(200);
      const [{ value: firstStored, id: firstId }] = await database.db
        .select()
        .from(websiteSettingsVersions)
        .where(eq(websiteSettingsVersions.websiteId, a.site.id))
        .orderBy(websiteSettingsVersions.id)
        .then((rows) => rows.slice(-1));
      expect((await save(settingsFormValues(DEFAULT_SETTINGS))).status).toBe(200);
      expect((await readSiteLook(database.db, a.site.id)).settings).toEqual(DEFAULT_SETTINGS);

      const reverted = await answer(() => settingsAction(post({ intent: "revert", version: String(firstId) }), context("owner")));
      expect(reverted).toMatchObject({ status: 200, data: { ok: expect.stringMatching(/^Reverted/) } });
      const [row] = await database.db.select({ settings: websites.settings }).from(websites).where(eq(websites.id, a.site.id));
      expect(row.settings).toEqual(firstStored);
      expect((await readSiteLook(database.db, a.site.id)).settings).toEqual(parseWebsiteSettings(first));
      const [latest] = await listVersions(database.db, a.site.id, "settings", 1);
      expect(latest.note).toBe(`Reverted to the version of ${(await versionAt(firstId)).toISOString()} (#${firstId})`);

      // Dealer B's owner cannot revert to A's version: it reads like an unknown one.
      expect((await answer(() => settingsAction(post({ intent: "revert", version: String(firstId) }), context("owner", b)))).status).toBe(
        404,
      );
      expect((await answer(() => settingsAction(post({ intent: "revert", version: "999999" }), context("owner")))).status).toBe(404);
    });

    async function versionAt(id: number): Promise<Date> {
      const [v] = await database.db.select().from(websiteSettingsVersions).where(eq(websiteSettingsVersions.id, id));
      return v.createdAt;
    }

    it("refuses sales every settings and theme action (403), lets a manager in, and refuses a cross-site post", async () => {
      const values = settingsFormValues(DEFAULT_SETTINGS);
      const theme = themeFormValues((await readSiteLook(database.db, a.site.id)).choice);
      const attempts = (role: StaffRole) => [
        () => loadSettingsPage(context(role)),
        () => settingsAction(post({ ...values, intent: "save" }), context(role)),
        () => settingsAction(post({ intent: "revert", version: "1" }), context(role)),
        () => loadThemePage(context(role)),
        () => themeAction(post({ ...theme, intent: "save" }, "/console/theme"), context(role)),
        () => themeAction(post({ intent: "revert", version: "1" }, "/console/theme"), context(role)),
      ];
      for (const attempt of attempts("sales")) expect(await answer(attempt)).toMatchObject({ status: 403 });
      expect((await answer(attempts("sales")[0])).data).toBe("Only an owner or a manager can change the site's settings.");
      expect((await answer(attempts("manager")[0])).status).toBe(200);
      expect((await answer(attempts("manager")[3])).status).toBe(200);
      const crossSite = post({ ...values, intent: "save" }, "/console/settings", "https://evil.example");
      expect((await answer(() => settingsAction(crossSite, context("owner")))).status).toBe(403);
    });

    it("saves a theme, refuses a low-contrast colour with its ratio, and reverts", async () => {
      const before = (await readSiteLook(database.db, a.site.id)).choice;
      const wanted = {
        template: "boutique" as const,
        theme: themeTokensSchema.parse({ ...before.theme, brand: "#0b3d5c", font: "serif" }),
      };
      const saved = await answer(() =>
        themeAction(post({ ...themeFormValues(wanted), intent: "save" }, "/console/theme"), context("owner")),
      );
      expect(saved.status).toBe(200);
      expect((await readSiteLook(database.db, a.site.id)).choice).toEqual(wanted);

      const pale = await answer(() =>
        themeAction(post({ ...themeFormValues(wanted), text: "#aaaaaa", intent: "save" }, "/console/theme"), context("owner")),
      );
      expect(pale.status).toBe(400);
      expect(pale.data).toMatchObject({
        fieldErrors: { text: expect.stringMatching(/^Text on page background is 2\.\d\d:1; text needs at least 4\.5:1/) },
      });
      expect((await readSiteLook(database.db, a.site.id)).choice).toEqual(wanted);

      const page = await loadThemePage(context("owner"));
      const original = page.history.at(-1)!;
      expect(original.actor).toBe("");
      const reverted = await answer(() =>
        themeAction(post({ intent: "revert", version: String(original.id) }, "/console/theme"), context("owner")),
      );
      expect(reverted.status).toBe(200);
      expect((await readSiteLook(database.db, a.site.id)).choice).toEqual(before);
    });

    it("uploads a logo and a favicon (re-encoded, sniffed, size-checked), keeps them on a colour save, removes one", async () => {
      const png = (width: number, height: number) =>
        sharp({ create: { width, height, channels: 4, background: "#0b3d5c" } })
          .png()
          .toBuffer();
      const upload = (files: Record<string, { name: string; bytes: Uint8Array }>, role: StaffRole = "owner") => {
        const form = new FormData();
        form.set("intent", "upload-brand");
        for (const [field, file] of Object.entries(files)) form.set(field, new File([new Uint8Array(file.bytes)], file.name));
        return answer(() =>
          themeAction(
            new Request("http://settings-a.localhost/console/theme", {
              method: "POST",
              headers: { origin: "http://settings-a.localhost" },
              body: form,
            }),
            context(role),
          ),
        );
      };
      expect((await upload({ logo: { name: "logo.png", bytes: await png(1200, 300) } }, "sales")).status).toBe(403);
      const ok = await upload({
        logo: { name: "logo.png", bytes: await png(1200, 300) },
        favicon: { name: "icon.webp", bytes: await png(128, 128) },
      });
      expect(ok).toMatchObject({ status: 200, data: { ok: "The logo and favicon are saved." } });
      const { theme } = (await readSiteLook(database.db, a.site.id)).choice;
      expect(theme.logo).toEqual({
        src: expect.stringMatching(/^\/media\/brand\/settings-a\/[a-f0-9]{32}\.png$/),
        width: 960,
        height: 240,
      });
      expect(theme.favicon).toMatch(/^\/media\/brand\/settings-a\/[a-f0-9]{32}\.png$/);
      expect(existsSync(path.join(mediaDir, theme.logo!.src.replace(/^\/media\//, "")))).toBe(true);
      expect(await sharp(path.join(mediaDir, theme.favicon!.replace(/^\/media\//, ""))).metadata()).toMatchObject({
        width: 64,
        height: 64,
      });

      // Refused by content, not by name; too small; nothing saved.
      const pdf = new TextEncoder().encode("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n");
      const refused = await upload({ logo: { name: "logo.png", bytes: pdf }, favicon: { name: "tiny.png", bytes: await png(16, 16) } });
      expect(refused.status).toBe(400);
      expect(refused.data).toMatchObject({
        fieldErrors: { logo: expect.stringContaining("logo.png"), favicon: "tiny.png is too small: at least 32 × 32 pixels." },
      });
      expect((await readSiteLook(database.db, a.site.id)).choice.theme.logo).toEqual(theme.logo);

      // Saving the colours keeps the pictures.
      const colours = themeFormValues((await readSiteLook(database.db, a.site.id)).choice);
      expect(
        (await answer(() => themeAction(post({ ...colours, brand: "#123456", intent: "save" }, "/console/theme"), context("owner"))))
          .status,
      ).toBe(200);
      expect((await readSiteLook(database.db, a.site.id)).choice.theme).toMatchObject({
        brand: "#123456",
        logo: theme.logo,
        favicon: theme.favicon,
      });

      expect((await answer(() => themeAction(post({ intent: "remove-logo" }, "/console/theme"), context("owner")))).status).toBe(200);
      expect((await readSiteLook(database.db, a.site.id)).choice.theme).toMatchObject({ logo: null, favicon: theme.favicon });
    });

    it("shows a save in a second process's site directory within 5 seconds", async () => {
      // A second process: its own connection (PostgreSQL) and its own directory and cache, polling as the runtime does.
      const second: Database | null = database.url ? await openDatabase({ url: database.url }) : null;
      const other = createSiteDirectory((second ?? database).db);
      other.start();
      await other.pullChanges();
      try {
        const host = `${a.site.slug}.localhost`;
        const seen = async () => (await other.lookup(host)).site!;
        expect((await seen()).settings.features.garage).toBe(true);
        let cleared = 0;
        other.onInvalidate(() => cleared++);
        const settings = { ...DEFAULT_SETTINGS, features: { ...DEFAULT_SETTINGS.features, garage: false } };
        await saveSettings(database.db, a.site.id, settings, { staffUserId: staffId, email: "owner@settings-a.example", ip: "" });
        await expect.poll(async () => (await seen()).settings.features.garage, { timeout: 5000, interval: 100 }).toBe(false);
        expect(cleared).toBeGreaterThan(0);
        // A change stamped earlier than the newest one seen (a transaction that committed late) is noticed too.
        other.stop(); // from here the checks are this test's own, not the timer's
        expect(await other.pullChanges()).toBe(false);
        await (second ?? database).db
          .update(websites)
          .set({ updatedAt: new Date("2020-01-01T00:00:00Z") })
          .where(eq(websites.id, b.site.id));
        expect(await other.pullChanges()).toBe(true);
        expect(await other.pullChanges()).toBe(false);
      } finally {
        other.stop();
        await second?.close();
      }
    });
  });
}
