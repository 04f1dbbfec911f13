/** /success for a reservation or online payment: what was paid, until when the car is held, the reference, what comes next. */
import { Form, Link } from "~/app/ui/router-links";
import { nextStepText } from "~/domain/checkout";
import { vehicleKindLabel } from "~/domain/stock/labels";
import { buttonClass } from "~/app/ui/button";
import type { ReservationSummaryData } from "./checkout.server";
import { dollars } from "./parts";

export function ReservationSuccess({ data }: { data: ReservationSummaryData }) {
  const { reservation: r, payment } = data;
  if (payment) {
    const pending = payment.status === "pending";
    return (
      <div className="mx-auto max-w-2xl px-4 py-10" data-testid="payment-success" data-status={payment.status}>
        {pending && <meta httpEquiv="refresh" content="3" />}
        <h1 className="text-2xl font-bold">
          {payment.status === "paid" ? "Payment received" : pending ? "We are confirming your payment…" : "Payment not taken"}
        </h1>
        <p className="mt-3">
          {dollars(payment.amountCents / 100)} for reference <strong>{payment.reference}</strong>.{" "}
          {payment.status === "paid"
            ? "We are emailing your receipt, and the dealer has been told."
            : pending
              ? "This page updates by itself."
              : "Nothing was charged."}
        </p>
      </div>
    );
  }
  if (!r) return null;
  const confirming = r.status === "pending_payment";
  const held = r.status === "held";
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-16" data-testid="reservation-success">
      {confirming && <meta httpEquiv="refresh" content="3" />}
      <div className="rounded-brand bg-surface-alt p-6 sm:p-8">
        <h1 className="text-2xl font-bold sm:text-3xl">
          {held
            ? r.kind === "buy"
              ? `Your order for the ${r.car.name} is received`
              : `The ${r.car.name} is reserved for you`
            : confirming
              ? "We are confirming your payment…"
              : `${r.kind === "buy" ? "Order" : "Reservation"} ${r.status === "completed" ? "completed" : "ended"}`}
        </h1>
        <dl className="mt-5 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
          <dt className="text-muted">{vehicleKindLabel(r.car.noun)}</dt>
          <dd className="font-semibold">
            <Link to={`/cars/${r.car.slug}`} className="underline">
              {r.car.name}
            </Link>
          </dd>
          <dt className="text-muted">Deposit</dt>
          <dd className="font-semibold" data-testid="success-deposit">
            {dollars(r.depositAmount)}{" "}
            {r.paymentStatus === "paid"
              ? "paid"
              : r.paymentStatus === "refunded"
                ? "refunded"
                : r.paymentStatus === "refund_pending"
                  ? "being refunded"
                  : "not paid"}
          </dd>
          {held && (
            <>
              <dt className="text-muted">Held until</dt>
              <dd className="font-semibold" data-testid="success-held-until">
                {r.heldUntilText}
              </dd>
            </>
          )}
          {r.fulfilment && (
            <>
              <dt className="text-muted">Delivery or pick-up</dt>
              <dd className="font-semibold" data-testid="success-fulfilment">
                {r.fulfilment}
              </dd>
            </>
          )}
          <dt className="text-muted">Reference</dt>
          <dd className="font-mono font-semibold" data-testid="success-reference">
            {r.reference}
          </dd>
        </dl>
        {held && (
          <>
            <h2 className="mt-6 text-lg font-bold">What happens next</h2>
            <ul className="mt-2 list-disc pl-5">
              <li>Your confirmation is on its way by email and text message.</li>
              <li>We will contact you to arrange {nextStepText(r.kind, r.car.vehicleKind)}.</li>
              <li>
                When you buy, the deposit comes off the price.{" "}
                {r.refundable
                  ? "Changed your mind? Cancel before you buy and the deposit is refunded in full."
                  : "The deposit is not refundable if you cancel or the hold runs out."}
              </li>
            </ul>
          </>
        )}
        {r.canCancel && !confirming && (
          <Form method="post" action="/checkout/cancel" className="mt-6">
            <input type="hidden" name="reservation_id" value={r.id} />
            <button type="submit" className={buttonClass({ variant: "secondary" })} data-testid="success-cancel">
              {r.refundable ? "Cancel and refund my deposit" : "Cancel my reservation"}
            </button>
          </Form>
        )}
        <p className="mt-6">
          <Link to="/my-garage" className="underline">
            See your reservations in My Garage
          </Link>
        </p>
      </div>
    </div>
  );
}
