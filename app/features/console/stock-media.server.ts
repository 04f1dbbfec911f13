/**
 * A car's photos, 360 spin frames and walkaround video in the console (issue 19): the loader, and the action that
 * takes an upload (multipart, read as it arrives: server/console/media-upload.ts) or a small form (move, hero,
 * delete, a dragged order). Every file is judged by its content; photos are sanitised (no EXIF or GPS stored) and a
 * video's filming position is zeroed;
 * a bad file is refused with a message naming it while the good files of the same upload are kept. Each change is
 * audited with the lists before and after and reaches the public site like every stock change (publishStockChange).
 */
import { rm } from "node:fs/promises";
import path from "node:path";
import { data, type RouterContextProvider } from "react-router";
import type { MediaJobFile } from "~/domain/console/media-jobs";
import {
  displayName,
  editToChange,
  changeList,
  frameOrder,
  isUploadIntent,
  judgePhotoFile,
  judgeVideoFile,
  MAX_PHOTOS,
  MAX_SPIN_FRAMES,
  mediaEditSchema,
  PHOTO_MAX_BYTES,
  refusedSummary,
  UPLOAD_MAX_BYTES,
  VIDEO_MAX_BYTES,
  type UploadIntent,
} from "~/domain/console/photo-rules";
import { carPath } from "~/domain/vehicle/seo";
import { changeCarMedia, findMediaCar, type MediaAuditWriter, type MediaChange } from "~/server/console/media-cars";
import { createMediaJob, jobFolder, mediaJobView, newJobFolder, recentMediaJobs } from "~/server/console/media-jobs";
import { readStreamedUpload } from "~/server/console/media-upload";
import {
  auditAction,
  notFoundUnless,
  readConsoleForm,
  requireStaff,
  requireStaffPost,
  type StaffMember,
} from "~/server/console/require-staff";
import { mediaTypeOf } from "~/server/http/body-readers";
import { runtimeContext } from "~/server/http/router-context";
import { publishStockChange } from "~/server/search/publish-stock";

type Ctx = Readonly<RouterContextProvider>;

/** `job`: the background job an upload of photos or spin frames became (its progress at /console/uploads/<job>). */
export type MediaActionData = { ok: boolean; message: string; refused: string[]; job?: number };

const MB = 1024 * 1024;

