import { useEffect, useRef, useState } from "react";
import { imageUrl } from "~/domain/images/image-url";
import { frameForDrag, frameForKey, hotspotPlacement, hotspotsForFrame, stepFrame, type Hotspot } from "~/domain/vehicle/gallery";

/**
 * 360° spin from frames: turns by itself every `intervalMs` until the shopper touches it, then follows
 * drags (mouse, pen, touch) and the arrow keys. Hotspots show on their frames, placed on the picture (hotspotPlacement);
 * the viewer clips what it holds, so nothing in it can make the page taller or wider.
 */
export function SpinViewer({
  frames,
  hotspots,
  intervalMs,
  name,
}: {
  frames: string[];
  hotspots: Hotspot[];
  intervalMs: number;
  name: string;
}) {
  const [frame, setFrame] = useState(0);
  const [auto, setAuto] = useState(true);
  const [openSpot, setOpenSpot] = useState<number | null>(null);
  const drag = useRef<{ x: number; frame: number } | null>(null);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    for (const f of frames) new Image().src = imageUrl(f, { w: 960 });
  }, [frames]);

  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  useEffect(() => {
    if (!auto) return;
    timer.current = setInterval(() => setFrame((f) => stepFrame(f, 1, frames.length)), intervalMs);
    return () => clearInterval(timer.current);
  }, [auto, frames.length, intervalMs]);

  // Stops at once (not on the next render), so no tick lands between a touch and the drag it starts.
  const stop = () => {
    clearInterval(timer.current);
    setAuto(false);
  };
  const spots = hotspotsForFrame(hotspots, frame, frames.length);

  return (
    <div className="relative overflow-hidden" data-testid="spin">
      <div
        ref={box}
        role="slider"
        tabIndex={0}
        aria-label={`360° view of ${name}. Drag or use the arrow keys to turn it.`}
        aria-valuemin={1}
        aria-valuemax={frames.length}
        aria-valuenow={frame + 1}
        aria-valuetext={`Angle ${frame + 1} of ${frames.length}`}
        data-testid="spin-viewer"
        data-frame={frame}
        data-auto={auto ? "true" : "false"}
        className="relative aspect-[4/3] w-full cursor-grab touch-pan-y select-none overflow-hidden bg-surface-alt active:cursor-grabbing"
        onPointerDown={(e) => {
          stop();
          drag.current = { x: e.clientX, frame };
          e.currentTarget.setPointerCapture?.(e.pointerId);
        }}
        onPointerMove={(e) => {
          if (!drag.current) return;
          setFrame(frameForDrag(drag.current.frame, e.clientX - drag.current.x, box.current?.clientWidth ?? 400, frames.length));
        }}
        onPointerUp={() => (drag.current = null)}
        onPointerCancel={() => (drag.current = null)}
        onKeyDown={(e) => {
          const next = frameForKey(frame, e.key, frames.length);
          if (next === null) return;
          e.preventDefault();
          stop();
          setFrame(next);
        }}
      >
        <img
          src={imageUrl(frames[frame], { w: 960 })}
          alt=""
          width={960}
          height={720}
          draggable={false}
          className="h-full w-full object-contain"
        />
        <p className="pointer-events-none absolute bottom-2 left-2 rounded-brand bg-black/75 px-2 py-1 text-xs text-white">
          {auto ? "Touch to turn" : "Drag to turn"}
        </p>
      </div>
      {spots.map((spot, i) => {
        const place = hotspotPlacement(spot);
        return (
          <div
            key={`${spot.frame}-${spot.label}`}
            className="absolute"
            style={{ left: `${place.left}%`, top: `${place.top}%` }}
            data-testid="spin-hotspot"
          >
            <button
              type="button"
              className="-translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-accent px-2 text-sm font-bold text-accent-contrast shadow"
              aria-expanded={openSpot === i}
              onClick={() => {
                stop();
                setOpenSpot(openSpot === i ? null : i);
              }}
            >
              +<span className="sr-only"> {spot.label}</span>
            </button>
            {openSpot === i && (
              <div
                role="note"
                className={`absolute z-10 w-48 rounded-brand bg-surface p-2 text-sm text-ink shadow-lg ${place.openLeft ? "right-0" : "left-0"} ${place.openUp ? "bottom-4" : "top-4"}`}
              >
                <strong>{spot.label}</strong>
                {spot.description && <p>{spot.description}</p>}
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}
