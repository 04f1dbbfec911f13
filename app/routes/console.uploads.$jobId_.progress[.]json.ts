import { mediaJobJson } from "~/app/features/console/media-jobs.server";
import type { Route } from "./+types/console.uploads.$jobId_.progress[.]json";

/** A background photo upload's progress as JSON (the console's pages poll it while it runs). */
export const loader = ({ params, context }: Route.LoaderArgs) => mediaJobJson(params.jobId, context);
