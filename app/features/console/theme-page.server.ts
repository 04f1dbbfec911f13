/** The console's theme page (issue 20): template, colours (contrast checked), corners and font, logo, favicon and the home hero's picture, with history and revert. */
import { data, type RouterContextProvider } from "react-router";
import { displayName, PHOTO_MAX_BYTES } from "~/domain/console/photo-rules";
import { HERO_MIN_WIDTH, keepBrandImages, readThemeForm, themeFormValues, type ThemeChoice } from "~/domain/console/theme-form";
import { imageUrl } from "~/domain/images/image-url";
import type { FormValues } from "~/domain/forms/form-values";
import { readConsoleForm, requireStaff, requireStaffPost } from "~/server/console/require-staff";
import { readMediaUpload } from "~/server/console/media-upload";
import { storeHeroImage } from "~/server/console/promotion-images";
import { BRAND_IMAGE_MAX_BYTES, sanitiseBrandImage, storeBrandImage } from "~/server/console/settings-brand-images";
import { listVersions, readSiteLook, revertTheme, saveTheme, type Actor } from "~/server/console/settings-versions";
import { mediaTypeOf } from "~/server/http/body-readers";
import { requireSite, runtimeContext } from "~/server/http/router-context";
import { actorOf, historyRows } from "./settings-page.server";

type Ctx = Readonly<RouterContextProvider>;

export async function loadThemePage(context: Ctx) {
  const member = requireStaff(context, "theme.edit");
  const { db } = context.get(runtimeContext);
  const [{ choice }, versions] = await Promise.all([readSiteLook(db, member.websiteId), listVersions(db, member.websiteId, "theme")]);
  return {
    values: themeFormValues(choice),
    logo: choice.theme.logo,
    favicon: choice.theme.favicon,
    heroImage: choice.theme.heroImage ? { ...choice.theme.heroImage, preview: imageUrl(choice.theme.heroImage.src, { w: 640 }) } : null,
    heroMinWidth: HERO_MIN_WIDTH,
    history: historyRows(versions),
  };
}

export type ThemeActionData = { ok?: string; formError?: string; fieldErrors?: Record<string, string>; values?: FormValues };

export async function themeAction(request: Request, context: Ctx) {
  const member = requireStaffPost(request, context, "theme.edit");
  const runtime = context.get(runtimeContext);
  const actor = actorOf(context, member);
  if (mediaTypeOf(request) === "multipart/form-data") return uploadBrandImages(request, context, member.websiteId, actor);
  const form = await readConsoleForm(request);
  if (form.intent === "remove-logo" || form.intent === "remove-favicon" || form.intent === "remove-hero") {
    const which = form.intent === "remove-logo" ? "logo" : form.intent === "remove-favicon" ? "favicon" : "heroImage";
    const name = which === "heroImage" ? "hero picture" : which;
    const { choice } = await readSiteLook(runtime.db, member.websiteId);
    const saved = await saveTheme(runtime.db, member.websiteId, { ...choice, theme: { ...choice.theme, [which]: null } }, actor);
    if (saved.saved) runtime.sites.invalidate();
    return data<ThemeActionData>({ ok: saved.saved ? `The ${name} is removed.` : `There was no ${name} to remove.` });
  }
  if (form.intent === "revert") {
    const id = typeof form.version === "string" && /^[1-9]\d{0,9}$/.test(form.version) ? Number(form.version) : null;
    if (id === null) return data<ThemeActionData>({ formError: "Choose a version to go back to." }, { status: 400 });
    const result = await revertTheme(runtime.db, member.websiteId, id, actor);
    if (!result.ok) {
      if (result.status === 404) throw data(result.message, { status: 404 });
      return data<ThemeActionData>({ formError: result.message }, { status: result.status });
    }
    runtime.sites.invalidate();
    return data<ThemeActionData>({
      ok: result.saved ? "Reverted: the site looks as it did in that version." : "That version is the one in use.",
    });
  }
  if (form.intent !== "save") return data<ThemeActionData>({ formError: "Send the theme form." }, { status: 400 });
  const read = readThemeForm(form);
  if (!read.ok) {
    return data<ThemeActionData>(
      { formError: "The theme was not saved: see the marked fields.", fieldErrors: read.fieldErrors, values: form },
      { status: 400 },
    );
  }
  const { choice: stored } = await readSiteLook(runtime.db, member.websiteId);
  const saved = await saveTheme(runtime.db, member.websiteId, keepBrandImages(read.choice, stored.theme), actor);
  if (saved.saved) runtime.sites.invalidate();
  return data<ThemeActionData>({
    ok: saved.saved ? `Saved (${saved.summary}). The previews show the public site now.` : "Nothing changed.",
  });
}

