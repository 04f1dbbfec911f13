/**
 * Reads a console upload (photos, spin frames, a walkaround video, a stock feed, a logo) as it arrives: the transport
 * hands the upload path's body over as a stream (router-handler's streamedBodyLimit) and server/http/multipart-stream.ts
 * splits it into parts without holding a part whole (ADR 054). `readStreamedUpload` gives each file to `onFile` while
 * it is still arriving: `head` reads its first bytes (its type's magic numbers), `writeTo` writes it to disk chunk by
 * chunk as the chunks come, so a 150 MB video never sits in memory. `readMediaUpload` collects each file (small ones:
 * a logo, a page's picture) into memory for callers that decode it whole.
 * Caps: one file, the whole upload, the number of parts, and the transport's own cap; past any of them the answer is a
 * 413 with a sentence. The form's text fields come first in the form, so `onFile` knows what the files are for.
 */
import {
  getMultipartBoundary,
  MaxFileSizeExceededError,
  MaxPartsExceededError,
  MaxTotalSizeExceededError,
} from "@remix-run/multipart-parser";
import { mkdir, open, rename, rm } from "node:fs/promises";
import path from "node:path";
import { MAX_FILES_PER_UPLOAD, UPLOAD_MAX_BYTES, VIDEO_MAX_BYTES } from "~/domain/console/photo-rules";
import type { BodyRefusal } from "~/server/http/body-readers";
import { mediaTypeOf } from "~/server/http/body-readers";
import { streamMultipart, type StreamedPart } from "~/server/http/multipart-stream";
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

/** A file of the upload, read whole into memory (readMediaUpload: small files only). */
export type UploadedFile = {
  field: string;
  fileName: string;
  size: number;
  /** The file as the body's chunks, in order. */
  content: readonly Uint8Array[];
  /** The chunks joined into one array (a second copy: small files only). */
  readonly bytes: Uint8Array;
};

