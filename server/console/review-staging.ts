/**
 * Review CSV files kept between a dry run and its import (issue 20; the rules in domain/reviews/staged-csv.ts). The
 * dry run of a chosen file writes its checked text to DATA_DIR/review-csv/<website id>/<token>.json (processes share
 * DATA_DIR, as for feed runs and media jobs) with the staff member it belongs to; the import reads it back by token,
 * for that website and that staff member only, and removes it. A file is expired an hour after it was written (its
 * modification time); every dealer's expired ones are removed whenever a file is kept.
 */
import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { isStagedCsvToken, stagedCsvExpired } from "~/domain/reviews/staged-csv";

export type StagedReviewCsv = { name: string; text: string };

type Owner = { websiteId: number; staffUserId: number };

/** Where a dealer's kept files are: DATA_DIR/review-csv/<website id>. */
export function stagedFolder(dataDir: string, websiteId: number): string {
  return path.join(dataDir, "review-csv", String(websiteId));
}

/** The file of a token (a valid token only: it names a file). */
export function stagedFile(dataDir: string, websiteId: number, token: string): string {
  if (!isStagedCsvToken(token)) throw new Error("Not a kept review CSV's token.");
  return path.join(stagedFolder(dataDir, websiteId), `${token}.json`);
}

/** Keeps a checked file's text for its import; answers the token that names it. */
export async function stageReviewCsv(dataDir: string, owner: Owner, csv: StagedReviewCsv, now = Date.now()): Promise<string> {
  await sweepStagedReviewCsvs(dataDir, now);
  const token = randomBytes(24).toString("base64url");
  const file = stagedFile(dataDir, owner.websiteId, token);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify({ staffUserId: owner.staffUserId, name: csv.name, text: csv.text }), {
    encoding: "utf8",
    mode: 0o600,
    flag: "wx",
  });
  return token;
}

/** The kept file of `token` when it is the owner's and not expired (an expired one is removed), else null. */
export async function readStagedReviewCsv(dataDir: string, owner: Owner, token: string, now = Date.now()): Promise<StagedReviewCsv | null> {
  if (!isStagedCsvToken(token)) return null;
  const file = stagedFile(dataDir, owner.websiteId, token);
  let raw: string;
  let writtenAt: number;
  try {
    writtenAt = (await stat(file)).mtimeMs;
    raw = await readFile(file, "utf8");
  } catch {
    return null;
  }
  if (stagedCsvExpired(writtenAt, now)) {
    await rm(file, { force: true });
    return null;
  }
  let kept: unknown;
  try {
    kept = JSON.parse(raw);
  } catch {
    return null;
  }
  const { staffUserId, name, text } = (kept ?? {}) as Record<string, unknown>;
  if (staffUserId !== owner.staffUserId || typeof name !== "string" || typeof text !== "string") return null;
  return { name, text };
}

/** Removes the owner's kept file of `token` (after its import, or when another file replaces it). */
export async function removeStagedReviewCsv(dataDir: string, owner: Owner, token: string): Promise<void> {
  if (!(await readStagedReviewCsv(dataDir, owner, token))) return;
  await rm(stagedFile(dataDir, owner.websiteId, token), { force: true });
}

/** Removes every dealer's expired kept files (a dealer's folder stays: another process may be writing into it). */
export async function sweepStagedReviewCsvs(dataDir: string, now = Date.now()): Promise<void> {
  const root = path.join(dataDir, "review-csv");
  const folders = await readdir(root).catch(() => [] as string[]);
  for (const folder of folders) {
    const dir = path.join(root, folder);
    for (const name of await readdir(dir).catch(() => [] as string[])) {
      const file = path.join(dir, name);
      const info = await stat(file).catch(() => null);
      if (info?.isFile() && stagedCsvExpired(info.mtimeMs, now)) await rm(file, { force: true });
    }
  }
}
