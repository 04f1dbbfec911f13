/**
 * The media page of a car in the console (issue 19): photos (the first is the hero), 360 spin frames and the
 * walkaround video. Works without JavaScript: uploads are plain multipart forms and every move, hero and delete is
 * its own small POST form. With JavaScript, photos and frames can also be dragged into a new order, and an upload
 * is sent by XMLHttpRequest so that its progress shows (fetch cannot report an upload's progress); its answer comes
 * back in the X-Media-Result header. Photos and spin frames are then processed in the background (a job): the page
 * follows its progress and reloads the car's photos when it has finished; the dealer can leave and come back.
 */
import { useEffect, useRef, useState, type DragEvent, type FormEvent } from "react";
import { useActionData, useNavigation, useRevalidator, useSubmit } from "react-router";
import { Form, Link } from "~/app/ui/router-links";
import { imageUrl } from "~/domain/images/image-url";
import { consoleButton, consoleSecondaryButton, Notice } from "./console-shell";
import { FollowedJob } from "./media-job-progress";
import type { loadCarMedia, MediaActionData } from "./stock-media.server";

export type CarMediaData = Awaited<ReturnType<typeof loadCarMedia>>;
type ListName = "photos" | "spin";

const smallButton = "rounded-brand border border-black/20 bg-surface px-2.5 py-1.5 text-sm font-semibold hover:bg-surface-alt";
const fileInput =
  "mt-1 block w-full text-base file:mr-3 file:rounded-brand file:border file:border-black/20 file:bg-surface-alt file:px-3 file:py-2 file:font-semibold";

function ItemButton({ list, item, intent, children }: { list: ListName; item: string; intent: string; children: React.ReactNode }) {
  return (
    <Form method="post" className="inline">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="list" value={list} />
      <input type="hidden" name="item" value={item} />
      <button type="submit" className={intent === "delete" ? `${smallButton} text-red-800` : smallButton}>
        {children}
      </button>
    </Form>
  );
}

