/** The staff member's own account: the authenticator and the password. */
import { useNavigation } from "react-router";
import { Form } from "~/app/ui/router-links";
import type { AccountActionData, loadAccountPage } from "./account.server";
import { consoleButton, consoleInput, consoleSecondaryButton, Notice } from "./console-shell";

function Field({
  name,
  label,
  type = "password",
  autoComplete,
  error,
  inputMode,
}: {
  name: string;
  label: string;
  type?: string;
  autoComplete?: string;
  error?: string;
  inputMode?: "numeric";
}) {
  const id = `a-${name}`;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        name={name === "off-code" ? "code" : name}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        className={consoleInput}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export function AccountPage({ data, actionData }: { data: ReturnType<typeof loadAccountPage>; actionData?: AccountActionData }) {
  const busy = useNavigation().state === "submitting";
  const errors = actionData?.fieldErrors ?? {};
  const hasTotp = actionData?.ok?.startsWith("Authenticator turned on")
    ? true
    : actionData?.ok === "Authenticator turned off."
      ? false
      : data.hasTotp;
  return (
    <section className="max-w-xl space-y-6">
      <h1 className="text-2xl font-bold">Your account</h1>
      <p>
        {data.email} · {data.role}
      </p>
      {actionData?.ok && <Notice tone="ok">{actionData.ok}</Notice>}
      {actionData?.formError && <Notice tone="error">{actionData.formError}</Notice>}

      <section className="rounded-brand bg-surface p-4" aria-labelledby="h-totp">
        <h2 id="h-totp" className="font-bold">
          Authenticator app
        </h2>
        {hasTotp ? (
          <Form method="post" className="mt-3 space-y-3" noValidate>
            <p className="text-sm">On: sign-in asks for a code from your app. To turn it off, enter a current code.</p>
            <Field
              name="off-code"
              label="Code from your app"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              error={errors["off-code"]}
            />
            <button type="submit" name="intent" value="totp-off" className={consoleSecondaryButton} disabled={busy}>
              Turn off
            </button>
          </Form>
        ) : actionData?.setup ? (
          <Form method="post" className="mt-3 space-y-3" noValidate>
            <p className="text-sm">
              Add this account to your authenticator app with the secret below (or the address, on a phone), then enter the code it shows.
            </p>
            <p className="font-mono text-lg break-all" data-testid="totp-secret">
              {actionData.setup.secret}
            </p>
            <p className="text-sm break-all">
              <a href={actionData.setup.uri} className="underline">
                Open in an authenticator app
              </a>
            </p>
            <input type="hidden" name="secret" value={actionData.setup.secret} />
            <Field
              name="code"
              label="Code from your app"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              error={errors.code}
            />
            <button type="submit" name="intent" value="totp-confirm" className={consoleButton} disabled={busy}>
              Turn on
            </button>
          </Form>
        ) : (
          <Form method="post" className="mt-3 space-y-3">
            <p className="text-sm">
              Off. With it on, signing in needs your password and a code from an app such as Google Authenticator or 1Password.
            </p>
            <button type="submit" name="intent" value="totp-start" className={consoleButton} disabled={busy}>
              Set up
            </button>
          </Form>
        )}
      </section>

      <section className="rounded-brand bg-surface p-4" aria-labelledby="h-password">
        <h2 id="h-password" className="font-bold">
          Change password
        </h2>
        <Form method="post" className="mt-3 space-y-3" noValidate>
          <Field name="current" label="Current password" autoComplete="current-password" error={errors.current} />
          <Field name="password" label="New password (at least 12 characters)" autoComplete="new-password" error={errors.password} />
          <Field name="confirm" label="The new password again" autoComplete="new-password" error={errors.confirm} />
          <button type="submit" name="intent" value="password" className={consoleButton} disabled={busy}>
            Change password
          </button>
        </Form>
      </section>
    </section>
  );
}
