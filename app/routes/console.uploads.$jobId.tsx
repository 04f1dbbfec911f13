import { MediaJobPage } from "~/app/features/console/media-job-progress";
import { loadMediaJob } from "~/app/features/console/media-jobs.server";
import type { Route } from "./+types/console.uploads.$jobId";

/** A background photo upload's progress: the dealer can leave and come back (no JavaScript: the page refreshes). */
export const loader = ({ params, context }: Route.LoaderArgs) => loadMediaJob(params.jobId, context);

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `Upload progress: ${data?.car?.name ?? "Car"} | Console` }, { name: "robots", content: "noindex" }];
}

export default function ConsoleUpload({ loaderData }: Route.ComponentProps) {
  return <MediaJobPage data={loaderData} />;
}