/**
 * The picture forms (multipart, read as they stream, each file capped): the logo and favicon (`upload-brand`, 2 MB
 * each) or the home hero's picture (`upload-hero`, a photo up to the photos' cap), re-encoded, stored, saved as a version.
 */
async function uploadBrandImages(request: Request, context: Ctx, websiteId: number, actor: Actor) {
  const runtime = context.get(runtimeContext);
  const site = requireSite(context);
  const fieldErrors: Record<string, string> = {};
  const stored: { logo?: ThemeChoice["theme"]["logo"]; favicon?: string; heroImage?: ThemeChoice["theme"]["heroImage"] } = {};
  const read = await readMediaUpload(
    request,
    async (file, fields) => {
      const intent = fields.get("intent");
      if (intent === "upload-hero") {
        if (file.field !== "hero") return;
        const hero = await storeHeroImage(runtime.mediaDir, site, displayName(file.fileName), file.bytes);
        if (hero.ok) stored.heroImage = { src: hero.url, width: hero.width, height: hero.height };
        else fieldErrors.hero = hero.message;
        return;
      }
      if (intent !== "upload-brand") return;
      const kind = file.field === "logo" || file.field === "favicon" ? file.field : null;
      if (!kind) return;
      const image = await sanitiseBrandImage(kind, displayName(file.fileName), file.bytes);
      if (!image.ok) {
        fieldErrors[kind] = image.message;
        return;
      }
      const src = await storeBrandImage(runtime.mediaDir, site, image.bytes, image.extension);
      if (kind === "logo") stored.logo = { src, width: image.width, height: image.height };
      else stored.favicon = src;
    },
    { maxFileBytes: PHOTO_MAX_BYTES, maxTotalBytes: Math.max(2 * BRAND_IMAGE_MAX_BYTES, PHOTO_MAX_BYTES) + 32 * 1024, maxFiles: 2 },
  );
  if (!read.ok) return data<ThemeActionData>({ formError: read.message }, { status: read.status });
  const intent = read.fields.get("intent");
  if (intent !== "upload-brand" && intent !== "upload-hero")
    return data<ThemeActionData>({ formError: "Send the logo form." }, { status: 400 });
  if (Object.keys(fieldErrors).length) {
    return data<ThemeActionData>({ formError: "Nothing was saved: see the marked fields.", fieldErrors }, { status: 400 });
  }
  if (intent === "upload-hero" && !stored.heroImage) {
    return data<ThemeActionData>(
      { formError: "Choose a picture to upload.", fieldErrors: { hero: "Choose a picture to upload." } },
      { status: 400 },
    );
  }
  if (!stored.logo && !stored.favicon && !stored.heroImage)
    return data<ThemeActionData>({ formError: "Choose a logo or a favicon to upload." }, { status: 400 });
  const { choice } = await readSiteLook(runtime.db, websiteId);
  const saved = await saveTheme(runtime.db, websiteId, { ...choice, theme: { ...choice.theme, ...stored } }, actor);
  if (saved.saved) runtime.sites.invalidate();
  if (stored.heroImage) {
    return data<ThemeActionData>({
      ok: saved.saved ? "The hero picture is saved: the previews show it now." : "The hero picture is already in use.",
    });
  }
  const what = [stored.logo && "logo", stored.favicon && "favicon"].filter(Boolean).join(" and ");
  const verb = stored.logo && stored.favicon ? "are" : "is";
  return data<ThemeActionData>({ ok: saved.saved ? `The ${what} ${verb} saved.` : `The ${what} ${verb} already in use.` });
}
