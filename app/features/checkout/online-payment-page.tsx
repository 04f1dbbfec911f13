/** /online-payment: pay an amount the dealer asked for, with their reference. */
import { Form } from "~/app/ui/router-links";
import { buttonClass } from "~/app/ui/button";
import type { CheckoutActionData, OnlinePaymentData } from "./checkout.server";
import { CardStrip, TextField } from "./parts";

export function OnlinePaymentPage({ data, actionData }: { data: OnlinePaymentData; actionData?: CheckoutActionData }) {
  const errors = actionData?.errors ?? {};
  const values = actionData?.values ?? {};
  return (
    <div className="mx-auto max-w-xl px-4 py-10" data-testid="online-payment-page">
      <h1 className="text-2xl font-bold">Make a payment to {data.siteName}</h1>
      <p className="mt-2">Pay an invoice or an amount we asked for. Enter the reference from our email or invoice.</p>
      {data.cancelled && <p className="mt-3 rounded-brand bg-surface-alt p-3">You left the payment page, so nothing was charged.</p>}
      {actionData?.formError && (
        <p role="alert" className="mt-3 rounded-brand border-2 border-red-700 p-3 font-semibold text-red-800">
          {actionData.formError}
        </p>
      )}
      <Form method="post" className="mt-6 flex flex-col gap-4" noValidate>
        <input type="hidden" name="idempotency_key" value={data.idempotencyKey} />
        <TextField name="reference" label="Reference" errors={errors} values={values} hint="For example INV-1042 or your stock number." />
        <TextField name="amount" label="Amount (AUD)" inputMode="decimal" errors={errors} values={values} />
        <TextField name="name" label="Full name" autoComplete="name" errors={errors} values={values} />
        <TextField name="email" label="Email for the receipt" type="email" autoComplete="email" errors={errors} values={values} />
        <button type="submit" className={buttonClass({}, "w-full sm:w-auto")} data-testid="online-pay">
          Continue to payment
        </button>
      </Form>
      <CardStrip cards={data.cards} />
    </div>
  );
}
