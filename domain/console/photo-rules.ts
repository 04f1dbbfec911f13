/**
 * The rules of a car's media in the dealer console (issue 19): what an uploaded file is (read from its first bytes,
 * never from its name or the browser's type), how large a photo, a spin frame or a walkaround video may be, and how
 * a car's photo list changes (move, hero, delete). Pure: the server decodes and stores, these decide.
 */
import { z } from "zod";

/** What a file's first bytes say it is. */
export type SniffedType = "jpeg" | "png" | "webp" | "gif" | "heic" | "avif" | "tiff" | "pdf" | "svg" | "mp4" | "mov" | "webm" | "ogv";

export const PHOTO_TYPES = ["jpeg", "png", "webp"] as const satisfies readonly SniffedType[];
export type PhotoType = (typeof PHOTO_TYPES)[number];
export const VIDEO_TYPES = ["mp4", "mov", "webm", "ogv"] as const satisfies readonly SniffedType[];
export type VideoType = (typeof VIDEO_TYPES)[number];

/** The stored file's extension for each accepted type (the image endpoint and media-video.ts serve these). */
export const MEDIA_EXTENSIONS: Record<PhotoType | VideoType, string> = {
  jpeg: "jpg",
  png: "png",
  webp: "webp",
  mp4: "mp4",
  mov: "mov",
  webm: "webm",
  ogv: "ogv",
};

const MB = 1024 * 1024;
/** One photo or spin frame as uploaded (a phone's full-size JPEG is 2–12 MB). */
export const PHOTO_MAX_BYTES = 20 * MB;
/** Decoded pixels of one photo: a 50-megapixel camera passes, a decompression bomb does not. */
export const PHOTO_MAX_PIXELS = 50_000_000;
/** Smallest side of a photo worth showing in the gallery. */
export const PHOTO_MIN_SIDE = 200;
/** The longest side a photo is stored at (the image endpoint serves at most 1920 wide). */
export const PHOTO_STORED_MAX_SIDE = 2560;
/** A walkaround video (about a minute from a phone at 1080p). */
export const VIDEO_MAX_BYTES = 150 * MB;
/** Photos a car may have; spin frames a car may have. */
export const MAX_PHOTOS = 60;
export const MAX_SPIN_FRAMES = 72;
/** Files in one upload, and one upload's whole body (a form of 20 phone photos, or a video and its form). */
export const MAX_FILES_PER_UPLOAD = 40;
export const UPLOAD_MAX_BYTES = 200 * MB;

const ascii = (bytes: Uint8Array, from: number, length: number) => String.fromCharCode(...bytes.subarray(from, from + length));

