/** The sign-in page body: phone step, then code step. Plain forms, so it works without JavaScript. */
import { useNavigation } from "react-router";
import { Form, Link } from "~/app/ui/router-links";
import { buttonClass } from "~/app/ui/button";
import type { SignInActionData } from "./sign-in-form";

export type SignInPageProps = {
  title: string;
  reason: string;
  type: string | null;
  redirectTo: string;
  back: string;
  carId: string | null;
  /** Where a code that was not really texted can be read: the inbox page (this machine only) or the server's log. */
  codeHint: "inbox" | "log" | null;
  actionData: SignInActionData | undefined;
};

const input =
  "mt-1 block w-full rounded-brand border border-black/20 bg-surface px-4 py-3 text-lg text-ink aria-[invalid=true]:border-red-700";
const primary = buttonClass({}, "w-full disabled:opacity-60");

function Hidden({ type, redirectTo, back, carId }: Pick<SignInPageProps, "type" | "redirectTo" | "back" | "carId">) {
  return (
    <>
      {type && <input type="hidden" name="type" value={type} />}
      <input type="hidden" name="redirect" value={redirectTo} />
      <input type="hidden" name="back" value={back} />
      {carId && <input type="hidden" name="car_id" value={carId} />}
    </>
  );
}

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-2 text-sm font-semibold text-red-700">
      {message}
    </p>
  );
}

function differentNumberQuery({ type, redirectTo, back, carId }: SignInPageProps): string {
  const params = new URLSearchParams();
  if (type) params.set("type", type);
  params.set("redirect", redirectTo);
  params.set("back", back);
  if (carId) params.set("car_id", carId);
  return params.toString();
}

export function SignInPage(props: SignInPageProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const busyIntent = busy ? navigation.formData?.get("intent") : null;
  const data = props.actionData;
  const atCode = data?.step === "code" && !!data.phone;
  const phoneError = data?.fieldErrors?.phone?.[0];
  const codeError = data?.fieldErrors?.code?.[0];
  const hidden = <Hidden type={props.type} redirectTo={props.redirectTo} back={props.back} carId={props.carId} />;
  // Post back to this page with the cleaned parameters only: nothing the address bar carried unchecked.
  const action = `/sign-in?${differentNumberQuery(props)}`;

  return (
    <section className="mx-auto max-w-md px-4 py-10 sm:py-16">
      <h1 className="text-2xl font-bold sm:text-3xl">{props.title}</h1>
      <p className="mt-2 text-muted">{props.reason}</p>

      {data?.formError && (
        <div role="alert" className="mt-6 rounded-brand border border-red-700/30 bg-red-50 p-4 text-sm font-semibold text-red-800">
          {data.formError}
        </div>
      )}

      {!atCode ? (
        <Form method="post" action={action} className="mt-8 space-y-4" noValidate>
          {hidden}
          <input type="hidden" name="intent" value="send" />
          <div>
            <label htmlFor="phone" className="block font-semibold">
              Mobile number
            </label>
            <input
              id="phone"
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="0412 345 678"
              defaultValue={data?.phoneInput ?? ""}
              required
              maxLength={30}
              aria-invalid={phoneError ? true : undefined}
              aria-describedby={phoneError ? "phone-error" : "phone-help"}
              className={input}
            />
            <p id="phone-help" className="mt-1 text-sm text-muted">
              We'll text you a 6-digit code. Standard message rates may apply.
            </p>
            <FieldError id="phone-error" message={phoneError} />
          </div>
          <button type="submit" className={primary} disabled={busy}>
            {busy ? "Sending…" : "Send me a code"}
          </button>
        </Form>
      ) : (
        <>
          {data?.notice && (
            <p role="status" className="mt-6 rounded-brand bg-surface-alt p-4 text-sm">
              {data.notice}
            </p>
          )}
          <Form method="post" action={action} className="mt-6 space-y-4" noValidate>
            {hidden}
            <input type="hidden" name="intent" value="verify" />
            <input type="hidden" name="phone" value={data.phone} />
            <div>
              <label htmlFor="code" className="block font-semibold">
                6-digit code
              </label>
              <input
                id="code"
                name="code"
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9 ]*"
                maxLength={7}
                required
                autoFocus
                aria-invalid={codeError ? true : undefined}
                aria-describedby={codeError ? "code-error" : undefined}
                className={`${input} tracking-[0.4em]`}
              />
              <FieldError id="code-error" message={codeError} />
            </div>
            <button type="submit" className={primary} disabled={busy}>
              {busyIntent === "verify" ? "Checking…" : "Sign in"}
            </button>
          </Form>
          <div className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm">
            <Form method="post" action={action}>
              {hidden}
              <input type="hidden" name="phone" value={data.phone} />
              <button type="submit" name="intent" value="resend" className="font-semibold text-accent-ink underline" disabled={busy}>
                Send a new code
              </button>
            </Form>
            <Link to={`?${differentNumberQuery(props)}`} className="text-muted underline">
              Use a different number
            </Link>
          </div>
        </>
      )}

      <p className="mt-8 border-t border-black/10 pt-6">
        <Link to={props.back} className="font-semibold underline">
          ← Back
        </Link>
        <span className="ml-2 text-sm text-muted">without signing in</span>
      </p>

      {props.codeHint && (
        <p className="mt-6 rounded-brand bg-surface-alt p-3 text-xs text-muted" data-testid="code-hint">
          Development server: texts are not sent.{" "}
          {props.codeHint === "inbox" ? (
            <>
              Read your code in the{" "}
              <a href="/dev/sms-inbox" target="_blank" rel="noreferrer" className="underline">
                SMS inbox
              </a>
              .
            </>
          ) : (
            "Your code is printed in the server's log."
          )}
        </p>
      )}
    </section>
  );
}
