/**
 * POST /console/content/images: one picture for the rich-text editor (issue 20), answered as JSON: `{ url }` (a
 * /media/ address the editor inserts as an <img>) or `{ error }` with the status. Owners and managers, same origin.
 */
import type { RouterContextProvider } from "react-router";
import { PHOTO_MAX_BYTES, displayName } from "~/domain/console/photo-rules";
import { storeContentImage } from "~/server/console/content-images";
import { sanitisePhoto } from "~/server/console/media-sanitise";
import { readMediaUpload } from "~/server/console/media-upload";
import { auditAction, requireStaffPost } from "~/server/console/require-staff";
import { requireSite, runtimeContext } from "~/server/http/router-context";

type Ctx = Readonly<RouterContextProvider>;

export async function contentImageAction(request: Request, context: Ctx): Promise<Response> {
  const member = requireStaffPost(request, context, "content.edit");
  const site = requireSite(context);
  const { mediaDir } = context.get(runtimeContext);
  const out: { answer?: { url: string } | { error: string } } = {};
  const read = await readMediaUpload(
    request,
    async (file) => {
      if (out.answer || file.field !== "image") return;
      const photo = await sanitisePhoto(displayName(file.fileName), file.bytes);
      out.answer = photo.ok ? { url: await storeContentImage(mediaDir, site, photo.bytes, photo.extension) } : { error: photo.message };
    },
    { maxFileBytes: PHOTO_MAX_BYTES, maxTotalBytes: PHOTO_MAX_BYTES + 32 * 1024, maxFiles: 1 },
  );
  if (!read.ok) return Response.json({ error: read.message }, { status: read.status });
  const result = out.answer;
  if (!result) return Response.json({ error: "Choose a picture to upload (JPEG, PNG or WebP)." }, { status: 400 });
  if ("error" in result) return Response.json(result, { status: 422 });
  await auditAction(context, member, { action: "content.image.upload", subject: result.url, after: { url: result.url } });
  return Response.json(result);
}
