/**
 * The console's Content › Home promotions (issue 20): the home page slider's slides, each a picture (uploaded, cut to
 * the slider's size: server/console/promotion-images.ts), its description, title, text, link on the site and dates.
 * Added, edited, moved and removed as settings versions (`promotionsSlider.slides`, the field the public slider reads;
 * the settings' one save path, ADR 040: history and revert on the settings page, an audit entry, every process sees
 * it within seconds). Owners and managers (content.edit). Works without JavaScript: a slide's form is a plain
 * multipart form, the moves and removal small forms naming the slide by position and key (a stale page gets a 409).
 */
import { stat } from "node:fs/promises";
import path from "node:path";
import { data, type RouterContextProvider } from "react-router";
import { displayName, PHOTO_MAX_BYTES } from "~/domain/console/photo-rules";
import {
  addSlideProblem,
  findSlide,
  isOwnSlideUpload,
  moveSlide,
  readSlideForm,
  slideFormValues,
  slideKey,
  slideScheduleLabel,
  type PromotionSlide,
} from "~/domain/home/promotion-form";
import { SLIDE_MIN_WIDTH } from "~/domain/home/slider";
import { imageUrl } from "~/domain/images/image-url";
import { siteDefaultState, stateTimeZone } from "~/domain/locations/australian-state";
import type { WebsiteSettings } from "~/domain/settings/schema";
import { readMediaUpload } from "~/server/console/media-upload";
import { storeSlideImage } from "~/server/console/promotion-images";
import { readConsoleForm, requireStaff, requireStaffPost, type StaffMember } from "~/server/console/require-staff";
import { listVersions, readSiteLook, saveSettings } from "~/server/console/settings-versions";
import { mediaTypeOf } from "~/server/http/body-readers";
import { requireSite, runtimeContext } from "~/server/http/router-context";
import { actorOf, historyRows } from "./settings-page.server";

type Ctx = Readonly<RouterContextProvider>;

const zoneOf = (settings: WebsiteSettings) => stateTimeZone(null, siteDefaultState(settings));

export async function loadPromotions(context: Ctx) {
  const member = requireStaff(context, "content.edit");
  const { db } = context.get(runtimeContext);
  const [{ settings }, versions] = await Promise.all([
    readSiteLook(db, member.websiteId),
    listVersions(db, member.websiteId, "settings", 5),
  ]);
  const slider = settings.promotionsSlider;
  const zone = zoneOf(settings);
  const now = new Date();
  return {
    size: {
      width: slider.width,
      height: slider.height,
      minWidth: SLIDE_MIN_WIDTH,
      minHeight: Math.ceil((SLIDE_MIN_WIDTH * slider.height) / slider.width),
    },
    slides: slider.slides.map((slide, index) => ({
      index,
      key: slideKey(slide),
      preview: imageUrl(slide.imageUrl, { w: 640 }),
      schedule: slideScheduleLabel(slide, zone, now),
      values: slideFormValues(slide, zone),
    })),
    history: historyRows(versions),
  };
}

export type PromotionsActionData = {
  ok?: string;
  formError?: string;
  /** The form the answer is about: "new" or a slide's position. */
  form?: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
};

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

async function saveSlides(
  context: Ctx,
  member: StaffMember,
  settings: WebsiteSettings,
  slides: PromotionSlide[],
  note: string,
  action: string,
) {
  const runtime = context.get(runtimeContext);
  const saved = await saveSettings(
    runtime.db,
    member.websiteId,
    { ...settings, promotionsSlider: { ...settings.promotionsSlider, slides } },
    actorOf(context, member),
    { action, note },
  );
  if (saved.saved) runtime.sites.invalidate();
  return saved.saved;
}

export async function promotionsAction(request: Request, context: Ctx) {
  const member = requireStaffPost(request, context, "content.edit");
  if (mediaTypeOf(request) === "multipart/form-data") return slideFormAction(request, context, member);
  const form = await readConsoleForm(request);
  const intent = one(form.intent);
  if (intent !== "up" && intent !== "down" && intent !== "remove") {
    return data<PromotionsActionData>({ formError: "Send one of the page's forms." }, { status: 400 });
  }
  const { settings } = await readSiteLook(context.get(runtimeContext).db, member.websiteId);
  const slides = settings.promotionsSlider.slides;
  const found = findSlide(slides, one(form.index), one(form.key));
  if ("missing" in found) throw data("This slide was not found.", { status: 404 });
  if ("changed" in found) {
    return data<PromotionsActionData>(
      { formError: "The slides have changed since the page was opened: look again and try once more." },
      { status: 409 },
    );
  }
  const slide = slides[found.index];
  if (intent === "remove") {
    await saveSlides(
      context,
      member,
      settings,
      slides.filter((_, i) => i !== found.index),
      `Home promotions: removed "${slide.title}"`,
      "content.promotions.remove",
    );
    return data<PromotionsActionData>({ ok: `Removed "${slide.title}". The home page no longer shows it.` });
  }
  const moved = moveSlide(slides, found.index, intent);
  const changed = await saveSlides(
    context,
    member,
    settings,
    moved,
    `Home promotions: moved "${slide.title}" ${intent}`,
    "content.promotions.move",
  );
  return data<PromotionsActionData>({
    ok: changed
      ? `Moved "${slide.title}" ${intent === "up" ? "up" : "down"}.`
      : `"${slide.title}" is already ${intent === "up" ? "first" : "last"}.`,
  });
}

