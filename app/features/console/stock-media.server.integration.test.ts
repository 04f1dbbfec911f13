/**
 * A car's media in the console on PGlite and PostgreSQL, through the page's loader and action as React Router calls
 * them: an upload of photos becomes a background job (answered 202 with its id, processed by the media job worker)
 * that keeps the good photos and refuses a PDF named .jpg by name, stores them without EXIF or GPS (a
 * video without its filming position) where
 * the image endpoint serves them, and each change (upload, hero, order, delete, spin frames, video) is audited with
 * the lists before and after and published to the search index. Another dealer's car is a 404 for the page and every
 * action (nothing stored); sales are refused (403); a cross-site post is refused (403).
 */
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffRole } from "~/domain/console/permissions";
import { clientIpContext } from "~/server/auth/client-ip";
import { testJpeg, testJpegWithGps, testPdf } from "~/server/console/media-test-files";
import { staffContext, type StaffMember } from "~/server/console/require-staff";
import { auditLog, cars, staffUsers } from "~/server/db/schema";
import { databaseKinds, openTestDatabase, type TestDatabase } from "~/server/db/test-database";
import { insertLeadSite, type LeadSite } from "~/server/db/test-factories";
import { runtimeContext, siteLookupContext } from "~/server/http/router-context";
import { createMediaJobWorker, findMediaJob, mediaJobView, type MediaJobWorker } from "~/server/console/media-jobs";
import type { Runtime } from "~/server/runtime";
import { carMediaAction, loadCarMedia, type MediaActionData } from "./stock-media.server";

type Thrown = { init?: { status?: number }; status?: number; data?: unknown };
type Answer = { status: number; body: MediaActionData | null };

async function answer(work: () => Promise<unknown>): Promise<Answer> {
  try {
    const out = (await work()) as { init?: { status?: number }; data?: unknown };
    return { status: out?.init?.status ?? 200, body: (out?.data ?? null) as MediaActionData | null };
  } catch (error) {
    const e = error as Thrown;
    return { status: e.init?.status ?? e.status ?? 500, body: null };
  }
}

/** An MP4 as a phone writes it: its moov box says where it was filmed (a ©xyz position in udta). */
const mp4 = () => {
  const position = Buffer.from("\0\0\0\x26\xa9xyz\0\x1a\x15\xc7+27.4698+153.0251+010.000/", "latin1");
  const udta = Buffer.concat([Buffer.from([0, 0, 0, 8 + position.length]), Buffer.from("udta"), position]);
  const moov = Buffer.concat([Buffer.from([0, 0, 0, 8 + udta.length]), Buffer.from("moov"), udta]);
  return Buffer.concat([Buffer.from("\0\0\0\x18ftypisom\0\0\0\0isomiso2", "latin1"), moov, Buffer.alloc(2048)]);
};

