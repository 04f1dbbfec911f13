/**
 * A dealer's settings and theme as the console saves them (ADR 040): each save writes the `websites` row, a new
 * version (who, when, the stored value) and an audit entry in one transaction, and moves the row's `updated_at`,
 * which every process's site directory polls. The first save also keeps the value found before it as a version,
 * so there is always an earlier version to go back to. A revert saves an earlier version's value again.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { changedFields, settingsOverride } from "~/domain/console/settings-form";
import type { ThemeChoice } from "~/domain/console/theme-form";
import { InvalidSettingsError, parseWebsiteSettings, type WebsiteSettings } from "~/domain/settings/schema";
import { TEMPLATES, themeTokensSchema } from "~/domain/settings/theme";
import type { Db } from "~/server/db/client";
import { websiteSettingsVersions, websites } from "~/server/db/schema";
import { writeAudit } from "./audit";

export type VersionPart = "settings" | "theme";

export type Actor = { staffUserId: number; email: string; ip: string };

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type PartValue = Record<string, unknown>;

/** How each part is read from and written to the `websites` row. */
const PARTS: Record<
  VersionPart,
  { read(row: typeof websites.$inferSelect): PartValue; write(value: PartValue): Partial<typeof websites.$inferInsert> }
> = {
  settings: {
    read: (row) => (row.settings ?? {}) as PartValue,
    write: (value) => ({ settings: value }),
  },
  theme: {
    read: (row) => ({ template: row.template, theme: row.theme }),
    write: (value) => ({ template: value.template as string, theme: value.theme as typeof websites.$inferInsert.theme }),
  },
};

export const HISTORY_SIZE = 30;

/**
 * Saves `value` as the site's `part`: the row, a version and an audit entry (action `audit.action`) in one
 * transaction. `describe` says what changed given the value before; null means nothing changed (nothing is written).
 */
export async function saveVersion(
  db: Db,
  input: {
    websiteId: number;
    part: VersionPart;
    value: PartValue;
    actor: Actor;
    action: string;
    note?: string;
    describe: (before: PartValue) => { summary: string; before: PartValue; after: PartValue } | null;
  },
): Promise<{ saved: boolean; summary: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(websites).where(eq(websites.id, input.websiteId)).for("update");
    if (!row) throw new Error(`website ${input.websiteId} not found`);
    const current = PARTS[input.part].read(row);
    const change = input.describe(current);
    if (!change) return { saved: false, summary: "" };
    await keepFirstVersion(tx, input.websiteId, input.part, current);
    await tx
      .update(websites)
      .set({ ...PARTS[input.part].write(input.value), updatedAt: sql`now()` })
      .where(eq(websites.id, input.websiteId));
    const note = input.note ?? change.summary;
    await tx.insert(websiteSettingsVersions).values({
      websiteId: input.websiteId,
      part: input.part,
      value: input.value,
      staffUserId: input.actor.staffUserId,
      actor: input.actor.email.slice(0, 254),
      note,
    });
    await writeAudit(tx, {
      websiteId: input.websiteId,
      staffUserId: input.actor.staffUserId,
      actor: input.actor.email,
      action: input.action,
      subject: note.slice(0, 500),
      before: change.before,
      after: change.after,
      ip: input.actor.ip,
    });
    return { saved: true, summary: change.summary };
  });
}

async function keepFirstVersion(tx: Tx, websiteId: number, part: VersionPart, current: PartValue) {
  const [any] = await tx
    .select({ id: websiteSettingsVersions.id })
    .from(websiteSettingsVersions)
    .where(and(eq(websiteSettingsVersions.websiteId, websiteId), eq(websiteSettingsVersions.part, part)))
    .limit(1);
  if (any) return;
  await tx.insert(websiteSettingsVersions).values({
    websiteId,
    part,
    value: current,
    staffUserId: null,
    actor: "",
    note: "As it was before the first save in the console",
  });
}

/** The site's versions of `part`, newest first. */
export async function listVersions(db: Db, websiteId: number, part: VersionPart, limit = HISTORY_SIZE) {
  return db
    .select({
      id: websiteSettingsVersions.id,
      actor: websiteSettingsVersions.actor,
      note: websiteSettingsVersions.note,
      createdAt: websiteSettingsVersions.createdAt,
    })
    .from(websiteSettingsVersions)
    .where(and(eq(websiteSettingsVersions.websiteId, websiteId), eq(websiteSettingsVersions.part, part)))
    .orderBy(desc(websiteSettingsVersions.id))
    .limit(limit);
}

/** One version of this site's `part`, or null (another dealer's version reads like an unknown one). */
export async function findVersion(db: Db, websiteId: number, part: VersionPart, id: number) {
  const [row] = await db
    .select()
    .from(websiteSettingsVersions)
    .where(
      and(eq(websiteSettingsVersions.id, id), eq(websiteSettingsVersions.websiteId, websiteId), eq(websiteSettingsVersions.part, part)),
    )
    .limit(1);
  return row ?? null;
}

