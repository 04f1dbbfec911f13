import { contentImageAction } from "~/app/features/console/content-images.server";
import type { Route } from "./+types/console.content.images";

/** Upload one picture for a page or a post (owners and managers); answers JSON { url } or { error }. */
export const action = ({ request, context }: Route.ActionArgs) => contentImageAction(request, context);