function carIdOf(raw: string | undefined): number | null {
  return raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

async function dealerCar(context: Ctx, member: StaffMember, rawId: string | undefined) {
  const id = carIdOf(rawId);
  const car = id === null ? null : await findMediaCar(context.get(runtimeContext).db, member.websiteId, id);
  return notFoundUnless(car, "This car");
}

export async function loadCarMedia(rawId: string | undefined, context: Ctx) {
  const member = requireStaff(context, "stock.edit");
  const car = await dealerCar(context, member, rawId);
  const jobs = await recentMediaJobs(context.get(runtimeContext).db, member.websiteId, car.id);
  return {
    /** The car's latest uploads in the background: running ones are followed, finished ones reported. */
    jobs: jobs.map(mediaJobView),
    car: { id: car.id, name: car.name, stocknum: car.stocknum, publicPath: carPath(car.slug) },
    photos: car.photos,
    spinFrames: car.spinFrames,
    video: car.video,
    limits: {
      maxPhotos: MAX_PHOTOS,
      maxSpinFrames: MAX_SPIN_FRAMES,
      photoMb: PHOTO_MAX_BYTES / MB,
      videoMb: VIDEO_MAX_BYTES / MB,
      uploadMb: UPLOAD_MAX_BYTES / MB,
    },
  };
}

const auditWith =
  (context: Ctx, member: StaffMember): MediaAuditWriter =>
  (tx, entry) =>
    auditAction(context, member, entry, tx);

function reply(status: number, message: string, refused: string[] = [], job?: number) {
  const answer: MediaActionData = { ok: status < 400, message, refused, ...(job !== undefined && { job }) };
  // The page's upload by XMLHttpRequest reads its answer here (it does not decode React Router's data format).
  return data(answer, { status, headers: { "X-Media-Result": encodeURIComponent(JSON.stringify(answer)) } });
}

export async function carMediaAction(request: Request, rawId: string | undefined, context: Ctx) {
  const member = requireStaffPost(request, context, "stock.edit");
  // Another dealer's car is a 404 before a byte of the upload is read or stored.
  const car = await dealerCar(context, member, rawId);
  const runtime = context.get(runtimeContext);
  const apply = async (action: string, change: MediaChange) => {
    const result = await changeCarMedia(runtime.db, member.websiteId, car.id, action, change, auditWith(context, member));
    notFoundUnless(result, "This car");
    if (result && !("refused" in result)) {
      await publishStockChange(runtime.db, member.websiteId, [car.id], {
        refreshCars: (ids) => runtime.stock.refreshCars(ids),
        log: runtime.log,
      });
    }
    return result;
  };
  if (mediaTypeOf(request) === "multipart/form-data") return upload(request, context, member, car.id);

  const parsed = mediaEditSchema.safeParse(await readConsoleForm(request));
  if (!parsed.success) return reply(400, parsed.error.issues[0]?.message ?? "Choose what to change.");
  const edit = parsed.data;
  if (edit.intent === "delete-video") {
    await apply("stock.media.video-delete", (m) => ({ ...m, video: null }));
    return reply(200, "The walkaround video was removed.");
  }
  if (edit.intent === "delete-spin") {
    await apply("stock.media.spin-delete", (m) => ({ ...m, spinFrames: [] }));
    return reply(200, "The 360 spin was removed.");
  }
  const key = edit.list === "photos" ? "photos" : "spinFrames";
  const result = await apply(`stock.media.${edit.list}-${edit.intent}`, (m) => {
    const change = editToChange(edit, m[key]);
    if ("refused" in change) return change;
    const next = changeList(m[key], change);
    return next ? { ...m, [key]: next } : { refused: "The photos changed since this page was shown. Try again." };
  });
  if (result && "refused" in result) return reply(409, result.refused);
  const what = edit.list === "photos" ? "photo" : "spin frame";
  const messages = {
    up: `The ${what} was moved up.`,
    down: `The ${what} was moved down.`,
    first: edit.list === "photos" ? "The hero photo was changed." : "The spin now starts at that frame.",
    delete: `The ${what} was deleted.`,
    order: edit.list === "photos" ? "The photos were put in the new order." : "The spin frames were put in the new order.",
  };
  return reply(200, messages[edit.intent]);
}

const MEDIA_KIND = { "upload-photos": "photos", "upload-spin": "spin", "upload-video": "video" } as const;

const NOUNS = { photos: "photo", spin: "spin frame", video: "walkaround video" } as const;

/**
 * An upload becomes a background job (server/console/media-jobs.ts): each file is written to the job's folder chunk by
 * chunk as it arrives (readStreamedUpload: never whole in memory; a file refused by its first bytes is recorded, not
 * stored), the job is queued and this process's worker kicked; the answer (202) names the job, whose progress the
 * page follows. Photos are sanitised by the job; a video's type is checked again and its filming position zeroed.
 */
async function upload(request: Request, context: Ctx, member: StaffMember, carId: number) {
  const runtime = context.get(runtimeContext);
  const folder = newJobFolder();
  const dir = jobFolder(runtime.dataDir, member.websiteId, folder);
  const refused: string[] = [];
  const files: MediaJobFile[] = [];
  let intent: UploadIntent | null = null;
  let queued = false;
  try {
    const read = await readStreamedUpload(request, async (file, fields) => {
      const name = displayName(file.fileName);
      const asked = fields.get("intent");
      if (!isUploadIntent(asked)) return void refused.push(`${name} was not added: the form did not say what the file is for.`);
      intent = asked;
      const video = asked === "upload-video";
      if (video && files.length > 0) return void refused.push(`${name} was not added: a car has one walkaround video.`);
      const head = await file.head(64);
      const verdict = video ? judgeVideoFile(name, head) : judgePhotoFile(name, head);
      if (!verdict.ok) return void files.push({ name, file: "", state: "refused", message: verdict.message });
      const target = path.join(dir, `${files.length}.upload`);
      const size = await file.writeTo(target);
      if (!video && size > PHOTO_MAX_BYTES) {
        await rm(target, { force: true });
        return void files.push({ name, file: "", state: "refused", message: `${name} is larger than ${PHOTO_MAX_BYTES / MB} MB.` });
      }
      files.push({ name, file: path.basename(target), state: "pending" });
    });
    if (!read.ok) return reply(read.status, read.message);
    if (read.files === 0) return reply(400, "Choose at least one file to upload.");
    const chosen = intent as UploadIntent | null;
    const reasons = () => [...refused, ...files.flatMap((f) => (f.state === "refused" ? [f.message ?? ""] : []))];
    // Every file refused on arrival: nothing to process, the reasons at once.
    if (chosen === null || !files.some((f) => f.state === "pending")) return reply(422, refusedSummary(reasons(), 0), reasons());
    const kind = MEDIA_KIND[chosen];
    // Spin frames turn in the order of their names; photos stay in the order they were chosen.
    const ordered = kind === "spin" ? [...files].sort((a, b) => frameOrder(a.name, b.name)) : files;
    const jobId = await createMediaJob(runtime.db, {
      websiteId: member.websiteId,
      carId,
      kind,
      folder,
      files: ordered,
      staffUserId: member.id,
      actor: member.email,
    });
    queued = true;
    runtime.mediaJobs.kick();
    const pending = files.filter((f) => f.state === "pending").length;
    const count = kind === "video" ? "The walkaround video was" : pending === 1 ? `1 ${NOUNS[kind]}` : `${pending} ${NOUNS[kind]}s`;
    const being = pending === 1 ? "it is" : "they are";
    return reply(202, `${count} received: ${being} being processed. You can leave this page and come back.`, refused, jobId);
  } finally {
    // The job's folder stays for its worker; an upload that made no job leaves nothing behind.
    if (!queued) await rm(dir, { recursive: true, force: true });
  }
}
