import type { IncomingMessage } from "node:http";
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { streamRequestBody } from "~/server/http/request-body";
import { mediaUploadBodyLimit, readMediaUpload, type UploadedFile } from "./media-upload";

const MB = 1024 * 1024;

function multipart(files: Array<[string, number]>, fields: Array<[string, string]> = [["intent", "upload-photos"]]) {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  for (const [name, size] of files) form.append("files", new File([new Uint8Array(size)], name));
  return new Request("http://h.localhost/console/stock/1/media", { method: "POST", body: form });
}

async function read(request: Request, limits?: Parameters<typeof readMediaUpload>[2]) {
  const seen: Array<{ name: string; size: number; intent?: string }> = [];
  const result = await readMediaUpload(
    request,
    async (file: UploadedFile, fields) => void seen.push({ name: file.fileName, size: file.bytes.length, intent: fields.get("intent") }),
    limits,
  );
  return { result, seen };
}

describe("readMediaUpload", () => {
  it("hands over each file as it is whole, with the form's fields read before it", async () => {
    const { result, seen } = await read(
      multipart([
        ["a.jpg", 10],
        ["b.jpg", 20],
      ]),
    );
    expect(result).toMatchObject({ ok: true, files: 2 });
    expect(seen).toEqual([
      { name: "a.jpg", size: 10, intent: "upload-photos" },
      { name: "b.jpg", size: 20, intent: "upload-photos" },
    ]);
  });

  it("skips the empty part of a file input left empty", async () => {
    const form = new FormData();
    form.append("intent", "upload-photos");
    form.append("files", new File([], ""));
    const { result } = await read(new Request("http://h.localhost/", { method: "POST", body: form }));
    expect(result).toMatchObject({ ok: true, files: 0 });
  });

  it("answers 413 with a sentence past the file cap, the upload cap and the number of files", async () => {
    expect((await read(multipart([["big.jpg", MB + 1]]), { maxFileBytes: MB })).result).toEqual({
      ok: false,
      status: 413,
      message: "A file is larger than 1 MB: nothing was added.",
    });
    expect(
      (
        await read(
          multipart([
            ["a.jpg", 0.6 * MB],
            ["b.jpg", 0.6 * MB],
          ]),
          { maxFileBytes: MB, maxTotalBytes: MB },
        )
      ).result,
    ).toEqual({
      ok: false,
      status: 413,
      message: "The upload is larger than 1 MB: nothing was added. Upload fewer files at a time.",
    });
    expect(
      (
        await read(
          multipart([
            ["a", 1],
            ["b", 1],
            ["c", 1],
          ]),
          { maxFiles: 2 },
        )
      ).result,
    ).toMatchObject({ ok: false, status: 413 });
  });

  it("answers 415 for a body that is no multipart form, 400 for a broken one", async () => {
    const urlencoded = new Request("http://h.localhost/", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "a=1",
    });
    expect((await read(urlencoded)).result).toMatchObject({ ok: false, status: 415 });
    const broken = new Request("http://h.localhost/", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=xyz" },
      body: '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nnever ends',
    });
    expect((await read(broken)).result).toEqual({ ok: false, status: 400, message: "The upload could not be read. Try again." });
  });

  it("answers 413 when the transport's stream passes its cap (no Content-Length), and 408 when the body stops arriving", async () => {
    const socket = new PassThrough();
    const { stream } = streamRequestBody(socket as unknown as IncomingMessage, { limit: 64 * 1024 });
    const boundary = "----cap";
    const request = new Request("http://h.localhost/", {
      method: "POST",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      body: stream,
      duplex: "half",
    } as RequestInit);
    socket.write(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.jpg"\r\n\r\n`);
    const pending = read(request);
    for (let i = 0; i < 20; i++) socket.write(Buffer.alloc(8 * 1024));
    expect((await pending).result).toMatchObject({ ok: false, status: 413 });

    const quiet = new PassThrough();
    const slow = streamRequestBody(quiet as unknown as IncomingMessage, { limit: MB, idleMs: 30 });
    const stalled = new Request("http://h.localhost/", {
      method: "POST",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      body: slow.stream,
      duplex: "half",
    } as RequestInit);
    quiet.write(`--${boundary}\r\n`);
    expect((await read(stalled)).result).toEqual({ ok: false, status: 408, message: "The upload stopped arriving. Try again." });
  });
});

describe("mediaUploadBodyLimit", () => {
  it("streams only the media page's posts", () => {
    expect(mediaUploadBodyLimit("/console/stock/12/media")).toBeGreaterThan(100 * MB);
    expect(mediaUploadBodyLimit("/console/stock/12/media.data")).not.toBeNull();
    expect(mediaUploadBodyLimit("/console/stock/12")).toBeNull();
    expect(mediaUploadBodyLimit("/console/stock/12/media/x")).toBeNull();
    expect(mediaUploadBodyLimit("/contact")).toBeNull();
  });
});
