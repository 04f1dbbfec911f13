/**
 * The prize wheel: one slice per prize (sized by its odds) and one for no prize. It only shows the server's answer:
 * `landOn` is the slice to stop at. With `spin` it turns a few times first, unless the shopper prefers reduced
 * motion; `onStopped` says when it has come to rest. Decorative for assistive technology: the result is text.
 */
import { useEffect } from "react";
import type { WheelSegment } from "~/domain/spin/campaign";

const SIZE = 320;
const R = SIZE / 2 - 6;
const C = SIZE / 2;
export const SPIN_MS = 4200;
const FILLS = ["var(--color-brand)", "var(--color-accent)", "var(--color-surface-alt)"];
const INKS = ["var(--color-brand-contrast)", "var(--color-accent-contrast)", "var(--color-ink)"];

function point(deg: number, radius = R): [number, number] {
  const rad = ((deg - 90) * Math.PI) / 180;
  return [C + radius * Math.cos(rad), C + radius * Math.sin(rad)];
}

function slicePath(from: number, to: number): string {
  if (to - from >= 359.999) return `M ${C} ${C - R} A ${R} ${R} 0 1 1 ${C - 0.01} ${C - R} Z`;
  const [x1, y1] = point(from);
  const [x2, y2] = point(to);
  return `M ${C} ${C} L ${x1} ${y1} A ${R} ${R} 0 ${to - from > 180 ? 1 : 0} 1 ${x2} ${y2} Z`;
}

/** Each slice's start and end angle (degrees clockwise from the top). */
export function sliceAngles(segments: WheelSegment[]): Array<{ from: number; to: number }> {
  let at = 0;
  return segments.map((s) => {
    const from = at;
    at += (s.percent / 100) * 360;
    return { from, to: at };
  });
}

/** The wheel's turn (degrees) that brings a slice's middle under the pointer at the top, after `turns` full turns. */
export function restingAngle(segments: WheelSegment[], index: number, turns: number): number {
  const slice = sliceAngles(segments)[index];
  if (!slice) return 0;
  return turns * 360 + (360 - (slice.from + slice.to) / 2);
}

function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

export function Wheel({
  segments,
  landOn,
  spin,
  onStopped,
}: {
  segments: WheelSegment[];
  landOn: number | null;
  spin: boolean;
  onStopped?: () => void;
}) {
  // Only the browser spins (spin is never true on the server), so reading the media query here is safe.
  const turning = spin && !prefersReducedMotion();
  // From rest (0 or the earlier slice) the new, larger turn is a CSS transition; after it the same resting place at 0 turns.
  const angle = landOn === null ? 0 : restingAngle(segments, landOn, turning ? 6 : 0);

  useEffect(() => {
    if (!spin || !onStopped) return;
    // At once without motion; otherwise when the turn ends, or after its time should transitionend never fire.
    const timer = setTimeout(onStopped, turning ? SPIN_MS + 200 : 0);
    return () => clearTimeout(timer);
  }, [spin, turning, onStopped]);

  const slices = sliceAngles(segments);
  return (
    <div className="relative mx-auto aspect-square w-full max-w-[20rem]" aria-hidden="true" data-testid="spin-wheel" data-angle={angle}>
      <svg
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        className="h-full w-full drop-shadow-md"
        style={{
          transform: `rotate(${angle}deg)`,
          transition: turning ? `transform ${SPIN_MS}ms cubic-bezier(0.12, 0.7, 0.08, 1)` : "none",
        }}
        onTransitionEnd={() => spin && onStopped?.()}
      >
        <circle cx={C} cy={C} r={R + 4} fill="var(--color-ink)" />
        {segments.map((s, i) => {
          const { from, to } = slices[i];
          const colour = s.prize ? i % 2 : 2;
          const mid = (from + to) / 2;
          const [tx, ty] = point(mid, R * 0.56);
          const label = s.label.length > 18 ? `${s.label.slice(0, 17)}…` : s.label;
          return (
            <g key={s.id}>
              <path d={slicePath(from, to)} fill={FILLS[colour]} stroke="var(--color-ink)" strokeWidth={1} />
              <text
                x={tx}
                y={ty}
                fill={INKS[colour]}
                fontSize={to - from < 30 ? 9 : 11}
                fontWeight={600}
                textAnchor="middle"
                dominantBaseline="middle"
                transform={`rotate(${mid - 90 + (mid > 180 ? 180 : 0)} ${tx} ${ty})`}
              >
                {label}
              </text>
            </g>
          );
        })}
        <circle cx={C} cy={C} r={18} fill="var(--color-ink)" />
      </svg>
      <div className="absolute left-1/2 top-0 h-0 w-0 -translate-x-1/2 -translate-y-1 border-x-[12px] border-t-[22px] border-x-transparent border-t-ink" />
    </div>
  );
}
