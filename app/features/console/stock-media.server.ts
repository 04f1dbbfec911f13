/**
 * A car's photos, 360 spin frames and walkaround video in the console (issue 19): the loader, and the action that
 * takes an upload (multipart, read as it arrives: server/console/media-upload.ts) or a small form (move, hero,
 * delete, a dragged order). Every file is judged by its content; photos are sanitised (no EXIF or GPS stored) and a
 * video's filming position is zeroed;
 * a bad file is refused with a message naming it while the good files of the same upload are kept. Each change is
 * audited with the lists before and after and reaches the public site like every stock change (publishStockChange).
 */
import { data, type RouterContextProvider } from "react-router";
import {
  displayName,
  editToChange,
  changeList,
  frameOrder,
  isUploadIntent,
  judgeVideoFile,
  MAX_PHOTOS,
  MAX_SPIN_FRAMES,
  MEDIA_EXTENSIONS,
  mediaEditSchema,
  overLimitMessage,
  PHOTO_MAX_BYTES,
  refusedSummary,
  UPLOAD_MAX_BYTES,
  VIDEO_MAX_BYTES,
  type UploadIntent,
} from "~/domain/console/photo-rules";
import { carPath } from "~/domain/vehicle/seo";
import { changeCarMedia, findMediaCar, type CarMedia, type MediaAuditWriter, type MediaChange } from "~/server/console/media-cars";
import { storeCarMediaFile } from "~/server/console/media-files";
import { sanitisePhoto } from "~/server/console/media-sanitise";
import { readMediaUpload } from "~/server/console/media-upload";
import { scrubVideoLocation } from "~/server/console/media-video-location";
import {
  auditAction,
  notFoundUnless,
  readConsoleForm,
  requireStaff,
  requireStaffPost,
  type StaffMember,
} from "~/server/console/require-staff";
import { mediaTypeOf } from "~/server/http/body-readers";
import { requireSite, runtimeContext } from "~/server/http/router-context";
import { publishStockChange } from "~/server/search/publish-stock";

type Ctx = Readonly<RouterContextProvider>;

export type MediaActionData = { ok: boolean; message: string; refused: string[] };

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
  return {
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

function reply(status: number, message: string, refused: string[] = []) {
  const answer: MediaActionData = { ok: status < 400, message, refused };
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
  if (mediaTypeOf(request) === "multipart/form-data") return upload(request, context, car.id, apply);

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

type Apply = (action: string, change: MediaChange) => Promise<unknown>;

async function upload(request: Request, context: Ctx, carId: number, apply: Apply) {
  const site = requireSite(context);
  const { mediaDir } = context.get(runtimeContext);
  const refused: string[] = [];
  const stored: Array<{ url: string; name: string }> = [];
  let intent: UploadIntent | null = null;
  const read = await readMediaUpload(request, async (file, fields) => {
    const name = displayName(file.fileName);
    const asked = fields.get("intent");
    if (!isUploadIntent(asked)) {
      refused.push(`${name} was not added: the form did not say what the file is for.`);
      return;
    }
    intent = asked;
    if (intent === "upload-video") {
      const verdict = judgeVideoFile(name, file.bytes);
      if (!verdict.ok) return void refused.push(verdict.message);
      if (stored.length > 0) return void refused.push(`${name} was not added: a car has one walkaround video.`);
      // Where it was filmed is not published with it.
      if (verdict.type === "mp4" || verdict.type === "mov") scrubVideoLocation(file.bytes);
      stored.push({ url: await storeCarMediaFile(mediaDir, site, carId, file.bytes, MEDIA_EXTENSIONS[verdict.type]), name });
      return;
    }
    const photo = await sanitisePhoto(name, file.bytes);
    if (!photo.ok) return void refused.push(photo.message);
    stored.push({ url: await storeCarMediaFile(mediaDir, site, carId, photo.bytes, photo.extension), name });
  });
  if (!read.ok) return reply(read.status, read.message);
  if (read.files === 0) return reply(400, "Choose at least one file to upload.");
  const chosen = intent as UploadIntent | null;
  if (chosen === null || stored.length === 0) return reply(422, refusedSummary(refused, 0), refused);

  let added = 0;
  const change = (m: CarMedia): CarMedia => {
    if (chosen === "upload-video") {
      added = 1;
      return { ...m, video: stored[0].url };
    }
    const photos = chosen === "upload-photos";
    const current = photos ? m.photos : m.spinFrames;
    const max = photos ? MAX_PHOTOS : MAX_SPIN_FRAMES;
    // Spin frames turn in the order of their names; photos stay in the order they were chosen.
    const incoming = photos ? stored : [...stored].sort((a, b) => frameOrder(a.name, b.name));
    const next = [...current];
    added = 0;
    for (const file of incoming) {
      if (next.includes(file.url)) {
        refused.push(`${file.name} was not added again: the car has it already.`);
        continue;
      }
      if (next.length >= max) {
        refused.push(overLimitMessage(file.name, max, photos ? "photos" : "spin frames"));
        continue;
      }
      next.push(file.url);
      added += 1;
    }
    return photos ? { ...m, photos: next } : { ...m, spinFrames: next };
  };
  const action = {
    "upload-photos": "stock.media.photos-upload",
    "upload-spin": "stock.media.spin-upload",
    "upload-video": "stock.media.video-upload",
  };
  await apply(action[chosen], change);
  const summary = chosen === "upload-video" && refused.length === 0 ? "The walkaround video was added." : refusedSummary(refused, added);
  return reply(added > 0 ? 200 : 422, summary, refused);
}
