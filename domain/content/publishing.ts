/**
 * When a dealer's content shows on the public site (issue 20): a draft never; a published page or post once its
 * publish time has passed (none: at once). A published item whose time is still to come is "scheduled". The public
 * queries apply the same rule in SQL at request time (server/content/content-visibility.ts), so no job has to run
 * when the time comes.
 */
export const CONTENT_STATUSES = ["draft", "published"] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export type PublishState = "draft" | "scheduled" | "published";

export const PUBLISH_STATE_LABELS: Record<PublishState, string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  published: "Published",
};

export function isContentStatus(value: unknown): value is ContentStatus {
  return typeof value === "string" && (CONTENT_STATUSES as readonly string[]).includes(value);
}

/** Where an item stands at `now`. An unknown stored status reads as a draft (never shown by mistake). */
export function publishState(item: { status: string; publishAt: Date | null }, now: Date): PublishState {
  if (item.status !== "published") return "draft";
  if (item.publishAt && item.publishAt.getTime() > now.getTime()) return "scheduled";
  return "published";
}

/** Shown on the public site at `now`. */
export function isLive(item: { status: string; publishAt: Date | null }, now: Date): boolean {
  return publishState(item, now) === "published";
}

/**
 * A blog post's publish time after a save: the time typed, else the one it had when it was already published (a
 * post keeps its date when edited), else now (publishing a draft dates it today).
 */
export function postPublishTime(
  input: { status: ContentStatus; publishAt: Date | null },
  before: { status: string; publishedAt: Date } | null,
  now: Date,
): Date {
  if (input.publishAt) return input.publishAt;
  if (before && (before.status === "published" || input.status === "draft")) return before.publishedAt;
  return now;
}
