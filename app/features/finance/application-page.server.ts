/**
 * /finance-pre-approval and /apply-for-finance: a multi-step application saved as the shopper goes (ADR 035).
 * Every step is a plain POST validated on the server (works without JavaScript), then a redirect to the next
 * step. The draft is named by an HttpOnly cookie and, for a signed-in shopper, by their account, so it can be
 * resumed from any device once signed in. Submitting sends one lead to the dealer's finance team.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import {
  allowedStep,
  nextStep,
  STEPS,
  stepSchemas,
  validateStep,
  type ApplicationAnswers,
  type ApplicationKind,
  type StepId,
} from "~/domain/finance/application";
import { isLocationSelectShown, type FormContext } from "~/domain/forms/context";
import { vehicleNoun } from "~/domain/stock/labels";
import { FIELD_MESSAGES } from "~/domain/forms";
import { requireSite, runtimeContext } from "~/server/http/router-context";
import { readLeadBody } from "~/server/leads/request-guards";
import { clientIp } from "~/server/auth/client-ip";
import {
  applicationReference,
  createDraft,
  findDraft,
  findSubmitted,
  saveDraft,
  type StoredApplication,
} from "~/server/finance/applications";
import { submitApplication } from "~/server/finance/submit-application";
import { findFinanceCar } from "~/server/finance/finance-queries";
import { currentUser } from "~/app/middleware/session.server";
import { toFormContext } from "~/server/leads/form-context";

type Context = Readonly<RouterContextProvider>;
type Args = { request: Request; context: Context };

const COOKIE = "dp_finance_app";
const COOKIE_MAX_AGE = 30 * 24 * 3600;
const NO_STORE = { "Cache-Control": "private, no-store" };

function cookieName(secure: boolean) {
  return secure ? `__Host-${COOKIE}` : COOKIE;
}

function readToken(request: Request, secure: boolean): string | null {
  const name = cookieName(secure);
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [k, v] = part.trim().split("=");
    if (k === name && v && /^[\w-]{20,100}$/.test(v)) return v;
  }
  return null;
}

function setToken(token: string, secure: boolean): string {
  return `${cookieName(secure)}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${COOKIE_MAX_AGE}${secure ? "; Secure" : ""}`;
}

function setup({ request, context }: Args) {
  const site = requireSite(context);
  const runtime = context.get(runtimeContext);
  const secure = runtime.sessionKeys.secureCookies;
  const user = currentUser(context);
  const ctx = toFormContext(site.settings, site.dealerships, site.locations);
  return { site, runtime, secure, user, ctx, token: readToken(request, secure) };
}

function schemasFor(ctx: FormContext, hasCar: boolean, now: Date) {
  return stepSchemas({
    today: now,
    locationIds: ctx.locations.map((l) => l.id),
    // A car names its own location; otherwise the shopper picks one where the dealer shows the select.
    locationRequired: !hasCar && isLocationSelectShown(ctx) && ctx.locations.length > 1,
  });
}

export async function loadApplicationPage(args: Args, kind: ApplicationKind) {
  const { site, runtime, user, ctx, token } = setup(args);
  const url = new URL(args.request.url);
  const app = await findDraft(runtime.db, runtime.financeData, { websiteId: site.id, kind, userId: user?.id ?? null, token });
  const requested = url.searchParams.get("step");
  const base = { kind, siteName: site.name, signedIn: user !== null, financePath: site.settings.finance.financePath };

  if (requested === "done") {
    const done = await findSubmitted(runtime.db, runtime.financeData, site.id, token, user?.id ?? null);
    if (done) {
      return data(
        { ...base, step: "done" as const, reference: applicationReference(done.id), email: done.answers.personal?.email ?? null },
        { headers: NO_STORE },
      );
    }
  }
  const carParam = url.searchParams.get("car_id") ?? (app?.carId ? String(app.carId) : null);
  const car = await findFinanceCar(runtime.db, site.id, carParam);
  const completed = app?.completedSteps ?? [];
  const step = allowedStep(requested, completed);
  const answers = app?.answers ?? {};
  return data(
    {
      ...base,
      step,
      completed,
      reference: app ? applicationReference(app.id) : null,
      car: car ? { id: car.id, name: car.name, slug: car.slug, price: car.price, noun: vehicleNoun(car.vehicleKind) } : null,
      locations:
        !car && isLocationSelectShown(ctx) && ctx.locations.length > 1 ? ctx.locations.map((l) => ({ id: l.id, name: l.name })) : [],
      // The shopper's own answers, for the step on screen and the review only.
      values: step === "review" ? null : stringValues(answers[step as StepId]),
      review: step === "review" ? answers : null,
    },
    { headers: NO_STORE },
  );
}

function stringValues(values: object | undefined): Record<string, string> | null {
  if (!values) return null;
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === "boolean" ? (v ? "on" : "") : String(v ?? "")]));
}

export type ApplicationActionAnswer = {
  ok: false;
  step: StepId | "review";
  errors: Record<string, string[]>;
  input: Record<string, string>;
};

export async function applicationAction(args: Args, kind: ApplicationKind) {
  const { site, runtime, secure, user, ctx, token } = setup(args);
  const body = await readLeadBody(args.request);
  if (!body.ok)
    return data({ ok: false, step: "personal", errors: { form: [body.message] }, input: {} }, { status: body.status, headers: NO_STORE });
  const raw = body.values;
  const now = new Date();
  const path = new URL(args.request.url).pathname;
  const app = await findDraft(runtime.db, runtime.financeData, { websiteId: site.id, kind, userId: user?.id ?? null, token });
  const completed = app?.completedSteps ?? [];
  const intent = raw.intent === "submit" ? "submit" : "save";

  if (intent === "submit") {
    if (!app || nextStep(completed) !== "review") throw redirect(`${path}?step=${nextStep(completed)}`, { headers: NO_STORE });
    return submitAndAnswer(args, app, path, now);
  }

  const step = STEPS.find((s) => s === raw.step);
  if (!step || allowedStep(step, completed) !== step) throw redirect(`${path}?step=${nextStep(completed)}`, { headers: NO_STORE });
  const carId = step === "car" && typeof raw.car_id === "string" ? raw.car_id : app?.carId ? String(app.carId) : null;
  const car = await findFinanceCar(runtime.db, site.id, carId);
  const result = validateStep(
    schemasFor(ctx, car !== null, now),
    step,
    step === "car" ? { ...raw, car_id: car ? String(car.id) : "" } : raw,
  );
  if (!result.ok) {
    return data({ ok: false, step, errors: result.errors, input: result.input } satisfies ApplicationActionAnswer, {
      status: 400,
      headers: NO_STORE,
    });
  }
  if (step === "personal" && result.values && "postcode" in result.values) {
    const place = await runtime.geocoder.geocodePostcode(result.values.postcode).catch(() => null);
    if (!place) {
      return data(
        { ok: false, step, errors: { postcode: ["Invalid postcode"] }, input: stringValues(raw) ?? {} } satisfies ApplicationActionAnswer,
        {
          status: 400,
          headers: NO_STORE,
        },
      );
    }
  }
  const answers: ApplicationAnswers = { ...(app?.answers ?? {}), [step]: result.values };
  const done = [...new Set([...completed, step])].sort((a, b) => STEPS.indexOf(a) - STEPS.indexOf(b)) as StepId[];
  const headers: Record<string, string> = { ...NO_STORE };
  const carIdToKeep = step === "car" ? (car?.id ?? null) : (app?.carId ?? car?.id ?? null);
  if (app) {
    await saveDraft(runtime.db, runtime.financeData, app, { answers, completed: done, carId: carIdToKeep, now });
  } else {
    const fromQuery = await findFinanceCar(runtime.db, site.id, new URL(args.request.url).searchParams.get("car_id"));
    const created = await createDraft(runtime.db, runtime.financeData, {
      websiteId: site.id,
      kind,
      userId: user?.id ?? null,
      carId: fromQuery?.id ?? null,
      answers,
      completed: done,
      now,
    });
    headers["Set-Cookie"] = setToken(created.token, secure);
  }
  throw redirect(`${path}?step=${nextStep(done)}`, { status: 303, headers });
}

async function submitAndAnswer(args: Args, app: StoredApplication, path: string, now: Date) {
  const { site, runtime } = setup(args);
  const car = app.carId ? await findFinanceCar(runtime.db, site.id, String(app.carId)) : null;
  const result = await submitApplication(runtime.db, {
    site,
    application: app,
    car,
    sourceUrl: args.request.url,
    ip: clientIp(args.context),
    now,
  });
  if (!result.ok) {
    const errors = result.reason === "invalid" ? result.fieldErrors : { form: ["An error occurred when submitting this form"] };
    runtime.log.warn({ site: site.slug, application: app.id, fields: Object.keys(errors) }, "finance application lead refused");
    const form = Object.entries(errors).map(([k, v]) => (k === "location" ? FIELD_MESSAGES.location : v.join(" ")));
    return data({ ok: false, step: "review", errors: { form }, input: {} } satisfies ApplicationActionAnswer, {
      status: 400,
      headers: NO_STORE,
    });
  }
  throw redirect(`${path}?step=done`, { status: 303, headers: NO_STORE });
}