for (const kind of await databaseKinds()) {
  describe(`car media in the console on ${kind}`, () => {
    let database: TestDatabase;
    let mediaDir: string;
    let a: LeadSite;
    let b: LeadSite;
    let staffId: number;
    let dataDir: string;
    let worker: MediaJobWorker;
    const refreshed: number[] = [];

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      mediaDir = await mkdtemp(path.join(tmpdir(), "console-media-"));
      dataDir = await mkdtemp(path.join(tmpdir(), "console-media-data-"));
      const log = { error() {}, warn() {}, info() {} } as unknown as Runtime["log"];
      worker = createMediaJobWorker({
        db: database.db,
        dataDir,
        mediaDir,
        log,
        refreshCars: async (ids: number[]) => void refreshed.push(...ids),
      });
      a = await insertLeadSite(database.db, "media-a");
      b = await insertLeadSite(database.db, "media-b");
      [{ id: staffId }] = await database.db.insert(staffUsers).values({ email: "owner@media-a.example" }).returning({ id: staffUsers.id });
    });
    afterAll(async () => {
      await worker?.stop();
      await database?.drop();
      await rm(mediaDir, { recursive: true, force: true });
      await rm(dataDir, { recursive: true, force: true });
    });

    function context(role: StaffRole = "owner") {
      const member: StaffMember = {
        id: staffId,
        email: "owner@media-a.example",
        name: "",
        websiteId: a.website.id,
        role,
        platformOperator: false,
        hasTotp: false,
      };
      const ctx = new RouterContextProvider();
      const runtime = {
        db: database.db,
        mediaDir,
        dataDir,
        mediaJobs: worker,
        stock: { refreshCars: async (ids: number[]) => void refreshed.push(...ids) },
        log: { error() {} },
      };
      ctx.set(runtimeContext, runtime as unknown as Runtime);
      ctx.set(siteLookupContext, {
        match: { kind: "slug", slug: a.website.slug },
        site: { id: a.website.id, slug: a.website.slug, name: a.website.name },
      } as never);
      ctx.set(staffContext, { member, token: "t", path: "/console/stock" });
      ctx.set(clientIpContext, "203.0.113.9");
      return ctx;
    }

    const url = (carId: number) => `http://media-a.localhost/console/stock/${carId}/media`;
    const upload = (carId: number, intent: string, files: Array<[string, Buffer]>, origin = "http://media-a.localhost") => {
      const form = new FormData();
      form.append("intent", intent);
      for (const [name, bytes] of files) form.append("files", new File([new Uint8Array(bytes)], name, { type: "image/jpeg" }));
      return new Request(url(carId), { method: "POST", headers: { origin }, body: form });
    };
    const post = (carId: number, fields: Array<[string, string]>, origin = "http://media-a.localhost") =>
      new Request(url(carId), {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin },
        body: new URLSearchParams(fields).toString(),
      });
    const carOf = async (id: number) => (await database.db.select().from(cars).where(eq(cars.id, id)))[0];
    const audits = (action: string) =>
      database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.websiteId, a.website.id), eq(auditLog.action, action)));

    it("keeps the good photos of an upload, refuses a PDF named .jpg by name, and stores no EXIF or GPS", async () => {
      const before = await carOf(a.carId);
      const existing = before.images.map((i) => i.url);
      const result = await answer(async () =>
        carMediaAction(
          upload(a.carId, "upload-photos", [
            ["front.jpg", await testJpeg(800, 600)],
            ["bogus.jpg", testPdf()],
            ["side-gps.jpg", await testJpegWithGps(800, 600)],
          ]),
          String(a.carId),
          context(),
        ),
      );
      expect(result.status).toBe(202);
      expect(result.body).toMatchObject({
        ok: true,
        message: "2 photos received: they are being processed. You can leave this page and come back.",
        refused: [],
      });
      const jobId = result.body!.job!;
      await worker.idle();
      const job = await findMediaJob(database.db, a.website.id, jobId);
      expect(job && mediaJobView(job)).toMatchObject({
        status: "done",
        total: 3,
        done: 3,
        added: 2,
        message: "2 of 3 photos added; 1 refused.",
        refused: ["bogus.jpg is a PDF document, not a JPEG, PNG or WebP photo."],
      });
      // The job's temporary files are gone once it has finished.
      expect(await readdir(path.join(dataDir, "media-jobs", String(a.website.id)))).toEqual([]);
      const after = await carOf(a.carId);
      const added = after.images.map((i) => i.url).slice(existing.length);
      expect(after.images.map((i) => i.url).slice(0, existing.length)).toEqual(existing);
      expect(added).toHaveLength(2);
      for (const photo of added) {
        expect(photo).toMatch(new RegExp(`^/media/cars/media-a/${a.carId}/[0-9a-f]{32}\\.jpg$`));
        const stored = await readFile(path.join(mediaDir, photo.slice("/media/".length)));
        const meta = await sharp(stored).metadata();
        expect(meta.exif).toBeUndefined();
        expect(stored.includes(Buffer.from("SERIAL-0123456789"))).toBe(false);
      }
      expect(after.updatedAt.getTime()).toBeGreaterThanOrEqual(before.updatedAt.getTime());
      expect(refreshed).toContain(a.carId);
      // One entry per photo added, in the transaction that added it.
      const entries = await audits("stock.media.photos-upload");
      expect(entries).toHaveLength(2);
      expect(entries[0].before).toEqual({ photos: existing });
      expect(entries[1].after).toEqual({ photos: [...existing, ...added] });
      expect(entries[0].actor).toBe("owner@media-a.example");
    });

    it("makes a photo the hero, moves one, takes a dragged order, deletes one; a stale page is a 409", async () => {
      const photos = (await carOf(a.carId)).images.map((i) => i.url);
      const last = photos[photos.length - 1];
      expect(
        (
          await answer(() =>
            carMediaAction(
              post(a.carId, [
                ["intent", "first"],
                ["list", "photos"],
                ["item", last],
              ]),
              String(a.carId),
              context(),
            ),
          )
        ).status,
      ).toBe(200);
      expect((await carOf(a.carId)).images[0].url).toBe(last);
      const [hero] = await audits("stock.media.photos-first");
      expect((hero.after as { photos: string[] }).photos[0]).toBe(last);

      const now = (await carOf(a.carId)).images.map((i) => i.url);
      await carMediaAction(
        post(a.carId, [
          ["intent", "down"],
          ["list", "photos"],
          ["item", now[0]],
        ]),
        String(a.carId),
        context(),
      );
      expect((await carOf(a.carId)).images.map((i) => i.url)).toEqual([now[1], now[0], ...now.slice(2)]);

      const reversed = [...now].reverse();
      const order = await answer(() =>
        carMediaAction(
          post(a.carId, [["intent", "order"], ["list", "photos"], ...reversed.map((u): [string, string] => ["order", u])]),
          String(a.carId),
          context(),
        ),
      );
      expect(order.status).toBe(200);
      expect((await carOf(a.carId)).images.map((i) => i.url)).toEqual(reversed);

      const stale = await answer(() =>
        carMediaAction(
          post(a.carId, [
            ["intent", "order"],
            ["list", "photos"],
            ["order", reversed[0]],
          ]),
          String(a.carId),
          context(),
        ),
      );
      expect(stale.status).toBe(409);
      expect((await carOf(a.carId)).images.map((i) => i.url)).toEqual(reversed);

      await carMediaAction(
        post(a.carId, [
          ["intent", "delete"],
          ["list", "photos"],
          ["item", reversed[0]],
        ]),
        String(a.carId),
        context(),
      );
      expect((await carOf(a.carId)).images.map((i) => i.url)).toEqual(reversed.slice(1));
      const gone = await answer(() =>
        carMediaAction(
          post(a.carId, [
            ["intent", "delete"],
            ["list", "photos"],
            ["item", reversed[0]],
          ]),
          String(a.carId),
          context(),
        ),
      );
      expect(gone.status).toBe(409);
    });

    it("adds spin frames in the order of their names and one walkaround video, judged by content", async () => {
      const frames = await answer(async () =>
        carMediaAction(
          upload(a.carId, "upload-spin", [
            ["frame10.jpg", await testJpeg(400, 300, "#101010")],
            ["frame2.jpg", await testJpeg(400, 300, "#202020")],
            ["frame1.jpg", await testJpeg(400, 300, "#303030")],
          ]),
          String(a.carId),
          context(),
        ),
      );
      expect(frames).toMatchObject({ status: 202, body: { ok: true, refused: [] } });
      await worker.idle();
      const spin = (await carOf(a.carId)).spinImages;
      expect(spin).toHaveLength(3);
      const colourOf = async (url: string) => (await sharp(path.join(mediaDir, url.slice(7))).stats()).channels[0].mean;
      expect(Math.round(await colourOf(spin[0]))).toBe(0x30);
      expect(Math.round(await colourOf(spin[2]))).toBe(0x10);

      const wrong = await answer(async () =>
        carMediaAction(upload(a.carId, "upload-video", [["walk.mp4", await testJpeg()]]), String(a.carId), context()),
      );
      expect(wrong.status).toBe(422);
      expect(wrong.body?.refused).toEqual(["walk.mp4 is a JPEG picture, not an MP4, QuickTime, WebM or Ogg video."]);
      // The video is a background job like the photos: received (202), then processed by the worker.
      const video = await answer(() => carMediaAction(upload(a.carId, "upload-video", [["walk.mp4", mp4()]]), String(a.carId), context()));
      expect(video).toMatchObject({
        status: 202,
        body: { ok: true, message: "The walkaround video was received: it is being processed. You can leave this page and come back." },
      });
      expect(mediaJobView((await findMediaJob(database.db, a.website.id, video.body!.job!))!)).toMatchObject({
        kind: "video",
        total: 1,
      });
      await worker.idle();
      expect(mediaJobView((await findMediaJob(database.db, a.website.id, video.body!.job!))!)).toMatchObject({
        status: "done",
        percent: 100,
        message: "1 of 1 video added.",
      });
      const car = await carOf(a.carId);
      expect(car.walkaroundUrl).toMatch(new RegExp(`^/media/cars/media-a/${a.carId}/[0-9a-f]{32}\\.mp4$`));
      expect((await audits("stock.media.video-upload"))[0].after).toEqual({ video: car.walkaroundUrl });
      const storedVideo = await readFile(path.join(mediaDir, car.walkaroundUrl!.slice("/media/".length)), "latin1");
      expect(storedVideo).not.toContain("27.4698");
      expect(storedVideo).toContain("+00.0000+000.0000+000.000/");

      await carMediaAction(post(a.carId, [["intent", "delete-video"]]), String(a.carId), context());
      await carMediaAction(post(a.carId, [["intent", "delete-spin"]]), String(a.carId), context());
      expect(await carOf(a.carId)).toMatchObject({ walkaroundUrl: null, spinImages: [] });
      expect((await audits("stock.media.spin-delete"))[0].before).toEqual({ spinFrames: spin });
    });

    it("answers 404 for another dealer's car on the page and every action, storing nothing", async () => {
      const other = String(b.carId);
      const before = await carOf(b.carId);
      expect((await answer(() => loadCarMedia(other, context()))).status).toBe(404);
      expect(
        (await answer(async () => carMediaAction(upload(b.carId, "upload-photos", [["x.jpg", await testJpeg()]]), other, context())))
          .status,
      ).toBe(404);
      for (const intent of ["first", "up", "down", "delete"]) {
        const item = before.images[0]?.url ?? "/media/x.jpg";
        expect(
          (
            await answer(() =>
              carMediaAction(
                post(b.carId, [
                  ["intent", intent],
                  ["list", "photos"],
                  ["item", item],
                ]),
                other,
                context(),
              ),
            )
          ).status,
        ).toBe(404);
      }
      expect((await answer(() => carMediaAction(post(b.carId, [["intent", "delete-video"]]), other, context()))).status).toBe(404);
      expect(await carOf(b.carId)).toEqual(before);
      expect(await readdir(path.join(mediaDir, "cars", "media-a")).catch(() => [])).not.toContain(String(b.carId));
      expect((await answer(() => loadCarMedia("not-a-car", context()))).status).toBe(404);
      expect((await answer(() => loadCarMedia(String(a.carId), context()))).status).toBe(200);
    });

    it("refuses sales (403), a cross-site post (403), a JSON body (415), no files (400) and bad input (400)", async () => {
      const id = String(a.carId);
      expect((await answer(() => loadCarMedia(id, context("sales")))).status).toBe(403);
      expect(
        (await answer(async () => carMediaAction(upload(a.carId, "upload-photos", [["x.jpg", await testJpeg()]]), id, context("sales"))))
          .status,
      ).toBe(403);
      expect(
        (
          await answer(async () =>
            carMediaAction(upload(a.carId, "upload-photos", [["x.jpg", await testJpeg()]], "http://evil.example"), id, context()),
          )
        ).status,
      ).toBe(403);
      const json = new Request(url(a.carId), {
        method: "POST",
        headers: { origin: "http://media-a.localhost", "content-type": "application/json" },
        body: "{}",
      });
      expect((await answer(() => carMediaAction(json, id, context()))).status).toBe(415);
      expect((await answer(() => carMediaAction(upload(a.carId, "upload-photos", []), id, context()))).status).toBe(400);
      expect((await answer(() => carMediaAction(post(a.carId, [["intent", "explode"]]), id, context()))).status).toBe(400);
      expect(
        (
          await answer(() =>
            carMediaAction(
              post(a.carId, [
                ["intent", "up"],
                ["list", "photos"],
              ]),
              id,
              context(),
            ),
          )
        ).status,
      ).toBe(400);
    });
  });
}
