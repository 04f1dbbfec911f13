/**
 * A review CSV file kept between its dry run and its import (issue 20): the console's dry run of a chosen file keeps
 * the checked text on the server under an unguessable token, so "Import these reviews" imports what was checked
 * without the file being sent again (a page without JavaScript reloads with an empty file field). A kept file belongs
 * to one dealer and one staff member, lasts STAGED_CSV_TTL_MS and is removed once imported. The rules; the files are
 * server/console/review-staging.ts.
 */

/** How long a checked file is kept for its import. */
export const STAGED_CSV_TTL_MS = 60 * 60 * 1000;

/** A token: 24 random bytes in base64url (32 characters), nothing else (it names a file). */
const TOKEN = /^[A-Za-z0-9_-]{32}$/;

export function isStagedCsvToken(token: string): boolean {
  return TOKEN.test(token);
}

/** A file kept at `writtenAtMs` has expired at `nowMs` (an hour later, or written in the future: a clock gone back). */
export function stagedCsvExpired(writtenAtMs: number, nowMs: number): boolean {
  return nowMs - writtenAtMs >= STAGED_CSV_TTL_MS || writtenAtMs - nowMs > 5 * 60 * 1000;
}

/** What a dealer reads when the checked file is not kept for them (expired, imported already, or not theirs). */
export const STAGED_CSV_GONE_MESSAGE =
  "The checked file is no longer kept (a check lasts an hour, and an import uses it once): choose the file and check it again.";
