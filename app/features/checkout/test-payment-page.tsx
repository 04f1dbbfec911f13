/**
 * The embedded provider's hosted payment page (test mode): card form, then a 3-D Secure challenge for the card that
 * asks for one. Looks like a payment provider's page, not the dealer's, and says plainly that no money moves.
 */
import { Form } from "~/app/ui/router-links";
import { buttonClass } from "~/app/ui/button";
import type { TestPaymentData } from "./checkout.server";
import { TextField, dollars } from "./parts";

export function TestPaymentPage({ data, error }: { data: TestPaymentData; error?: string }) {
  const amount = dollars(data.amountCents / 100);
  return (
    <div className="mx-auto max-w-md px-4 py-8" data-testid="test-payment-page">
      <p className="rounded bg-amber-100 px-3 py-2 text-sm font-semibold text-amber-900">Test payment page: no real money is taken.</p>
      <h1 className="mt-4 text-xl font-bold">Pay {amount}</h1>
      <p className="text-sm text-muted">{data.description}</p>
      {error && (
        <p role="alert" className="mt-4 rounded-brand border-2 border-red-700 p-3 font-semibold text-red-800" data-testid="payment-error">
          {error}
        </p>
      )}
      {data.expired ? (
        <p role="alert" className="mt-4 font-semibold">
          This payment page has expired and nothing was charged.{" "}
          <a className="underline" href={data.cancelUrl}>
            Start again
          </a>
        </p>
      ) : data.step === "challenge" ? (
        <Form method="post" className="mt-6 rounded-brand border border-black/20 p-4" data-testid="challenge">
          <input type="hidden" name="session" value={data.token} />
          <h2 className="font-bold">Your bank: confirm it is you (3-D Secure)</h2>
          <p className="mt-1 text-sm">In a real payment your bank would ask for a code or an app approval here.</p>
          <div className="mt-4 flex gap-3">
            <button type="submit" name="intent" value="approve" className={buttonClass({})} data-testid="challenge-approve">
              Approve
            </button>
            <button type="submit" name="intent" value="fail" className={buttonClass({ variant: "secondary" })} data-testid="challenge-fail">
              Fail
            </button>
          </div>
        </Form>
      ) : (
        <Form method="post" className="mt-6 flex flex-col gap-4" data-testid="card-form">
          <input type="hidden" name="session" value={data.token} />
          <input type="hidden" name="intent" value="pay" />
          <TextField name="card_number" label="Card number" inputMode="numeric" autoComplete="cc-number" errors={{}} values={{}} />
          <div className="grid grid-cols-2 gap-3">
            <TextField name="expiry" label="Expiry (MM/YY)" autoComplete="cc-exp" errors={{}} values={{}} defaultValue="12/30" />
            <TextField name="cvc" label="CVC" inputMode="numeric" autoComplete="cc-csc" errors={{}} values={{}} defaultValue="123" />
          </div>
          <button type="submit" className={buttonClass({}, "w-full")} data-testid="pay-now">
            Pay {amount}
          </button>
          <a href={data.cancelUrl} className="text-center text-sm underline">
            Cancel and go back
          </a>
          <details className="text-sm">
            <summary className="cursor-pointer font-semibold">Test cards</summary>
            <ul className="mt-2">
              {data.testCards.map((c) => (
                <li key={c.number}>
                  <code>{c.number}</code>: {c.label}
                </li>
              ))}
            </ul>
          </details>
        </Form>
      )}
    </div>
  );
}
