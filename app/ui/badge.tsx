/** A small uppercase label on a colour: a car's tag on its card and on its page. */
import type { ReactNode } from "react";

export type BadgeTone = "brand" | "accent" | "danger" | "success" | "warning" | "ink";

const TONES: Record<BadgeTone, string> = {
  brand: "bg-brand text-brand-contrast",
  accent: "bg-accent text-accent-contrast",
  danger: "bg-red-700 text-white",
  success: "bg-emerald-700 text-white",
  warning: "bg-amber-500 text-black",
  ink: "bg-ink text-white",
};
const SIZES = { md: "py-1", sm: "py-0.5" };

type BadgeProps = { tone: BadgeTone; size?: keyof typeof SIZES; as?: "span" | "p"; className?: string; children: ReactNode };

export function Badge({ tone, size = "md", as: Element = "span", className, children }: BadgeProps) {
  return (
    <Element className={`rounded-brand px-2 ${SIZES[size]} text-xs font-bold uppercase ${TONES[tone]}${className ? ` ${className}` : ""}`}>
      {children}
    </Element>
  );
}
