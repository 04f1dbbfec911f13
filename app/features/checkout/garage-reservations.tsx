/** The garage's "My reservations": each with its status, deposit, hold expiry and a cancel button (a POST). */
import { useSearchParams } from "react-router";
import { Form, Link } from "~/app/ui/router-links";
import { buttonClass } from "~/app/ui/button";
import type { ReservationView } from "./checkout.server";
import { dollars } from "./parts";

const STATUS: Record<string, string> = {
  pending_payment: "Awaiting payment",
  held: "Reserved for you",
  expired: "Hold ended",
  cancelled: "Cancelled",
  released: "Released by the dealer",
  completed: "Purchased",
};
const MONEY: Record<string, string> = { paid: "paid", refund_pending: "being refunded", refunded: "refunded", unpaid: "not paid" };

export function GarageReservations({ reservations }: { reservations: ReservationView[] | undefined }) {
  const [params] = useSearchParams();
  const cancelled = params.get("cancelled");
  if (!reservations || reservations.length === 0) return null;
  return (
    <section aria-labelledby="my-reservations" className="mx-auto max-w-7xl px-4 pt-6" data-testid="garage-reservations">
      <h2 id="my-reservations" className="text-xl font-bold">
        My reservations
      </h2>
      {cancelled && (
        <p role="status" className="mt-2 rounded-brand bg-surface-alt p-3">
          Reservation {cancelled} is cancelled; any deposit goes back to your card.
        </p>
      )}
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {reservations.map((r) => (
          <li key={r.id} className="rounded-brand border border-black/15 p-4" data-testid="garage-reservation" data-status={r.status}>
            <p className="font-semibold">
              <Link to={`/cars/${r.car.slug}`} className="underline">
                {r.car.name}
              </Link>
            </p>
            <p className="text-sm">
              <span className="font-semibold">{STATUS[r.status] ?? r.status}</span> · {r.reference} · {dollars(r.depositAmount)} deposit{" "}
              {MONEY[r.paymentStatus]}
            </p>
            {r.status === "held" && <p className="text-sm text-muted">Held until {r.heldUntilText}</p>}
            {r.live && (
              <Form method="post" action="/checkout/cancel" className="mt-3">
                <input type="hidden" name="reservation_id" value={r.id} />
                <input type="hidden" name="back" value="garage" />
                <button type="submit" className={buttonClass({ variant: "secondary", size: "sm" })} data-testid="garage-cancel">
                  Cancel reservation
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
