/**
 * The embedded SMS default: messages are appended to `${dataDir}/sms-inbox.jsonl`, so any process can show
 * them on the development inbox page. Nothing leaves the machine.
 */
import { appendFile, mkdir, open } from "node:fs/promises";
import path from "node:path";

export type InboxMessage = { at: string; websiteId: number; site: string; to: string; body: string };

const TAIL_BYTES = 256 * 1024;

export const inboxFile = (dataDir: string) => path.join(dataDir, "sms-inbox.jsonl");

export async function appendToInbox(dataDir: string, message: InboxMessage): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  await appendFile(inboxFile(dataDir), `${JSON.stringify(message)}\n`, { encoding: "utf8", mode: 0o600 });
}

/** The newest messages of one site, newest first; reads only the end of the file. */
export async function readInbox(dataDir: string, websiteId: number, limit = 20): Promise<InboxMessage[]> {
  let handle;
  try {
    handle = await open(inboxFile(dataDir), "r");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  try {
    const { size } = await handle.stat();
    const start = Math.max(0, size - TAIL_BYTES);
    const buffer = Buffer.alloc(size - start);
    await handle.read(buffer, 0, buffer.length, start);
    const lines = buffer.toString("utf8").split("\n");
    if (start > 0) lines.shift(); // the first line may be cut in half
    const messages: InboxMessage[] = [];
    for (let i = lines.length - 1; i >= 0 && messages.length < limit; i--) {
      if (!lines[i]) continue;
      try {
        const message = JSON.parse(lines[i]) as InboxMessage;
        if (message.websiteId === websiteId) messages.push(message);
      } catch {
        // A torn line from a crash mid-write: skip it.
      }
    }
    return messages;
  } finally {
    await handle.close();
  }
}
