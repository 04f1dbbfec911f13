/**
 * Reads a console media upload (photos, spin frames, a walkaround video) as it arrives: the transport hands the
 * upload path's body over as a stream (router-handler's streamedBodyLimit), @remix-run/multipart-parser splits it
 * into parts, and each file is given to `onFile` as soon as it is whole, so at most one file is held at a time. The
 * file comes as the parser's chunks: `writeUploadedFile` writes them to disk and `firstBytes` reads its start without
 * joining them, so a large file is never held twice (`bytes` joins them: only for small files).
 * Caps: one file (the largest file the console takes, a video), the whole upload, the number of parts, and the
 * transport's own cap; past any of them the answer is a 413 with a sentence. The form's text fields come first in
 * the form, so `onFile` knows what the files are for.
 */
import {
  MaxFileSizeExceededError,
  MaxPartsExceededError,
  MaxTotalSizeExceededError,
  parseMultipartRequest,
} from "@remix-run/multipart-parser";
import { mkdir, open, rename } from "node:fs/promises";
import path from "node:path";
import { MAX_FILES_PER_UPLOAD, UPLOAD_MAX_BYTES, VIDEO_MAX_BYTES } from "~/domain/console/photo-rules";
import type { BodyRefusal } from "~/server/http/body-readers";
import { mediaTypeOf } from "~/server/http/body-readers";
import { BodyTooLargeError, BodyTooSlowError } from "~/server/http/request-body";

/** The console's media page, where uploads are posted (with `.data` when React Router posts it). */
const MEDIA_UPLOAD_PATH = /^\/console\/stock\/\d{1,12}\/media(?:\.data)?$/;

/** The transport's cap of an upload path's body (a little over the upload's own, for the form's fields), or null. */
export function mediaUploadBodyLimit(path: string): number | null {
  return MEDIA_UPLOAD_PATH.test(path) ? UPLOAD_MAX_BYTES + 1024 * 1024 : null;
}

/** Text fields of an upload form are short (an intent, a list name). */
const MAX_TEXT_FIELD = 1024;
const MB = 1024 * 1024;

export type UploadedFile = {
  field: string;
  fileName: string;
  size: number;
  /** The file as the parser's chunks, in order. */
  content: readonly Uint8Array[];
  /** The chunks joined into one array: a second copy, so only for small files (a logo, a favicon). */
  readonly bytes: Uint8Array;
};

/** The first `n` bytes of an uploaded file (its type's magic numbers) without joining the whole file. */
export function firstBytes(file: Pick<UploadedFile, "content">, n: number): Uint8Array {
  const out = new Uint8Array(n);
  let at = 0;
  for (const chunk of file.content) {
    if (at >= n) break;
    const take = chunk.subarray(0, n - at);
    out.set(take, at);
    at += take.byteLength;
  }
  return out.subarray(0, at);
}

/** Writes an uploaded file to `target` chunk by chunk (nothing joined), under a temporary name then renamed. */
export async function writeUploadedFile(file: Pick<UploadedFile, "content">, target: string): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true });
  const temp = `${target}.${process.pid}.tmp`;
  const handle = await open(temp, "w");
  try {
    for (const chunk of file.content) await handle.write(chunk);
  } finally {
    await handle.close();
  }
  await rename(temp, target);
}
export type UploadRead =
  { ok: true; fields: Map<string, string>; files: number } | BodyRefusal | { ok: false; status: 408; message: string };

export async function readMediaUpload(
  request: Request,
  onFile: (file: UploadedFile, fields: Map<string, string>) => Promise<void>,
  limits: { maxFileBytes?: number; maxTotalBytes?: number; maxFiles?: number } = {},
): Promise<UploadRead> {
  if (mediaTypeOf(request) !== "multipart/form-data") {
    return { ok: false, status: 415, message: "Send the upload as multipart/form-data (a form with files)." };
  }
  const maxFiles = limits.maxFiles ?? MAX_FILES_PER_UPLOAD;
  const maxTotal = limits.maxTotalBytes ?? UPLOAD_MAX_BYTES;
  const maxFile = limits.maxFileBytes ?? VIDEO_MAX_BYTES;
  const fields = new Map<string, string>();
  let files = 0;
  try {
    for await (const part of parseMultipartRequest(request, {
      maxFileSize: maxFile,
      maxTotalSize: maxTotal,
      maxParts: maxFiles + 16,
      maxHeaderSize: 8 * 1024,
    })) {
      const field = part.name ?? "";
      if (part.isFile) {
        // An empty file input sends one part without a name or content.
        if (part.size === 0 && !part.filename) continue;
        files += 1;
        if (files > maxFiles) return { ok: false, status: 413, message: `At most ${maxFiles} files at once: upload the rest next.` };
        try {
          await onFile(
            {
              field,
              fileName: part.filename ?? "",
              size: part.size,
              content: part.content,
              get bytes() {
                return part.bytes;
              },
            },
            fields,
          );
        } catch (error) {
          throw new HandlerError(error);
        }
      } else {
        if (part.size > MAX_TEXT_FIELD) return { ok: false, status: 400, message: `The form field ${field.slice(0, 40)} is too long.` };
        fields.set(field, part.text);
      }
    }
  } catch (error) {
    if (error instanceof HandlerError) throw error.cause;
    return refusal(error, { maxFile, maxTotal, maxFiles });
  }
  return { ok: true, fields, files };
}

function refusal(
  error: unknown,
  limits: { maxFile: number; maxTotal: number; maxFiles: number },
): BodyRefusal | { ok: false; status: 408; message: string } {
  if (error instanceof MaxFileSizeExceededError)
    return { ok: false, status: 413, message: `A file is larger than ${Math.round(limits.maxFile / MB)} MB: nothing was added.` };
  if (error instanceof MaxTotalSizeExceededError || error instanceof BodyTooLargeError)
    return {
      ok: false,
      status: 413,
      message: `The upload is larger than ${Math.round(limits.maxTotal / MB)} MB: nothing was added. Upload fewer files at a time.`,
    };
  if (error instanceof MaxPartsExceededError)
    return { ok: false, status: 413, message: `At most ${limits.maxFiles} files at once: upload the rest next.` };
  if (error instanceof BodyTooSlowError) return { ok: false, status: 408, message: "The upload stopped arriving. Try again." };
  // A malformed body, a header too long, a connection that broke off: the upload is not whole.
  return { ok: false, status: 400, message: "The upload could not be read. Try again." };
}

/** An error of the caller's file handler (storing a file), not of the upload: passed on as it is. */
class HandlerError extends Error {
  constructor(cause: unknown) {
    super("upload handler failed", { cause });
  }
}
