/** The vehicle page's Reserve Online (or Buy Online) button, with the deposit it takes. A plain link: works without JavaScript. */
import { Link } from "~/app/ui/router-links";
import type { CheckoutLink } from "~/server/checkout/offer-link";

export function ReserveButton({ link, className = "", compact = false }: { link: CheckoutLink; className?: string; compact?: boolean }) {
  return (
    <Link
      to={link.href}
      className={`block rounded-brand bg-accent px-4 py-3 text-center font-semibold text-accent-contrast ${className}`}
      data-testid="reserve-online"
    >
      {link.label}
      {!compact && (
        <span className="block text-xs font-normal">
          ${link.deposit.toLocaleString("en-AU")} {link.refundable ? "refundable" : "non-refundable"} deposit
        </span>
      )}
    </Link>
  );
}
