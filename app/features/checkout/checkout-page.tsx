/**
 * /cars/{slug}/checkout and /cars/{slug}/buy-online: the car, the deposit and what it buys, the shopper's details
 * and the terms, then the payment page. A plain form: works without JavaScript up to the payment page.
 */
import { Form, Link } from "~/app/ui/router-links";
import { formatKm, formatPrice } from "~/domain/stock/format";
import { buttonClass } from "~/app/ui/button";
import type { CheckoutActionData, CheckoutPageData } from "./checkout.server";
import { CardStrip, Checkbox, TextField, dollars } from "./parts";

export function CheckoutPage({ data, actionData }: { data: CheckoutPageData; actionData?: CheckoutActionData }) {
  const { car, offer, kind } = data;
  const errors = actionData?.errors ?? {};
  const values = actionData?.values ?? {};
  const buy = kind === "buy";
  const title = buy ? `Buy the ${car.name} online` : `Reserve the ${car.name}`;
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:py-10" data-testid="checkout-page">
      <nav aria-label="Breadcrumb" className="text-sm text-muted">
        <Link to={`/cars/${car.slug}`} className="underline">
          Back to the {car.name}
        </Link>
      </nav>
      <h1 className="mt-2 text-2xl font-bold sm:text-3xl">{title}</h1>
      {buy && (
        <ol className="mt-3 flex flex-wrap gap-2 text-sm" aria-label="Steps">
          {["Your details", "Delivery or pick-up", "Trade-in and finance", "Return policy", "Deposit", "Dealer confirms"].map((s, i) => (
            <li key={s} className="rounded-full bg-surface-alt px-3 py-1">
              {i + 1}. {s}
            </li>
          ))}
        </ol>
      )}
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          {data.state === "taken" && <Taken data={data} errors={errors} />}
          {data.state === "not_offered" && (
            <div role="status" className="rounded-brand border-2 border-black/20 p-4" data-testid="checkout-unavailable">
              <p className="font-semibold">This {car.noun} cannot be reserved online.</p>
              <p className="mt-1">
                {data.location.phone ? `Call ${data.location.name} on ${data.location.phone}` : `Contact ${data.location.name}`} and we will
                help.
              </p>
            </div>
          )}
          {data.state === "open" && offer && (
            <Form method="post" className="flex flex-col gap-5" data-testid="checkout-form" noValidate>
              {data.cancelled && (
                <p role="status" className="rounded-brand bg-surface-alt p-3">
                  You left the payment page, so nothing was charged. You can try again below.
                </p>
              )}
              {actionData?.formError && (
                <p
                  role="alert"
                  className="rounded-brand border-2 border-red-700 p-3 font-semibold text-red-800"
                  data-testid="checkout-error"
                >
                  {actionData.formError}
                </p>
              )}
              <input type="hidden" name="idempotency_key" value={data.idempotencyKey} />
              <input type="hidden" name="intent" value="pay" />
              <fieldset className="flex flex-col gap-4">
                <legend className="text-lg font-bold">Your details</legend>
                <TextField name="name" label="Full name" autoComplete="name" errors={errors} values={values} />
                <TextField name="email" label="Email" type="email" autoComplete="email" inputMode="email" errors={errors} values={values} />
                <TextField
                  name="phone"
                  label="Mobile"
                  type="tel"
                  autoComplete="tel"
                  inputMode="tel"
                  errors={errors}
                  values={values}
                  defaultValue={data.prefill.phone}
                  hint="We text your confirmation here."
                />
              </fieldset>
              {buy && <BuySteps data={data} errors={errors} values={values} delivery={actionData?.delivery} />}
              <fieldset className="flex flex-col gap-3">
                <legend className="text-lg font-bold">The reservation terms</legend>
                <ul className="list-disc pl-5 text-sm" data-testid="checkout-terms">
                  {data.terms.map((t) => (
                    <li key={t} className="mt-1">
                      {t}
                    </li>
                  ))}
                </ul>
                <Checkbox
                  name="terms"
                  errors={errors}
                  checked={values.terms === "on"}
                  label={
                    <>
                      I accept the reservation terms and the{" "}
                      <Link to="/terms-and-conditions" className="underline">
                        terms and conditions
                      </Link>
                      .
                    </>
                  }
                />
              </fieldset>
              <button type="submit" className={buttonClass({}, "w-full sm:w-auto")} data-testid="pay-deposit">
                Pay {dollars(offer.depositAmount)} deposit
              </button>
              <p className="text-xs text-muted">
                Next you pay on our payment provider&apos;s secure page. The {car.noun} is kept for you for {data.holdMinutes} minutes while
                you pay.
              </p>
            </Form>
          )}
        </div>
        <aside aria-label="Your car" className="order-first lg:order-none">
          <div className="rounded-brand bg-surface-alt p-4" data-testid="checkout-summary">
            {car.image && (
              <img src={car.image} alt="" className="aspect-[4/3] w-full rounded-brand object-cover" width={320} height={240} />
            )}
            <p className="mt-3 font-bold">{car.name}</p>
            <p className="text-sm text-muted">
              {formatPrice(car.price, "Enquire for price")}
              {car.carType !== "new" ? ` · ${formatKm(car.km)}` : ""}
            </p>
            <p className="text-sm text-muted">{data.location.name}</p>
            {offer && (
              <dl className="mt-3 grid grid-cols-2 gap-1 text-sm">
                <dt className="text-muted">Deposit today</dt>
                <dd className="text-right font-bold" data-testid="deposit-amount">
                  {dollars(offer.depositAmount)}
                </dd>
                <dt className="text-muted">Held for</dt>
                <dd className="text-right font-semibold">{offer.holdHours} hours</dd>
                <dt className="text-muted">Refundable</dt>
                <dd className="text-right font-semibold">{offer.refundable ? "Yes, in full" : "No"}</dd>
              </dl>
            )}
            <CardStrip cards={data.cards} />
            {data.testMode && <p className="mt-2 text-xs text-muted">Test payments: no real money is taken on this site.</p>}
          </div>
        </aside>
      </div>
    </div>
  );
}

