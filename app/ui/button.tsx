/**
 * The site's buttons: primary (the dealer's brand colour) and secondary (outlined), as a <button> or a link.
 * `className` adds layout (margins, width, display); the look comes from here.
 */
import type { ButtonHTMLAttributes } from "react";
import { type LinkProps } from "react-router";
import { Link } from "~/app/ui/router-links";

type Look = { variant?: "primary" | "secondary"; size?: keyof typeof SIZES };

const VARIANTS = {
  primary: "rounded-brand bg-brand font-semibold text-brand-contrast",
  secondary: "rounded-brand border border-black/15 font-semibold hover:bg-surface-alt",
};
const SIZES = {
  md: "px-5 py-3",
  sm: "px-4 py-2",
  /** Full-width buttons stacked in a narrow column (the vehicle page's actions). */
  column: "px-4 py-3",
  /** A button in a car card's footer. */
  card: "px-3 py-2 text-sm",
  /** A button in a slim sticky bar. */
  bar: "px-3 py-1.5 text-sm",
};

export function buttonClass({ variant = "primary", size = "md" }: Look = {}, className = ""): string {
  return `${VARIANTS[variant]} ${SIZES[size]}${className ? ` ${className}` : ""}`;
}

export function Button({ variant, size, className, type = "button", ...props }: Look & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={buttonClass({ variant, size }, className)} {...props} />;
}

export function ButtonLink({ variant, size, className, ...props }: Look & LinkProps) {
  return <Link className={buttonClass({ variant, size }, className)} {...props} />;
}