/** Photos or spin frames in order; buttons to move, choose the first and delete; dragging with JavaScript. */
function SortableList({ list, items, label }: { list: ListName; items: readonly string[]; label: string }) {
  const submit = useSubmit();
  // The order being dragged, until the page's list changes (the saved order, or someone else's change).
  const [drag, setDrag] = useState({ items, order: items });
  if (drag.items !== items) setDrag({ items, order: items });
  const order = drag.items === items ? drag.order : items;
  const setOrder = (next: readonly string[]) => setDrag({ items, order: next });
  const dragged = useRef<number | null>(null);
  const photos = list === "photos";

  const over = (event: DragEvent, index: number) => {
    event.preventDefault();
    const from = dragged.current;
    if (from === null || from === index) return;
    const next = [...order];
    const [moved] = next.splice(from, 1);
    next.splice(index, 0, moved);
    dragged.current = index;
    setOrder(next);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    dragged.current = null;
    if (order.every((url, i) => url === items[i])) return;
    const form = new FormData();
    form.append("intent", "order");
    form.append("list", list);
    for (const url of order) form.append("order", url);
    void submit(form, { method: "post" });
  };

  if (order.length === 0) return <p className="mt-3 text-sm text-muted">{photos ? "No photos yet." : "No spin frames yet."}</p>;
  return (
    <ol className={`mt-3 grid gap-3 ${photos ? "grid-cols-2 sm:grid-cols-3 lg:grid-cols-4" : "grid-cols-3 sm:grid-cols-4 lg:grid-cols-6"}`}>
      {order.map((url, index) => {
        const name = `${label} ${index + 1}`;
        return (
          <li
            key={url}
            draggable
            onDragStart={() => (dragged.current = index)}
            onDragOver={(event) => over(event, index)}
            onDrop={drop}
            onDragEnd={() => (dragged.current = null)}
            className="cursor-move rounded-brand border border-black/15 bg-surface p-2"
            data-media-item={url}
          >
            <img
              src={imageUrl(url, { w: 320 })}
              alt={index === 0 && photos ? `${name} (hero)` : name}
              width={320}
              height={240}
              draggable={false}
              className="aspect-[4/3] w-full rounded-brand bg-surface-alt object-cover"
            />
            <p className="mt-1 text-sm font-semibold">
              {index + 1}
              {index === 0 && photos && <span className="ml-2 rounded-brand bg-brand px-1.5 py-0.5 text-xs text-brand-contrast">Hero</span>}
            </p>
            <div className="mt-1 flex flex-wrap gap-1">
              {index > 0 && (
                <ItemButton list={list} item={url} intent="up">
                  ↑<span className="sr-only"> Move {name} up</span>
                </ItemButton>
              )}
              {index < order.length - 1 && (
                <ItemButton list={list} item={url} intent="down">
                  ↓<span className="sr-only"> Move {name} down</span>
                </ItemButton>
              )}
              {index > 0 && photos && (
                <ItemButton list={list} item={url} intent="first">
                  Hero<span className="sr-only">: make {name} the hero</span>
                </ItemButton>
              )}
              <ItemButton list={list} item={url} intent="delete">
                Delete<span className="sr-only"> {name}</span>
              </ItemButton>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** What an upload sent by XMLHttpRequest answered. */
function uploadResult(xhr: XMLHttpRequest): MediaActionData {
  const header = xhr.getResponseHeader("X-Media-Result");
  if (header) {
    try {
      return JSON.parse(decodeURIComponent(header)) as MediaActionData;
    } catch {
      // Fall through to the status.
    }
  }
  if (xhr.status === 0)
    return { ok: false, message: "The upload did not reach the server. Check the connection and try again.", refused: [] };
  if (xhr.status === 413) return { ok: false, message: "The upload is too large: upload fewer files at a time.", refused: [] };
  return { ok: false, message: `The upload failed (${xhr.status}). Try again.`, refused: [] };
}

function UploadForm({
  intent,
  label,
  accept,
  multiple,
  hint,
  maxFileMb,
  onResult,
}: {
  intent: string;
  label: string;
  accept: string;
  multiple: boolean;
  hint: string;
  /** Files over this size are not sent (the server would refuse them after the wait); each is named in the answer. */
  maxFileMb: number;
  onResult: (result: MediaActionData) => void;
}) {
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const [progress, setProgress] = useState<number | null>(null);
  const busy = progress !== null || (navigation.state === "submitting" && navigation.formData?.get("intent") === intent);
  const send = (event: FormEvent<HTMLFormElement>) => {
    const formElement = event.currentTarget;
    event.preventDefault();
    const body = new FormData();
    const skipped: string[] = [];
    for (const [name, value] of new FormData(formElement)) {
      if (value instanceof File && value.size > maxFileMb * 1024 * 1024) skipped.push(`${value.name} is larger than ${maxFileMb} MB.`);
      else body.append(name, value);
    }
    if (skipped.length > 0 && body.getAll("files").length === 0) {
      onResult({ ok: false, message: "No file was added.", refused: skipped });
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `${window.location.pathname}.data`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) setProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onloadend = () => {
      setProgress(null);
      const result = uploadResult(xhr);
      onResult({ ...result, refused: [...skipped, ...result.refused] });
      if (xhr.status > 0) formElement.reset();
      void revalidator.revalidate();
    };
    setProgress(0);
    xhr.send(body);
  };
  const id = `files-${intent}`;
  // After an upload the chosen files are cleared, so the same ones are not sent twice by mistake.
  const form = useRef<HTMLFormElement>(null);
  const answer = useActionData<MediaActionData>();
  useEffect(() => {
    if (answer) form.current?.reset();
  }, [answer]);
  return (
    <Form ref={form} method="post" encType="multipart/form-data" onSubmit={send} className="mt-3 rounded-brand bg-surface-alt p-3">
      <input type="hidden" name="intent" value={intent} />
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        type="file"
        name="files"
        accept={accept}
        multiple={multiple}
        required
        className={fileInput}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
        {hint}
      </p>
      <button type="submit" className={`${consoleButton} mt-2`} disabled={busy}>
        {busy ? "Uploading…" : "Upload"}
      </button>
      {progress !== null && (
        <progress value={progress} max={100} aria-label={`${label}: upload progress`} className="ml-3 h-2 w-40 align-middle accent-brand">
          {progress} %
        </progress>
      )}
    </Form>
  );
}

export function CarMediaPage({ data, actionData: formAnswer }: { data: CarMediaData; actionData?: MediaActionData }) {
  const { car, limits } = data;
  // An upload's answer (sent by XMLHttpRequest) is shown until the next form's answer replaces it, for good (set during
  // render, React's way to adjust state to a prop). The revalidation after an upload may clear an earlier form's answer
  // (undefined): the upload's answer stays then.
  const [uploaded, setUploaded] = useState<{ result: MediaActionData; after: MediaActionData | undefined } | null>(null);
  const replaced = uploaded !== null && formAnswer !== undefined && formAnswer !== uploaded.after;
  if (replaced) setUploaded(null);
  const actionData = uploaded && !replaced ? uploaded.result : formAnswer;
  const onResult = (result: MediaActionData) => setUploaded({ result, after: formAnswer });
  // Uploads being processed in the background (and the one just sent): followed here, the photos reloaded at the end.
  const revalidator = useRevalidator();
  const jobs = data.jobs.filter((job) => !job.finished || job.id === actionData?.job);
  return (
    <section className="space-y-6">
      <p className="flex flex-wrap gap-4 text-sm">
        <Link to={`/console/stock/${car.id}`} className="underline">
          ← Back to the car
        </Link>
        <a href={car.publicPath} className="underline">
          See it on the website
        </a>
      </p>
      <div>
        <h1 className="text-2xl font-bold">Photos and video</h1>
        <p className="text-sm text-muted">
          {car.name} · Stock {car.stocknum}
        </p>
      </div>
      {actionData?.ok && <Notice tone="ok">{actionData.message}</Notice>}
      {actionData && (!actionData.ok || actionData.refused.length > 0) && (
        <Notice tone="error">
          {!actionData.ok && <p>{actionData.message}</p>}
          {actionData.refused.length > 0 && (
            <ul className="list-disc pl-5">
              {actionData.refused.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}
        </Notice>
      )}

      {jobs.length > 0 && (
        <section aria-label="Uploads being processed">
          {jobs.map((job) => (
            <FollowedJob key={job.id} job={job} onFinished={() => void revalidator.revalidate()} />
          ))}
        </section>
      )}

      <section className="rounded-brand bg-surface p-4" aria-labelledby="h-photos">
        <h2 id="h-photos" className="font-bold">
          Photos ({data.photos.length} of {limits.maxPhotos})
        </h2>
        <p className="text-sm text-muted">
          The first photo is the hero: shown first on the website and in search. Drag photos, or use the arrows, to change the order.
        </p>
        <SortableList list="photos" items={data.photos} label="Photo" />
        <UploadForm
          intent="upload-photos"
          label="Add photos"
          accept="image/*"
          multiple
          onResult={onResult}
          maxFileMb={limits.photoMb}
          hint={`JPEG, PNG or WebP, up to ${limits.photoMb} MB each and ${limits.uploadMb} MB at once. Location and camera details are removed.`}
        />
      </section>

      <section className="rounded-brand bg-surface p-4" aria-labelledby="h-spin">
        <h2 id="h-spin" className="font-bold">
          360° spin ({data.spinFrames.length} frames)
        </h2>
        <p className="text-sm text-muted">Frames turn in order of their file names; up to {limits.maxSpinFrames}.</p>
        <SortableList list="spin" items={data.spinFrames} label="Frame" />
        {data.spinFrames.length > 0 && (
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="delete-spin" />
            <button type="submit" className={consoleSecondaryButton}>
              Remove the spin
            </button>
          </Form>
        )}
        <UploadForm
          intent="upload-spin"
          label="Add spin frames"
          accept="image/*"
          multiple
          onResult={onResult}
          maxFileMb={limits.photoMb}
          hint={`JPEG, PNG or WebP frames, up to ${limits.photoMb} MB each.`}
        />
      </section>

      <section className="rounded-brand bg-surface p-4" aria-labelledby="h-video">
        <h2 id="h-video" className="font-bold">
          Walkaround video
        </h2>
        {data.video ? (
          <div className="mt-3 space-y-3">
            <video src={data.video} controls preload="metadata" className="w-full max-w-xl rounded-brand bg-black">
              <track kind="captions" />
            </video>
            <Form method="post">
              <input type="hidden" name="intent" value="delete-video" />
              <button type="submit" className={consoleSecondaryButton}>
                Remove the video
              </button>
            </Form>
          </div>
        ) : (
          <p className="mt-3 text-sm text-muted">No walkaround video yet.</p>
        )}
        <UploadForm
          intent="upload-video"
          label={data.video ? "Replace the video" : "Add a video"}
          accept="video/mp4,video/quicktime,video/webm,video/ogg"
          multiple={false}
          onResult={onResult}
          maxFileMb={limits.videoMb}
          hint={`MP4, QuickTime, WebM or Ogg, up to ${limits.videoMb} MB.`}
        />
      </section>
    </section>
  );
}