function BuySteps({
  data,
  errors,
  values,
  delivery,
}: {
  data: CheckoutPageData;
  errors: Record<string, string>;
  values: Record<string, string>;
  delivery?: string;
}) {
  return (
    <>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-lg font-bold">Delivery or pick-up</legend>
        {(["pickup", "delivery"] as const).map((v) => (
          <label key={v} className="flex items-center gap-2">
            <input type="radio" name="fulfilment" value={v} defaultChecked={(values.fulfilment ?? "pickup") === v} className="size-5" />
            {v === "pickup" ? `Pick up from ${data.location.name}` : "Deliver to my address (we price it from your postcode)"}
          </label>
        ))}
        {errors.fulfilment && <p className="text-sm font-medium text-red-700">{errors.fulfilment}</p>}
        <TextField
          name="postcode"
          label="Delivery postcode"
          inputMode="numeric"
          errors={errors}
          values={values}
          optional
          hint="Only for delivery. Price it before you pay the deposit."
        />
        {/* A second submit of the same form: the server prices the delivery and answers the form back, nothing paid. */}
        <button type="submit" name="quote_delivery" value="1" formNoValidate className={buttonClass({ variant: "secondary" })}>
          Price my delivery
        </button>
        {delivery && (
          <p role="status" className="rounded-brand bg-surface-alt p-3 font-semibold" data-testid="delivery-price">
            {delivery}
          </p>
        )}
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-lg font-bold">Trade-in and finance</legend>
        <Checkbox
          name="trade_in"
          value="yes"
          errors={errors}
          checked={values.trade_in === "yes"}
          label="I have a vehicle to trade in (we value it before you sign)."
        />
        <p className="text-sm">
          <Link to={data.tradeInPath} className="underline">
            Get a trade-in valuation now
          </Link>
        </p>
        <Checkbox name="finance" value="yes" errors={errors} checked={values.finance === "yes"} label="I would like a finance quote." />
        <p className="text-sm">
          <Link to={`${data.financePath}?car_id=${data.car.id}`} className="underline">
            Apply for finance
          </Link>
        </p>
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-lg font-bold">Return policy</legend>
        <ul className="list-disc pl-5 text-sm" data-testid="return-policy">
          {data.returnPolicy.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
        <Checkbox name="return_policy" errors={errors} checked={values.return_policy === "on"} label="I have read the return policy." />
      </fieldset>
      <p className="rounded-brand bg-surface-alt p-3 text-sm">
        After your deposit, we check the {data.car.noun}, your trade-in and finance, and confirm your order with you before anything else is
        paid.
      </p>
    </>
  );
}

function Taken({ data, errors }: { data: CheckoutPageData; errors: Record<string, string> }) {
  return (
    <div className="rounded-brand border-2 border-black/20 p-4" data-testid="checkout-taken">
      <p className="font-semibold">Someone else is reserving this {data.car.noun}.</p>
      <p className="mt-1">If they do not buy it, it becomes free again. Leave your email and we will email you when it does.</p>
      {data.watched ? (
        <p role="status" className="mt-3 font-semibold" data-testid="watch-confirmed">
          Thanks: we will email you if it comes free.
        </p>
      ) : (
        <Form method="post" className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
          <input type="hidden" name="intent" value="watch" />
          <div className="grow">
            <TextField name="watch_email" label="Email" type="email" autoComplete="email" errors={errors} values={{}} />
          </div>
          <button type="submit" className={buttonClass({ variant: "secondary" })} data-testid="watch-car">
            Tell me if it comes free
          </button>
        </Form>
      )}
    </div>
  );
}