/** The type a file's first bytes show (magic numbers), or null when none of the known ones. */
export function sniffType(bytes: Uint8Array): SniffedType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.length >= 8 && ascii(bytes, 0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return "webp";
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return "gif";
  if (bytes.length >= 5 && ascii(bytes, 0, 5) === "%PDF-") return "pdf";
  if (bytes.length >= 4 && (ascii(bytes, 0, 4) === "II*\0" || ascii(bytes, 0, 4) === "MM\0*")) return "tiff";
  if (bytes.length >= 4 && bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return "webm";
  if (bytes.length >= 4 && ascii(bytes, 0, 4) === "OggS") return "ogv";
  if (bytes.length >= 12 && ascii(bytes, 4, 4) === "ftyp") {
    const brand = ascii(bytes, 8, 4);
    if (/^(heic|heix|hevc|hevx|heim|heis|mif1|msf1)$/.test(brand)) return "heic";
    if (/^avi[fs]$/.test(brand)) return "avif";
    if (brand === "qt  ") return "mov";
    return "mp4";
  }
  const head = new TextDecoder().decode(bytes.subarray(0, 512)).trimStart().toLowerCase();
  if (head.startsWith("<svg") || (head.startsWith("<?xml") && head.includes("<svg"))) return "svg";
  return null;
}

const TYPE_NAMES: Record<SniffedType, string> = {
  jpeg: "a JPEG picture",
  png: "a PNG picture",
  webp: "a WebP picture",
  gif: "a GIF",
  heic: "an iPhone HEIC photo",
  avif: "an AVIF picture",
  tiff: "a TIFF picture",
  pdf: "a PDF document",
  svg: "an SVG drawing",
  mp4: "an MP4 video",
  mov: "a QuickTime video",
  webm: "a WebM video",
  ogv: "an Ogg video",
};

export type FileVerdict<T> = { ok: true; type: T } | { ok: false; message: string };

const megabytes = (bytes: number) => `${Math.round(bytes / MB)} MB`;

function typeMessage(name: string, sniffed: SniffedType | null, wanted: string): string {
  const what = sniffed ? TYPE_NAMES[sniffed] : "not a file type we know";
  const hint = sniffed === "heic" ? " Set the camera to “Most compatible”, or share the photo as JPEG." : "";
  return `${name} is ${what}, not ${wanted}.${hint}`;
}

/** A photo or spin frame: JPEG, PNG or WebP by its content, within the size limit. */
export function judgePhotoFile(name: string, bytes: Uint8Array): FileVerdict<PhotoType> {
  if (bytes.length === 0) return { ok: false, message: `${name} is empty.` };
  if (bytes.length > PHOTO_MAX_BYTES) return { ok: false, message: `${name} is larger than ${megabytes(PHOTO_MAX_BYTES)}.` };
  const type = sniffType(bytes);
  if (!type || !(PHOTO_TYPES as readonly string[]).includes(type))
    return { ok: false, message: typeMessage(name, type, "a JPEG, PNG or WebP photo") };
  return { ok: true, type: type as PhotoType };
}

/** A photo's decoded size: within the pixel limit, not too small to show. */
export function judgePhotoSize(name: string, width: number, height: number): string | null {
  if (width * height > PHOTO_MAX_PIXELS)
    return `${name} is ${width} × ${height} pixels: at most ${Math.round(PHOTO_MAX_PIXELS / 1_000_000)} megapixels.`;
  if (Math.min(width, height) < PHOTO_MIN_SIDE) return `${name} is ${width} × ${height} pixels: at least ${PHOTO_MIN_SIDE} on each side.`;
  return null;
}

/** A walkaround video: MP4, QuickTime, WebM or Ogg by its content, within the size limit. */
export function judgeVideoFile(name: string, bytes: Uint8Array): FileVerdict<VideoType> {
  if (bytes.length === 0) return { ok: false, message: `${name} is empty.` };
  if (bytes.length > VIDEO_MAX_BYTES) return { ok: false, message: `${name} is larger than ${megabytes(VIDEO_MAX_BYTES)}.` };
  const type = sniffType(bytes);
  if (!type || !(VIDEO_TYPES as readonly string[]).includes(type))
    return { ok: false, message: typeMessage(name, type, "an MP4, QuickTime, WebM or Ogg video") };
  return { ok: true, type: type as VideoType };
}

/** A file name fit to be shown in a message (no paths, no control characters, not endless). */
export function displayName(name: string | undefined): string {
  const base = (name ?? "").split(/[\\/]/).pop() ?? "";
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  if (!clean) return "A file without a name";
  return clean.length > 80 ? `${clean.slice(0, 77)}…` : clean;
}

/** What a message lists for the files refused from one upload. */
export function refusedSummary(refused: readonly string[], kept: number): string {
  const keptText = kept === 0 ? "No file was added." : kept === 1 ? "1 file was added." : `${kept} files were added.`;
  return refused.length === 0 ? keptText : `${keptText} ${refused.length === 1 ? "1 file was" : `${refused.length} files were`} refused.`;
}

export type ListChange = { op: "up" | "down" | "first" | "delete"; index: number } | { op: "order"; order: readonly number[] };

/**
 * A car's photo list (or spin frames) after one change: move a photo up or down, make it the hero (first), delete
 * it, or a whole new order (a drag-and-drop: each old index once). The answer is null when the change does not fit
 * the list (an index out of range, an order that drops or repeats a photo): the list someone saw changed since.
 */
export function changeList<T>(list: readonly T[], change: ListChange): T[] | null {
  if (change.op === "order") {
    const { order } = change;
    if (order.length !== list.length || new Set(order).size !== list.length) return null;
    if (!order.every((i) => Number.isInteger(i) && i >= 0 && i < list.length)) return null;
    return order.map((i) => list[i]);
  }
  const { index } = change;
  if (!Number.isInteger(index) || index < 0 || index >= list.length) return null;
  const next = [...list];
  if (change.op === "delete") {
    next.splice(index, 1);
    return next;
  }
  const target = change.op === "first" ? 0 : change.op === "up" ? index - 1 : index + 1;
  if (target < 0 || target >= list.length) return next;
  const [moved] = next.splice(index, 1);
  next.splice(target, 0, moved);
  return next;
}

/** How many of `incoming` files fit beside `existing` under `max`; the rest are refused with this message. */
export function overLimitMessage(name: string, max: number, what: "photos" | "spin frames"): string {
  return `${name} was not added: a car has at most ${max} ${what}.`;
}

/** Spin frames in turning order: by file name, numbers compared as numbers (frame2 before frame10). */
export function frameOrder(a: string, b: string): number {
  return a.localeCompare(b, "en", { numeric: true, sensitivity: "base" });
}

/** What each upload form adds to: photos, spin frames or the walkaround video. */
export const UPLOAD_INTENTS = ["upload-photos", "upload-spin", "upload-video"] as const;
export type UploadIntent = (typeof UPLOAD_INTENTS)[number];

export function isUploadIntent(value: unknown): value is UploadIntent {
  return typeof value === "string" && (UPLOAD_INTENTS as readonly string[]).includes(value);
}

const item = z.string({ error: "Choose a photo." }).min(1, "Choose a photo.").max(500);
const list = z.enum(["photos", "spin"], { error: "Choose photos or spin frames." });

/** The media page's small forms: move, hero, delete, a dragged order, and removing the video or every spin frame. */
export const mediaEditSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.enum(["up", "down", "first", "delete"]), list, item }),
    z.object({
      intent: z.literal("order"),
      list,
      order: z
        .array(item)
        .max(MAX_SPIN_FRAMES)
        .or(item.transform((one) => [one])),
    }),
    z.object({ intent: z.literal("delete-video") }),
    z.object({ intent: z.literal("delete-spin") }),
  ],
  { error: "Choose what to change." },
);
export type MediaEdit = z.infer<typeof mediaEditSchema>;

/** The list change a form asks for on the list as it is now, or a refusal when the page named photos it no longer has. */
export function editToChange(edit: Extract<MediaEdit, { list: unknown }>, current: readonly string[]): ListChange | { refused: string } {
  const stale = { refused: "The photos changed since this page was shown: here they are as they are now. Try again." };
  if (edit.intent === "order") {
    const order = edit.order.map((url) => current.indexOf(url));
    return order.includes(-1) ? stale : { op: "order", order };
  }
  const index = current.indexOf(edit.item);
  return index === -1 ? stale : { op: edit.intent, index };
}