function pick(settings: WebsiteSettings, names: string[]): PartValue {
  return Object.fromEntries(names.map((n) => [n, n.split(".").reduce<unknown>((v, k) => (v as PartValue)[k], settings)]));
}

function settingsChange(settings: WebsiteSettings) {
  return (stored: PartValue) => {
    const before = parseWebsiteSettings(stored);
    const changed = changedFields(before, settings);
    if (changed.length === 0) return null;
    const summary = `${changed.length === 1 ? "1 setting" : `${changed.length} settings`}: ${changed.join(", ")}`;
    return { summary, before: pick(before, changed), after: pick(settings, changed) };
  };
}

/**
 * Saves the settings (stored as the override of the defaults). The settings page saves them all; a section editing a
 * part of them (lead routing) saves the whole settings with its change, under its own audit action and note.
 */
export async function saveSettings(
  db: Db,
  websiteId: number,
  settings: WebsiteSettings,
  actor: Actor,
  options: { action?: string; note?: string } = {},
) {
  return saveVersion(db, {
    websiteId,
    part: "settings",
    value: settingsOverride(settings) as PartValue,
    actor,
    action: options.action ?? "settings.edit",
    note: options.note,
    describe: settingsChange(settings),
  });
}

export type RevertResult = { ok: true; saved: boolean } | { ok: false; status: 404 | 409; message: string };

/** Saves an earlier version of the settings again, exactly as it was stored. */
export async function revertSettings(db: Db, websiteId: number, versionId: number, actor: Actor): Promise<RevertResult> {
  const version = await findVersion(db, websiteId, "settings", versionId);
  if (!version) return { ok: false, status: 404, message: "This version was not found." };
  let settings: WebsiteSettings;
  try {
    settings = parseWebsiteSettings(version.value);
  } catch (error) {
    if (!(error instanceof InvalidSettingsError)) throw error;
    return { ok: false, status: 409, message: `This version no longer fits the settings: ${error.issues[0]?.message ?? "invalid"}.` };
  }
  const result = await saveVersion(db, {
    websiteId,
    part: "settings",
    value: version.value,
    actor,
    action: "settings.revert",
    note: `Reverted to the version of ${version.createdAt.toISOString()} (#${version.id})`,
    describe: settingsChange(settings),
  });
  return { ok: true, saved: result.saved };
}

function themeChange(choice: ThemeChoice) {
  return (stored: PartValue) => {
    const before = storedTheme(stored);
    const after = { template: choice.template, ...choice.theme } as PartValue;
    const was = before ? ({ template: before.template, ...before.theme } as PartValue) : {};
    const changed = Object.keys(after).filter((k) => JSON.stringify(was[k] ?? null) !== JSON.stringify(after[k] ?? null));
    if (changed.length === 0) return null;
    const summary = `${changed.length === 1 ? "1 choice" : `${changed.length} choices`}: ${changed.join(", ")}`;
    return {
      summary,
      before: Object.fromEntries(changed.map((k) => [k, was[k] ?? null])),
      after: Object.fromEntries(changed.map((k) => [k, after[k]])),
    };
  };
}

/** A stored theme version read back, or null when it no longer fits (an unknown template or token). */
function storedTheme(value: PartValue): ThemeChoice | null {
  const template = TEMPLATES.find((t) => t === value.template);
  const theme = themeTokensSchema.safeParse(value.theme);
  return template && theme.success ? { template, theme: theme.data } : null;
}

/** Saves the template and theme tokens (the colours already checked for contrast by the form). */
export async function saveTheme(db: Db, websiteId: number, choice: ThemeChoice, actor: Actor) {
  return saveVersion(db, {
    websiteId,
    part: "theme",
    value: { template: choice.template, theme: choice.theme },
    actor,
    action: "theme.edit",
    describe: themeChange(choice),
  });
}

/** Saves an earlier version of the theme again. */
export async function revertTheme(db: Db, websiteId: number, versionId: number, actor: Actor): Promise<RevertResult> {
  const version = await findVersion(db, websiteId, "theme", versionId);
  if (!version) return { ok: false, status: 404, message: "This version was not found." };
  const choice = storedTheme(version.value);
  if (!choice) return { ok: false, status: 409, message: "This version no longer fits the theme's choices." };
  const result = await saveVersion(db, {
    websiteId,
    part: "theme",
    value: version.value,
    actor,
    action: "theme.revert",
    note: `Reverted to the version of ${version.createdAt.toISOString()} (#${version.id})`,
    describe: themeChange(choice),
  });
  return { ok: true, saved: result.saved };
}

/** The site's settings and theme as stored now (not the directory's cache, which may be a poll behind). */
export async function readSiteLook(db: Db, websiteId: number): Promise<{ settings: WebsiteSettings; choice: ThemeChoice }> {
  const [row] = await db.select().from(websites).where(eq(websites.id, websiteId)).limit(1);
  if (!row) throw new Error(`website ${websiteId} not found`);
  const choice = storedTheme({ template: row.template, theme: row.theme }) ?? {
    template: "showroom",
    theme: themeTokensSchema.parse(row.theme),
  };
  return { settings: parseWebsiteSettings(row.settings), choice };
}
