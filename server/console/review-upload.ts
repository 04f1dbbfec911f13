/**
 * The console's Reviews page reads its own body (issue 20): a review CSV of a few MB is more than the 64 KiB every
 * other form gets, so the transport hands /console/reviews's body over as a stream (router-handler's
 * streamedBodyLimit, `reviewsBodyLimit`), and this reads it with its own caps:
 * - a multipart form (the import form): @remix-run/multipart-parser splits it as it arrives; the chosen file (`file`)
 *   up to REVIEW_CSV_MAX_BYTES, read as UTF-8 text; a pasted CSV (`csv`) within the usual form limit; a few short
 *   fields (the intent). Past a cap the answer is a 413 with a sentence that says what to do.
 * - any other form (hiding a review, the Google import): the one form reader (body-readers.ts) within 64 KiB.
 */
import {
  MaxFileSizeExceededError,
  MaxHeaderSizeExceededError,
  MaxPartsExceededError,
  MaxTotalSizeExceededError,
  parseMultipartRequest,
} from "@remix-run/multipart-parser";
import { REVIEW_CSV_MAX_BYTES, reviewCsvTooLargeMessage } from "~/domain/reviews/csv-limits";
import type { FormValues } from "~/domain/forms/form-values";
import { mediaTypeOf, readFormBody, type BodyRefusal } from "~/server/http/body-readers";
import { BodyTooLargeError, BodyTooSlowError, MAX_REQUEST_BODY_BYTES } from "~/server/http/request-body";

/** The Reviews page, where the import form is posted (with `.data` when React Router posts it). */
const REVIEWS_PATH = /^\/console\/reviews(?:\.data)?$/;

/** What a pasted CSV and the form's other fields may take beside the file. */
const FIELDS_MAX_BYTES = MAX_REQUEST_BODY_BYTES;

/** The transport's cap of the Reviews page's body (the file, the fields and the parts' headers), or null. */
export function reviewsBodyLimit(path: string): number | null {
  return REVIEWS_PATH.test(path) ? REVIEW_CSV_MAX_BYTES + FIELDS_MAX_BYTES + 16 * 1024 : null;
}

export type ReviewsForm = {
  fields: FormValues;
  /** The chosen CSV file as text, when one was sent (not empty). */
  file?: { name: string; text: string; bytes: number };
};

export type ReviewsFormRead = { ok: true; form: ReviewsForm } | BodyRefusal | { ok: false; status: 408; message: string };

export async function readReviewsForm(request: Request): Promise<ReviewsFormRead> {
  if (mediaTypeOf(request) !== "multipart/form-data") {
    const read = await readFormBody(request, { limit: FIELDS_MAX_BYTES });
    return read.ok ? { ok: true, form: { fields: read.values } } : read;
  }
  const fields: Record<string, string> = {};
  let fieldBytes = 0;
  let file: ReviewsForm["file"];
  try {
    for await (const part of parseMultipartRequest(request, {
      maxFileSize: REVIEW_CSV_MAX_BYTES,
      maxTotalSize: REVIEW_CSV_MAX_BYTES + FIELDS_MAX_BYTES,
      maxParts: 8,
      maxHeaderSize: 8 * 1024,
    })) {
      const name = part.name ?? "";
      if (part.isFile) {
        // An empty file input sends one part without a name or content.
        if (part.size === 0 && !part.filename) continue;
        if (name !== "file" || file) return { ok: false, status: 400, message: "Send one CSV file, as the form's file field." };
        let text: string;
        try {
          text = new TextDecoder("utf-8", { fatal: true }).decode(part.bytes);
        } catch {
          return {
            ok: false,
            status: 400,
            message: "The file is not UTF-8 text: save it from your spreadsheet as CSV UTF-8 and try again.",
          };
        }
        file = { name: (part.filename ?? "").slice(0, 200), text, bytes: part.size };
      } else {
        fieldBytes += part.size;
        if (fieldBytes > FIELDS_MAX_BYTES)
          return {
            ok: false,
            status: 413,
            message: `The pasted CSV is larger than ${FIELDS_MAX_BYTES / 1024} KB: choose it as a file instead (up to ${REVIEW_CSV_MAX_BYTES / 1024 / 1024} MB).`,
          };
        fields[name] = part.text;
      }
    }
  } catch (error) {
    return refusal(error);
  }
  return { ok: true, form: { fields, ...(file ? { file } : {}) } };
}

function refusal(error: unknown): BodyRefusal | { ok: false; status: 408; message: string } {
  if (error instanceof MaxFileSizeExceededError || error instanceof MaxTotalSizeExceededError || error instanceof BodyTooLargeError)
    return { ok: false, status: 413, message: reviewCsvTooLargeMessage() };
  if (error instanceof MaxPartsExceededError) return { ok: false, status: 400, message: "The form has more fields than the import form." };
  if (error instanceof MaxHeaderSizeExceededError) return { ok: false, status: 400, message: "The upload could not be read. Try again." };
  if (error instanceof BodyTooSlowError) return { ok: false, status: 408, message: "The upload stopped arriving. Try again." };
  // A malformed body or a connection that broke off: the upload is not whole.
  return { ok: false, status: 400, message: "The upload could not be read. Try again." };
}