/** A slide's form: a new slide (`add`) or one edited (`save`, at `index` with its `key`), its picture uploaded or kept. */
async function slideFormAction(request: Request, context: Ctx, member: StaffMember) {
  const runtime = context.get(runtimeContext);
  const site = requireSite(context);
  const { settings } = await readSiteLook(runtime.db, member.websiteId);
  const slider = settings.promotionsSlider;
  const upload: { url?: string; error?: string } = {};
  const read = await readMediaUpload(
    request,
    async (file) => {
      if (file.field !== "image" || upload.url || upload.error) return;
      const stored = await storeSlideImage(runtime.mediaDir, site, displayName(file.fileName), file.bytes, slider);
      if (stored.ok) upload.url = stored.url;
      else upload.error = stored.message;
    },
    { maxFileBytes: PHOTO_MAX_BYTES, maxTotalBytes: PHOTO_MAX_BYTES + 32 * 1024, maxFiles: 1 },
  );
  if (!read.ok) return data<PromotionsActionData>({ formError: read.message }, { status: read.status });
  const fields = Object.fromEntries(read.fields);
  const intent = fields.intent;
  if (intent !== "add" && intent !== "save")
    return data<PromotionsActionData>({ formError: "Send one of the page's forms." }, { status: 400 });

  let index: number | null = null;
  if (intent === "save") {
    const found = findSlide(slider.slides, fields.index, fields.key);
    if ("missing" in found) throw data("This slide was not found.", { status: 404 });
    if ("changed" in found) {
      return data<PromotionsActionData>(
        { formError: "The slides have changed since the page was opened: look again and try once more." },
        { status: 409 },
      );
    }
    index = found.index;
  }
  const formName = index === null ? "new" : String(index);
  // The picture: the one just uploaded, else the slide's own (an edit), else one this dealer uploaded with a refused form.
  const kept = index !== null ? slider.slides[index].imageUrl : await keptUpload(runtime.mediaDir, site.slug, fields.imageUrl ?? "");
  const picture = upload.url ?? kept;
  const values = { ...fields, imageUrl: picture ?? "" };
  const refused = (fieldErrors: Record<string, string>, status = 400) =>
    data<PromotionsActionData>(
      {
        form: formName,
        formError: `The slide was not saved: see the marked fields.${picture && upload.url ? " The picture is kept." : ""}`,
        fieldErrors,
        values,
      },
      { status },
    );
  if (upload.error) return refused({ image: upload.error });
  const readForm = readSlideForm(fields, picture, zoneOf(settings));
  if (!readForm.ok) return refused(readForm.fieldErrors);
  const slide = readForm.slide;

  if (index === null) {
    const problem = addSlideProblem(slider.slides.length);
    if (problem) return data<PromotionsActionData>({ form: formName, formError: problem, values }, { status: 400 });
    await saveSlides(
      context,
      member,
      settings,
      [...slider.slides, slide],
      `Home promotions: added "${slide.title}"`,
      "content.promotions.add",
    );
    return data<PromotionsActionData>({ form: formName, ok: `Added "${slide.title}". The home page shows it now.` });
  }
  const changed = await saveSlides(
    context,
    member,
    settings,
    slider.slides.map((s, i) => (i === index ? slide : s)),
    `Home promotions: edited "${slide.title}"`,
    "content.promotions.edit",
  );
  return data<PromotionsActionData>({
    form: formName,
    ok: changed ? `Saved "${slide.title}". The home page shows it now.` : "Nothing changed.",
  });
}

/** A picture address posted back by a refused form: kept only when it is this dealer's upload and is stored. */
async function keptUpload(mediaDir: string, siteSlug: string, url: string): Promise<string | null> {
  if (!isOwnSlideUpload(url, siteSlug)) return null;
  const file = path.join(mediaDir, ...url.slice("/media/".length).split("/"));
  return (await stat(file).catch(() => null))?.isFile() ? url : null;
}