/** A file of the upload while it arrives (readStreamedUpload). */
export type StreamedFile = {
  field: string;
  fileName: string;
  /** Its first `n` bytes (fewer when it is shorter), read ahead and kept for `writeTo`. */
  head(n: number): Promise<Uint8Array>;
  /** Writes it to `target` chunk by chunk as it arrives (a temporary name, then renamed); answers its size. */
  writeTo(target: string): Promise<number>;
  /** The file's chunks from its start (what `head` read first), as they arrive: read once. */
  chunks(): AsyncIterable<Uint8Array>;
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

/**
 * Writes chunks to `target` one at a time as they come (nothing joined, nothing read ahead), under a temporary name
 * then renamed, so no reader sees half a file; a stream that breaks off leaves no file. Answers the bytes written.
 */
export async function writeUploadedFile(
  file: { content: Iterable<Uint8Array> | AsyncIterable<Uint8Array> },
  target: string,
): Promise<number> {
  await mkdir(path.dirname(target), { recursive: true });
  const temp = `${target}.${process.pid}.tmp`;
  const handle = await open(temp, "w");
  let size = 0;
  try {
    for await (const chunk of file.content) {
      await handle.write(chunk);
      size += chunk.byteLength;
    }
  } catch (error) {
    await handle.close();
    await rm(temp, { force: true });
    throw error;
  }
  await handle.close();
  await rename(temp, target);
  return size;
}

function streamedFile(part: StreamedPart): StreamedFile {
  const chunks = part.content[Symbol.asyncIterator]();
  const peeked: Uint8Array[] = [];
  let peekedBytes = 0;
  let ended = false;
  async function* rest() {
    while (peeked.length > 0) yield peeked.shift()!;
    while (!ended) {
      const next = await chunks.next();
      if (next.done) ended = true;
      else yield next.value;
    }
  }
  return {
    field: part.name,
    fileName: part.filename ?? "",
    async head(n) {
      while (peekedBytes < n && !ended) {
        const next = await chunks.next();
        if (next.done) ended = true;
        else {
          peeked.push(next.value);
          peekedBytes += next.value.byteLength;
        }
      }
      return firstBytes({ content: peeked }, n);
    },
    writeTo: (target) => writeUploadedFile({ content: rest() }, target),
    chunks: rest,
  };
}

export type UploadRead =
  { ok: true; fields: Map<string, string>; files: number } | BodyRefusal | { ok: false; status: 408; message: string };

type Limits = { maxFileBytes?: number; maxTotalBytes?: number; maxFiles?: number };

/**
 * Reads the upload part by part: text fields into `fields`, each file given to `onFile` while it arrives (what
 * `onFile` leaves unread is skipped). A refusal of the upload (a limit, a broken body) is the answer even when it
 * happens inside `onFile`'s `writeTo`; `onFile`'s own errors are thrown.
 */
export async function readStreamedUpload(
  request: Request,
  onFile: (file: StreamedFile, fields: Map<string, string>) => Promise<void>,
  limits: Limits = {},
): Promise<UploadRead> {
  if (mediaTypeOf(request) !== "multipart/form-data") {
    return { ok: false, status: 415, message: "Send the upload as multipart/form-data (a form with files)." };
  }
  const maxFiles = limits.maxFiles ?? MAX_FILES_PER_UPLOAD;
  const maxTotal = limits.maxTotalBytes ?? UPLOAD_MAX_BYTES;
  const maxFile = limits.maxFileBytes ?? VIDEO_MAX_BYTES;
  const boundary = getMultipartBoundary(request.headers.get("content-type") ?? "");
  if (!boundary || !request.body) return { ok: false, status: 400, message: "The upload could not be read. Try again." };
  const fields = new Map<string, string>();
  let files = 0;
  // Errors of the body (limits, a broken stream) are told apart from the handler's own by where they came from.
  const bodyErrors = new WeakSet<object>();
  const marked = (content: AsyncIterable<Uint8Array>): AsyncIterable<Uint8Array> => ({
    [Symbol.asyncIterator]() {
      const inner = content[Symbol.asyncIterator]();
      return {
        next: () =>
          inner.next().catch((error: unknown) => {
            if (error && typeof error === "object") bodyErrors.add(error);
            throw error;
          }),
        return: async () => (await inner.return?.()) ?? { done: true as const, value: undefined },
      };
    },
  });
  try {
    for await (const part of streamMultipart(request.body, boundary, {
      maxFileSize: maxFile,
      maxTotalSize: maxTotal,
      maxParts: maxFiles + 16,
      maxHeaderSize: 8 * 1024,
    })) {
      if (part.isFile) {
        const file = streamedFile({ ...part, content: marked(part.content) });
        // An empty file input sends one part without a name or content.
        if (!part.filename && (await file.head(1)).byteLength === 0) continue;
        files += 1;
        if (files > maxFiles) return { ok: false, status: 413, message: `At most ${maxFiles} files at once: upload the rest next.` };
        try {
          await onFile(file, fields);
        } catch (error) {
          // The body's own failure while the handler read the file is a refusal like any other.
          if (error && typeof error === "object" && bodyErrors.has(error)) throw error;
          throw new HandlerError(error);
        }
      } else {
        const text: Uint8Array[] = [];
        let size = 0;
        for await (const chunk of part.content) {
          size += chunk.byteLength;
          if (size > MAX_TEXT_FIELD) return { ok: false, status: 400, message: `The form field ${part.name.slice(0, 40)} is too long.` };
          text.push(chunk);
        }
        fields.set(part.name, Buffer.concat(text).toString("utf8"));
      }
    }
  } catch (error) {
    if (error instanceof HandlerError) throw error.cause;
    return refusal(error, { maxFile, maxTotal, maxFiles });
  }
  return { ok: true, fields, files };
}

/** Reads the upload like readStreamedUpload, each file collected whole (capped by maxFileBytes) before `onFile`. */
export async function readMediaUpload(
  request: Request,
  onFile: (file: UploadedFile, fields: Map<string, string>) => Promise<void>,
  limits: Limits = {},
): Promise<UploadRead> {
  return readStreamedUpload(
    request,
    async (file, fields) => {
      const content: Uint8Array[] = [];
      let size = 0;
      for await (const chunk of file.chunks()) {
        content.push(chunk);
        size += chunk.byteLength;
      }
      let joined: Uint8Array | null = null;
      await onFile(
        {
          field: file.field,
          fileName: file.fileName,
          size,
          content,
          get bytes() {
            joined ??= Buffer.concat(content);
            return joined;
          },
        },
        fields,
      );
    },
    limits,
  );
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
