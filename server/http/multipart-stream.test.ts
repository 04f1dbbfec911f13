import { createHash } from "node:crypto";
import { statSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { MaxFileSizeExceededError, MaxTotalSizeExceededError, MultipartParseError, parseMultipart } from "@remix-run/multipart-parser";
import { describe, expect, it } from "vitest";
import { readStreamedUpload } from "~/server/console/media-upload";
import { streamMultipart } from "./multipart-stream";

const BOUNDARY = "----formdata-test-7MA4YWxkTrZu0gW";
const LIMITS = { maxFileSize: 1 << 30, maxTotalSize: 1 << 30, maxParts: 100, maxHeaderSize: 8192 };

type Field = { name: string; filename?: string; content: Uint8Array };

function body(fields: Field[], boundary = BOUNDARY): Buffer {
  const pieces: Buffer[] = [];
  for (const f of fields) {
    const disposition = `form-data; name="${f.name}"${f.filename !== undefined ? `; filename="${f.filename}"` : ""}`;
    const type = f.filename !== undefined ? "\r\nContent-Type: application/octet-stream" : "";
    pieces.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`),
      Buffer.from(f.content),
      Buffer.from("\r\n"),
    );
  }
  pieces.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(pieces);
}

/** A stream of `bytes` cut at the given sizes (repeated). */
function streamOf(bytes: Uint8Array, sizes: number[]): ReadableStream<Uint8Array> {
  let at = 0;
  let i = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      const size = sizes[i++ % sizes.length];
      controller.enqueue(bytes.slice(at, at + size));
      at += size;
    },
  });
}

async function readAll(stream: ReadableStream<Uint8Array>, limits = LIMITS) {
  const out: Array<{ name: string; filename: string | undefined; content: Buffer }> = [];
  for await (const part of streamMultipart(stream, BOUNDARY, limits)) {
    const chunks: Uint8Array[] = [];
    for await (const chunk of part.content) chunks.push(chunk);
    out.push({ name: part.name, filename: part.filename, content: Buffer.concat(chunks) });
  }
  return out;
}

/** A deterministic pseudo-random generator (tests repeat). */
function random(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state % n;
  };
}

describe("streamMultipart", () => {
  it("reads what the remix parser reads, however the body is cut (contents that look like boundaries included)", async () => {
    const next = random(19);
    for (let round = 0; round < 60; round++) {
      const fields: Field[] = Array.from({ length: 1 + next(4) }, (_, i) => {
        const length = next(3) === 0 ? 0 : next(5000);
        const content = Buffer.alloc(length);
        for (let j = 0; j < length; j++) content[j] = next(256);
        // Near-boundaries inside a file: CR LF, dashes, the boundary without its last character.
        if (length > 100) Buffer.from(`\r\n--${BOUNDARY.slice(0, -1)}\r\n--`).copy(content, next(length - 60));
        return next(2) === 0 ? { name: `field${i}`, content } : { name: `file${i}`, filename: `photo ${i}.jpg`, content };
      });
      const bytes = body(fields);
      const expected = [...parseMultipart(bytes, { boundary: BOUNDARY, maxFileSize: 1 << 30 })].map((p) => ({
        name: p.name,
        filename: p.filename,
        content: Buffer.from(p.bytes),
      }));
      const sizes = [1 + next(7), 1 + next(200), 1 + next(70_000)];
      expect(await readAll(streamOf(bytes, sizes))).toEqual(expected);
    }
  });

  it("skips a part its reader left, and reads on", async () => {
    const bytes = body([
      { name: "skipped", filename: "a.bin", content: Buffer.alloc(100_000, 7) },
      { name: "intent", content: Buffer.from("upload-photos") },
    ]);
    const names: string[] = [];
    let text = "";
    for await (const part of streamMultipart(streamOf(bytes, [999]), BOUNDARY, LIMITS)) {
      names.push(part.name);
      if (part.name === "skipped") {
        for await (const chunk of part.content) if (chunk.length > 0) break;
      } else for await (const chunk of part.content) text += Buffer.from(chunk).toString();
    }
    expect(names).toEqual(["skipped", "intent"]);
    expect(text).toBe("upload-photos");
  });

  it("stops at the limits with the parser's errors, and refuses a body that ends early", async () => {
    const bytes = body([{ name: "f", filename: "big.bin", content: Buffer.alloc(5000, 1) }]);
    await expect(readAll(streamOf(bytes, [512]), { ...LIMITS, maxFileSize: 4000 })).rejects.toBeInstanceOf(MaxFileSizeExceededError);
    await expect(readAll(streamOf(bytes, [512]), { ...LIMITS, maxTotalSize: 4000 })).rejects.toBeInstanceOf(MaxTotalSizeExceededError);
    await expect(readAll(streamOf(bytes.subarray(0, 3000), [512]))).rejects.toBeInstanceOf(MultipartParseError);
  });
});

describe("readStreamedUpload", () => {
  it("writes a file larger than any buffer it keeps to disk as it arrives: memory stays flat for a 150 MB video", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "streamed-upload-"));
    const target = path.join(dir, "walkaround.upload");
    const temp = `${target}.${process.pid}.tmp`;
    const size = 150 * 1024 * 1024;
    const chunk = 64 * 1024;
    const head = Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="intent"\r\n\r\nupload-video\r\n` +
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="video"; filename="walkaround.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
    const sent = createHash("sha256");
    let produced = 0;
    let lag = 0;
    // The client: sends the video in 64 KB pieces, each made only when the server asks for it; at each ask, what was
    // sent but is not yet in the file on disk is what the server holds.
    const stream = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (produced === 0) controller.enqueue(head);
          if (produced >= size) {
            controller.enqueue(tail);
            return controller.close();
          }
          const onDisk = (() => {
            try {
              return statSync(temp).size;
            } catch {
              return 0;
            }
          })();
          lag = Math.max(lag, produced - onDisk);
          const piece = Buffer.alloc(Math.min(chunk, size - produced), produced / chunk);
          sent.update(piece);
          produced += piece.length;
          controller.enqueue(piece);
        },
      },
      { highWaterMark: 0 },
    );
    const request = new Request("http://dealer.localhost/console/stock/1/media", {
      method: "POST",
      headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
      body: stream,
      duplex: "half",
    } as RequestInit);
    let written = 0;
    try {
      const read = await readStreamedUpload(
        request,
        async (file, fields) => {
          expect(fields.get("intent")).toBe("upload-video");
          expect((await file.head(4)).byteLength).toBe(4);
          written = await file.writeTo(target);
        },
        { maxFileBytes: 160 * 1024 * 1024, maxTotalBytes: 170 * 1024 * 1024, maxFiles: 1 },
      );
      expect(read).toMatchObject({ ok: true, files: 1 });
      expect(written).toBe(size);
      // Never more than a few pieces of the body between the client and the disk (a 150 MB file, under 1 MB held).
      expect(lag).toBeLessThan(1024 * 1024);
      expect(
        createHash("sha256")
          .update(await readFile(target))
          .digest("hex"),
      ).toBe(sent.digest("hex"));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("a file past the size cap is a 413 with a sentence, and leaves no file behind", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "streamed-upload-"));
    const target = path.join(dir, "big.upload");
    try {
      const bytes = body([{ name: "photo", filename: "big.jpg", content: Buffer.alloc(3 * 1024 * 1024, 9) }]);
      const request = new Request("http://dealer.localhost/console/stock/1/media", {
        method: "POST",
        headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
        body: streamOf(bytes, [65_536]),
        duplex: "half",
      } as RequestInit);
      const read = await readStreamedUpload(request, async (file) => void (await file.writeTo(target)), {
        maxFileBytes: 2 * 1024 * 1024,
        maxTotalBytes: 4 * 1024 * 1024,
        maxFiles: 1,
      });
      expect(read).toEqual({ ok: false, status: 413, message: "A file is larger than 2 MB: nothing was added." });
      await expect(readFile(target)).rejects.toThrow();
      await expect(readFile(`${target}.${process.pid}.tmp`)).rejects.toThrow();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
