/** The console's feed upload path: its body is handed over as a stream (router-handler streamedBodyLimit), capped. */
import { FEED_MAX_BYTES } from "./parse";

const FEED_UPLOAD_PATH = /^\/console\/stock\/import(?:\.data)?$/;

/** The transport's cap of the feed upload's body (the feed's own cap, and a little for the form), or null. */
export function feedUploadBodyLimit(path: string): number | null {
  return FEED_UPLOAD_PATH.test(path) ? FEED_MAX_BYTES + 64 * 1024 : null;
}
