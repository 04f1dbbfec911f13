/**
 * The spin to win page: the campaign, its prizes with their odds and what is left, its terms, and one spin. The
 * form posts to the page's action, so a spin works without JavaScript (the answer page shows the result); with
 * JavaScript the wheel turns to the server's answer first. The result is text in a live region.
 */
import { useCallback, useState } from "react";
import { useHydrated } from "~/app/ui/use-hydrated";
import { useNavigation } from "react-router";
import { Form } from "~/app/ui/router-links";
import { groupDigits } from "~/domain/stock/format";
import { Button, ButtonLink } from "~/app/ui/button";
import { Field, inputClass } from "~/app/ui/field";
import type { SpinActionData, SpinPageData, SpinResultView } from "./spin-page.server";
import { Wheel } from "./wheel";

export function SpinPage({ data, action }: { data: SpinPageData; action: SpinActionData | undefined }) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const fresh = action?.ok ? action.result : null;
  const result: SpinResultView | null = fresh ?? data.result;
  // A result from a post made on this page with JavaScript turns the wheel first; one the page was rendered with (an
  // earlier spin, or the answer page of a post without JavaScript) shows at once.
  const [initial] = useState(fresh);
  const [stoppedFor, setStoppedFor] = useState<SpinResultView | null>(null);
  const turning = fresh !== null && fresh !== initial && stoppedFor !== fresh;
  const stop = useCallback(() => setStoppedFor(fresh), [fresh]);
  const errors = action && !action.ok ? (action.errors ?? {}) : {};
  const { campaign } = data;

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-3xl font-extrabold">{campaign.name}</h1>
      <p className="mt-1 text-muted">
        Spin to win at {data.siteName}. Runs {campaign.startsOn} to {campaign.endsOn} (
        {campaign.timeZone.replace(/^.*\//, "").replace(/_/g, " ")} time). One spin per person.
      </p>

      <div className="mt-6 grid gap-8 md:grid-cols-2 md:items-start">
        <div>
          <Wheel segments={data.segments} landOn={result?.segment ?? null} spin={turning} onStopped={stop} />
          <div role="status" aria-live="polite" className="mt-4 min-h-14 text-center" data-testid="spin-result">
            {submitting && "Spinning…"}
            {!submitting && turning && "Spinning…"}
            {!submitting && !turning && result && (
              <div className={`rounded-brand p-4 ${result.prizeId ? "bg-brand text-brand-contrast" : "bg-surface-alt"}`}>
                <p className="text-xl font-bold">{result.text}</p>
                <p className="mt-1 text-sm">
                  {result.prizeId
                    ? "We've recorded your prize and sent it to our team: we'll contact you to arrange it."
                    : "Your spin is recorded; there is one spin per person in this campaign."}
                  {!fresh && " You have already spun in this campaign."}
                </p>
              </div>
            )}
          </div>
        </div>

        <div>
          {data.message ? (
            <p className="rounded-brand border-2 border-brand p-4 font-semibold" data-testid="spin-closed">
              {data.message}
            </p>
          ) : !data.signedIn ? (
            <p className="rounded-brand bg-surface-alt p-4">
              Sign in with your mobile number to spin.{" "}
              <ButtonLink to={data.signInHref} size="sm" className="ml-2 inline-block">
                Sign in
              </ButtonLink>
            </p>
          ) : result ? null : (
            <SpinForm errors={errors} message={action && !action.ok ? action.message : null} submitting={submitting} />
          )}

          <h2 className="mt-6 text-xl font-bold">Prizes</h2>
          <ul className="mt-2 divide-y divide-black/10" data-testid="spin-prizes">
            {campaign.prizes.map((p) => (
              <li key={p.id} className="py-2">
                <p className="font-semibold">{p.label}</p>
                {p.description && <p className="text-sm">{p.description}</p>}
                <p className="text-sm text-muted">
                  Chance per spin {p.oddsPercent}% · {p.remaining > 0 ? `${groupDigits(p.remaining)} left` : "All won"}
                </p>
              </li>
            ))}
          </ul>

          <details className="mt-6 rounded-brand border border-black/15 p-3" open={!!data.message}>
            <summary className="cursor-pointer font-semibold">Terms and conditions</summary>
            <p className="mt-2 whitespace-pre-line text-sm" data-testid="spin-terms">
              {campaign.terms}
            </p>
          </details>
        </div>
      </div>
    </div>
  );
}

function SpinForm({ errors, message, submitting }: { errors: Record<string, string>; message: string | null; submitting: boolean }) {
  // True once React runs in the browser: the post then goes through the page's script and the wheel turns.
  const hydrated = useHydrated();
  const err = (key: string) => (errors[key] ? [errors[key]] : []);
  return (
    <Form
      method="post"
      className="flex flex-col gap-4 rounded-brand bg-surface-alt p-4"
      noValidate
      data-testid="spin-form"
      data-hydrated={hydrated ? "true" : undefined}
    >
      {message && (
        <div role="alert" className="text-sm font-semibold text-red-700">
          <p>{message}</p>
          {Object.keys(errors).length > 0 && (
            <ul className="list-disc pl-5 font-normal">
              {Object.values(errors).map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      <Field id="spin-name" label="Your name" errorId="spin-name-error" errors={err("name")}>
        <input
          id="spin-name"
          name="name"
          autoComplete="name"
          required
          maxLength={120}
          className={inputClass}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? "spin-name-error" : undefined}
        />
      </Field>
      <Field id="spin-email" label="Email" optional errorId="spin-email-error" errors={err("email")}>
        <input
          id="spin-email"
          name="email"
          type="email"
          autoComplete="email"
          maxLength={254}
          className={inputClass}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? "spin-email-error" : undefined}
        />
      </Field>
      <div>
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            name="terms"
            value="on"
            required
            className="mt-1 h-4 w-4"
            aria-invalid={errors.terms ? true : undefined}
            aria-describedby={errors.terms ? "spin-terms-error" : undefined}
          />
          <span>I agree to the campaign's terms and conditions (below), and to being contacted about my prize.</span>
        </label>
        {errors.terms && (
          <p id="spin-terms-error" className="text-sm font-medium text-red-700">
            {errors.terms}
          </p>
        )}
      </div>
      <Button type="submit" disabled={submitting} data-testid="spin-button">
        {submitting ? "Spinning…" : "Spin the wheel"}
      </Button>
      <p className="text-xs text-muted">One spin per person. The result is drawn by our server when you press the button.</p>
    </Form>
  );
}
