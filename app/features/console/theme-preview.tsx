/** The public home page at a phone's and a desktop's width, as it is saved now (issue 20). */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const DESKTOP_SCALE = 0.45;

/** `version` changes after each save, so the frames load the page again. */
export function SitePreview({ version }: { version: string }) {
  const key = version;
  return (
    <section aria-labelledby="h-preview" className="space-y-3 rounded-brand bg-surface p-4">
      <div className="flex flex-wrap items-baseline gap-3">
        <h2 id="h-preview" className="font-bold">
          Preview
        </h2>
        <a href="/" target="_blank" rel="noopener" className="text-sm font-semibold underline">
          Open the public site in a new tab
        </a>
      </div>
      <div className="flex flex-wrap items-start gap-4">
        <figure className="max-w-full overflow-auto">
          <figcaption className="text-sm text-muted">Phone ({PHONE.width} px)</figcaption>
          <iframe
            key={`phone-${key}`}
            title="The public home page on a phone"
            src="/"
            width={PHONE.width}
            height={Math.round(PHONE.height * 0.75)}
            loading="lazy"
            className="mt-1 rounded-brand border border-black/20 bg-white"
          />
        </figure>
        <figure className="max-w-full overflow-auto">
          <figcaption className="text-sm text-muted">Desktop ({DESKTOP.width} px, shown smaller)</figcaption>
          <div
            className="mt-1 overflow-hidden rounded-brand border border-black/20 bg-white"
            style={{ width: DESKTOP.width * DESKTOP_SCALE, height: DESKTOP.height * DESKTOP_SCALE }}
          >
            <iframe
              key={`desktop-${key}`}
              title="The public home page on a desktop"
              src="/"
              width={DESKTOP.width}
              height={DESKTOP.height}
              loading="lazy"
              style={{ transform: `scale(${DESKTOP_SCALE})`, transformOrigin: "0 0" }}
            />
          </div>
        </figure>
      </div>
    </section>
  );
}
