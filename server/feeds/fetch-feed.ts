/**
 * Fetches a stock feed address into a file (issue 19): the scheduled fetch of a dealer's feed (server/feeds/feed-poll.ts
 * queues it, the run's worker in server/feeds/feed-runs.ts fetches it). It follows the image fetch's rules
 * (server/feeds/images.ts): http(s) only, no redirects, a timeout, the feed's size cap, and only public addresses,
 * checked and then pinned for the connection (a name that resolves to a private address, at check or connect time,
 * is refused).
 */
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { isIP } from "node:net";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { fetch as undiciFetch } from "undici";
import { isPrivateAddress, PrivateHostError, publicOnlyAgent, type ResolveHost } from "./images";
import { FEED_MAX_BYTES } from "./parse";

const FETCH_TIMEOUT_MS = 60_000;

class FetchError extends Error {}

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** Fetches a feed address into `file`, streamed and capped; answers why not in words the dealer can act on. */
export async function fetchFeedFile(
  address: string,
  file: string,
  options: { allowPrivateHosts?: boolean; resolveHost?: ResolveHost; timeoutMs?: number } = {},
): Promise<{ ok: true } | { ok: false; error: string }> {
  try {
    const url = new URL(address);
    if (url.protocol !== "https:" && url.protocol !== "http:") throw new FetchError("The feed address is not an http or https address");
    const host = url.hostname.replace(/^\[|\]$/g, "");
    if (!options.allowPrivateHosts && isIP(host) && isPrivateAddress(host, isIP(host))) {
      throw new FetchError(`The host ${host} is a private address`);
    }
    let response: Awaited<ReturnType<typeof undiciFetch>>;
    try {
      response = await undiciFetch(url, {
        signal: AbortSignal.timeout(options.timeoutMs ?? FETCH_TIMEOUT_MS),
        // A redirect's host would not have been checked.
        redirect: "error",
        dispatcher: options.allowPrivateHosts ? undefined : publicOnlyAgent(options.resolveHost),
      });
    } catch (error) {
      const cause = (error as { cause?: unknown }).cause;
      if (cause instanceof PrivateHostError) throw new FetchError(cause.message);
      throw new FetchError((error as Error).name === "TimeoutError" ? "No answer in time" : "The address could not be reached");
    }
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      throw new FetchError(`The server answered ${response.status}`);
    }
    if (Number(response.headers.get("content-length") ?? "0") > FEED_MAX_BYTES) {
      await response.body.cancel();
      throw new FetchError(`The feed is larger than ${mb(FEED_MAX_BYTES)}`);
    }
    await mkdir(path.dirname(file), { recursive: true });
    let size = 0;
    const capped = Readable.fromWeb(response.body as unknown as WebReadableStream<Uint8Array>).map((chunk: Uint8Array) => {
      size += chunk.byteLength;
      if (size > FEED_MAX_BYTES) throw new FetchError(`The feed is larger than ${mb(FEED_MAX_BYTES)}`);
      return chunk;
    });
    await pipeline(capped, createWriteStream(file));
    return { ok: true };
  } catch (error) {
    await rm(file, { force: true });
    if (error instanceof FetchError) return { ok: false, error: `The feed address could not be fetched: ${error.message}.` };
    throw error;
  }
}
