/**
 * A multipart/form-data body read as it arrives, each part's content handed on chunk by chunk (issue 19, ADR 054):
 * @remix-run/multipart-parser (0.16) yields a part only when it is whole, its chunks held until then, so a 150 MB
 * video was in memory once before it reached the disk. Here a part's content is an async iterable of the body's own
 * chunks (cut at the boundary), pulled by the caller: the next piece of the body is read only when the caller has
 * taken the last one, so what is held at any time is one chunk of the body and a boundary's length. The part's
 * headers are decoded by the remix parser's own MultipartPart (name, filename, content type), and the same errors
 * are thrown for the same limits (MaxFileSizeExceededError, MaxTotalSizeExceededError, MaxPartsExceededError,
 * MaxHeaderSizeExceededError, MultipartParseError for a malformed body), so callers map them as before.
 */
import {
  MaxFileSizeExceededError,
  MaxHeaderSizeExceededError,
  MaxPartsExceededError,
  MaxTotalSizeExceededError,
  MultipartParseError,
  MultipartPart,
} from "@remix-run/multipart-parser";

export type StreamedPart = {
  name: string;
  filename: string | undefined;
  isFile: boolean;
  mediaType: string | undefined;
  /** The content, chunk by chunk; read it (or leave it: the reader skips what is left before the next part). */
  content: AsyncIterable<Uint8Array>;
};

export type MultipartStreamLimits = { maxFileSize: number; maxTotalSize: number; maxParts: number; maxHeaderSize: number };

const CRLF = Buffer.from("\r\n");
const HEADER_END = Buffer.from("\r\n\r\n");

/**
 * The parts of a multipart body in order. Each part's content must be read to its end or left before the next part
 * is asked for (the generator skips what was left, counting it against the limits).
 */
export async function* streamMultipart(
  body: ReadableStream<Uint8Array>,
  boundary: string,
  limits: MultipartStreamLimits,
): AsyncGenerator<StreamedPart, void, undefined> {
  const reader = body.getReader();
  // The delimiter before every part; the body's first boundary has no CRLF before it, so one is put in front.
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  let buffer: Buffer = Buffer.from(CRLF);
  let ended = false;
  let total = 0;
  let parts = 0;

  const pull = async (): Promise<boolean> => {
    if (ended) return false;
    const { done, value } = await reader.read();
    if (done) {
      ended = true;
      return false;
    }
    buffer = buffer.length === 0 ? Buffer.from(value.buffer, value.byteOffset, value.byteLength) : Buffer.concat([buffer, value]);
    return true;
  };

  /** Content up to the next delimiter, in pieces; the buffer is left just after the delimiter. */
  async function* untilDelimiter(count: (n: number) => void): AsyncGenerator<Uint8Array, void, undefined> {
    for (;;) {
      const at = buffer.indexOf(delimiter);
      if (at !== -1) {
        const piece = buffer.subarray(0, at);
        buffer = buffer.subarray(at + delimiter.length);
        if (piece.length > 0) {
          count(piece.length);
          yield piece;
        }
        return;
      }
      // Everything but a possible start of the delimiter at the end can go.
      const keep = Math.min(buffer.length, delimiter.length - 1);
      if (buffer.length > keep) {
        const piece = buffer.subarray(0, buffer.length - keep);
        buffer = buffer.subarray(buffer.length - keep);
        count(piece.length);
        yield piece;
      }
      if (!(await pull())) throw new MultipartParseError("Unexpected end of multipart stream");
    }
  }

  try {
    // The preamble (nothing, from a browser) up to the first boundary.
    for await (const piece of untilDelimiter(() => {})) void piece;
    for (;;) {
      while (buffer.length < 2) if (!(await pull())) throw new MultipartParseError("Unexpected end of multipart stream");
      if (buffer[0] === 0x2d && buffer[1] === 0x2d) return; // "--": the closing boundary; the epilogue is ignored.
      if (buffer[0] !== 0x0d || buffer[1] !== 0x0a) throw new MultipartParseError("Invalid multipart stream: no line end after a boundary");
      buffer = buffer.subarray(2);
      let headerEnd = buffer.indexOf(HEADER_END);
      while (headerEnd === -1) {
        if (buffer.length > limits.maxHeaderSize) throw new MaxHeaderSizeExceededError(limits.maxHeaderSize);
        if (!(await pull())) throw new MultipartParseError("Unexpected end of multipart stream");
        headerEnd = buffer.indexOf(HEADER_END);
      }
      if (headerEnd > limits.maxHeaderSize) throw new MaxHeaderSizeExceededError(limits.maxHeaderSize);
      const head = new MultipartPart(Uint8Array.from(buffer.subarray(0, headerEnd)), []);
      buffer = buffer.subarray(headerEnd + HEADER_END.length);
      if (++parts > limits.maxParts) throw new MaxPartsExceededError(limits.maxParts);
      let size = 0;
      const content = untilDelimiter((n) => {
        size += n;
        total += n;
        if (size > limits.maxFileSize) throw new MaxFileSizeExceededError(limits.maxFileSize);
        if (total > limits.maxTotalSize) throw new MaxTotalSizeExceededError(limits.maxTotalSize);
      });
      let started = false;
      let failure: unknown = null;
      yield {
        name: head.name ?? "",
        filename: head.filename,
        isFile: head.isFile,
        mediaType: head.mediaType,
        content: {
          [Symbol.asyncIterator]() {
            if (started) throw new Error("A part's content is read once");
            started = true;
            // A caller that stops early (break, an error of its own) leaves the rest to be read past, not closed.
            return {
              next: () =>
                content.next().catch((error: unknown) => {
                  failure = error;
                  throw error;
                }),
              return: async () => ({ done: true as const, value: undefined }),
            };
          },
        },
      };
      // A part that broke off (a limit, the body) ends the body too, even if the caller went on.
      if (failure) throw failure;
      // What the caller left of this part is read past (still counted against the limits).
      for await (const piece of content) void piece;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}
