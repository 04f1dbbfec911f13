/**
 * The public home page at a phone's and a desktop's width, as it is saved now (issue 20). With `liveCss` (the theme
 * page's colours and font as picked, not yet saved) the frames draw with it: they are the dealer's own pages (same
 * origin), so the CSS is set in their documents; without JavaScript they show what is saved.
 */
import { useEffect, useRef, type SyntheticEvent } from "react";

const LIVE_STYLE_ID = "console-live-preview";

function applyLiveCss(frame: HTMLIFrameElement, css: string | undefined) {
  const doc = frame.contentDocument;
  if (!doc?.head) return;
  let style = doc.getElementById(LIVE_STYLE_ID);
  if (!css) {
    style?.remove();
    return;
  }
  if (!style) {
    style = doc.createElement("style");
    style.id = LIVE_STYLE_ID;
    doc.head.append(style);
  }
  style.textContent = css;
}

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** `version` changes after each save, so the frames load the page again. */
export function SitePreview({ version, liveCss }: { version: string; liveCss?: string }) {
  const key = version;
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    section.current?.querySelectorAll("iframe").forEach((frame) => applyLiveCss(frame, liveCss));
  }, [liveCss]);
  const onLoad = (event: SyntheticEvent<HTMLIFrameElement>) => applyLiveCss(event.currentTarget, liveCss);
  return (
    <section ref={section} aria-labelledby="h-preview" className="space-y-3 rounded-brand bg-surface p-4">
      <div className="flex flex-wrap items-baseline gap-3">
        <h2 id="h-preview" className="font-bold">
          Preview
        </h2>
        <a href="/" target="_blank" rel="noopener" className="text-sm font-semibold underline">
          Open the public site in a new tab
        </a>
      </div>
      <div className="flex flex-wrap items-start gap-4">
        <figure className="max-w-full">
          <figcaption className="text-sm text-muted">Phone ({PHONE.width} px)</figcaption>
          {/* At its real width from the sm width; drawn at 0.8 on a phone, where the console is narrower than one. */}
          <div className="mt-1 h-[507px] w-[312px] overflow-hidden rounded-brand border border-black/20 bg-white sm:h-[633px] sm:w-[390px]">
            <iframe
              key={`phone-${key}`}
              title="The public home page on a phone"
              src="/"
              width={PHONE.width}
              height={Math.round(PHONE.height * 0.75)}
              loading="lazy"
              onLoad={onLoad}
              className="origin-top-left scale-[0.8] sm:scale-100"
            />
          </div>
        </figure>
        <figure className="max-w-full">
          <figcaption className="text-sm text-muted">Desktop ({DESKTOP.width} px, shown smaller)</figcaption>
          {/* Drawn at a quarter on a phone, 0.45 from the sm width: the frame never needs scrolling. */}
          <div className="mt-1 h-[200px] w-[320px] overflow-hidden rounded-brand border border-black/20 bg-white sm:h-[360px] sm:w-[576px]">
            <iframe
              key={`desktop-${key}`}
              title="The public home page on a desktop"
              src="/"
              width={DESKTOP.width}
              height={DESKTOP.height}
              loading="lazy"
              onLoad={onLoad}
              className="origin-top-left scale-[0.25] sm:scale-[0.45]"
            />
          </div>
        </figure>
      </div>
    </section>
  );
}
