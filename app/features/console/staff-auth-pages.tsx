/** The console's sign-in pages: plain forms (they work without JavaScript), errors beside their fields. */
import type { ReactNode } from "react";
import { useNavigation } from "react-router";
import { Form } from "~/app/ui/router-links";
import { consoleButton, consoleInput, consoleSecondaryButton, Notice } from "./console-shell";
import type { AuthActionData } from "./staff-auth.server";

function Page({ title, siteName, children }: { title: string; siteName: string; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-md rounded-brand bg-surface p-5 shadow-sm sm:p-8">
      <p className="text-sm text-muted">{siteName} console</p>
      <h1 className="mt-1 text-2xl font-bold">{title}</h1>
      {children}
    </section>
  );
}

function Input(props: {
  name: string;
  label: string;
  type?: string;
  autoComplete?: string;
  inputMode?: "numeric" | "email";
  defaultValue?: string;
  error?: string;
  hint?: string;
  optional?: boolean;
}) {
  const id = `f-${props.name}`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {props.label}
        {props.optional && <span className="font-normal text-muted"> (if you set one up)</span>}
      </label>
      {props.hint && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {props.hint}
        </p>
      )}
      <input
        id={id}
        name={props.name}
        type={props.type ?? "text"}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        defaultValue={props.defaultValue}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={[props.hint && `${id}-hint`, props.error && `${id}-error`].filter(Boolean).join(" ") || undefined}
        className={consoleInput}
      />
      {props.error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {props.error}
        </p>
      )}
    </div>
  );
}

function useBusy() {
  return useNavigation().state === "submitting";
}

export function StaffSignInPage({
  siteName,
  redirectTo,
  notice,
  actionData,
}: {
  siteName: string;
  redirectTo: string;
  notice?: string;
  actionData?: AuthActionData;
}) {
  const busy = useBusy();
  const errors = actionData?.fieldErrors ?? {};
  return (
    <Page title="Sign in" siteName={siteName}>
      {notice && !actionData && <Notice tone="ok">{notice}</Notice>}
      {actionData?.notice && <Notice tone="ok">{actionData.notice}</Notice>}
      {actionData?.formError && <Notice tone="error">{actionData.formError}</Notice>}
      <Form method="post" className="mt-6 space-y-4" noValidate>
        <input type="hidden" name="redirect" value={redirectTo} />
        <Input
          name="email"
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="username"
          defaultValue={actionData?.email}
          error={errors.email}
        />
        <Input name="password" label="Password" type="password" autoComplete="current-password" error={errors.password} />
        <Input name="code" label="Authenticator code" inputMode="numeric" autoComplete="one-time-code" optional error={errors.code} />
        <button type="submit" name="intent" value="password" className={`${consoleButton} w-full`} disabled={busy}>
          Sign in
        </button>
        <button type="submit" name="intent" value="link" className={`${consoleSecondaryButton} w-full`} disabled={busy}>
          Email me a sign-in link
        </button>
      </Form>
      <p className="mt-6 text-sm">
        <a href="/console/reset-password" className="underline">
          Forgot your password?
        </a>
      </p>
    </Page>
  );
}

export function StaffLinkPage({ siteName, token, actionData }: { siteName: string; token: string | null; actionData?: AuthActionData }) {
  const busy = useBusy();
  if (!token) {
    return (
      <Page title="This link has expired" siteName={siteName}>
        <p className="mt-4">It was used already, or is older than 15 minutes.</p>
        <a href="/console/sign-in" className={`${consoleButton} mt-6 inline-block`}>
          Ask for a new one
        </a>
      </Page>
    );
  }
  return (
    <Page title="Sign in with your link" siteName={siteName}>
      {actionData?.formError && <Notice tone="error">{actionData.formError}</Notice>}
      <Form method="post" className="mt-6 space-y-4" noValidate>
        <input type="hidden" name="token" value={token} />
        <Input
          name="code"
          label="Authenticator code"
          inputMode="numeric"
          autoComplete="one-time-code"
          optional
          error={actionData?.fieldErrors?.code}
        />
        <button type="submit" className={`${consoleButton} w-full`} disabled={busy}>
          Sign in
        </button>
      </Form>
    </Page>
  );
}

export function StaffResetPage({
  siteName,
  step,
  token,
  actionData,
}: {
  siteName: string;
  step: "request" | "choose" | "expired";
  token: string | null;
  actionData?: AuthActionData;
}) {
  const busy = useBusy();
  const errors = actionData?.fieldErrors ?? {};
  if (step === "expired") {
    return (
      <Page title="This link has expired" siteName={siteName}>
        <p className="mt-4">It was used already, or is older than an hour.</p>
        <a href="/console/reset-password" className={`${consoleButton} mt-6 inline-block`}>
          Ask for a new one
        </a>
      </Page>
    );
  }
  if (step === "choose") {
    return (
      <Page title="Choose a new password" siteName={siteName}>
        {actionData?.formError && <Notice tone="error">{actionData.formError}</Notice>}
        <Form method="post" className="mt-6 space-y-4" noValidate>
          <input type="hidden" name="token" value={token ?? ""} />
          <Input
            name="password"
            label="New password"
            type="password"
            autoComplete="new-password"
            hint="At least 12 characters."
            error={errors.password}
          />
          <Input name="confirm" label="The same password again" type="password" autoComplete="new-password" error={errors.confirm} />
          <button type="submit" name="intent" value="choose" className={`${consoleButton} w-full`} disabled={busy}>
            Change password
          </button>
        </Form>
      </Page>
    );
  }
  return (
    <Page title="Reset your password" siteName={siteName}>
      {actionData?.notice && <Notice tone="ok">{actionData.notice}</Notice>}
      {actionData?.formError && <Notice tone="error">{actionData.formError}</Notice>}
      <Form method="post" className="mt-6 space-y-4" noValidate>
        <Input
          name="email"
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="username"
          defaultValue={actionData?.email}
          error={errors.email}
        />
        <button type="submit" name="intent" value="request" className={`${consoleButton} w-full`} disabled={busy}>
          Email me a link
        </button>
      </Form>
    </Page>
  );
}

export function AcceptInvitePage({
  siteName,
  invitation,
  actionData,
}: {
  siteName: string;
  invitation: { token: string; email: string; role: string; needsPassword: boolean } | null;
  actionData?: AuthActionData;
}) {
  const busy = useBusy();
  const errors = actionData?.fieldErrors ?? {};
  if (!invitation) {
    return (
      <Page title="This invitation has expired" siteName={siteName}>
        <p className="mt-4">It was accepted already, or is older than 7 days. Ask the owner to invite you again.</p>
      </Page>
    );
  }
  return (
    <Page title="Accept your invitation" siteName={siteName}>
      <p className="mt-4">
        You are invited as <strong>{invitation.role}</strong> with <strong>{invitation.email}</strong>.
      </p>
      {actionData?.formError && <Notice tone="error">{actionData.formError}</Notice>}
      <Form method="post" className="mt-6 space-y-4" noValidate>
        <input type="hidden" name="token" value={invitation.token} />
        {invitation.needsPassword && (
          <>
            <Input name="name" label="Your name" autoComplete="name" error={errors.name} />
            <Input
              name="password"
              label="Choose a password"
              type="password"
              autoComplete="new-password"
              hint="At least 12 characters."
              error={errors.password}
            />
            <Input name="confirm" label="The same password again" type="password" autoComplete="new-password" error={errors.confirm} />
          </>
        )}
        <button type="submit" className={`${consoleButton} w-full`} disabled={busy}>
          Accept invitation
        </button>
      </Form>
    </Page>
  );
}
