/** /checkout-journey?car_id=: a checkout left mid-way, with the way back to payment and a cancel. */
import { Form, Link } from "~/app/ui/router-links";
import { buttonClass } from "~/app/ui/button";
import type { CheckoutJourneyData } from "./checkout.server";
import { dollars } from "./parts";

export function JourneyPage({ data }: { data: CheckoutJourneyData }) {
  const r = data.reservation;
  return (
    <div className="mx-auto max-w-2xl px-4 py-10" data-testid="checkout-journey">
      <h1 className="text-2xl font-bold">
        {r.kind === "buy" ? "Finish your order for" : "Finish reserving"} the {data.car.name}
      </h1>
      {data.cancelled && <p className="mt-3 rounded-brand bg-surface-alt p-3">You left the payment page, so nothing was charged.</p>}
      {r.lastPaymentError && (
        <p role="alert" className="mt-3 rounded-brand border-2 border-red-700 p-3 font-semibold text-red-800" data-testid="journey-error">
          {r.lastPaymentError}
        </p>
      )}
      <p className="mt-4">
        Reference <strong>{r.reference}</strong>. We keep the {data.car.noun} for you for {r.minutesLeft} more minutes while you pay the{" "}
        {dollars(r.depositAmount)} deposit.
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        {r.paymentUrl && (
          <a href={r.paymentUrl} className={buttonClass({}, "text-center")} data-testid="resume-payment">
            Continue to payment
          </a>
        )}
        <Form method="post" action="/checkout/cancel">
          <input type="hidden" name="reservation_id" value={r.id} />
          <button type="submit" className={buttonClass({ variant: "secondary" }, "w-full")}>
            {r.kind === "buy" ? "Cancel the order" : "Cancel the reservation"}
          </button>
        </Form>
      </div>
      <p className="mt-6 text-sm">
        <Link to={`/cars/${data.car.slug}`} className="underline">
          Back to the {data.car.noun}
        </Link>
      </p>
    </div>
  );
}
