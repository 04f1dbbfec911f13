/** Parses and validates the image endpoint's query parameters (`w`, `q`, `fm`). Pure. */
import { DEFAULT_IMAGE_QUALITY, DEFAULT_IMAGE_WIDTH, IMAGE_FORMATS, IMAGE_WIDTHS, type ImageFormat } from "./image-url";

export type ImageParams = {
  w: number;
  q: number;
  /** Absent when the client did not ask: the server then negotiates from the Accept header. */
  fm?: ImageFormat;
};

export type ParsedImageParams = { ok: true; params: ImageParams } | { ok: false; error: string };

const DIGITS = /^[0-9]{1,4}$/;

function single(query: Record<string, unknown>, name: string): { value?: string; error?: string } {
  const raw = query[name];
  if (raw === undefined) return {};
  if (typeof raw !== "string") return { error: `${name} must be given once` };
  return { value: raw };
}

export function parseImageParams(query: Record<string, unknown>): ParsedImageParams {
  const w = single(query, "w");
  const q = single(query, "q");
  const fm = single(query, "fm");
  const error = w.error ?? q.error ?? fm.error;
  if (error) return { ok: false, error };

  let width: number = DEFAULT_IMAGE_WIDTH;
  if (w.value !== undefined) {
    width = DIGITS.test(w.value) ? Number(w.value) : NaN;
    if (!(IMAGE_WIDTHS as readonly number[]).includes(width)) {
      return { ok: false, error: `w must be one of ${IMAGE_WIDTHS.join(", ")}` };
    }
  }

  let quality = DEFAULT_IMAGE_QUALITY;
  if (q.value !== undefined) {
    quality = DIGITS.test(q.value) ? Number(q.value) : NaN;
    if (!(quality >= 1 && quality <= 100)) return { ok: false, error: "q must be an integer from 1 to 100" };
  }

  if (fm.value !== undefined && !(IMAGE_FORMATS as readonly string[]).includes(fm.value)) {
    return { ok: false, error: `fm must be one of ${IMAGE_FORMATS.join(", ")}` };
  }

  const params: ImageParams = { w: width, q: quality };
  if (fm.value !== undefined) params.fm = fm.value as ImageFormat;
  return { ok: true, params };
}
