import { describe, expect, it } from "vitest";
import { isContentStatus, isLive, postPublishTime, publishState } from "./publishing";

const now = new Date("2026-11-28T02:00:00Z");
const later = new Date("2026-11-28T02:00:01Z");
const earlier = new Date("2026-11-28T01:59:59Z");

describe("publish state", () => {
  it("never shows a draft, whatever its time", () => {
    expect(publishState({ status: "draft", publishAt: null }, now)).toBe("draft");
    expect(publishState({ status: "draft", publishAt: earlier }, now)).toBe("draft");
    expect(isLive({ status: "draft", publishAt: earlier }, now)).toBe(false);
  });

  it("shows a published item with no time, or once its time has come", () => {
    expect(publishState({ status: "published", publishAt: null }, now)).toBe("published");
    expect(publishState({ status: "published", publishAt: earlier }, now)).toBe("published");
    expect(publishState({ status: "published", publishAt: now }, now)).toBe("published");
  });

  it("holds a published item whose time is still to come as scheduled", () => {
    expect(publishState({ status: "published", publishAt: later }, now)).toBe("scheduled");
    expect(isLive({ status: "published", publishAt: later }, now)).toBe(false);
    expect(isLive({ status: "published", publishAt: later }, later)).toBe(true);
  });

  it("reads an unknown stored status as a draft", () => {
    expect(publishState({ status: "archived", publishAt: null }, now)).toBe("draft");
    expect(isContentStatus("archived")).toBe(false);
    expect(isContentStatus("published")).toBe(true);
  });
});

describe("a post's publish time after a save", () => {
  it("takes the time typed", () => {
    expect(postPublishTime({ status: "published", publishAt: later }, { status: "published", publishedAt: earlier }, now)).toEqual(later);
  });

  it("keeps the date of a post that was already published", () => {
    expect(postPublishTime({ status: "published", publishAt: null }, { status: "published", publishedAt: earlier }, now)).toEqual(earlier);
  });

  it("dates a draft being published now, and a new post now", () => {
    expect(postPublishTime({ status: "published", publishAt: null }, { status: "draft", publishedAt: earlier }, now)).toEqual(now);
    expect(postPublishTime({ status: "published", publishAt: null }, null, now)).toEqual(now);
  });

  it("leaves a draft's date alone", () => {
    expect(postPublishTime({ status: "draft", publishAt: null }, { status: "draft", publishedAt: earlier }, now)).toEqual(earlier);
  });
});
