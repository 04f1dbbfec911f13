/**
 * A background photo upload's progress (issue 19): a bar of files processed, a sentence, and each refused file with
 * its reason. With JavaScript it follows the job's JSON every POLL_MS until the job has finished; without it, the
 * progress page refreshes itself (a refresh inside <noscript>, so a page with scripts is never reloaded).
 */
import { useEffect, useRef, useState } from "react";
import { Link } from "~/app/ui/router-links";
import { JOB_TITLES } from "~/domain/console/media-jobs";
import type { MediaJobView } from "~/server/console/media-jobs";
import { Notice } from "./console-shell";

const POLL_MS = 1500;
export const JOB_REFRESH_SECONDS = 3;

export function jobProgressPath(id: number): string {
  return `/console/uploads/${id}/progress.json`;
}

/** The job as it is now: polled while it runs; `onFinished` once when it ends. */
export function useJobProgress(initial: MediaJobView, onFinished?: (job: MediaJobView) => void): MediaJobView {
  const [job, setJob] = useState(initial);
  if (initial.id !== job.id) setJob(initial);
  const finishedRef = useRef(onFinished);
  useEffect(() => {
    finishedRef.current = onFinished;
  });
  const current = initial.id === job.id ? job : initial;
  const finished = current.finished;
  useEffect(() => {
    if (finished) return;
    let stopped = false;
    const timer = setInterval(() => {
      void fetch(jobProgressPath(initial.id), { headers: { Accept: "application/json" } })
        .then((response) => (response.ok ? (response.json() as Promise<MediaJobView>) : null))
        .then((next) => {
          if (stopped || !next) return;
          setJob(next);
          if (next.finished) finishedRef.current?.(next);
        })
        // A missed poll is tried again at the next tick.
        .catch(() => undefined);
    }, POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [initial.id, finished]);
  return current;
}

export function JobProgress({ job, showLink = true }: { job: MediaJobView; showLink?: boolean }) {
  const label = JOB_TITLES[job.kind];
  return (
    <div className="mt-3 rounded-brand border border-black/15 bg-surface-alt p-3 text-sm" data-media-job={job.id} data-status={job.status}>
      <p role="status" className="font-semibold">
        {job.message}
      </p>
      <progress
        value={job.done}
        max={Math.max(job.total, 1)}
        aria-label={`${label}: files processed`}
        className="mt-2 h-2 w-full accent-brand"
      >
        {job.percent} %
      </progress>
      <p className="text-muted">
        {job.done} of {job.total} processed{job.added > 0 ? `, ${job.added} added` : ""}.
        {!job.finished && " You can leave this page and come back."}
      </p>
      {job.refused.length > 0 && (
        <ul className="mt-2 list-disc pl-5 text-red-800">
          {job.refused.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      {showLink && (
        <p className="mt-1">
          <Link to={`/console/uploads/${job.id}`} className="underline">
            Progress page of this upload
          </Link>
        </p>
      )}
    </div>
  );
}

/** A job on the media page: followed while it runs; `onFinished` lets the page reload the car's photos. */
export function FollowedJob({ job, onFinished }: { job: MediaJobView; onFinished?: (job: MediaJobView) => void }) {
  return <JobProgress job={useJobProgress(job, onFinished)} />;
}

export type MediaJobPageData = { job: MediaJobView; car: { id: number; name: string; stocknum: string } | null };

export function MediaJobPage({ data }: { data: MediaJobPageData }) {
  const job = useJobProgress(data.job);
  return (
    <section className="space-y-4">
      {!job.finished && <noscript dangerouslySetInnerHTML={{ __html: `<meta http-equiv="refresh" content="${JOB_REFRESH_SECONDS}">` }} />}
      {data.car && (
        <p className="text-sm">
          <Link to={`/console/stock/${data.car.id}/media`} className="underline">
            ← Back to the photos of {data.car.name}
          </Link>
        </p>
      )}
      <div>
        <h1 className="text-2xl font-bold">{JOB_TITLES[job.kind]}</h1>
        {data.car && <p className="text-sm text-muted">Stock {data.car.stocknum}</p>}
      </div>
      {job.status === "failed" && <Notice tone="error">{job.message}</Notice>}
      <JobProgress job={job} showLink={false} />
      {!job.finished && <p className="text-sm text-muted">Without JavaScript this page refreshes every {JOB_REFRESH_SECONDS} seconds.</p>}
    </section>
  );
}
